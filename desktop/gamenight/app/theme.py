"""Light and dark palettes on the Fusion style; "system" follows the desktop's colour scheme."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication


def _dark_palette() -> QPalette:
    palette = QPalette()
    colours = {
        QPalette.Window: "#2b2d31", QPalette.WindowText: "#e8e8e8", QPalette.Base: "#1e1f22",
        QPalette.AlternateBase: "#2b2d31", QPalette.ToolTipBase: "#3a3c41", QPalette.ToolTipText: "#e8e8e8",
        QPalette.Text: "#e8e8e8", QPalette.Button: "#3a3c41", QPalette.ButtonText: "#e8e8e8",
        QPalette.BrightText: "#ff6b6b", QPalette.Link: "#8ab4f8", QPalette.Highlight: "#4e7cd9",
        QPalette.HighlightedText: "#ffffff", QPalette.PlaceholderText: "#9a9a9a",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.Text, QPalette.ButtonText, QPalette.WindowText):
        palette.setColor(QPalette.Disabled, role, QColor("#7a7a7a"))
    return palette


def is_dark(theme: str) -> bool:
    if theme == "system":
        return QApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
    return theme == "dark"


def apply_theme(app: QApplication, theme: str) -> None:
    app.setStyle("Fusion")
    app.setPalette(_dark_palette() if is_dark(theme) else app.style().standardPalette())
