"""Validate a card that is not in the deck: type its grid, see its pattern and points now.
The engine checks the grid (column ranges, repeats) and names the first bad cell."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamenight.core.cards import Card
from gamenight.games.goker.deck import LETTERS, column_range, grid_from_columns, grid_problem
from gamenight.games.goker.ui.bingo_card import BingoCardView
from gamenight.games.goker.views import GokerView
from gamenight.table.language import translated


class GridEntryDialog(QDialog):
    def __init__(self, table: GokerView, parent: QWidget | None = None):
        """`table`: the view the card is checked against (the numbers called so far, the level)."""
        super().__init__(parent)
        self.table = table
        self.setWindowTitle(self.tr("Validate a card not in the deck"))
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        self.card = QComboBox()
        for card in (Card.from_index(i) for i in range(51, -1, -1)):
            self.card.addItem(card.label, card.code)
        left.addWidget(QLabel(self.tr("The card's rank and suit (for its multiplier):")))
        left.addWidget(self.card)
        grid = QGridLayout()
        self.boxes: list[list[QSpinBox | None]] = []
        for column, letter in enumerate(LETTERS):
            grid.addWidget(QLabel(f"<b>{letter}</b>", alignment=Qt.AlignmentFlag.AlignCenter), 0, column)
            boxes: list[QSpinBox | None] = []
            for row in range(5):
                if column == 2 and row == 2:
                    grid.addWidget(QLabel(self.tr("FREE"), alignment=Qt.AlignmentFlag.AlignCenter), row + 1, column)
                    boxes.append(None)
                    continue
                box = QSpinBox()
                span = column_range(column)
                box.setRange(0, 75)
                box.setSpecialValueText("\u2013")  # 0: not typed yet
                box.setMinimumSize(56, 36)
                box.setToolTip(f"{letter}: {span.start}-{span.stop - 1}")
                box.valueChanged.connect(self.check)
                grid.addWidget(box, row + 1, column)
                boxes.append(box)
            self.boxes.append(boxes)
        left.addLayout(grid)
        self.error = QLabel()
        self.error.setStyleSheet("color:#d32f2f")
        self.error.setWordWrap(True)
        left.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        left.addWidget(buttons)
        layout.addLayout(left)
        self.view = BingoCardView()
        self.view.setMinimumSize(260, 300)
        layout.addWidget(self.view)
        self.card.currentIndexChanged.connect(self.check)
        self.check()

    def columns(self) -> list[list[int]]:
        return [[0 if box is None else box.value() for box in boxes] for boxes in self.boxes]

    def fill(self, columns: list[list[int]]) -> None:
        for boxes, values in zip(self.boxes, columns, strict=False):
            for box, value in zip(boxes, values, strict=False):
                if box is not None:
                    box.setValue(value)

    def check(self) -> None:
        columns = self.columns()
        card = Card.parse(self.card.currentData())
        typed = any(value for values in columns for value in values)
        problem = grid_problem(columns) if typed else None
        if not typed or problem:
            self.error.setText(translated(problem) if problem else "")  # nothing typed yet is not an error
            self.view.item.show_card(card, None, 0, 0, None, None)
            return
        self.error.setText("")
        grid = grid_from_columns(columns)
        pattern, points = self.table.validate(card, grid)
        marked = grid.marked(self.table.marked)
        self.view.item.show_card(card, grid, marked, marked, pattern, points)
