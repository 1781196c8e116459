"""The guess sheet (the latest Goker rounds' guesses, hits and GOKER calls) and the score sheet
(every level's points, guess points, totals), one row per player so that ten players fit."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.rules import GokerState

GUESS_ROUNDS_SHOWN = 5


def _table(names: list[str], columns: int) -> QTableWidget:
    table = QTableWidget(len(names), columns)
    table.setVerticalHeaderLabels(names)
    table.setEditTriggers(QAbstractItemView.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.NoSelection)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    table.horizontalHeader().setMinimumSectionSize(30)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
    return table


class GuessSheet:
    def __init__(self, names: list[str]):
        self.widget = _table(names, 0)

    def show_state(self, state: GokerState) -> None:
        table = self.widget
        rounds = [r for r in state.rounds if r.guesses][-GUESS_ROUNDS_SHOWN:]
        table.setColumnCount(len(rounds))
        table.setHorizontalHeaderLabels([f"R{r.number + 1}" for r in rounds])
        for column, played in enumerate(rounds):
            for seat in range(state.num_players):
                guess = played.guesses.get(seat)
                text = "" if guess is None else ball_name(guess).replace(" ", "")
                item = QTableWidgetItem(text)
                if seat in played.claimed:
                    item.setText(text + " \u2714")
                    item.setBackground(QColor("#c8e6c9"))
                elif seat in played.open:
                    item.setText(text + " !")
                    item.setBackground(QColor("#ffe082"))
                elif seat in played.hits:
                    item.setText(text + " \u2717")  # drawn but not called in time
                    item.setBackground(QColor("#ffcdd2"))
                table.setItem(seat, column, item)


class ScoreSheet:
    COLUMNS = ("L1", "L2", "L3", "Guess", "Total")

    def __init__(self, names: list[str]):
        self.widget = _table(names, len(self.COLUMNS))
        self.widget.setHorizontalHeaderLabels(list(self.COLUMNS))

    def show_state(self, state: GokerState) -> None:
        table = self.widget
        scores = state.scores()
        for seat in range(state.num_players):
            for level in range(3):
                text = ""
                if level < len(state.results):
                    result = state.results[level]
                    text = f"{result.points.get(seat, 0)}" + (" \u2605" if seat == result.winner else "")
                table.setItem(seat, level, QTableWidgetItem(text))
            table.setItem(seat, 3, QTableWidgetItem(str(state.guess_points[seat])))
            total = QTableWidgetItem(str(scores[seat]))
            font = total.font()
            font.setBold(True)
            total.setFont(font)
            table.setItem(seat, 4, total)

    def totals(self) -> list[str]:
        return [self.widget.item(seat, 4).text() for seat in range(self.widget.rowCount())]
