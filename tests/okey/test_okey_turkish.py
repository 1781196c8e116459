"""Okey in Turkish: a game started from the launcher with the app in Turkish shows Turkish status,
buttons, an illegal move's reason and the round's end; the engine's words stay English through
`str()`, and counts take their plural forms (English "1 tile", "47 tiles" from the English
catalogue)."""
from PySide6.QtCore import Qt

from gamenight.core.records import Seat
from gamenight.games.okey.rules import Discard, Finish, OkeyState
from gamenight.games.okey.tiles import Tile
from gamenight.games.okey.ui.focus_stops import okey_stops
from gamenight.table.language import install_language, translated
from keyboard_play import focus_by_keys, press
from user_path import start_seeded

from .test_okey_screen import WIN, centre, drag, rigged_match

BOTS = {1: "easy", 2: "easy", 3: "easy"}
NAMES = ["Ada", "Bo", "Cy", "Di"]


def stock_name(screen) -> str:
    return next(stop.name for stop in okey_stops(screen) if stop.key == "stock")


def test_a_game_from_the_launcher_speaks_turkish(window, qtbot, turkish):
    match, screen = start_seeded(window, qtbot, "okey", BOTS, NAMES, seed=5)
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=10000)
    assert screen.status.text() == "Sıra sizde: bir taş alın (ortadan çekin ya da \u2068Di\u2069 oyuncusunun " \
                                   "attığını yerden alın)."
    assert [button.text() for button in (screen.runs_button, screen.pairs_button, screen.colour_button,
                                         screen.number_button, screen.hint_button)] == \
        ["Per diz", "Çifte diz", "Renge göre diz", "Sayıya göre diz", "İpucu"]
    assert screen.points_title.text().startswith("<b>Kalan puanlar</b>")
    thrown = len(screen.scene.stacks["left"].tiles)
    assert thrown and screen.scene.stacks["left"].caption == (
        f"Atılanlar: \u2068Di\u2069 ({thrown}\u00a0taş) — üsttekini alın")
    assert stock_name(screen) == f"Okey: orta, {screen.scene.stock.left} taş kaldı"

    # a discard before taking a tile: refused in the engine's words, in Turkish, and nothing changes
    tile = screen.view().rack[0]
    before = list(match.record.actions)
    focus_by_keys(qtbot, screen.table_focus, tile)
    press(qtbot, screen.table_focus.view, Qt.Key.Key_Return)
    assert screen.message.text() == "önce bir taş alın (ortadan çekin ya da soldaki oyuncunun attığını yerden alın)"
    assert match.record.actions == before and tile in screen.view().rack
    assert str(match.state.illegal_reason(Discard(tile))) == \
        "take a tile first (from the stock or your left neighbour)"  # the engine's English, as before


def test_the_round_end_in_turkish(window, qtbot, turkish):
    seats = [Seat("Easy 0", "bot", "easy"), Seat("Ann"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
    match = rigged_match(WIN + " K13a", seats)
    window.open_match(match)
    screen = window.screen_widget
    window.resize(1366, 768)
    qtbot.wait(50)
    drag(screen.table_view, centre(screen.scene.tiles[Tile.parse("R2a")]), centre(screen.scene.indicator))
    assert screen.message.text() == "kalan 14 taş per ya da yedi çift oluşturmuyor: oynamaya devam edin"
    drag(screen.table_view, centre(screen.scene.tiles[Tile.parse("K13a")]), centre(screen.scene.indicator))
    assert match.state.results and screen.end_panel.isVisible()
    text = screen.end_panel.text.text()
    assert "<h2>Perle bitiş</h2>" in text and "\u2212" in text
    assert screen.next_button.text() == "Sonraki turu dağıt"
    assert screen.status.text() == "Tur bitti."
    one_line = screen.status.fontMetrics().lineSpacing() * 1.5  # the four-line status before gave its room back
    qtbot.waitUntil(lambda: screen.status.height() < one_line, timeout=2000)
    assert screen.rounds_label.text() == "1. tur: \u2068Ann\u2069 — perle bitiş"


def test_the_engines_words_read_english_through_str_and_turkish_through_the_catalogue(turkish):
    state = OkeyState({"start_points": 20, "gosterge": True, "okeys_pair": True, "colour_doubling": False,
                       "pairs": False})
    finish = state.describe(Finish(Tile.parse("R7a")))
    assert str(finish) == "finish with the red 7 \u25c6"
    assert translated(finish) == "kırmızı 7 \u25c6 taşıyla bitir"
    assert translated(state.describe(Discard(Tile.parse("Fa")))) == "sahte okey taşını at"


def test_the_stocks_name_counts_in_english_plural_forms(window, qtbot):
    install_language("en")
    match, screen = start_seeded(window, qtbot, "okey", BOTS, NAMES, seed=5)
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=10000)
    left = screen.scene.stock.left
    assert stock_name(screen) == f"Okey: the stock, {left} tiles left"
    screen.scene.stock.left = 1  # the last tile: the name is read from what the table shows
    assert stock_name(screen) == "Okey: the stock, 1 tile left"


def test_a_change_of_language_reaches_the_table_and_the_game_goes_on(window, qtbot, turkish):
    install_language("en")
    match, screen = start_seeded(window, qtbot, "okey", BOTS, NAMES, seed=5)
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=10000)
    assert screen.runs_button.text() == "Arrange runs" and screen.status.text().startswith("Your turn: take a tile")
    before = list(match.record.actions)
    controller = window.controller
    install_language("tr")  # as Preferences do: Qt posts the change, the window builds the screen again
    qtbot.waitUntil(lambda: window.screen_widget is not screen, timeout=3000)
    screen = window.screen_widget
    assert screen.runs_button.text() == "Per diz" and screen.next_button.text() == "Sonraki turu dağıt"
    assert screen.status.text().startswith("Sıra sizde: bir taş alın")
    thrown = len(screen.scene.stacks["left"].tiles)
    assert thrown and screen.scene.stacks["left"].caption == (
        f"Atılanlar: \u2068Di\u2069 ({thrown}\u00a0taş) — üsttekini alın")
    assert window.controller is controller and match.record.actions == before
