"""The keyboard focus is drawn on the table: a ring of at least 2 px of white between black round
the focused item, on each game's table (read from the screen's pixels), shown once the keys are
used and gone after a mouse press; and the shortcuts list names the tables' keys."""
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from gamenight.app.help_dialogs import ShortcutsDialog
from keyboard_play import focus_by_keys, press
from user_path import start_seeded

GAMES = {"okey": ("table_focus", {1: "easy", 2: "easy", 3: "easy"}),
         "goodge": ("table_focus", {1: "easy", 2: "easy", 3: "easy"}),
         "jokers": ("board_focus", {1: "easy", 2: "easy", 3: "easy"})}


def ring_runs(view, focus) -> list[tuple[str, int]]:
    """The colours met going up through the top edge of the ring, in runs: ("white", 3), ..."""
    ring = view.mapFromScene(focus.mark.target.sceneBoundingRect()).boundingRect()
    return runs_up(view.viewport().grab().toImage(), ring.center().x(), ring.top())


def runs_up(image, x: int, top: int) -> list[tuple[str, int]]:
    """The colours met going up through `top` at `x` in `image`, in runs."""
    runs: list[tuple[str, int]] = []
    for y in range(top + 8, top - 12, -1):
        colour = QColor(image.pixel(QPoint(x, y)))
        kind = "white" if min(colour.red(), colour.green(), colour.blue()) > 225 else \
            "black" if max(colour.red(), colour.green(), colour.blue()) < 40 else "other"
        if runs and runs[-1][0] == kind:
            runs[-1] = (kind, runs[-1][1] + 1)
        else:
            runs.append((kind, 1))
    return runs


@pytest.mark.parametrize("game", GAMES)
def test_the_focus_ring_is_drawn_round_the_focused_item(window, qtbot, game):
    focus_name, bots = GAMES[game]
    _match, screen = start_seeded(window, qtbot, game, bots, ["Ann", "Bo", "Cy", "Di"], 11)
    focus = getattr(screen, focus_name)
    qtbot.waitUntil(lambda: bool(focus.stops), timeout=10000)
    focus_by_keys(qtbot, focus, focus.stops[0].key)
    view = focus.view
    runs = ring_runs(view, focus)
    drawn = [kind for kind, length in runs if kind == "white" and length >= 2]
    assert drawn, f"no white ring 2 px thick above the focused item: {runs}"
    whites = [index for index, (kind, length) in enumerate(runs) if kind == "white" and length >= 2]
    assert any(0 < index < len(runs) - 1 and runs[index - 1][0] == runs[index + 1][0] == "black"
               for index in whites), f"the white ring is not edged in black: {runs}"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert not focus.mark.isVisible()  # a mouse user sees no ring
    press(qtbot, view, Qt.Key.Key_Right)
    assert focus.mark.isVisible()


def test_the_shortcuts_list_shows_the_tables_keys(window):
    shown = dict(ShortcutsDialog(window).shortcuts)
    rows = ShortcutsDialog(window).shortcuts
    for game in ("Okey", "Jokers", "The Goodge Rules"):
        keys = {keys for keys, what in rows if what.startswith(f"{game}: ")}
        assert {"Arrow keys", "Enter, Space", "Tab, Shift+Tab"} <= keys, (game, keys)
    assert any(keys == "F" and what.startswith("Okey: finish") for keys, what in rows)
    assert any(keys == "Shift+arrow keys" and "rack" in what for keys, what in rows) and shown


def edged_white(runs: list[tuple[str, int]]) -> bool:
    return any(kind == "white" and length >= 2 and 0 < index < len(runs) - 1
               and runs[index - 1][0] == runs[index + 1][0] == "black" for index, (kind, length) in enumerate(runs))


def bingo_focus(window, qtbot, game: str):
    """A Goker solo game's first card, or a Pokeno game's own board once chosen."""
    if game == "goker":
        _match, screen = start_seeded(window, qtbot, "goker", {1: "easy"}, ["Ann", "Bo"], 11)
        return screen, screen.table_focus.cards[0]
    match, screen = start_seeded(window, qtbot, "pokeno", {1: "easy"}, ["Ann", "Bo"], 11)
    qtbot.mouseClick(screen.picker.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    return screen, screen.table_focus.boards[0]


@pytest.mark.parametrize("game", ["goker", "pokeno"])
def test_the_focus_ring_is_drawn_on_the_bingo_tables(window, qtbot, game):
    _screen, focus = bingo_focus(window, qtbot, game)
    qtbot.waitUntil(lambda: bool(focus.stops), timeout=10000)
    focus_by_keys(qtbot, focus, focus.stops[12].key)  # a number, or a card, mid-board
    assert edged_white(ring_runs(focus.view, focus)), ring_runs(focus.view, focus)
    qtbot.mouseClick(focus.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert not focus.mark.isVisible()


@pytest.mark.parametrize("game", ["goker", "pokeno"])
def test_the_focus_ring_is_drawn_on_the_console_boards(window, qtbot, game):
    screen, _focus = bingo_focus(window, qtbot, game)
    keys = screen.table_focus.board if game == "goker" else screen.table_focus.called
    if game == "pokeno":
        screen.bottom.show()  # the entry board shows only for a live caller; its ring is the same
        screen.bottom.setCurrentWidget(screen.called)
    keys.focus(keys.items[20])
    qtbot.waitUntil(keys.ring.isVisible, timeout=3000)
    tile = keys.tile(keys.items[20])
    image = keys.board.grab().toImage()
    assert edged_white(runs_up(image, tile.geometry().center().x(), tile.geometry().top())), \
        runs_up(image, tile.geometry().center().x(), tile.geometry().top())


def test_the_shortcuts_list_shows_the_bingo_tables_keys(window):
    rows = ShortcutsDialog(window).shortcuts
    for game in ("Goker", "Super Pokeno Bonus"):
        keys = {keys for keys, what in rows if what.startswith(f"{game}: ")}
        assert {"Arrow keys", "Enter, Space", "Tab, Shift+Tab", "Enter", "Space"} <= keys, (game, keys)
