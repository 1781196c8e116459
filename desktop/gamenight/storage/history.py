"""The score history: a play log in SQLite (WAL), like Anki's revlog.

Games, their seats, every finished round's points and the final placements are stored as they
happen (one transaction per finished round or game); totals, win shares and charts come from
queries. A damaged file, or one written by a newer Game Night, is moved aside and reported.
"""
from __future__ import annotations

import csv
import datetime as _dt
import json
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gamenight.core.records import GameRecord
from gamenight.storage.files import move_aside

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE players (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE
);
CREATE TABLE games (
    id        INTEGER PRIMARY KEY,
    match_id  TEXT NOT NULL UNIQUE,
    game      TEXT NOT NULL,
    started   TEXT NOT NULL,
    finished  TEXT,
    options   TEXT NOT NULL,
    record    TEXT NOT NULL
);
CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players(id),
    kind       TEXT NOT NULL,
    level      TEXT,
    score      REAL,
    placement  INTEGER,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE rounds (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round    INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    points   REAL NOT NULL,
    PRIMARY KEY (game_id, round, seat)
);
CREATE INDEX games_by_game ON games(game, started);
CREATE INDEX seats_by_player ON seats(player_id);
"""


class HistoryError(RuntimeError):
    pass


@dataclass(frozen=True)
class GameRow:
    id: int
    game: str
    started: str
    finished: str | None
    names: tuple[str, ...]
    scores: tuple[float | None, ...]
    placements: tuple[int | None, ...]

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(name for name, place in zip(self.names, self.placements) if place == 1)


@dataclass(frozen=True)
class SeatRow:
    seat: int
    name: str
    kind: str
    level: str | None
    score: float | None
    placement: int | None


@dataclass(frozen=True)
class GameDetail:
    row: GameRow
    seats: tuple[SeatRow, ...]
    rounds: tuple[tuple[float, ...], ...]
    """Points per round, one tuple per round with one entry per seat."""


@dataclass(frozen=True)
class PlayerResult:
    game_id: int
    game: str
    finished: str
    score: float
    placement: int
    players: int


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


class HistoryStore:
    def __init__(self, connection: sqlite3.Connection, path: Path):
        self._db = connection
        self.path = path

    @classmethod
    def open(cls, path: Path) -> tuple[HistoryStore, str | None]:
        """Open (or create) the history. Returns the store and a notice for the user when a
        damaged or newer file had to be moved aside."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        notice = None
        if path.exists():
            problem = _problem_with(path)
            if problem is not None:
                why, message = problem
                kept = move_aside(path, why)
                notice = f"{message} It was kept as {kept.name}; a new, empty history was started."
        connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = NORMAL")
        if connection.execute("PRAGMA user_version").fetchone()[0] == 0:
            connection.executescript("BEGIN;" + _SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};COMMIT;")
        return cls(connection, path), notice

    def close(self) -> None:
        self._db.close()

    # -- writing -----------------------------------------------------------------------------
    def begin_game(self, record: GameRecord) -> None:
        """Enter a match (idempotent: a resumed match keeps its row)."""
        with _transaction(self._db):
            if self._game_id(record.match_id) is not None:
                return
            cursor = self._db.execute(
                "INSERT INTO games (match_id, game, started, options, record) VALUES (?, ?, ?, ?, ?)",
                (record.match_id, record.game, record.created or _now(), _json(record.options), record.dumps()),
            )
            game_id = cursor.lastrowid
            for seat, info in enumerate(record.seats):
                self._db.execute(
                    "INSERT INTO seats (game_id, seat, player_id, kind, level) VALUES (?, ?, ?, ?, ?)",
                    (game_id, seat, self._player_id(info.name), info.kind, info.level),
                )

    def set_rounds(self, match_id: str, rounds: Sequence[Sequence[float]]) -> None:
        """Store the finished rounds; only what changed is written, in one transaction."""
        with _transaction(self._db):
            game_id = self._require(match_id)
            stored = self._db.execute("SELECT COUNT(DISTINCT round) FROM rounds WHERE game_id = ?", (game_id,)).fetchone()[0]
            if stored > len(rounds):  # an undo took a round back
                self._db.execute("DELETE FROM rounds WHERE game_id = ? AND round >= ?", (game_id, len(rounds)))
                stored = len(rounds)
            for number in range(stored, len(rounds)):
                self._db.executemany(
                    "INSERT INTO rounds (game_id, round, seat, points) VALUES (?, ?, ?, ?)",
                    [(game_id, number, seat, float(points)) for seat, points in enumerate(rounds[number])],
                )

    def finish_game(self, record: GameRecord, scores: Sequence[float], placements: Sequence[int]) -> None:
        with _transaction(self._db):
            game_id = self._require(record.match_id)
            self._db.execute("UPDATE games SET finished = ?, record = ? WHERE id = ?", (_now(), record.dumps(), game_id))
            self._db.executemany(
                "UPDATE seats SET score = ?, placement = ? WHERE game_id = ? AND seat = ?",
                [(float(score), int(place), game_id, seat) for seat, (score, place) in enumerate(zip(scores, placements))],
            )

    # -- reading -----------------------------------------------------------------------------
    def players(self) -> list[str]:
        return [name for (name,) in self._db.execute("SELECT name FROM players ORDER BY name COLLATE NOCASE")]

    def games(self, game: str | None = None, player: str | None = None, finished_only: bool = False) -> list[GameRow]:
        """Games, newest first, optionally of one game and/or with one player."""
        where, params = [], []
        if game:
            where.append("g.game = ?")
            params.append(game)
        if player:
            where.append("g.id IN (SELECT s.game_id FROM seats s JOIN players p ON p.id = s.player_id WHERE p.name = ?)")
            params.append(player)
        if finished_only:
            where.append("g.finished IS NOT NULL")
        sql = "SELECT g.id, g.game, g.started, g.finished FROM games g"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY g.started DESC, g.id DESC"
        return [self._row(*found) for found in self._db.execute(sql, params).fetchall()]

    def detail(self, game_id: int) -> GameDetail:
        found = self._db.execute("SELECT id, game, started, finished FROM games WHERE id = ?", (game_id,)).fetchone()
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
        rounds = tuple(tuple(by_round[number]) for number in sorted(by_round))
        return GameDetail(self._row(*found), seats, rounds)

    def record(self, game_id: int) -> str:
        found = self._db.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if found is None:
            raise HistoryError(f"no game {game_id} in the history")
        return found[0]

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

    def export_csv(self, path: Path, rows: Sequence[GameRow]) -> None:
        """One line per seat of each game: the figures a spreadsheet wants (typed text that
        looks like a formula is kept as text, see `spreadsheet_safe`)."""
        with open(path, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["game_id", "game", "started", "finished", "seat", "player", "kind", "level", "score", "placement"])
            for row in rows:
                for seat in self.detail(row.id).seats:
                    cells = [row.id, row.game, row.started, row.finished or "", seat.seat, seat.name,
                             seat.kind, seat.level or "", "" if seat.score is None else seat.score,
                             "" if seat.placement is None else seat.placement]
                    writer.writerow([spreadsheet_safe(cell) for cell in cells])

    # -- helpers -----------------------------------------------------------------------------
    def _row(self, game_id: int, game: str, started: str, finished: str | None) -> GameRow:
        seats = self._db.execute(
            "SELECT p.name, s.score, s.placement FROM seats s JOIN players p ON p.id = s.player_id "
            "WHERE s.game_id = ? ORDER BY s.seat",
            (game_id,),
        ).fetchall()
        return GameRow(game_id, game, started, finished, tuple(s[0] for s in seats),
                       tuple(s[1] for s in seats), tuple(s[2] for s in seats))

    def _game_id(self, match_id: str) -> int | None:
        found = self._db.execute("SELECT id FROM games WHERE match_id = ?", (match_id,)).fetchone()
        return None if found is None else found[0]

    def _require(self, match_id: str) -> int:
        game_id = self._game_id(match_id)
        if game_id is None:
            raise HistoryError(f"match {match_id} was never entered in the history")
        return game_id

    def _player_id(self, name: str) -> int:
        self._db.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (name,))
        return self._db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()[0]


class _transaction:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any error (the connection is in autocommit)."""

    def __init__(self, connection: sqlite3.Connection):
        self._db = connection

    def __enter__(self) -> None:
        if not self._db.in_transaction:
            self._db.execute("BEGIN IMMEDIATE")
            self._owner = True
        else:
            self._owner = False

    def __exit__(self, kind, value, traceback) -> None:
        if not self._owner:
            return
        if kind is None:
            self._db.execute("COMMIT")
        else:
            self._db.execute("ROLLBACK")


def _problem_with(path: Path) -> tuple[str, str] | None:
    """(why, message) if the file at `path` cannot serve as this version's history."""
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            check = connection.execute("PRAGMA quick_check").fetchone()[0]
            tables = {name for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        return "damaged", f"Your score history could not be read ({error})."
    if version > SCHEMA_VERSION:
        return "newer", f"Your score history was written by a newer Game Night (schema {version}; this one reads {SCHEMA_VERSION})."
    if check != "ok":
        return "damaged", f"Your score history is damaged ({check})."
    if version == SCHEMA_VERSION and not {"players", "games", "seats", "rounds"} <= tables:
        return "damaged", "Your score history is missing tables."
    if version == 0 and tables:
        return "damaged", "Your score history has no schema version."
    return None


def _json(value) -> str:
    return json.dumps(value, sort_keys=True)


_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def spreadsheet_safe(cell):
    """A CSV cell that a spreadsheet shows as typed: text starting with = + - @ (a player
    named "=HYPERLINK(...)") gets a leading apostrophe so it is never run as a formula;
    numbers, a score of -10 included, stay numbers."""
    if isinstance(cell, str) and cell[:1] in ("=", "+", "-", "@") and not _NUMBER.fullmatch(cell):
        return "'" + cell
    return cell
