"""Standard playing cards painted with vector shapes (sharp at any zoom or device pixel ratio):
rank and suit in the corners, a large suit in the middle, red or black ink, and a back."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from gamenight.core.cards import Card, rank_text

RED = QColor("#c62828")
BLACK = QColor("#1b1b1b")
FACE = QColor("#fffdf8")
EDGE = QColor("#7b7b7b")
BACK = QColor("#1e4f9c")
CARD_RATIO = 1.4  # height / width of a playing card


def ink(card: Card) -> QColor:
    return RED if card.suit is not None and card.suit.is_red else BLACK


def paint_card(painter: QPainter, rect: QRectF, card: Card, face_up: bool = True) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    radius = rect.width() * 0.08
    painter.setPen(QPen(EDGE, max(1.0, rect.width() * 0.015)))
    painter.setBrush(FACE if face_up else BACK)
    painter.drawRoundedRect(rect, radius, radius)
    if not face_up:
        inner = rect.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1)
        painter.setPen(QPen(QColor("#ffffff"), rect.width() * 0.03))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.restore()
        return
    painter.setPen(ink(card))
    corner = QFont("DejaVu Sans")
    corner.setBold(True)
    corner.setPixelSize(max(4, int(rect.width() * 0.30)))
    painter.setFont(corner)
    pad = rect.width() * 0.07
    text = rank_text(card.rank) if not card.is_joker else "JK"
    corner_box = QRectF(rect.left() + pad, rect.top() + pad * 0.6, rect.width() * 0.6, rect.height() * 0.25)
    painter.drawText(corner_box, Qt.AlignLeft | Qt.AlignTop, text)
    if card.suit is not None:
        small = QFont(corner)
        small.setPixelSize(max(4, int(rect.width() * 0.26)))
        painter.setFont(small)
        painter.drawText(QRectF(rect.left() + pad, rect.top() + rect.height() * 0.22, rect.width() * 0.5,
                                rect.height() * 0.22), Qt.AlignLeft | Qt.AlignTop, card.suit.symbol)
        big = QFont(corner)
        big.setPixelSize(max(6, int(rect.width() * 0.62)))
        painter.setFont(big)
        painter.drawText(QRectF(rect.left(), rect.top() + rect.height() * 0.30, rect.width() - pad,
                                rect.height() * 0.66), Qt.AlignRight | Qt.AlignBottom, card.suit.symbol)
    painter.restore()
