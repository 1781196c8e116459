"""People as rows of the history's `players` table (schema 2), read and written on an open
connection: which row a seat of a game belongs to, and the people themselves.

A seat of a bot belongs to the bot's name (a row without uid). A seat naming its person (`Seat.person`)
belongs to that person, or to whom they were merged into. Any other seat is found by name, as
the history always found it: the person of that name (exactly, else told apart as `name_key`
tells names apart, else a merged person's old name), or a new person.
"""
from __future__ import annotations

import sqlite3

from gamenight.core.records import Seat
from gamenight.night.people import NAME_CHARS, Person, name_key, new_uid, next_look

PERSON_COLUMNS = "uid, name, colour, symbol, language"
ACTIVE = "uid IS NOT NULL AND merged_into IS NULL"
"""The rows that are people today (not bots' names, not merged people's old rows)."""


def as_person(row: tuple) -> Person:
    uid, name, colour, symbol, language = row
    return Person(uid, name, colour or "", symbol or "", language or "")


def all_people(db: sqlite3.Connection) -> list[Person]:
    return [as_person(row) for row in db.execute(f"SELECT {PERSON_COLUMNS} FROM players WHERE {ACTIVE} ORDER BY id")]


def person_row(db: sqlite3.Connection, uid: str) -> int | None:
    """The row of the person `uid` is today: theirs, or the one they were merged into."""
    found = db.execute("SELECT id, merged_into FROM players WHERE uid = ?", (uid,)).fetchone()
    seen = set()
    while found is not None and found[1] is not None and found[0] not in seen:
        seen.add(found[0])
        found = db.execute("SELECT id, merged_into FROM players WHERE id = ?", (found[1],)).fetchone()
    return None if found is None else found[0]


def person_at(db: sqlite3.Connection, row: int) -> Person:
    return as_person(db.execute(f"SELECT {PERSON_COLUMNS} FROM players WHERE id = ?", (row,)).fetchone())


def row_named(db: sqlite3.Connection, name: str) -> int | None:
    """The person called `name`: exactly, else the one name_key takes for the same name, else
    the person someone of that name was merged into."""
    exact = db.execute(f"SELECT id FROM players WHERE {ACTIVE} AND name = ?", (name,)).fetchone()
    if exact is not None:
        return exact[0]
    key = name_key(name)
    for row, other in db.execute(f"SELECT id, name FROM players WHERE {ACTIVE} ORDER BY id"):
        if name_key(other) == key:
            return row
    for (uid,) in db.execute("SELECT uid FROM players WHERE merged_into IS NOT NULL AND name = ? ORDER BY id",
                             (name,)):
        return person_row(db, uid)
    return None


def insert_person(db: sqlite3.Connection, name: str, colour: str | None = None, symbol: str | None = None,
                  language: str = "", uid: str | None = None) -> int:
    """A new person's row; a colour or symbol not given is the first free one."""
    if colour is None or symbol is None:
        looks = db.execute(f"SELECT colour, symbol FROM players WHERE {ACTIVE}").fetchall()
        free_colour, free_symbol = next_look([(c, s) for c, s in looks])
        colour, symbol = colour or free_colour, symbol or free_symbol
    uid = uid or new_uid()
    db.execute("INSERT INTO players (name, uid, colour, symbol, language) VALUES (?, ?, ?, ?, ?)",
               (name, uid, colour, symbol, language))
    return db.execute("SELECT id FROM players WHERE uid = ?", (uid,)).fetchone()[0]


def player_for_seat(db: sqlite3.Connection, seat: Seat) -> int:
    """The `players` row a seat of a game belongs to, made if it is new."""
    if seat.is_bot:
        db.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (seat.name,))
        return db.execute("SELECT id FROM players WHERE uid IS NULL AND name = ?", (seat.name,)).fetchone()[0]
    if seat.person is not None:
        row = person_row(db, seat.person)
        if row is None:  # a person this history has not met (a record from another machine)
            row = insert_person(db, free_name(db, seat.name), uid=seat.person)
        return row
    row = row_named(db, seat.name)
    return row if row is not None else insert_person(db, seat.name)


def free_name(db: sqlite3.Connection, name: str) -> str:
    """`name`, or "name (2)", "name (3)"... when a person has it (shortened to fit)."""
    taken = {name_key(other) for (other,) in db.execute(f"SELECT name FROM players WHERE {ACTIVE}")}
    candidate, number = name, 2
    while name_key(candidate) in taken:
        suffix = f" ({number})"
        candidate = name[: NAME_CHARS[1] - len(suffix)] + suffix
        number += 1
    return candidate
