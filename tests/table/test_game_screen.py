"""The GameScreen base, through the test dice game: the pass gate between two people, the hint
worked out on the bot worker, messages cleared by the next accepted action, winners from
placements."""
from PySide6.QtCore import Qt

from gamenight.core.records import Seat
from toygame import Roll
from toygame_screen import PigScreen, SecretPigScreen, open_screen


def screen_for(qtbot, pig, seats, kind=PigScreen):
    return open_screen(qtbot, seats, kind)


def test_the_pass_gate_hides_the_table_between_two_people(qtbot, pig):
    _match, _controller, screen = screen_for(qtbot, pig, [Seat("Ann"), Seat("Bob")], SecretPigScreen)
    assert screen.gated
    screen.check_gate()
    assert screen.pass_gate.isVisible() and "Ann" in screen.pass_gate.text.text()
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert screen.viewer == 0 and screen.unlocked and screen.my_turn()
    qtbot.mouseClick(screen.hold, Qt.MouseButton.LeftButton)  # Ann holds: Bob's turn
    assert screen.pass_gate.isVisible() and "Bob" in screen.pass_gate.text.text() and not screen.my_turn()
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert screen.viewer == 1 and screen.my_turn()


def test_no_gate_for_one_person_or_open_games(qtbot, pig):
    _, _, alone = screen_for(qtbot, pig, [Seat("Ann"), Seat("Bo", "bot", "easy")], SecretPigScreen)
    assert not alone.gated and alone.unlocked
    _, _, open_game = screen_for(qtbot, pig, [Seat("Ann"), Seat("Bob")])
    assert not open_game.gated


def test_the_hint_comes_from_the_worker_and_clears_with_the_next_action(qtbot, pig):
    match, controller, screen = screen_for(qtbot, pig, [Seat("Ann"), Seat("Bo", "bot", "normal")])
    with qtbot.waitSignal(controller.hintReady, timeout=3000) as hint:
        qtbot.mouseClick(screen.hint, Qt.MouseButton.LeftButton)
    assert hint.args[0] == 0
    assert screen.message.text() == f"Hint: {match.state.describe(hint.args[1])}."
    qtbot.mouseClick(screen.roll, Qt.MouseButton.LeftButton)
    assert screen.message.text() == ""


def test_a_refusal_is_shown_and_winners_come_from_placements(qtbot, pig):
    match, controller, screen = screen_for(qtbot, pig, [Seat("Ann"), Seat("Bob")])
    controller.act(Roll(), 1)
    assert "not Bob's turn" in screen.message.text()
    match.state.totals = [20, 20]
    assert screen.winners() == [0, 1] and "win!" in screen.winners_title()

