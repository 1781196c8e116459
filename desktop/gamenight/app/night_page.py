"""The night page of the main window, between games (and at any time during one, from the band):
the night's standings, its program (played, being played, next; changed here at any time:
`night_program`), the next game's seats (the fair default, which the host changes by ticking who
sits in), which phone people said Ready, and Start next game. The page draws what the night says
(`show_night`) and tells its owner (app/night_controller.py) what the host asked for."""
from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.night_program import ProgramEditor
from gamenight.app.person_look import look_words, person_icon
from gamenight.app.theme import fit_for_touch
from gamenight.core import registry
from gamenight.core.records import GameRecord
from gamenight.night.night import Night
from gamenight.table.locale_text import number_text
from gamenight.table.names import name_text, names_list
from gamenight.table.table_width import fit_width

UID_ROLE = Qt.ItemDataRole.UserRole
HEADING_PX = 26


def program_states(night: Night, records: Mapping[str, GameRecord]) -> list[str]:
    """Each program item's state: "done", "running", "next" or "" (later)."""
    done = {result.item for result in night.results(records)}
    running = night.running()
    return ["done" if index in done else "running" if running is not None and running.item == index
            else "next" if index == night.next_item() else "" for index in range(len(night.record.program))]


class NightPage(QWidget):
    startNext = Signal()
    backToGame = Signal()
    endNight = Signal()
    leaveNight = Signal()
    showPhones = Signal()
    seatsChosen = Signal(object)  # the uids of the people who sit in the next game
    fairSeats = Signal()
    programChanged = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("nightPage")
        self.shown: tuple[Night, Mapping[str, GameRecord], bool] | None = None
        """What was drawn last, drawn again in a new language."""
        self.heading = QLabel()
        font = QFont(self.heading.font())
        font.setPixelSize(HEADING_PX)
        font.setBold(True)
        self.heading.setFont(font)
        self.status = QLabel(wordWrap=True)
        self.standings = QTableWidget(0, 6)
        self.standings.setObjectName("night-standings")
        self.standings.verticalHeader().hide()
        self.standings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.standings.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.standings.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standings.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.program = ProgramEditor(narrow=True)  # the standings and the next game's seats keep their room
        self.program.changed.connect(self.programChanged)
        self.next_title = QLabel(wordWrap=True)
        self.sitters = QListWidget()
        self.sitters.setObjectName("night-sitters")
        self.sitters.itemChanged.connect(self._sitters_changed)
        self.seats = QLabel(wordWrap=True)
        self.seats.setObjectName("night-seats")
        self.seats.setTextFormat(Qt.TextFormat.PlainText)
        self.fair_button = QPushButton()
        self.fair_button.clicked.connect(self.fairSeats)
        self.ready = QLabel(wordWrap=True)
        self.ready.setObjectName("night-ready")
        self.ready.setTextFormat(Qt.TextFormat.PlainText)
        self.phones_button = QPushButton()
        self.phones_button.clicked.connect(self.showPhones)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leaveNight)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.endNight)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.backToGame)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startNextGame")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.startNext)
        self._lay_out()
        self.retranslate()
        fit_for_touch(self)

    def _lay_out(self) -> None:
        columns = QHBoxLayout()
        boxes: list[QGroupBox] = []
        for title, widgets, stretch in (("standings", (self.standings,), 2), ("program", (self.program,), 3),
                                        ("next", (self.next_title, self.sitters, self.seats, self.fair_button,
                                                  self.ready), 2)):
            box = QGroupBox()
            boxes.append(box)
            box.setObjectName(f"night-{title}-box")
            column = QVBoxLayout(box)
            for widget in widgets:
                column.addWidget(widget, 1 if isinstance(widget, (QTableWidget, QListWidget, ProgramEditor)) else 0)
            columns.addWidget(box, stretch)
        self.standings_box, self.program_box, self.next_box = boxes
        buttons = QHBoxLayout()
        for button in (self.phones_button, self.leave_button, self.end_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.status)
        layout.addLayout(columns, 1)
        layout.addLayout(buttons)

    def retranslate(self) -> None:
        for box, title in ((self.standings_box, self.tr("Standings")), (self.program_box, self.tr("The program")),
                           (self.next_box, self.tr("The next game"))):
            box.setTitle(title)
        self.standings.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Person"), self.tr("Points"),
                                                  self.tr("Played"), self.tr("Won"), self.tr("Phone")])
        self.fair_button.setText(self.tr("Fair seats again"))
        self.fair_button.setToolTip(self.tr("Those who sat out last play first, then those with the fewest games"))
        self.phones_button.setText(self.tr("Phones\u2026"))
        self.leave_button.setText(self.tr("Leave the night for now"))
        self.leave_button.setToolTip(self.tr("The night is saved: Game \u2192 Resume opens it again"))
        self.end_button.setText(self.tr("End the night"))
        self.back_button.setText(self.tr("Back to the game"))
        self.start_button.setText(self.tr("Start next game"))

    def show_night(self, night: Night, records: Mapping[str, GameRecord], *, phones: bool = False) -> None:
        """Draw the night; `phones`: it is open to phones (their Ready marks, the Phones button)."""
        record = night.record
        running, item = night.running(), night.next_item()
        self.heading.setText(self.tr("Game night"))
        def game(index: int) -> str:
            return registry.get(record.program[index].game).name

        if running is not None:
            status = self.tr("Game {number} of {count} is being played: {game}.").format(
                number=running.item + 1, count=len(record.program), game=game(running.item))
        elif item is not None:
            status = self.tr("Game {number} of {count} is next: {game}.").format(
                number=item + 1, count=len(record.program), game=game(item))
        else:
            status = self.tr("Every game of the program has been played: add one, or end the night.")
        self.status.setText(status)
        self._show_standings(night, records)
        self.program.set_program(night.program, program_states(night, records))
        self._show_next(night)
        self.phones_button.setVisible(phones)
        self.back_button.setVisible(running is not None)
        self.back_button.setEnabled(running is not None)
        self.start_button.setVisible(running is None)
        self.start_button.setEnabled(item is not None)
        self.end_button.setDefault(item is None and running is None)
        self.shown = (night, records, phones)

    def _show_standings(self, night: Night, records: Mapping[str, GameRecord]) -> None:
        ready = set(night.record.ready)
        lines = night.standings(records)
        self.standings.setRowCount(len(lines))
        for row, line in enumerate(lines):
            person = night.person(line.person.uid)
            phone = "" if person.presence != "phone" else (
                self.tr("ready") if line.person.uid in ready else self.tr("not ready yet"))
            name = QTableWidgetItem(person_icon(line.person, 20, self), name_text(line.person.name))
            name.setToolTip(look_words(line.person))
            cells = [QTableWidgetItem(number_text(line.place)), name, QTableWidgetItem(number_text(line.points)),
                     QTableWidgetItem(number_text(line.played)), QTableWidgetItem(number_text(line.wins)),
                     QTableWidgetItem(phone)]
            for column, cell in enumerate(cells):
                self.standings.setItem(row, column, cell)
        fit_width(self.standings, rows_may_scroll=True)  # the house rules beside take the room left, not its columns'

    def _show_next(self, night: Night) -> None:
        """Who sits in the next game (ticked), its seats in order, and who is Ready."""
        item = night.next_item()
        self.sitters.blockSignals(True)
        self.sitters.clear()
        seats = night.plan_seats() if item is not None else []
        seated = {seat.person for seat in seats}
        if item is None:
            self.next_title.setText(self.tr("The next game's seats are chosen once this game is over.")
                                    if night.running() is not None else "")
        else:
            info = registry.get(night.record.program[item].game)
            title = (self.tr("Who sits in {game} ({fewest} players): the others watch.")
                     if info.min_players == info.max_players else
                     self.tr("Who sits in {game} ({fewest} to {most} players): the others watch."))
            self.next_title.setText(title.format(game=info.name, fewest=info.min_players, most=info.max_players))
        for person in night.present if item is not None else []:
            entry = QListWidgetItem(person_icon(person.person, 20, self), name_text(person.person.name))
            entry.setData(UID_ROLE, person.uid)
            entry.setFlags(entry.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            entry.setCheckState(Qt.CheckState.Checked if person.uid in seated else Qt.CheckState.Unchecked)
            self.sitters.addItem(entry)
        self.sitters.blockSignals(False)
        self.sitters.setVisible(item is not None)
        self.fair_button.setVisible(item is not None)
        self.fair_button.setEnabled(night.record.planned is not None)
        self.seats.setText(self.tr("Seats: {seats}").format(seats=names_list([
            seat.name + (self.tr(" (bot)") if seat.is_bot else "") for seat in seats])) if seats else "")
        phones = night.phone_people
        ready = [night.person(uid).person.name for uid in night.record.ready]
        self.ready.setVisible(bool(phones) and item is not None)
        self.ready.setText(self.tr("Ready: {ready} ({count} of {phones}). The next game starts by itself once every "
                                   "phone person is ready.").format(
            ready=names_list(ready) or self.tr("nobody yet"), count=len(ready),
            phones=len(phones)))

    def chosen_sitters(self) -> set[str]:
        return {self.sitters.item(row).data(UID_ROLE) for row in range(self.sitters.count())
                if self.sitters.item(row).checkState() == Qt.CheckState.Checked}

    def _sitters_changed(self, _item: QListWidgetItem) -> None:
        self.seatsChosen.emit(self.chosen_sitters())

    def changeEvent(self, event) -> None:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.shown is not None:
                night, records, phones = self.shown
                self.show_night(night, records, phones=phones)
        super().changeEvent(event)
