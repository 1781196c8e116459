"""The Pokeno table by keyboard: a scene focus on each board (made when the boards are, once
they are chosen: `focus_stops.py` lists what it reaches), the console's card board and dice
entry reached by Tab and taken by Enter, and Enter on the board picker's buttons (Space draws
on this screen, whatever has the focus)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from gamenight.caller.board_keys import BoardKeys, FocusedButtonRing, enter_presses
from gamenight.core.cards import card_name
from gamenight.games.pokeno.ui.focus_stops import board_stops
from gamenight.table.accessible_table import announce
from gamenight.table.language import translated
from gamenight.table.scene_focus import SceneFocus


class PokenoTableFocus(QObject):
    def __init__(self, screen):
        super().__init__(screen)
        self.screen = screen
        self.boards: list[SceneFocus] = []
        self.called = BoardKeys(screen.called, lambda card: _card_name(screen, card))
        dice = [button for row in screen.dice_entry.rows for button in row]
        enter_presses(dice, by_tab=True)
        self.dice_ring = FocusedButtonRing(screen.dice_entry, dice)
        enter_presses([*screen.picker.number_buttons.values(), screen.picker.take_button])
        self.told: tuple[int, int] | None = None
        """The round's rolls and cards a screen reader has heard of (None: a resumed game's are not said)."""

    def refresh(self) -> None:
        for seat in range(len(self.boards), len(self.screen.board_views)):
            name = QCoreApplication.translate("PokenoKeys", "Pokeno: board {board}").format(
                board=self.screen.board_scenes[seat].board.number)
            self.boards.append(SceneFocus(self.screen.board_views[seat], _stops(self.screen, seat), name))
        for focus in self.boards:
            focus.refresh()
        self.called.refresh()
        self._tell()

    def _tell(self) -> None:
        """Say each new roll and each card called to a screen reader."""
        played = self.screen.view().round
        now = (len(played.log), len(played.drawn)) if played is not None else (0, 0)
        if self.told is not None and played is not None and now != self.told:
            if now[1] > self.told[1]:
                announce(self.screen, QCoreApplication.translate("PokenoKeys", "{card} called").format(
                    card=played.drawn[-1].name))
            elif not now[1] and len(played.dice) == 2:
                announce(self.screen, QCoreApplication.translate("PokenoKeys", "The dice show {first} and {second}")
                         .format(first=played.dice[0], second=played.dice[1]))
            elif not now[1] and len(played.dice) == 1:
                announce(self.screen, QCoreApplication.translate("PokenoKeys", "The die shows {value}").format(
                    value=played.dice[0]))
        self.told = now


def _stops(screen, seat: int):
    return lambda: board_stops(screen, seat)


def _card_name(screen, card) -> str:
    if card in screen.called.called:
        return QCoreApplication.translate("PokenoKeys", "Pokeno: {card} on the called board, called").format(
            card=translated(card_name(card)))
    return QCoreApplication.translate("PokenoKeys", "Pokeno: {card} on the called board").format(
        card=translated(card_name(card)))
