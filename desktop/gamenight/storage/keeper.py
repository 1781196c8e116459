"""Keeps a match safe on disk: autosave after every action, finished rounds and the final result
into the history. The Qt controller calls `after_change` after each action and each undo.

A write that fails (a full disk, a locked history, a read-only folder) raises SaveFailed with
the reason; the game goes on in memory and the controller calls `after_change` again later.
Every write here is idempotent, so a retry writes exactly what is still missing."""
from __future__ import annotations

import sqlite3

from gamenight.core.match import Match
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.errors import SaveFailed, reason_for
from gamenight.storage.history import HistoryStore


class MatchKeeper:
    def __init__(self, match: Match, autosaves: AutosaveStore | None, history: HistoryStore | None):
        self.match = match
        self.autosaves = autosaves
        self.history = history
        self._entered = history is None

    def after_change(self) -> None:
        """Write the match's autosave and history; raises SaveFailed (after trying both) if
        either could not be written."""
        failures = []
        for write in (self._save_history, self._save_autosave):
            try:
                write()
            except (SaveFailed, OSError, sqlite3.Error) as error:
                failures.append(reason_for(error))
        if failures:
            raise SaveFailed(failures[0])

    def _save_history(self) -> None:
        match, history = self.match, self.history
        if history is None:
            return
        if not self._entered:
            history.begin_game(match.record)
            self._entered = True
        history.set_rounds(match.record.match_id, match.state.completed_rounds())
        if match.is_over:
            history.finish_game(match.record, match.state.scores(), match.state.placements())

    def _save_autosave(self) -> None:
        match = self.match
        if self.autosaves is None:
            return
        if match.is_over:
            self.autosaves.remove(match.record.match_id)
        else:
            self.autosaves.save(match.record)
