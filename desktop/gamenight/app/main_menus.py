"""The main window's menus, in the app's language; built again when the language changes."""
from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from gamenight.core import registry
from gamenight.table.language import translated

translate = QCoreApplication.translate


class MenuOwner(Protocol):
    """What the menus need of the main window (kept here so the menus do not import the window)."""

    phones: Any
    resume_action: QAction
    phones_action: QAction
    undo_action: QAction
    tv_action: QAction
    rules_action: QAction

    def menuBar(self) -> QMenuBar: ...
    def leave_game(self) -> bool: ...
    def offer_resume(self, quiet: bool = False) -> None: ...
    def show_history(self) -> None: ...
    def close(self) -> bool: ...
    def undo(self) -> None: ...
    def toggle_full_screen(self) -> None: ...
    def edit_preferences(self) -> None: ...
    def show_rules_of_this_game(self) -> None: ...
    def show_how_to_play(self, game_id: str) -> None: ...
    def show_rules(self, game_id: str) -> None: ...
    def show_shortcuts(self) -> None: ...
    def show_about(self) -> None: ...
    def sync_menus(self) -> None: ...


def _drop(item: QAction, window: MenuOwner) -> None:
    """Delete a menu bar item the window made, with its menu and everything in it."""
    menu = item.menu()
    if isinstance(menu, QMenu):
        for inner in menu.actions():
            _drop(inner, window)
        menu.deleteLater()
    if item.parent() is window:
        item.deleteLater()


def build_menus(window: MenuOwner) -> None:
    """Fill the menu bar; the items the window enables and names later are kept on it
    (`resume_action`, `phones_action`, `undo_action`, `rules_action`, `tv_action`)."""
    def action(menu, text, slot, shortcut=None):
        item = QAction(text, window)
        if shortcut:
            item.setShortcut(QKeySequence(shortcut))
        item.triggered.connect(slot)
        menu.addAction(item)
        return item

    bar = window.menuBar()
    for old in bar.actions():  # a rebuild (a new language) leaves no hidden menu or item behind
        _drop(old, window)
    bar.clear()
    game = bar.addMenu(translate("MainWindow", "&Game"))
    action(game, translate("MainWindow", "&New game\u2026"), window.leave_game, QKeySequence.StandardKey.New)
    window.resume_action = action(game, translate("MainWindow", "&Resume a saved game\u2026"), window.offer_resume,
                                  "Ctrl+R")
    action(game, translate("MainWindow", "Score &history"), window.show_history, "Ctrl+H")
    window.phones_action = action(game, translate("MainWindow", "&Phones at the table\u2026"),
                                  window.phones.show_join_screen)
    game.addSeparator()
    action(game, translate("MainWindow", "&Quit"), window.close, QKeySequence.StandardKey.Quit)
    edit = bar.addMenu(translate("MainWindow", "&Edit"))
    window.undo_action = action(edit, translate("MainWindow", "&Undo"), window.undo, QKeySequence.StandardKey.Undo)
    view = bar.addMenu(translate("MainWindow", "&View"))
    action(view, translate("MainWindow", "&Full screen"), window.toggle_full_screen, "F11")
    window.tv_action = action(view, translate("MainWindow", "&TV table\u2026"), window.phones.show_tv_table, "Ctrl+T")
    action(view, translate("MainWindow", "&Preferences\u2026"), window.edit_preferences, "Ctrl+,")
    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    window.rules_action = action(help_menu, translate("MainWindow", "&Rules of this game"),
                                 window.show_rules_of_this_game, "Shift+F1")
    how_to_play = help_menu.addMenu(translate("MainWindow", "&How to play"))
    every_game = help_menu.addMenu(translate("MainWindow", "Rules of &each game"))
    for info in registry.games():
        action(how_to_play, info.name, lambda checked=False, game_id=info.id: window.show_how_to_play(game_id))
        action(every_game, info.name, lambda checked=False, game_id=info.id: window.show_rules(game_id))
    for info in registry.games():  # the games' own pages (Goker's patterns), loaded when opened
        for page in info.help_pages:
            action(help_menu, translated(page.menu_text), lambda checked=False, page=page: page.open(window))
    action(help_menu, translate("MainWindow", "&Keyboard shortcuts"), window.show_shortcuts, "F1")
    action(help_menu, translate("MainWindow", "&About Game Night"), window.show_about)
    window.sync_menus()
