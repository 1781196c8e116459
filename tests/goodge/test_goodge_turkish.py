"""The Goodge Rules in Turkish: a game started from the launcher with the app in Turkish shows
Turkish status, bids, trump choices, a dimmed card's reason, the hint's chance of the bid and the
round's end; the engine's words stay English through `str()`."""
import re

from PySide6.QtCore import Qt

from gamenight.core.records import Seat
from gamenight.games.goodge.actions import Bid, NameTrump, Play, PutBack
from gamenight.games.goodge.cards import SUITS, Card
from gamenight.games.goodge.rules import GoodgeState
from gamenight.games.goodge.views import Phase
from gamenight.table.language import translated
from user_path import start_seeded

from .screen_helpers import cards, click_card, play_until, rigged_match, to_a_dimmed_card
from .test_goodge_screen import hint_message, open_rigged, outbid

SEATS = [Seat("Ann"), Seat("Bo", "bot", "normal"), Seat("Cy", "bot", "normal"), Seat("Di", "bot", "normal")]


def test_a_game_from_the_launcher_speaks_turkish(window, qtbot, turkish):
    match, screen = start_seeded(window, qtbot, "goodge", {1: "normal", 2: "normal", 3: "easy"},
                                 ["Ann", "Bo", "Cy", "Di"], 21)
    qtbot.waitUntil(screen.my_turn, timeout=5000)
    assert screen.view().phase is Phase.BIDDING
    assert screen.status.text() == "Söz sizde: ihale verin ya da pas geçin."
    assert screen.hint_button.text() == "İpucu" and screen.rules_button.text() == "Kurallar"
    texts = [button.text() for button in screen.choices.buttons.values()]
    lowest = min(action.amount for action in match.state.legal_actions() if isinstance(action, Bid))
    assert "Pas" in texts and str(lowest) in texts
    assert screen.scene.info.text() == "Koz: henüz söylenmedi"
    play_until(window, qtbot, lambda: bool(match.state.results))
    text = screen.end_panel.text.text()
    assert "1. tur:" in text and ("ihalesini tuttu" in text or "ihalesinde battı" in text)
    assert "<th>Alınan</th><th>Eller</th><th>Tur</th><th>Toplam</th>" in text and "Koz " in text
    assert screen.next_button.text() == "Sonraki turu dağıt"
    assert screen.status.text() == "Tur bitti."


def test_a_dimmed_card_says_the_engines_reason_in_turkish(window, qtbot, turkish):
    match, screen, card = to_a_dimmed_card(window, qtbot, SEATS)
    assert screen.status.text().startswith("Sıra sizde: yukarı kalkmış bir karta tıklayın")
    before = list(match.record.actions)
    click_card(screen, card)
    said = screen.message.text()
    assert said.startswith("Bu kartı oynayamazsınız (") and ("renge uymalısınız: " in said or "koz açıldı" in said)
    assert match.record.actions == before
    assert str(match.state.illegal_reason(Play(card))).startswith(("you must follow", "trump was led"))


def test_trump_choices_and_the_cards_names_in_turkish(window, qtbot, turkish):
    match = rigged_match(SEATS)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    qtbot.waitUntil(screen.my_turn, timeout=15000)
    buttons = screen.choices.buttons
    qtbot.mouseClick(buttons[max((choice for choice in buttons if isinstance(choice, Bid)),
                                 key=lambda bid: bid.amount)], Qt.MouseButton.LeftButton)  # the top bid ends it
    play_until(window, qtbot, lambda: match.state.phase is Phase.TRUMP)
    assert screen.my_turn()
    assert screen.choices.title.text() == "Kozu söyle"
    lines = [button.text().split("\n") for button in screen.choices.buttons.values()]
    assert [suit for suit, _ in lines] == ["\u2660 Maça", "\u2666 Karo", "\u2605 Yıldız", "\u2665 Kupa", "\u2663 Sinek"]
    held = [sum(card.suit == suit for card in screen.view().hand) for suit in range(5)]
    assert [note for _, note in lines] == [f"elde {count}" for count in held]

    window.resize(1366, 768)
    qtbot.mouseClick(next(iter(screen.choices.buttons.values())), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.view().phase is Phase.PLAY and screen.my_turn(), timeout=15000)
    qtbot.wait(100)  # the layout settles
    assert screen.status.text().startswith("Sıra sizde: yukarı kalkmış bir karta tıklayın")
    assert screen.status.height() >= screen.status.heightForWidth(screen.status.width())  # three lines, none cut


def test_the_engines_words_read_english_through_str_and_turkish_through_the_catalogue(turkish):
    state = GoodgeState({"one_high": False, "target": 500}, 4)
    seven_of_stars, crown = Card.parse("7T"), Card.parse("CR")
    assert str(state.describe(PutBack(seven_of_stars))) == "put back the 7 of Stars"
    assert translated(state.describe(PutBack(seven_of_stars))) == "dibe koy: yıldız 7"
    assert translated(state.describe(Play(crown))) == "oyna: Taç"
    assert translated(state.describe(NameTrump(3))) == "koz: Kupa"
    assert translated(state.describe(Bid(85))) == "ihale 85"


def test_the_hints_chance_of_making_the_bid_reads_turkish(window, qtbot, turkish):
    match, screen = open_rigged(window, qtbot)
    assert re.fullmatch(r"İpucu: ihale 50\. Bu ihaleyi tutma olasılığı tahminen %\d+\.",
                        hint_message(screen, qtbot, "İpucu:"))
    outbid(screen, qtbot, match)
    for card in cards("2S 5D 5T"):
        click_card(screen, card)
    qtbot.mouseClick(screen.choices.buttons[NameTrump(SUITS.index("Hearts"))], Qt.MouseButton.LeftButton)
    bid = match.state.view(0).high_bid
    said = re.fullmatch(rf"İpucu: oyna: (.+)\. {bid} ihalenizin tutulma olasılığı tahminen %(\d+)\.",
                        hint_message(screen, qtbot, "İpucu:"))
    assert said is not None and 0 <= int(said[2]) <= 100
    assert screen.hinted is not None and translated(screen.hinted.name) == said[1]


def test_the_round_end_speaks_to_you_in_the_second_person(turkish):
    """The seat "You" is told its own bid and the stash in the polite second person ("ihalenizde
    battınız", "size gitti"), not as a third person named "Siz"."""
    from gamenight.core.match import Match
    from gamenight.games.goodge.ui.texts import round_html

    match = Match.start("goodge", [Seat(name, "bot", "easy") for name in ("Ada", "Bo", "Cem")], seed=3)
    while not match.state.results:
        match.advance()
    result, totals = match.state.results[0], match.state.scores()
    names = ["Ada", "Bo", "Cem"]
    names[result.goodge] = "You"
    html = round_html(result, names, totals, 1)
    assert f"1. tur: {result.bid} {'ihalenizi tuttunuz' if result.made else 'ihalenizde battınız'}" in html
    names = ["Ada", "Bo", "Cem"]
    names[result.last_winner] = "You"
    html = round_html(result, names, totals, 1)
    assert "son eli aldığınız için size gitti." in html and "Siz oyuncusuna" not in html
