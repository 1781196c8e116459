"""People in the score history (a real SQLite file): added with the first free colour and symbol,
found by name as seats are, renamed (a name taken is refused in words), given a colour, symbol and
language, and merged: all games follow, the old id still finds the person, nothing else changes."""
from __future__ import annotations

import sqlite3

import pytest

from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.night.people import COLOURS, SYMBOLS
from gamenight.storage import paths
from gamenight.storage.history import HistoryStore
from gamenight.storage.keeper import MatchKeeper
from gamenight.storage.people import PeopleStore, PersonRefused


@pytest.fixture
def history():
    store, _ = HistoryStore.open(paths.history_path())
    yield store
    store.close()


def played(history: HistoryStore, seats: list[Seat], seed: int = 1) -> Match:
    """A game of Goker played to its end by bots sitting in these seats, kept as the app keeps it."""
    match = Match.start("goker", [Seat(seat.name, "bot", "easy", None) for seat in seats], seed=seed)
    match.play_out()
    assert match.is_over
    match.record.seats = list(seats)  # the people's seats, as the history enters them (bots played them)
    MatchKeeper(match, None, history).after_change()
    return match


def test_a_new_person_gets_the_first_colour_and_symbol_nobody_has(history):
    people = PeopleStore(history)
    ann, bob = people.add_person("Ann"), people.add_person("Bob", language="tr")
    assert (ann.colour, ann.symbol, bob.colour, bob.symbol) == (COLOURS[0], SYMBOLS[0], COLOURS[1], SYMBOLS[1])
    assert bob.language == "tr" and len(ann.uid) == 32 and ann.uid != bob.uid
    cy = people.add_person("Cy", colour=COLOURS[5], symbol=SYMBOLS[9])
    assert (cy.colour, cy.symbol) == (COLOURS[5], SYMBOLS[9])
    assert people.people() == [ann, bob, cy] and people.person(bob.uid) == bob


@pytest.mark.parametrize("name, said", [
    ("", "A person needs a name."),
    ("   ", "A person needs a name."),
    ("x" * 25, "A name has at most 24 characters."),
    ("ann", "Ann is already the name of someone else. Choose another name, or merge the two people if they are one."),
    ("ILGAZ", "ılgaz is already the name of someone else. Choose another name, or merge the two people if they are "
              "one."),
])
def test_a_name_that_cannot_be_a_new_persons_is_refused_in_words(history, name, said):
    people = PeopleStore(history)
    people.add_person("Ann")
    people.add_person("ılgaz")
    with pytest.raises(PersonRefused) as refused:
        people.add_person(name)
    assert str(refused.value.reason) == said
    assert [person.name for person in people.people()] == ["Ann", "ılgaz"]


def test_a_seat_finds_its_person_by_name_and_a_new_name_becomes_a_person_bots_never(history):
    people = PeopleStore(history)
    ann = people.add_person("Ann")
    seats = people.seated([Seat("ann"), Seat("Bo", "phone"), Seat("Ann", "bot", "easy")])
    bo = people.named("Bo")
    assert seats == [Seat("Ann", "human", None, ann.uid), Seat("Bo", "phone", None, bo.uid),
                     Seat("Ann", "bot", "easy", None)]
    assert [person.name for person in people.people()] == ["Ann", "Bo"]


def test_renaming_changes_the_name_every_game_shows_and_nothing_in_the_games(history):
    people = PeopleStore(history)
    match = played(history, people.seated([Seat("Ann"), Seat("Bob")]))
    ann = people.named("Ann")
    renamed = people.rename(ann.uid, "  Annie ")
    assert renamed == ann.__class__(ann.uid, "Annie", ann.colour, ann.symbol, ann.language)
    row = history.games()[0]
    assert row.names == ("Annie", "Bob")
    assert GameRecord.loads(history.record(row.id)).seats == match.record.seats  # the record as it was played
    with pytest.raises(PersonRefused) as refused:
        people.rename(ann.uid, "BOB")
    assert str(refused.value.reason).startswith("Bob is already the name of someone else.")
    people.rename(ann.uid, "annie")  # one's own name in other letters is no one else's
    assert people.person(ann.uid).name == "annie"


def test_colour_symbol_and_language_change_and_what_is_not_in_the_set_is_refused(history):
    people = PeopleStore(history)
    ann = people.add_person("Ann")
    changed = people.update_person(ann.uid, colour="wine", symbol="anchor", language="tr")
    assert (changed.colour, changed.symbol, changed.language, changed.name) == ("wine", "anchor", "tr", "Ann")
    assert people.update_person(ann.uid, language="").language == "" and people.person(ann.uid).colour == "wine"
    for change, said in ((dict(colour="pink"), "That colour is not one of the palette's."),
                         (dict(symbol="skull"), "That symbol is not one of the set's."),
                         (dict(language="de"), "Game Night does not speak that language.")):
        with pytest.raises(PersonRefused) as refused:
            people.update_person(ann.uid, **change)
        assert str(refused.value.reason) == said
    assert people.person(ann.uid) == changed.__class__(ann.uid, "Ann", "wine", "anchor", "")


def test_merging_moves_every_game_and_the_old_id_finds_the_person(history):
    people = PeopleStore(history)
    played(history, people.seated([Seat("Ann"), Seat("Cy")]), seed=1)
    played(history, people.seated([Seat("Anne"), Seat("Cy")]), seed=2)
    played(history, people.seated([Seat("Anne"), Seat("Di")]), seed=3)
    ann, anne = people.named("Ann"), people.named("Anne")
    assert (people.game_count(ann.uid), people.game_count(anne.uid)) == (1, 2)
    records_before = [history.record(row.id) for row in history.games()]
    merged = people.merge(anne.uid, ann.uid)
    assert people.game_count(ann.uid) == people.game_count(anne.uid) == 3
    assert merged == ann
    assert [person.name for person in people.people()] == ["Ann", "Cy", "Di"]
    assert [row.names for row in history.games()] == [("Ann", "Di"), ("Ann", "Cy"), ("Ann", "Cy")]
    assert len(history.games(player="Ann")) == 3 and history.games(player="Anne") == []
    assert [history.record(row.id) for row in history.games()] == records_before  # nothing else changes
    assert people.person(anne.uid) == ann  # an old record or night naming Anne finds Ann
    assert people.seated([Seat("Anne")])[0].person == ann.uid  # and so does the name typed the old way
    # a game naming the old id is Ann's too
    played(history, [Seat("Anne", person=anne.uid), Seat("Cy", person=people.named("Cy").uid)], seed=4)
    assert history.games()[0].names == ("Ann", "Cy")


def test_merging_is_refused_for_one_person_and_for_two_who_played_each_other(history):
    people = PeopleStore(history)
    played(history, people.seated([Seat("Ann"), Seat("Bob")]))
    ann, bob = people.named("Ann"), people.named("Bob")
    with pytest.raises(PersonRefused) as refused:
        people.merge(ann.uid, bob.uid)
    assert str(refused.value.reason) == ("Ann and Bob played in the same game (1 game(s)), so they are two people: "
                                         "they cannot be merged.")
    with pytest.raises(PersonRefused, match="cannot be merged with themselves"):
        people.merge(ann.uid, ann.uid)
    with pytest.raises(PersonRefused, match="not in the score history any more"):
        people.merge("0" * 32, ann.uid)
    assert [row.names for row in history.games()] == [("Ann", "Bob")]


def test_a_person_merged_twice_still_leads_to_whom_they_became(history):
    people = PeopleStore(history)
    a, b, c = (people.add_person(name) for name in ("A", "B", "C"))
    people.merge(a.uid, b.uid)
    people.merge(b.uid, c.uid)
    assert people.person(a.uid) == c and people.person(b.uid) == c
    aliases = sqlite3.connect(paths.history_path()).execute(
        "SELECT name, merged_into FROM players WHERE merged_into IS NOT NULL ORDER BY name").fetchall()
    assert [name for name, _ in aliases] == ["A", "B"] and len({target for _, target in aliases}) == 1


def test_a_seat_naming_a_person_this_history_has_not_met_brings_them_in(history):
    uid = "ab" * 16
    PeopleStore(history).add_person("Ann")
    played(history, [Seat("Ann", person=uid), Seat("Cy")])
    stranger = PeopleStore(history).person(uid)
    assert stranger is not None and stranger.name == "Ann (2)"
    assert history.games()[0].names == ("Ann (2)", "Cy")


def test_a_change_to_people_while_another_program_holds_the_history_fails_in_words_and_changes_nothing(history):
    from gamenight.storage.errors import LOCKED, SaveFailed

    people = PeopleStore(history)
    ann = people.add_person("Ann")
    locker = sqlite3.connect(paths.history_path(), isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")
    try:
        for change in (lambda: people.add_person("Bob"), lambda: people.rename(ann.uid, "Annie"),
                       lambda: people.update_person(ann.uid, colour="wine")):
            with pytest.raises(SaveFailed) as failed:
                change()
            assert failed.value.reason == LOCKED
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert people.people() == [ann]
