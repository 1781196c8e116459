"""Why a write failed, in plain words, for the "Not saved" banner."""
from __future__ import annotations

import errno
import sqlite3


class SaveFailed(Exception):
    """A write to the data folder failed; `reason` says why in plain words."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def reason_for(error: BaseException) -> str:
    if isinstance(error, SaveFailed):
        return error.reason
    if isinstance(error, OSError):
        if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
            return "the disk is full"
        if error.errno == errno.EROFS:
            return "the data folder is read-only"
        if error.errno in (errno.EACCES, errno.EPERM):
            return "permission denied"
        return error.strerror or str(error)
    if isinstance(error, sqlite3.Error):
        text = str(error).lower()
        if "locked" in text or "busy" in text:
            return "the score history is locked by another program"
        if "full" in text:
            return "the disk is full"
        if "readonly" in text or "read-only" in text:
            return "the score history is read-only"
        return f"the score history cannot be written ({error})"
    return str(error)
