"""A score history of the right version whose tables lack a column this version writes (or have one
it cannot fill in) is found out when it is opened, not write by write (issue 33: every write
failed in SQLite's words and finished games piled up): it is set aside as it is, with a notice,
and a new history takes the games."""
from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtWidgets import QMessageBox

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.storage import paths
from gamenight.storage.history import HistoryStore
from gamenight.storage.keeper import MatchKeeper
from user_path import start_the_app


def history_with_a_game(path) -> None:
    """A history of this version holding one finished game."""
    history, _ = HistoryStore.open(path)
    match = Match.start("goker", [Seat("Ann", "bot", "easy"), Seat("Bob", "bot", "easy")], seed=4)
    match.play_out()
    MatchKeeper(match, None, history).after_change()
    assert len(history.games(finished_only=True)) == 1
    history.close()


def altered(path, *statements: str) -> bytes:
    connection = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        connection.execute(statement)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    return path.read_bytes()


def kept_aside(folder):
    """The history file set aside (its SQLite companions go with it)."""
    return next(path for path in folder.glob("history.sqlite3.damaged-*") if not path.name.endswith(("-wal", "-shm")))


def finish_a_game(history: HistoryStore) -> None:
    match = Match.start("goker", [Seat("Cy", "bot", "easy"), Seat("Di", "bot", "easy")], seed=5)
    match.play_out()
    MatchKeeper(match, None, history).after_change()


@pytest.mark.parametrize("change, said", [
    ("ALTER TABLE seats DROP COLUMN placement", "Your score history is missing columns (seats.placement)."),
    ("ALTER TABLE rounds RENAME COLUMN points TO pts", "Your score history is missing columns (rounds.points)."),
], ids=["dropped", "renamed"])
def test_a_missing_column_sets_the_history_aside_at_open_and_a_new_one_takes_the_games(tmp_path, change, said):
    path = tmp_path / "history.sqlite3"
    history_with_a_game(path)
    before = altered(path, change)
    history, notice = HistoryStore.open(path)
    kept = kept_aside(tmp_path)
    assert str(notice) == f"{said} It was kept as {kept.name}; a new, empty history was started."
    assert kept.read_bytes() == before  # set aside as it was
    finish_a_game(history)  # every write works on the new history
    assert [row.names for row in history.games(finished_only=True)] == [("Cy", "Di")]


def test_a_column_this_version_cannot_fill_in_sets_the_history_aside(tmp_path):
    path = tmp_path / "history.sqlite3"
    history_with_a_game(path)
    altered(path, "ALTER TABLE players RENAME TO old_players",
            "CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL, uid TEXT UNIQUE, colour TEXT, "
            "symbol TEXT, language TEXT NOT NULL DEFAULT '', merged_into INTEGER, team TEXT NOT NULL)",
            "INSERT INTO players SELECT *, 'red' FROM old_players",
            "DROP TABLE old_players")
    history, notice = HistoryStore.open(path)
    assert str(notice).startswith("Your score history has columns this version cannot fill in (players.team).")
    finish_a_game(history)


def test_a_column_this_version_does_not_write_but_need_not_fill_is_left_alone(tmp_path):
    path = tmp_path / "history.sqlite3"
    history_with_a_game(path)
    altered(path, "ALTER TABLE games ADD COLUMN venue TEXT", "ALTER TABLE abandoned ADD COLUMN why TEXT DEFAULT ''")
    history, notice = HistoryStore.open(path)
    assert notice is None and len(history.games(finished_only=True)) == 1
    finish_a_game(history)
    assert len(history.games(finished_only=True)) == 2


def test_at_start_the_app_says_the_history_was_set_aside(qtbot, monkeypatch):
    paths.data_dir().mkdir(parents=True)
    history_with_a_game(paths.history_path())
    altered(paths.history_path(), "ALTER TABLE games DROP COLUMN options")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: said.append(text))
    window = start_the_app(qtbot)
    kept = kept_aside(paths.data_dir()).name
    assert said == [f"Your score history is missing columns (games.options). It was kept as {kept}; a new, empty "
                    "history was started."]
    assert window.context.history.games() == []
