"""Light and dark palettes on the Fusion style; "system" follows the desktop's colour scheme."""
from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget

TOUCH_MM = 9
"""The least height of a control a caller taps (a fingertip's width)."""
TOUCH_CONTROLS = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox)
ERROR_RED = {"light": "#c62828", "dark": "#ff8a80"}
"""Error text, readable (contrast above 4.5:1) on each theme's window colour."""


def _dark_palette() -> QPalette:
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#2b2d31", QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1e1f22", QPalette.ColorRole.AlternateBase: "#2b2d31",
        QPalette.ColorRole.ToolTipBase: "#3a3c41", QPalette.ColorRole.ToolTipText: "#e8e8e8",
        QPalette.ColorRole.Text: "#e8e8e8", QPalette.ColorRole.Button: "#3a3c41",
        QPalette.ColorRole.ButtonText: "#e8e8e8", QPalette.ColorRole.BrightText: "#ff6b6b",
        QPalette.ColorRole.Link: "#8ab4f8", QPalette.ColorRole.Highlight: "#4e7cd9",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.PlaceholderText: "#9a9a9a",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a7a7a"))
    return palette


def is_dark(theme: str) -> bool:
    if theme == "system":
        return QApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
    return theme == "dark"


def apply_theme(app: QApplication, theme: str) -> None:
    app.setStyle("Fusion")
    app.setPalette(_dark_palette() if is_dark(theme) else app.style().standardPalette())


def touch_px(widget: QWidget) -> int:
    """TOUCH_MM in whole pixels at the widget's logical DPI (35 px at 96 dpi)."""
    return math.ceil(TOUCH_MM / 25.4 * widget.logicalDpiY())


def fit_for_touch(root: QWidget) -> None:
    """Make every button, box and field inside `root` at least TOUCH_MM tall (a spin box's own
    text field grows with its box)."""
    least = touch_px(root)
    for control in root.findChildren(QWidget):
        inner = isinstance(control.parentWidget(), TOUCH_CONTROLS)
        if isinstance(control, TOUCH_CONTROLS) and not inner and control.minimumHeight() < least:
            control.setMinimumHeight(least)


def error_colour(palette: QPalette) -> str:
    """The red for error text on a window of this palette."""
    return ERROR_RED["dark" if palette.window().color().lightness() < 128 else "light"]
