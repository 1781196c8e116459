"""The nights in the score history: a night's record kept as it is, its games linked (a game
entered after the night was saved is linked by the next save), its champions kept at its end."""
from __future__ import annotations

import sqlite3

import pytest

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.storage import paths
from gamenight.storage.history import HistoryError, HistoryStore
from gamenight.storage.keeper import MatchKeeper
from gamenight.storage.nights import NightsStore
from gamenight.storage.people import PeopleStore


@pytest.fixture
def history():
    store, _ = HistoryStore.open(paths.history_path())
    yield store
    store.close()


def finished_game(history: HistoryStore, seats: list[Seat], seed: int, match: Match | None = None) -> Match:
    """A game of Goker its bots play to the end, entered with these seats (`match`: one started already)."""
    match = match or Match.start("goker", [Seat(seat.name, "bot", "easy") for seat in seats], seed=seed)
    match.play_out()
    match.record.seats = list(seats)
    MatchKeeper(match, None, history).after_change()
    return match


def test_a_night_keeps_its_record_its_games_in_order_and_its_champions(history):
    people = PeopleStore(history)
    nights = NightsStore(history)
    seats = people.seated([Seat("Ann"), Seat("Bob"), Seat("Bot 1", "bot", "easy")])
    first = finished_game(history, seats, 1)
    nights.save_night("night-1", "2026-05-01T19:00:00+00:00", '{"v": 1}', [first.record.match_id])
    second = Match.start("goker", [Seat(seat.name, "bot", "easy") for seat in seats], seed=2)
    nights.save_night("night-1", "2026-05-01T19:00:00+00:00", '{"v": 2}',  # its game is not in the history yet
                      [first.record.match_id, second.record.match_id])
    finished_game(history, seats, 2, second)
    assert [row.uid for row in nights.nights()] == ["night-1"]
    assert [row.id for row in nights.nights()[0].games] == [history.games()[1].id]  # linked by the next save
    ann = people.named("Ann")
    nights.finish_night("night-1", "2026-05-01T19:00:00+00:00", '{"v": 3}',
                        [first.record.match_id, second.record.match_id], [ann.uid], "2026-05-01T23:00:00+00:00")
    night = nights.nights()[0]
    assert (night.started, night.finished, night.champions) == ("2026-05-01T19:00:00+00:00",
                                                                "2026-05-01T23:00:00+00:00", (ann,))
    assert [row.id for row in night.games] == [row.id for row in reversed(history.games())]
    assert nights.record("night-1") == '{"v": 3}' and nights.record("no-such-night") is None
    assert [row.id for row in history.games(night=night.id)] == [row.id for row in history.games()]


def test_nights_are_listed_latest_first_and_a_tie_has_every_champion(history):
    people = PeopleStore(history)
    nights = NightsStore(history)
    ann, bob = people.add_person("Ann"), people.add_person("Bob")
    nights.finish_night("a", "2026-05-01T19:00:00+00:00", "{}", [], [ann.uid, bob.uid])
    nights.save_night("b", "2026-06-01T19:00:00+00:00", "{}", [])
    listed = nights.nights()
    assert [(n.uid, n.finished is None, n.champions) for n in listed] == [("b", True, ()), ("a", False, (ann, bob))]


def test_a_champion_the_history_does_not_know_is_refused_and_nothing_is_kept(history):
    nights = NightsStore(history)
    with pytest.raises(HistoryError):
        nights.finish_night("a", "2026-05-01T19:00:00+00:00", "{}", [], ["0" * 32])
    assert nights.nights() == []


def test_a_champion_merged_later_is_the_champion_as_whom_they_became(history):
    people = PeopleStore(history)
    nights = NightsStore(history)
    ann, anne = people.add_person("Ann"), people.add_person("Anne")
    nights.finish_night("a", "2026-05-01T19:00:00+00:00", "{}", [], [anne.uid])
    nights.finish_night("b", "2026-05-02T19:00:00+00:00", "{}", [], [ann.uid, anne.uid])
    people.merge(anne.uid, ann.uid)
    assert [night.champions for night in nights.nights()] == [(ann,), (ann,)]
    rows = sqlite3.connect(paths.history_path()).execute("SELECT COUNT(*) FROM night_champions").fetchone()
    assert rows == (2,)
