"""The picture of a Goodge round's end: the stash, the three cards the Goodge put back, turned
face up for all and lying with the last trick's winner (what decided the last points)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from gamenight.games.goodge.ui.cards import paint_goodge
from gamenight.games.goodge.views import RoundResult
from gamenight.table.card_painter import CARD_RATIO

RATIO = 2  # sharp on a high-density screen


def stash_picture(result: RoundResult, card_width: int) -> QPixmap | None:
    if not result.stash:
        return None
    gap = card_width // 5
    height = int(card_width * CARD_RATIO)
    width = len(result.stash) * (card_width + gap) - gap
    picture = QPixmap(width * RATIO, height * RATIO)
    picture.setDevicePixelRatio(RATIO)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    for index, card in enumerate(result.stash):
        paint_goodge(painter, QRectF(index * (card_width + gap), 0, card_width, height), card, True)
    painter.end()
    return picture
