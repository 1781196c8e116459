"""Atomic file writes, careful reads, and moving a damaged file aside instead of losing it."""
from __future__ import annotations

import contextlib
import datetime as _dt
import os
import stat
import tempfile
import time
from pathlib import Path

from gamenight.core.datafiles import MAX_DOCUMENT_BYTES
from gamenight.core.words import Refusal, Text, Words, words
from gamenight.storage.errors import TooBigToRead, reason_for

MAX_FILE_BYTES = MAX_DOCUMENT_BYTES
"""No record, settings or data file is anywhere near this; a bigger one is refused, not read, and
never written (`write_atomically`): what the app writes it can read back."""

STALE_TEMP_SECONDS = 10 * 60
"""A temp file younger than this may belong to a write in flight (another copy of the app)."""

LINK = words("storage", "it is a link, not a file")
NOT_REGULAR = words("storage", "it is not a regular file")
CANNOT_OPEN = words("storage", "it cannot be opened: {reason}")
CANNOT_READ = words("storage", "it cannot be read: {reason}")
TOO_BIG = words("storage", "it is too big ({size} bytes; at most {limit} are read)")
GREW_TOO_BIG = words("storage", "it is too big (more than {limit} bytes)")


class FileRefused(Refusal):
    """A file that is not read: not a regular file, too big, or unreadable. `reason` says why
    (translated where it is shown; the exception's text is the English). `damage` is False when
    the file itself may be fine but could not be read now (permissions, I/O): leave it in place."""

    def __init__(self, reason: Text, damage: bool = True):
        super().__init__(reason)
        self.damage = damage


def read_regular_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of `path` if it is a regular file (not a link, FIFO, device or folder) of at most
    `limit` bytes. Opened without following links and without blocking, so a FIFO cannot hang us."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        if stat.S_ISLNK(os.lstat(path).st_mode):
            raise FileRefused(LINK)
        fd = os.open(path, flags)
    except FileRefused:
        raise
    except OSError as error:
        raise FileRefused(CANNOT_OPEN(reason=reason_for(error)), damage=False) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(NOT_REGULAR)
        if info.st_size > limit:
            raise FileRefused(TOO_BIG(size=info.st_size, limit=limit))
        chunks, size = [], 0
        while chunk := os.read(fd, 1 << 16):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise FileRefused(GREW_TOO_BIG(limit=limit))
        return b"".join(chunks)
    except OSError as error:
        raise FileRefused(CANNOT_READ(reason=reason_for(error)), damage=False) from None
    finally:
        os.close(fd)


def _sized(text: str) -> bytes:
    """`text` as bytes, or TooBigToRead (nothing written) for more than MAX_FILE_BYTES, which
    `read_regular_file` would refuse."""
    data = text.encode("utf-8")
    if len(data) > MAX_FILE_BYTES:
        raise TooBigToRead(len(data), MAX_FILE_BYTES)
    return data


def write_atomically(path: Path, text: str) -> None:
    """Write `text` so that `path` holds either the old or the new content, never a mix:
    a temp file in the same folder, flushed and fsynced, then `os.replace`. A text over
    MAX_FILE_BYTES (which `read_regular_file` would refuse) raises TooBigToRead, an OSError,
    and nothing is written."""
    path = Path(path)
    data = _sized(text)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    fsync_folder(path.parent)


PENDING = ".pending"
"""The end of a pending file's name: `.<name>.pending` beside the file it is to replace."""


def pending_path(path: Path) -> Path:
    return path.with_name(f".{path.name}{PENDING}")


def write_pending(path: Path, text: str) -> None:
    """The first half of `write_atomically`, quick enough to wait for before a move is shown: `text`
    whole in `path`'s pending file (written under a temp name, then renamed, so a pending file is
    always complete), in the system's hands, so a kill of this process loses nothing from here,
    but neither forced to the disk nor in place yet: `settle_pending` does that, off the loop. A
    pending file a kill left is put in place by whoever reads the folder next (`pending_files`).
    Raises OSError (TooBigToRead for a text over MAX_FILE_BYTES)."""
    data = _sized(text)
    pending = pending_path(path)
    temp = pending.with_name(f"{pending.name}.tmp")  # one writer a game: the one process that hosts it
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(temp, flags, 0o600)
    except FileNotFoundError:  # no folder yet (made here, not before every move)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(temp, flags, 0o600)
    try:
        try:
            written = memoryview(data)
            while written:
                written = written[os.write(fd, written):]
        finally:
            os.close(fd)
        os.replace(temp, pending)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def settle_pending(path: Path) -> None:
    """The second half: `path`'s pending file forced to the disk and put in place, for good. One
    that is gone was put in place by another reader of the folder (`pending_files`) meanwhile."""
    pending = pending_path(path)
    try:
        fd = os.open(pending, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        os.replace(pending, path)
    except FileNotFoundError:
        return
    fsync_folder(path.parent)


def pending_files(folder: Path) -> list[tuple[Path, Path]]:
    """The pending files in `folder` (regular files), each with the file it is to replace."""
    found = []
    for pending in sorted(folder.glob(f".*{PENDING}")):
        name = pending.name[1:].removesuffix(PENDING)
        with contextlib.suppress(OSError):
            if name.strip(".") and stat.S_ISREG(os.lstat(pending).st_mode):  # not "..pending" (no file's)
                found.append((pending, pending.with_name(name)))
    return found


def fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (where folders can be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # folders cannot be opened on Windows; the rename is durable there anyway
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def free_path(path: Path, suffix: str) -> Path:
    """`<name>.<suffix>` beside `path`, or `<name>.<suffix>-1`, -2... when that is taken."""
    target = path.with_name(f"{path.name}.{suffix}")
    counter = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.{suffix}-{counter}")
        counter += 1
    return target


def move_aside(path: Path, why: str) -> Path:
    """Rename a file that cannot be used to `<name>.<why>-<timestamp>` (with its SQLite
    companions) and return the new path. Nothing is deleted."""
    target = free_path(path, f"{why}-{_dt.datetime.now().strftime('%Y%m%d-%H%M%S')}")
    os.replace(path, target)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, target.with_name(target.name + suffix))
    return target


def set_aside(path: Path, reason: Text, kept_as: Words, not_moved: Words) -> Text:
    """Move a damaged file aside (`move_aside`) and say so: `kept_as(reason, file)`, or if it cannot
    be moved, `not_moved(file, reason, problem)`."""
    try:
        kept = move_aside(path, "damaged")
    except OSError as error:
        return not_moved(file=path.name, reason=reason, problem=reason_for(error))
    return kept_as(reason=reason, file=kept.name)


def stale_temp_files(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Temp files left by a write that was killed before its rename: only regular files last
    changed more than `older_than` seconds ago, so a write in flight is never touched."""
    if not folder.is_dir():
        return []
    cutoff = time.time() - older_than
    stale = []
    for path in sorted(folder.glob(".*.tmp")):
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
            stale.append(path)
    return stale


def move_to_trash(path: Path, trash: Path, keep: int = 50) -> Path:
    """Move `path` into the `trash` folder (a name clash gets a counter) and delete the oldest
    trashed files beyond `keep`. Returns the new path."""
    trash.mkdir(parents=True, exist_ok=True)
    target = trash / path.name
    counter = 1
    while os.path.lexists(target):
        target = trash / f"{path.stem}-{counter}{path.suffix}"
        counter += 1
    os.replace(path, target)
    os.utime(target)
    kept = sorted((entry for entry in trash.iterdir() if entry.is_file() and not entry.is_symlink()),
                  key=lambda entry: entry.stat().st_mtime, reverse=True)
    for old in kept[keep:]:
        old.unlink(missing_ok=True)
    return target
