"""Okey's rack uses the room it is given: started from the launcher, the rack's tiles are drawn at
least a tenth of the table's height tall on a 1366x768 and a 1920x1080 screen (they were drawn about
36x48 px at 1366x768, with empty felt above and below). And hot-seat: while the pass gate hides the
rack, none of the rack's buttons (arrange, sort, hint) does anything to it."""
import pytest
from PySide6.QtCore import QRectF, Qt

from gamenight.core.engine import CHANCE
from user_path import seats, start_from_launcher

from .test_okey_from_launcher import click, double_click
from .test_okey_screen import centre

SCREENS = {"1366x768": (1366, 738), "1920x1080": (1920, 1050)}
"""The main window maximised on each screen (less its title bar and the desktop's panel)."""


def drawn_height(screen, tile) -> float:
    """The height of a rack tile's face on the screen, in pixels."""
    face = tile.mapRectToScene(QRectF(0, 0, tile.width, tile.height))
    return screen.table_view.mapFromScene(face).boundingRect().height()


@pytest.mark.parametrize("size", SCREENS.values(), ids=SCREENS.keys())
def test_the_rack_tiles_take_a_tenth_of_the_tables_height(window, qtbot, size):
    window.resize(*size)
    start_from_launcher(window, qtbot, "okey", lambda dialog: seats(dialog, 4, {1: "easy", 2: "easy", 3: "easy"}))
    screen = window.screen_widget
    qtbot.waitUntil(lambda: bool(screen.scene.tiles), timeout=5000)
    qtbot.wait(50)
    table = screen.table_view.height()
    heights = {round(drawn_height(screen, tile)) for tile in screen.scene.tiles.values()}
    assert min(heights) >= table / 10, f"tiles {heights} px tall on a table {table} px tall"
    rack = screen.table_view.mapFromScene(screen.scene.rack_rect()).boundingRect()
    assert screen.table_view.rect().contains(rack)  # all of it in view


def test_hot_seat_rack_buttons_rest_while_the_rack_is_hidden(window, qtbot):
    start_from_launcher(window, qtbot, "okey",
                        lambda dialog: seats(dialog, 4, {2: "easy", 3: "easy"}, ["Ann", "Bob", "Cy", "Dee"]))
    screen = window.screen_widget
    match = window.controller.match
    buttons = (screen.runs_button, screen.pairs_button, screen.colour_button, screen.number_button, screen.hint_button)
    qtbot.waitUntil(lambda: match.current_player not in (CHANCE,) and screen.pass_gate.isVisible(), timeout=5000)
    assert not screen.scene.tiles and not any(button.isEnabled() for button in buttons)
    first = match.current_player
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert screen.scene.tiles and all(button.isEnabled() for button in buttons)
    click(screen.table_view, centre(screen.scene.stock))
    double_click(screen.table_view, centre(next(iter(screen.scene.tiles.values()))))
    qtbot.waitUntil(lambda: match.current_player == 1 - first, timeout=20000)  # the bots moved: the other person's turn
    assert screen.pass_gate.isVisible() and not screen.scene.tiles
    assert not any(button.isEnabled() for button in buttons)
    hidden = dict(screen.layouts[first].slots)
    for button in buttons:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert screen.layouts[first].slots == hidden  # the rack behind the gate is left as its owner left it
