"""A card the Goodge screen dims says why it may not be played: the engine's reason as its
tooltip, and on the message line when it is clicked (and nothing is played)."""
from PySide6.QtGui import QTextDocument

from gamenight.core.records import Seat
from gamenight.games.goodge.actions import Play
from gamenight.games.goodge.views import Phase

from .screen_helpers import click_card, play_until, rigged_match

SEATS = [Seat("Ann"), Seat("Bo", "bot", "normal"), Seat("Cy", "bot", "normal"), Seat("Di", "bot", "normal")]


def plain(rich: str) -> str:
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


def test_a_dimmed_card_gives_the_engines_reason_on_a_click_and_as_its_tooltip(window, qtbot):
    match = rigged_match(SEATS)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget

    def dimmed_on_my_turn():
        return (match.state.phase is Phase.PLAY and screen.my_turn()
                and any(item.dimmed for item in screen.scene.cards.values()))

    play_until(window, qtbot, lambda: dimmed_on_my_turn() or bool(match.state.results))
    assert dimmed_on_my_turn(), "the rigged deal has a turn where Ann must follow suit"
    card = next(item.card for item in screen.scene.cards.values() if item.dimmed)
    reason = str(match.state.illegal_reason(Play(card)))
    assert reason and reason.startswith(("you must follow", "trump was led"))
    assert plain(screen.scene.cards[card].toolTip()) == reason
    before = list(match.record.actions)
    click_card(screen, card)
    assert screen.message.text() == f"You cannot play {card.name}: {reason}."
    assert match.record.actions == before
