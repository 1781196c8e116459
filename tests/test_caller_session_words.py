"""A caller's session in words (issue 35): with the pseudo-language every sentence of the session's
box in the new-game dialog, of the end panel's session button, of the page between games and of
the session's projector went through translation; a language change between games says the page
and the projector again in Turkish, and in English after; the dialog refuses, with the reason, a
session it cannot play and house rules a game does not take."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gamenight.app.house_rules import set_option_value
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.smoke import when_modal
from gamenight.table.language import PSEUDO
from session_play import add_game, click, fill_session, play_goker, session_of
from test_language_change import ENGLISH, TURKISH, words_left
from test_untranslated_text import english_on
from user_path import choose_language, start_from_launcher


def test_every_sentence_of_a_session_is_translated(window_speaking, qtbot):
    window = window_speaking(PSEUDO)
    seen = {}

    def look(dialog) -> None:
        seen["dialog"] = english_on(dialog)

    start_from_launcher(window, qtbot, "goker", fill_session(["Ann", "Bob", "Rob"], [("pokeno", {})], bots={2: "easy"},
                                                             then=look))
    assert seen["dialog"] == []
    session = session_of(window)
    assert session.night.record.bots[0].name == "Rob" and len(session.night.record.people) == 2
    window.screen_widget.open_audience(window.screen())
    play_goker(window, lambda done: qtbot.waitUntil(done, timeout=20000))
    assert english_on(window) == []  # the end panel with its session button
    click(window.screen_widget.end_panel.again_button)
    assert english_on(window, menus=True) == [] and english_on(session.projector) == []
    assert sorted(standing.person.name for standing in session.summary().standings) == ["Ann", "Bob"]  # no bot


def test_a_language_change_between_games_says_the_session_again(window, qtbot, english_after):
    start_from_launcher(window, qtbot, "goker", fill_session(["Ann", "Bob"], [("pokeno", {})]))
    session = session_of(window)
    window.screen_widget.open_audience(window.screen())
    play_goker(window, lambda done: qtbot.waitUntil(done, timeout=5000))
    click(window.screen_widget.end_panel.again_button)
    page, projector = session.page, session.projector
    choose_language(window, qtbot, "tr")
    assert page.headline.text() == projector.headline.text() == "Oyun 2 / 2, sıradaki: Super Pokeno Bonus"
    assert page.start_button.text() == "Oyun 2 / 2 başlasın: Super Pokeno Bonus"
    assert projector.first_winners.text().startswith("1. oyun, Goker: ")
    assert words_left(window, [projector], ENGLISH) == []
    choose_language(window, qtbot, "en")
    assert page.headline.text() == "Game 2 of 2, next: Super Pokeno Bonus"
    assert words_left(window, [projector], TURKISH) == []


def test_the_dialog_refuses_a_session_it_cannot_play_and_rules_a_game_does_not_take(window, qtbot):
    said = {}

    def fill(dialog) -> None:
        box = dialog.session_box
        editor = box.editor
        said["games"] = [editor.game_choice.itemText(index) for index in range(editor.game_choice.count())]
        dialog.player_count.setValue(12)
        box.setChecked(True)
        click(dialog.start_button)
        said["one game"] = dialog.error.text()
        add_game(editor, "goker", {"level1": 10, "level2": 20, "level3": 30})
        set_option_value(editor.rules.widgets["level2"], 5)  # not rising: refused, the rules before kept
        said["rules"] = editor.error.text()
        said["program"] = [editor.list.item(row).text() for row in range(editor.list.count())]
        click(dialog.start_button)
        said["too many"] = dialog.error.text()
        dialog.player_count.setValue(4)
        dialog.seat_rows[3].kind.setCurrentIndex(dialog.seat_rows[3].kind.findData("phone"))
        click(dialog.start_button)
        said["phone"] = dialog.error.text()
        dialog.reject()

    when_modal(NewGameDialog, fill)
    qtbot.mouseClick(window.launcher.tiles["pokeno"].button, Qt.MouseButton.LeftButton)
    assert said["games"] == ["Goker", "Super Pokeno Bonus"]  # the games a console runs
    assert said["one game"] == "A session has two games or more: add a game to it, or untick it for one game."
    assert said["rules"].startswith("level ends must rise"), said["rules"]
    assert said["program"][0] == "1. Super Pokeno Bonus"
    assert said["program"][1].startswith("2. Goker (") and "20" in said["program"][1], said["program"]
    assert said["too many"] == "Goker takes 2-10 players, not 12"
    assert said["phone"].startswith("In a session everyone plays at the console")
    assert window.controller is None
