"""Keyboard play on a table scene: a focus that moves through what the player acts on (tiles,
cards, marbles, piles), drawn as a mark on the focused item, and the keys that act on it.

A screen gives `SceneFocus` a function that lists the `FocusStop`s of the table as it is drawn
now, and calls `refresh()` after each redraw; the focus stays on the same thing (its `key`) when
it is still there. The keys:

- the arrow keys move to the nearest stop in that direction; Home and End to the first and last;
- Tab and Shift+Tab go through the stops in their order, then on to the next control outside;
- Enter or Space acts on the focused stop (`act`): the screen asks the engine, as a click does,
  so a refused action shows the engine's reason as a click would;
- Shift+arrows call the stop's `shift(dx, dy)` (moving a tile on a rack), other keys the
  stop's own `keys` (F: finish with this tile).

The mark shows only once the keys are used (a mouse press hides it), as a browser's
focus-visible does. Every move of the focus is told to assistive technology
(`table/accessible_table.py` exposes each stop as an accessible child of the view).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from gamenight.table.accessible_table import install_table_accessibility, tell_focus
from gamenight.table.focus_mark import FocusMark
from gamenight.table.names import spoken

TABLE_KEYS = (
    (QT_TRANSLATE_NOOP("GameKeys", "Arrow keys"), QT_TRANSLATE_NOOP("GameKeys", "move the focus on the table")),
    (QT_TRANSLATE_NOOP("GameKeys", "Tab, Shift+Tab"),
     QT_TRANSLATE_NOOP("GameKeys", "next or previous thing on the table, then the buttons")),
    (QT_TRANSLATE_NOOP("GameKeys", "Enter, Space"), QT_TRANSLATE_NOOP("GameKeys", "act on the focused thing")),
)
"""The keys every table with a scene focus answers, for the shortcuts list. Every game's key rows
are marked in one context, "GameKeys", so the list translates them where it shows them."""

ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
ACT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


@dataclass(frozen=True)
class FocusStop:
    """One thing on the table the player acts on. `name`: what a screen reader says ("Okey:
    red 7, rack slot 3"); `role`: what kind of thing it is to assistive technology."""

    key: Hashable
    item: QGraphicsItem
    name: str
    act: Callable[[], object] | None = None
    role: QAccessible.Role = QAccessible.Role.Button
    shift: Callable[[int, int], None] | None = None
    keys: Mapping[Qt.Key, Callable[[], None]] = field(default_factory=dict)


class SceneFocus(QObject):
    moved = Signal()
    """The focus went to another stop, or the focused stop's name changed."""

    def __init__(self, view: QGraphicsView, stops: Callable[[], Sequence[FocusStop]], table_name: str):
        super().__init__(view)
        self.view = view
        self.list_stops = stops
        self.stops: list[FocusStop] = []
        self.current: FocusStop | None = None
        self.spot: QPointF | None = None
        """Where the focused stop was last seen: the focus stays near there when it goes."""
        self.keyboard_used = False
        self.mark = FocusMark()
        view.scene().addItem(self.mark)
        view.scene_focus = self  # type: ignore[attr-defined]  # read by the accessibility factory
        install_table_accessibility()
        view.setAccessibleName(table_name)
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)

    # -- the stops -------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the stops again (the table was redrawn); keep the focus on the same thing."""
        before = self.current
        self.stops = list(self.list_stops())
        same = next((stop for stop in self.stops if before is not None and stop.key == before.key), None)
        if same is None and self.spot is not None and self.stops:  # gone (played): the nearest thing left
            spot = self.spot
            same = min(self.stops, key=lambda stop: _distance(_centre(stop), spot))
        self.current = same
        self._show()
        if before is None or same is None or (same.key, same.name) != (before.key, before.name):
            self._tell()

    def focus(self, key: Hashable) -> bool:
        """Put the focus on the stop with `key`: the screen moves it on after a pick made by keys
        (so the ring shows there)."""
        self.keyboard_used = True
        stop = next((stop for stop in self.stops if stop.key == key), None)
        if stop is not None:
            self._go(stop)
        return stop is not None

    def index_of_current(self) -> int:
        return self.stops.index(self.current) if self.current in self.stops else -1

    # -- keys --------------------------------------------------------------------------------------
    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            self.keyboard_used = False
            self._show()
        elif watched is self.view and kind == QEvent.Type.FocusIn:
            self._focus_in(event.reason())
        elif watched is self.view and kind == QEvent.Type.FocusOut:
            self._show()
        elif watched is self.view and kind == QEvent.Type.KeyPress:
            return self._key(event.key(), event.modifiers())
        return False

    def _focus_in(self, reason: Qt.FocusReason) -> None:
        self.refresh()
        if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason) and self.stops:
            self.keyboard_used = True
            self._go(self.stops[0 if reason == Qt.FocusReason.TabFocusReason else -1])
        else:
            self._show()
            self._tell()

    def _key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> bool:
        shifted = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return self._tab(key == Qt.Key.Key_Backtab or shifted)
        self.keyboard_used = True
        if not self.stops:
            self.refresh()
        stop = self.current
        if key in ARROWS and shifted and stop is not None and stop.shift is not None:
            stop.shift(*ARROWS[key])
        elif key in ARROWS:
            self._go(self._nearest(*ARROWS[key]))
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End) and self.stops:
            self._go(self.stops[0 if key == Qt.Key.Key_Home else -1])
        elif key in ACT_KEYS and stop is not None and stop.act is not None:
            stop.act()
        elif stop is not None and key in stop.keys:
            stop.keys[key]()
        else:
            self._show()
            return key in ARROWS or key in ACT_KEYS  # nothing there: the keys do not scroll the view
        return True

    def _tab(self, backwards: bool) -> bool:
        """The next stop in order; False past the last (Qt then moves to the next control)."""
        self.keyboard_used = True
        index = self.index_of_current()
        step = -1 if backwards else 1
        following = index + step if index >= 0 else (len(self.stops) - 1 if backwards else 0)
        if 0 <= following < len(self.stops):
            self._go(self.stops[following])
            return True
        return False

    def _nearest(self, dx: int, dy: int) -> FocusStop | None:
        """The closest stop in the direction (dx, dy) from the focused one: along the direction
        counts once, across it three times, so a row is kept before another row is taken."""
        if self.current is None:
            return self.stops[0] if self.stops else None
        here = _centre(self.current)
        best, best_score = None, float("inf")
        for stop in self.stops:
            delta = _centre(stop) - here
            along = delta.x() * dx + delta.y() * dy
            across = abs(delta.x() * dy) + abs(delta.y() * dx)
            if along > 0.5 and along + 3 * across < best_score:
                best, best_score = stop, along + 3 * across
        return best or self.current

    # -- showing and telling -----------------------------------------------------------------------
    def _go(self, stop: FocusStop | None) -> None:
        if stop is None:
            return
        moved = stop is not self.current
        self.current = stop
        self._show()
        if moved:
            self._tell()
        self.view.ensureVisible(stop.item)

    def _show(self) -> None:
        if self.current is not None:
            self.spot = _centre(self.current)
        visible = self.keyboard_used and self.view.hasFocus() and self.current is not None
        self.mark.follow(self.current.item if visible and self.current is not None else None)

    def _tell(self) -> None:
        """Say the focused stop to assistive technology; the view's description follows it."""
        if self.current is not None:  # else the view keeps its own description (a hand's cards)
            self.view.setAccessibleDescription(spoken(self.current.name))
        if self.view.hasFocus():
            tell_focus(self.view, self.index_of_current())
        self.moved.emit()


def _centre(stop: FocusStop) -> QPointF:
    return stop.item.sceneBoundingRect().center()


def _distance(one: QPointF, other: QPointF) -> float:
    delta = one - other
    return delta.x() ** 2 + delta.y() ** 2
