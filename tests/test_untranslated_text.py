"""Nothing is left in English: with the pseudo-language installed (every translated sentence
accented and in brackets), the launcher, the menus, Preferences, the score history, every new-game
dialog and every table played a few moves from the launcher show no text with an English word
outside the brackets. A word found is a sentence that never went through Qt's translation
(a `str` where `Words` or `tr()` belonged). Game names, and each language's name in itself, are
names and stay as they are."""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QMessageBox,
    QTableWidget,
    QWidget,
)

from gamenight.app.help_dialogs import ShortcutsDialog
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.preferences import PreferencesDialog
from gamenight.app.smoke import when_modal
from gamenight.core import registry
from gamenight.core.words import LANGUAGES
from gamenight.table.language import PSEUDO
from test_tables_fit import MOVES, choose, tables
from user_path import play_on, start_from_launcher

ENGLISH_WORD = re.compile(r"[A-Za-z]{4,}")
"""Four plain Latin letters in a row: the pseudo-language accents every vowel it can."""


def _names() -> list[str]:
    names = {info.name for info in registry.games()} | {"Game Night"} | set(LANGUAGES.values())
    return sorted(names, key=len, reverse=True)


def without_names(text: str) -> str:
    """`text` without markup and names (the games', the app's, each language's own)."""
    plain = re.sub(r"<[^>]+>|&\w+;", " ", text)
    for name in _names():
        plain = plain.replace(name, " ")
    return plain


def english_left(text: str) -> str | None:
    """The first English word in `text` outside the pseudo-language's brackets, markup and names."""
    plain = without_names(text)
    depth, outside = 0, []
    for char in plain:  # brackets nest: a translated sentence holds translated blanks
        depth += char == "["
        outside.append(char if depth == 0 else " ")
        depth -= char == "]" and depth > 0
    found = ENGLISH_WORD.search("".join(outside).replace("&", ""))
    return found.group() if found else None


def _menu_texts(items: list[QAction]) -> Iterator[tuple[str, str]]:
    for item in items:
        if item.isVisible() and not item.isSeparator():
            yield "menu item", item.text()
            menu = item.menu()
            if isinstance(menu, QMenu):
                yield from _menu_texts(menu.actions())


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person can see or hear on `root`: labels, buttons, group
    titles, tooltips, accessible names, choices, lists, table headings and cells, text on a table's scene."""
    yield "window title", root.windowTitle()
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        kind = type(widget).__name__
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield kind, widget.text()
        if isinstance(widget, QGroupBox):
            yield kind, widget.title()
        yield f"{kind} tooltip", widget.toolTip()
        yield f"{kind} accessible name", widget.accessibleName()
        if isinstance(widget, QComboBox):
            yield from ((kind, widget.itemText(index)) for index in range(widget.count()))
        if isinstance(widget, QListWidget):
            yield from (("list item", widget.item(row).text()) for row in range(widget.count()))
        if isinstance(widget, QTableWidget):
            for column in range(widget.columnCount()):
                heading = widget.horizontalHeaderItem(column)
                yield "table heading", heading.text() if heading else ""
                for row in range(widget.rowCount()):
                    cell = widget.item(row, column)
                    yield "table cell", cell.text() if cell else ""
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if isinstance(item, QGraphicsTextItem):
                    yield "scene text", item.toPlainText()
                elif isinstance(item, QGraphicsSimpleTextItem):
                    yield "scene text", item.text()
                yield "scene tooltip", item.toolTip()


def english_on(root: QWidget, *, menus: bool = False,
               left: Callable[[str], str | None] = english_left) -> list[str]:
    """Where `root` (with the main window's menus and status bar) shows a word `left(text)` finds:
    English outside the pseudo-language by default."""
    texts = list(shown_texts(root))
    if menus:
        texts += list(_menu_texts(root.menuBar().actions()))
        texts.append(("status bar", root.statusBar().currentMessage()))
    return sorted({f"{where}: {text[:100]!r} ({word})" for where, text in texts if (word := left(text))})


@pytest.fixture
def pseudo_window(window_speaking):
    return window_speaking(PSEUDO)


def test_the_check_finds_a_sentence_left_in_english():
    assert english_left("[Ştârt â ñéw ğâmé öf {game}~~~]") is None
    assert english_left("[Ûñdö [dîşçârd thé blüé 5]~] Okey") is None  # a translated blank, a game's name
    assert english_left("[Ûñdö~] draw the King of Hearts") == "draw"
    assert english_left("<b>Undo</b>") == "Undo"


def test_the_launcher_menus_preferences_and_history_are_translated(pseudo_window, qtbot):
    window = pseudo_window
    assert not english_on(window, menus=True), "\n".join(english_on(window, menus=True))
    preferences = PreferencesDialog(window.context.settings, window)
    qtbot.addWidget(preferences)
    preferences.show()
    assert not english_on(preferences), "\n".join(english_on(preferences))
    assert not english_in_dialog(QMessageBox, window.show_about)
    window.show_history()
    qtbot.waitUntil(lambda: window.history_page is not None and window.history_page.isVisible(), timeout=5000)
    assert not english_on(window.history_page), "\n".join(english_on(window.history_page))


@pytest.mark.parametrize("table", list(tables()))
def test_every_new_game_dialog_and_table_is_translated(pseudo_window, qtbot, table):
    window = pseudo_window
    game_id, options = tables()[table]
    in_dialog: list[str] = []

    def fill(dialog: NewGameDialog) -> None:
        choose(dialog, options)
        in_dialog.extend(english_on(dialog))

    start_from_launcher(window, qtbot, game_id, fill)
    assert not in_dialog, f"{table}'s new-game dialog:\n" + "\n".join(in_dialog)
    play_on(window, qtbot, MOVES)
    qtbot.wait(50)
    found = english_on(window, menus=True)
    assert not found, f"{table}:\n" + "\n".join(found)
    assert not english_in_dialog(ShortcutsDialog, window.show_shortcuts)
    for shown in big_screens(window, qtbot):
        assert not english_on(shown), f"{table}, {type(shown).__name__}:\n" + "\n".join(english_on(shown))
        shown.close()


def big_screens(window, qtbot) -> list[QWidget]:
    """The TV table, and a console's projector window, opened as the host opens them."""
    window.tv_action.trigger()
    qtbot.waitUntil(lambda: window.phones.tv_table is not None and window.phones.tv_table.isVisible(), timeout=5000)
    opened: list[QWidget] = [window.phones.tv_table]
    screen = window.screen_widget
    if hasattr(screen, "open_projector"):
        opened.append(screen.open_projector(QApplication.primaryScreen()))
    elif hasattr(screen, "more") and hasattr(screen.more, "open_audience"):
        screen.more.open_audience(QApplication.primaryScreen())
        opened.append(screen.more.audience)
    for shown in opened:
        qtbot.waitUntil(shown.isVisible, timeout=5000)
    return opened


def english_in_dialog(kind: type, opens) -> list[str]:
    """The English words on the modal dialog `opens()` shows (closed again after reading)."""
    found: list[str] = []

    def read(dialog) -> None:
        found.extend(english_on(dialog) or ["(read)"])
        dialog.reject()

    when_modal(kind, read)
    opens()
    assert found, f"no {kind.__name__} opened"
    return [line for line in found if line != "(read)"]
