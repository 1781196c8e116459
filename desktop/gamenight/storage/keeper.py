"""Keeps a match safe on disk: autosave after every action, finished rounds and the final result
into the history. The Qt controller calls `after_change` after each action and each undo."""
from __future__ import annotations

from gamenight.core.match import Match
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.history import HistoryStore


class MatchKeeper:
    def __init__(self, match: Match, autosaves: AutosaveStore | None, history: HistoryStore | None):
        self.match = match
        self.autosaves = autosaves
        self.history = history
        if history is not None:
            history.begin_game(match.record)

    def after_change(self) -> None:
        match = self.match
        if self.history is not None:
            self.history.set_rounds(match.record.match_id, match.state.completed_rounds())
            if match.is_over:
                self.history.finish_game(match.record, match.state.scores(), match.state.placements())
        if self.autosaves is not None:
            if match.is_over:
                self.autosaves.remove(match.record.match_id)
            else:
                self.autosaves.save(match.record)
