"""Printable Goker PDFs: the deck (every card's grid with its rank and suit, six to a page) and
the score sheet's columns (guesses per round, levels, totals; the sheet is the caller's)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from gamenight.caller.pdf import a4_writer, page_rect
from gamenight.caller.printed_score_sheet import print_score_sheet as printed_score_sheet
from gamenight.games.goker.deck import LETTERS, Deck
from gamenight.table.card_painter import ink

translate = QCoreApplication.translate

PER_PAGE = 6


def print_deck(path: str, deck: Deck) -> None:
    writer = a4_writer(path, translate("GokerPrint", "Goker deck: {deck}").format(deck=deck.name))
    painter = QPainter(writer)
    free = translate("GokerPrint", "FREE")
    page = page_rect(writer)
    width, height = page.width() / 2, page.height() / 3
    for index, (card, grid) in enumerate(deck.grids.items()):
        if index and index % PER_PAGE == 0:
            writer.newPage()
        slot = index % PER_PAGE
        box = QRectF((slot % 2) * width, (slot // 2) * height, width, height).adjusted(20, 20, -20, -20)
        painter.setPen(QPen(Qt.GlobalColor.black, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(box, 30, 30)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(int(box.height() * 0.09))
        painter.setFont(font)
        painter.setPen(ink(card))
        painter.drawText(box.adjusted(30, 14, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, card.label)
        cell = min((box.width() - 60) / 5, (box.height() * 0.78) / 6)
        left = box.left() + (box.width() - cell * 5) / 2
        top = box.top() + box.height() * 0.16
        font.setPixelSize(int(cell * 0.42))
        painter.setFont(font)
        painter.setPen(Qt.GlobalColor.black)
        for column, letter in enumerate(LETTERS):
            painter.drawText(QRectF(left + column * cell, top, cell, cell), Qt.AlignmentFlag.AlignCenter, letter)
        font.setBold(False)
        painter.setFont(font)
        for row in range(5):
            for column in range(5):
                rect = QRectF(left + column * cell, top + (row + 1) * cell, cell, cell)
                painter.setPen(QPen(QColor("#555555"), 3))
                painter.drawRect(rect)
                number = grid.numbers[row][column]
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number) if number else free)
    painter.end()


def print_score_sheet(path: str, names: list[str], rounds: int) -> None:
    """A box per Goker round for the guess, then the guesses' sum, the three levels and the total."""
    columns = [(translate("GokerPrint", "G{round}").format(round=n), 1.0) for n in range(1, rounds + 1)]
    columns += [(header, 2.0) for header in (translate("GokerPrint", "Guesses"), translate("GokerPrint", "Level 1"),
                                             translate("GokerPrint", "Level 2"), translate("GokerPrint", "Level 3"),
                                             translate("GokerPrint", "Total"))]
    printed_score_sheet(path, "Goker", names, columns)
