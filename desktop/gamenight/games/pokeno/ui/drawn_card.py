"""The card just called, big, turning over in place (the kit's PieceItem flip); with the call
count beneath it."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gamenight.core.cards import Card
from gamenight.table.card_painter import CARD_RATIO, paint_card
from gamenight.table.fitted_view import FittedView
from gamenight.table.fonts import bold_font
from gamenight.table.pieces import PieceItem

CARD_W = 200.0


class CalledCard(PieceItem):
    """The called card; before the first call of a round, an empty outline where it will show."""

    def __init__(self):
        super().__init__(CARD_W, CARD_W * CARD_RATIO)
        self.card: Card | None = None

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        if self.card is not None:
            paint_card(painter, rect, self.card, self.face_up)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#9e9e9e"), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 14, 14)


class DrawnCard(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.item = CalledCard()
        self.scene = QGraphicsScene(-6, -6, CARD_W + 12, CARD_W * CARD_RATIO + 12)
        self.scene.addItem(self.item)
        self.view = FittedView(self.scene)
        self.view.setStyleSheet("background: transparent;")
        self.view.setMinimumSize(48, 68)
        layout.addWidget(self.view, 1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setFont(bold_font(self, 16))
        layout.addWidget(self.label)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    @property
    def card(self) -> Card | None:
        return self.item.card

    @property
    def caption(self) -> str:
        return self.label.text()

    def show_card(self, card: Card | None, caption: str, duration_ms: int) -> None:
        """Show `card`; a new card turns over from its back in `duration_ms`."""
        self.label.setText(caption)
        if card == self.item.card:
            return
        self.item.card = card
        if card is not None and duration_ms > 0:
            self.item.face_up = False
            self.item.flip(True, duration_ms)
        else:
            self.item.flip(True, 0)
