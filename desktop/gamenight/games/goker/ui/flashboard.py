"""The flashboard: the 75 numbers in B-I-N-G-O rows, each row led by its letter in white on the
letter's colour. Called numbers light up (Rapid Start marks in a second colour), the last ball is
outlined; the numbers grow with the tiles (a projector's board is read across the room). Taps
emit `numberTapped`; the screen decides what a tap means (a guess, or a live caller's ball) and
the engine accepts or refuses it."""
from __future__ import annotations

from collections.abc import Set

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from gamenight.games.goker.deck import LETTERS, ball_name
from gamenight.table.mirror import is_board
from gamenight.table.touch import touch_px

LETTER_COLOURS = ("#1565c0", "#c62828", "#2e7d32", "#b34700", "#6a1b9a")
"""Each at least 4.5:1 against white, so white letters on them and they on a white tile read well."""
MIN_NUMBER_PX = 17
LETTER_MIN_PX = 30  # a row's letter is no touch target
NUMBER_HEIGHT = 0.62
"""The numbers' pixel size as a part of a tile's height, when its width allows."""
NUMBER_WIDTH = 0.8
"""The widest number ("75") may take this part of a tile's width."""
PROJECTOR_TILE_PX = 16
"""A projector's tiles are no touch targets: they grow with its window, from this."""


class FlashBoard(QWidget):
    numberTapped = Signal(int)

    def __init__(self, interactive: bool = True, parent: QWidget | None = None):
        super().__init__(parent)
        is_board(self)  # a watched screen (the TV table) keeps it
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        grid = QGridLayout(self)
        grid.setSpacing(3)
        grid.setContentsMargins(0, 0, 0, 0)
        font = QFont(self.font())
        font.setPixelSize(17)
        font.setBold(True)
        self.buttons: dict[int, QPushButton] = {}
        self.letters: list[QLabel] = []
        for row, letter in enumerate(LETTERS):
            label = QLabel(letter)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            big = QFont(font)
            big.setPixelSize(24)
            label.setFont(big)
            label.setStyleSheet(f"color:white;background:{LETTER_COLOURS[row]};border-radius:6px;")
            label.setMinimumWidth(LETTER_MIN_PX)
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
            grid.addWidget(label, row, 0)
            self.letters.append(label)
            for column in range(15):
                number = row * 15 + column + 1
                button = QPushButton(str(number))
                button.setFont(font)
                tile = touch_px(self) if interactive else PROJECTOR_TILE_PX  # a finger's size, or any
                button.setMinimumSize(tile, tile)
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setAccessibleName(ball_name(number))
                if interactive:
                    button.clicked.connect(lambda _=False, n=number: self.numberTapped.emit(n))
                else:
                    button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
                grid.addWidget(button, row, column + 1)
                self.buttons[number] = button
        self.balls: list[int] = []
        self._pending: list[int] = []
        self.marked: set[int] = set()
        self.guessed: set[int] = set()
        self.refused: int | None = None
        self._restyle()

    def resizeEvent(self, event) -> None:
        """The numbers fill most of each tile, the letters more."""
        super().resizeEvent(event)
        pixels = number_px(self.buttons[75])
        for button in self.buttons.values():
            font = button.font()
            font.setPixelSize(pixels)
            button.setFont(font)
        grid = self.layout()
        assert isinstance(grid, QGridLayout)
        spacing = grid.horizontalSpacing()
        room = self.width() - 15 * (touch_px(self) + spacing)  # what the fifteen tiles leave the letters
        for label in self.letters:
            font = label.font()
            font.setPixelSize(max(22, min(int(label.height() * 0.7), 96, int(room / 1.3))))
            label.setFont(font)
            label.setFixedWidth(max(LETTER_MIN_PX, min(int(font.pixelSize() * 1.3), room)))

    def show_calls(self, balls: list[int], marked: set[int], guessed: Set[int] = frozenset()) -> None:
        self._pending = []  # a new state ends any reveal in progress
        self.balls, self.marked, self.guessed = list(balls), set(marked), set(guessed)
        self.refused = None
        self._restyle()

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
        self.marked.add(self._pending.pop(0))
        self._restyle()
        QTimer.singleShot(step_ms, lambda: self._reveal_step(step_ms))

    def flash_refused(self, number: int) -> None:
        """A visible cue on a number that was refused (already called, say)."""
        self.refused = number
        self._restyle()

    def _restyle(self) -> None:
        called = set(self.balls)
        last = self.balls[-1] if self.balls else None
        for number, button in self.buttons.items():
            colour = LETTER_COLOURS[(number - 1) // 15]
            if number in called:  # a refused tap on a called number keeps its fill, outlined red
                border = "4px solid #d32f2f" if number == self.refused else \
                    "4px solid #ff6f00" if number == last else f"2px solid {colour}"
                style = f"background:{colour};color:white;border:{border};"
            elif number == self.refused:
                style = "background:#ffcdd2;color:#b71c1c;border:3px solid #d32f2f;"
            elif number in self.marked:
                style = f"background:#90a4ae;color:white;border:2px dashed {colour};"
            elif number in self.guessed:
                style = f"background:#fff8e1;color:{colour};border:2px solid #ffb300;"
            else:
                style = f"background:#f7f7f7;color:{colour};border:1px solid #cfd8dc;"
            button.setStyleSheet(f"QPushButton{{{style}border-radius:6px;}}")


def number_px(tile: QPushButton) -> int:
    """The largest pixel size at which the tile's number fills it and still fits."""
    font = QFont(tile.font())
    font.setPixelSize(100)
    wide = QFontMetrics(font).horizontalAdvance(tile.text()) / 100
    return max(MIN_NUMBER_PX, int(min(tile.height() * NUMBER_HEIGHT, tile.width() * NUMBER_WIDTH / wide)))
