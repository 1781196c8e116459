"""The Jokers screen's words: the status line and the steps of a card's move, each one whole
sentence through Qt's translation (context "JokersTable"); cards and engine words translated."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gamenight.games.jokers.rules import SEATS
from gamenight.games.jokers.ui.picking import Picker
from gamenight.games.jokers.words import card_words
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_text

translate = QCoreApplication.translate


def card_text(card: str) -> str:
    """A card as the player reads it: "7\u2665", "Joker" in the app's language."""
    return translated(card_words(card))


def steps_text(steps: int) -> str:
    """A move's steps with their sign ("+4", "\u22128"); empty for none."""
    return f"{steps:+d}".replace("-", "\u2212") if steps else ""


def status_text(names: Sequence[str], humans, turn: int, picker: Picker | None) -> str:
    """What the status line says: whose turn, or the viewer's next step with the card picked."""
    if picker is None:
        if turn not in range(SEATS):
            return translate("JokersTable", "Shuffling\u2026")
        name = names[turn]
        if turn in humans:
            return (translate("JokersTable", "Your turn.") if is_you(name)
                    else translate("JokersTable", "{player}'s turn.").format(player=name_text(name)))
        return (translate("JokersTable", "You are thinking\u2026") if is_you(name)
                else translate("JokersTable", "{player} is thinking\u2026").format(player=name_text(name)))
    if picker.discards:
        return translate("JokersTable", "No card can be played: pick one to discard.")
    if picker.card is None:
        return translate("JokersTable", "Your turn: pick a card.")
    card = card_text(picker.card)
    if picker.first is not None:
        return translate("JokersTable", "{card}: the first marble moved {first}; now pick the second marble, "
                         "to move {rest}.").format(card=card, first=steps_text(picker.first[1]),
                                                   rest=steps_text(picker.rest()))
    if picker.marble is None:
        return translate("JokersTable", "{card}: pick a glowing marble.").format(card=card)
    return translate("JokersTable", "{card}: pick where it goes (hover a mark to see the way).").format(card=card)
