"""The preferences, new-game dialog and launcher read well: names not cut off, checkbox options
described beside their box, no bot level shown for a person, and tiles that grow with the window."""
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gamenight.app.launcher import PICTURE_SIZE, LauncherPage
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.preferences import PreferencesDialog
from gamenight.core import registry
from gamenight.storage.settings import Settings


def test_the_default_names_field_shows_all_the_names(qtbot):
    names = ["Jo", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo2", "Kit", "Lu"]
    dialog = PreferencesDialog(Settings(default_names=names))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    field = dialog.names
    assert field.width() >= field.fontMetrics().horizontalAdvance(field.text())
    field.setCursorPosition(len(field.text()))  # where typing leaves it: the start must stay in view
    assert field.cursorRect().right() < field.width()


def test_a_checkbox_option_reads_as_one_control_with_its_description(qtbot):
    info = registry.get("okey")
    dialog = NewGameDialog(info, Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.option_widgets["gosterge"]
    note = dialog.findChild(QLabel, "description-gosterge")
    assert note.parentWidget() is box.parentWidget()
    box_at, note_at = box.mapTo(dialog, QPoint(0, 0)), note.mapTo(dialog, QPoint(0, 0))
    assert note_at.x() >= box_at.x() + box.width()  # beside the box, not under it
    assert abs(note_at.y() - box_at.y()) <= box.height()
    before = box.isChecked()
    qtbot.mouseClick(note, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))  # clicking the text ticks the box
    assert box.isChecked() != before


def test_a_persons_seat_shows_no_bot_level_and_a_bot_keeps_its_own(qtbot):
    dialog = NewGameDialog(registry.get("okey"), Settings())
    qtbot.addWidget(dialog)
    person, bot = dialog.seat_rows[0], dialog.seat_rows[1]
    assert person.level.currentText() == "" and not person.level.isEnabled()
    assert bot.level.currentText() == "Normal" and bot.level.isEnabled()
    bot.level.setCurrentIndex(bot.level.findData("hard"))
    bot.kind.setCurrentIndex(bot.kind.findData("human"))
    assert bot.level.currentText() == "" and bot.seat().level is None
    bot.kind.setCurrentIndex(bot.kind.findData("bot"))
    assert bot.level.currentData() == "hard" and bot.seat().level == "hard"


def launcher_in_window(qtbot, width, height):
    """The launcher inside a window of the given size, as in the main window's stack."""
    window = QWidget()
    layout = QVBoxLayout(window)
    layout.setContentsMargins(0, 0, 0, 0)
    page = LauncherPage(registry.games())
    layout.addWidget(page)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(50)  # the grown tiles' layout is laid out on the next turn of the event loop
    return window, page


def test_tiles_grow_with_a_large_window_and_fill_it(qtbot):
    _small_window, small = launcher_in_window(qtbot, 1366, 740)
    small_tile = small.tiles["okey"]
    _large_window, large = launcher_in_window(qtbot, 1920, 1050)
    tile = large.tiles["okey"]
    assert tile.picture.width() > PICTURE_SIZE.width() * 1.25
    assert QFontInfo(tile.title.font()).pixelSize() > QFontInfo(small_tile.title.font()).pixelSize()
    assert QFontInfo(tile.blurb.font()).pixelSize() > QFontInfo(small_tile.blurb.font()).pixelSize()
    lowest_tile = max(t.geometry().bottom() for t in large.tiles.values())
    assert large.history_button.geometry().top() - lowest_tile < 150  # no wide gap above the buttons
    assert large.history_button.geometry().bottom() <= large.height()


@pytest.mark.parametrize("size", [(1366, 740), (1100, 760)])
def test_the_tiles_still_fit_a_small_window_and_shrink_back(qtbot, size):
    window, page = launcher_in_window(qtbot, 1920, 1050)
    window.resize(*size)
    qtbot.waitUntil(lambda: page.height() <= size[1])
    qtbot.wait(50)
    assert page.layout().minimumSize().height() <= max(page.height(), page.minimumSizeHint().height())
    assert page.history_button.geometry().bottom() <= page.height()
    assert all(tile.picture.width() <= tile.width() for tile in page.tiles.values())


def test_the_resume_and_history_buttons_grow_with_the_tiles(qtbot):
    _small_window, small = launcher_in_window(qtbot, 1366, 740)
    _large_window, large = launcher_in_window(qtbot, 1920, 1050)
    play = large.tiles["okey"].button
    for page in (small, large):
        for button in (page.resume_button, page.history_button):
            assert QFontInfo(button.font()).pixelSize() == QFontInfo(page.tiles["okey"].button.font()).pixelSize()
            assert button.height() >= page.tiles["okey"].button.minimumHeight()
    assert QFontInfo(large.history_button.font()).pixelSize() > QFontInfo(small.history_button.font()).pixelSize()
    assert large.history_button.height() >= play.minimumHeight() > 40
    assert large.history_button.geometry().bottom() <= large.height()


def test_a_new_game_dialog_goes_once_the_game_starts(window, qtbot):
    """A closed dialog left in the window stays in its accessibility tree (a screen reader found
    every seat's kind and level list there, read as focused, long after the game began)."""
    from user_path import seats, start_from_launcher

    start_from_launcher(window, qtbot, "okey", lambda dialog: seats(dialog, 4, {1: "easy", 2: "easy", 3: "easy"}))
    qtbot.waitUntil(lambda: not window.findChildren(NewGameDialog), timeout=3000)
