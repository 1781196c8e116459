"""Pokeno's words: a void round is won by nobody and says why, the header names the winners
once the game is over, the board title's tooltip shows a name as typed, points agree in number."""
from PySide6.QtGui import QTextDocument

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.pokeno.rules import Dice

SEATS = [Seat("Op"), Seat("Ada", "bot", "easy"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")]


def plain(rich: str) -> str:
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


def start(window, qtbot, seats=SEATS, options=None, seed=11):
    match = Match.start("pokeno", seats, options, seed=seed)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    return match, window.screen_widget


def test_nobody_wins_a_void_round_and_the_panel_says_why(window, qtbot):
    match, screen = start(window, qtbot, options={"draw": "external"})
    assert window.controller.enter_chance(Dice((5, 6)))  # base roll 11: void
    assert match.state.round_winners() == [()]
    banner, text = plain(screen.end_panel.banner.text()), plain(screen.end_panel.text.text())
    assert banner == "Nobody wins this round"
    assert "win the round" not in banner + text and text.startswith("Round void\n")
    assert "\u2068Op\u2069 called. Base roll 11: the caller loses 10 and the dice pass." in text
    assert "Next: \u2068Ada\u2069 calls." in text
