"""The Super Pokeno Bonus projector (audience) window, to be read from the back of a hall: the
card just called huge, the dice with the step in words, the cards called so far on a 52-card
board, the round's bonus hand and multiplier, and the standings. It mirrors the console from the
public spectator view; its only control is the full-screen button (see `ProjectorWindow`).
Every size is drawn for a 1920x1080 picture and follows the window's size."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout

from gamenight.caller.projector import HALL, CrowdLines, ProjectorWindow, picture_scale, scaled_px
from gamenight.core.words import words
from gamenight.games.pokeno.ui.called_board import CardBoard
from gamenight.games.pokeno.ui.dice_tray import DiceTray
from gamenight.games.pokeno.ui.drawn_card import DrawnCard
from gamenight.games.pokeno.views import PokenoView
from gamenight.table.fonts import bold_font
from gamenight.table.language import translated
from gamenight.table.names import name_text

translate = QCoreApplication.translate

HEADLINE_PX = 40
CAPTION_PX = 36
DICE_WORDS_PX = 26
DIE_PX = 110
DICE_WORDS_LINES = 4
"""Room for the longest step in words ("Multiplier die 6 -> a full house scores ...") in a narrow window."""
LEADERS = 3
"""The players at the top of the standings, always in the standings' full size."""


class PokenoProjector(ProjectorWindow):
    def __init__(self):
        super().__init__(words("PokenoProjector", "Super Pokeno Bonus \u2014 projector"))
        self.view: PokenoView | None = None
        self.held = ("", "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.status = self.text_line(HEADLINE_PX)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addLayout(self.header(self.status))
        row = QHBoxLayout()
        row.setSpacing(16)
        left = QVBoxLayout()
        self.drawn = DrawnCard()
        left.addWidget(self.drawn, 1)
        self.dice = DiceTray(DICE_WORDS_PX, DIE_PX)
        self.dice.setMinimumWidth(120)
        self.dice.rolled.connect(self._show_held)
        left.addWidget(self.dice)
        row.addLayout(left, 4)
        middle = QVBoxLayout()
        self.called = CardBoard(interactive=False)
        middle.addWidget(self.called, 1)
        self.bonus = self.text_line(HEADLINE_PX)
        self.bonus.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bonus.setStyleSheet("color:#ffd54f;")
        middle.addWidget(self.bonus)
        row.addLayout(middle, 10)
        row.addLayout(self._build_standings(), 3)
        layout.addLayout(row, 1)

    def _build_standings(self) -> QVBoxLayout:
        """The leaders in the standings' full size; everyone after them below, as large as fits."""
        column = QVBoxLayout()
        self.standings = self.text_line(HALL.standings)
        self.standings.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.standings.setMinimumWidth(100)
        column.addWidget(self.standings)
        self.others = CrowdLines(self.standings)
        column.addWidget(self.others, 1)
        return column

    def rescale(self, scale: float) -> None:
        self.drawn.label.setFont(bold_font(self, scaled_px(CAPTION_PX, scale)))
        tray = picture_scale(self.size())  # the dice's words fit a tray as narrow as the window
        self.dice.set_sizes(scaled_px(DICE_WORDS_PX, tray), DIE_PX * tray, DICE_WORDS_LINES)
        self.dice.setFixedHeight(round(self.dice.caption_h + DIE_PX * tray * 1.42 + 8))
        self.others.fit()

    def mirror(self, status: str, view: PokenoView, names: list[str], roll_ms: int, card_ms: int) -> None:
        """Show the public `view` under the console's `status`; `roll_ms` tumbles a new roll,
        `card_ms` turns a new card over (0: no new roll or card)."""
        self.view = view
        played = view.round
        called = list(played.drawn) if played else []
        caption = self.tr("Call {number} of {cards}").format(number=len(called), cards=played.cards_to_draw) \
            if played and played.cards_to_draw else ""
        self.drawn.show_card(called[-1] if called else None, caption, card_ms)
        words = translated(played.log[-1]) if played and played.log else self.tr("Roll the dice to start the round")
        if roll_ms and played is not None:
            self.dice.show_roll(played.dice, words, roll_ms)
        elif not (self.dice.rolling and card_ms):  # a card may follow the roll; an undo stops it
            self.dice.show_still(played.dice if played else (), words)
        self.called.show_called(called)
        lines = standings_lines(view, names)
        self.standings.setText("\n".join([self.tr("Standings"), *lines[:LEADERS]]))
        self.others.setText("\n".join(lines[LEADERS:]))
        self.held = (status, bonus_text(view))
        if not self.dice.rolling:
            self._show_held()

    def _show_held(self) -> None:
        """The round in words and the bonus: shown once the dice stop, like the roll itself."""
        self.status.setText(self.held[0])
        self.bonus.setText(self.held[1])


def bonus_text(view: PokenoView) -> str:
    played = view.round
    if played is None or played.bonus is None:
        return translate("PokenoProjector", "Bonus hand: not rolled yet")
    if not played.multiplier:
        return translate("PokenoProjector", "Bonus hand: {hand}").format(hand=translated(played.bonus.title))
    return translate("PokenoProjector", "Bonus hand: {hand} \u00d7{times} = {points} points").format(
        hand=translated(played.bonus.title), times=played.multiplier, points=played.bonus.points * played.multiplier)


def standings_lines(view: PokenoView, names: list[str]) -> list[str]:
    """Every player by total, best first, one line each."""
    scores = view.scores or (0,) * len(names)
    order = sorted(range(len(names)), key=lambda seat: (-scores[seat], seat))
    return [f"{1 + sum(other > scores[seat] for other in scores)}. {name_text(names[seat])}  {scores[seat]:g}"
            for seat in order]
