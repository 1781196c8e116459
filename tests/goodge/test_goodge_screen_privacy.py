"""What the Goodge screen shows comes from the viewer's view only: no card of another hand, nor
of the stash before it is the viewer's, can be reached from the table; with two people at one
machine the pass gate hides the hand between their turns."""
from PySide6.QtCore import Qt

from gamenight.core.records import Seat
from gamenight.games.goodge.ui.cards import CardItem
from gamenight.games.goodge.views import Phase

from .screen_helpers import STASH, cards, rigged_match, take_my_turn


def table_cards(screen):
    """Every card item on the table: (card or None for a back, face up)."""
    return [(item.card, item.face_up) for item in screen.scene.items() if isinstance(item, CardItem)]


def hidden_from(state, seat):
    """The cards `seat` may not see now (read from the engine, in the test only)."""
    current = state.round
    others = {card for other, hand in enumerate(current.hands) if other != seat for card in hand}
    return others | (set() if current.goodge == seat else set(current.stash))


def open_screen(window, qtbot, seats):
    match = rigged_match(seats)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    return match, window.screen_widget


def test_no_other_seat_s_hidden_card_can_be_reached_from_the_table(window, qtbot):
    seats = [Seat("Ann"), Seat("Bo", "bot", "normal"), Seat("Cy", "bot", "normal"), Seat("Di", "bot", "easy")]
    match, screen = open_screen(window, qtbot, seats)
    while match.state.phase is not Phase.OVER and len(match.record.actions) < 60:
        qtbot.waitUntil(lambda: screen.my_turn() or bool(match.state.results), timeout=15000)
        if match.state.results:
            break
        shown = table_cards(screen)
        view = screen.view()
        assert not {card for card, _ in shown} & hidden_from(match.state, 0)
        assert {card for card, face_up in shown if face_up} <= (
            set(view.hand) | set(view.trick) | {card for _, trick in view.tricks for card in trick}
            | set(view.stash or ()))
        assert sum(card is None for card, _ in shown) == (0 if view.goodge == 0 else view.stash_count)
        take_my_turn(screen, qtbot)
    assert len(match.record.actions) > 10


def test_the_pass_gate_hides_the_hand_between_two_people(window, qtbot):
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot", "normal"), Seat("Di", "bot", "normal")]
    match, screen = open_screen(window, qtbot, seats)
    assert screen.gated and screen.pass_gate.isVisible() and "Ann" in screen.pass_gate.text.text()
    assert not any(face_up for _, face_up in table_cards(screen)) and not screen.choices.buttons
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert screen.viewer == 0 and set(screen.scene.cards) == set(match.state.round.hands[0])
    take_my_turn(screen, qtbot)  # Ann passes: Bob's call
    assert screen.pass_gate.isVisible() and "Bob" in screen.pass_gate.text.text()
    assert not screen.scene.cards and not screen.choices.buttons
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert screen.viewer == 1 and set(screen.scene.cards) == set(match.state.round.hands[1])
    assert not set(screen.scene.cards) & set(cards(STASH))
