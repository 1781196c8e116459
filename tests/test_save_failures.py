"""A save that fails (a full disk, a locked history) never freezes a game: the banner says so,
bots keep moving, nothing saved before is damaged, and saving is retried until it works."""
import errno
import json
import sqlite3

from PySide6.QtCore import Qt

from gamenight.app.match_controller import CAUGHT_UP
from gamenight.storage import autosave, history
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
