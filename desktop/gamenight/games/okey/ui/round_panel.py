"""What the end panel says when a round is over: how it was won, who lost what, and the winning
hand in its groups (or, at the game's end, the final points and the winners). The screen puts
these in the kit's end panel, sized to the table."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from gamenight.games.okey.arrange import melds_of, pairs_of
from gamenight.games.okey.tiles import okey_face
from gamenight.games.okey.ui.tile_art import TILE_RATIO, paint_tile
from gamenight.games.okey.views import RoundEnd, RoundResult
from gamenight.table.language import translated
from gamenight.table.names import name_html

translate = QCoreApplication.translate


def result_text(result: RoundResult, names: list[str], scores: tuple[int, ...], over: bool) -> str:
    """The panel's rich text under its banner (which names the winners): how the round ended,
    who lost what, and once the game is `over` the points left."""
    if result.winner is None:
        headline = translate("OkeyRoundEnd", "The stock ran out.") if result.kind is RoundEnd.STOCK_OUT else \
            translate("OkeyRoundEnd", "The gosterge took the last points.")
    else:
        how = translated(result.how)
        headline = QLocale().toUpper(how[:1]) + how[1:]  # by the language's rules: Turkish "i" becomes "İ"
    losses = ", ".join(translate("OkeyRoundEnd", "{name} \u2212{points}").format(name=name_html(names[s]), points=loss)
                       for s, loss in enumerate(result.losses) if loss)
    if over:
        final = ", ".join(f"{name_html(names[s])} {p}" for s, p in enumerate(scores))
        headline += "<br><br>" + translate("OkeyRoundEnd", "<b>Game over.</b> Points left: {points}.").format(
            points=final)
    losses = losses or translate("OkeyRoundEnd", "Nobody loses points.")  # (lupdate reads no call inside an f-string)
    return f"<h2>{headline}</h2><p>{losses}</p>"


def hand_picture(result: RoundResult, width: int) -> QPixmap:
    """The winning 14 tiles in their groups, then the tile laid on the indicator; tiles `width`
    pixels wide."""
    assert result.indicator is not None, "every dealt round has its indicator"
    okey = okey_face(result.indicator)
    groups, loose = (pairs_of if result.kind.pairs else melds_of)(list(result.hand), okey)
    groups = groups + ([loose] if loose else [])
    gap = width * 0.4
    height = int(width * TILE_RATIO)
    total = sum(len(g) for g in groups) * (width + 2) + gap * len(groups) + width + 3 * gap
    picture = QPixmap(int(total) * 2, height * 2)
    picture.setDevicePixelRatio(2)
    picture.fill(QColor(0, 0, 0, 0))
    painter = QPainter(picture)
    x = 0.0
    for group in groups:
        for tile in group:
            paint_tile(painter, QRectF(x, 0, width, height), tile, okey)
            x += width + 2
        x += gap
    x += gap
    if result.finish_tile is not None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(int(width * 0.6))
        painter.setFont(font)
        painter.setPen(QColor("#ffd54f"))
        painter.drawText(QRectF(x - 2 * gap, 0, 2 * gap, height), Qt.AlignmentFlag.AlignCenter, "\u2192")
        paint_tile(painter, QRectF(x, 0, width, height), result.finish_tile, okey)
    painter.end()
    return picture
