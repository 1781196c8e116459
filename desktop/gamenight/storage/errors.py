"""Storage failures in plain words: the app shows `SaveFailed.reason` in a banner and retries by
calling the same write again."""
from __future__ import annotations

import errno
import sqlite3


class SaveFailed(Exception):
    """A write that did not happen; whatever was saved before is unchanged."""

    def __init__(self, what: str, reason: str):
        super().__init__(f"{what} could not be saved: {reason}")
        self.what = what
        self.reason = reason


_ERRNO_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the data folder is read-only",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EIO: "the disk reported a read/write error",
    errno.EISDIR: "a folder is in the way of the file",
    errno.ENOTDIR: "a file is in the way of the folder",
}

LOCKED = "the score history is locked by another program"

_SQLITE_REASONS = (
    ("database is locked", LOCKED),
    ("database table is locked", LOCKED),
    ("readonly database", "the data folder is read-only"),
    ("database or disk is full", "the disk is full"),
    ("disk i/o error", "the disk reported a read/write error"),
    ("unable to open database file", "the score history file cannot be opened"),
    ("file is not a database", "the score history file is damaged"),
    ("malformed", "the score history file is damaged"),
)


_SQLITE_CODES = {13: "the disk is full", 5: LOCKED, 6: LOCKED}  # SQLITE_FULL, SQLITE_BUSY, SQLITE_LOCKED


def reason_for(error: BaseException) -> str:
    """Short plain words for why a file operation failed."""
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
        return f"the score history reported an error ({error})"
    if isinstance(error, OSError):
        return error.strerror or str(error) or type(error).__name__
    return str(error) or type(error).__name__
