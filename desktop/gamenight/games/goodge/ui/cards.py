"""Goodge cards on the table, painted as the deck says they look (each suit's sign tells the suits
apart without colour; the inks differ for those who see them; the Crown in gold), and the card
piece itself (the kit's `FanCard`, which the player clicks or drags up onto the table to play),
which can carry a "stash" tag along its foot: the Goodge's cards that came from the stash."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from gamenight.games.goodge.cards import GOODGE_DECK, SUIT_WORDS, Card
from gamenight.table.card_painter import deck_face
from gamenight.table.hand_fan import FanCard, face_painter
from gamenight.table.language import translated

SUIT_SIGNS = tuple(suit.sign for suit in GOODGE_DECK.suits)  # Spades, Diamonds, Stars, Hearts, Clubs
CROWN_SIGN, CROWN_INK = GOODGE_DECK.extras[0].sign, GOODGE_DECK.extras[0].ink
STASH_TAG_PX = 12


def suit_label(suit: int) -> str:
    """"★ Stars": the sign first, so the suit reads without colour."""
    return f"{SUIT_SIGNS[suit]} {translated(SUIT_WORDS[suit])}"


paint_goodge = face_painter(deck_face)


class CardItem(FanCard):
    """One Goodge card: in the hand (a `HandFan`'s), in the trick, the stash or the last trick."""

    def __init__(self, card: Card | None, width: float, height: float, face_up: bool = True):
        """`card` None: a card whose face this seat may not see (only its back is drawn)."""
        super().__init__(card, width, height, paint_goodge, face_up and card is not None)
        self.from_stash = False

    def set_from_stash(self, from_stash: bool) -> None:
        if from_stash != self.from_stash:
            self.from_stash = from_stash
            self.update()

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        super().paint_piece(painter, rect)
        if not (self.from_stash and self.face_up):
            return
        height = max(STASH_TAG_PX + 4, rect.height() * 0.17)
        band = QRectF(rect.left() + 3, rect.bottom() - height - 3, rect.width() - 6, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(CROWN_INK))
        painter.drawRoundedRect(band, 4, 4)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(STASH_TAG_PX, int(band.height() * 0.7)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(band.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QCoreApplication.translate("GoodgeTable", "stash"))
