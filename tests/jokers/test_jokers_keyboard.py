"""Jokers from the keyboard alone: started from the launcher, the game (Jokers' only round)
played to its end by key presses (a card in the hand, Enter; the marble, Enter; the destination,
Enter; a discard by Enter on the card and Space on Discard), a refused marble saying the engine's
reason, and the board read through the accessibility tree."""
import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from gamenight.games.jokers.actions import Discard, Split
from gamenight.games.jokers.bots import EasyJokersBot
from keyboard_play import accessible_focus, focus_by_keys, press
from user_path import start_seeded

ME = 0


def start(window, qtbot, seed=7):
    match, screen = start_seeded(window, qtbot, "jokers", {1: "hard", 2: "hard", 3: "hard"},
                                 ["You", "Bo", "Cy", "Di"], seed)
    qtbot.waitUntil(lambda: match.current_player == ME, timeout=30000)
    return match, screen


def play_turn_by_keys(window, qtbot, screen, action) -> None:
    """`action` made with the keys a player presses for it."""
    hand, board = screen.hand_focus, screen.board_focus
    focus_by_keys(qtbot, hand, action.card)
    press(qtbot, hand.view, Qt.Key.Key_Return)
    if isinstance(action, Discard):
        assert screen.discard_button.hasFocus()  # the card picked by keys: on to Discard
        press(qtbot, screen.discard_button, Qt.Key.Key_Space)
        return
    picker = screen.picker
    for _ in range(2 if isinstance(action, Split) else 1):
        choice = next_part(picker, action)
        if picker.marble != choice.marble:
            marble = screen.scene.marble_on(choice.marble)
            focus_by_keys(qtbot, board, ("marble", marble.seat, marble.index))
            press(qtbot, board.view, Qt.Key.Key_Return)
        focus_by_keys(qtbot, board, ("target", choice.landing))
        press(qtbot, board.view, Qt.Key.Key_Return)


def next_part(picker, action):
    """The marked destination that makes `action` (a split: its first part, then its second)."""
    if isinstance(action, Split) and picker.first is None:
        return next(c for c in picker.choices() if (c.marble, c.steps) == (action.first, action.first_steps))
    return next(c for c in picker.choices() if c.action == action)


def test_the_game_played_to_its_end_by_keys_alone(window, qtbot):
    match, screen = start(window, qtbot)
    rng, turns, discards = random.Random(2), 0, 0
    while not match.is_over and turns < 400:
        qtbot.waitUntil(lambda: match.is_over or match.current_player == ME, timeout=30000)
        if match.is_over:
            break
        action = EasyJokersBot(ME).choose(screen.view(), match.state.legal_actions(), rng)
        steps = len(match.record.actions)
        play_turn_by_keys(window, qtbot, screen, action)
        assert len(match.record.actions) > steps, f"the keys did not play {action}"
        turns += 1
        discards += isinstance(action, Discard)
    assert match.is_over, f"not over after {turns} turns"
    assert discards and turns > discards  # both ways of a turn were taken by keys


def test_a_marble_refused_by_keys_says_the_engines_reason(window, qtbot):
    match, screen = start(window, qtbot)
    picker = screen.picker
    card = next(iter(picker.playable()), None) or screen.view().hand[0]
    focus_by_keys(qtbot, screen.hand_focus, card)
    press(qtbot, screen.hand, Qt.Key.Key_Return)
    stuck = next((stop for stop in screen.board_focus.stops if stop.key[0] == "marble"
                  and stop.item.hole not in picker.movable()), None)
    assert stuck is not None
    focus_by_keys(qtbot, screen.board_focus, stuck.key)
    steps = len(match.record.actions)
    press(qtbot, screen.board_view, Qt.Key.Key_Return)
    assert len(match.record.actions) == steps and screen.message.text().startswith(("The ", "Pick"))


def test_the_accessibility_tree_names_the_focused_marble_and_the_buttons(window, qtbot):
    _match, screen = start(window, qtbot)
    first = screen.board_focus.stops[0]
    focus_by_keys(qtbot, screen.board_focus, first.key)
    name, role, names = accessible_focus(screen.board_view)
    assert name.startswith("Jokers: your marble ") and role == QAccessible.Role.Button
    assert len(names) >= 5 and name in names
    card = screen.view().hand[0]
    focus_by_keys(qtbot, screen.hand_focus, card)
    name, role, names = accessible_focus(screen.hand)
    assert name.startswith("Jokers: ") and (" of " in name or "Joker" in name.removeprefix("Jokers: "))
    assert role == QAccessible.Role.ListItem
    assert len(names) == len(screen.view().hand)
    hint = QAccessible.queryAccessibleInterface(screen.hint_button)
    assert hint.text(QAccessible.Text.Name) == "Hint" and hint.role() == QAccessible.Role.PushButton


def test_a_card_picked_by_keys_moves_the_focus_and_its_ring_onto_the_board(window, qtbot):
    _match, screen = start(window, qtbot)
    card = sorted(screen.picker.playable())[0]
    focus_by_keys(qtbot, screen.hand_focus, card)
    press(qtbot, screen.hand, Qt.Key.Key_Return)
    board = screen.board_focus
    assert screen.board_view.hasFocus() and board.mark.isVisible() and board.mark.target is board.current.item
    if screen.picker.marble is None:  # several marbles may move: the focus is on one of them
        assert board.current.name.endswith(", can move")
    else:  # one marble: it is picked, and the focus is on its first destination
        assert board.current.name.startswith("Jokers: move to ")
