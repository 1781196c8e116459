"""The people behind a new game's seats: whom the seats offer as a name is typed, and at Start
each person's seat naming its person (a new name added as a new person). While the history
cannot be used the seats offer no one and go as typed: the history finds them by name once it can."""
from __future__ import annotations

from gamenight.core.records import Seat
from gamenight.night.people import Person
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import HistoryStore, HistoryUnavailable
from gamenight.storage.people import PeopleStore, PersonRefused


def known_people(history: HistoryStore) -> list[Person]:
    try:
        return PeopleStore(history).people()
    except HistoryUnavailable:
        return []


def seat_people(history: HistoryStore, seats: list[Seat]) -> list[Seat]:
    try:
        return PeopleStore(history).seated(seats)
    except (SaveFailed, PersonRefused):
        return seats
