"""Pick a card by rank and suit: tap a suit (it stays chosen), then a rank; or tap Wild. This is
how the operator says which physical card a player put down, or asks to validate any card.
Compact enough to sit beside the card it shows, with touch-sized buttons."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gamenight.core.cards import SUIT_NAMES as SUITS, Card, Suit, rank_text
from gamenight.table.language import translated
from gamenight.table.touch import make_touch_sized

RANKS = tuple(range(14, 1, -1))


class CardPicker(QWidget):
    picked = Signal(object)

    def __init__(self, wilds: int = 0, parent: QWidget | None = None):
        super().__init__(parent)
        rows = QVBoxLayout(self)
        rows.setSpacing(4)
        rows.setContentsMargins(0, 0, 0, 0)
        suit_row, high_row, low_row = (QHBoxLayout() for _ in range(3))
        for row in (suit_row, high_row, low_row):  # every row spans the whole width: no ragged edge
            row.setSpacing(4)
            rows.addLayout(row)
        font = QFont(self.font())
        font.setPixelSize(18)
        font.setBold(True)
        self.suit = Suit.SPADES
        self.suit_buttons: dict[Suit, QPushButton] = {}
        group = QButtonGroup(self)
        for suit in reversed(Suit):
            button = self._button(suit.symbol, font, "#c62828" if suit.is_red else "#1b1b1b")
            button.setToolTip(translated(SUITS[suit]))
            button.setAccessibleName(translated(SUITS[suit]))
            big = QFont(font)
            big.setPixelSize(26)
            button.setFont(big)
            button.setCheckable(True)
            button.setChecked(suit == self.suit)
            group.addButton(button)
            button.clicked.connect(lambda _=False, suit=suit: self._choose_suit(suit))
            suit_row.addWidget(button, 1)
            self.suit_buttons[suit] = button
        self.rank_buttons: dict[int, QPushButton] = {}
        for index, rank in enumerate(RANKS):
            button = self._button(rank_text(rank), font, "#37474f")
            button.clicked.connect(lambda _=False, rank=rank: self.picked.emit(Card(rank, self.suit)))
            (high_row if index < 7 else low_row).addWidget(button, 1)
            self.rank_buttons[rank] = button
        self.wild_buttons: dict[Card, QPushButton] = {}
        for index in range(wilds):
            card = Card(0, None, index + 1)
            button = self._button("Wild" if wilds == 1 else f"Wild {index + 1}", font, "#6a1b9a")
            button.clicked.connect(lambda _=False, card=card: self.picked.emit(card))
            low_row.addWidget(button, 2)  # the wilds end the last row
            self.wild_buttons[card] = button
        self.allowed: set[Card] | None = None
        self._sync()

    @staticmethod
    def _button(text: str, font: QFont, colour: str) -> QPushButton:
        button = QPushButton(text)
        button.setFont(font)
        button.setMinimumSize(40, 40)
        make_touch_sized([button])  # 9 mm, on a screen where 40 px is less
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setStyleSheet(f"QPushButton{{color:{colour};}} QPushButton:disabled{{color:#bdbdbd;}}"
                             "QPushButton:checked{background:#ffe082;}")
        return button

    def _choose_suit(self, suit: Suit) -> None:
        self.suit = suit
        self._sync()

    def allow(self, cards) -> None:
        """Only these cards can be picked (the others are greyed out); None allows all."""
        self.allowed = None if cards is None else set(cards)
        self._sync()

    def _sync(self) -> None:
        for rank, button in self.rank_buttons.items():
            button.setEnabled(self.allowed is None or Card(rank, self.suit) in self.allowed)
        for card, button in self.wild_buttons.items():
            button.setEnabled(self.allowed is None or card in self.allowed)

    def button_for(self, card: Card) -> tuple[QPushButton, ...]:
        """The buttons to tap for `card`, in order (suit then rank, or the wild)."""
        if card.is_joker:
            return (self.wild_buttons[card],)
        assert card.suit is not None, "a card that is not a joker has a suit"
        return self.suit_buttons[card.suit], self.rank_buttons[card.rank]
