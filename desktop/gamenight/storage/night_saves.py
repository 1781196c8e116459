"""Autosaved nights: one file a night, `night-<uid>.json` beside the saved games, written
atomically after every change of the night (its running game is saved as any game is, in its own
file). After a crash the night comes back whole: its people and their phone links, its program,
its running game (found among the saved games by its match id) and its finished games (in the
score history, or still among the saved games while the history waits), from which the
standings are computed again.

A night's file that cannot be read is moved aside with a notice, never deleted; one made by a
newer Game Night, or naming a game or a house rule this version does not have, stays where it is,
with a notice saying so. As with games, the store remembers which file each night came from."""
from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from gamenight.core.records import GameRecord, RecordError
from gamenight.core.words import Text, words
from gamenight.night.people import UID
from gamenight.night.record import NightRecord, NightRecordError
from gamenight.storage.errors import NOT_TEXT, SaveFailed, reason_for
from gamenight.storage.files import FileRefused, move_to_trash, read_regular_file, set_aside, write_atomically

if TYPE_CHECKING:
    from gamenight.storage.history import HistoryStore

PREFIX = "night-"
THE_NIGHT = words("storage", "The night")
NIGHT_KEPT_AS = words("storage", "A saved night could not be read ({reason}). It was kept as {file}.")
NIGHT_LEFT = words("storage", "A saved night ({file}) cannot be opened by this version ({reason}); it was left "
                              "where it is.")
NIGHT_NOT_MOVED = words("storage", "A saved night ({file}) could not be read ({reason}) nor moved aside ({problem}).")


def is_night_file(path: Path) -> bool:
    """Whether a file of the saved games' folder holds a night (not a game)."""
    return path.name.startswith(PREFIX) and path.suffix == ".json"


@dataclass
class NightScan:
    nights: list[NightRecord] = field(default_factory=list)
    """Nights not finished, newest first: each to resume."""
    finished: list[NightRecord] = field(default_factory=list)
    notices: list[Text] = field(default_factory=list)
    """Files that could not be used, said for the user (translated where shown)."""


class NightStore:
    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self._files: dict[str, Path] = {}
        """night uid -> the file that holds it (loaded from it, or named when first saved)."""

    def path_for(self, uid: str) -> Path | None:
        return self._files.get(uid)

    def save(self, night: NightRecord) -> None:
        """Write the night to its file; SaveFailed if it cannot be (the last save stays intact)."""
        path = self._files.get(night.uid)
        if path is None:
            if not UID.fullmatch(night.uid):
                raise ValueError(f"a night's uid is 32 hex digits, not {night.uid!r}")
            path = self.folder / f"{PREFIX}{night.uid}.json"
        try:
            write_atomically(path, night.dumps())
        except OSError as error:
            raise SaveFailed(THE_NIGHT, reason_for(error)) from error
        self._files[night.uid] = path

    def discard(self, uid: str) -> None:
        """Move the night's file into the saved games' trash folder (its games are the caller's)."""
        path = self._files.get(uid)
        if path is None:
            return
        try:
            if path.exists():
                move_to_trash(path, self.folder / "trash")
        except OSError as error:
            raise SaveFailed(THE_NIGHT, reason_for(error)) from error
        del self._files[uid]

    def scan(self) -> NightScan:
        """Every saved night, read and checked; damaged files moved aside, newer ones left, each
        with a notice."""
        scan = NightScan()
        if not self.folder.is_dir():
            return scan
        for path in sorted(self.folder.glob(f"{PREFIX}*.json")):
            # the games' machinery, only once there is a night to check: the first window's start
            # (which looks for saved nights) loads none of it
            from gamenight.night.night import check_playable

            try:
                night = NightRecord.loads(read_regular_file(path).decode("utf-8"))
                check_playable(night)
            except FileRefused as error:
                if error.damage:
                    scan.notices.append(self._set_aside(path, error.reason))
                else:
                    scan.notices.append(NIGHT_LEFT(file=path.name, reason=error.reason))
                continue
            except UnicodeDecodeError:
                scan.notices.append(self._set_aside(path, NOT_TEXT))
                continue
            except NightRecordError as error:
                scan.notices.append(NIGHT_LEFT(file=path.name, reason=error.reason) if error.newer
                                    else self._set_aside(path, error.reason))
                continue
            except RecordError as error:  # a game or house rule this version does not have
                scan.notices.append(NIGHT_LEFT(file=path.name, reason=error.reason))
                continue
            self._files[night.uid] = path
            (scan.finished if night.finished else scan.nights).append(night)
        scan.nights.sort(key=lambda night: night.created, reverse=True)
        return scan

    def _set_aside(self, path: Path, reason: Text) -> Text:
        return set_aside(path, reason, NIGHT_KEPT_AS, NIGHT_NOT_MOVED)


def games_of(night: NightRecord, saved: Iterable[GameRecord],
             history: HistoryStore | None) -> tuple[dict[str, GameRecord], GameRecord | None]:
    """The night's games found again after a restart: every record by match id (for the standings)
    and the running game's, if it is still saved. `saved`: the saved games (`AutosaveStore.unfinished`'s
    records and finished ones); a finished game's record is in the score history, or among them
    while the history waits for it."""
    saved_records = {record.match_id: record for record in saved}
    records: dict[str, GameRecord] = {}
    for game in night.games:
        record = saved_records.get(game.match_id)
        if record is None and game.finished and history is not None:
            with contextlib.suppress(RecordError, ValueError):
                record = history.finished_game(game.match_id)
        if record is not None:
            records[game.match_id] = record
    running = night.games[-1] if night.games and not night.games[-1].finished else None
    return records, records.get(running.match_id) if running is not None else None
