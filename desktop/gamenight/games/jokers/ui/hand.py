"""The hand of the seat whose eyes the screen is: its cards painted by the table kit, the card
just drawn marked "new", the cards with no legal play dimmed, the picked card raised."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from gamenight.games.jokers.deck import JokersCard, label
from gamenight.table.card_painter import CARD_RATIO, CardFace, deck_face, paint_face

CARD_W = 64


def face_of(card_id: str) -> CardFace:
    """A Jokers card id ("7H.2", "JK1.1"): both copies of a card look the same."""
    return deck_face(JokersCard.parse(card_id))


class CardButton(QWidget):
    clicked = Signal(str)

    def __init__(self, card: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.card = card
        self.picked = False
        self.playable = True
        self.new = False
        self.setCursor(Qt.PointingHandCursor)
        self.setToolTip(label(card))
        self.setAccessibleName(label(card))
        self.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(CARD_W + 8, int(CARD_W * CARD_RATIO) + 24)

    def set_marks(self, picked: bool, playable: bool, new: bool) -> None:
        self.picked, self.playable, self.new = picked, playable, new
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        lift = 0 if self.picked else 14
        rect = QRectF(4, 4 + lift, CARD_W, CARD_W * CARD_RATIO)
        if self.picked:
            painter.setPen(QPen(QColor("#ffe066"), 5))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        paint_face(painter, rect, face_of(self.card))
        if not self.playable:
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(40, 40, 40, 120))
            painter.drawRoundedRect(rect, 5, 5)
        if self.new:
            font = QFont("DejaVu Sans")
            font.setPixelSize(11)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor("#2e7d32"))
            tag = QRectF(rect.right() - 34, rect.bottom() - 18, 32, 16)
            painter.drawRoundedRect(tag, 4, 4)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(tag, Qt.AlignCenter, "new")
        painter.end()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.card)


class HandWidget(QWidget):
    cardClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(6, 0, 6, 0)
        self.row.setSpacing(4)
        self.row.addStretch(1)
        self.row.addStretch(1)
        self.buttons: dict[str, CardButton] = {}
        self.setMinimumHeight(int(CARD_W * CARD_RATIO) + 28)

    def show_hand(self, cards: Sequence[str], picked: str | None, playable: set[str], new: str | None) -> None:
        if list(self.buttons) != list(cards):
            for button in self.buttons.values():
                self.row.removeWidget(button)
                button.hide()
                button.deleteLater()
            self.buttons = {}
            for card in cards:
                button = CardButton(card, self)
                button.clicked.connect(self.cardClicked.emit)
                self.row.insertWidget(self.row.count() - 1, button)
                self.buttons[card] = button
            self.update()
        for card, button in self.buttons.items():
            button.set_marks(card == picked, card in playable, card == new)
