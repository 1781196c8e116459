"""The Goodge Rules as a player meets it: Launcher -> The Goodge Rules -> the new-game dialog ->
Start, the auction and the cards played by clicks through a round's end, one Ctrl+Z taking back
exactly one step, and a game left without closing resumed from the resume dialog, mid-round and
at a round's end."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gamenight.app.smoke import when_modal
from gamenight.games.goodge.views import Phase
from user_path import killed_and_reopened, resume_through_dialog, start_seeded, undo_by_keys

from .screen_helpers import play_until, raised_cards, take_my_turn

ME = 0


def start(window, qtbot, seed: int):
    return start_seeded(window, qtbot, "goodge", {1: "normal", 2: "normal", 3: "easy"}, ["Ann", "Bo", "Cy", "Di"],
                        seed)


def test_from_the_launcher_a_round_played_by_clicks_and_one_ctrl_z(window, qtbot):
    match, screen = start(window, qtbot, seed=21)
    qtbot.waitUntil(screen.my_turn, timeout=5000)
    assert screen.view().phase is Phase.BIDDING and len(screen.scene.cards) == 12
    assert not window.undo_action.isEnabled()  # the deal the app made by itself is no step to undo
    play_until(window, qtbot, lambda: bool(match.state.results))
    assert screen.end_panel.isVisible() and "Round 1:" in screen.end_panel.text.text()

    step = window.controller.undo_step()
    assert step.actor == ME and step.rounds_lost == 1
    before = list(match.record.actions)
    asked = []
    when_modal(QMessageBox, lambda box: (
        asked.append(box.text()),
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)))
    label = undo_by_keys(window, qtbot)
    assert asked and label == step.label
    assert match.record.actions == before[:step.index]  # exactly one step of mine, and what followed it
    assert not match.state.results and match.current_player == ME and not screen.end_panel.isVisible()
    assert screen.my_turn() and raised_cards(screen)


def test_a_game_left_mid_round_and_at_a_round_end_resumes_through_the_dialog(window, qtbot):
    match, screen = start(window, qtbot, seed=8)
    play_until(window, qtbot, lambda: match.state.phase is Phase.PLAY and match.current_player == ME)
    take_my_turn(screen, qtbot)
    qtbot.waitUntil(screen.my_turn, timeout=15000)
    actions = list(match.record.actions)

    again = killed_and_reopened(qtbot)
    resumed_match = resume_through_dialog(again, qtbot)
    resumed = again.screen_widget
    assert resumed_match.record.actions == actions and resumed.my_turn()
    assert set(resumed.scene.cards) >= set(resumed.view().hand) | set(resumed.view().trick)
    assert resumed.status.text() == "Your turn: click a raised card or drag it onto the table."
    play_until(again, qtbot, lambda: bool(resumed_match.state.results))
    finished = list(resumed_match.record.actions)
    again.close_match()

    third = killed_and_reopened(qtbot)
    at_end = resume_through_dialog(third, qtbot)
    panel_screen = third.screen_widget
    assert at_end.record.actions == finished and panel_screen.end_panel.isVisible()
    qtbot.wait(50)
    assert at_end.state.round is None  # nothing is dealt until the players ask
    qtbot.mouseClick(panel_screen.next_button, Qt.MouseButton.LeftButton)
    assert at_end.state.phase is Phase.BIDDING and not panel_screen.end_panel.isVisible()
    third.close_match()
