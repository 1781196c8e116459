"""The guess sheet (each round's guesses, hits and GOKER calls) and the score sheet (every
level's points, guess points, totals)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.rules import GokerState


def _table(names: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(names))
    table.setHorizontalHeaderLabels(names)
    table.setEditTriggers(QAbstractItemView.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.NoSelection)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    table.horizontalHeader().setMinimumSectionSize(34)
    return table


class GuessSheet:
    def __init__(self, names: list[str]):
        self.widget = _table(names)

    def show_state(self, state: GokerState) -> None:
        table = self.widget
        rounds = [r for r in state.rounds if r.guesses]
        table.setRowCount(len(rounds))
        table.setVerticalHeaderLabels([f"R{r.number + 1}" for r in rounds])
        for row, played in enumerate(rounds):
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
                table.setItem(row, seat, item)
        table.scrollToBottom()


class ScoreSheet:
    def __init__(self, names: list[str]):
        self.widget = _table(names)

    def show_state(self, state: GokerState) -> None:
        table = self.widget
        labels = [f"Level {r.level}" for r in state.results] + ["Guesses", "Total"]
        table.setRowCount(len(labels))
        table.setVerticalHeaderLabels(labels)
        for row, result in enumerate(state.results):
            for seat in range(state.num_players):
                text = f"{result.points.get(seat, 0)}" + (" \u2605" if seat == result.winner else "")
                table.setItem(row, seat, QTableWidgetItem(text))
        scores = state.scores()
        for seat in range(state.num_players):
            table.setItem(len(state.results), seat, QTableWidgetItem(str(state.guess_points[seat])))
            total = QTableWidgetItem(str(scores[seat]))
            font = total.font()
            font.setBold(True)
            total.setFont(font)
            table.setItem(len(state.results) + 1, seat, total)

    def totals(self) -> list[str]:
        row = self.widget.rowCount() - 1
        return [self.widget.item(row, seat).text() for seat in range(self.widget.columnCount())]
