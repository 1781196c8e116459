"""The TV's least text size (app/tv_text.py): a word under it is raised, and a size its screen
gives it afterwards is the screen's own again, whatever size the TV last gave it."""
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QLabel, QWidget

from gamenight.app.tv_text import raise_text


def px(label: QLabel) -> int:
    return QFontInfo(label.font()).pixelSize()


def screen_sets(label: QLabel, pixels: int) -> None:
    """The game's screen sizes the label's words itself (Okey's round end does, with the table's size)."""
    font = QFont(label.font())
    font.setPixelSize(pixels)
    label.setFont(font)


def test_a_size_the_screen_gives_is_its_own_even_one_the_tv_gave_before(qtbot):
    root = QWidget()
    qtbot.addWidget(root)
    label = QLabel("Sets and runs", root)
    screen_sets(label, 16)
    assert raise_text(root, 17) and px(label) == 17  # raised to the room's size
    screen_sets(label, 18)  # a larger window: larger than the room needs
    assert not raise_text(root, 17) and px(label) == 18
    screen_sets(label, 17)  # a smaller one again: the size the TV once gave, now the screen's own
    raise_text(root, 17)
    assert px(label) == 17


def test_a_raised_size_comes_down_with_the_screen(qtbot):
    root = QWidget()
    qtbot.addWidget(root)
    label = QLabel("Just now", root)
    screen_sets(label, 16)
    raise_text(root, 24)  # on the TV's 1920x1080 screen
    assert px(label) == 24
    raise_text(root, 17)  # moved to a 1366x768 laptop
    assert px(label) == 17
    raise_text(root, 12)
    assert px(label) == 16  # never under its own size
