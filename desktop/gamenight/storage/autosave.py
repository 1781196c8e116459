"""Autosaved games in progress: one record file per match, rewritten after every action.

At start-up the app offers to resume every unfinished record found here (after a crash or a
kill); a damaged one is moved aside and reported, never deleted.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gamenight.core.records import GameRecord, RecordError
from gamenight.storage.files import move_aside, stale_temp_files, write_atomically


@dataclass
class Scan:
    records: list[GameRecord]
    notices: list[str]


class AutosaveStore:
    def __init__(self, folder: Path):
        self.folder = Path(folder)

    def path_for(self, match_id: str) -> Path:
        return self.folder / f"{match_id}.json"

    def save(self, record: GameRecord) -> None:
        write_atomically(self.path_for(record.match_id), record.dumps())

    def remove(self, match_id: str) -> None:
        self.path_for(match_id).unlink(missing_ok=True)

    def unfinished(self) -> Scan:
        """Every resumable record, newest first; damaged files are moved aside with a notice."""
        for leftover in stale_temp_files(self.folder):
            leftover.unlink(missing_ok=True)
        records, notices = [], []
        if not self.folder.is_dir():
            return Scan(records, notices)
        for path in sorted(self.folder.glob("*.json")):
            try:
                record = GameRecord.load(path)
            except RecordError as error:
                kept = move_aside(path, "damaged")
                notices.append(f"A saved game could not be read ({error}). It was kept as {kept.name}.")
                continue
            if record.finished:
                path.unlink()
            else:
                records.append(record)
        records.sort(key=lambda record: record.created, reverse=True)
        return Scan(records, notices)
