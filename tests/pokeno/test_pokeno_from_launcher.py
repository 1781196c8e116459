"""Super Pokeno Bonus the way a user starts it: the launcher's tile, the new-game dialog, Start,
then clicks; one Ctrl+Z takes back one draw; a killed game resumes through the resume dialog."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from user_path import killed_and_reopened, resume_through_dialog, seats, start_from_launcher, undo_by_keys


def new_game(window, qtbot):
    def fill(dialog):
        seats(dialog, 2, {1: "easy"}, ["You", "Bo"])
        dialog.seed.setText("11")

    match = start_from_launcher(window, qtbot, "pokeno", fill)
    screen = window.screen_widget
    qtbot.mouseClick(screen.picker.number_buttons[4], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.picker.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    return match, screen


def press_until(match, screen, qtbot, done, limit=400):
    for _ in range(limit):
        if done():
            return
        qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    raise AssertionError("the round did not end")


def test_start_play_a_round_and_undo_one_draw_at_a_time(window, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    match, screen = new_game(window, qtbot)
    assert match.seats[0].name == "You" and match.state.board_of[0] == 4
    press_until(match, screen, qtbot, lambda: len(match.state.completed_rounds()) == 1)
    history = window.context.history
    game_id = history.games(game="pokeno")[0].id
    assert len(history.detail(game_id).rounds) == 1
    qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)  # the first roll of round 2
    actions = list(match.record.actions)
    label = undo_by_keys(window, qtbot)
    assert label.startswith("Undo roll ")
    assert match.record.actions == actions[:-1]  # exactly that roll, nothing more
    assert len(history.detail(game_id).rounds) == 1 and not asked
    # the next step back reopens round 1: the app asks first, and "No" changes nothing
    label = window.undo_action.text()
    assert label.startswith("Undo draw the ")
    undo_by_keys(window, qtbot)
    assert asked and "reopens a finished round" in asked[0]
    assert match.record.actions == actions[:-1] and len(history.detail(game_id).rounds) == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    undo_by_keys(window, qtbot)
    assert match.record.actions == actions[:-2]
    assert match.state.completed_rounds() == [] and history.detail(game_id).rounds == ()
    # playing on draws the same card again
    qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    assert match.record.actions == actions[:-1]


@pytest.mark.parametrize("where", ["mid-round", "round end"])
def test_a_killed_game_resumes_through_the_resume_dialog(window, qtbot, where):
    match, screen = new_game(window, qtbot)
    if where == "round end":
        press_until(match, screen, qtbot, lambda: len(match.state.completed_rounds()) == 1)
    else:
        press_until(match, screen, qtbot, lambda: match.state.round is not None and len(match.state.round.drawn) == 5)
    actions = list(match.record.actions)
    again = killed_and_reopened(qtbot)
    resumed = resume_through_dialog(again, qtbot)
    assert resumed.record.actions == actions and resumed.record.match_id == match.record.match_id
    again_screen = again.screen_widget
    assert again_screen.pages.currentWidget() is again_screen.table
    # the next press does the same as it would have done before the kill
    qtbot.mouseClick(again_screen.controls.primary, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    assert resumed.record.actions == match.record.actions
    again.close_match()
