"""The Goodge Rules from the keyboard alone: started from the launcher, a round played to its end
by key presses (Tab to a bid or a trump button and Space; Tab to a card of the hand and Enter),
the next round dealt with Enter on the end panel's first button, a dimmed card's refusal said,
and the table read through the accessibility tree."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from gamenight.games.goodge.actions import Bid, NameTrump, Pass, Play
from gamenight.games.goodge.views import Phase
from keyboard_play import accessible_focus, focus_by_keys, press, tab_to
from user_path import start_seeded

ME = 0


def start(window, qtbot, seed=21):
    match, screen = start_seeded(window, qtbot, "goodge", {1: "normal", 2: "normal", 3: "easy"},
                                 ["Ann", "Bo", "Cy", "Di"], seed)
    qtbot.waitUntil(screen.my_turn, timeout=5000)
    return match, screen


def my_decision_by_keys(window, qtbot, screen) -> None:
    """Pass (or the lowest bid), the first suit as trump, the first card the fan offers."""
    view, legal = screen.view(), screen.state.legal_actions()
    if view.phase in (Phase.PLAY, Phase.PUT_BACK):
        card = next(stop.key for stop in screen.table_focus.stops if stop.item.playable)
        focus_by_keys(qtbot, screen.table_focus, card)
        press(qtbot, screen.table, Qt.Key.Key_Return)
        assert card not in screen.view().hand, "Enter did not play the focused card"
        return
    wanted = Pass() if Pass() in legal else min((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
    if view.phase is Phase.TRUMP:
        wanted = next(action for action in legal if isinstance(action, NameTrump))
    button = screen.choices.buttons[wanted]
    screen.table.setFocus(Qt.FocusReason.OtherFocusReason)
    tab_to(qtbot, window, button)
    steps = len(screen.controller.match.record.actions)
    press(qtbot, button, Qt.Key.Key_Space)
    assert len(screen.controller.match.record.actions) > steps, "Space on the button did nothing"
    kept = screen.table.hasFocus() or any(other.hasFocus() for other in screen.choices.buttons.values())
    assert kept, "the keyboard focus was lost with the button"


def test_a_round_played_to_its_end_by_keys_alone(window, qtbot):
    match, screen = start(window, qtbot)
    for _ in range(40):
        qtbot.waitUntil(lambda: screen.my_turn() or bool(match.state.results), timeout=10000)
        if match.state.results:
            break
        my_decision_by_keys(window, qtbot, screen)
    assert match.state.results and screen.end_panel.isVisible()
    assert screen.next_button.hasFocus()  # the keyboard player lands on "Deal the next round"
    press(qtbot, screen.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.view().phase is Phase.BIDDING, timeout=5000)
    assert len(screen.view().results) == 1 and len(screen.view().hand) == 12


def test_a_dimmed_card_says_the_engines_reason(window, qtbot):
    match, screen = start(window, qtbot)
    card = screen.view().hand[0]  # the bidding: no card may be played yet
    focus_by_keys(qtbot, screen.table_focus, card)
    press(qtbot, screen.table, Qt.Key.Key_Return)
    assert screen.message.text() and card in screen.view().hand
    assert str(match.state.illegal_reason(Play(card))) in screen.message.text()


def test_the_accessibility_tree_names_the_focused_card_and_the_buttons(window, qtbot):
    _match, screen = start(window, qtbot)
    card = screen.view().hand[0]
    focus_by_keys(qtbot, screen.table_focus, card)
    name, role, names = accessible_focus(screen.table)
    assert name.startswith("Goodge: ") and role == QAccessible.Role.ListItem and len(names) == 12
    assert name == screen.table_focus.current.name
    bids = {button.text() for button in screen.choices.buttons.values()}
    assert "Pass" in bids
    face = QAccessible.queryAccessibleInterface(screen.choices.buttons[Pass()])
    assert face.text(QAccessible.Text.Name) == "Pass" and face.role() == QAccessible.Role.PushButton
