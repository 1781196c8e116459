"""Atomic file writes, and moving a damaged file aside instead of losing it."""
from __future__ import annotations

import datetime as _dt
import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Write `text` so that `path` holds either the old or the new content, never a mix:
    a temp file in the same folder, flushed and fsynced, then `os.replace`."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
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


def move_aside(path: Path, why: str) -> Path:
    """Rename a file that cannot be used to `<name>.<why>-<timestamp>` (with its SQLite
    companions) and return the new path. Nothing is deleted."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{why}-{stamp}-{counter}")
        counter += 1
    os.replace(path, target)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, target.with_name(target.name + suffix))
    return target


def stale_temp_files(folder: Path) -> list[Path]:
    """Temp files left by a write that was killed before its rename."""
    return sorted(folder.glob(".*.tmp")) if folder.is_dir() else []
