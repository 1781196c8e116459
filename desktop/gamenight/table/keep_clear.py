"""What a message must not cover: the person's own cards or rack, the trick, a caller's picker.
A screen lists these places (`GameScreen.keep_clear`) as rectangles in its own coordinates; these
helpers give the rectangle of a widget, or of a part of a scene as its view shows it. The toast
is then placed by `clear_spot`: where it was asked for if that covers none of them, else at the
nearest place in the table that covers the least of them."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QGraphicsView, QWidget

STEP = 8
"""The grid, in pixels, over which other places for a message are tried."""


def widget_area(widget: QWidget, screen: QWidget) -> QRect:
    """`widget`'s rectangle in `screen`'s coordinates; empty while it is hidden."""
    if not widget.isVisibleTo(screen):
        return QRect()
    return QRect(widget.mapTo(screen, QPoint(0, 0)), widget.size())


def scene_area(view: QGraphicsView, rect: QRectF, screen: QWidget) -> QRect:
    """The part `rect` of `view`'s scene, as the view shows it, in `screen`'s coordinates
    (within what the view shows)."""
    if rect.isEmpty() or not view.isVisibleTo(screen):
        return QRect()
    shown = view.mapFromScene(rect).boundingRect().intersected(view.viewport().rect())
    return shown.translated(view.viewport().mapTo(screen, QPoint(0, 0)))


def clear_spot(wanted: QRect, within: QRect, avoid: Sequence[QRect]) -> QPoint:
    """The top-left corner for a box like `wanted`, inside `within`: `wanted`'s own if it covers
    none of `avoid`, else the nearest one covering the least of them."""
    avoid = [rect for rect in avoid if not rect.isEmpty()]

    def covered(box: QRect) -> int:
        return sum(box.intersected(rect).width() * box.intersected(rect).height() for rect in avoid
                   if box.intersects(rect))

    if not covered(wanted):
        return wanted.topLeft()
    best, best_key = wanted.topLeft(), (covered(wanted), 0)
    for y in _steps(wanted.y(), within.top(), within.bottom() - wanted.height() + 1):
        for x in _steps(wanted.x(), within.left(), within.right() - wanted.width() + 1):
            box = QRect(x, y, wanted.width(), wanted.height())
            key = (covered(box), (x - wanted.x()) ** 2 + (y - wanted.y()) ** 2)
            if key < best_key:
                best, best_key = box.topLeft(), key
    return best


def _steps(start: int, low: int, high: int) -> list[int]:
    """From `start` both ways in `STEP`s, and the two ends, all within `low`..`high`."""
    if high < low:
        return [start]
    start = max(low, min(start, high))
    return sorted({*range(start, low - 1, -STEP), *range(start, high + 1, STEP), low, high})
