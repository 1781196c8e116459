"""Playing cards of any deck painted with vector shapes (sharp at any zoom or device pixel ratio):
the corner text and suit sign in the top corner, a large sign in the middle, the ink of the suit,
and a back.

A deck describes its cards to the painter as a `CardFace` (what to write, in which ink), so the
standard 52 (with jokers) and any `DeckSpec` deck (`deck_face`: two decks with duplicate copies,
a copy looking the same as its twin; the five-suit Goodge deck with its Crown) are all painted by
the same code.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from gamenight.core.cards import BLACK_INK, RED_INK, Card, rank_text
from gamenight.core.decks import DeckCard

RED = QColor(RED_INK)
BLACK = QColor(BLACK_INK)
FACE = QColor("#fffdf8")
EDGE = QColor("#7b7b7b")
BACK = QColor("#1e4f9c")
CARD_RATIO = 1.4  # height / width of a playing card


@dataclass(frozen=True)
class CardFace:
    """What a card shows: `corner` ("10", "Q", "JK"), the suit `sign` ("\u2665", "\u2605";
    "" for none) and the `ink` of both (a colour name or #rrggbb)."""

    corner: str
    sign: str
    ink: str = "#1b1b1b"


def standard_face(card: Card) -> CardFace:
    """A standard card or a joker."""
    if card.is_joker:
        return CardFace("JK", "\u2605", BLACK.name())
    assert card.suit is not None, "a card that is not a joker has a suit"
    return CardFace(rank_text(card.rank), card.suit.symbol, ink(card).name())


def deck_face(card: DeckCard) -> CardFace:
    """A card of any `DeckSpec` deck, as its deck says it looks."""
    return CardFace(*card.look)


def ink(card: Card) -> QColor:
    return RED if card.suit is not None and card.suit.is_red else BLACK


def paint_card(painter: QPainter, rect: QRectF, card: Card, face_up: bool = True) -> None:
    """A standard card (see `paint_face` for any other deck)."""
    paint_face(painter, rect, standard_face(card) if face_up else None)


def paint_face(painter: QPainter, rect: QRectF, face: CardFace | None) -> None:
    """The card `face`, or its back when `face` is None."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.08
    painter.setPen(QPen(EDGE, max(1.0, rect.width() * 0.015)))
    painter.setBrush(FACE if face is not None else BACK)
    painter.drawRoundedRect(rect, radius, radius)
    if face is None:
        inner = rect.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1)
        painter.setPen(QPen(QColor("#ffffff"), rect.width() * 0.03))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.restore()
        return
    painter.setPen(QColor(face.ink))
    corner = QFont("DejaVu Sans")
    corner.setBold(True)
    corner.setPixelSize(max(4, int(rect.width() * (0.30 if len(face.corner) < 3 else 0.22))))
    painter.setFont(corner)
    pad = rect.width() * 0.07
    corner_box = QRectF(rect.left() + pad, rect.top() + pad * 0.6, rect.width() * 0.7, rect.height() * 0.25)
    painter.drawText(corner_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, face.corner)
    if face.sign:
        small = QFont(corner)
        small.setPixelSize(max(4, int(rect.width() * 0.26)))
        painter.setFont(small)
        painter.drawText(QRectF(rect.left() + pad, rect.top() + rect.height() * 0.22, rect.width() * 0.5,
                                rect.height() * 0.22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         face.sign)
        big = QFont(corner)
        big.setPixelSize(max(6, int(rect.width() * 0.62)))
        painter.setFont(big)
        painter.drawText(QRectF(rect.left(), rect.top() + rect.height() * 0.30, rect.width() - pad,
                                rect.height() * 0.66), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                         face.sign)
    painter.restore()
