"""The flashboard: the caller's shared board (`CalledBoard`) with the 75 numbers in B-I-N-G-O
rows, each row led by its letter in white on the letter's colour. Called numbers take their
letter's colour; Rapid Start marks show in a second look, the round's guesses in a third, and a
refused tap is flashed red. A board that takes taps is framed by what a tap enters now: amber
while it takes a guess (the look a guessed number takes), near black while it takes a caller's
ball, no frame while a tap enters nothing (`show_taking`)."""
from __future__ import annotations

from collections.abc import Set

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from gamenight.caller.called_board import LAST_OUTLINE, BoardFace, CalledBoard
from gamenight.games.goker.deck import LETTERS, ball_name
from gamenight.table.overlay import Follower

LETTER_COLOURS = ("#1565c0", "#c62828", "#2e7d32", "#b34700", "#6a1b9a")
"""Each at least 4.5:1 against white, so white letters on them and they on a white tile read well."""
FACE = BoardFace(
    rows=[[row * 15 + column + 1 for column in range(15)] for row in range(5)],
    label=str, name=ball_name, heads=list(zip(LETTERS, LETTER_COLOURS, strict=True)))
GUESS_TAP, CALL_TAP = "guess", "call"
"""What a tap on the board enters now."""
TAKING_COLOURS = {GUESS_TAP: ("#ffb300", "black"), CALL_TAP: ("#263238", "white")}
"""(frame and badge colour, the words' colour on it) for each: they differ in lightness as well as hue."""
FRAME_PX = 5
"""The frame's width, outside the board's edge (the gap the screen leaves round the board)."""


class FlashBoard(CalledBoard):
    marked: Set[int] = frozenset()
    guessed: Set[int] = frozenset()
    refused: int | None = None

    def __init__(self, interactive: bool = True, parent: QWidget | None = None):
        super().__init__(FACE, interactive, parent)
        self._pending: list[int] = []
        self.frame: TakingFrame | None = None
        """Made when first shown: it lies beside the board, in the board's parent (its screen)."""

    @property
    def taking(self) -> str | None:
        return self.frame.taking if self.frame is not None else None

    def show_taking(self, taking: str | None, words: str = "") -> None:
        """Frame the board in the colour of what a tap enters now (`GUESS_TAP`, `CALL_TAP`, or None:
        nothing); `words` say it to a screen reader. A board that only shows (a projector's, the
        TV's) takes nothing."""
        taking = taking if self.interactive else None
        self.setAccessibleDescription(words if taking else "")
        if self.frame is None and taking is not None:
            self.frame = TakingFrame(self)
        if self.frame is not None:
            self.frame.show_taking(taking)

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


class TakingFrame(QWidget):
    """The frame round the board, in the gap between the board and what lies round it (it takes
    no room from the tiles, which keep their size on the smallest window), letting every tap
    through."""

    def __init__(self, board: QWidget):
        super().__init__(board.parentWidget())
        self.board = board
        self.taking: str | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        board.installEventFilter(Follower(self, self.follow))

    def follow(self) -> None:
        self.setGeometry(self.board.geometry().adjusted(-FRAME_PX, -FRAME_PX, FRAME_PX, FRAME_PX))

    def show_taking(self, taking: str | None) -> None:
        self.taking = taking
        self.follow()
        self.setVisible(taking is not None)
        self.update()

    def paintEvent(self, event) -> None:
        if self.taking is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(TAKING_COLOURS[self.taking][0]), FRAME_PX - 1))
        inset = FRAME_PX / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 8, 8)
