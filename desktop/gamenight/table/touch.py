"""Touch targets in millimetres: a caller taps the controls of a console on a touch screen, so
each is at least 9 mm tall, converted to pixels with the screen's logical DPI: buttons and
boxes, the items of a menu, and the buttons of a question."""
from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu, QMessageBox, QProxyStyle, QStyle, QStyleOptionMenuItem, QWidget

TOUCH_MM = 9.0
MM_PER_INCH = 25.4


def touch_px(widget: QWidget | None = None, mm: float = TOUCH_MM) -> int:
    """`mm` in pixels on the screen of `widget` (the primary screen before it is shown)."""
    screen = QWidget.screen(widget) if widget is not None else None  # a widget may name a field "screen"
    screen = screen or QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
    return math.ceil(mm * dpi / MM_PER_INCH)


def make_touch_sized(widgets: Iterable[QWidget]) -> None:
    """At least 9 mm tall and wide, each of `widgets`."""
    for widget in widgets:
        size = touch_px(widget)
        widget.setMinimumSize(max(widget.minimumWidth(), size), max(widget.minimumHeight(), size))


class _TallMenuItems(QProxyStyle):
    """The style's own look, with every menu item (not a separator) at least `least` pixels tall."""

    def __init__(self, least: int):
        super().__init__("Fusion")  # a base of its own: the application's may be replaced (the theme)
        self.least = least

    def sizeFromContents(self, kind, option, size, widget=None):
        size = super().sizeFromContents(kind, option, size, widget)
        if kind == QStyle.ContentsType.CT_MenuItem and isinstance(option, QStyleOptionMenuItem) \
                and option.menuItemType != QStyleOptionMenuItem.MenuItemType.Separator:
            size.setHeight(max(size.height(), self.least))
        return size


def touch_menu(menu: QMenu) -> QMenu:
    """`menu` with items a finger can pick: each at least 9 mm tall."""
    style = _TallMenuItems(touch_px(menu))
    menu.setStyle(style)
    menu.setProperty("touch_style", style)  # a widget does not own its style: keep it alive with the menu
    return menu


def ask_by_touch(parent: QWidget, title: str, question: str) -> bool:
    """A yes/no question whose buttons are at least 9 mm tall; True for Yes."""
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, title, question, buttons, parent)
    make_touch_sized(box.buttons())
    return box.exec() == QMessageBox.StandardButton.Yes
