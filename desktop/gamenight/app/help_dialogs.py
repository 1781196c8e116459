"""About and keyboard-shortcut dialogs."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QVBoxLayout, QWidget

from gamenight import __version__

SHORTCUTS = (
    ("Ctrl+N", "New game (back to the launcher)"),
    ("Ctrl+R", "Resume a saved game"),
    ("Ctrl+H", "Score history"),
    ("Ctrl+Z", "Undo your last move"),
    ("Ctrl+,", "Preferences"),
    ("F11", "Full screen"),
    ("F1", "Keyboard shortcuts"),
    ("Shift+F1", "Rules of the game in play"),
    ("G", "Goker: call GOKER when your guess is drawn"),
    ("Ctrl+Q", "Quit"),
)


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent, "About Game Night",
        f"<h3>Game Night {__version__}</h3>"
        "<p>Five table games (Goker, Super Pokeno Bonus, Okey, Jokers and The Goodge Rules) "
        "with a caller console, bots and a score history.</p>"
        "<p>Games are saved after every move; your history stays on this computer.</p>",
    )


def show_goker_patterns(parent: QWidget) -> None:
    """Help's Goker pattern reference (the game's own dialog, drawn from its pattern table)."""
    from gamenight.games.goker.ui.pattern_reference import show_pattern_reference

    show_pattern_reference(parent)


class ShortcutsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Keyboard shortcuts")
        layout = QVBoxLayout(self)
        rows = "".join(f"<tr><td><b>{keys}</b>&nbsp;&nbsp;&nbsp;</td><td>{what}</td></tr>" for keys, what in SHORTCUTS)
        layout.addWidget(QLabel(f"<table cellpadding='3'>{rows}</table>"))
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
