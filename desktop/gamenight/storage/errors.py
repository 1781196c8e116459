"""Storage failures in plain words: the app shows `SaveFailed.reason` in a banner and retries by
calling the same write again.

The words are `Words`, translated where they are shown (`str()` gives the English, for logs). An
operating-system error this table does not name keeps the system's own text (`strerror`, in the
desktop's language when the system has it), which the app shows inside its translated sentence."""
from __future__ import annotations

import errno
import sqlite3

from gamenight.core.words import Refusal, Text, words

NOT_SAVED = words("storage", "{what} could not be saved: {reason}")


class SaveFailed(Exception):
    """A write that did not happen; whatever was saved before is unchanged. `what` and `reason`
    are words to translate where they are shown; the exception's own text is the English."""

    def __init__(self, what: Text, reason: Text):
        self.sentence = NOT_SAVED(what=what, reason=reason)
        """The whole failure in one sentence (`what` could not be saved: `reason`)."""
        super().__init__(str(self.sentence))
        self.what = what
        self.reason = reason


TOO_BIG_TO_READ = words("storage", "it would be too big ({size} bytes; Game Night reads files of at most {limit})")


class TooBigToRead(OSError):
    """A file the app would write but could not read back (see `files.MAX_FILE_BYTES`): refused
    before anything is written, so the file on disk stays as it was."""

    def __init__(self, size: int, limit: int):
        self.reason = TOO_BIG_TO_READ(size=size, limit=limit)
        super().__init__(errno.EFBIG, str(self.reason))


class Unusable(Refusal):
    """A file's content that cannot be used (a damaged saved game, settings of the wrong shape);
    `reason` says why, in words translated where they are shown (the exception's text is the English)."""


NOT_TEXT = words("storage", "it is damaged (not text)")
"""Why a file that should hold text (a saved game, the settings) cannot be used."""

# what could not be saved (`SaveFailed.what`)
THE_GAME = words("storage", "The game")
FINISHED_GAME = words("storage", "The finished game")
DISCARDED_GAME = words("storage", "The discarded game")
SCORE_HISTORY = words("storage", "The score history")
GAME_AND_HISTORY = words("storage", "The game and the score history")
EXPORTED_HISTORY = words("storage", "The exported history")
SETTINGS = words("storage", "Your settings")

DISK_FULL = words("storage", "the disk is full")
READ_ONLY = words("storage", "the data folder is read-only")
PERMISSION_DENIED = words("storage", "permission denied")
DISK_ERROR = words("storage", "the disk reported a read/write error")

_ERRNO_REASONS = {
    errno.ENOSPC: DISK_FULL,
    errno.EDQUOT: words("storage", "the disk quota is used up"),
    errno.EROFS: READ_ONLY,
    errno.EACCES: PERMISSION_DENIED,
    errno.EPERM: PERMISSION_DENIED,
    errno.EIO: DISK_ERROR,
    errno.EISDIR: words("storage", "a folder is in the way of the file"),
    errno.ENOTDIR: words("storage", "a file is in the way of the folder"),
}

LOCKED = words("storage", "the score history is locked by another program")
DAMAGED = words("storage", "the score history file is damaged")

_SQLITE_REASONS = (
    ("database is locked", LOCKED),
    ("database table is locked", LOCKED),
    ("readonly database", READ_ONLY),
    ("database or disk is full", DISK_FULL),
    ("disk i/o error", DISK_ERROR),
    ("unable to open database file", words("storage", "the score history file cannot be opened")),
    ("file is not a database", DAMAGED),
    ("malformed", DAMAGED),
)
SQLITE_ERROR = words("storage", "the score history reported an error ({error})")


_SQLITE_CODES = {13: DISK_FULL, 5: LOCKED, 6: LOCKED}  # SQLITE_FULL, SQLITE_BUSY, SQLITE_LOCKED


def reason_for(error: BaseException) -> Text:
    """Short plain words for why a file operation failed: `Words`, or the system's own text for an
    error they do not name."""
    if isinstance(error, TooBigToRead):
        return error.reason
    if isinstance(error, OSError) and error.errno in _ERRNO_REASONS:
        return _ERRNO_REASONS[error.errno]
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", None)
        if code is not None and code & 0xFF in _SQLITE_CODES:  # an extended code keeps the primary in its low byte
            return _SQLITE_CODES[code & 0xFF]
        message = str(error).lower()
        for fragment, reason in _SQLITE_REASONS:
            if fragment in message:
                return reason
        return SQLITE_ERROR(error=str(error))
    if isinstance(error, OSError):
        return error.strerror or str(error) or type(error).__name__
    return str(error) or type(error).__name__
