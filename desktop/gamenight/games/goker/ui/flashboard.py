"""The flashboard: the caller's shared board (`CalledBoard`) with the 75 numbers in B-I-N-G-O
rows, each row led by its letter in white on the letter's colour. Called numbers take their
letter's colour; Rapid Start marks show in a second look, the round's guesses in a third, and a
refused tap is flashed red."""
from __future__ import annotations

from collections.abc import Set

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from gamenight.caller.called_board import LAST_OUTLINE, BoardFace, CalledBoard
from gamenight.games.goker.deck import LETTERS, ball_name

LETTER_COLOURS = ("#1565c0", "#c62828", "#2e7d32", "#b34700", "#6a1b9a")
"""Each at least 4.5:1 against white, so white letters on them and they on a white tile read well."""
FACE = BoardFace(
    rows=[[row * 15 + column + 1 for column in range(15)] for row in range(5)],
    label=str, name=ball_name, heads=list(zip(LETTERS, LETTER_COLOURS, strict=True)))


class FlashBoard(CalledBoard):
    marked: Set[int] = frozenset()
    guessed: Set[int] = frozenset()
    refused: int | None = None

    def __init__(self, interactive: bool = True, parent: QWidget | None = None):
        super().__init__(FACE, interactive, parent)
        self._pending: list[int] = []

    def show_calls(self, balls: list[int], marked: Set[int], guessed: Set[int] = frozenset()) -> None:
        self._pending = []  # a new state ends any reveal in progress
        self.marked, self.guessed = set(marked), set(guessed)
        self.refused = None
        self.show_called(balls)

    def reveal_marks(self, numbers: list[int], step_ms: int) -> None:
        """Rapid Start: light the numbers the first ball marks one after another."""
        self._pending = list(numbers)
        self._revealed = set(self.marked) | set(numbers)
        self.marked = set(self.marked) - set(numbers)
        self._restyle()
        self._reveal_step(step_ms)

    def _reveal_step(self, step_ms: int) -> None:
        if not self._pending:
            self.marked = self._revealed
            self._restyle()
            return
        self.marked = {*self.marked, self._pending.pop(0)}
        self._restyle()
        QTimer.singleShot(step_ms, lambda: self._reveal_step(step_ms))

    def flash_refused(self, number: int) -> None:
        """A visible cue on a number that was refused (already called, say)."""
        self.refused = number
        self._restyle()

    def tile_style(self, item, called: bool) -> str:
        colour = LETTER_COLOURS[(item - 1) // 15]
        if called:  # a refused tap on a called number keeps its fill, outlined red
            border = "4px solid #d32f2f" if item == self.refused else \
                LAST_OUTLINE if item == self.last else f"2px solid {colour}"
            return f"background:{colour};color:white;border:{border};"
        if item == self.refused:
            return "background:#ffcdd2;color:#b71c1c;border:3px solid #d32f2f;"
        if item in self.marked:
            return f"background:#90a4ae;color:white;border:2px dashed {colour};"
        if item in self.guessed:
            return f"background:#fff8e1;color:{colour};border:2px solid #ffb300;"
        return f"background:#f7f7f7;color:{colour};border:1px solid #cfd8dc;"
