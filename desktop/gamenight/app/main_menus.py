"""The main window's menus, in the app's language; renamed in place when the language changes."""
from __future__ import annotations

from typing import Any, Protocol, cast

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from gamenight.core import registry
from gamenight.core.words import Text, words
from gamenight.table.language import translated


class MenuOwner(Protocol):
    """What the menus need of the main window (kept here so the menus do not import the window)."""

    phones: Any
    resume_action: QAction
    phones_action: QAction
    undo_action: QAction
    tv_action: QAction
    rules_action: QAction
    menu_words: list[tuple[QAction | QMenu, Text]]

    def menuBar(self) -> QMenuBar: ...
    def leave_game(self) -> bool: ...
    def new_night(self) -> None: ...
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


def build_menus(window: MenuOwner) -> None:
    """Fill the menu bar once; the items the window enables and names later are kept on it
    (`resume_action`, `phones_action`, `undo_action`, `rules_action`, `tv_action`). Every item's
    words are kept with it (`menu_words`), so a new language renames the items in place
    (`name_menus`): none is deleted while Qt may still be delivering its events."""
    named: list[tuple[QAction | QMenu, Text]] = []

    def menu(parent: QMenuBar | QMenu, title: Text) -> QMenu:
        made = parent.addMenu("")
        named.append((made, title))
        return made

    def action(parent: QMenu, text: Text, slot, shortcut=None) -> QAction:
        item = QAction(cast(QObject, window))  # the window owns its items (a MenuOwner is a QMainWindow)
        if shortcut:
            item.setShortcut(QKeySequence(shortcut))
        item.triggered.connect(slot)
        parent.addAction(item)
        named.append((item, text))
        return item

    bar = window.menuBar()
    game = menu(bar, words("MainWindow", "&Game"))
    action(game, words("MainWindow", "&New game\u2026"), window.leave_game, QKeySequence.StandardKey.New)
    action(game, words("MainWindow", "New n&ight\u2026"), window.new_night)
    window.resume_action = action(game, words("MainWindow", "&Resume a saved game\u2026"), window.offer_resume,
                                  "Ctrl+R")
    action(game, words("MainWindow", "Score &history"), window.show_history, "Ctrl+H")
    window.phones_action = action(game, words("MainWindow", "&Phones at the table\u2026"),
                                  window.phones.show_join_screen)
    game.addSeparator()
    action(game, words("MainWindow", "&Quit"), window.close, QKeySequence.StandardKey.Quit)
    edit = menu(bar, words("MainWindow", "&Edit"))
    window.undo_action = action(edit, words("MainWindow", "&Undo"), window.undo, QKeySequence.StandardKey.Undo)
    view = menu(bar, words("MainWindow", "&View"))
    action(view, words("MainWindow", "&Full screen"), window.toggle_full_screen, "F11")
    window.tv_action = action(view, words("MainWindow", "&TV table\u2026"), window.phones.show_tv_table, "Ctrl+T")
    action(view, words("MainWindow", "&Preferences\u2026"), window.edit_preferences, "Ctrl+,")
    help_menu = menu(bar, words("MainWindow", "&Help"))
    window.rules_action = action(help_menu, words("MainWindow", "&Rules of this game"),
                                 window.show_rules_of_this_game, "Shift+F1")
    how_to_play = menu(help_menu, words("MainWindow", "&How to play"))
    every_game = menu(help_menu, words("MainWindow", "Rules of &each game"))
    for info in registry.games():
        action(how_to_play, info.name, lambda checked=False, game_id=info.id: window.show_how_to_play(game_id))
        action(every_game, info.name, lambda checked=False, game_id=info.id: window.show_rules(game_id))
    for info in registry.games():  # the games' own pages (Goker's patterns), loaded when opened
        for page in info.help_pages:
            action(help_menu, page.menu_text, lambda checked=False, page=page: page.open(window))
    action(help_menu, words("MainWindow", "&Keyboard shortcuts"), window.show_shortcuts, "F1")
    action(help_menu, words("MainWindow", "&About Game Night"), window.show_about)
    window.menu_words = named
    name_menus(window)


def name_menus(window: MenuOwner) -> None:
    """Give every menu and item its words in the app's language (at start, and after a change)."""
    for item, text in window.menu_words:
        if isinstance(item, QMenu):
            item.setTitle(translated(text))
        else:
            item.setText(translated(text))
    window.sync_menus()
