"""Writes that fail (locked history, read-only folder, full disk) are reported in plain words,
damage nothing saved before, and succeed when retried once the cause is gone."""
import errno
import os
import sqlite3
import tempfile

import pytest

from gamenight.app.context import AppContext
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.storage import files, history_file
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.errors import SaveFailed, reason_for
from gamenight.storage.history import HistoryStore, HistoryUnavailable
from gamenight.storage.keeper import MatchKeeper
from gamenight.storage.settings import Settings, load_settings, save_settings

LOCKED = "the score history is locked by another program"


@pytest.fixture(autouse=True)
def short_busy_wait(monkeypatch):
    monkeypatch.setattr(history_file, "BUSY_TIMEOUT", 0.05)


def new_match(seed=3):
    match = Match.start("pig", [Seat("Ann", "human"), Seat("Bob", "bot", "easy")], seed=seed)
    match.advance()
    return match


def lock(path):
    """Another program holding the history: exclusive locking mode and an open write."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    return holder


def write_lock(path):
    """Another program in the middle of a write to the history while we have it open (WAL lets
    one writer in at a time, so ours must wait, then fail)."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    return holder


def aside(folder):
    return [p.name for p in folder.iterdir() if ".damaged-" in p.name or ".newer-" in p.name or "not-a-file" in p.name]


@pytest.mark.parametrize("error, words", [
    (OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
    (OSError(errno.EDQUOT, "Disk quota exceeded"), "the disk quota is used up"),
    (OSError(errno.EROFS, "Read-only file system"), "the data folder is read-only"),
    (PermissionError(errno.EACCES, "Permission denied"), "permission denied"),
    (OSError(errno.EPERM, "Operation not permitted"), "permission denied"),
    (OSError(errno.EIO, "Input/output error"), "the disk reported a read/write error"),
    (sqlite3.OperationalError("database is locked"), LOCKED),
    (sqlite3.OperationalError("attempt to write a readonly database"), "the data folder is read-only"),
    (sqlite3.OperationalError("database or disk is full"), "the disk is full"),
    (sqlite3.OperationalError("disk I/O error"), "the disk reported a read/write error"),
    (sqlite3.OperationalError("unable to open database file"), "the score history file cannot be opened"),
])
def test_reasons_are_plain_words(error, words):
    assert str(reason_for(error)) == words


def test_a_locked_history_is_not_moved_and_a_retry_succeeds_once_free(pig, tmp_path):
    path = tmp_path / "history.sqlite3"
    HistoryStore.open(path)[0].close()
    holder = lock(path)
    history, notice = HistoryStore.open(path)
    assert str(notice) == "Your score history is locked by another program; scores will be saved when it is free."
    assert aside(tmp_path) == [] and path.exists()
    assert not history.available and str(history.reason) == LOCKED
    match = new_match()
    with pytest.raises(SaveFailed) as failed:
        history.begin_game(match.record)
    assert str(failed.value.reason) == LOCKED and isinstance(failed.value.__cause__, HistoryUnavailable)
    with pytest.raises(HistoryUnavailable) as unavailable:
        history.games()
    assert str(unavailable.value.reason) == LOCKED
    holder.close()
    history.begin_game(match.record)  # the same call again: the lock is gone
    assert history.available and history.reason is None
    assert [row.names for row in history.games()] == [("Ann", "Bob")]


def test_a_game_whose_entry_failed_is_entered_by_its_next_write(pig, tmp_path):
    path = tmp_path / "history.sqlite3"
    HistoryStore.open(path)[0].close()
    holder = lock(path)
    history, _ = HistoryStore.open(path)
    match = new_match()
    with pytest.raises(SaveFailed):
        history.begin_game(match.record)
    holder.close()
    history.set_rounds(match.record.match_id, [(4.0, 0.0)])
    assert history.detail(history.games()[0].id).rounds == ((4.0, 0.0),)


def test_a_lock_taken_while_running_fails_the_write_and_keeps_earlier_rounds(pig, tmp_path):
    path = tmp_path / "history.sqlite3"
    history, _ = HistoryStore.open(path)
    match = new_match()
    history.begin_game(match.record)
    history.set_rounds(match.record.match_id, [(1.0, 2.0)])
    holder = write_lock(path)
    with pytest.raises(SaveFailed) as failed:
        history.set_rounds(match.record.match_id, [(1.0, 2.0), (3.0, 4.0)])
    assert str(failed.value.reason) == LOCKED
    holder.close()
    assert history.detail(history.games()[0].id).rounds == ((1.0, 2.0),)
    history.set_rounds(match.record.match_id, [(1.0, 2.0), (3.0, 4.0)])
    assert history.detail(history.games()[0].id).rounds == ((1.0, 2.0), (3.0, 4.0))


def test_a_full_database_fails_the_write_in_plain_words_and_keeps_what_was_saved(pig, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite3")
    first = new_match(1)
    history.begin_game(first.record)
    pages = history._db.execute("PRAGMA page_count").fetchone()[0]
    history._db.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's own "database or disk is full"
    big = new_match(2)
    big.record.options["padding"] = "x" * 200_000
    with pytest.raises(SaveFailed) as failed:
        history.begin_game(big.record)
    assert str(failed.value.reason) == "the disk is full"
    assert [row.id for row in history.games()] == [1] and not history._db.in_transaction


@pytest.mark.parametrize("broken, code", [("fsync", errno.ENOSPC), ("replace", errno.EROFS)])
def test_a_failed_file_write_leaves_the_old_file_and_no_temp_file(pig, tmp_path, monkeypatch, broken, code):
    store = AutosaveStore(tmp_path / "auto")
    match = new_match()
    store.save(match.record)
    path = store.path_for(match.record.match_id)
    before = path.read_text()
    match.advance()

    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, broken, fail)
    with pytest.raises(SaveFailed) as failed:
        store.save(match.record)
    monkeypatch.undo()
    assert failed.value.reason == reason_for(OSError(code, ""))
    assert isinstance(failed.value.__cause__, OSError)
    assert path.read_text() == before and os.listdir(path.parent) == [path.name]
    store.save(match.record)  # retry once the disk is fine again
    assert path.read_text() == match.record.dumps()


def test_settings_save_fails_in_plain_words_and_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    save_settings(path, Settings(theme="dark"))
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
    with pytest.raises(SaveFailed, match="the disk is full"):
        save_settings(path, Settings(theme="light"))
    monkeypatch.undo()
    assert load_settings(path)[0].theme == "dark" and os.listdir(tmp_path) == ["settings.json"]


@pytest.fixture
def read_only_folders(monkeypatch):
    """Every write into the data and config folders fails as on a read-only file system (tests
    run as root, which ignores permission bits)."""
    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    real_connect = sqlite3.connect

    def connect(database, *args, **kwargs):
        if kwargs.get("uri"):
            return real_connect(database, *args, **kwargs)
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(files.Path, "mkdir", refuse)
    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(sqlite3, "connect", connect)


def test_a_read_only_data_folder_does_not_stop_start_up(pig, tmp_path, read_only_folders):
    context = AppContext.open(tmp_path / "data", tmp_path / "config")
    assert [str(notice) for notice in context.notices] == [
        "Your score history cannot be used right now (the data folder is read-only); "
        "scores will be saved once it can be."]
    assert not context.history.available and context.autosaves.unfinished().records == []
    match = new_match()
    keeper = MatchKeeper(match, context.autosaves, context.history)
    assert keeper.failure is None  # nothing written yet: the first write says why it failed
    with pytest.raises(SaveFailed) as failed:
        keeper.after_change()
    assert str(failed.value.reason) == "the data folder is read-only"
    with pytest.raises(SaveFailed, match="read-only"):
        context.save_settings(Settings(theme="dark"))
    assert context.settings.theme == "dark"  # in use for this session all the same


def test_after_change_still_autosaves_when_the_history_is_locked(pig, tmp_path):
    path = tmp_path / "history.sqlite3"
    history, _ = HistoryStore.open(path)
    autosaves = AutosaveStore(tmp_path / "auto")
    match = new_match()
    keeper = MatchKeeper(match, autosaves, history)
    holder = write_lock(path)
    match.advance()
    with pytest.raises(SaveFailed, match="locked"):
        keeper.after_change()
    assert autosaves.unfinished().records[0].actions == match.record.actions
    holder.close()
    keeper.after_change()
    assert keeper.failure is None


def test_a_full_disk_at_start_up_still_opens_with_a_notice(pig, tmp_path, monkeypatch):
    real_connect = sqlite3.connect

    def full(database, *args, **kwargs):
        connection = real_connect(database, *args, **kwargs)
        connection.execute("PRAGMA max_page_count = 1")  # no room for the schema
        return connection

    monkeypatch.setattr(sqlite3, "connect", full)
    context = AppContext.open(tmp_path / "data", tmp_path / "config")
    assert [str(notice) for notice in context.notices] == [
        "Your score history cannot be used right now (the disk is full); scores will be saved once it can be."]
    monkeypatch.undo()
    assert context.history.games() == []  # room again: the next call connects


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_history_that_is_not_a_file_is_moved_aside(tmp_path, kind):
    path = tmp_path / "history.sqlite3"
    if kind == "folder":
        path.mkdir()
    else:
        os.mkfifo(path)
    history, notice = HistoryStore.open(path)
    assert str(notice).startswith("Your score history was ") and "kept as history.sqlite3.not-a-file-" in str(notice)
    assert history.games() == [] and path.is_file()
    assert len(aside(tmp_path)) == 1


def test_an_unreadable_history_is_left_in_place_and_read_once_it_opens(pig, tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    history, _ = HistoryStore.open(path)
    history.begin_game(new_match().record)
    history.close()

    def refuse(*args, **kwargs):  # what SQLite says for a file it may not read (root ignores chmod)
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(sqlite3, "connect", refuse)
    history, notice = HistoryStore.open(path)
    assert str(notice) == ("Your score history cannot be used right now (the score history file cannot be opened); "
                      "scores will be saved once it can be.")
    with pytest.raises(HistoryUnavailable, match="cannot be opened"):
        history.players()
    monkeypatch.undo()
    assert aside(tmp_path) == [] and history.players() == ["Ann", "Bob"]
