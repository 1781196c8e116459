"""Pick a card by rank and suit (52 buttons in suit rows, plus the wilds): how the operator says
which physical card a player put down, or asks to validate any card of the deck."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget

from gamenight.core.cards import Card, Suit


class CardPicker(QWidget):
    picked = Signal(object)

    def __init__(self, wilds: int = 0, parent: QWidget | None = None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setSpacing(3)
        grid.setContentsMargins(0, 0, 0, 0)
        font = QFont(self.font())
        font.setPixelSize(13)
        font.setBold(True)
        self.buttons: dict[Card, QPushButton] = {}
        cards = [(row, column, Card(rank, suit)) for row, suit in enumerate(reversed(Suit))
                 for column, rank in enumerate(range(14, 1, -1))]
        cards += [(4, index, Card(0, None, index + 1)) for index in range(wilds)]
        for row, column, card in cards:
            button = QPushButton("Wild" if card.is_joker else card.label)
            button.setFont(font)
            button.setMinimumSize(34, 36)
            button.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
            button.setFocusPolicy(Qt.NoFocus)
            colour = "#6a1b9a" if card.is_joker else "#c62828" if card.suit.is_red else "#1b1b1b"
            button.setStyleSheet(f"QPushButton{{color:{colour};}} QPushButton:disabled{{color:#bdbdbd;}}")
            button.clicked.connect(lambda _=False, card=card: self.picked.emit(card))
            grid.addWidget(button, row, column)
            self.buttons[card] = button

    def allow(self, cards) -> None:
        """Only these cards can be picked (the others are greyed out)."""
        allowed = set(cards)
        for card, button in self.buttons.items():
            button.setEnabled(card in allowed)
