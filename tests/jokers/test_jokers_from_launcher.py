"""Jokers as a player meets it: Launcher -> Jokers -> the new-game dialog -> Start, turns played
by clicks on the board, Ctrl+Z taking back exactly one of them, a killed game resumed through
the resume dialog at the same move, and two people as a team behind the pass gate."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gamenight.games.jokers.track import team_of
from user_path import killed_and_reopened, resume_through_dialog, seats, start_from_launcher, start_seeded, undo_by_keys

from .board_clicks import play_any_turn

ME = 0


def new_solo_game(window, qtbot, seed: int):
    return start_seeded(window, qtbot, "jokers", {1: "normal", 2: "easy", 3: "normal"}, ["You", "Bo", "Cy", "Di"],
                        seed)


def wait_for_my_turn(match, qtbot) -> None:
    qtbot.waitUntil(lambda: match.current_player == ME, timeout=30000)


def test_start_play_turns_by_clicks_and_undo_exactly_one(window, qtbot):
    match, screen = new_solo_game(window, qtbot, seed=7)
    assert [seat.is_bot for seat in match.seats] == [False, True, True, True] and match.record.seed == 7
    for _ in range(4):
        wait_for_my_turn(match, qtbot)
        assert screen.status.text() in ("Your turn: pick a card.", "No card can be played: pick one to discard.")
        hand = set(screen.hand.fan.items)
        assert hand == set(match.state.hands[ME]) and len(hand) == 6
        before = list(match.record.actions)
        play_any_turn(screen, qtbot)
        assert len(match.record.actions) > len(before) and match.state.public[len(before)].card in hand
    assert screen.log.count() >= 4 * 4
    label = undo_by_keys(window, qtbot)
    assert label.startswith("Undo ")
    assert match.record.actions == before and match.current_player == ME
    assert screen.log.lines()[-1][0] <= len(before)  # the lines of the steps taken back are gone
    assert set(screen.hand.fan.items) == hand and screen.status.text() != ""
    play_any_turn(screen, qtbot)  # the same turn can be played again
    assert len(match.record.actions) > len(before)


def test_a_killed_game_resumes_at_the_same_move(window, qtbot):
    match, screen = new_solo_game(window, qtbot, seed=12)
    for _ in range(2):
        wait_for_my_turn(match, qtbot)
        play_any_turn(screen, qtbot)
    wait_for_my_turn(match, qtbot)
    actions = list(match.record.actions)
    marbles = screen.view().marbles
    log = screen.log.lines()

    again = killed_and_reopened(qtbot)
    resumed = resume_through_dialog(again, qtbot)
    screen_again = again.screen_widget
    assert resumed.record.actions == actions and resumed.current_player == ME
    assert screen_again.view().marbles == marbles
    assert screen_again.log.lines() == log and len(log) >= 8  # the move log as it was
    assert {item.hole for item in screen_again.scene.marbles.values()} == {h for seat in marbles for h in seat}
    assert set(screen_again.hand.fan.items) == set(match.state.hands[ME])
    play_any_turn(screen_again, qtbot)
    assert len(resumed.record.actions) > len(actions)
    again.close_match()


def test_two_people_as_a_team_take_turns_behind_the_pass_gate(window, qtbot):
    def fill(dialog):
        seats(dialog, 4, {1: "easy", 3: "easy"}, ["Ann", "Bo", "Cat", "Di"])
        dialog.seed.setText("5")

    match = start_from_launcher(window, qtbot, "jokers", fill)
    screen = window.screen_widget
    assert team_of(0) == team_of(2) and screen.humans == [0, 2] and screen.gated
    played = set()
    while len(played) < 2:
        qtbot.waitUntil(lambda: match.current_player in (0, 2) and screen.pass_gate.isVisible(), timeout=30000)
        seat = match.current_player
        assert not screen.hand.fan.items  # nobody's cards show until the gate is opened
        qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
        assert screen.viewer == seat and set(screen.hand.fan.items) == set(match.state.hands[seat])
        play_any_turn(screen, qtbot)
        played.add(seat)
