"""The shell's dialogs suit a caller's finger: every button, box and field at least 9 mm tall
(measured from the widgets at their logical DPI), and the resume list's rows tall enough for both
of their lines."""
import pytest
from PySide6.QtWidgets import QWidget

from gamenight.app.help_dialogs import ShortcutsDialog, about_box
from gamenight.app.how_to_play import HowToPlayDialog
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.preferences import PreferencesDialog
from gamenight.app.resume_dialog import ResumeDialog
from gamenight.app.theme import TOUCH_CONTROLS, touch_px
from gamenight.core import registry
from gamenight.storage.settings import Settings
from test_resume_list import saved_games


def short_controls(root: QWidget) -> list[str]:
    """The visible buttons, boxes and fields of `root` shorter than 9 mm, by name and height."""
    least = touch_px(root)
    return [f"{type(control).__name__} {getattr(control, 'text', lambda: '')()!r}: {control.height()} px"
            for control in root.findChildren(QWidget)
            if isinstance(control, TOUCH_CONTROLS) and not isinstance(control.parentWidget(), TOUCH_CONTROLS)
            and control.isVisibleTo(root) and control.height() < least]


def shown(qtbot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_nine_mm_is_the_next_whole_pixel_at_the_logical_dpi(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    millimetres = touch_px(widget) * 25.4 / widget.logicalDpiY()
    assert 9 <= millimetres < 9 + 25.4 / widget.logicalDpiY()


@pytest.mark.parametrize("game_id", [info.id for info in registry.games() if info.built])
def test_the_new_game_dialogs_controls_are_finger_sized(qtbot, game_id):
    dialog = shown(qtbot, NewGameDialog(registry.get(game_id), Settings()))
    assert dialog.start_button.height() >= touch_px(dialog)
    assert not short_controls(dialog)


def test_preferences_shortcuts_how_to_play_and_about_buttons_are_finger_sized(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    for dialog in (PreferencesDialog(Settings()), ShortcutsDialog(), HowToPlayDialog("okey"), about_box(parent)):
        shown(qtbot, dialog)
        assert not short_controls(dialog), type(dialog).__name__
    assert "Game Night" in about_box(parent).text()


def test_the_resume_list_shows_both_lines_of_each_game_on_a_finger_sized_row(qtbot, tmp_path):
    autosaves, history, records = saved_games(tmp_path, 2)
    dialog = shown(qtbot, ResumeDialog(records, autosaves, history=history))
    metrics = dialog.list.fontMetrics()
    for row in range(dialog.list.count()):
        item = dialog.list.item(row)
        assert "\n" in item.text()
        height = dialog.list.visualItemRect(item).height()
        assert height >= 2 * metrics.lineSpacing() + 8 and height >= touch_px(dialog)
    assert not short_controls(dialog)


def test_the_new_game_dialog_grows_with_the_seats_and_stays_on_the_screen(qtbot):
    dialog = shown(qtbot, NewGameDialog(registry.get("pokeno"), Settings()))
    dialog.player_count.setValue(2)
    before = dialog.height()
    dialog.player_count.setValue(8)
    qtbot.wait(20)
    screen = dialog.screen().availableGeometry()
    assert dialog.height() > before or dialog.height() >= screen.height() - 80
    assert screen.contains(dialog.frameGeometry())
    seat_8 = dialog.seat_rows[7].name
    assert seat_8.isVisibleTo(dialog)
