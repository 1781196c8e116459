"""Games no longer on screen whose scores the history has not taken yet (another program held
it): retried every few seconds until it is free. Their autosave files keep them meanwhile, so a
game left behind here when the app closes is caught up at the next start."""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, QTimer

from gamenight.core.records import GameRecord
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.catch_up import catch_up_history
from gamenight.storage.history import HistoryStore

RETRY_MS = 3000


class HistoryCatchUp(QObject):
    def __init__(self, autosaves: AutosaveStore, history: HistoryStore, parent: QObject | None = None):
        super().__init__(parent)
        self.autosaves = autosaves
        self.history = history
        self.behind: dict[str, GameRecord] = {}
        """match_id -> the record whose rounds or result the history still lacks."""
        self._retry = QTimer(self, interval=RETRY_MS)
        self._retry.timeout.connect(self.retry)

    def add(self, records: Iterable[GameRecord]) -> None:
        """Write these records' rounds and results now; those that fail are retried."""
        self.behind.update((record.match_id, record) for record in records)
        self.retry()

    def drop(self, match_id: str) -> None:
        """The match is played again: its own keeper writes the history from now on."""
        self.behind.pop(match_id, None)
        if not self.behind:
            self._retry.stop()

    def retry(self) -> None:
        failed = catch_up_history(self.autosaves, self.history, list(self.behind.values()))
        self.behind = {record.match_id: record for record, _ in failed}
        if self.behind and not self._retry.isActive():
            self._retry.start()
        elif not self.behind:
            self._retry.stop()
