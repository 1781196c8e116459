"""The score history: past games filtered by game and player, a game's rounds with its score
progression, a player's results over time, win share per game, and CSV export; the people with
each one's page (`people_tab`), and the nights with their games (`nights_tab`)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.charts import PlayerResultsChart, ScoreProgressionChart, WinShareChart
from gamenight.app.history_text import names_and_scores, status_text
from gamenight.app.nights_tab import NightsTab
from gamenight.app.people_tab import PeopleTab
from gamenight.core import registry
from gamenight.core.words import words
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import GameRow, HistoryStore, HistoryUnavailable
from gamenight.storage.history_csv import CsvWording, export_history_csv
from gamenight.storage.history_totals import shown_totals, starting_scores
from gamenight.table.language import translated
from gamenight.table.locale_text import local_time, number_text, sorted_names
from gamenight.table.names import name_text, shown_name

translate = QCoreApplication.translate
NO_GAMES = words("HistoryPage", "No games yet. Finished rounds and games appear here as you play.")
NO_MATCH = words("HistoryPage", "No game matches the chosen game and player: choose \u201cAll games\u201d "
                             "or \u201cAll players\u201d to see more.")
CSV_HEADINGS = {
    "game_id": words("HistoryCsv", "game_id"), "game": words("HistoryCsv", "game"),
    "started": words("HistoryCsv", "started"), "finished": words("HistoryCsv", "finished"),
    "status": words("HistoryCsv", "status"), "seat": words("HistoryCsv", "seat"),
    "player": words("HistoryCsv", "player"), "kind": words("HistoryCsv", "kind"),
    "level": words("HistoryCsv", "level"), "score": words("HistoryCsv", "score"),
    "placement": words("HistoryCsv", "placement"),
    "void_rounds": words("HistoryCsv", "void_rounds"),
}


def csv_wording() -> CsvWording:
    """The export's headings, statuses and dates in the app's language."""
    return CsvWording(heading=lambda column: translated(CSV_HEADINGS[column]),
                      round_heading=lambda number: translate("HistoryCsv", "round_{number}").format(number=number),
                      status=status_text,
                      moment=lambda moment: local_time(moment, translate("HistoryCsv", "yyyy-MM-dd HH:mm")))


def documents_path(name: str) -> str:
    """`name` in the user's documents folder (where an export dialog starts), or bare if there is none."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return str(Path(folder) / name) if folder else name


class HistoryPage(QWidget):
    back = Signal()

    def __init__(self, history: HistoryStore, parent: QWidget | None = None):
        super().__init__(parent)
        self.history = history
        self.names = {info.id: info.name for info in registry.games()}
        self.rows: list[GameRow] = []

        layout = QVBoxLayout(self)
        layout.addLayout(self._filter_bar())
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.tabs.addTab(self._games_tab(), self.tr("Games"))
        self.tabs.addTab(self._charts_tab(), self.tr("Charts"))
        self.people_tab = PeopleTab(history, self.names)
        self.tabs.addTab(self.people_tab, self.tr("People"))
        self.nights_tab = NightsTab(history, self.names)
        self.tabs.addTab(self.nights_tab, self.tr("Nights"))
        self.empty_note = QLabel(translated(NO_GAMES))
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.empty_note)
        self.game_filter.currentIndexChanged.connect(self._refresh_games)
        self.player_filter.currentIndexChanged.connect(self._refresh_games)
        self.tabs.currentChanged.connect(self._sync_filters)
        self.people_tab.changed.connect(self._people_changed)  # the games show people by their names today
        self.refresh()

    def _filter_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.back_button = QPushButton(self.tr("\u2190 Back to the games"))
        self.back_button.setToolTip(self.tr("Back to the page where you choose a game"))
        self.back_button.clicked.connect(self.back)
        bar.addWidget(self.back_button)
        self.game_filter = QComboBox()
        self.game_filter.addItem(self.tr("All games"), None)
        for game_id, name in self.names.items():
            self.game_filter.addItem(name, game_id)
        self.player_filter = QComboBox()
        self.export_button = QPushButton(self.tr("Export CSV\u2026"))
        self.export_button.clicked.connect(self.export_csv)
        self.filters = [QLabel(self.tr("Game")), self.game_filter, QLabel(self.tr("Player")), self.player_filter,
                        self.export_button]
        """What chooses and exports the games of the Games and Charts tabs (hidden on the others)."""
        for widget in self.filters[:-1]:
            bar.addWidget(widget)
        bar.addStretch(1)
        bar.addWidget(self.export_button)
        return bar

    def _games_tab(self) -> QSplitter:
        games_tab = QSplitter(Qt.Orientation.Vertical)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Game"), self.tr("Players and scores"),
                                              self.tr("Winner"), self.tr("Status")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_game(row))
        games_tab.addWidget(self.table)
        detail = QWidget()
        detail_layout = QHBoxLayout(detail)
        self.rounds_table = QTableWidget(0, 0)
        self.rounds_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        detail_layout.addWidget(self.rounds_table, 1)
        self.progression = ScoreProgressionChart()
        detail_layout.addWidget(self.progression.widget, 2)
        games_tab.addWidget(detail)
        return games_tab

    def _charts_tab(self) -> QWidget:
        charts_tab = QWidget()
        charts_layout = QVBoxLayout(charts_tab)
        self.results_chart = PlayerResultsChart()
        self.share_chart = WinShareChart()
        charts_layout.addWidget(self.results_chart.widget)
        charts_layout.addWidget(self.share_chart.widget)
        return charts_tab

    def refresh(self) -> None:
        """Reload players, games, charts, people and nights from the store, keeping the chosen filters."""
        self._refresh_games()
        self.people_tab.refresh()
        self.nights_tab.refresh()

    def _people_changed(self) -> None:
        self._refresh_games()
        self.nights_tab.refresh()

    def _refresh_games(self) -> None:
        chosen = self.player_filter.currentData()
        self.player_filter.blockSignals(True)
        self.player_filter.clear()
        self.player_filter.addItem(self.tr("All players"), None)
        for name in sorted_names(self.history.players(), shown_name):
            self.player_filter.addItem(shown_name(name), name)
        index = self.player_filter.findData(chosen)
        self.player_filter.setCurrentIndex(max(index, 0))
        self.player_filter.blockSignals(False)

        game, player = self.game_filter.currentData(), self.player_filter.currentData()
        self.rows = self.history.games(game=game, player=player)
        self.table.setRowCount(len(self.rows))
        for row, game_row in enumerate(self.rows):
            cells = (local_time(game_row.started), self.names.get(game_row.game, game_row.game),
                     self._players_text(game_row),
                     ", ".join(map(name_text, game_row.winners)), status_text(game_row))
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.empty_note.setText(translated(NO_MATCH) if game or player else translated(NO_GAMES))
        self._sync_filters()
        self.rounds_table.setVisible(bool(self.rows))
        self.export_button.setEnabled(bool(self.rows))
        if self.rows:  # the top game, shown even when row 0 was current already (its game may differ)
            self.table.blockSignals(True)
            self.table.setCurrentCell(0, 0)
            self.table.blockSignals(False)
        self._show_game(0)
        self.results_chart.show(player, self.history.player_results(player, game) if player else [])
        shares = self.history.win_share(player)
        if game:
            shares = {key: value for key, value in shares.items() if key == game}
        self.share_chart.show(player, shares, self.names)

    def _sync_filters(self) -> None:
        """The game and player filters, the export and the empty list's note belong to the games'
        tabs: the People and Nights tabs show without them."""
        on_games = self.tabs.currentIndex() in (0, 1)
        for widget in self.filters:
            widget.setVisible(on_games)
        self.empty_note.setVisible(on_games and not self.rows)

    def _players_text(self, game_row: GameRow) -> str:
        """Names with final scores, or for a game not finished the running totals of its finished rounds."""
        if game_row.finished:
            return names_and_scores(game_row.names, game_row.scores)
        detail = self.history.detail(game_row.id)
        count = detail.counted_rounds  # a void round is not a round
        status = status_text(game_row)
        if detail.void:
            note = self.tr("{status}: totals after %n round(s) and {void} void", None, count).format(
                status=status, void=len(detail.void))
        elif detail.rounds:
            note = self.tr("{status}: totals after %n round(s)", None, count).format(status=status)
        elif game_row.abandoned:
            note = self.tr("{status}: no round finished").format(status=status)
        else:
            note = self.tr("{status}: no round finished yet").format(status=status)
        totals = shown_totals(game_row, detail, starting_scores(self.history, game_row))
        return f"{names_and_scores(game_row.names, totals)}  ({note})"

    def _show_game(self, row: int) -> None:
        """The rounds table and score progression of the game in `row` (empty without one)."""
        if not 0 <= row < len(self.rows):
            self.rounds_table.setRowCount(0)
            self.rounds_table.setColumnCount(0)
            self.progression.show([], [])
            if not self.rows:  # an empty list: the chart's place says why, not "choose a game in it"
                self.progression.widget.show_message(self.empty_note.text())
            return
        detail = self.history.detail(self.rows[row].id)
        names = [seat.name for seat in detail.seats]
        start = starting_scores(self.history, self.rows[row])
        lines = ([start] if any(start) else []) + list(detail.rounds)  # a game starting from points shows them
        self.rounds_table.setColumnCount(len(names))
        self.rounds_table.setHorizontalHeaderLabels([shown_name(name) for name in names])
        self.rounds_table.setRowCount(len(lines) + 1)
        labels = [self.tr("Start")] if any(start) else []
        labels += [self.tr("Void round") if label == "void" else self.tr("Round {number}").format(number=label)
                   for label in detail.round_labels()]
        self.rounds_table.setVerticalHeaderLabels([*labels, self.tr("Total")])
        for line, points in enumerate(lines):
            for seat, value in enumerate(points):
                self.rounds_table.setItem(line, seat, QTableWidgetItem(number_text(value)))
        for seat, info in enumerate(detail.seats):
            total = info.score if info.score is not None else sum(points[seat] for points in lines)
            item = QTableWidgetItem(number_text(total))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.rounds_table.setItem(len(lines), seat, item)
        self._fit_rounds_columns()
        self.progression.show(names, detail.rounds, start, detail.round_labels())

    def _fit_rounds_columns(self) -> None:
        """Players' columns share the table's width, none narrower than the widest name or score
        (a scroll bar appears only when that is more than the table holds)."""
        header = self.rounds_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.rounds_table.resizeColumnsToContents()
        widest = max((header.sectionSize(column) for column in range(header.count())), default=0)
        header.setMinimumSectionSize(widest)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def export_csv(self, path: str | None = None) -> None:
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export history"), documents_path(
                "gamenight-history.csv"), self.tr("CSV files (*.csv)"))
        if not path:
            return
        try:
            export_history_csv(self.history, path, self.rows, csv_wording())
        except (HistoryUnavailable, SaveFailed) as error:  # the history cannot be read, or the file written
            QMessageBox.warning(self, self.tr("Export history"),
                                self.tr("The history was not exported: {reason}.").format(
                                    reason=translated(error.reason)))
