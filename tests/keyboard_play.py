"""Playing a table by key presses only, as a keyboard user does: the helpers press keys on the
table's view (the widget with the keyboard focus) and read where the scene focus went."""
from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication


def press(qtbot, widget, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(widget, key, modifier)


def focus_by_keys(qtbot, focus, key: Hashable) -> None:
    """Home, then Tab through the table's stops until the one with `key` has the focus."""
    view = focus.view
    if not view.hasFocus():
        view.window().activateWindow()  # after a dialog closed, the window may not be active yet
        view.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(view.hasFocus, timeout=3000)
    press(qtbot, view, Qt.Key.Key_Home)
    for _ in range(len(focus.stops) + 1):
        if focus.current is not None and focus.current.key == key:
            return
        press(qtbot, view, Qt.Key.Key_Tab)
    raise AssertionError(f"no stop {key!r} on the table: {[stop.key for stop in focus.stops]}")


def accessible_focus(view) -> tuple[str, QAccessible.Role, list[str]]:
    """From the accessibility tree of `view`: the focused child's name and role, and every
    child's name."""
    table = QAccessible.queryAccessibleInterface(view)
    assert table is not None
    names = [table.child(index).text(QAccessible.Text.Name) for index in range(table.childCount())]
    focused = table.focusChild()
    assert focused is not None, "no focused child in the table's accessibility tree"
    return focused.text(QAccessible.Text.Name), focused.role(), names


def tab_to(qtbot, window, target, limit: int = 80) -> None:
    """Tab from the focused control until `target` has the keyboard focus."""
    for _ in range(limit):
        if target.hasFocus():
            return
        current = QApplication.focusWidget() or window
        press(qtbot, current, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r}")
