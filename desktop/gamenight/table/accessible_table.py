"""A table's items as accessible objects, so a screen reader hears what the keyboard focus is on.

Scene items are not QObjects with accessible interfaces of their own: Qt exposes a
QGraphicsView as one opaque widget. PySide6 6.11 lets Python implement `QAccessibleInterface`
and install a factory (`QAccessible.installFactory`), so the kit gives every view that has a
`SceneFocus` (`view.scene_focus`) an interface whose children are the focus's stops, each with
its name, role, state (focused) and place on screen; a focus move is told with a Focus event on
that child. The view's accessible description follows the focused stop too, for assistive
technology that reads only the focused widget.

`announce` says a change of the table (a move made, a refusal) without moving the focus: a
`QAccessibleAnnouncementEvent`.

This module reads a focus through `TableFocus` and `TableStop`, what it needs of them, and never
imports the scene focus, which imports it (`tests/test_layers.py` finds an import circle).
"""
from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Protocol, cast

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView, QWidget

from gamenight.table.names import spoken


class TableStop(Protocol):
    """One thing on a table as a screen reader hears it (a `scene_focus.FocusStop`)."""

    @property
    def key(self) -> Hashable: ...
    @property
    def item(self) -> QGraphicsItem: ...
    @property
    def name(self) -> str: ...
    @property
    def role(self) -> QAccessible.Role: ...


class TableFocus(Protocol):
    """A view's keyboard focus on its table (a `scene_focus.SceneFocus`, as `view.scene_focus`)."""

    @property
    def stops(self) -> Sequence[TableStop]: ...
    @property
    def current(self) -> TableStop | None: ...
    def index_of_current(self) -> int: ...


_installed = False
_given: list[QAccessibleInterface] = []
"""Every interface made here is kept for the process's life (a few per table). Qt's accessibility
cache holds them by pointer and deletes a view's own when the view goes; had Python's garbage
collector freed one (a table's interface and its children refer to each other), Qt would be left
holding a freed object, or the collector would free what Qt had deleted."""


def install_table_accessibility() -> None:
    """Install the factory once per process (before any table view is asked for its interface)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def _factory(key: str, thing: QObject) -> QAccessibleInterface | None:
    return TableAccessible(thing) if isinstance(thing, QGraphicsView) else None


def tell_focus(view: QGraphicsView, index: int) -> None:
    """The focus moved to stop `index` of the view (-1: onto the view itself)."""
    event = QAccessibleEvent(view, QAccessible.Event.Focus)
    if index >= 0:
        event.setChild(index)
    QAccessible.updateAccessibility(event)
    changed = QAccessibleEvent(view, QAccessible.Event.DescriptionChanged)
    QAccessible.updateAccessibility(changed)


def announce(widget: QWidget, text: str, rich: bool = False) -> None:
    """Have a screen reader say `text` (what just happened at the table); `rich`: `text` is
    rich text (a name in bold), said as its plain words."""
    words = spoken(QTextDocumentFragment.fromHtml(text).toPlainText() if rich else text)
    if words:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, words))


class TableAccessible(QAccessibleWidget):
    """A view: a pane whose children are the stops of its scene focus (`view.scene_focus`, a
    `SceneFocus`), none while it has none.

    Every QGraphicsView gets one, and the focus is looked up at each question, not when the
    interface is made: Qt keeps the first interface it makes for a widget, and a screen reader's
    bridge asks for it as soon as the widget is named, shown or given a child, often before the
    screen gives the view its focus (had the factory waited for the focus, such a view stayed
    opaque: Pokeno's boards, made once they are chosen, were).

    Qt takes a null interface (None) from `child`, `focusChild`, `childAt` and `object` where
    there is none; PySide6's stubs say otherwise, hence the `override` ignores."""

    def __init__(self, view: QGraphicsView):
        super().__init__(view, QAccessible.Role.Pane)  # no fixed name: the view's own, as it is now
        self.kept: dict[Hashable, StopAccessible] = {}
        """Every child interface ever given out, by its stop's key: Qt may hold on to one, so
        none is let go while the view lives (they are few: a game's tiles, cards or holes)."""
        _given.append(self)

    @property
    def view(self) -> QGraphicsView:
        return cast(QGraphicsView, self.widget())  # not kept here: a view goes with its screen

    @property
    def focus(self) -> TableFocus | None:
        return getattr(self.widget(), "scene_focus", None)

    def _stops(self) -> Sequence[TableStop]:
        focus = self.focus
        return focus.stops if focus is not None else []

    def childCount(self) -> int:
        return len(self._stops())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        stops = self._stops()
        if not 0 <= index < len(stops):
            return None
        key = stops[index].key
        if key not in self.kept:
            self.kept[key] = StopAccessible(self, key)
            _given.append(self.kept[key])
        return self.kept[key]

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        key = getattr(child, "key", None)
        return next((index for index, stop in enumerate(self._stops()) if stop.key == key), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        focus = self.focus
        index = focus.index_of_current() if focus is not None else -1
        return self.child(index) if index >= 0 and self.view.hasFocus() else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for index in range(self.childCount()):
            child = self.child(index)
            if child is not None and child.rect().contains(QPoint(x, y)):
                return child
        return None

    def stop(self, key: Hashable):
        return next((stop for stop in self._stops() if stop.key == key), None)


class StopAccessible(QAccessibleInterface):
    """One stop of a table (a tile, a card, a marble, a pile), read from the focus each time it
    is asked, so its name is always the table's now (no children: None where Qt asks for one)."""

    def __init__(self, table: TableAccessible, key: Hashable):
        super().__init__()
        self.table = table
        self.key = key

    def isValid(self) -> bool:
        return self.table.stop(self.key) is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self):
        return self.table.window()

    def relations(self, match=QAccessible.RelationFlag.AllRelations) -> list:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        stop = self.table.stop(self.key)
        return spoken(stop.name) if stop is not None and kind == QAccessible.Text.Name else ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        """Where the stop is on the screen (global pixels)."""
        stop, view = self.table.stop(self.key), self.table.view
        if stop is None:
            return QRect()
        area = view.mapFromScene(stop.item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(area.topLeft()), area.size())

    def role(self) -> QAccessible.Role:
        stop = self.table.stop(self.key)
        return stop.role if stop is not None else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        flags = QAccessible.State()
        stop = self.table.stop(self.key)
        flags.focusable = True
        focus = self.table.focus
        flags.focused = stop is not None and focus is not None and stop is focus.current and self.table.view.hasFocus()
        flags.invisible = stop is None or not stop.item.isVisible()
        return flags
