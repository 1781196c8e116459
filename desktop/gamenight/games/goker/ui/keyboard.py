"""The Goker table by keyboard: a scene focus on each card view (`focus_stops.py` lists what it
reaches), the flashboard's keys (`caller/board_keys.py`), and a number typed then Enter entered
wherever the focus is, as before the table took keys."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from gamenight.caller.board_keys import ENTER_KEYS, BoardKeys, FocusedButtonRing, enter_presses
from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.ui.focus_stops import card_stops, number_words
from gamenight.table.accessible_table import announce
from gamenight.table.scene_focus import SceneFocus


class GokerTableFocus(QObject):
    def __init__(self, screen):
        super().__init__(screen)
        self.screen = screen
        self.cards = [self._card_focus(index) for index in range(len(screen.card_views))]
        self.board = BoardKeys(screen.board, lambda number: number_words(screen, number),
                               passes_enter=lambda: bool(screen.typed))
        enter_presses([screen.play_button])
        if not screen.solo:  # the console's card picker, for the cards played at the table
            picker = screen.picker
            buttons = [*picker.suit_buttons.values(), *picker.rank_buttons.values(), *picker.wild_buttons.values()]
            enter_presses(buttons, by_tab=True)
            self.picker_ring = FocusedButtonRing(picker, buttons)
        self.told: int | None = None
        """The balls a screen reader has heard of (None: none yet: a resumed game's are not said)."""

    def _card_focus(self, index: int) -> SceneFocus:
        view = self.screen.card_views[index]
        if self.screen.solo:
            name = QCoreApplication.translate("GokerKeys", "Goker: your card {card}").format(card=index + 1)
        else:
            name = QCoreApplication.translate("GokerKeys", "Goker: the card to validate")
        focus = SceneFocus(view, lambda: card_stops(self.screen, index), name)
        view.installEventFilter(self)  # after the focus's own filter, so it comes first
        return focus

    def refresh(self) -> None:
        for focus in self.cards:
            focus.refresh()
        self.board.refresh()
        enter_presses(self.screen.goker_prompt.buttons.values(), by_tab=True)  # made anew for each ball
        self._tell_ball()

    def _tell_ball(self) -> None:
        """Say each new ball to a screen reader, as the caller calls it."""
        balls = self.screen.view().balls
        if self.told is not None and len(balls) > self.told:
            announce(self.screen, QCoreApplication.translate("GokerKeys", "{ball} called").format(
                ball=ball_name(balls[-1])))
        self.told = len(balls)

    def eventFilter(self, watched, event) -> bool:
        """Enter with a number typed enters the number, not the focused thing."""
        if event.type() == QEvent.Type.KeyPress and event.key() in ENTER_KEYS and self.screen.typed:
            self.screen.keyPressEvent(event)
            return True
        return False
