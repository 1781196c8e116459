"""Autosaved games in progress: one record file per match, rewritten after every action.

At start-up the app offers to resume every unfinished record found here (after a crash or a
kill); a file that cannot be read or replayed is moved aside and reported, never deleted. A
well-formed record this version cannot play (a game, a bot level, an option it does not know:
see `core.playable`) stays where it is, for a newer Game Night, and is listed with the reason.
A finished game's record stays here until the score history holds its result (see `keeper`); an
earlier copy of a game the history holds as finished (left by a kill between the two writes, or by
an older `serve --resume`) is out of date and goes to the trash.

A file's own name is its identity: the store remembers which file each record came from and
writes and discards only that file; a new match gets a freshly generated file name. The
record's `match_id` never becomes a path.
"""
from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from gamenight.core.playable import NOT_BUILT, CannotPlay
from gamenight.core.records import GameRecord, RecordError
from gamenight.core.words import Refusal, Text, words
from gamenight.storage.errors import (
    DISCARDED_GAME,
    FINISHED_GAME,
    NOT_TEXT,
    THE_GAME,
    SaveFailed,
    Unusable,
    reason_for,
)
from gamenight.storage.files import (
    FileRefused,
    move_to_trash,
    pending_files,
    pending_path,
    read_regular_file,
    set_aside,
    settle_pending,
    stale_temp_files,
    write_atomically,
    write_pending,
)
from gamenight.storage.night_saves import is_night_file

TRASH_KEEPS = 50
LEFT_IN_PLACE = words("storage", "A saved game ({file}) could not be read ({reason}); it was left where it is.")
KEPT_AS = words("storage", "A saved game could not be read ({reason}). It was kept as {file}.")
NOT_MOVED = words("storage", "A saved game ({file}) could not be read ({reason}) nor moved aside ({problem}).")
SECOND_COPY = words("storage", "it is a second copy of the game in {file}")
NOT_REPLAYED = words("storage", "it cannot be replayed: {error}")


@dataclass(frozen=True)
class Unplayable:
    """A saved game this version cannot play, kept where it is: `reason` says why."""

    record: GameRecord
    reason: Text


@dataclass
class Scan:
    records: list[GameRecord]
    """Games to resume, newest first."""
    notices: list[Text]
    """Files that could not be used, said for the user (translated where they are shown)."""
    finished: list[GameRecord] = field(default_factory=list)
    """Finished games whose result the history did not take yet (it was locked): see `keeper`."""
    unplayable: list[Unplayable] = field(default_factory=list)
    """Games this version cannot resume, newest first (their files stay)."""


def unbuilt_apart(scan: Scan) -> Scan:
    """`scan` with the games the app has no screens for among those it cannot play."""
    from gamenight.core import registry

    unbuilt = [record for record in scan.records if not registry.get(record.game).built]
    scan.unplayable += [Unplayable(record, NOT_BUILT(game=registry.get(record.game).name)) for record in unbuilt]
    scan.records = [record for record in scan.records if registry.get(record.game).built]
    return scan


def check_replays(record: GameRecord) -> None:
    """Raise if a record cannot be replayed: CannotPlay if this version does not know what it
    names, another error if it is damaged."""
    from gamenight.core.match import Match

    Match.from_record(record)


class AutosaveStore:
    def __init__(self, folder: Path, replay_check: Callable[[GameRecord], None] = check_replays):
        self.folder = Path(folder)
        self.trash = self.folder / "trash"
        self._replay_check = replay_check
        self._files: dict[str, Path] = {}
        """match_id -> the file that holds it (loaded from it, or named when first saved)."""
        self._pending: set[str] = set()
        """The matches whose last save is pending (`save_pending`), not yet put in place."""

    def path_for(self, match_id: str) -> Path | None:
        """The file that holds this match, if it was loaded or saved by this store."""
        return self._files.get(match_id)

    def _file_for(self, record: GameRecord) -> Path:
        """The file that holds `record`, or a freshly named one for a new match."""
        return self._files.get(record.match_id) or self.folder / f"{os.urandom(16).hex()}.json"

    def save(self, record: GameRecord) -> None:
        """Write the record to its file. Raises SaveFailed; the previous save stays intact."""
        path = self._file_for(record)
        try:
            write_atomically(path, record.dumps())
            if record.match_id in self._pending:  # an older save of it, pending still: it must not come back
                pending_path(path).unlink(missing_ok=True)
        except OSError as error:
            raise SaveFailed(THE_GAME, reason_for(error)) from error
        self._pending.discard(record.match_id)
        self._files[record.match_id] = path

    def save_pending(self, record: GameRecord) -> None:
        """`save` in two halves, for a host that shows a move only once it is saved: this one
        writes the record where a kill of this process cannot lose it (storage/files.py's pending
        file); `settle` (in a worker thread) makes it durable and puts it in place. Raises SaveFailed."""
        path = self._file_for(record)
        try:
            write_pending(path, record.dumps())
        except OSError as error:
            raise SaveFailed(THE_GAME, reason_for(error)) from error
        self._files[record.match_id] = path
        self._pending.add(record.match_id)

    def settle(self, match_id: str) -> None:
        """The match's pending save (`save_pending`) forced to the disk and put in place. Raises SaveFailed."""
        try:
            settle_pending(self._files[match_id])
        except OSError as error:
            raise SaveFailed(THE_GAME, reason_for(error)) from error
        self._pending.discard(match_id)

    def remove(self, match_id: str) -> None:
        """Delete a finished match's file (its result is in the history), and a pending save of it."""
        path = self._files.get(match_id)
        if path is None:
            return
        try:
            pending_path(path).unlink(missing_ok=True)
            self._pending.discard(match_id)
            path.unlink(missing_ok=True)
        except OSError as error:
            raise SaveFailed(FINISHED_GAME, reason_for(error)) from error
        del self._files[match_id]

    def discard(self, match_id: str) -> Path | None:
        """Move a match's file into the trash folder (the newest TRASH_KEEPS are kept there)."""
        path = self._files.get(match_id)
        if path is None:
            return None
        try:
            kept = move_to_trash(path, self.trash, TRASH_KEEPS) if path.exists() else None
        except OSError as error:
            raise SaveFailed(DISCARDED_GAME, reason_for(error)) from error
        del self._files[match_id]
        return kept

    def unfinished(self, out_of_date: Callable[[GameRecord], bool] | None = None) -> Scan:
        """Every resumable record, newest first, the finished ones still waiting for the history,
        and those this version cannot play; files that cannot be used are moved aside with a
        notice. An unfinished record that `out_of_date` says the history has the end of (see
        `HistoryStore.holds_end_of`) goes to the trash."""
        scan = Scan([], [])
        if not self.folder.is_dir():
            return scan
        for leftover in stale_temp_files(self.folder):
            _unlink_quietly(leftover)
        for pending, path in pending_files(self.folder):
            _put_in_place(pending, path)
        for path in sorted(self.folder.glob("*.json")):
            if is_night_file(path):  # a night's own file (storage/night_saves.py), not a game
                continue
            try:
                record, cannot_play = self._load(path)
            except FileRefused as error:  # unreadable now (permissions, I/O), not damaged: left in place
                scan.notices.append(LEFT_IN_PLACE(file=path.name, reason=error.reason))
                continue
            except Unusable as error:
                scan.notices.append(self._set_aside(path, error.reason))
                continue
            self._files[record.match_id] = path
            if not record.finished and out_of_date is not None and out_of_date(record):
                self._trash_quietly(record.match_id)
            elif cannot_play is not None:
                scan.unplayable.append(Unplayable(record, cannot_play))
            else:
                (scan.finished if record.finished else scan.records).append(record)
        scan.records.sort(key=lambda record: record.created, reverse=True)
        scan.unplayable.sort(key=lambda unplayable: unplayable.record.created, reverse=True)
        return scan

    def _trash_quietly(self, match_id: str) -> None:
        with contextlib.suppress(SaveFailed):  # a file that cannot move now is tried at the next scan
            self.discard(match_id)

    def _load(self, path: Path) -> tuple[GameRecord, Text | None]:
        """The record in `path`, and why this version cannot play it (None if it can); raises
        Unusable (to move it aside) or FileRefused (not now: leave it)."""
        try:
            text = read_regular_file(path).decode("utf-8")
            record = GameRecord.loads(text)
        except FileRefused as error:
            if not error.damage:
                raise
            raise Unusable(error.reason) from None
        except UnicodeDecodeError:
            raise Unusable(NOT_TEXT) from None
        except RecordError as error:
            raise Unusable(error.reason) from None
        known = self._files.get(record.match_id)
        if known is not None and known != path and known.exists():
            raise Unusable(SECOND_COPY(file=known.name))
        try:
            self._replay_check(record)
        except CannotPlay as error:
            return record, error.reason
        except Exception as error:  # hostile values may trip any engine error: it cannot be replayed
            said = error.reason if isinstance(error, Refusal) else str(error) or type(error).__name__
            raise Unusable(NOT_REPLAYED(error=said)) from None
        return record, None

    def _set_aside(self, path: Path, reason: Text) -> Text:
        return set_aside(path, reason, KEPT_AS, NOT_MOVED)


def _put_in_place(pending: Path, path: Path) -> None:
    """A pending save that a kill left (see `save_pending`) in place of its file: it is the newer.
    One that is not a whole record (cut off by a power failure before it reached the disk) is
    dropped: its file holds the save before it."""
    try:
        GameRecord.loads(read_regular_file(pending).decode("utf-8"))
    except FileRefused as error:
        if error.damage:
            _unlink_quietly(pending)
        return  # unreadable now (permissions, I/O): left for the next scan
    except (UnicodeDecodeError, RecordError):
        _unlink_quietly(pending)
        return
    with contextlib.suppress(OSError):  # a folder that cannot be written now: tried at the next scan
        settle_pending(path)


def _unlink_quietly(path: Path) -> None:
    """Tidying that may wait for the next start (a read-only folder must not stop this one)."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)
