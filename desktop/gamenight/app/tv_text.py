"""The TV table's least text size: every word the room reads on the TV (the standings, the
guesses, a round's results, the log) is at least `ROOM_PX` on a 1920x1080 screen and in proportion
on another (17 px at 1366x768), full screen or in a window: the size follows the screen the TV is
on, since the room sits as far from it either way.

The game's screen draws its words at its own sizes, made for a person at the desk; `raise_text`
lifts those under the least size (labels, tables and their headings), remembering each one's own
size, so that on a smaller screen it comes down again. A screen that writes sizes into its rich
text reads the least size from `GameScreen.least_text_px`."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QTableWidget, QWidget

from gamenight.caller.projector import picture_scale, scaled_px
from gamenight.table.overlay import OverlayPanel

ROOM_PX = 24
"""The least size of what the room reads, on a 1920x1080 screen."""
OWN_PX = "ownTextPx"
"""A widget's property: the size its screen gave its words (before the TV raised it)."""
RAISED_PX = "raisedTextPx"
"""A widget's property: the size the TV gave its words."""
ROW_MARGIN_PX = 8
"""A table row's room above and below its words."""


def room_px(screen_size: QSize) -> int:
    """The least size of the TV's words on a screen of `screen_size`."""
    return scaled_px(ROOM_PX, picture_scale(screen_size))


def raise_text(root: QWidget, least: int) -> bool:
    """Every label and table under `root` at least `least` px (each at its own size when that is
    larger); True when a size changed. Tables take their rows' new height, and a panel laid over
    the table whose words grew is placed again (it is as tall as its words)."""
    changed_views: list[QAbstractItemView] = []
    changed_any = False
    for widget in root.findChildren(QWidget):
        if isinstance(widget, QLabel) and (widget.pixmap() is None or widget.pixmap().isNull()):
            changed_any |= _raise(widget, least)
        elif isinstance(widget, QAbstractItemView):
            changed = _raise(widget, least)
            # a heading paints its words in its viewport's font, which the TV's style sheet keeps from
            # following the heading's own
            if widget.viewport().font() != widget.font():
                widget.viewport().setFont(widget.font())
            if isinstance(widget, QTableWidget):
                changed |= _raise_items(widget, least)
            if changed:
                changed_views.append(widget)
            changed_any |= changed
    for view in changed_views:
        if isinstance(view, QTableWidget):
            rows = view.verticalHeader()  # rows made later are as tall as their words too
            tall = QFontMetrics(view.font()).height() + ROW_MARGIN_PX
            rows.setDefaultSectionSize(max(rows.defaultSectionSize(), tall))
            view.resizeRowsToContents()
            QApplication.sendEvent(view, QResizeEvent(view.size(), view.size()))  # a sheet fits itself again
    if changed_any:
        for panel in root.findChildren(OverlayPanel):
            if panel.isVisible():
                panel.place()
    return changed_any


def _raise(widget: QWidget, least: int) -> bool:
    pixels = QFontInfo(widget.font()).pixelSize()
    if widget.property(RAISED_PX) != pixels:  # the screen set this size itself: its own
        widget.setProperty(OWN_PX, pixels)
    own = widget.property(OWN_PX)
    wanted = max(own, least)
    if wanted != pixels:
        font = QFont(widget.font())
        font.setPixelSize(wanted)
        widget.setFont(font)
    # a size of the TV's is remembered only while it shows: once the words are at their own size,
    # the screen giving them the size the TV once gave is the screen's own size
    widget.setProperty(RAISED_PX, QFontInfo(widget.font()).pixelSize() if wanted > own else None)
    return wanted != pixels


def _raise_items(table: QTableWidget, least: int) -> bool:
    """Cells with a font of their own (a total in bold) at least `least` px; they are written
    afresh from the table's font at every redraw, so they need no memory of their own size."""
    changed = False
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is None or item.data(Qt.ItemDataRole.FontRole) is None:  # no font of its own
                continue
            font = item.font()
            if QFontInfo(font).pixelSize() < least:
                font.setPixelSize(least)
                item.setFont(font)
                changed = True
    return changed
