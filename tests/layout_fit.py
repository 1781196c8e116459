"""What a person would see as cut or covered on a screen, measured from the widgets: a widget that
reaches out of its parent (cut off there), two widgets of one layout drawn over each other (a
layout given less room than its widgets need), a text too large for its label or for its table
header's section, and a scene item (a card, a board) that lies partly outside its view's visible
area."""
from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QLayout,
    QWidget,
)


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return f"{type(widget).__name__}{' ' + repr(text[:24]) if text else ''}"


def _scrolled(widget: QWidget) -> bool:
    """Inside a scroll area's viewport, where a widget may be larger than what shows."""
    parent = widget.parentWidget()
    while parent is not None:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
            return True
        parent = grand
    return False


def shown(root: QWidget) -> list[QWidget]:
    return [widget for widget in root.findChildren(QWidget) if widget.isVisibleTo(root) and not widget.isWindow()]


def cut_widgets(root: QWidget) -> list[str]:
    """The visible widgets under `root` not wholly inside their parent's rectangle."""
    return [f"{_name(widget)} {widget.geometry().getRect()} outside {_name(widget.parentWidget())} "
            f"{widget.parentWidget().rect().getRect()}"
            for widget in shown(root) if not _scrolled(widget)
            and not widget.parentWidget().rect().contains(widget.geometry())]


def _laid_out(layout: QLayout) -> list[QWidget]:
    widgets = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item.widget() is not None:
            widgets.append(item.widget())
        elif item.layout() is not None:
            widgets.extend(_laid_out(item.layout()))
    return widgets


def overlapping_widgets(root: QWidget) -> list[str]:
    """Pairs of visible widgets of one layout that overlap: the layout had less room than they need."""
    found = []
    for parent in [root, *shown(root)]:
        layout = parent.layout()
        if layout is None:
            continue
        widgets = [widget for widget in _laid_out(layout) if widget.isVisibleTo(root)]
        for first, second in combinations(widgets, 2):
            if first.geometry().intersects(second.geometry()):
                found.append(f"{_name(first)} {first.geometry().getRect()} over {_name(second)} "
                             f"{second.geometry().getRect()}")
    return found


def cut_texts(root: QWidget) -> list[str]:
    """Visible labels too small for their text: a wrapped one shorter than its lines, a one-line
    one narrower or lower than its words."""
    found = []
    for label in shown(root):
        if (not isinstance(label, QLabel) or not label.text().strip()
                or (label.pixmap() and not label.pixmap().isNull())):
            continue
        if label.wordWrap():
            short = label.height() < label.heightForWidth(label.width())
        else:
            hint = label.minimumSizeHint()
            short = label.width() < hint.width() or label.height() < hint.height()
        if short:
            found.append(f"{_name(label)} {label.size().toTuple()} needs {label.sizeHint().toTuple()}")
    return found


def cut_headers(root: QWidget) -> list[str]:
    """Visible header sections (of a table's or a tree's columns or rows) too small for their
    words: the room Qt's style asks for the text with its margins (and a sort mark, an icon),
    `sectionSizeFromContents`, against the section's length and the header's depth. A section
    too short is elided on purpose (a player's name in a narrow column), not cut, when its header
    elides (Qt's headers clip by default) and its tooltip holds its words whole. A section that
    runs past the end of a table that cannot scroll that way is cut too."""
    found = []
    for header in shown(root):
        if isinstance(header, QHeaderView) and header.model() is not None:
            found.extend(filter(None, (_cut_section(header, logical) for logical in range(header.count()))))
    return found


def _cut_section(header: QHeaderView, logical: int) -> str:
    size = header.sectionSize(logical)
    if header.isSectionHidden(logical) or size == 0:
        return ""
    across = header.orientation() == Qt.Orientation.Horizontal
    need = header.sectionSizeFromContents(logical)
    length, depth = (need.width(), need.height()) if across else (need.height(), need.width())
    room, shows = (header.height(), header.width()) if across else (header.width(), header.height())
    text = header.model().headerData(logical, header.orientation())
    hover = header.model().headerData(logical, header.orientation(), Qt.ItemDataRole.ToolTipRole)
    elided = (length > size and depth <= room and text and hover == text  # all of it on hover
              and header.textElideMode() != Qt.TextElideMode.ElideNone)  # else Qt clips it
    table = header.parentWidget()
    still = isinstance(table, QAbstractScrollArea) and Qt.ScrollBarPolicy.ScrollBarAlwaysOff == (
        table.horizontalScrollBarPolicy() if across else table.verticalScrollBarPolicy())
    past = still and header.sectionViewportPosition(logical) + size > shows
    if ((length > size or depth > room) and not elided) or past:
        where = f", past the end ({shows} px) of a table that does not scroll" if past else ""
        return (f"{'column' if across else 'row'} header {str(text)[:24]!r} {(size, room) if across else (room, size)} "
                f"needs {need.toTuple()}{where}")
    return ""


def visible_scene_area(view: QGraphicsView) -> QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect()


def cut_scene_items(root: QWidget) -> list[str]:
    """The visible top-level items of each visible scene view lying partly outside what it shows."""
    found = []
    for view in shown(root):
        if not isinstance(view, QGraphicsView) or view.scene() is None:
            continue
        area = visible_scene_area(view).adjusted(-1, -1, 1, 1)
        for item in view.scene().items():
            drawn = item.parentItem() is None and item.isVisible() and not item.boundingRect().isEmpty()
            if drawn and not area.contains(item.sceneBoundingRect()):
                found.append(f"{type(item).__name__} {item.sceneBoundingRect().getRect()} outside "
                             f"{type(view).__name__}'s {visible_scene_area(view).getRect()}")
    return found


LAYOUT_PASSES = 3
"""A layout a change of text or size asked for may ask its parent's in turn."""


def laid_out(root: QWidget) -> None:
    """The layouts a change asked for are done, as they are before the screen is next painted
    (a text that changed just now has not moved its neighbours yet)."""
    for _ in range(LAYOUT_PASSES):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def unfit(root: QWidget) -> list[str]:
    """Everything cut or covered on `root`, in words (empty when everything shows), once its
    layouts are done."""
    laid_out(root)
    return cut_widgets(root) + overlapping_widgets(root) + cut_texts(root) + cut_headers(root) + cut_scene_items(root)


def rect_in(widget: QWidget, root: QWidget) -> QRect:
    """`widget`'s rectangle in `root`'s coordinates."""
    return QRect(widget.mapTo(root, widget.rect().topLeft()), widget.size())
