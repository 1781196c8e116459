"""Touch targets in millimetres: a caller taps the controls of a console on a touch screen, so
each is at least 9 mm tall, converted to pixels with the screen's logical DPI."""
from __future__ import annotations

import math

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

TOUCH_MM = 9.0
MM_PER_INCH = 25.4


def touch_px(widget: QWidget | None = None, mm: float = TOUCH_MM) -> int:
    """`mm` in pixels on the screen of `widget` (the primary screen before it is shown)."""
    screen = QWidget.screen(widget) if widget is not None else None  # a widget may name a field "screen"
    screen = screen or QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
    return math.ceil(mm * dpi / MM_PER_INCH)
