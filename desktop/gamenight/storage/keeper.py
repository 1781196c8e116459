"""Keeps a match safe on disk: autosave after every action, finished rounds and the final result
into the history. The Qt controller calls `after_change` after each action and each undo.

A write that fails (full disk, locked history, read-only folder) does not stop the others: each
store is tried, then SaveFailed is raised for the caller to show (`game_failure` and
`history_failure` say which failed and why). Calling `after_change` again retries everything
(every write here is idempotent); what was saved before is never damaged.

The autosave file of a finished match is removed only once the history holds its result: until
then it is what lets the history catch up (see `catch_up`), even after the app was closed.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Callable

from gamenight.core.match import Match
from gamenight.core.words import Text, words
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.errors import FINISHED_GAME, GAME_AND_HISTORY, SCORE_HISTORY, THE_GAME, SaveFailed, reason_for
from gamenight.storage.history import HistoryStore

EACH_REASON = words("storage", "the game: {game}; the score history: {history}")


class MatchKeeper:
    def __init__(self, match: Match, autosaves: AutosaveStore | None, history: HistoryStore | None):
        self.match = match
        self.autosaves = autosaves
        self.history = history
        self.game_failure: SaveFailed | None = None
        """Why the last autosave failed, None once the game is saved."""
        self.history_failure: SaveFailed | None = None
        """Why the last history write failed, None once the history is up to date."""
        self.failure: SaveFailed | None = None
        """The last write that failed (the game's first), None once everything is saved."""
        self._entered = history is None
        self._finished_written = False  # the history holds this match as finished
        self._written_now = False  # the last change's quick half is written (`write_now`)

    def write_now(self) -> None:
        """The quick half of a save, for a host that shows a move only once it is saved (`gamenight
        serve`): the game's record written where a kill of this process cannot lose it (a pending
        file: `AutosaveStore.save_pending`). `after_change` then does the rest (the history, the
        record made durable and put in place), in a worker thread; if this half failed, all of it."""
        autosaves = self.autosaves
        self._written_now = autosaves is not None and _attempt(
            THE_GAME, lambda: autosaves.save_pending(self.match.record)) is None

    def after_change(self) -> None:
        """Save the match everywhere; raises SaveFailed (after trying every store) if any write failed."""
        self.history_failure = _attempt(SCORE_HISTORY, self._write_history)
        self.game_failure = _attempt(THE_GAME, self._write_autosave)
        self._raise_failures()

    def catch_up(self) -> None:
        """Write only the history (the match is no longer played here, so its autosave file is
        left alone), then drop the file of a finished match; raises SaveFailed while it fails."""
        self.history_failure = _attempt(SCORE_HISTORY, self._write_history)
        self.game_failure = None
        if self.history_failure is None and self.match.is_over:
            self.game_failure = _attempt(FINISHED_GAME, self._write_autosave)
        self._raise_failures()

    def _raise_failures(self) -> None:
        failures = [failure for failure in (self.game_failure, self.history_failure) if failure is not None]
        self.failure = failures[0] if failures else None
        if len(failures) == 2:
            game, history = (failure.reason for failure in failures)
            raise SaveFailed(GAME_AND_HISTORY, game if game == history else EACH_REASON(game=game, history=history))
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
        history.set_rounds(match.record.match_id, match.state.completed_rounds(), match.state.void_rounds())
        if match.is_over:
            history.finish_game(match.record, match.state.scores(), match.state.placements())
            self._finished_written = True

    def _write_autosave(self) -> None:
        match = self.match
        if self.autosaves is None:
            return
        if match.is_over and (self.history is None or self._finished_written):
            self.autosaves.remove(match.record.match_id)
        elif self._written_now:  # its quick half is written (`write_now`): made durable and put in place
            self.autosaves.settle(match.record.match_id)
        else:  # a finished match stays here until the history has its result
            self.autosaves.save(match.record)
        self._written_now = False


def _attempt(what: Text, write: Callable[[], None]) -> SaveFailed | None:
    try:
        write()
    except SaveFailed as failure:
        return failure
    except (OSError, sqlite3.Error) as error:
        return SaveFailed(what, reason_for(error))
    return None
