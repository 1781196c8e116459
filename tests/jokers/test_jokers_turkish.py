"""Jokers in Turkish: a game started from the launcher with the app in Turkish shows Turkish
status and buttons; a refusal, the move log and the game's end read Turkish; the keyboard's names
of the marbles are whole Turkish sentences; a phone in Turkish reads the marbles a play moves in
Turkish. The engine's words stay English through `str()`."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gamenight.core import registry
from gamenight.core.seat_messages import seat_message
from gamenight.games.jokers.actions import Move
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.track import home_hole
from gamenight.games.jokers.ui.focus_stops import board_stops
from gamenight.table.language import translated_in
from gamenight.table.names import name_text
from user_path import start_seeded

from .board_clicks import click_card, click_hole
from .test_jokers_screen import open_position


def test_a_game_from_the_launcher_speaks_turkish(window, qtbot, turkish):
    match, screen = start_seeded(window, qtbot, "jokers", {1: "normal", 2: "easy", 3: "normal"},
                                 ["Ada", "Bo", "Cy", "Di"], 7)
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=30000)
    assert screen.status.text() in ("Sıra sizde: bir kart seçin.", "Hiçbir kart oynanamıyor: atmak için birini seçin.")
    assert [screen.hint_button.text(), screen.discard_button.text(), screen.again_button.text()] == \
        ["İpucu", "At", "Yeniden seç"]
    assert screen._badge(screen.view(), 0).detail == "evde 0/5"  # the count's Turkish form


def test_a_refusal_and_the_move_log_in_turkish(window, qtbot, turkish):
    position = build_position({0: [12, 30], 1: [33, 50], 2: [44], 3: [5]}, {0: "7H JK1 5C 2C 3C 4C"}, turn=0)
    _match, screen = open_position(window, position)
    assert screen.status.text() == "Sıra sizde: bir kart seçin."
    click_hole(screen, 5)
    assert screen.message.text() == "Önce elinizden bir kart seçin."
    click_card(screen, "7H")
    click_hole(screen, 33)  # Bo's marble: the engine's reason, in Turkish
    assert screen.message.text() == "7\u2665 o bilyeyi yürütemez: 33 hanesinde bilyeniz yok."
    names = [stop.name for stop in board_stops(screen)]
    assert names[0].startswith("Jokers: 12. hanedeki bilyeniz, ") and names[1].startswith("Jokers: 30. hanedeki")
    click_hole(screen, 12)
    click_hole(screen, 16)
    assert screen.status.text() == "7\u2665: ilk bilye +4 yürüdü; şimdi +3 yürüyecek ikinci bilyeyi seçin."
    click_hole(screen, 30)
    click_hole(screen, 33)
    assert screen.log.item(0).text() == (f"{name_text('Ada')} 7\u2665 kartını iki bilyeye böldü. İlk bilye 4 hane "
                                         f"ilerledi. İkinci bilye 3 hane ilerledi. {name_text('Bo')} oyuncusunun "
                                         "bilyesi başlangıca döndü.")


def test_the_games_end_in_turkish(window, qtbot, turkish):
    mine = [home_hole(0, k) for k in range(1, 5)] + [2]
    position = build_position({0: mine, 2: [home_hole(2, k) for k in range(5)]}, {0: "2C 9S 9H 9D 9C 8S"}, turn=0)
    match, screen = open_position(window, position)
    click_card(screen, "2C")
    click_hole(screen, home_hole(0, 0))
    assert match.is_over and screen.end_panel.isVisible()
    assert "On bilyelerinin hepsi evde." in screen.end_panel.text.text()
    button = screen.end_panel.buttons.itemAt(0).widget()
    assert button.text() == "Tahtayı gör"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not screen.end_panel.isVisible()


def test_a_phone_in_turkish_reads_the_marbles_a_play_moves(qapp):
    position = build_position({0: [12], 2: [20]}, {0: "5C 2S 3S 4S 6S 10S"}, turn=0)
    info = registry.get("jokers")
    message = seat_message(info, position, 0, say=lambda text: translated_in(text, "tr"))
    move = next(offer for offer in message["actions"] if info.codec.decode(offer["action"]) == Move("5C.1", 12))
    assert move["words"] == "5\u2663: 12 hanesindeki bilye 5 ileri"
    assert [(shown["who"], shown["words"]) for shown in move["shows"]] == [
        ("12 hanesindeki bilye", "12 hanesindeki bilye 5 ileri")]
    english = seat_message(info, position, 0)
    move = next(offer for offer in english["actions"] if info.codec.decode(offer["action"]) == Move("5C.1", 12))
    assert [shown["words"] for shown in move["shows"]] == ["marble on 12 forward 5"]
