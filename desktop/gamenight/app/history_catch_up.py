"""Games no longer on screen whose scores the history has not taken yet (another program held
it): retried every few seconds until it is free. Their autosave files keep them meanwhile, so a
game left behind here when the app closes is caught up at the next start."""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, QTimer

from gamenight.core.records import GameRecord
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.catch_up import keepers_for, retry
from gamenight.storage.history import HistoryStore
from gamenight.storage.keeper import MatchKeeper

RETRY_MS = 3000


class HistoryCatchUp(QObject):
    def __init__(self, autosaves: AutosaveStore, history: HistoryStore, parent: QObject | None = None):
        super().__init__(parent)
        self.autosaves = autosaves
        self.history = history
        self.behind: dict[str, MatchKeeper] = {}
        """match_id -> the keeper of a game whose rounds or result the history still lacks."""
        self._retry = QTimer(self, interval=RETRY_MS)
        self._retry.timeout.connect(self.retry)

    def add(self, keepers: Iterable[MatchKeeper]) -> None:
        """Write these games' rounds and results now; those that fail are retried."""
        self.behind.update((keeper.match.record.match_id, keeper) for keeper in keepers)
        self.retry()

    def add_records(self, records: Iterable[GameRecord]) -> None:
        self.add(keepers_for(records, self.autosaves, self.history))

    def drop(self, match_id: str) -> None:
        """The match is played again: its own keeper writes the history from now on."""
        self.behind.pop(match_id, None)
        if not self.behind:
            self._retry.stop()

    def retry(self) -> None:
        """Write what is behind; a game discarded meanwhile (its file now in the trash) is let go."""
        kept = [keeper for match_id, keeper in self.behind.items() if self.autosaves.path_for(match_id)]
        self.behind = {keeper.match.record.match_id: keeper for keeper in retry(kept)}
        if self.behind and not self._retry.isActive():
            self._retry.start()
        elif not self.behind:
            self._retry.stop()
