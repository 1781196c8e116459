"""A screen reader already listening when a game opens: Qt's accessibility is active (as Qt's
AT-SPI bridge makes it when an assistive technology is running), so Qt makes a widget's
accessible interface as soon as the widget is named, shown or given a child, and keeps that
first one. Every game's table views must still be panes whose children are their focus's stops,
whenever the screen gave the view its scene focus (Goker's cards, Jokers' hand and board and
Pokeno's boards, made once chosen, were opaque widgets)."""
import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsView

from gamenight.table.names import spoken
from user_path import start_seeded

SEATS = {"okey": 4, "goker": 3, "pokeno": 3, "jokers": 4, "goodge": 4}


@pytest.fixture
def reader_listening(qapp):
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.mark.parametrize("game", list(SEATS))
def test_every_tables_stops_are_its_views_children(window, qtbot, reader_listening, game):
    count = SEATS[game]
    names = ["Ann", "Bo", "Cy", "Di"][:count]
    _match, screen = start_seeded(window, qtbot, game, {seat: "easy" for seat in range(1, count)}, names, 5)
    if game == "pokeno":  # the table shows once Ann has taken a board
        qtbot.waitUntil(screen.picker.take_button.isEnabled, timeout=10000)
        screen.picker.take_button.click()
        qtbot.waitUntil(lambda: bool(screen.table_focus.boards), timeout=10000)
    views = [view for view in screen.findChildren(QGraphicsView) if getattr(view, "scene_focus", None)]
    assert views
    qtbot.waitUntil(lambda: all(view.scene_focus.stops for view in views), timeout=10000)  # the table drawn
    for view in views:
        face = QAccessible.queryAccessibleInterface(view)
        stops = view.scene_focus.stops
        assert face.role() == QAccessible.Role.Pane and face.text(QAccessible.Text.Name) == view.accessibleName()
        assert [face.child(index).text(QAccessible.Text.Name) for index in range(face.childCount())] == \
            [spoken(stop.name) for stop in stops], view.accessibleName()
    said = [face.child(index).text(QAccessible.Text.Name) for view in views
            for face in [QAccessible.queryAccessibleInterface(view)] for index in range(face.childCount())]
    if game == "pokeno":  # the others' boards carry their names
        assert any(f"{name}'s board" in text for text in said for name in names[1:]), said
    assert not any("\u2068" in text or "\u2069" in text for text in said)  # no direction marks in speech
