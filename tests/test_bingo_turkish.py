"""Goker and Super Pokeno Bonus in Turkish, started from the launcher as a user would: the status
line, a refused entry's reason, a level's or a round's end, the projectors and the console's
menus read Turkish; a printed score sheet reads back Turkish headings; a call is spoken with a
Turkish voice where there is one, else in English."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPdf import QPdfDocument

from gamenight.core.cards import Card, Suit
from gamenight.games.goker.ui.printing import print_score_sheet as goker_sheet
from gamenight.games.pokeno.rules import Draw
from gamenight.games.pokeno.ui.printing import print_score_sheet as pokeno_sheet
from user_path import seats, start_from_launcher


def goker(window, qtbot, **options):
    """A Goker game from its tile: You and two bots, or with `cards="table"` the caller's console."""
    def fill(dialog):
        seats(dialog, 3, {} if options else {1: "easy", 2: "easy"}, ["Ada", "Bo", "Cy"] if options else None)
        dialog.seed.setText("5")
        dialog.option_widgets["level1"].setValue(5)
        for key, value in options.items():
            combo = dialog.option_widgets[key]
            combo.setCurrentIndex(combo.findData(value))

    match = start_from_launcher(window, qtbot, "goker", fill)
    qtbot.waitUntil(lambda: match.state.phase != "deal", timeout=3000)
    return match, window.screen_widget


def test_goker_from_the_launcher_speaks_turkish_to_the_end_of_a_level(window, qtbot, turkish):
    match, screen = goker(window, qtbot)
    qtbot.waitUntil(lambda: match.state.current_player == 0, timeout=5000)  # the bots guessed first
    assert "Goker turu" in screen.status.text() and "tahminler" in screen.status.text()
    assert "tahmininize tahtada dokunun" in screen.prompt.text()
    taken = next(iter(match.state.round.guesses.values()))
    screen.tap_number(taken)
    assert screen.message.text().endswith("bu tur zaten tahmin edildi")
    assert screen.controls.primary.text() == "Çek" and screen.undo_button.text() == "Son çekişi geri al"
    qtbot.mouseClick(screen.board.buttons[match.state.legal_actions()[-1].number], Qt.MouseButton.LeftButton)
    played_card = False
    for _ in range(400):
        if match.state.level == 2:
            break
        if match.state.phase == "draw":
            qtbot.keyClick(window, Qt.Key.Key_Space)
        elif match.state.phase == "play" and match.state.current_player == 0:
            assert screen.status.text() == "1. seviye bitti: kapalı bir kart oynayın"
            qtbot.mouseClick(screen.card_views[0].viewport(), Qt.MouseButton.LeftButton)
            assert screen.play_button.text().endswith(" oyna")
            qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
            played_card = True
        qtbot.wait(10)
    assert played_card and match.state.level == 2
    qtbot.waitUntil(lambda: "seviye" in screen.end_panel.banner.text(), timeout=5000)
    banner = screen.end_panel.banner.text()
    assert "1. seviye" in banner and ("kazandı" in banner or "kazanan yok" in banner or "açılıyor" in banner)


def test_the_goker_console_and_its_audience_window_speak_turkish(window, qtbot, turkish, tmp_path):
    match, screen = goker(window, qtbot, cards="table", draw="external")
    assert screen.more.text() == "Diğer"
    menu = [action.text() for action in screen.more.menu().actions() if action.text()]
    assert menu[0] == "Projeksiyonda seyirci penceresi…" and menu[1].startswith("Çağrıları sesli oku")
    assert "Skor kâğıdı yazdır (PDF)…" in menu
    assert screen.picker.suit_buttons[Suit.HEARTS].toolTip() == "Kupa"
    for number in (20, 21, 22):  # each player's guess, in turn
        screen.tap_number(number)
    assert match.state.phase == "draw"
    screen.tap_number(10)  # a live caller's ball: 10 is not called yet, so it is taken
    screen.tap_number(10)  # twice: refused with the engine's reason, in Turkish
    assert screen.message.text() == "B 10 zaten çekildi (1. çekiş)"
    screen.more.open_audience(window.screen())
    audience = screen.more.audience
    assert audience.windowTitle() == "Goker — seyirciler"
    assert audience.status.text().startswith("1. seviye — 5. çekişte biter")
    assert audience.full_screen_button.text() in ("Tam ekran (F11)", "Tam ekrandan çık (F11)")
    audience.close()
    screen.more.export_call_log(str(tmp_path / "calls.csv"))
    assert (tmp_path / "calls.csv").read_text("utf-8").splitlines()[0] == "zaman,olay,çekiş,top"  # the headers


def pokeno(window, qtbot, draw="app"):
    def fill(dialog):
        seats(dialog, 2, {1: "easy"}, ["Ada", "Bo"])
        dialog.seed.setText("11")
        combo = dialog.option_widgets["draw"]
        combo.setCurrentIndex(combo.findData(draw))

    match = start_from_launcher(window, qtbot, "pokeno", fill)
    screen = window.screen_widget
    assert screen.picker.prompt.text() == "\u2068Ada\u2069, tahtanızı seçin"
    assert screen.picker.take_button.text().startswith("Tahta ") and screen.picker.take_button.text().endswith(" benim")
    qtbot.mouseClick(screen.picker.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    return match, screen


def test_pokeno_from_the_launcher_speaks_turkish_to_the_end_of_a_round(window, qtbot, turkish):
    match, screen = pokeno(window, qtbot)
    assert screen.bar.status.text().startswith("Tur 1 / 5 · çağıran: ")
    assert screen.controls.primary.text() == "Zarları at"
    qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    assert "Temel atış" in screen.steps.text() and "Temel atış" in screen.dice.caption
    for _ in range(200):
        if match.state.completed_rounds():
            break
        qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    played = match.state.round
    text = screen.end_panel.text.text()
    assert "Tur geçersiz" in text if played.void else "Tur 1 / 5 bitti" in text and "bonus eli:" in text
    projector = screen.open_projector(window.screen())
    assert projector.windowTitle() == "Super Pokeno Bonus — projeksiyon"
    assert projector.standings.text().startswith("Sıralama") and projector.bonus.text().startswith("Bonus eli: ")


def test_a_live_callers_card_called_twice_is_refused_in_turkish(window, qtbot, turkish):
    match, screen = pokeno(window, qtbot, draw="external")
    for values in ((3, 4), (2, 3), (1,), (2,)):  # 30 cards, +5, pair, x2
        screen.enter_dice(values)
    assert match.state.pending_step() is None
    card = Card.parse("QH")
    screen.enter_card(card)
    screen.enter_card(card)
    assert screen.message.text() == "Q\u2665 zaten çağrıldı (1. çağrı)"
    assert str(match.state.illegal_reason(Draw(card))) == "Q\u2665 was already called (call 1)"


@pytest.mark.parametrize("print_sheet, rounds, title, headers", [
    (goker_sheet, 3, "Goker — skor kâğıdı", ["T1", "Tahminler", "seviye", "Toplam"]),
    (pokeno_sheet, 5, "Super Pokeno Bonus — skor kâğıdı", ["Tur", "Çağıran", "±10", "Toplam"]),
])
def test_a_printed_score_sheet_reads_back_turkish_headings(print_sheet, rounds, title, headers, tmp_path, qapp,
                                                             turkish):
    path = tmp_path / "sheet.pdf"
    print_sheet(str(path), ["Ayşe", "Işık"], rounds)
    document = QPdfDocument()
    document.load(str(path))
    words = document.getAllText(0).text().split()
    assert " ".join(words).startswith(f"{title} Oyuncu")
    assert set(headers) <= set(words) and {"Ayşe", "Işık"} <= set(words)



@pytest.mark.parametrize("voices, said", [(("en", "tr"), ("kupa k\u0131z", "tr")),
                                          (("en",), ("Queen of Hearts", "en"))])
def test_a_call_is_spoken_in_turkish_where_a_turkish_voice_is_else_in_english(voices, said, qtbot, tmp_path, turkish):
    from fake_speech import fake_worker, speaks
    from gamenight.caller.speech import CallSpeaker
    from gamenight.core.cards import card_name

    speaker = CallSpeaker(fake_worker(tmp_path, speaks(*voices))).start()
    try:
        qtbot.waitUntil(lambda: speaker.available, timeout=30000)
        speaker.say_call(card_name(Card.parse("QH")))
        spoken = tmp_path / "said.txt"
        qtbot.waitUntil(lambda: (tmp_path / "said.txt.language").exists(), timeout=10000)
        qtbot.waitUntil(lambda: (tmp_path / "said.txt.language").read_text("utf-8").endswith("\n"), timeout=10000)
        assert (spoken.read_text("utf-8").strip(), (tmp_path / "said.txt.language").read_text("utf-8").strip()) == said
    finally:
        speaker.stop()


@pytest.mark.parametrize("game_id", ["goker", "pokeno"])
def test_the_turkish_rules_page_has_the_english_pages_shape(game_id):
    """Every section, table row and list item of the English page, in Turkish (not a summary)."""
    import re
    from pathlib import Path

    folder = Path(__file__).resolve().parents[1] / "resources" / "rules"
    english, turkish = ((folder / name).read_text("utf-8") for name in (f"{game_id}.md", f"{game_id}.tr.md"))

    def shape(page: str) -> list[str]:
        return [re.match(r"#+|\||\s*-|\s*\d+\.", line).group(0).strip() for line in page.splitlines()
                if re.match(r"#+ |\||\s*- |\s*\d+\. ", line)]

    assert turkish.splitlines()[0] == english.splitlines()[0]  # the game's name stays
    assert shape(turkish) == shape(english)
    assert "## Amaç" in turkish and "## Masa kuralları" in turkish and "## Puanlama" in turkish
