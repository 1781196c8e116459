"""Printable PDFs: the boards (one per page, numbered) and a blank score sheet."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen

from gamenight.caller.pdf import a4_writer, page_rect
from gamenight.games.pokeno.boards import Board
from gamenight.games.pokeno.rules import COUNTED_ROUNDS
from gamenight.table.card_painter import CARD_RATIO, paint_card


@dataclass(frozen=True)
class BoardPage:
    """Where a board page's parts go: the title band, the 25 cards, the footer band."""

    title: QRectF
    cards: list[QRectF]
    footer: QRectF

    @property
    def grid(self) -> QRectF:
        return self.cards[0].united(self.cards[-1])


def board_page_layout(page: QRectF) -> BoardPage:
    """The 5x5 grid as large as fits between the title and the footer, centred across, so the
    footer never covers the bottom row."""
    title = QRectF(0, 0, page.width(), page.height() * 0.06)
    footer = QRectF(0, page.height() * 0.95, page.width(), page.height() * 0.05)
    top, bottom = page.height() * 0.08, footer.top() - page.height() * 0.01
    gap = page.width() * 0.015
    width = min((page.width() - 6 * gap) / 5, (bottom - top - 4 * gap) / 5 / CARD_RATIO)
    height = width * CARD_RATIO
    left = (page.width() - 5 * width - 4 * gap) / 2
    cards = [QRectF(left + (cell % 5) * (width + gap), top + (cell // 5) * (height + gap), width, height)
             for cell in range(25)]
    return BoardPage(title, cards, footer)


def print_boards(path: str, boards: list[Board]) -> None:
    writer = a4_writer(path, "Super Pokeno Bonus boards")
    painter = QPainter(writer)
    layout = board_page_layout(page_rect(writer))
    for index, board in enumerate(boards):
        if index:
            writer.newPage()
        title = QFont("DejaVu Sans")
        title.setPixelSize(int(layout.title.height() * 0.58))
        title.setBold(True)
        painter.setFont(title)
        painter.drawText(layout.title, Qt.AlignmentFlag.AlignCenter, f"Super Pokeno Bonus \u2014 Board {board.number}")
        for rect, card in zip(layout.cards, board.cards, strict=False):
            paint_card(painter, rect, card)
        small = QFont("DejaVu Sans")
        small.setPixelSize(int(layout.footer.height() * 0.3))
        painter.setFont(small)
        painter.drawText(layout.footer, Qt.AlignmentFlag.AlignCenter, f"Board {board.number} of the Game Night set")
    painter.end()


def print_score_sheet(path: str, names: list[str], rounds: int = COUNTED_ROUNDS) -> None:
    """A blank sheet: a row per player, a column per round plus caller bonuses and total."""
    writer = a4_writer(path, "Super Pokeno Bonus score sheet")
    painter = QPainter(writer)
    page = page_rect(writer)
    title = QFont("DejaVu Sans")
    title.setPixelSize(int(page.height() * 0.03))
    title.setBold(True)
    painter.setFont(title)
    painter.drawText(QRectF(0, 0, page.width(), page.height() * 0.06), Qt.AlignmentFlag.AlignCenter,
                     "Super Pokeno Bonus \u2014 score sheet")
    headers = ["Player"] + [f"Round {n}" for n in range(1, rounds + 1)] + ["Caller \u00b110", "Total"]
    rows = max(len(names), 12)
    top = page.height() * 0.08
    row_height = min(page.height() * 0.055, (page.height() * 0.9) / (rows + 1))
    first = page.width() * 0.22
    other = (page.width() - first) / (len(headers) - 1)
    cell_font = QFont("DejaVu Sans")
    cell_font.setPixelSize(int(row_height * 0.35))
    painter.setFont(cell_font)
    painter.setPen(QPen(Qt.GlobalColor.black, 3))
    for row in range(rows + 1):
        y = top + row * row_height
        for column, header in enumerate(headers):
            x = 0 if column == 0 else first + (column - 1) * other
            width = first if column == 0 else other
            rect = QRectF(x, y, width, row_height)
            painter.drawRect(rect)
            if row == 0:
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, header)
            elif column == 0 and row - 1 < len(names):
                painter.drawText(rect.adjusted(row_height * 0.2, 0, 0, 0),
                                 Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, names[row - 1])
    painter.end()
