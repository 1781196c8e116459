"""The score history: a play log in SQLite (WAL), like Anki's revlog.

Games, their seats, every finished round's points and the final placements are stored as they
happen (one transaction per finished round or game); totals, win shares and charts come from
queries. A damaged file, or one written by a newer Game Night, is moved aside and reported.
The CSV export (`history_csv`) and the totals the history shows (`history_totals`) are built on
this store and import it; it imports neither of them. The rows it reads out are `history_rows`.

A history that is locked by another program, unreadable or in a read-only folder is left where
it is: the store is then "unavailable". Its writes raise SaveFailed and its reads raise
HistoryUnavailable, and every call first tries to connect again, so a retry succeeds once the
file is free.
"""
from __future__ import annotations

import datetime as _dt
import json
import sqlite3
from collections.abc import Sequence, Set
from pathlib import Path

from gamenight.core.records import GameRecord
from gamenight.core.words import Text, Words, words
from gamenight.storage.csv_cells import spreadsheet_safe
from gamenight.storage.errors import LOCKED, reason_for
from gamenight.storage.history_access import HistoryError, HistoryUnavailable, reading, writing
from gamenight.storage.history_file import SCHEMA_VERSION, open_history_file
from gamenight.storage.history_rows import GameDetail, GameRow, PlayerResult, SeatRow
from gamenight.storage.people_rows import player_for_seat
from gamenight.storage.transaction import transaction

__all__ = ["SCHEMA_VERSION", "GameDetail", "GameRow", "HistoryError", "HistoryStore", "HistoryUnavailable",
           "PlayerResult", "SeatRow", "spreadsheet_safe"]

LOCKED_NOTICE = words("storage", "Your score history is locked by another program; scores will be saved when it "
                      "is free.")
UNAVAILABLE_NOTICE = words("storage", "Your score history cannot be used right now ({reason}); scores will be "
                           "saved once it can be.")


def unavailable_notice(reason: Text) -> Words:
    return LOCKED_NOTICE if reason == LOCKED else UNAVAILABLE_NOTICE(reason=reason)


_ROW_COLUMNS = "g.id, g.game, g.started, g.finished, a.at"  # what `_row` takes: games g, abandoned a


def now_text() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


class HistoryStore:
    def __init__(self, connection: sqlite3.Connection | None, path: Path, reason: Text | None = None):
        self._connection = connection
        self.path = path
        self.reason = reason
        """Why the history is unavailable, in plain words; None while it is connected."""
        self.late_notice: Words | None = None
        """Set when a file that was locked at start turned out damaged once it could be read."""
        self._pending: dict[str, GameRecord] = {}
        """Matches whose begin_game failed: entered by their next successful write."""

    @classmethod
    def open(cls, path: Path) -> tuple[HistoryStore, Words | None]:
        """Open (or create) the history. Never raises for a file problem: returns the store and
        a notice for the user when a damaged or newer file was moved aside, or when the
        history is unavailable for now (see `available`)."""
        path = Path(path)
        try:
            connection, notice = open_history_file(path)
        except (OSError, sqlite3.Error) as error:
            reason = reason_for(error)
            return cls(None, path, reason), unavailable_notice(reason)
        return cls(connection, path), notice

    @property
    def available(self) -> bool:
        """Whether the history can be used now (tries to connect again if it could not before)."""
        try:
            self._db  # noqa: B018 -- the property connects, or raises HistoryUnavailable
        except HistoryUnavailable:
            return False
        return True

    @property
    def _db(self) -> sqlite3.Connection:
        if self._connection is None:
            try:
                self._connection, self.late_notice = open_history_file(self.path)
            except (OSError, sqlite3.Error) as error:
                self.reason = reason_for(error)
                raise HistoryUnavailable(self.reason) from error
            self.reason = None
        return self._connection

    @property
    def database(self) -> sqlite3.Connection:
        """The open connection, for the stores built on this one (people, nights): connects again
        if it could not before, else raises HistoryUnavailable."""
        return self._db

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    # -- writing: each raises SaveFailed when the file cannot take it; call it again to retry ------
    @writing
    def begin_game(self, record: GameRecord) -> None:
        """Enter a match (idempotent: a resumed match keeps its row). If this fails, the match
        is entered by its next successful set_rounds or finish_game."""
        self._pending[record.match_id] = record
        with transaction(self._db):  # a discarded game played on (its file put back) is no longer abandoned
            self._db.execute("DELETE FROM abandoned WHERE game_id = ?", (self._require(record.match_id),))
        del self._pending[record.match_id]

    def _enter(self, record: GameRecord) -> int:
        self._db.execute(
            "INSERT INTO games (match_id, game, started, options, record) VALUES (?, ?, ?, ?, ?)",
            (record.match_id, record.game, record.created or now_text(), _json(record.options), record.dumps()),
        )
        # read back by its unique match_id: sqlite3's cursor.lastrowid may be None
        game_id: int = self._db.execute("SELECT id FROM games WHERE match_id = ?", (record.match_id,)).fetchone()[0]
        for seat, info in enumerate(record.seats):
            self._db.execute(
                "INSERT INTO seats (game_id, seat, player_id, kind, level) VALUES (?, ?, ?, ?, ?)",
                (game_id, seat, player_for_seat(self._db, info), info.kind, info.level),
            )
        return game_id

    @writing
    def set_rounds(self, match_id: str, rounds: Sequence[Sequence[float]], void: Set[int] = frozenset()) -> None:
        """Store the finished rounds (`void`: the indexes of those that do not count, see
        `GameState.void_rounds`); only what changed is written, in one transaction."""
        with transaction(self._db):
            game_id = self._require(match_id)
            stored = self._db.execute("SELECT COUNT(DISTINCT round) FROM rounds WHERE game_id = ?",
                                      (game_id,)).fetchone()[0]
            if stored > len(rounds):  # an undo took a round back
                for table in ("rounds", "void_rounds"):
                    self._db.execute(f"DELETE FROM {table} WHERE game_id = ? AND round >= ?", (game_id, len(rounds)))
                stored = len(rounds)
            for number in range(stored, len(rounds)):
                self._db.executemany(
                    "INSERT INTO rounds (game_id, round, seat, points) VALUES (?, ?, ?, ?)",
                    [(game_id, number, seat, float(points)) for seat, points in enumerate(rounds[number])],
                )
                if number in void:
                    self._db.execute("INSERT OR IGNORE INTO void_rounds (game_id, round) VALUES (?, ?)",
                                     (game_id, number))
        self._pending.pop(match_id, None)

    @writing
    def reopen_game(self, match_id: str) -> None:
        """An undo took back the end of a finished game: it is in progress again."""
        with transaction(self._db):
            game_id = self._require(match_id)
            self._db.execute("UPDATE games SET finished = NULL WHERE id = ?", (game_id,))
            self._db.execute("UPDATE seats SET score = NULL, placement = NULL WHERE game_id = ?", (game_id,))

    @writing
    def abandon_game(self, match_id: str) -> None:
        """Mark a discarded unfinished game as abandoned (a match never entered stays out)."""
        with transaction(self._db):
            game_id = self._game_id(match_id)
            if game_id is not None:
                self._db.execute("INSERT OR REPLACE INTO abandoned (game_id, at) VALUES (?, ?)", (game_id, now_text()))

    @writing
    def finish_game(self, record: GameRecord, scores: Sequence[float], placements: Sequence[int]) -> None:
        self._pending.setdefault(record.match_id, record)
        with transaction(self._db):
            game_id = self._require(record.match_id)
            self._db.execute("UPDATE games SET finished = ?, record = ? WHERE id = ?",
                             (now_text(), record.dumps(), game_id))
            self._db.executemany(
                "UPDATE seats SET score = ?, placement = ? WHERE game_id = ? AND seat = ?",
                [(float(score), int(place), game_id, seat)
                 for seat, (score, place) in enumerate(zip(scores, placements, strict=False))],
            )
        self._pending.pop(record.match_id, None)

    # -- reading -----------------------------------------------------------------------------
    @reading
    def players(self) -> list[str]:
        """Every name a seat has (people's and bots'), once each."""
        return [name for (name,) in self._db.execute(
            "SELECT DISTINCT name FROM players WHERE merged_into IS NULL ORDER BY name COLLATE NOCASE")]

    @reading
    def games(self, game: str | None = None, player: str | None = None, finished_only: bool = False,
              night: int | None = None) -> list[GameRow]:
        """Games, newest first, optionally of one game, with one player (by name), of one night."""
        where: list[str] = []
        params: list[str | int] = []
        if night is not None:
            where.append("g.night_id = ?")
            params.append(night)
        if game:
            where.append("g.game = ?")
            params.append(game)
        if player:
            where.append("g.id IN (SELECT s.game_id FROM seats s JOIN players p ON p.id = s.player_id"
                         " WHERE p.name = ?)")
            params.append(player)
        if finished_only:
            where.append("g.finished IS NOT NULL")
        sql = f"SELECT {_ROW_COLUMNS} FROM games g LEFT JOIN abandoned a ON a.game_id = g.id"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY g.started DESC, g.id DESC"
        return [self._row(*found) for found in self._db.execute(sql, params).fetchall()]

    @reading
    def detail(self, game_id: int) -> GameDetail:
        found = self._db.execute(f"SELECT {_ROW_COLUMNS} FROM games g LEFT JOIN abandoned a ON a.game_id = g.id"
                                 " WHERE g.id = ?", (game_id,)).fetchone()
        if found is None:
            raise HistoryError(f"no game {game_id} in the history")
        seats = tuple(
            SeatRow(*values)
            for values in self._db.execute(
                "SELECT s.seat, p.name, s.kind, s.level, s.score, s.placement FROM seats s "
                "JOIN players p ON p.id = s.player_id WHERE s.game_id = ? ORDER BY s.seat",
                (game_id,),
            )
        )
        by_round: dict[int, list[float]] = {}
        for number, seat, points in self._db.execute(
            "SELECT round, seat, points FROM rounds WHERE game_id = ? ORDER BY round, seat", (game_id,)
        ):
            by_round.setdefault(number, [0.0] * len(seats))[seat] = points
        numbers = sorted(by_round)
        void_numbers = {number for (number,) in self._db.execute(
            "SELECT round FROM void_rounds WHERE game_id = ?", (game_id,))}
        return GameDetail(self._row(*found), seats, tuple(tuple(by_round[number]) for number in numbers),
                          frozenset(index for index, number in enumerate(numbers) if number in void_numbers))

    def holds_end_of(self, record: GameRecord) -> bool:
        """Whether the history holds `record`'s match as finished, its moves being the start of
        the finished game's: a saved game that is then out of date. False when it cannot tell
        (unavailable, or a finished record it cannot read)."""
        try:
            found = self._finished_record(record.match_id)
        except HistoryUnavailable:
            return False
        try:
            actions = json.loads(found)["actions"] if found is not None else None
        except (ValueError, TypeError, KeyError):
            return False
        return isinstance(actions, list) and actions[:len(record.actions)] == record.actions

    def finished_game(self, match_id: str) -> GameRecord | None:
        """The record of a finished match as the history keeps it (a night's finished games come back
        from here), None when it has none; RecordError if that record cannot be read."""
        found = self._finished_record(match_id)
        return GameRecord.loads(found) if found is not None else None

    @reading
    def _finished_record(self, match_id: str) -> str | None:
        found = self._db.execute("SELECT record FROM games WHERE match_id = ? AND finished IS NOT NULL",
                                 (match_id,)).fetchone()
        return found[0] if found is not None else None

    @reading
    def record(self, game_id: int) -> str:
        found = self._db.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if found is None:
            raise HistoryError(f"no game {game_id} in the history")
        return found[0]

    @reading
    def player_results(self, player: str, game: str | None = None) -> list[PlayerResult]:
        """A player's finished games, oldest first."""
        sql = (
            "SELECT g.id, g.game, g.finished, s.score, s.placement, "
            "(SELECT COUNT(*) FROM seats x WHERE x.game_id = g.id) "
            "FROM games g JOIN seats s ON s.game_id = g.id JOIN players p ON p.id = s.player_id "
            "WHERE p.name = ? AND g.finished IS NOT NULL"
        )
        params: list = [player]
        if game:
            sql += " AND g.game = ?"
            params.append(game)
        sql += " ORDER BY g.finished, g.id"
        return [PlayerResult(*values) for values in self._db.execute(sql, params)]

    @reading
    def win_share(self, player: str | None = None) -> dict[str, tuple[int, int]]:
        """game id -> (games won, games finished), for one player or for all seats' humans."""
        sql = (
            "SELECT g.game, SUM(s.placement = 1), COUNT(*) FROM games g JOIN seats s ON s.game_id = g.id "
            "JOIN players p ON p.id = s.player_id WHERE g.finished IS NOT NULL"
        )
        params: list = []
        if player:
            sql += " AND p.name = ?"
            params.append(player)
        else:
            sql += " AND s.kind = 'human'"
        sql += " GROUP BY g.game ORDER BY g.game"
        return {game: (int(wins), int(count)) for game, wins, count in self._db.execute(sql, params)}

    # -- helpers -----------------------------------------------------------------------------
    def _row(self, game_id: int, game: str, started: str, finished: str | None, abandoned: str | None) -> GameRow:
        seats = self._db.execute(
            "SELECT p.name, s.score, s.placement FROM seats s JOIN players p ON p.id = s.player_id "
            "WHERE s.game_id = ? ORDER BY s.seat",
            (game_id,),
        ).fetchall()
        return GameRow(game_id, game, started, finished, tuple(s[0] for s in seats),
                       tuple(s[1] for s in seats), tuple(s[2] for s in seats), abandoned)

    def _game_id(self, match_id: str) -> int | None:
        found = self._db.execute("SELECT id FROM games WHERE match_id = ?", (match_id,)).fetchone()
        return None if found is None else found[0]

    def _require(self, match_id: str) -> int:
        """The match's row, entering a pending match first."""
        game_id = self._game_id(match_id)
        if game_id is None and match_id in self._pending:
            game_id = self._enter(self._pending[match_id])
        if game_id is None:
            raise HistoryError(f"match {match_id} was never entered in the history")
        return game_id


def _json(value) -> str:
    return json.dumps(value, sort_keys=True)
