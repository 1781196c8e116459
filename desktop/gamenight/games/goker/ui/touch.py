"""Touch targets: a control a caller taps is at least 9 mm across at the screen's logical DPI."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

TOUCH_MM = 9.0


def touch_px(widget: QWidget) -> int:
    """9 mm in the widget's logical pixels (34 at 96 dpi)."""
    return round(TOUCH_MM / 25.4 * widget.logicalDpiY())


def make_touch_sized(widgets) -> None:
    """At least 9 mm tall and wide, each of `widgets`."""
    for widget in widgets:
        size = touch_px(widget)
        widget.setMinimumSize(max(widget.minimumWidth(), size), max(widget.minimumHeight(), size))
