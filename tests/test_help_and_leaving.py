"""Help -> How to play and the keyboard-shortcut list read from the live menus and screens, and
the question before leaving a game in progress (Ctrl+N)."""
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from gamenight.app.help_dialogs import ShortcutsDialog
from gamenight.app.how_to_play import HowToPlayDialog
from gamenight.app.leave_prompt import LeaveGamePrompt
from gamenight.app.rules_dialog import RulesDialog
from gamenight.app.smoke import when_modal
from gamenight.core import registry
from user_path import seats, start_from_launcher


def three_bots(dialog) -> None:
    seats(dialog, 4, {1: "easy", 2: "easy", 3: "easy"})


def answer_next_prompt(choice: str) -> list:
    """Press Leave or Stay on the next leave prompt once it is up; returns the prompts' texts."""
    seen: list[str] = []

    def answer(prompt: LeaveGamePrompt) -> None:
        seen.append(prompt.text())
        (prompt.leave_button if choice == "Leave" else prompt.stay_button).click()

    when_modal(LeaveGamePrompt, answer)
    return seen


def help_action(window, text):
    help_menu = next(item.menu() for item in window.menuBar().actions() if item.text() == "&Help")
    submenu = next(item.menu() for item in help_menu.actions() if item.text() == "&How to play")
    return next(item for item in submenu.actions() if item.text() == text)


def test_how_to_play_opens_for_every_game_with_the_aim_a_turn_and_the_keys(window, qtbot):
    for info in registry.games():
        help_action(window, info.name).trigger()
        dialog = window.findChild(HowToPlayDialog, f"how-to-play-{info.id}")
        assert dialog is not None and dialog.isVisible()
        text = dialog.browser.toPlainText()
        assert "The aim" in text and "A turn" in text and "The end" in text
        assert "House rules" not in text  # the full page is one button away
    goker = window.findChild(HowToPlayDialog, "how-to-play-goker").browser.toPlainText()
    assert "Space: draw the next ball" in goker and "0\u20139, Enter" in goker
    window.findChild(HowToPlayDialog, "how-to-play-okey").full_rules.click()
    assert any(dialog.isVisible() and dialog.windowTitle() == "Rules \u2014 Okey"
               for dialog in window.findChildren(RulesDialog))


opened_pages: list = []


def open_dice_odds(parent) -> None:
    """A help page of the test game's own (what a `HelpPage` declaration names)."""
    opened_pages.append(parent)


@pytest.fixture
def pig_with_a_help_page(pig):
    with_page = replace(pig, help_pages=(registry.HelpPage("Pig dice &odds", f"{__name__}:open_dice_odds"),))
    registry.unregister(pig.id)
    registry.register(with_page)
    yield with_page
    opened_pages.clear()


def test_the_help_menu_lists_the_pages_each_game_declares_and_opens_them_over_the_window(
        pig_with_a_help_page, window, qtbot):
    help_menu = next(item.menu() for item in window.menuBar().actions() if item.text() == "&Help")
    texts = [item.text() for item in help_menu.actions()]
    assert texts.index("&Goker pattern reference") < texts.index("Pig dice &odds") < texts.index("&Keyboard shortcuts")
    next(item for item in help_menu.actions() if item.text() == "Pig dice &odds").trigger()
    assert opened_pages == [window]


def test_the_shortcut_list_is_read_from_the_menus_and_the_game_screens(window, qtbot):
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    listed = dict(dialog.shortcuts)
    assert listed[QKeySequence("Ctrl+N").toString(QKeySequence.SequenceFormat.NativeText)] == "New game"
    assert listed["F11"] == "Full screen"
    assert ("Space", "Goker: draw the next ball") in dialog.shortcuts
    assert ("Space", "Super Pokeno Bonus: roll the next die or draw the next card") in dialog.shortcuts
    assert any(keys.startswith("0\u20139") for keys, _ in dialog.shortcuts)
    window.rules_action.setShortcut(QKeySequence("Ctrl+F1"))  # a changed menu key shows as it is
    assert ("Ctrl+F1", "Rules of this game") in ShortcutsDialog(window).shortcuts


def test_ctrl_n_asks_before_leaving_a_game_in_progress(window, qtbot):
    match = start_from_launcher(window, qtbot, "okey", three_bots)
    qtbot.waitUntil(window.isActiveWindow)  # menu keys reach an active window only
    said = answer_next_prompt("Stay")
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert said and "It is saved" in said[0] and "Okey" in said[0]
    assert window.stack.currentWidget() is window.screen_widget and window.controller.match is match

    window.activateWindow()  # offscreen, the closed prompt hands the focus back to nobody
    qtbot.waitUntil(window.isActiveWindow)
    said = answer_next_prompt("Leave")
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert said and window.stack.currentWidget() is window.launcher
    assert window.controller is None  # closed: it is offered by Resume now
    assert [record.match_id for record in window.resumable()] == [match.record.match_id]


def test_leaving_says_when_the_last_moves_are_not_saved(window, qtbot):
    start_from_launcher(window, qtbot, "okey", three_bots)
    from gamenight.storage.errors import SaveFailed

    window.controller.keeper.game_failure = SaveFailed("The game", "the disk is full")
    said = answer_next_prompt("Stay")
    assert not window.leave_game()
    assert "NOT saved (the disk is full)" in said[0]


def test_leaving_from_another_page_asks_nothing(window, qtbot):
    start_from_launcher(window, qtbot, "okey", three_bots)
    window.show_history()
    assert window.leave_game()  # from the history page: nothing is asked, the game stays open
    assert window.stack.currentWidget() is window.launcher and window.controller is not None


def test_every_games_house_rules_are_described_on_the_new_game_dialog_not_only_in_tooltips(qtbot):
    from PySide6.QtWidgets import QLabel

    from gamenight.app.new_game_dialog import NewGameDialog
    from gamenight.storage.settings import Settings

    for info in registry.games():
        dialog = NewGameDialog(info, Settings())
        qtbot.addWidget(dialog)
        dialog.show()
        for option in info.options:
            note = dialog.findChild(QLabel, f"description-{option.key}")
            assert option.description and note is not None, f"{info.name}: {option.key} has no description"
            assert note.isVisible() and note.text() == str(option.description)
