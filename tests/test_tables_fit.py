"""Every game's table shows everything at every supported window size: each game started the way
a user starts it (its tile, the new-game dialog, Start), played a few moves, then measured from
the widgets (tests/layout_fit.py): no widget cut by its parent or the window, no two widgets of a
layout over each other, no text too large for its label, no card or board outside its view.
The caller's consoles (Goker with the cards at the table, Pokeno with a live caller) as well, and
each table's first round end with its panel. The status line under the table is showing, as after
any refusal."""
from __future__ import annotations

import pytest

from gamenight.app.main_window import MINIMUM_SIZE
from gamenight.core import registry
from layout_fit import unfit
from user_path import play_on, start_from_launcher

SIZES = [MINIMUM_SIZE, (1180, 708), (1180, 820), (1920, 1050)]
"""The smallest window, the default one on a 1366x768 screen and on a larger one, and a maximised
window on a 1920x1080 screen."""
CONSOLES = {"goker console": ("goker", {"cards": "table"}), "pokeno live caller": ("pokeno", {"draw": "external"})}
MOVES = 8


def tables() -> dict[str, tuple[str, dict]]:
    games = {info.id: (info.id, {}) for info in registry.games() if info.built}
    return games | CONSOLES


def choose(dialog, options: dict) -> None:
    for key, value in options.items():
        box = dialog.option_widgets[key]
        box.setCurrentIndex(box.findData(value))


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("table", list(tables()))
def test_every_table_shows_everything(window, qtbot, table, size):
    game_id, options = tables()[table]
    window.resize(*size)
    window.statusBar().showMessage("wait for the bot to move")  # as after a refusal: a line less for the table
    start_from_launcher(window, qtbot, game_id, lambda dialog: choose(dialog, options))
    play_on(window, qtbot, MOVES)
    qtbot.wait(50)
    assert window.size().toTuple() == size
    problems = unfit(window)
    assert not problems, f"{table} at {size[0]}x{size[1]}:\n" + "\n".join(problems[:15])


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("table", list(tables()))
def test_every_round_end_panel_shows_everything(window, qtbot, table, size):
    """The first round's end panel, with its words, picture and buttons, shows whole too."""
    game_id, options = tables()[table]
    window.resize(*size)
    window.statusBar().showMessage("wait for the bot to move")  # as after a refusal: a line less for the table
    match = start_from_launcher(window, qtbot, game_id, lambda dialog: choose(dialog, options))
    screen = window.screen_widget
    play_on(window, qtbot, 3000, until=lambda: bool(match.state.completed_rounds()) and screen.end_panel.isVisible())
    qtbot.wait(50)
    assert screen.end_panel.isVisible()
    problems = unfit(window)
    assert not problems, f"{table}'s round end at {size[0]}x{size[1]}:\n" + "\n".join(problems[:15])

