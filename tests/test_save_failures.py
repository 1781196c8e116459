"""A save that fails (a full disk, a locked history) never freezes a game: the banner says so,
bots keep moving, nothing saved before is damaged, and saving is retried until it works."""
import errno
import json
import sqlite3

import pytest
from PySide6.QtCore import Qt

from gamenight.app.match_controller import CAUGHT_UP
from gamenight.storage import autosave, history
from gamenight.storage.errors import SaveFailed
from gamenight.storage.files import MAX_FILE_BYTES
from user_path import seats, start_from_launcher


def goker_solo(window, qtbot):
    def fill(dialog):
        seats(dialog, 3, {1: "easy", 2: "easy"}, ["You", "Ada", "Bo"])
        dialog.seed.setText("4")

    match = start_from_launcher(window, qtbot, "goker", fill)
    qtbot.waitUntil(lambda: match.state.phase == "guess" and match.state.current_player == 0, timeout=3000)
    return match


def saved_actions(window, match):
    path = window.context.autosaves.path_for(match.record.match_id)
    return json.loads(path.read_text())["actions"]


def test_a_full_disk_shows_a_banner_the_game_goes_on_and_saving_resumes(window, qtbot, monkeypatch):
    match = goker_solo(window, qtbot)
    window.controller._retry.setInterval(50)
    good = saved_actions(window, match)
    real_write = autosave.write_atomically

    def full_disk(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(autosave, "write_atomically", full_disk)
    screen = window.screen_widget
    qtbot.mouseClick(screen.board.buttons[70], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.state.phase == "draw", timeout=3000)  # both bots guessed
    assert window.save_banner.isVisible()
    assert window.save_banner.text().startswith("Not saved: the disk is full")
    assert saved_actions(window, match) == good  # the last good save is intact
    qtbot.keyClick(window, Qt.Key.Key_Space)  # still playable
    assert len(match.state.balls) == 1
    monkeypatch.setattr(autosave, "write_atomically", real_write)
    qtbot.waitUntil(lambda: not window.save_banner.isVisible(), timeout=3000)
    assert saved_actions(window, match) == match.record.actions


def test_a_locked_history_is_retried_and_the_rounds_land_once_it_is_free(window, qtbot, monkeypatch):
    match = goker_solo(window, qtbot)
    window.controller._retry.setInterval(50)
    real = history.HistoryStore.set_rounds

    def locked(self, *args):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(history.HistoryStore, "set_rounds", locked)
    qtbot.mouseClick(window.screen_widget.board.buttons[70], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.state.phase == "draw", timeout=3000)
    assert "locked by another program" in window.save_banner.text()
    assert saved_actions(window, match) == match.record.actions  # the autosave was still written
    monkeypatch.setattr(history.HistoryStore, "set_rounds", real)
    qtbot.waitUntil(lambda: window.save_banner.text() == CAUGHT_UP, timeout=3000)  # then it goes by itself
    assert [len(window.context.history.detail(row.id).rounds) for row in window.context.history.games()] == [
        len(match.state.completed_rounds())]
    window.controller._caught_up_shown.setInterval(50)
    window.controller._caught_up_shown.start()
    qtbot.waitUntil(lambda: not window.save_banner.isVisible(), timeout=3000)


def test_a_game_too_big_to_read_back_is_not_written_the_banner_says_so_and_nothing_is_lost(window, qtbot):
    """The writer and the reader share one limit (issue 33: saves had none, reads refused 4 MiB)."""
    match = goker_solo(window, qtbot)
    good = saved_actions(window, match)
    path = window.context.autosaves.path_for(match.record.match_id)
    before = path.read_bytes()
    window.controller.remember("notes", "x" * MAX_FILE_BYTES)  # a screen's state, kept in the record
    assert window.save_banner.isVisible()
    size = len(match.record.dumps().encode())
    assert window.save_banner.text() == (f"Not saved: it would be too big ({size} bytes; Game Night reads files of at "
                                         f"most {MAX_FILE_BYTES}). Game Night keeps trying; you can play on.")
    assert path.read_bytes() == before and saved_actions(window, match) == good
    assert [p.name for p in path.parent.iterdir() if p.is_file()] == [path.name]  # no temp file left
    window.controller.remember("notes", "")
    assert not window.save_banner.isVisible() and json.loads(path.read_text())["view_state"]["notes"] == ""


def test_whatever_the_writer_writes_the_reader_reads_back(tmp_path):
    from gamenight.core.match import Match
    from gamenight.core.records import Seat

    match = Match.start("goker", [Seat("Ann"), Seat("Bob", "bot", "easy")], seed=4)
    store = autosave.AutosaveStore(tmp_path)
    match.record.view_state["notes"] = ""
    padding = MAX_FILE_BYTES - len(match.record.dumps().encode())
    match.record.view_state["notes"] = "x" * padding  # exactly at the limit
    store.save(match.record)
    assert [record.view_state["notes"] for record in store.unfinished().records] == ["x" * padding]
    match.record.view_state["notes"] += "x"
    with pytest.raises(SaveFailed, match=f"it would be too big \\({MAX_FILE_BYTES + 1} bytes"):
        store.save(match.record)
    assert len(autosave.AutosaveStore(tmp_path).unfinished().records[0].view_state["notes"]) == padding
