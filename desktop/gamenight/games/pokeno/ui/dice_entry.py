"""Dice entry for a live caller's roll: a row of the six faces for each die, labelled, with
touch-sized buttons; it takes the place of the called board while a roll is due."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gamenight.table.fonts import bold_font
from gamenight.table.touch import touch_px

FACES = "\u2680\u2681\u2682\u2683\u2684\u2685"
DIE_NAMES = (str(QT_TRANSLATE_NOOP("DiceEntry", "First die")),
             str(QT_TRANSLATE_NOOP("DiceEntry", "Second die")))
TOUCH_PX = 56  # comfortably above 9 mm on a 96 dpi screen (34 px); more where the DPI is higher


class DiceEntry(QWidget):
    diceEntered = Signal(tuple)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setFont(bold_font(self, 18))
        layout.addWidget(self.prompt)
        grid = QGridLayout()
        grid.setSpacing(8)
        face_font = QFont(self.font())
        face_font.setPixelSize(40)
        self.labels: list[QLabel] = []
        self.rows: list[list[QPushButton]] = []
        for die, english in enumerate(DIE_NAMES):
            name = self.tr(english)
            label = QLabel(name)
            label.setFont(bold_font(self, 16))
            grid.addWidget(label, die, 0)
            self.labels.append(label)
            row = []
            for value in range(1, 7):
                button = QPushButton(f"{FACES[value - 1]} {value}")
                button.setFont(face_font)
                button.setCheckable(True)
                side = max(TOUCH_PX, touch_px(self))
                button.setMinimumSize(side * 2, side)
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setAccessibleName(self.tr("{die} shows {value}").format(die=name, value=value))
                button.clicked.connect(lambda _=False, die=die, value=value: self._tap(die, value))
                grid.addWidget(button, die, value)
                row.append(button)
            self.rows.append(row)
        grid.setColumnStretch(0, 0)
        layout.addLayout(grid, 1)
        self.dice = 2
        self.picked: list[int | None] = [None, None]

    def ask(self, dice: int, what: str) -> None:
        self.dice = dice
        self.picked = [None, None]
        self.prompt.setText(self.tr("Enter the {step}: tap what each die shows") if dice == 2 else
                            self.tr("Enter the {step}: tap what the die shows"))
        self.prompt.setText(self.prompt.text().format(step=what))
        self.labels[0].setText(self.tr(DIE_NAMES[0]) if dice == 2 else self.tr("The die"))
        for die, row in enumerate(self.rows):
            self.labels[die].setVisible(die < dice)
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
