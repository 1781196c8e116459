"""Opening the score history file: real damage is moved aside, anything else is left alone.

Only a file that is truly unusable (not a file, not SQLite, failing its integrity check, missing
tables or columns, or from a newer Game Night) is renamed: every table is compared at open with
the schema of the file's version, so a file it cannot write is never found out write by write.
A sound file of an older schema is migrated in place, a copy of it kept first (`history_migration`).
A file that is locked by another program, not readable or in a read-only folder raises, so the
caller can report it and try again later.
"""
from __future__ import annotations

import functools
import os
import sqlite3
import stat
from dataclasses import dataclass
from pathlib import Path

from gamenight.core.words import Words, words
from gamenight.storage.files import move_aside
from gamenight.storage.history_migration import migrate_to_2
from gamenight.storage.history_schema import (
    ABANDONED_TABLE,
    REQUIRED_TABLES,
    SCHEMA,
    SCHEMA_VERSION,
    SCHEMAS,
    VOID_ROUNDS_TABLE,
)

BUSY_TIMEOUT = 0.01
"""Seconds SQLite waits for another program's lock before giving up. Short: the history is written
on the UI thread after every action, so a held lock must fail the write at once (it is retried,
see `keeper`) rather than stall the table; Game Night itself holds a single connection."""

_DAMAGE_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB

MOVED_ASIDE = words("storage", "{problem} It was kept as {file}; a new, empty history was started.")
A_FOLDER = words("storage", "Your score history was a folder, not a database file.")
NOT_A_FILE = words("storage", "Your score history was not a regular file, not a database file.")
UNREADABLE = words("storage", "Your score history could not be read ({error}).")
NEWER = words("storage", "Your score history was written by a newer Game Night (schema {version}; this one reads "
              "{known}).")
DAMAGED = words("storage", "Your score history is damaged ({check}).")
MISSING_TABLES = words("storage", "Your score history is missing tables.")
MISSING_COLUMNS = words("storage", "Your score history is missing columns ({columns}).")
UNKNOWN_COLUMNS = words("storage", "Your score history has columns this version cannot fill in ({columns}).")
NO_VERSION = words("storage", "Your score history has no schema version.")


def open_history_file(path: Path) -> tuple[sqlite3.Connection, Words | None]:
    """A connection to the history at `path` (created if missing) and a notice when a damaged or
    newer file had to be moved aside. Raises OSError or sqlite3.Error when the file cannot be
    used right now (locked, unreadable, read-only folder): then nothing is moved."""
    path.parent.mkdir(parents=True, exist_ok=True)
    notice = None
    problem = _problem_with(path) if os.path.lexists(path) else None
    if problem is not None:
        why, message = problem
        kept = move_aside(path, why)
        notice = MOVED_ASIDE(problem=message, file=kept.name)
    connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None, check_same_thread=False)
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = NORMAL")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:
            connection.executescript("BEGIN IMMEDIATE;" + SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};COMMIT;")
        elif version == 1:
            migrate_to_2(connection, path)
        connection.execute(ABANDONED_TABLE)
        connection.execute(VOID_ROUNDS_TABLE)
    except BaseException:
        connection.close()
        raise
    return connection, notice


def _problem_with(path: Path) -> tuple[str, Words] | None:
    """(why, message) if the file at `path` cannot serve as this version's history."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:  # a dangling link: SQLite creates the file it points to
        return None
    if not stat.S_ISREG(mode):
        return "not-a-file", A_FOLDER if stat.S_ISDIR(mode) else NOT_A_FILE
    try:
        version, check, tables = _inspect(path)
    except sqlite3.DatabaseError as error:
        if getattr(error, "sqlite_errorcode", None) in _DAMAGE_CODES:
            return "damaged", UNREADABLE(error=str(error))  # SQLite's words
        raise  # locked, unreadable, I/O: not damage
    if version > SCHEMA_VERSION:
        return "newer", NEWER(version=version, known=SCHEMA_VERSION)
    if check != "ok":
        return "damaged", DAMAGED(check=check)  # SQLite's words
    if version in REQUIRED_TABLES and not REQUIRED_TABLES[version] <= set(tables):
        return "damaged", MISSING_TABLES
    if version == 0 and tables:
        return "damaged", NO_VERSION
    return _column_problem(tables, version or SCHEMA_VERSION)


def _column_problem(tables: dict[str, list[Column]], version: int) -> tuple[str, Words] | None:
    """("damaged", why) if a table the file's schema `version` has lacks one of its columns, or
    has one that must be given a value that version does not know of (every insert would fail).
    A file of an older version is checked against that version's tables, before it is migrated."""
    missing, unknown = [], []
    for table, expected in _written_columns(version).items():
        if table not in tables:
            continue  # missing tables are checked above, or created at open (the later ones)
        names = {column.name for column in expected}
        found = {column.name for column in tables[table]}
        missing += [f"{table}.{column.name}" for column in expected if column.name not in found]
        unknown += [f"{table}.{column.name}" for column in tables[table]
                    if column.name not in names and column.required]
    if missing:
        return "damaged", MISSING_COLUMNS(columns=", ".join(missing))
    if unknown:
        return "damaged", UNKNOWN_COLUMNS(columns=", ".join(unknown))
    return None


@dataclass(frozen=True)
class Column:
    name: str
    required: bool
    """NOT NULL without a default: an insert that does not name it fails."""


@functools.cache
def _written_columns(version: int) -> dict[str, list[Column]]:
    """Each table's columns as schema `version` creates them (read from the schema itself)."""
    connection = sqlite3.connect(":memory:")
    try:
        connection.executescript(SCHEMAS[version] + ABANDONED_TABLE + ";" + VOID_ROUNDS_TABLE)
        return _columns(connection)
    finally:
        connection.close()


def _columns(connection: sqlite3.Connection) -> dict[str, list[Column]]:
    tables = [name for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {table: [Column(name, bool(not_null) and default is None)
                    for _, name, _, not_null, default, _ in connection.execute(
                        "SELECT * FROM pragma_table_info(?)", (table,))]
            for table in tables}


def _inspect(path: Path) -> tuple[int, str, dict[str, list[Column]]]:
    connection = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
    try:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        check = connection.execute("PRAGMA quick_check").fetchone()[0]
        tables = _columns(connection)
    finally:
        connection.close()
    return version, check, tables
