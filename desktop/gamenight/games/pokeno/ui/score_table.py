"""The round score table: one row per round played (void rounds marked), totals at the foot."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from gamenight.games.pokeno.rules import PokenoState


class ScoreTable(QTableWidget):
    def __init__(self, names: list[str]):
        super().__init__(0, len(names))
        self.names = names
        self.setHorizontalHeaderLabels(names)
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.horizontalHeader().setMinimumSectionSize(36)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)

    def show_state(self, state: PokenoState) -> None:
        rounds = [played for played in state.rounds if played.finished or played.caller_points]
        self.setRowCount(len(rounds) + 1)
        labels = []
        counted = 0
        for row, played in enumerate(rounds):
            if played.void:
                labels.append("void")
            else:
                counted += 1 if played.board_points else 0
                labels.append(f"R{counted}" if played.board_points else "now")
            for seat, points in enumerate(played.points(state.num_players)):
                text = f"{points:g}"
                if seat == played.caller:
                    text += " \u2605"  # the caller
                self.setItem(row, seat, QTableWidgetItem(text))
        labels.append("Total")
        for seat, total in enumerate(state.scores()):
            item = QTableWidgetItem(f"{total:g}")
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.setItem(len(rounds), seat, item)
        self.setVerticalHeaderLabels(labels)
        self.scrollToBottom()

    def total_texts(self) -> list[str]:
        row = self.rowCount() - 1
        return [self.item(row, seat).text() for seat in range(self.columnCount())]
