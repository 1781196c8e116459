"""Okey from the keyboard alone: started from the launcher, a round played to its end by key
presses on the table (Tab to the stock and Enter takes a tile, Tab to a tile and Enter discards it,
F finishes with it), the rack rearranged with Shift+arrows, a refused key saying the engine's
reason, and the table read through the accessibility tree."""
import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from gamenight.games.okey.arrange import ROW
from gamenight.games.okey.bots import EasyOkeyBot
from gamenight.games.okey.rules import Discard, Finish
from keyboard_play import accessible_focus, focus_by_keys, press
from user_path import start_seeded

BOTS = {1: "easy", 2: "easy", 3: "easy"}
NAMES = ["Ann", "Bo", "Cy", "Di"]


def start(window, qtbot, seed=5):
    match, screen = start_seeded(window, qtbot, "okey", BOTS, NAMES, seed)
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=10000)
    return match, screen


def test_a_round_played_to_its_end_by_keys_alone(window, qtbot):
    match, screen = start(window, qtbot)
    focus, rng = screen.table_focus, random.Random(1)
    mine = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: match.current_player == 0 or bool(screen.view().results), timeout=10000)
        view = screen.view()
        if view.results:
            break
        if not view.turn_taken:
            before = view.stock_left
            focus_by_keys(qtbot, focus, "stock")
            press(qtbot, focus.view, Qt.Key.Key_Return)
            if screen.view().results:
                break
            assert screen.view().stock_left == before - 1 and len(screen.view().rack) == 15
        view = screen.view()
        choice = EasyOkeyBot(0).choose(view, match.state.legal_actions(), rng)
        focus_by_keys(qtbot, focus, choice.tile)
        press(qtbot, focus.view, Qt.Key.Key_F if isinstance(choice, Finish) else Qt.Key.Key_Return)
        assert choice.tile not in screen.view().rack, "the key did not play the tile"
        mine += 1
    assert screen.view().results, "the round did not end"
    assert mine > 3  # each one checked above: the tile left the rack when its key was pressed


def test_a_refused_key_says_the_engines_reason(window, qtbot):
    match, screen = start(window, qtbot)
    tile = screen.view().rack[0]
    focus_by_keys(qtbot, screen.table_focus, tile)
    press(qtbot, screen.table_focus.view, Qt.Key.Key_Return)  # a discard before taking a tile
    reason = match.state.illegal_reason(Discard(tile))
    assert reason and str(reason) in screen.message.text()
    assert tile in screen.view().rack


def test_shift_arrows_move_the_focused_tile_and_arrows_move_the_focus(window, qtbot):
    match, screen = start(window, qtbot)
    focus, layout = screen.table_focus, screen.scene.layout
    tile = min(layout.slots, key=layout.slots.get)
    focus_by_keys(qtbot, focus, tile)
    slot = layout.slots[tile]
    press(qtbot, focus.view, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert layout.slots[tile] == slot + ROW and focus.current.key == tile
    assert focus.current.name.endswith(f"rack slot {slot + ROW + 1}")
    assert match.record.view_state["rack"]["racks"]["0"][slot + ROW] is not None  # kept for a resume
    press(qtbot, focus.view, Qt.Key.Key_Up)  # the arrow alone: the focus goes up a row, the tile stays
    assert layout.slots[tile] == slot + ROW and focus.current.key != tile
    assert layout.slots[focus.current.key] < ROW


def test_the_accessibility_tree_names_the_focused_tile_and_the_buttons(window, qtbot):
    _match, screen = start(window, qtbot)
    focus = screen.table_focus
    tile = screen.view().rack[0]
    focus_by_keys(qtbot, focus, tile)
    name, role, names = accessible_focus(screen.table_view)
    slot = screen.scene.layout.slots[tile] + 1
    assert name.startswith("Okey: ") and name.endswith(f", rack slot {slot}") and role == QAccessible.Role.ListItem
    assert any(text.startswith("Okey: the stock, ") for text in names) and len(names) == 16
    table = QAccessible.queryAccessibleInterface(screen.table_view)
    assert table.text(QAccessible.Text.Name) == "Okey table" and table.text(QAccessible.Text.Description) == name
    screen_face = QAccessible.queryAccessibleInterface(screen)
    buttons = _button_names(screen_face)
    assert {"Hint", "Sort by colour", "Arrange runs"} <= buttons


def _button_names(interface) -> set[str]:
    found = set()
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child.role() == QAccessible.Role.PushButton and not child.state().invisible:
            found.add(child.text(QAccessible.Text.Name))
        found |= _button_names(child)
    return found


def test_hot_seat_the_pass_gate_takes_the_keys_and_gives_them_back(window, qtbot):
    match, screen = start_seeded(window, qtbot, "okey", {2: "easy", 3: "easy"}, NAMES, 5)
    gate, focus = screen.pass_gate, screen.table_focus
    qtbot.waitUntil(lambda: match.current_player in (0, 1), timeout=10000)
    first = match.current_player
    if gate.isVisible():
        gate.open_button.setFocus()
        press(qtbot, gate.open_button, Qt.Key.Key_Space)
    assert screen.unlocked and screen.viewer == first
    focus_by_keys(qtbot, focus, "stock")
    press(qtbot, focus.view, Qt.Key.Key_Return)
    tile = screen.view().rack[0]
    focus_by_keys(qtbot, focus, tile)
    press(qtbot, focus.view, Qt.Key.Key_Return)
    qtbot.waitUntil(gate.isVisible, timeout=10000)  # the other person's turn: the rack is hidden
    assert gate.open_button.hasFocus()  # the keyboard is on "I am ...: show my rack"
    press(qtbot, gate.open_button, Qt.Key.Key_Return)
    assert not gate.isVisible() and screen.viewer != first
    assert focus.view.hasFocus()  # and back on the table, for the next person's keys
