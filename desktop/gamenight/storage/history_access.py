"""How the score history's readers and writers meet a file they cannot use: a read that fails
raises HistoryUnavailable, a write that fails raises SaveFailed (its transaction rolled back),
both saying why in plain words. Shared by the history store and the stores built on it (people,
nights, statistics)."""
from __future__ import annotations

import functools
import sqlite3

from gamenight.core.words import Text
from gamenight.storage.errors import SCORE_HISTORY, SaveFailed, reason_for


class HistoryError(RuntimeError):
    pass


class HistoryUnavailable(HistoryError):
    """The history cannot be read right now (locked, unreadable...); `reason` says why in plain
    words (translated where it is shown; the exception's text is the English, for logs)."""

    def __init__(self, reason: Text):
        super().__init__(f"The score history is unavailable: {reason}.")
        self.reason = reason


def reading(method):
    """A read whose SQLite failure (a lock taken since, a vanished disk) becomes HistoryUnavailable."""
    @functools.wraps(method)
    def read(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except (sqlite3.Error, OSError) as error:
            raise HistoryUnavailable(reason_for(error)) from error
    return read


def writing(method):
    """A write whose storage failure becomes SaveFailed (the transaction was rolled back)."""
    @functools.wraps(method)
    def write(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except HistoryUnavailable as error:
            raise SaveFailed(SCORE_HISTORY, error.reason) from error
        except (sqlite3.DatabaseError, OSError) as error:
            if isinstance(error, (sqlite3.IntegrityError, sqlite3.ProgrammingError)):
                raise
            raise SaveFailed(SCORE_HISTORY, reason_for(error)) from error
    return write
