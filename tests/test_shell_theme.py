"""Shell text in the dark theme as in the light one: the new-game dialog's error text keeps a
readable contrast on either window colour."""
import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.theme import _dark_palette
from gamenight.core import registry
from gamenight.storage.settings import Settings


def contrast(first: QColor, second: QColor) -> float:
    """The WCAG contrast ratio of two colours."""
    def luminance(colour: QColor) -> float:
        channels = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
                    for c in (colour.redF(), colour.greenF(), colour.blueF())]
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_new_game_dialogs_error_text_reads_on_either_theme(qtbot, theme):
    app = QApplication.instance()
    before = app.palette()
    app.setPalette(_dark_palette() if theme == "dark" else app.style().standardPalette())
    try:
        dialog = NewGameDialog(registry.get("pokeno"), Settings())
        qtbot.addWidget(dialog)
        dialog.seat_rows[1].name.setText(dialog.seat_rows[0].name.text())
        dialog.accept()
        assert dialog.error.text() == "Every player needs a different name."
        red = QColor(dialog.error.styleSheet().removeprefix("color: "))
        assert contrast(red, dialog.palette().window().color()) >= 4.5
    finally:
        app.setPalette(before)
