"""Goodge cards on the table: each suit's sign and ink (the sign tells the suits apart without
colour; the inks differ for those who see them), the Crown in gold, and the card piece itself,
which the player clicks or drags up onto the table to play."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from gamenight.games.goodge.cards import SUITS, Card
from gamenight.table.card_painter import CardFace, paint_face
from gamenight.table.pieces import PieceItem

SUIT_SIGNS = ("\u2660", "\u2666", "\u2605", "\u2665", "\u2663")  # Spades, Diamonds, Stars, Hearts, Clubs
SUIT_INKS = ("#1b1b1b", "#0061a8", "#7a4f00", "#c62828", "#007a4d")
CROWN_SIGN, CROWN_INK = "\u265b", "#b8860b"
DRAG_PLAYS = 60.0  # a card dragged up this far (scene pixels) and let go is played
MARK = QColor("#ffd54f")


def suit_label(suit: int) -> str:
    """"★ Stars": the sign first, so the suit reads without colour."""
    return f"{SUIT_SIGNS[suit]} {SUITS[suit]}"


def goodge_face(card: Card) -> CardFace:
    if card.is_crown:
        return CardFace(CROWN_SIGN, CROWN_SIGN, CROWN_INK)
    return CardFace(str(card.rank), SUIT_SIGNS[card.suit], SUIT_INKS[card.suit])


class CardItem(PieceItem):
    """One card. `on_play(card)` is called when the player clicks it or drags it up and lets go,
    while it is `playable`; a card that is not stays dimmed."""

    def __init__(self, card: Card | None, width: float, height: float, face_up: bool = True,
                 on_play: Callable[[Card], None] | None = None):
        """`card` None: a card whose face this seat may not see (only its back is drawn)."""
        super().__init__(width, height, face_up and card is not None)
        self.card = card
        self.on_play = on_play
        self.playable = False
        self.dimmed = False
        self.marked = False  # the winning card of a trick, or the hinted card
        self._pressed_at: QPointF | None = None
        self._home = QPointF()

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        paint_face(painter, rect, goodge_face(self.card) if self.face_up and self.card is not None else None)
        if self.dimmed:
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(0, 0, 0, 95))
            painter.drawRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
        if self.marked:
            painter.setPen(QPen(MARK, 5))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), rect.width() * 0.1, rect.width() * 0.1)

    def set_state(self, *, playable: bool = False, dimmed: bool = False, marked: bool = False) -> None:
        if (playable, dimmed, marked) != (self.playable, self.dimmed, self.marked):
            self.playable, self.dimmed, self.marked = playable, dimmed, marked
            self.setCursor(Qt.OpenHandCursor if playable else Qt.ArrowCursor)
            self.update()

    # -- the mouse -------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if not self.playable or self.on_play is None:
            event.ignore()
            return
        self._pressed_at = event.scenePos()
        self._home = self.pos()
        self.setZValue(self.zValue() + 500)

    def mouseMoveEvent(self, event) -> None:
        if self._pressed_at is not None:
            self.setPos(self._home + event.scenePos() - self._pressed_at)

    def mouseReleaseEvent(self, event) -> None:
        if self._pressed_at is None:
            return
        moved = event.scenePos() - self._pressed_at
        self._pressed_at = None
        self.setZValue(self.zValue() - 500)
        if abs(moved.x()) + abs(moved.y()) < 8 or -moved.y() >= DRAG_PLAYS:
            self.setPos(self._home)
            if self.on_play is not None and self.card is not None:
                self.on_play(self.card)
        else:
            self.setPos(self._home)  # let go near the hand: back in its place
