"""The people the history knows: listed, added, renamed, given a colour, a symbol and a phone
language, and merged (the same friend typed two ways).

Renaming and merging change people, never games: a game's record keeps the name its seat was
given, and the history shows each seat as the person it belongs to today. A merged person's row
stays as an alias of the one they became, so a record naming their old id still finds them.
Reads raise HistoryUnavailable and writes SaveFailed, as the history's own do; what is refused
(a name already taken, two people who played each other) raises PersonRefused, in words.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from gamenight.core.records import Seat
from gamenight.core.words import Refusal, words
from gamenight.night.people import COLOURS, NAME_CHARS, PERSON_LANGUAGES, SYMBOLS, Person, name_key
from gamenight.storage.history import HistoryStore
from gamenight.storage.history_access import reading, writing
from gamenight.storage.people_rows import ACTIVE, all_people, insert_person, person_at, person_row, row_named
from gamenight.storage.transaction import transaction

NO_NAME = words("people", "A person needs a name.")
TOO_LONG = words("people", "A name has at most {most} characters.")
NAME_TAKEN = words("people", "{name} is already the name of someone else. Choose another name, or merge the two "
                             "people if they are one.")
UNKNOWN = words("people", "This person is not in the score history any more.")
SAME_PERSON = words("people", "A person cannot be merged with themselves.")
PLAYED_EACH_OTHER = words("people", "{name} and {other} played in the same game (%n game(s)), so they are two "
                                    "people: they cannot be merged.")
BAD_COLOUR = words("people", "That colour is not one of the palette's.")
BAD_SYMBOL = words("people", "That symbol is not one of the set's.")
BAD_LANGUAGE = words("people", "Game Night does not speak that language.")


class PersonRefused(Refusal):
    """A change to people that is refused; `reason` says why (translated where shown)."""


def checked_name(name: str) -> str:
    """`name` without spaces at its ends, or PersonRefused if it cannot be a person's name."""
    name = name.strip()
    if not name:
        raise PersonRefused(NO_NAME)
    if len(name) > NAME_CHARS[1]:
        raise PersonRefused(TOO_LONG(most=NAME_CHARS[1]))
    return name


class PeopleStore:
    def __init__(self, history: HistoryStore):
        self.history = history

    @property
    def _db(self):
        return self.history.database

    @reading
    def people(self) -> list[Person]:
        """Everyone, in the order they were first met."""
        return all_people(self._db)

    @reading
    def person(self, uid: str) -> Person | None:
        """The person `uid` is today (whom they were merged into, if they were), or None."""
        row = person_row(self._db, uid)
        return None if row is None else person_at(self._db, row)

    @reading
    def named(self, name: str) -> Person | None:
        """The person a seat named `name` would be (see `people_rows.row_named`), or None."""
        row = row_named(self._db, name)
        return None if row is None else person_at(self._db, row)

    @reading
    def game_count(self, uid: str) -> int:
        """How many games of the history (finished or not) the person sat in."""
        row = person_row(self._db, uid)
        return 0 if row is None else self._db.execute(
            "SELECT COUNT(DISTINCT game_id) FROM seats WHERE player_id = ?", (row,)).fetchone()[0]

    @writing
    def add_person(self, name: str, colour: str | None = None, symbol: str | None = None,
                   language: str = "") -> Person:
        """A new person; a colour or symbol not given is the first nobody has."""
        name = checked_name(name)
        _check_look(colour, symbol, language)
        with transaction(self._db):
            self._refuse_taken(name)
            row = insert_person(self._db, name, colour, symbol, language)
            return person_at(self._db, row)

    @writing
    def seated(self, seats: Sequence[Seat]) -> list[Seat]:
        """`seats` with each person's seat naming its person (`Seat.person`), found by name or
        added as a new person, its name as the person's; bots stay as they are."""
        with transaction(self._db):
            placed = []
            for seat in seats:
                if seat.is_bot or seat.person is not None:
                    placed.append(seat)
                    continue
                row = row_named(self._db, seat.name)
                if row is None:
                    row = insert_person(self._db, checked_name(seat.name))
                person = person_at(self._db, row)
                placed.append(replace(seat, name=person.name, person=person.uid))
            return placed

    @writing
    def rename(self, uid: str, name: str) -> Person:
        name = checked_name(name)
        with transaction(self._db):
            row = self._require(uid)
            self._refuse_taken(name, but=row)
            self._db.execute("UPDATE players SET name = ? WHERE id = ?", (name, row))
            return person_at(self._db, row)

    @writing
    def update_person(self, uid: str, colour: str | None = None, symbol: str | None = None,
                      language: str | None = None) -> Person:
        """Change what is given of a person's colour, symbol and phone language."""
        _check_look(colour, symbol, language)
        with transaction(self._db):
            row = self._require(uid)
            for column, value in (("colour", colour), ("symbol", symbol), ("language", language)):
                if value is not None:
                    self._db.execute(f"UPDATE players SET {column} = ? WHERE id = ?", (value, row))
            return person_at(self._db, row)

    @writing
    def merge(self, from_uid: str, into_uid: str) -> Person:
        """`from_uid` becomes `into_uid`: their games, seats and nights won follow, their row
        stays as an alias. Refused for one person twice, and for two people who played each other."""
        with transaction(self._db):
            source, target = self._require(from_uid), self._require(into_uid)
            if source == target:
                raise PersonRefused(SAME_PERSON)
            shared = self._db.execute(
                "SELECT COUNT(DISTINCT a.game_id) FROM seats a JOIN seats b ON a.game_id = b.game_id "
                "WHERE a.player_id = ? AND b.player_id = ?", (source, target)).fetchone()[0]
            if shared:
                raise PersonRefused(PLAYED_EACH_OTHER(name=person_at(self._db, source).name,
                                                      other=person_at(self._db, target).name, n=shared))
            self._db.execute("UPDATE seats SET player_id = ? WHERE player_id = ?", (target, source))
            self._db.execute("UPDATE OR IGNORE night_champions SET player_id = ? WHERE player_id = ?",
                             (target, source))
            self._db.execute("DELETE FROM night_champions WHERE player_id = ?", (source,))  # champions twice
            self._db.execute("UPDATE players SET merged_into = ? WHERE id = ? OR merged_into = ?",
                             (target, source, source))
            return person_at(self._db, target)

    def _require(self, uid: str) -> int:
        row = person_row(self._db, uid)
        if row is None:
            raise PersonRefused(UNKNOWN)
        return row

    def _refuse_taken(self, name: str, but: int | None = None) -> None:
        key = name_key(name)
        for row, other in self._db.execute(f"SELECT id, name FROM players WHERE {ACTIVE}"):
            if row != but and name_key(other) == key:
                raise PersonRefused(NAME_TAKEN(name=other))


def _check_look(colour: str | None, symbol: str | None, language: str | None) -> None:
    if colour is not None and colour not in COLOURS:
        raise PersonRefused(BAD_COLOUR)
    if symbol is not None and symbol not in SYMBOLS:
        raise PersonRefused(BAD_SYMBOL)
    if language is not None and language not in PERSON_LANGUAGES:
        raise PersonRefused(BAD_LANGUAGE)
