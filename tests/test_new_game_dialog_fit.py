"""Each game's new-game dialog, opened from its launcher tile on a 1366x768 and a 1920x1080
screen, shows all of its seats, house rules and seed without a scroll bar when the screen has the
room for them, with nothing cut or laid over anything else (tests/layout_fit.py). Jokers' opened at
about 450x350 with its seed and the partners button under a scroll bar, the button cut at its edge:
the dialog was measured before its controls had their touch size. Goker's ten house rules lie in
two columns: on a 1920x1080 screen nothing is left under a scroll bar."""
import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QScreen

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.rules_dialog import SCREEN_MARGIN
from gamenight.app.smoke import when_modal
from gamenight.core import registry
from layout_fit import unfit

LAPTOP, FULL_HD = QRect(0, 0, 1366, 768 - 28), QRect(0, 0, 1920, 1080 - 28)
"""A 1366x768 and a 1920x1080 screen's free area, less a desktop panel."""


@pytest.fixture
def laptop_screen(monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(LAPTOP))


@pytest.fixture(params=[LAPTOP, FULL_HD], ids=["1366x768", "1920x1080"])
def screen_area(request, monkeypatch) -> QRect:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(request.param))
    return request.param


def opened_from_the_tile(window, qtbot, game_id: str, area: QRect = LAPTOP) -> dict:
    """Click the game's tile; what its new-game dialog shows once it is up (then it is cancelled)."""
    seen: dict = {}

    def measure(dialog: NewGameDialog) -> None:
        qtbot.wait(20)
        content = dialog.scroll_area.widget()
        whole = content.sizeHint().height() + dialog.height() - dialog.scroll_area.height()
        seen.update(size=dialog.size(), problems=unfit(dialog), room=whole <= area.height() - SCREEN_MARGIN,
                    hidden=dialog.scroll_area.verticalScrollBar().maximum())
        dialog.reject()

    window.show_launcher()
    when_modal(NewGameDialog, measure)
    qtbot.mouseClick(window.launcher.tiles[game_id].button, Qt.MouseButton.LeftButton)
    assert seen, "the new-game dialog did not open"
    return seen


@pytest.mark.parametrize("game_id", [info.id for info in registry.games() if info.built])
def test_the_new_game_dialog_shows_everything_it_has_room_for(window, qtbot, screen_area, game_id):
    seen = opened_from_the_tile(window, qtbot, game_id, screen_area)
    assert not seen["problems"], "\n".join(seen["problems"][:10])
    assert seen["size"].width() <= screen_area.width() and seen["size"].height() <= screen_area.height()
    if seen["room"]:
        assert seen["hidden"] == 0, f"{seen['hidden']} px under a scroll bar at {seen['size'].toTuple()}"
    if screen_area == FULL_HD:
        assert seen["room"], "every game's dialog has the room for all it holds on a 1920x1080 screen"


def test_jokers_dialog_has_nothing_under_a_scroll_bar_on_a_laptop(window, qtbot, laptop_screen):
    assert opened_from_the_tile(window, qtbot, "jokers")["hidden"] == 0
