"""The session report a caller prints (PDF, A4): the session's date and champion (or how far it
got), the standings, and each game played with every seat's place, the game's own score and the
points it brought in the session; a page is added when the games run past one. Its figures are
the session summary's (`session_summary`), so the paper says what the screens say."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPdfWriter, QPen

from gamenight.caller.pdf import a4_writer, page_rect
from gamenight.caller.printed_score_sheet import draw_fitted
from gamenight.caller.session_summary import SessionSummary, champions_line, next_line
from gamenight.table.locale_text import local_time, number_text
from gamenight.table.names import name_text

translate = QCoreApplication.translate
ROW = 0.032
"""A table row's height, as a part of the page's height."""
TEXT_SHARE = 0.5
"""The text's pixel size as a part of a row's height."""
COLUMNS = (0.12, 0.46, 0.21, 0.21)
"""Place, name and two figures, as parts of the page's width."""
LEFT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
CENTRE = Qt.AlignmentFlag.AlignCenter


class Pages:
    """Lines and tables flowing down A4 pages: a new page where the next row would not fit."""

    def __init__(self, writer: QPdfWriter):
        self.writer = writer
        self.painter = QPainter(writer)
        self.page = page_rect(writer)
        self.row = self.page.height() * ROW
        self.top = 0.0
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(int(self.row * TEXT_SHARE))
        self.bold = QFont(self.font)
        self.bold.setBold(True)

    def room(self, height: float) -> None:
        if self.top + height > self.page.height():
            self.writer.newPage()
            self.top = 0.0

    def line(self, text: str, scale: float = 1.0, bold: bool = True) -> None:
        height = self.row * scale
        self.room(height)
        font = QFont(self.bold if bold else self.font)
        font.setPixelSize(int(height * TEXT_SHARE))
        draw_fitted(self.painter, font, QRectF(0, self.top, self.page.width(), height), text, LEFT)
        self.top += height

    def table(self, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        """A ruled table: a row of bold headers, then `rows` (a header repeated on a new page)."""
        self.room(self.row * 2)
        self._row(headers, self.bold)
        for cells in rows:
            if self.top + self.row > self.page.height():
                self.room(self.row * 2)
                self._row(headers, self.bold)
            self._row(cells, self.font)
        self.top += self.row * 0.6

    def _row(self, cells: Sequence[str], font: QFont) -> None:
        self.painter.setPen(QPen(Qt.GlobalColor.black, 2))
        left = 0.0
        for share, text in zip(COLUMNS, cells, strict=True):
            cell = QRectF(left, self.top, self.page.width() * share, self.row)
            self.painter.drawRect(cell)
            room = cell.adjusted(self.row * 0.2, 0, -self.row * 0.2, 0)
            draw_fitted(self.painter, font, room, text, LEFT if share == COLUMNS[1] else CENTRE)
            left = cell.right()
        self.top += self.row

    def end(self) -> None:
        self.painter.end()


def print_session_report(path: str, summary: SessionSummary, started: str) -> None:
    """The report of the session `summary`, begun at `started` (an ISO time), as a PDF at `path`."""
    title = translate("SessionReport", "Session of {date}").format(date=local_time(started))
    pages = Pages(a4_writer(path, title))
    pages.line(title, 1.8)
    pages.line(champions_line(summary) if summary.over else next_line(summary), 1.2, bold=False)
    pages.line(translate("SessionReport", "Standings"), 1.3)
    pages.table([translate("SessionReport", "Place"), translate("SessionReport", "Player"),
                 translate("SessionReport", "Points"), translate("SessionReport", "Games won")],
                [[str(standing.place), f"{standing.person.glyph} {name_text(standing.person.name)}",
                  str(standing.points), str(standing.wins)] for standing in summary.standings])
    for game in summary.played:
        pages.line(translate("SessionReport", "Game {number} of {count}: {game}").format(
            number=game.number, count=summary.count, game=game.name), 1.3)
        pages.table([translate("SessionReport", "Place"), translate("SessionReport", "Player"),
                     translate("SessionReport", "Score"), translate("SessionReport", "Session points")],
                    [[str(seat.place), name_text(seat.name), number_text(seat.score),
                      "\u2014" if seat.points is None else str(seat.points)] for seat in game.seats])
    pages.end()
