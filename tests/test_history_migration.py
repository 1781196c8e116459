"""A score history made by the release before people and nights (schema 1: tests/fixtures/
history-v1.sqlite3, made by tests/fixtures/make_history_v1.py with that code) is migrated in place
to schema 2 after a copy is kept beside it, with nothing lost: every game, seat, round, void round,
abandoned mark and name. Its people's names become people, bots' names stay bots'. A damaged one
is set aside as before, and one from a newer Game Night is still refused."""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.night.people import COLOURS, SYMBOLS
from gamenight.storage import history_migration, paths
from gamenight.storage.history import HistoryStore
from gamenight.storage.keeper import MatchKeeper
from gamenight.storage.people import PeopleStore
from user_path import start_the_app

FIXTURE = Path(__file__).parent / "fixtures" / "history-v1.sqlite3"
GAMES = "SELECT id, match_id, game, started, finished, options, record FROM games ORDER BY id"
SEATS = ("SELECT s.game_id, s.seat, p.name, s.kind, s.level, s.score, s.placement FROM seats s "
         "JOIN players p ON p.id = s.player_id ORDER BY s.game_id, s.seat")
ROUNDS = "SELECT game_id, round, seat, points FROM rounds ORDER BY game_id, round, seat"
OTHERS = ("SELECT game_id, round FROM void_rounds ORDER BY game_id, round",
          "SELECT game_id, at FROM abandoned ORDER BY game_id")
PEOPLE_NAMES = {"Ann", "Bob", "İpek", "ılgaz", "You", "Di"}
"""The names that sat in a person's seat (here or on a phone) in the fixture."""


def read(path: Path, sql: str) -> list[tuple]:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def a_copy_of_the_fixture(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copyfile(FIXTURE, folder / "history.sqlite3"))


def test_the_fixture_is_a_history_of_schema_1_with_what_a_user_has():
    assert read(FIXTURE, "PRAGMA user_version") == [(1,)]
    assert len(read(FIXTURE, GAMES)) == 8 and len(read(FIXTURE, ROUNDS)) > 30
    assert read(FIXTURE, OTHERS[0]) == [(8, 1)] and len(read(FIXTURE, OTHERS[1])) == 1
    kinds = {(name, kind) for _, _, name, kind, *_ in read(FIXTURE, SEATS)}
    assert ("Bob", "human") in kinds and ("Bob", "bot") in kinds and ("İpek", "phone") in kinds


def test_a_schema_1_history_is_migrated_in_place_after_a_copy_is_kept_and_nothing_is_lost(tmp_path):
    path = a_copy_of_the_fixture(tmp_path)
    history, notice = HistoryStore.open(path)
    assert notice is None
    assert read(path, "PRAGMA user_version") == [(2,)]
    for sql in (GAMES, SEATS, ROUNDS, *OTHERS):
        assert read(path, sql) == read(FIXTURE, sql), sql
    assert set(history.players()) == {name for (name,) in read(FIXTURE, "SELECT name FROM players")}
    assert [row.names for row in history.games()] == [
        tuple(name for game, _, name, *_ in read(FIXTURE, SEATS) if game == number) for number in range(8, 0, -1)]
    kept = tmp_path / "history.sqlite3.before-2"
    assert read(kept, "PRAGMA user_version") == [(1,)]
    for sql in (GAMES, SEATS, ROUNDS, *OTHERS, "SELECT id, name FROM players ORDER BY id"):
        assert read(kept, sql) == read(FIXTURE, sql), sql
    assert sorted(path.parent.iterdir()) == sorted([path, kept, *path.parent.glob("history.sqlite3-*")])


def test_people_are_the_names_of_people_seats_and_bots_names_stay_bots(tmp_path):
    history, _ = HistoryStore.open(a_copy_of_the_fixture(tmp_path))
    people = PeopleStore(history).people()
    assert {person.name for person in people} == PEOPLE_NAMES
    assert len({person.uid for person in people}) == len(people) and all(len(p.uid) == 32 for p in people)
    looks = [(person.colour, person.symbol) for person in people]
    assert looks == list(zip(COLOURS, SYMBOLS, strict=False))[:len(people)]  # each a colour and symbol of their own
    bots = read(tmp_path / "history.sqlite3", "SELECT name FROM players WHERE uid IS NULL ORDER BY name")
    assert bots == [("Bob",), ("Bot 2",), ("Bot 3",), ("Bot 4",), ("Cy",)]
    # the person Bob is not the bot Bob: each seat belongs to its own row
    seats = read(tmp_path / "history.sqlite3", "SELECT s.kind, p.uid IS NOT NULL FROM seats s "
                                               "JOIN players p ON p.id = s.player_id")
    assert all((kind != "bot") == is_person for kind, is_person in seats)


def test_a_migrated_history_takes_new_games_and_is_migrated_once(tmp_path):
    path = a_copy_of_the_fixture(tmp_path)
    history, _ = HistoryStore.open(path)
    ann = PeopleStore(history).named("Ann")
    match = Match.start("goker", [Seat("Ann"), Seat("Ann", "bot", "easy")], seed=3)
    MatchKeeper(match, None, history).after_change()
    history.close()
    history, notice = HistoryStore.open(path)
    assert notice is None and len(list(tmp_path.glob("history.sqlite3.before-2*"))) == 1
    seats = read(path, "SELECT p.uid, s.kind FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = 9")
    assert seats == [(ann.uid, "human"), (None, "bot")]


def test_a_migration_that_fails_leaves_the_file_as_it_was_and_the_copy_kept(tmp_path, monkeypatch):
    path = a_copy_of_the_fixture(tmp_path)

    def fail_half_way(connection):
        connection.execute("DELETE FROM rounds")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(history_migration, "_people_from_players", fail_half_way)
    history, notice = HistoryStore.open(path)
    assert not history.available and "disk" in str(notice)
    assert read(path, "PRAGMA user_version") == [(1,)]
    for sql in (GAMES, SEATS, ROUNDS, *OTHERS):
        assert read(path, sql) == read(FIXTURE, sql), sql
    assert read(tmp_path / "history.sqlite3.before-2", ROUNDS) == read(FIXTURE, ROUNDS)
    monkeypatch.undo()
    assert history.available  # tried again: migrated now, a second copy kept beside the first
    assert read(path, "PRAGMA user_version") == [(2,)] and read(path, ROUNDS) == read(FIXTURE, ROUNDS)
    assert (tmp_path / "history.sqlite3.before-2-1").exists()


@pytest.mark.parametrize("change, said", [
    ("ALTER TABLE seats DROP COLUMN placement", "Your score history is missing columns (seats.placement)."),
    ("DROP TABLE rounds", "Your score history is missing tables."),
], ids=["column", "table"])
def test_a_damaged_schema_1_history_is_set_aside_as_before_not_migrated(tmp_path, change, said):
    path = a_copy_of_the_fixture(tmp_path)
    connection = sqlite3.connect(path)
    connection.execute(change)
    connection.commit()
    connection.close()
    before = path.read_bytes()
    history, notice = HistoryStore.open(path)
    kept = next(tmp_path.glob("history.sqlite3.damaged-*"))
    assert str(notice) == f"{said} It was kept as {kept.name}; a new, empty history was started."
    assert kept.read_bytes() == before and not list(tmp_path.glob("*.before-2*"))
    assert history.games() == [] and read(path, "PRAGMA user_version") == [(2,)]


def test_a_history_from_a_newer_game_night_is_still_refused(tmp_path):
    path = a_copy_of_the_fixture(tmp_path)
    HistoryStore.open(path)[0].close()
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 3")
    connection.close()
    _, notice = HistoryStore.open(path)
    assert str(notice).startswith("Your score history was written by a newer Game Night (schema 3; this one reads 2).")


def test_the_app_opens_a_schema_1_history_and_shows_its_games_and_people(qtbot):
    a_copy_of_the_fixture(paths.history_path().parent)
    window = start_the_app(qtbot)
    assert window.context.notices == [] or all("history" not in str(n) for n in window.context.notices)
    qtbot.mouseClick(window.launcher.history_button, Qt.MouseButton.LeftButton)
    page = window.history_page
    assert page.table.rowCount() == 8
    page.tabs.setCurrentWidget(page.people_tab)
    assert sorted(page.people_tab.shown_names()) == sorted(PEOPLE_NAMES)
