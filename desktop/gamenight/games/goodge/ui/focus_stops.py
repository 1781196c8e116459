"""What the keyboard reaches on the Goodge table: the cards of the hand, left to right (the
bids, the trump and the other buttons are ordinary controls, reached with Tab).

Enter or Space on a card plays it (puts it back during the exchange) as a click does; on a
dimmed card it says the engine's reason, as a click does; out of turn the screen says so."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gamenight.games.goodge.cards import Card
from gamenight.table.hand_fan import FanCard
from gamenight.table.language import translated
from gamenight.table.scene_focus import TABLE_KEYS, FocusStop

GOODGE_KEYS = (*TABLE_KEYS,
               (QT_TRANSLATE_NOOP("GameKeys", "Enter, Space"),
                QT_TRANSLATE_NOOP("GameKeys", "on a card: play it (or put it back in the exchange)")),
               (QT_TRANSLATE_NOOP("GameKeys", "Tab"), QT_TRANSLATE_NOOP("GameKeys", "on to the bids and trump")))
"""The keys of the Goodge table, for the shortcuts list."""


def card_words(card: Card, item: FanCard) -> str:
    """"Goodge: 7 of stars, playable" (or "not playable" while the others are playable)."""
    named = translated(card.words)
    if item.playable:
        return QCoreApplication.translate("GoodgeKeys", "Goodge: {card}, playable").format(card=named)
    if item.dimmed:
        return QCoreApplication.translate("GoodgeKeys", "Goodge: {card}, not playable").format(card=named)
    return QCoreApplication.translate("GoodgeKeys", "Goodge: {card}").format(card=named)


def goodge_stops(screen) -> list[FocusStop]:
    """The hand's cards; a key on a card the fan neither plays nor refuses asks the screen."""
    stops = screen.scene.hand.focus_stops(card_words)
    return [FocusStop(stop.key, stop.item, stop.name, _press(screen, stop.key), stop.role) for stop in stops]


def _press(screen, card: Card):
    return lambda: screen.scene.hand.press(card) or screen.play_card(card)
