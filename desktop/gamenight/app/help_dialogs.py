"""About and keyboard-shortcut dialogs.

The shortcut list is read from what the app really answers: the window's menu commands with
their keys, and the keys each game's screen declares (`keys` on its screen class)."""
from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMainWindow, QMenu, QMessageBox, QVBoxLayout, QWidget

from gamenight import __version__
from gamenight.app.theme import fit_for_touch
from gamenight.core import registry

translate = QCoreApplication.translate


def about_box(parent: QWidget) -> QMessageBox:
    """The About box: the version, what Game Night is, and where games are kept."""
    box = QMessageBox(QMessageBox.Icon.NoIcon, translate("AboutBox", "About Game Night"),
                      f"<h3>Game Night {__version__}</h3><p>"
                      + translate("AboutBox", "Five table games (Goker, Super Pokeno Bonus, Okey, Jokers and "
                                  "The Goodge Rules) with a caller console, bots and a score history.")
                      + "</p><p>"
                      + translate("AboutBox", "Games are saved after every move; your history stays on this computer.")
                      + "</p>", QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    fit_for_touch(box)
    return box


def show_about(parent: QWidget) -> None:
    about_box(parent).exec()


def menu_shortcuts(menus: list[QMenu]) -> list[tuple[str, str]]:
    """(keys, command) for every menu command that has a key, submenus included, in menu order."""
    found: list[tuple[str, str]] = []
    for menu in menus:
        for item in menu.actions():
            submenu = item.menu()
            if isinstance(submenu, QMenu):
                found += menu_shortcuts([submenu])
            elif not item.shortcut().isEmpty():
                command = item.text().replace("&", "").replace("\u2026", "")
                found.append((item.shortcut().toString(QKeySequence.SequenceFormat.NativeText), command))
    return found


def game_key_rows() -> list[tuple[str, str, str]]:
    """(game's name, keys, what they do) for the keys each built game's screen answers, in the
    app's language (the screens mark their rows in the context "GameKeys")."""
    return [(info.name, translate("GameKeys", keys), translate("GameKeys", what))
            for info in registry.games() if info.built for keys, what in getattr(info.load_screen(), "keys", ())]


def game_keys() -> list[tuple[str, str]]:
    """(keys, "Game: what they do") for the shortcuts list, and the key every table answers."""
    return [(keys, translate("ShortcutsDialog", "{game}: {what}").format(game=game, what=what))
            for game, keys, what in game_key_rows()] + [
        ("M", translate("ShortcutsDialog", "At every table: its sounds on or off"))]


class ShortcutsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        menus = [item.menu() for item in parent.menuBar().actions()] if isinstance(parent, QMainWindow) else []
        self.shortcuts = menu_shortcuts([menu for menu in menus if isinstance(menu, QMenu)]) + game_keys()
        layout = QVBoxLayout(self)
        rows = "".join(f"<tr><td><b>{html.escape(keys)}</b>&nbsp;&nbsp;&nbsp;</td><td>{html.escape(what)}</td></tr>"
                       for keys, what in self.shortcuts)
        self.table = QLabel(f"<table cellpadding='3'>{rows}</table>")
        self.table.setWordWrap(True)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_for_touch(self)
