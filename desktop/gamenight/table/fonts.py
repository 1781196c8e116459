"""Font helpers for headings and big labels."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget


def bold_font(widget: QWidget, pixels: int) -> QFont:
    """The widget's font, bold, at a size in pixels."""
    font = QFont(widget.font())
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


def heading(parent: QWidget, pixels: int) -> QLabel:
    """A bold, word-wrapped label in `parent`'s font at a size in pixels (a screen's status, a
    panel's title); plain text, so names show as typed and never as markup."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setFont(bold_font(parent, pixels))
    label.setWordWrap(True)
    return label
