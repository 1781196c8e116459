"""The score sheet: one row per finished round and a total at the foot, one column per player,
built from the engine's `completed_rounds()` (never from a game's internals)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem


class ScoreSheet(QTableWidget):
    def __init__(self, names: Sequence[str], round_name: str = "Round"):
        super().__init__(1, len(names))
        self.round_name = round_name
        self.setHorizontalHeaderLabels(list(names))
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.horizontalHeader().setMinimumSectionSize(36)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)

    def show_rounds(self, rounds: Sequence[Sequence[float]], totals: Sequence[float] | None = None,
                    marks: Sequence[Sequence[str]] = ()) -> None:
        """`rounds` as completed_rounds() gives them; `totals` (default: the rounds' sums, for
        games whose score is not only the rounds, pass `state.scores()`); `marks` adds a sign to a
        round's cell (the caller's star)."""
        players = self.columnCount()
        if totals is None:
            totals = [sum(points[seat] for points in rounds) for seat in range(players)]
        self.setRowCount(len(rounds) + 1)
        for row, points in enumerate(rounds):
            for seat in range(players):
                mark = marks[row][seat] if row < len(marks) else ""
                self.setItem(row, seat, QTableWidgetItem(f"{points[seat]:g}{mark}"))
        for seat, total in enumerate(totals):
            item = QTableWidgetItem(f"{total:g}")
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.setItem(len(rounds), seat, item)
        self.setVerticalHeaderLabels([f"{self.round_name} {number + 1}" for number in range(len(rounds))] + ["Total"])
        self.scrollToBottom()

    def total_texts(self) -> list[str]:
        row = self.rowCount() - 1
        return [self.item(row, seat).text() for seat in range(self.columnCount())]
