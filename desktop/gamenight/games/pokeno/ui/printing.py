"""Printable PDFs: the boards (one per page, numbered) and the blank score sheet's columns (the
sheet is the caller's)."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QPainter

from gamenight.caller.pdf import a4_writer, page_rect
from gamenight.caller.printed_score_sheet import print_score_sheet as printed_score_sheet
from gamenight.games.pokeno.boards import Board
from gamenight.games.pokeno.rules import COUNTED_ROUNDS
from gamenight.table.card_painter import CARD_RATIO, paint_card

translate = QCoreApplication.translate


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
    writer = a4_writer(path, translate("PokenoPrint", "Super Pokeno Bonus boards"))
    painter = QPainter(writer)
    layout = board_page_layout(page_rect(writer))
    for index, board in enumerate(boards):
        if index:
            writer.newPage()
        title = QFont("DejaVu Sans")
        title.setPixelSize(int(layout.title.height() * 0.58))
        title.setBold(True)
        painter.setFont(title)
        painter.drawText(layout.title, Qt.AlignmentFlag.AlignCenter, translate(
            "PokenoPrint", "Super Pokeno Bonus \u2014 Board {number}").format(number=board.number))
        for rect, card in zip(layout.cards, board.cards, strict=False):
            paint_card(painter, rect, card)
        small = QFont("DejaVu Sans")
        small.setPixelSize(int(layout.footer.height() * 0.3))
        painter.setFont(small)
        painter.drawText(layout.footer, Qt.AlignmentFlag.AlignCenter, translate(
            "PokenoPrint", "Board {number} of the Game Night set").format(number=board.number))
    painter.end()


def print_score_sheet(path: str, names: list[str], rounds: int = COUNTED_ROUNDS) -> None:
    """A column per round, then the caller's bonuses and the total."""
    columns = [(translate("PokenoPrint", "Round {number}").format(number=n), 1.0) for n in range(1, rounds + 1)]
    columns += [(translate("PokenoPrint", "Caller \u00b110"), 1.0), (translate("PokenoPrint", "Total"), 1.0)]
    printed_score_sheet(path, "Super Pokeno Bonus", names, columns)
