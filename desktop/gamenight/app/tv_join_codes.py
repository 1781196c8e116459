"""The TV table's join codes, while a phone table is open: a QR code for each phone seat whose
phone has not joined yet (gone once it joins; for a night's table, each phone person's, named),
the short address and the table code to type instead, and the spectators' QR code (a read-only
link to the public view). The codes grow or shrink to fill the room they are given, as large as
it allows."""
from __future__ import annotations

import math
import re

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from gamenight.app.join_screen import qr_pixmap
from gamenight.app.night_words import person_text
from gamenight.app.tv_text import ROOM_PX
from gamenight.table.names import name_text

LEAST_MODULE_PX = 2
MOST_MODULE_PX = 8
GAP_PX = 10
PAGE_MS = 8000
"""How long each page of codes shows when they do not all fit at once."""


def open_seats(table) -> list[int]:
    """The phone seats of `table` (a PhoneTable) no phone has joined since it opened."""
    return [seat for seat in sorted(table.host.phone_seats)
            if not (table.presence(seat).joined or table.presence(seat).ever)]


class JoinCodes(QWidget):
    def __init__(self, table, text_line):
        """`table`: the PhoneTable; `text_line(base_px)`: a label sized with the TV's picture."""
        super().__init__()
        self.table = table
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.address = text_line(ROOM_PX)
        column.addWidget(self.address)
        self.tiles_host = QWidget()
        self.grid = QGridLayout(self.tiles_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(GAP_PX)
        column.addWidget(self.tiles_host, 1)
        self.text_line = text_line
        self.tiles: dict[str, tuple[QLabel, QLabel, str]] = {}
        """Each code shown, by its key ("seat 2", "watch"): its picture, its caption, its link."""
        self.qr_px = 0
        self.placed = (0, 0, 0)
        """(columns, codes on a page, page) of the codes in the grid."""
        self.page = self.pages = 0
        self.page_timer = QTimer(self, interval=PAGE_MS)
        self.page_timer.timeout.connect(self.next_page)
        table.presenceChanged.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Everything in the app's language (again, after a change of language)."""
        table = self.table
        self.address.setText(self.tr("Join: {address} \u00b7 table code {code}").format(
            address=f"http://{table.address}:{table.port}/", code=table.keys.code))
        self.refresh()

    def codes(self) -> list[tuple[str, str, str]]:
        """(key, caption, link) of each code to show now: a seat's, or for a night's table (whose
        "seats" are its people) a person's, named with their symbol."""
        table = self.table
        seats = [(f"seat {seat + 1}", self.caption(seat), table.link(seat)) for seat in open_seats(table)]
        return [*seats, ("watch", self.tr("Watch on your phone"), table.spectator_link)]

    def caption(self, seat: int) -> str:
        night = getattr(self.table, "night", None)
        if night is not None:
            return person_text(night.record.people[seat].person)
        return self.tr("Seat {number}: {name}").format(number=seat + 1, name=name_text(self.table.host.names[seat]))

    def refresh(self) -> None:
        wanted = self.codes()
        if [key for key, _, _ in wanted] != list(self.tiles):
            self._rebuild(wanted)
        for key, caption, link in wanted:
            picture, label, shown_link = self.tiles[key]
            label.setText(caption)
            if link != shown_link:  # a new link was made for the seat
                self.tiles[key] = (picture, label, link)
                picture.setPixmap(qr_pixmap(link, self.qr_px, at_most=True))
        self._lay_out()  # captions in another language may need wider columns

    def _rebuild(self, wanted: list[tuple[str, str, str]]) -> None:
        for picture, label, _ in self.tiles.values():
            picture.deleteLater()
            label.deleteLater()
        self.tiles = {}
        for key, caption, link in wanted:
            picture = QLabel()
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label = self.text_line(ROOM_PX)
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            label.setText(caption)
            self.tiles[key] = (picture, label, link)
        self.qr_px, self.placed = 0, (0, 0, 0)  # laid out by `refresh`

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def next_page(self) -> None:
        self.page += 1
        self._lay_out()

    def _lay_out(self) -> None:
        """The columns that give the largest codes in the room there is, each module of a code a
        whole number of pixels (at least `LEAST_MODULE_PX`, to be read from across a room); when
        even then they do not all fit, as many as fit show at a time, the pages turning."""
        if not self.tiles:
            return
        modules = max(qr_modules(link) for _, _, link in self.tiles.values())
        module, columns = self._largest(modules)
        size = modules * module
        if size != self.qr_px:
            self.qr_px = size
            for picture, _, link in self.tiles.values():
                picture.setPixmap(qr_pixmap(link, size, at_most=True))
        for _, label, _ in self.tiles.values():
            label.setFixedWidth(self._caption_width(size))
        rows = max(1, (self.tiles_host.height() + GAP_PX) // (size + self._caption_px(size) + 2 * GAP_PX))
        shown = min(len(self.tiles), rows * columns)
        self.pages = math.ceil(len(self.tiles) / shown)
        self.page %= self.pages
        if self.pages > 1 and not self.page_timer.isActive():
            self.page_timer.start()
        elif self.pages == 1:
            self.page_timer.stop()
        if (columns, shown, self.page) != self.placed:
            self.placed = (columns, shown, self.page)
            first = self.page * shown
            for index, (picture, label, _) in enumerate(self.tiles.values()):
                self.grid.removeWidget(picture)
                self.grid.removeWidget(label)
                on_page = first <= index < first + shown
                picture.setVisible(on_page)
                label.setVisible(on_page)
                if on_page:
                    row, column = divmod(index - first, columns)
                    self.grid.addWidget(picture, row * 2, column)
                    self.grid.addWidget(label, row * 2 + 1, column)

    def _caption_px(self, size: int) -> int:
        """How tall the tallest caption is under a code `size` wide."""
        width = self._caption_width(size)
        return max(label.heightForWidth(width) for _, label, _ in self.tiles.values())

    def _widest_word(self) -> int:
        """The widest word of the captions ("Telefonunuzdan"): no caption is narrower, so none is cut."""
        return max(label.fontMetrics().horizontalAdvance(word) for _, label, _ in self.tiles.values()
                   for word in re.split(r"[ \n]+", label.text()))

    def _caption_width(self, size: int) -> int:
        return max(size, self._widest_word())

    def _largest(self, modules: int) -> tuple[int, int]:
        """(pixels per module, columns) of the largest codes that fit the room there is: of codes as
        large, those that all show at once, then those in the fewest columns."""
        count = len(self.tiles)
        width, height = self.tiles_host.width(), self.tiles_host.height()
        best: tuple[int, bool, int] | None = None
        for columns in range(1, count + 1):
            rows = math.ceil(count / columns)
            across = (width - GAP_PX * (columns - 1)) // columns
            if columns > 1 and across < self._widest_word():
                break  # more columns would cut a caption's word
            module = min(MOST_MODULE_PX, across // modules)
            while module > LEAST_MODULE_PX and not self._fits(rows, module * modules, height):
                module -= 1
            module = max(LEAST_MODULE_PX, module)
            found = (module, self._fits(rows, module * modules, height), -columns)
            best = found if best is None else max(best, found)
        assert best is not None
        return best[0], -best[2]

    def _fits(self, rows: int, size: int, height: int) -> bool:
        """Whether `rows` of codes `size` wide, each with its caption, fit `height`."""
        return rows * (size + self._caption_px(size) + 2 * GAP_PX) <= height + GAP_PX


def qr_modules(text: str) -> int:
    """How many modules wide the QR code of `text` is, with its border."""
    import segno

    return int(segno.make(text, error="m").symbol_size(border=2)[0])
