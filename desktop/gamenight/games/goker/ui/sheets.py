"""The guess sheet (the latest Goker rounds' guesses, hits and GOKER calls) and the score sheet
(every level's points, guess points, totals), one row per player so that ten players fit. Each
table is as tall as its rows, so a small table leaves no empty box under it."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.fonts import bold_font
from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.views import GokerView

GUESS_ROUNDS_SHOWN = 5
TABLE_PX = 14
LEGEND = "\u2714 GOKER called \u00b7 ! call now \u00b7 \u2717 missed"


def _table(names: list[str], columns: int) -> QTableWidget:
    table = QTableWidget(len(names), columns)
    font = QFont(table.font())
    font.setPixelSize(TABLE_PX)
    table.setFont(font)
    table.setVerticalHeaderLabels(names)
    table.setEditTriggers(QAbstractItemView.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.NoSelection)
    table.setFocusPolicy(Qt.NoFocus)  # no current-cell frame on a sheet nobody edits
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    table.horizontalHeader().setMinimumSectionSize(30)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
    table.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
    return table


def fit_height(table: QTableWidget) -> None:
    """As tall as the header and the rows, no more."""
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + table.verticalHeader().length()
                         + 2 * table.frameWidth() + 2)


class GuessSheet:
    def __init__(self, names: list[str]):
        self.widget = _table(names, 0)
        fit_height(self.widget)

    def show_state(self, view: GokerView) -> None:
        table = self.widget
        rounds = [r for r in view.rounds if r.guesses][-GUESS_ROUNDS_SHOWN:]
        table.setColumnCount(len(rounds))
        table.setHorizontalHeaderLabels([f"R{r.number + 1}" for r in rounds])
        for column, played in enumerate(rounds):
            for seat in range(view.num_players):
                guess = played.guesses.get(seat)
                text = "" if guess is None else ball_name(guess).replace(" ", "")
                item = QTableWidgetItem(text)
                if seat in played.claimed:
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


class ScoreSheet:
    COLUMNS = ("L1", "L2", "L3", "Guess", "Total")

    def __init__(self, names: list[str]):
        self.widget = _table(names, len(self.COLUMNS))
        self.widget.setHorizontalHeaderLabels(list(self.COLUMNS))
        fit_height(self.widget)

    def show_state(self, view: GokerView) -> None:
        table = self.widget
        for seat in range(view.num_players):
            for level in range(3):
                text = ""
                if level < len(view.results):
                    result = view.results[level]
                    text = f"{result.points.get(seat, 0)}" + ("\u2605" if seat == result.winner else "")
                table.setItem(seat, level, QTableWidgetItem(text))
            table.setItem(seat, 3, QTableWidgetItem(str(view.guess_points[seat])))
            total = QTableWidgetItem(str(view.scores[seat]))
            font = total.font()
            font.setBold(True)
            total.setFont(font)
            table.setItem(seat, 4, total)
        fit_height(table)

    def totals(self) -> list[str]:
        return [self.widget.item(seat, 4).text() for seat in range(self.widget.rowCount())]


def sheets_column(names: list[str]) -> tuple[QWidget, GuessSheet, ScoreSheet]:
    """The screen's right column: the guess sheet with its legend over the score sheet."""
    box = QWidget()
    column = QVBoxLayout(box)
    title = QLabel("<b>Guesses</b>")
    title.setFont(bold_font(box, 15))
    column.addWidget(title)
    legend = QLabel(LEGEND)
    legend.setTextFormat(Qt.PlainText)
    legend.setWordWrap(True)
    font = legend.font()
    font.setPixelSize(13)
    legend.setFont(font)
    column.addWidget(legend)
    guesses = GuessSheet(names)
    column.addWidget(guesses.widget)
    column.addSpacing(12)
    sheet_title = QLabel("<b>Score sheet</b> (\u2605 level winner)")
    sheet_title.setFont(bold_font(box, 15))
    column.addWidget(sheet_title)
    scores = ScoreSheet(names)
    column.addWidget(scores.widget)
    column.addStretch(1)
    box.setFixedWidth(300)
    return box, guesses, scores
