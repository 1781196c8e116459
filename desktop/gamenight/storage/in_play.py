"""Which saved games a running `gamenight serve` is playing, and which one a killed one left.

While it plays a saved game, `serve` holds an operating-system lock on `<its file>.playing` beside
it; the system lets the lock go when the process ends, however it ends. A clean stop (the game's
end, Ctrl+C, SIGTERM) removes the file too, so a `.playing` file that nobody holds marks a table
whose host was killed: `serve --resume` takes such a table first and never one still in play.
"""
from __future__ import annotations

import enum
import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

SUFFIX = ".playing"


class Play(enum.Enum):
    STOPPED = "stopped"
    """No host plays it, and the last one stopped cleanly (or it never had one)."""
    KILLED = "killed"
    """No host plays it: the last one was killed (or crashed) while it played."""
    IN_PLAY = "in play"
    """A running host plays it now."""


def marker_for(record_path: Path) -> Path:
    return record_path.with_name(record_path.name + SUFFIX)


class InPlay:
    """The hold of one process on one saved game: `take` it, `release` it when the game stops."""

    def __init__(self, marker: Path, fd: int):
        self.marker = marker
        self._fd: int | None = fd

    @classmethod
    def take(cls, record_path: Path) -> InPlay | None:
        """The hold on the saved game at `record_path`, or None when another process has it.
        Raises OSError when the marker cannot be written (a read-only folder)."""
        marker = marker_for(record_path)
        fd = os.open(marker, os.O_RDWR | os.O_CREAT, 0o600)
        if not _lock(fd):
            os.close(fd)
            return None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        return cls(marker, fd)

    def release(self) -> None:
        """Stop holding it, as a clean stop does: the marker goes, so the game reads as stopped."""
        if self._fd is None:
            return
        removed = _remove(self.marker)  # before the lock goes, where the system allows it (not Windows)
        os.close(self._fd)  # closing lets the lock go
        self._fd = None
        if not removed:
            _remove(self.marker)


def play_of(record_path: Path) -> Play:
    """Whether a host plays the saved game at `record_path`, was killed playing it, or stopped."""
    try:
        fd = os.open(marker_for(record_path), os.O_RDWR)
    except FileNotFoundError:
        return Play.STOPPED
    except OSError:  # a marker that cannot be opened cannot be told from one in play: leave the game alone
        return Play.IN_PLAY
    try:
        return Play.KILLED if _lock(fd) else Play.IN_PLAY
    finally:
        os.close(fd)  # and with it the lock just taken to look


def tidy(folder: Path) -> None:
    """Remove the markers of saved games that are gone (finished, discarded), unless held."""
    for marker in folder.glob(f"*{SUFFIX}"):
        record_path = marker.with_name(marker.name.removesuffix(SUFFIX))
        if not record_path.exists() and play_of(record_path) is Play.KILLED:
            _remove(marker)


def _remove(path: Path) -> bool:
    try:
        path.unlink(missing_ok=True)
    except OSError:
        return False
    return True


def _lock(fd: int) -> bool:
    """Take the exclusive lock on `fd` without waiting; False if another process holds it."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True
