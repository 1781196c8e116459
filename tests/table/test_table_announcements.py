"""What a screen reader is told at a table: every focus move (a Focus event on the focused stop's
child of the table's view) and the table's changes in words (announcements): the person's own
move, a bot's move, a refusal. The events are caught where the app hands them to Qt's
accessibility (`QAccessible.updateAccessibility`), as an assistive technology would get them."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from gamenight.games.okey.rules import Discard
from keyboard_play import focus_by_keys, press
from user_path import start_seeded


def told(monkeypatch) -> list:
    events = []
    real = QAccessible.updateAccessibility

    def catch(event):
        if isinstance(event, QAccessibleAnnouncementEvent):
            events.append(("said", event.message()))
        elif event.type() == QAccessible.Event.Focus:
            events.append(("focus", event.child()))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", catch)
    return events


def test_focus_moves_and_the_tables_changes_are_told(window, qtbot, monkeypatch):
    match, screen = start_seeded(window, qtbot, "okey", {1: "easy", 2: "easy", 3: "easy"},
                                 ["Ann", "Bo", "Cy", "Di"], 5)
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=10000)
    events = told(monkeypatch)
    focus = screen.table_focus
    tile = screen.view().rack[0]
    focus_by_keys(qtbot, focus, tile)
    assert ("focus", focus.index_of_current()) in events
    press(qtbot, focus.view, Qt.Key.Key_Return)  # a discard before taking: refused
    reason = str(match.state.illegal_reason(Discard(tile)))
    assert any(kind == "said" and reason in text for kind, text in events)
    del events[:]
    focus_by_keys(qtbot, focus, "stock")
    press(qtbot, focus.view, Qt.Key.Key_Return)
    said = [text for kind, text in events if kind == "said"]
    assert "Ann drew a tile from the stock." in said, said
    tile = screen.view().rack[-1]
    focus_by_keys(qtbot, focus, tile)
    press(qtbot, focus.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.current_player == 0 or bool(screen.view().results), timeout=10000)
    said = [text for kind, text in events if kind == "said"]
    assert any(text.startswith(("Bo ", "Cy ", "Di ")) for text in said), said
