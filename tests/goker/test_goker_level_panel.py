"""The level panel's winning card is large enough to read from the table: a solo game started from
the launcher, played to its first level end, shows the winner's card at least 160 px wide on a
1366x768 screen (it was about 40x60 px) and larger on a 1920x1080 one, beside the level's table,
the panel below the board and inside the screen."""
import pytest

from gamenight.games.goker.ui.level_end import LEAST_CARD_WIDTH
from user_path import play_on, seats, start_from_launcher

SCREENS = {"1366x768 window": ((1180, 708), LEAST_CARD_WIDTH), "1366x768": ((1366, 738), LEAST_CARD_WIDTH),
           "1920x1080": ((1920, 1050), 240)}
"""The main window on each screen, and the least width of the winning card there."""


def to_a_level_end(dialog) -> None:
    seats(dialog, 3, {1: "easy", 2: "easy"})
    for key, call in (("level1", 5), ("level2", 10), ("level3", 15), ("grace_seconds", 0)):
        dialog.option_widgets[key].setValue(call)


@pytest.mark.parametrize("size, least", SCREENS.values(), ids=SCREENS.keys())
def test_the_winning_card_is_large(window, qtbot, size, least):
    window.resize(*size)
    match = start_from_launcher(window, qtbot, "goker", to_a_level_end)
    screen = window.screen_widget
    revealed = lambda: bool(match.state.results) and screen.end_panel.isVisible() and not screen.level_end.turning  # noqa: E731
    play_on(window, qtbot, 100, until=revealed)
    assert revealed() and match.state.results[0].winner is not None
    qtbot.wait(50)
    panel = screen.end_panel
    card = panel.picture.pixmap()
    width = card.width() / card.devicePixelRatio()
    assert not panel.picture.isHidden() and width >= least, f"the winning card is {width:.0f} px wide"
    assert panel.picture.height() >= card.height() / card.devicePixelRatio()  # shown whole
    assert screen.rect().contains(panel.geometry())
    assert not panel.geometry().intersects(screen.board.geometry())  # the board stays in view
