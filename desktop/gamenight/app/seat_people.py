"""The people behind a new game's seats: whom the seats offer as a name is typed, and at Start
each person's seat naming its person (a new name added as a new person). While the history
cannot be used the seats offer no one and go as typed: the history finds them by name once it can.
A night's people are found or added the same way (`night_people`)."""
from __future__ import annotations

from collections.abc import Sequence

from gamenight.core.records import Seat
from gamenight.night.people import Person, new_uid, next_look
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


def night_people(history: HistoryStore, names: Sequence[str]) -> list[Person]:
    """The people of a night, one for each of `names`: found in the history or added to it as
    new people. While the history cannot be used they are the night's own (a new id and look
    each); the history meets them with the night's games."""
    try:
        store = PeopleStore(history)
        found = [store.person(seat.person) for seat in store.seated([Seat(name) for name in names])
                 if seat.person is not None]
        if len(found) == len(names) and all(person is not None for person in found):
            return [person for person in found if person is not None]
    except (SaveFailed, PersonRefused, HistoryUnavailable):
        pass
    people: list[Person] = []
    for name in names:
        colour, symbol = next_look((person.colour, person.symbol) for person in people)
        people.append(Person(new_uid(), name.strip(), colour, symbol))
    return people
