"""The guess sheet (the latest Goker rounds' guesses, hits and GOKER calls) and the score sheet
(the kit's, with every level's points, guess points, totals), one row per player so that ten
players fit. Each table is as tall as its rows, so a small table leaves no empty box under it."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.ui.texts import pass_text
from gamenight.games.goker.views import GokerView, LevelResult
from gamenight.table.fonts import bold_font
from gamenight.table.names import shown_name
from gamenight.table.score_sheet import ScoreSheet
from gamenight.table.table_width import fit_width

translate = QCoreApplication.translate

GUESS_ROUNDS_SHOWN = 5
ROUNDS_IN_A_ROW = 3
"""The guess sheet in a row beside the score sheet (the TV's) shows the latest three rounds."""
TABLE_PX = 14
LEGEND = str(QT_TRANSLATE_NOOP("GokerSheets", "\u2714 GOKER called \u00b7 ! call now \u00b7 \u2717 missed \u00b7 "
                           "pass: no number was left to guess"))
PASSED = str(QT_TRANSLATE_NOOP("GokerSheets", "pass"))


def _sheet_font(table: QTableWidget) -> None:
    font = QFont(table.font())
    font.setPixelSize(TABLE_PX)
    table.setFont(font)


def _table(names: list[str], columns: int) -> QTableWidget:
    table = QTableWidget(len(names), columns)
    _sheet_font(table)
    table.setVerticalHeaderLabels([shown_name(name) for name in names])
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no current-cell frame on a sheet nobody edits
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.horizontalHeader().setMinimumSectionSize(30)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return table


def fit_height(table: QTableWidget) -> None:
    """As tall as the header and the rows, no more."""
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + table.verticalHeader().length()
                         + 2 * table.frameWidth() + 2)


class GuessSheet:
    def __init__(self, names: list[str], whole_width: bool = False):
        """`whole_width`: never narrower than its words, and the latest three rounds (the TV's row
        under the board, beside the score sheet)."""
        self.names = names
        self.whole_width = whole_width
        self.rounds_shown = ROUNDS_IN_A_ROW if whole_width else GUESS_ROUNDS_SHOWN
        self.widget = _table(names, 0)
        if whole_width:  # each round's column as wide as its guesses, the room left to the last
            self.widget.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            self.widget.horizontalHeader().setStretchLastSection(True)
        fit_height(self.widget)

    def show_state(self, view: GokerView) -> None:
        table = self.widget
        rounds = [r for r in view.rounds if r.guesses][-self.rounds_shown:]
        table.setColumnCount(len(rounds))
        table.setHorizontalHeaderLabels([translate("GokerSheets", "R{round}").format(round=r.number + 1)
                                         for r in rounds])
        for column, played in enumerate(rounds):
            for seat in range(view.num_players):
                guess = played.guesses.get(seat)
                text = "" if guess is None else ball_name(guess).replace(" ", "")
                item = QTableWidgetItem(text)
                if seat in played.passed:
                    item.setText(translate("GokerSheets", PASSED))
                    item.setToolTip(pass_text(self.names[seat]))
                elif seat in played.claimed:
                    item.setText(text + "\u2714")
                    item.setBackground(QColor("#c8e6c9"))
                elif seat in played.open:
                    item.setText(text + "!")
                    item.setBackground(QColor("#ffe082"))
                elif seat in played.hits:
                    item.setText(text + "\u2717")  # drawn but not called in time
                    item.setBackground(QColor("#ffcdd2"))
                table.setItem(seat, column, item)
        fit_height(table)
        if self.whole_width:
            fit_width(table)


class LevelSheet(ScoreSheet):
    """The kit's score sheet turned, a row per player: each level's points (\u2605 the level's
    winner), the guess points and the total."""

    whole_width = False

    def __init__(self, names: list[str], whole_width: bool = False):
        """`whole_width`: never narrower than its words, so no level scrolls out of sight (the TV's
        row under the board)."""
        levels = (translate("GokerSheets", "L1"), translate("GokerSheets", "L2"), translate("GokerSheets", "L3"))
        super().__init__(names, players_as_rows=True, round_labels=levels)
        self.whole_width = whole_width
        _sheet_font(self)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.fit_height()

    def fit_height(self) -> None:
        super().fit_height()
        if self.whole_width:
            fit_width(self)

    def show_state(self, view: GokerView, held_back: LevelResult | None = None) -> None:
        """The levels of `view`, but the one `held_back` (its cards are still turning over: the
        totals would tell its winner)."""
        seats = range(view.num_players)
        results = [result for result in view.results if result != held_back]
        scores = [score - (held_back.points.get(seat, 0) if held_back else 0) for seat, score in enumerate(view.scores)]
        self.show_rounds([[result.points.get(seat, 0) for seat in seats] for result in results],
                         scores, [["\u2605" if seat == result.winner else "" for seat in seats] for result in results],
                         extra=[(translate("GokerSheets", "Guess"), view.guess_points)])


def sheets_column(names: list[str], across: bool = False) -> tuple[QWidget, GuessSheet, LevelSheet]:
    """The lower part of the screen's side column: the guess sheet with its legend over the score
    sheet; `across`: beside it (the TV's row under the board)."""
    box = QWidget()
    column = QHBoxLayout(box) if across else QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    guesses_part = QVBoxLayout()
    guesses_part.setContentsMargins(0, 0, 0, 0)
    title = QLabel(translate("GokerSheets", "<b>Guesses</b>"))
    title.setFont(bold_font(box, 15))
    guesses_part.addWidget(title)
    legend = QLabel(translate("GokerSheets", LEGEND))
    legend.setTextFormat(Qt.TextFormat.PlainText)
    legend.setWordWrap(True)
    font = legend.font()
    font.setPixelSize(13)
    legend.setFont(font)
    guesses_part.addWidget(legend)
    guesses = GuessSheet(names, whole_width=across)
    guesses_part.addWidget(guesses.widget)
    scores_part = QVBoxLayout()
    scores_part.setContentsMargins(0, 0, 0, 0)
    sheet_title = QLabel(translate("GokerSheets", "<b>Score sheet</b> (\u2605 level winner)"))
    sheet_title.setFont(bold_font(box, 15))
    sheet_title.setWordWrap(True)  # longer words take two lines
    scores_part.addWidget(sheet_title)
    scores = LevelSheet(names, whole_width=across)
    scores_part.addWidget(scores)
    if across:  # each part at the top of its column, the guesses' wider
        guesses_part.addStretch(1)
        scores_part.addStretch(1)
    column.addLayout(guesses_part, 3 if across else 0)
    column.addSpacing(8 if across else 12)
    column.addLayout(scores_part, 2 if across else 0)
    return box, guesses, scores
