"""A failed save names its real cause: a full disk reads "the disk is full" even when the
rollback after the failed commit fails in turn, and when both the game and the history fail the
banner names both."""
import errno
import sqlite3

import pytest

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.storage import autosave, history as history_module
from gamenight.storage.errors import SaveFailed, reason_for
from gamenight.storage.history import HistoryStore


class FullDiskConnection:
    """A real connection whose disk fills up at COMMIT: SQLite rolls the transaction back by
    itself, so the ROLLBACK that follows fails with "cannot rollback - no transaction is active"."""

    def __init__(self, real: sqlite3.Connection):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)

    def execute(self, sql, *args):
        if sql == "COMMIT":
            raise sqlite3.OperationalError("database or disk is full")
        if sql == "ROLLBACK":
            self._real.execute("ROLLBACK")  # what SQLite did by itself
            raise sqlite3.OperationalError("cannot rollback - no transaction is active")
        return self._real.execute(sql, *args)


def two_seats(seed=2):
    match = Match.start("pig", [Seat("Ann"), Seat("Bob")], seed=seed)
    match.advance()
    return match


def test_a_full_disk_at_commit_says_the_disk_is_full_not_cannot_rollback(pig, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite3")
    first = two_seats(1)
    history.begin_game(first.record)
    history._connection = FullDiskConnection(history._connection)
    with pytest.raises(SaveFailed) as failed:
        history.begin_game(two_seats(2).record)
    assert str(failed.value.reason) == "the disk is full"
    assert isinstance(failed.value.__cause__, sqlite3.OperationalError)
    assert "database or disk is full" in str(failed.value.__cause__)
    history._connection = history._connection._real
    assert [row.id for row in history.games()] == [1] and not history._connection.in_transaction


def test_a_failing_rollback_after_a_failed_write_keeps_the_first_error(pig, tmp_path, monkeypatch):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite3")
    match = two_seats()
    history.begin_game(match.record)
    history._connection = FullDiskConnection(history._connection)
    monkeypatch.setattr(history_module, "player_for_seat", lambda db, seat: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, "No space left on device")))
    with pytest.raises(SaveFailed) as failed:
        history.begin_game(two_seats(5).record)
    assert str(failed.value.reason) == "the disk is full"


@pytest.mark.parametrize("code", [13, 13 | (1 << 8)])  # SQLITE_FULL and an extended form of it
def test_sqlite_full_by_its_code_is_the_disk_is_full(code):
    error = sqlite3.OperationalError("some other wording")
    error.sqlite_errorcode = code
    assert str(reason_for(error)) == "the disk is full"


def play_a_round_failing_both(window, monkeypatch) -> None:
    """A game of pig in the window played to its first round's end with the history's disk full
    and the autosave folder read-only."""
    from toygame import Roll

    match = Match.start("pig", [Seat("Me"), Seat("You")], seed=8)
    window.open_match(match)
    history = window.context.history
    history._connection = FullDiskConnection(history._connection)
    monkeypatch.setattr(autosave, "write_atomically",
                        lambda path, text: (_ for _ in ()).throw(OSError(errno.EROFS, "Read-only file system")))
    while len(match.state.completed_rounds()) < 1:  # a round ends: the history has something to write
        if match.current_player >= 0:
            window.controller.act(Roll(), match.current_player)
        else:
            window.controller.draw(by_user=False)


def test_when_the_game_and_the_history_both_fail_the_banner_names_both(pig, window, qtbot, monkeypatch):
    play_a_round_failing_both(window, monkeypatch)
    text = window.save_banner.text()
    assert window.save_banner.isVisible()
    assert text.startswith("Not saved: the game (the data folder is read-only) and the score history "
                           "(the disk is full)"), text
    assert "cannot rollback" not in text
