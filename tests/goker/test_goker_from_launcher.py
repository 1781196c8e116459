"""Goker the way a user starts it: the launcher's tile, the new-game dialog, Start, then taps and
keys through a level end; one Ctrl+Z takes back one step; a killed game resumes through the
resume dialog; the console's "Undo last call" undoes the last call, not a GOKER claim."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from user_path import killed_and_reopened, resume_through_dialog, seats, start_from_launcher, undo_by_keys


def solo_game(window, qtbot, seed="5"):
    def fill(dialog):
        seats(dialog, 3, {1: "normal", 2: "easy"}, ["You", "Ada", "Bo"])
        dialog.seed.setText(seed)

    match = start_from_launcher(window, qtbot, "goker", fill)
    qtbot.waitUntil(lambda: match.state.phase != "deal", timeout=3000)
    return match, window.screen_widget


def my_move_due(match):
    state = match.state
    return match.is_over or state.phase == "draw" or (state.current_player == 0 and state.phase in ("guess", "play"))


def one_move(window, match, screen, qtbot):
    """Whatever the user would do next, done by a tap or a key."""
    qtbot.waitUntil(lambda: my_move_due(match), timeout=5000)
    state = match.state
    if state.phase == "guess":
        qtbot.mouseClick(screen.board.buttons[state.legal_actions()[-1].number], Qt.MouseButton.LeftButton)
    elif state.phase == "draw":
        qtbot.keyClick(window, Qt.Key.Key_Space)
    elif state.phase == "play":
        qtbot.mouseClick(screen.card_views[0].viewport(), Qt.MouseButton.LeftButton)
        qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    if 0 in screen.goker_prompt.seats:
        qtbot.mouseClick(next(iter(screen.goker_prompt.buttons.values())), Qt.MouseButton.LeftButton)


def play_until(window, match, screen, qtbot, done, limit=600):
    for _ in range(limit):
        if done():
            return
        one_move(window, match, screen, qtbot)
    raise AssertionError("not reached")


def test_solo_from_the_launcher_through_a_level_end_and_undo_one_ball(window, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)
    match, screen = solo_game(window, qtbot)
    assert [seat.name for seat in match.seats] == ["You", "Ada", "Bo"] and match.seats[1].level == "normal"
    assert len([view for view in screen.card_views if view.isVisibleTo(screen)]) == 3
    play_until(window, match, screen, qtbot, lambda: len(match.state.balls) == 4)
    balls = list(match.state.balls)
    actions = list(match.record.actions)
    assert window.undo_action.text() == f"Undo call {screen_ball(balls[-1])}"
    undo_by_keys(window, qtbot)
    assert match.state.balls == balls[:3] and match.record.actions == actions[:-1]
    # on to the end of level 1: written to the history
    play_until(window, match, screen, qtbot, lambda: len(match.state.completed_rounds()) == 1)
    history = window.context.history
    assert len(history.detail(history.games(game="goker")[0].id).rounds) == 1
    play_until(window, match, screen, qtbot, lambda: match.state.phase == "guess" and match.state.current_player == 0)
    before = list(match.record.actions)
    one_move(window, match, screen, qtbot)
    assert window.undo_action.text().startswith("Undo guess ")
    undo_by_keys(window, qtbot)
    assert match.record.actions == before


def screen_ball(number):
    from gamenight.games.goker.deck import ball_name

    return ball_name(number)


@pytest.mark.parametrize("where", ["mid-round", "level end"])
def test_a_killed_solo_game_resumes_through_the_resume_dialog(window, qtbot, where):
    match, screen = solo_game(window, qtbot, seed="9")
    if where == "level end":
        play_until(window, match, screen, qtbot, lambda: len(match.state.completed_rounds()) == 1)
    else:
        play_until(window, match, screen, qtbot, lambda: len(match.state.balls) == 7)
    actions = list(match.record.actions)
    again = killed_and_reopened(qtbot)
    resumed = resume_through_dialog(again, qtbot)
    assert resumed.record.actions == actions
    assert again.screen_widget.ball.balls == match.state.balls
    assert again.screen_widget.score_sheet.total_texts() == screen.score_sheet.total_texts()
    again.close_match()


def test_console_undo_last_call_undoes_the_call_not_a_goker_claim(window, qtbot, monkeypatch):
    questions = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: questions.append(box.text()) or QMessageBox.StandardButton.Yes)

    def fill(dialog):
        seats(dialog, 3, {}, ["Ann", "Bob", "Cy"])
        dialog.option_widgets["cards"].setCurrentIndex(dialog.option_widgets["cards"].findData("table"))
        dialog.option_widgets["draw"].setCurrentIndex(dialog.option_widgets["draw"].findData("external"))

    match = start_from_launcher(window, qtbot, "goker", fill)
    screen = window.screen_widget
    assert not screen.undo_button.isEnabled()  # nothing called yet
    guesses = {}
    for number in (10, 11, 12):
        seat = match.state.current_player
        qtbot.mouseClick(screen.board.buttons[number], Qt.MouseButton.LeftButton)
        guesses[number] = seat
    assert not screen.undo_button.isEnabled()  # guesses are not calls
    qtbot.mouseClick(screen.board.buttons[40], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.board.buttons[11], Qt.MouseButton.LeftButton)  # a guess comes up: GOKER for its player
    assert screen.goker_prompt.seats == (guesses[11],)
    qtbot.mouseClick(next(iter(screen.goker_prompt.buttons.values())), Qt.MouseButton.LeftButton)
    name = match.seats[guesses[11]].name
    assert window.undo_action.text() == f"Undo GOKER for {name}"
    assert screen.undo_button.isEnabled()
    qtbot.mouseClick(screen.undo_button, Qt.MouseButton.LeftButton)
    assert "B 11" in questions[-1]
    assert match.state.balls == [40]  # the call went, and the claim made on it with it
