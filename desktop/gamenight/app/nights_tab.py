"""The score history's Nights tab: each night played, the latest first, with its champion and,
opened, its games in the order they were played, each with its winners and players."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.history_text import names_and_scores, status_text
from gamenight.storage.history import HistoryStore
from gamenight.storage.nights import NightRow, NightsStore
from gamenight.table.locale_text import local_time
from gamenight.table.names import name_text, names_list


class NightsTab(QWidget):
    def __init__(self, history: HistoryStore, game_names: dict[str, str], parent: QWidget | None = None):
        super().__init__(parent)
        self.store = NightsStore(history)
        self.game_names = game_names
        self.nights: list[NightRow] = []
        layout = QVBoxLayout(self)
        self.stack = QStackedWidget()
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("When"), self.tr("Games"), self.tr("Champion, or winner"),
                                   self.tr("Players"), self.tr("Status")])
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.empty = QLabel(self.tr("No nights yet. A night (the same people through several games in one evening) "
                                    "appears here once it is played, with its games."),
                            wordWrap=True, alignment=Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.tree)
        self.stack.addWidget(self.empty)
        layout.addWidget(self.stack)

    def refresh(self) -> None:
        self.nights = self.store.nights()
        self.tree.clear()
        for night in self.nights:
            champions = names_list([person.name for person in night.champions])
            status = self.tr("finished") if night.finished else self.tr("in progress")
            item = QTreeWidgetItem([local_time(night.started), self.tr("%n game(s)", None, len(night.games)),
                                    champions, "", status])
            for row in night.games:
                QTreeWidgetItem(item, [local_time(row.started), self.game_names.get(row.game, row.game),
                                       ", ".join(map(name_text, row.winners)),
                                       names_and_scores(row.names, row.scores), status_text(row)])
            self.tree.addTopLevelItem(item)
        self.tree.expandAll()
        for column in range(self.tree.columnCount()):
            self.tree.resizeColumnToContents(column)
        self.stack.setCurrentWidget(self.tree if self.nights else self.empty)
