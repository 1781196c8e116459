"""The 52-card called board: every card of the deck in suit rows; called cards light up, the
last one is outlined. In external-draw mode each card is a touch target that calls it."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget

from gamenight.core.cards import Card, Suit
from gamenight.table.mirror import is_board
from gamenight.table.touch import touch_px


class CalledBoard(QWidget):
    cardTapped = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        is_board(self)  # a watched screen (the TV table) keeps it
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        grid = QGridLayout(self)
        grid.setSpacing(3)
        grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[Card, QPushButton] = {}
        font = QFont(self.font())
        font.setPixelSize(15)
        font.setBold(True)
        for row, suit in enumerate(reversed(Suit)):
            for column, rank in enumerate(range(14, 1, -1)):
                card = Card(rank, suit)
                button = QPushButton(card.label)
                button.setFont(font)
                button.setMinimumSize(touch_px(self), touch_px(self))  # 9 mm for a finger
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setAccessibleName(card.name)
                button.clicked.connect(lambda _=False, card=card: self.cardTapped.emit(card))
                grid.addWidget(button, row, column)
                self.buttons[card] = button
        self.entry_enabled = False
        self.show_called([])

    def set_entry(self, enabled: bool) -> None:
        """External draw: taps call cards. Otherwise the board only shows."""
        self.entry_enabled = enabled
        for button in self.buttons.values():
            button.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self._restyle()

    def show_called(self, called: list[Card]) -> None:
        self.called = list(called)
        self._restyle()

    def _restyle(self) -> None:
        called = set(self.called)
        last = self.called[-1] if self.called else None
        for card, button in self.buttons.items():
            assert card.suit is not None, "Pokeno's deck has no jokers"
            colour = "#c62828" if card.suit.is_red else "#1b1b1b"
            if card in called:
                border = "3px solid #ff6f00" if card == last else "1px solid #8d6e63"
                style = f"background:#ffe082;color:{colour};border:{border};border-radius:5px;"
            else:
                style = f"background:#f5f5f5;color:{colour};border:1px solid #bdbdbd;border-radius:5px;"
                if not self.entry_enabled:
                    style += "color:#9e9e9e;"
            button.setStyleSheet(f"QPushButton{{{style}}}")
            button.setToolTip(f"{card.name}: called" if card in called else card.name)
