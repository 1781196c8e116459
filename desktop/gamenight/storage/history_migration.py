"""A score history of schema 1 brought to schema 2 (people and nights) in place, after a copy of
the file as it was is kept beside it (`history.sqlite3.before-2`).

Every player name of schema 1 that sat in a person's seat (here or on a phone) becomes a person
with an id, and the first colour and symbol nobody has; a name that only bots had stays a bot's
name; a name both had becomes a person, and its bot seats get a bot's name of their own, so a
person's games never count a bot's. Games, seats, rounds and their ids are kept as they were.
The whole change is one transaction: it is done, or the file is as it was.
"""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from gamenight.night.people import new_uid, next_look
from gamenight.storage.files import free_path, fsync_folder
from gamenight.storage.history_schema import NIGHT_TABLES, PLAYERS_INDEXES, PLAYERS_TABLE
from gamenight.storage.transaction import transaction

COPY_SUFFIX = "before-2"
BUSY_TIMEOUT = 0.01
"""As the history's own connection waits (see `history_file`)."""


def migrate_to_2(connection: sqlite3.Connection, path: Path) -> Path | None:
    """Migrate the schema-1 history open on `connection` (autocommit, foreign keys on); the
    copy kept, or None when another program migrated it first. Raises sqlite3.Error or OSError
    (then nothing changed in the file, though a copy may have been kept)."""
    connection.execute("PRAGMA foreign_keys = OFF")  # the players table is rebuilt under its seats
    try:
        with transaction(connection):
            if connection.execute("PRAGMA user_version").fetchone()[0] != 1:
                return None
            kept = _keep_copy(path)
            _people_from_players(connection)
            run_script(connection, NIGHT_TABLES)
            connection.execute("ALTER TABLE games ADD COLUMN night_id INTEGER REFERENCES nights(id)")
            broken = connection.execute("PRAGMA foreign_key_check").fetchall()
            if broken:
                raise sqlite3.IntegrityError(f"the migrated history breaks its own references: {broken[:3]}")
            connection.execute("PRAGMA user_version = 2")
        return kept
    finally:
        connection.execute("PRAGMA foreign_keys = ON")


def _keep_copy(path: Path) -> Path:
    """A whole copy of the history as it was last committed (one file, its write-ahead log folded
    in), read through a connection of its own (the migrating one holds the write lock, so nothing
    can change it meanwhile), written to a temp file and renamed: a copy that exists is complete."""
    target = free_path(path, COPY_SUFFIX)
    temp = target.with_name(f".{target.name}.tmp")
    temp.unlink(missing_ok=True)  # left by a copy killed half-way
    source = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
    copy = sqlite3.connect(temp)
    try:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")
    finally:
        copy.close()
        source.close()
    try:
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    fsync_folder(target.parent)
    return target


def _people_from_players(connection: sqlite3.Connection) -> None:
    """Rebuild `players` as schema 2 has it, keeping every row's id (seats point at them)."""
    db = connection
    people = {row for (row,) in db.execute("SELECT DISTINCT player_id FROM seats WHERE kind != 'bot'")}
    bots = {row for (row,) in db.execute("SELECT DISTINCT player_id FROM seats WHERE kind = 'bot'")}
    db.execute(PLAYERS_TABLE.replace("players", "players_2"))
    looks: list[tuple[str, str]] = []
    players = db.execute("SELECT id, name FROM players ORDER BY id").fetchall()
    for player_id, name in players:
        if player_id in people or player_id not in bots:  # a name no seat has was typed by a person
            looks.append(next_look(looks))
            db.execute("INSERT INTO players_2 (id, name, uid, colour, symbol) VALUES (?, ?, ?, ?, ?)",
                       (player_id, name, new_uid(), *looks[-1]))
        else:
            db.execute("INSERT INTO players_2 (id, name) VALUES (?, ?)", (player_id, name))
    for player_id, name in players:
        if player_id in people and player_id in bots:
            db.execute("INSERT INTO players_2 (name) VALUES (?)", (name,))
            bot_id = db.execute("SELECT id FROM players_2 WHERE name = ? AND uid IS NULL", (name,)).fetchone()[0]
            db.execute("UPDATE seats SET player_id = ? WHERE player_id = ? AND kind = 'bot'", (bot_id, player_id))
    db.execute("DROP TABLE players")
    db.execute("ALTER TABLE players_2 RENAME TO players")
    run_script(db, PLAYERS_INDEXES)


def run_script(connection: sqlite3.Connection, script: str) -> None:
    """Each statement of `script` inside the transaction that is open (sqlite3's executescript
    would commit it first)."""
    for statement in script.split(";"):
        if statement.strip():
            connection.execute(statement)
