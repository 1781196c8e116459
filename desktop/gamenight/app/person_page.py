"""One person's page in the score history: their name, colour, symbol and phone language (each
changed here, with Rename and Merge), their figures overall and per game, head to head against
each other person, and two charts: win share per game, and places over time."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
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

from gamenight.app.charts import WinShareChart
from gamenight.app.person_charts import PlacesChart
from gamenight.app.person_dialogs import MergeDialog, RenameDialog
from gamenight.app.person_look import badge, colour_name, look_words, symbol_name
from gamenight.core.words import LANGUAGES
from gamenight.night.people import COLOURS, GLYPHS, SYMBOLS, Person
from gamenight.storage.errors import SaveFailed
from gamenight.storage.people import PeopleStore, PersonRefused
from gamenight.storage.person_stats import PersonStats, Tally
from gamenight.table.fonts import bold_font
from gamenight.table.language import translated
from gamenight.table.locale_text import number_text
from gamenight.table.names import name_text, plain_markup, shown_name

translate = QCoreApplication.translate
BADGE_PIXELS = 40


def share_text(share: float | None) -> str:
    return "\u2014" if share is None else translate("PersonPage", "{share}%").format(
        share=number_text(round(100 * share)))


def average_text(average: float | None) -> str:
    return "\u2014" if average is None else number_text(round(average, 1))


def table(headings: list[str]) -> QTableWidget:
    shown = QTableWidget(0, len(headings))
    shown.setHorizontalHeaderLabels(headings)
    shown.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    shown.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    shown.verticalHeader().hide()
    shown.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    shown.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return shown


def fill(shown: QTableWidget, rows: list[list[str]], bold_last: bool = False) -> None:
    shown.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if bold_last and row == len(rows) - 1:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            shown.setItem(row, column, item)


class PersonPage(QWidget):
    changed = Signal(str)
    """A person was renamed, merged (the uid of whom they became) or given another look."""

    def __init__(self, store: PeopleStore, game_names: dict[str, str], parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store
        self.game_names = game_names
        self.stats: PersonStats | None = None
        self.others: list[Person] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._header())
        layout.addLayout(self._figure_row())
        self.no_games = QLabel(self.tr("No finished game yet: the figures appear once a game is played to its end."))
        layout.addWidget(self.no_games)
        grid = QGridLayout()
        self.per_game = table([self.tr("Game"), self.tr("Played"), self.tr("Won"), self.tr("Win share"),
                               self.tr("Average place"), self.tr("Best streak")])
        self.head_to_head = table([self.tr("Against"), self.tr("Games together"), self.tr("Placed better"),
                                   self.tr("Placed worse"), self.tr("Same place")])
        self.share_chart = WinShareChart()
        self.places_chart = PlacesChart()
        grid.addWidget(self.per_game, 0, 0)
        grid.addWidget(self.head_to_head, 1, 0)
        grid.addWidget(self.share_chart.widget, 0, 1)
        grid.addWidget(self.places_chart.widget, 1, 1)
        for column in (0, 1):
            grid.setColumnStretch(column, 1)
        layout.addLayout(grid, 1)

    def _header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        self.badge = QLabel()
        self.name = QLabel(textFormat=Qt.TextFormat.PlainText)
        self.name.setFont(bold_font(self, 22))
        header.addWidget(self.badge)
        header.addWidget(self.name)
        header.addStretch(1)
        self.rename_button = QPushButton(self.tr("Rename\u2026"))
        self.rename_button.clicked.connect(self.rename)
        self.merge_button = QPushButton(self.tr("Merge with\u2026"))
        self.merge_button.setToolTip(self.tr("The same friend typed two ways: make the two one person"))
        self.merge_button.clicked.connect(self.merge)
        self.colour = QComboBox()
        self.colour.setToolTip(self.tr("Colour"))
        for colour in COLOURS:
            self.colour.addItem(self._swatch(colour, SYMBOLS[0]), colour_name(colour), colour)
        self.symbol = QComboBox()
        self.symbol.setToolTip(self.tr("Symbol"))
        for symbol in SYMBOLS:
            self.symbol.addItem(f"{GLYPHS[symbol]}  {symbol_name(symbol)}", symbol)
        self.language = QComboBox()
        self.language.setToolTip(self.tr("The language of this person's phone"))
        self.language.addItem(self.tr("Phone: the host's language"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(self.tr("Phone: {language}").format(language=name), code)
        for control, key in ((self.colour, "colour"), (self.symbol, "symbol"), (self.language, "language")):
            control.activated.connect(lambda _, control=control, key=key: self._change(key, control.currentData()))
        for widget in (self.rename_button, self.merge_button, self.colour, self.symbol, self.language):
            header.addWidget(widget)
        return header

    def _figure_row(self) -> QHBoxLayout:
        """The overall figures, each a number over its caption (a table of one row, read at a glance)."""
        row = QHBoxLayout()
        captions = {"played": self.tr("games played"), "won": self.tr("games won"), "share": self.tr("win share"),
                    "place": self.tr("average place"), "streak": self.tr("best streak"),
                    "nights": self.tr("nights won")}
        self.figures: dict[str, QLabel] = {}
        for key, caption in captions.items():
            column = QVBoxLayout()
            value = QLabel(textFormat=Qt.TextFormat.PlainText, alignment=Qt.AlignmentFlag.AlignCenter)
            value.setFont(bold_font(self, 20))
            value.setObjectName(f"figure-{key}")
            column.addWidget(value)
            column.addWidget(QLabel(caption, alignment=Qt.AlignmentFlag.AlignCenter))
            self.figures[key] = value
            row.addLayout(column)
        row.addStretch(1)
        return row

    def _swatch(self, colour: str, symbol: str) -> QIcon:
        return QIcon(badge(colour, symbol, 18, self.devicePixelRatioF()))

    def show_person(self, stats: PersonStats, others: list[Person]) -> None:
        """The page of `stats.person`; `others`: whom they could be merged with."""
        self.stats, self.others = stats, others
        person = stats.person
        self.badge.setPixmap(badge(person.colour, person.symbol, BADGE_PIXELS, self.devicePixelRatioF()))
        self.badge.setToolTip(look_words(person))
        self.badge.setAccessibleName(look_words(person))
        self.name.setText(shown_name(person.name))
        self.merge_button.setEnabled(bool(others))
        for control, value in ((self.colour, person.colour), (self.symbol, person.symbol),
                               (self.language, person.language)):
            control.setCurrentIndex(max(0, control.findData(value)))
        overall = stats.overall
        for key, text in (("played", number_text(overall.played)), ("won", number_text(overall.won)),
                          ("share", share_text(overall.win_share)),
                          ("place", average_text(overall.average_placement)),
                          ("streak", number_text(overall.best_streak)),
                          ("nights", self.tr("{won} of {played}").format(won=number_text(stats.nights_won),
                                                                         played=number_text(stats.nights_played)))):
            self.figures[key].setText(text)
        self.no_games.setVisible(not overall.played)
        rows = [[self.game_names.get(game, game), *self._figures(figures)] for game, figures in stats.per_game.items()]
        fill(self.per_game, [*rows, [self.tr("All games"), *self._figures(stats.overall)]], bold_last=True)
        fill(self.head_to_head, [[shown_name(rival.other.name), number_text(rival.games), number_text(rival.ahead),
                                  number_text(rival.behind), number_text(rival.level)] for rival in stats.head_to_head])
        self.head_to_head.setVisible(bool(stats.head_to_head))
        self.share_chart.show(person.name, {game: (figures.won, figures.played)
                                            for game, figures in stats.per_game.items()}, self.game_names)
        self.places_chart.show(person.name, stats.results, self.game_names)

    def _figures(self, figures: Tally) -> list[str]:
        return [number_text(figures.played), number_text(figures.won), share_text(figures.win_share),
                average_text(figures.average_placement), number_text(figures.best_streak)]

    # -- changes -----------------------------------------------------------------------------------
    def _change(self, key: str, value: str) -> None:
        if self.stats is None:
            return
        try:
            self.store.update_person(self.stats.person.uid, **{key: value})
        except (PersonRefused, SaveFailed) as error:
            said = self.tr("{name} was not changed: {reason}.").format(name=name_text(self.stats.person.name),
                                                                      reason=translated(error.reason))
            QMessageBox.warning(self, self.tr("People"), plain_markup(said))
        self.changed.emit(self.stats.person.uid)

    def rename(self) -> None:
        if self.stats is not None:
            dialog = RenameDialog(self.store, self.stats.person, self)
            if dialog.exec() and dialog.renamed is not None:
                self.changed.emit(dialog.renamed.uid)

    def merge(self) -> None:
        if self.stats is not None:
            dialog = MergeDialog(self.store, self.stats.person, self.others, self)
            if dialog.exec() and dialog.merged is not None:
                self.changed.emit(dialog.merged.uid)

