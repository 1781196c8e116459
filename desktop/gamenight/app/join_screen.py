"""The join screen of a phone table: for each phone seat a QR code of its secret link, the short
address and the table code to type instead, whether its phone is here ("joined", "away for 12 s",
"never joined"), its name (from the phone; the host may change it), a new link (the old one stops
at once) and a bot to play the seat for a while. The only place the links are shown.

A night's table (net/desktop_night.py) has a row for each phone person, whose one link opens
their place all night: their name is the night's (changed in the history, not here), and a bot
can play their seat in the game being played. A change of language says it all again."""
from __future__ import annotations

import io
import time
from typing import TypedDict

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.theme import fit_for_touch
from gamenight.net.connection import SeatPresence

translate = QCoreApplication.translate

QR_PIXELS = 180
BOT_LEVEL = "normal"


class SeatRow(TypedDict):
    """The widgets of one seat's row."""

    number: QLabel
    qr: QLabel
    name: QLineEdit
    state: QLabel
    link: QLabel
    new_link: QPushButton
    bot: QPushButton


def qr_pixmap(text: str, pixels: int = QR_PIXELS, *, at_most: bool = False) -> QPixmap:
    """A QR code of `text`, at least `pixels` wide (at most, with `at_most`: to fit a room)."""
    import segno  # only for the join screens

    code = segno.make(text, error="m")
    data = io.BytesIO()
    modules = code.symbol_size(border=2)[0]
    scale = max(1, pixels // modules) if at_most else -(-pixels // modules)
    code.save(data, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(data.getvalue(), "PNG")
    return pixmap


def presence_text(presence: SeatPresence, now: float | None = None) -> str:
    if presence.joined:
        return translate("JoinScreen", "joined")
    if presence.away_since is None:
        return translate("JoinScreen", "never joined")
    seconds = int((now if now is not None else time.monotonic()) - presence.away_since)
    if seconds < 120:
        return translate("JoinScreen", "away for {seconds} s").format(seconds=seconds)
    return translate("JoinScreen", "away for {minutes} min").format(minutes=seconds // 60)


class JoinScreen(QDialog):
    def __init__(self, table, parent: QWidget | None = None):
        """`table`: the PhoneTable (net/desktop.py) whose seats this shows."""
        super().__init__(parent)
        self.table = table
        self.night = table.night is not None
        column = QVBoxLayout(self)
        self.head = QLabel(wordWrap=True)
        column.addWidget(self.head)
        grid_host = QWidget()
        self.grid = QGridLayout(grid_host)
        self.rows_area = QScrollArea()
        self.rows_area.setWidgetResizable(True)
        self.rows_area.setWidget(grid_host)
        column.addWidget(self.rows_area, 1)
        self.rows: dict[int, SeatRow] = {}
        for row, seat in enumerate(sorted(table.host.phone_seats)):
            self._add_row(row, seat)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.retranslate()
        fit_for_touch(self)
        table.presenceChanged.connect(self.refresh)
        self._ticker = QTimer(self, interval=1000)
        self._ticker.timeout.connect(self.refresh)
        self._ticker.start()
        self.refresh()
        self._show_whole_rows()

    def retranslate(self) -> None:
        """The words that do not change while the screen is open: its title, how to join, each
        row's number and buttons (`refresh` says the rest)."""
        table = self.table
        self.setWindowTitle(self.tr("Join the night from your phone") if self.night else
                            self.tr("Join {game} from your phone").format(game=table.match.info.name))
        said = (self.tr("Each person scans their own code once for the whole night (open the phone's camera), or "
                        "types the address {address} with the table code {code} and their number.") if self.night else
                self.tr("Open the camera on your phone and scan your seat's code, or type the address "
                        "{address} with the table code {code} and your seat's number."))
        self.head.setText(said.format(address=f"http://{table.address}:{table.port}/",
                                      code=f"<b>{table.keys.code}</b>"))
        number = self.tr("Number {number}") if self.night else self.tr("Seat {number}")
        for seat, row in self.rows.items():
            row["number"].setText(f"<b>{number.format(number=seat + 1)}</b>")
            row["new_link"].setText(self.tr("New link"))
            row["new_link"].setToolTip(self.tr("The old link stops at once; a phone on it is told so."))
            bot = row["bot"]
            bot.setMinimumWidth(max(bot.fontMetrics().horizontalAdvance(text) for text in self._bot_texts()) + 24)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
            self._show_whole_rows()  # the new words may be longer

    def _add_row(self, row: int, seat: int) -> None:
        qr = QLabel()
        qr.setPixmap(qr_pixmap(self.table.link(seat)))
        name = QLineEdit(self.table.host.names[seat])
        name.setMaxLength(24)
        name.setReadOnly(self.night)
        name.editingFinished.connect(lambda seat=seat, name=name: self._rename(seat, name.text()))
        state = QLabel()
        link = QLabel(self.table.link(seat))
        link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        link.setTextFormat(Qt.TextFormat.PlainText)
        new_link = QPushButton()
        new_link.clicked.connect(lambda _=False, seat=seat: self._new_link(seat))
        bot = QPushButton()
        bot.clicked.connect(lambda _=False, seat=seat: self._toggle_bot(seat))
        number = QLabel()
        for column, widget in enumerate((number, qr, name, state, new_link, bot)):
            self.grid.addWidget(widget, row * 2, column)
        self.grid.addWidget(link, row * 2 + 1, 1, 1, 5)
        self.rows[seat] = SeatRow(number=number, qr=qr, name=name, state=state, link=link, new_link=new_link, bot=bot)

    def _show_whole_rows(self) -> None:
        """Open wide and tall enough for the seats' rows (a scroll area alone asks for little room,
        and the dialog opened cutting the links and buttons), as far as the screen allows: the
        rows scroll only when there are more than fit."""
        room = (self.parentWidget() or self).screen().availableGeometry()
        scroll, rows = self.rows_area, self.rows_area.widget()
        assert rows is not None
        frame = 2 * scroll.frameWidth()
        wanted = rows.sizeHint()
        bar = scroll.verticalScrollBar().sizeHint().width()
        scroll.setMinimumWidth(min(wanted.width() + frame + bar, room.width() - 80))
        scroll.setMinimumHeight(min(wanted.height() + frame, room.height() * 2 // 3))

    def refresh(self) -> None:
        for seat, row in self.rows.items():
            by_bot = self.table.played_by_bot(seat)
            row["bot"].setEnabled(not self.night or self.table.seat_in_game(seat) is not None)
            state = presence_text(self.table.presence(seat))
            row["state"].setText(self.tr("{state} \u00b7 a bot plays for now").format(state=state) if by_bot else state)
            row["bot"].setText(self._bot_texts()[by_bot])
            if not row["name"].hasFocus() and row["name"].text() != self.table.host.names[seat]:
                row["name"].setText(self.table.host.names[seat])

    def _bot_texts(self) -> tuple[str, str]:
        """The bot button's words: while the phone plays, and while a bot does."""
        return self.tr("Let a bot play"), self.tr("Give back to the phone")

    def _rename(self, seat: int, name: str) -> None:
        name = name.strip()
        if name and name != self.table.host.names[seat] and not self.night:
            self.table.rename(seat, name)

    def _new_link(self, seat: int) -> None:
        link = self.table.new_link(seat)
        self.rows[seat]["qr"].setPixmap(qr_pixmap(link))
        self.rows[seat]["link"].setText(link)

    def _toggle_bot(self, seat: int) -> None:
        if self.table.played_by_bot(seat):
            self.table.take_back(seat)
        else:
            self.table.give_to_bot(seat, BOT_LEVEL)
        self.refresh()
