"""The night's end, a page of the main window: the champion (or the champions, level), the final
standings, each game of the program with its winners and its players by place, a chart of the
standings through the night (night_chart.py), and "Print the night" (a PDF, night_print.py) and
"Export CSV" (storage/night_csv.py). It only shows the night: the host's flow keeps the history
and leaves the page (`closed`) by its Done button."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.history_page import documents_path
from gamenight.app.night_chart import NightChart
from gamenight.app.night_print import print_night
from gamenight.app.night_words import champions_text, numbered_game, seats_text
from gamenight.app.person_look import look_words, person_icon
from gamenight.core.records import GameRecord
from gamenight.core.words import words
from gamenight.night.night import GameResult, Night
from gamenight.night.scoring import SCORING_NAMES
from gamenight.night.summary import DONE, RUNNING, program_lines
from gamenight.storage.errors import SaveFailed
from gamenight.storage.night_csv import NightCsvWording, export_night_csv
from gamenight.table.fonts import heading
from gamenight.table.language import translated
from gamenight.table.locale_text import local_time, number_text
from gamenight.table.names import name_text

TITLE_PX = 28
CSV_HEADINGS = {
    "place": words("NightCsv", "place"), "person": words("NightCsv", "person"),
    "points": words("NightCsv", "points"), "played": words("NightCsv", "played"), "won": words("NightCsv", "won"),
    "game_number": words("NightCsv", "game_number"), "game": words("NightCsv", "game"),
    "seat": words("NightCsv", "seat"), "player": words("NightCsv", "player"), "kind": words("NightCsv", "kind"),
    "placement": words("NightCsv", "placement"), "night_points": words("NightCsv", "night_points"),
}


class _Table(QTableWidget):
    """A table to read, not to edit, as tall as its rows (a scroll bar only once the page is full)."""

    def __init__(self, columns: int):
        super().__init__(0, columns)  # its headings are named in the app's language as it is filled
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()

    def sizeHint(self) -> QSize:
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        return QSize(super().sizeHint().width(),
                     self.horizontalHeader().sizeHint().height() + rows + 2 * self.frameWidth())


def _cell(text: str, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class NightEndPage(QWidget):
    closed = Signal()
    """The host leaves the page (Done)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.night: Night | None = None
        self.records: Mapping[str, GameRecord] = {}
        layout = QVBoxLayout(self)
        self.title = heading(self, TITLE_PX)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        body = QHBoxLayout()
        tables = QVBoxLayout()
        self.standings_table = _Table(5)
        self.games_table = _Table(3)
        tables.addWidget(self.standings_table)
        tables.addWidget(self.games_table)
        tables.addStretch(1)
        body.addLayout(tables, 1)
        self.chart = NightChart()
        body.addWidget(self.chart.widget, 1)
        layout.addLayout(body, 1)
        buttons = QHBoxLayout()
        self.print_button = QPushButton()
        self.print_button.clicked.connect(lambda: self.print_night())
        self.export_button = QPushButton()
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.done_button = QPushButton()
        self.done_button.clicked.connect(self.closed)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(self.done_button)
        layout.addLayout(buttons)
        self.name_buttons()

    def name_buttons(self) -> None:
        self.print_button.setText(self.tr("Print the night\u2026"))
        self.print_button.setToolTip(self.tr("A PDF of the standings and of every game with its seats and result"))
        self.export_button.setText(self.tr("Export CSV\u2026"))
        self.export_button.setToolTip(self.tr("The standings and the games, for a spreadsheet"))
        self.done_button.setText(self.tr("Done"))

    def show_night(self, night: Night, records: Mapping[str, GameRecord]) -> None:
        self.night, self.records = night, records
        self.draw()

    def draw(self) -> None:
        night, records = self.night, self.records
        if night is None:
            return
        results = night.results(records)
        self.title.setText(champions_text(night.champion(records)) or self.tr("No game of the night was finished."))
        self.summary.setText(self.tr("{date} \u00b7 {played} of {total} games played \u00b7 {scoring}").format(
            date=local_time(night.record.created), played=number_text(len(results)),
            total=number_text(len(night.record.program)),
            scoring=translated(SCORING_NAMES.get(night.record.scoring, night.record.scoring))))
        self._fill_standings()
        self._fill_games({result.item: result for result in results})
        self.chart.show(night, records)

    def _fill_standings(self) -> None:
        assert self.night is not None
        table = self.standings_table
        table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Person"), self.tr("Points"), self.tr("Played"),
                                         self.tr("Won")])
        standings = self.night.standings(self.records)
        table.setRowCount(len(standings))
        for row, line in enumerate(standings):
            person = _cell(name_text(line.person.name))
            person.setIcon(person_icon(line.person, widget=self))
            person.setToolTip(look_words(line.person))
            cells = [_cell(number_text(line.place), True), person, _cell(number_text(line.points), True),
                     _cell(number_text(line.played), True), _cell(number_text(line.wins), True)]
            for column, cell in enumerate(cells):
                table.setItem(row, column, cell)
        table.resizeColumnsToContents()
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.updateGeometry()

    def _fill_games(self, results: dict[int, GameResult]) -> None:
        night = self.night
        assert night is not None
        table = self.games_table
        table.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Won by"), self.tr("Players, by place")])
        lines = program_lines(night, self.records)
        table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            if line.state == DONE:
                result = results[line.item]
                by_place = sorted(zip(result.placements, result.seats, strict=True), key=lambda pair: pair[0])
                won = seats_text(night, line.winners)
                players = ", ".join(self.tr("{place}. {player}").format(
                    place=number_text(place), player=seats_text(night, [seat])) for place, seat in by_place)
            else:
                won = self.tr("being played") if line.state == RUNNING else self.tr("not played")
                players = ""
            game = _cell(numbered_game(line.item, line.game))
            winner = _cell(won)
            for column, cell in enumerate((game, winner, _cell(players))):
                cell.setToolTip(cell.text())
                table.setItem(row, column, cell)
        table.resizeColumnsToContents()
        table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.updateGeometry()

    # -- files ------------------------------------------------------------------------------
    def _file_name(self, ending: str) -> str:
        assert self.night is not None
        day = date.fromisoformat(self.night.record.created[:10]).isoformat()
        return documents_path(f"game-night-{day}.{ending}")

    def print_night(self, path: str | None = None) -> None:
        """Print the night (a PDF) to `path`, or where the host chooses."""
        self._write(path, "pdf", self.tr("Print the night"), self.tr("PDF files (*.pdf)"),
                    lambda night, chosen: print_night(chosen, night, self.records),
                    self.tr("The night was not printed: {reason}."))

    def export_csv(self, path: str | None = None) -> None:
        """The standings and the games as CSV at `path`, or where the host chooses."""
        self._write(path, "csv", self.tr("Export the night"), self.tr("CSV files (*.csv)"),
                    lambda night, chosen: export_night_csv(night, self.records, chosen, csv_wording()),
                    self.tr("The night was not exported: {reason}."))

    def _write(self, path: str | None, ending: str, title: str, kinds: str, write: Callable[[Night, str], None],
               failed: str) -> None:
        """`write` the night to `path`, or to a file the host chooses (none: nothing happens); a file
        that cannot be written is said in `failed`'s words, and nothing else changes."""
        night = self.night
        if night is None:
            return
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, title, self._file_name(ending), kinds)
        if not path:
            return
        try:
            write(night, path)
        except SaveFailed as error:
            QMessageBox.warning(self, title, failed.format(reason=translated(error.reason)))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.name_buttons()
            self.draw()


def csv_wording() -> NightCsvWording:
    """The export's headings in the app's language."""
    return NightCsvWording(heading=lambda column: translated(CSV_HEADINGS[column]))
