"""Dice entry for a live caller's roll: tap the face each die shows (one row per die)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

FACES = "\u2680\u2681\u2682\u2683\u2684\u2685"


class DiceEntry(QWidget):
    diceEntered = Signal(tuple)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        grid = QGridLayout()
        grid.setSpacing(4)
        font = QFont(self.font())
        font.setPixelSize(26)
        self.rows: list[list[QPushButton]] = []
        for die in range(2):
            row = []
            for value in range(1, 7):
                button = QPushButton(FACES[value - 1])
                button.setFont(font)
                button.setCheckable(True)
                button.setMinimumSize(44, 44)
                button.setFocusPolicy(Qt.NoFocus)
                button.setAccessibleName(f"die {die + 1} shows {value}")
                button.clicked.connect(lambda _=False, die=die, value=value: self._tap(die, value))
                grid.addWidget(button, die, value - 1)
                row.append(button)
            self.rows.append(row)
        layout.addLayout(grid)
        self.dice = 2
        self.picked: list[int | None] = [None, None]

    def ask(self, dice: int, what: str) -> None:
        self.dice = dice
        self.picked = [None, None]
        self.prompt.setText(f"Enter the {what}: tap what {'each die' if dice == 2 else 'the die'} shows")
        for die, row in enumerate(self.rows):
            for button in row:
                button.setChecked(False)
                button.setVisible(die < dice)

    def _tap(self, die: int, value: int) -> None:
        self.picked[die] = value
        for other, button in enumerate(self.rows[die], start=1):
            button.setChecked(other == value)
        values = tuple(self.picked[: self.dice])
        if None not in values:
            self.diceEntered.emit(values)
