"""The nights in the score history: each night's own record (its JSON, kept as the night wrote
it), the games played in it, and once it is over, its champions.

The night calls `save_night` whenever its games change (a game that is not in the history yet is
linked by a later call) and `finish_night` at its end, with the champions it found: the history
keeps them, it does not work them out. A champion merged into someone else later stays the
champion as the person they became.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamenight.night.people import Person
from gamenight.night.record import NightRecord
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import GameRow, HistoryError, HistoryStore, now_text
from gamenight.storage.history_access import reading, writing
from gamenight.storage.people_rows import person_at, person_row
from gamenight.storage.transaction import transaction


@dataclass(frozen=True)
class NightRow:
    id: int
    uid: str
    started: str
    finished: str | None
    champions: tuple[Person, ...]
    games: tuple[GameRow, ...]
    """In the order they were played."""


class NightsStore:
    def __init__(self, history: HistoryStore):
        self.history = history

    def keep(self, night: NightRecord, champions: Sequence[str] | None = None) -> None:
        """`night` here with its games (one not in the history yet is linked next time); with
        `champions` (people's uids), finished. A history that cannot be written now takes the
        night again at its next change: the night's own file keeps it all meanwhile."""
        match_ids = [game.match_id for game in night.games]
        try:
            if champions is None:
                self.save_night(night.uid, night.created, night.dumps(), match_ids)
            else:
                self.finish_night(night.uid, night.created, night.dumps(), match_ids, champions)
        except (SaveFailed, HistoryError):
            pass

    @writing
    def save_night(self, uid: str, started: str, record: str, match_ids: Sequence[str]) -> None:
        """Keep the night `uid` (its record as JSON text) and link its games that are in the history."""
        with transaction(self.history.database):
            self._save(uid, started, record, match_ids)

    @writing
    def finish_night(self, uid: str, started: str, record: str, match_ids: Sequence[str],
                     champions: Sequence[str], finished: str | None = None) -> None:
        """Keep the night as `save_night` does, finished (now, unless `finished` says when), with
        its champions (people's uids; several when they tie)."""
        db = self.history.database
        with transaction(db):
            night = self._save(uid, started, record, match_ids)
            rows = []
            for champion in champions:
                row = person_row(db, champion)
                if row is None:
                    raise HistoryError(f"no person {champion} in the history")
                rows.append(row)
            db.execute("UPDATE nights SET finished = ? WHERE id = ?", (finished or now_text(), night))
            db.execute("DELETE FROM night_champions WHERE night_id = ?", (night,))
            db.executemany("INSERT OR IGNORE INTO night_champions (night_id, player_id) VALUES (?, ?)",
                           [(night, row) for row in rows])

    def _save(self, uid: str, started: str, record: str, match_ids: Sequence[str]) -> int:
        db = self.history.database
        db.execute("INSERT INTO nights (uid, started, record) VALUES (?, ?, ?) "
                   "ON CONFLICT (uid) DO UPDATE SET record = excluded.record", (uid, started, record))
        night = db.execute("SELECT id FROM nights WHERE uid = ?", (uid,)).fetchone()[0]
        db.executemany("UPDATE games SET night_id = ? WHERE match_id = ?", [(night, match) for match in match_ids])
        return night

    @reading
    def nights(self) -> list[NightRow]:
        """Every night, the latest first."""
        db = self.history.database
        found = db.execute("SELECT id, uid, started, finished FROM nights ORDER BY started DESC, id DESC").fetchall()
        return [self._row(*values) for values in found]

    @reading
    def record(self, uid: str) -> str | None:
        """The night's record as it was last saved, or None."""
        found = self.history.database.execute("SELECT record FROM nights WHERE uid = ?", (uid,)).fetchone()
        return None if found is None else found[0]

    def _row(self, night: int, uid: str, started: str, finished: str | None) -> NightRow:
        db = self.history.database
        champions = tuple(person_at(db, row) for (row,) in db.execute(
            "SELECT player_id FROM night_champions WHERE night_id = ? ORDER BY player_id", (night,)))
        games = tuple(reversed(self.history.games(night=night)))
        return NightRow(night, uid, started, finished, champions, games)
