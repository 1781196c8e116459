"""A card the Goodge screen dims says why it may not be played: the engine's reason as its
tooltip, and on the message line when it is clicked (and nothing is played)."""
from PySide6.QtGui import QTextDocument

from gamenight.core.records import Seat
from gamenight.games.goodge.actions import Play

from .screen_helpers import click_card, to_a_dimmed_card

SEATS = [Seat("Ann"), Seat("Bo", "bot", "normal"), Seat("Cy", "bot", "normal"), Seat("Di", "bot", "normal")]


def plain(rich: str) -> str:
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


def test_a_dimmed_card_gives_the_engines_reason_on_a_click_and_as_its_tooltip(window, qtbot):
    match, screen, card = to_a_dimmed_card(window, qtbot, SEATS)
    reason = str(match.state.illegal_reason(Play(card)))
    assert reason and reason.startswith(("you must follow", "trump was led"))
    assert plain(screen.scene.cards[card].toolTip()) == reason
    before = list(match.record.actions)
    click_card(screen, card)
    assert screen.message.text() == f"You cannot play {card.name}: {reason}."
    assert match.record.actions == before
