"""The blank score sheet a caller prints (PDF, A4) for a table that keeps score on paper: the
game's name over a grid with a row for each player (and spare rows for latecomers), the players'
names in the first column and the game's own columns after it. Both bingo games print it; each
gives only its columns (Goker: its rounds' guesses, levels and total; Pokeno: its rounds, the
caller's bonus and total)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen

from gamenight.caller.pdf import a4_writer, page_rect

NAME_SHARE = 0.22
"""The names' column, as a part of the page's width; the game's columns share the rest."""
LEAST_ROWS = 12
"""Rows on the sheet when fewer people play: room for latecomers' names."""
LANDSCAPE_FROM = 9
"""A sheet with this many columns or more is printed across a landscape page."""
TITLE_BAND = 0.07
TABLE_TOP = 0.09
ROW_MOST = 0.06
"""A row's height at the most, as a part of the page's height (a crowd's rows are lower)."""
TEXT_SHARE = 0.34
"""The text's pixel size as a part of a row's height."""


def print_score_sheet(path: str, game_name: str, names: Sequence[str], columns: Sequence[tuple[str, float]]) -> None:
    """The sheet of `game_name` for `names`, with "Player" and then `columns`: (header, width),
    their widths in proportion to each other."""
    landscape = 1 + len(columns) >= LANDSCAPE_FROM
    translate = QCoreApplication.translate
    writer = a4_writer(path, translate("PrintedScoreSheet", "{game} score sheet").format(game=game_name),
                       landscape=landscape)
    painter = QPainter(writer)
    page = page_rect(writer)
    title = QFont("DejaVu Sans")
    title.setBold(True)
    title.setPixelSize(int(page.height() * TITLE_BAND * 0.55))
    band = QRectF(0, 0, page.width(), page.height() * TITLE_BAND)
    heading = translate("PrintedScoreSheet", "{game} \u2014 score sheet").format(game=game_name)
    draw_fitted(painter, title, band, heading, Qt.AlignmentFlag.AlignCenter)
    rows = max(len(names), LEAST_ROWS)
    top = page.height() * TABLE_TOP
    row_height = min(page.height() * ROW_MOST, (page.height() - top) / (rows + 1))
    cells = column_rects(page.width(), [weight for _, weight in columns], row_height)
    text = QFont("DejaVu Sans")
    text.setPixelSize(int(row_height * TEXT_SHARE))
    painter.setPen(QPen(Qt.GlobalColor.black, 3))
    for row in range(rows + 1):
        for cell in cells:
            painter.drawRect(cell.translated(0, top + row * row_height))
    bold = QFont(text)
    bold.setBold(True)
    headers = [translate("PrintedScoreSheet", "Player"), *(header for header, _ in columns)]
    for header, cell in zip(headers, cells, strict=True):
        room = cell.adjusted(cell.width() * 0.05, 0, -cell.width() * 0.05, 0).translated(0, top)
        draw_fitted(painter, bold, room, header, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    for row, name in enumerate(names, start=1):
        room = cells[0].adjusted(row_height * 0.2, 0, -row_height * 0.1, 0).translated(0, top + row * row_height)
        draw_fitted(painter, text, room, name, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    painter.end()


def column_rects(width: float, weights: Sequence[float], height: float) -> list[QRectF]:
    """The first row's cells: the names' column, then the game's columns by their weights."""
    first = width * NAME_SHARE
    unit = (width - first) / sum(weights)
    rects = [QRectF(0, 0, first, height)]
    for weight in weights:
        rects.append(QRectF(rects[-1].right(), 0, weight * unit, height))
    return rects


def draw_fitted(painter: QPainter, font: QFont, room: QRectF, text: str, flags: Qt.AlignmentFlag) -> None:
    """`text` in `font`, made smaller where it would not fit in `room` (a long title across a
    portrait page, a header over a narrow column of a sheet of many rounds, a long name)."""
    fitted = QFont(font)
    while fitted.pixelSize() > 1:
        needed = QFontMetricsF(fitted).boundingRect(room, flags, text)
        if needed.width() <= room.width() and needed.height() <= room.height():
            break
        fitted.setPixelSize(fitted.pixelSize() - 1)
    painter.setFont(fitted)
    painter.drawText(room, flags, text)
