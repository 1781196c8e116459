"""Font helpers for headings and big labels."""
from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget


def bold_font(widget: QWidget, pixels: int) -> QFont:
    """The widget's font, bold, at a size in pixels."""
    font = QFont(widget.font())
    font.setPixelSize(pixels)
    font.setBold(True)
    return font
