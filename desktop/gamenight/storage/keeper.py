"""Keeps a match safe on disk: autosave after every action, finished rounds and the final result
into the history. The Qt controller calls `after_change` after each action and each undo.

A write that fails (full disk, locked history, read-only folder) does not stop the others: each
store is tried, then the first failure is raised as SaveFailed for the caller to show. Calling
`after_change` again retries everything (every write here is idempotent); what was saved before
is never damaged.
"""
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
        self.failure: SaveFailed | None = None
        """The last write that failed, None once everything is saved."""
        self._entered = history is None
        self._finished_written = False  # the history holds this match as finished

    def after_change(self) -> None:
        """Save the match everywhere; raises SaveFailed (after trying every store) if any write failed."""
        failures = []
        for what, write in (("the score history", self._write_history), ("the game", self._write_autosave)):
            try:
                write()
            except SaveFailed as failure:
                failures.append(failure)
            except (OSError, sqlite3.Error) as error:
                failures.append(SaveFailed(what, reason_for(error)))
        self.failure = failures[0] if failures else None
        if self.failure is not None:
            raise self.failure

    def _write_history(self) -> None:
        match, history = self.match, self.history
        if history is None:
            return
        if not self._entered:
            history.begin_game(match.record)
            self._entered = True
        if self._finished_written and not match.is_over:  # an undo reopened the game
            history.reopen_game(match.record.match_id)
            self._finished_written = False
        history.set_rounds(match.record.match_id, match.state.completed_rounds())
        if match.is_over:
            history.finish_game(match.record, match.state.scores(), match.state.placements())
            self._finished_written = True

    def _write_autosave(self) -> None:
        match = self.match
        if self.autosaves is not None:
            if match.is_over:
                self.autosaves.remove(match.record.match_id)
            else:
                self.autosaves.save(match.record)
