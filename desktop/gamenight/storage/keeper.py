"""Keeps a match safe on disk: autosave after every action, finished rounds and the final result
into the history. The Qt controller calls `after_change` after each action and each undo.

A write that fails (full disk, locked history, read-only folder) does not stop the others: each
store is tried, then the first failure is raised as SaveFailed for the caller to show. Calling
`after_change` again retries everything; what was saved before is never damaged.
"""
from __future__ import annotations

from gamenight.core.match import Match
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import HistoryStore


class MatchKeeper:
    def __init__(self, match: Match, autosaves: AutosaveStore | None, history: HistoryStore | None):
        self.match = match
        self.autosaves = autosaves
        self.history = history
        self.failure: SaveFailed | None = None
        """The last write that failed, None once everything is saved."""
        if history is not None:
            try:
                history.begin_game(match.record)
            except SaveFailed as failure:  # the history enters the match at its next successful write
                self.failure = failure

    def after_change(self) -> None:
        """Save the match everywhere; raises SaveFailed (after trying every store) if any write failed."""
        failures = []
        for write in (self._write_history, self._write_autosave):
            try:
                write()
            except SaveFailed as failure:
                failures.append(failure)
        self.failure = failures[0] if failures else None
        if self.failure is not None:
            raise self.failure

    def _write_history(self) -> None:
        match = self.match
        if self.history is not None:
            self.history.set_rounds(match.record.match_id, match.state.completed_rounds())
            if match.is_over:
                self.history.finish_game(match.record, match.state.scores(), match.state.placements())

    def _write_autosave(self) -> None:
        match = self.match
        if self.autosaves is not None:
            if match.is_over:
                self.autosaves.remove(match.record.match_id)
            else:
                self.autosaves.save(match.record)
