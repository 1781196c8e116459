"""What the keyboard reaches on the Jokers table: in the hand strip, the cards; on the board, the
marbles the player moves (their own, or their partner's once theirs are home) and, once a marble
is picked, its marked destinations. Enter or Space does what a click does: picks the card, picks
the marble, makes the move; a refusal is the engine's, said as for a click. The way to a
destination shows while it has the focus, as when it is hovered (`show_focused_way`)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAccessible

from gamenight.games.jokers.deck import JokersCard
from gamenight.games.jokers.track import MARBLES, hole_name, is_home, is_start
from gamenight.table.hand_fan import FanCard
from gamenight.table.scene_focus import TABLE_KEYS, FocusStop

JOKERS_KEYS = (*TABLE_KEYS,
               (QT_TRANSLATE_NOOP("GameKeys", "Enter, Space"),
                QT_TRANSLATE_NOOP("GameKeys", "pick the focused card, then a marble, then where it goes")),
               (QT_TRANSLATE_NOOP("GameKeys", "Tab"),
                QT_TRANSLATE_NOOP("GameKeys", "from the hand to the board, then the buttons")))
"""The keys of the Jokers table, for the shortcuts list."""

_NAMES = {card.code: JokersCard.DECK.name_of(card.key) for card in JokersCard.full_deck()}


def card_words(card: str, item: FanCard) -> str:
    """"Jokers: queen of hearts, picked"."""
    named = _NAMES[card]
    if item.marked:
        return QCoreApplication.translate("JokersKeys", "Jokers: {card}, picked").format(card=named)
    if item.dimmed:
        return QCoreApplication.translate("JokersKeys", "Jokers: {card}, no move").format(card=named)
    return QCoreApplication.translate("JokersKeys", "Jokers: {card}").format(card=named)


def place_words(hole: int) -> str:
    """"on hole 26", "in start", "in home 3"."""
    if is_start(hole):
        return QCoreApplication.translate("JokersKeys", "in start")
    if is_home(hole):
        return QCoreApplication.translate("JokersKeys", "in {home}").format(home=hole_name(hole))
    return QCoreApplication.translate("JokersKeys", "on hole {hole}").format(hole=hole_name(hole))


def destination_words(hole: int, count: str) -> str:
    """"Jokers: move to hole 30, +4", "Jokers: move to home 2, +3"."""
    if is_home(hole):
        words = QCoreApplication.translate("JokersKeys", "Jokers: move to {home}").format(home=hole_name(hole))
    else:
        words = QCoreApplication.translate("JokersKeys", "Jokers: move to hole {hole}").format(hole=hole_name(hole))
    if not count:
        return words
    return QCoreApplication.translate("JokersKeys", "{move}, {count}").format(move=words, count=count)


def hand_stops(screen) -> list[FocusStop]:
    return screen.hand.fan.focus_stops(card_words)


def board_stops(screen) -> list[FocusStop]:
    """The player's marbles by hole, then the picked marble's destinations."""
    scene, picker = screen.scene, screen.picker
    owner = picker.owner() if picker is not None else screen.viewer
    stops: list[FocusStop] = []
    if 0 <= owner < len(screen.names):
        marbles = sorted((scene.marbles[(owner, index)] for index in range(MARBLES)), key=lambda item: item.hole)
        stops = [_marble_stop(screen, item, owner) for item in marbles]
    for target in scene.targets:
        stops.append(FocusStop(("target", target.hole), target, destination_words(target.hole, target.label),
                               _goes_to(screen, target.hole)))
    return stops


def _goes_to(screen, hole: int) -> Callable[[], None]:
    return lambda: screen.target_clicked(hole)


def _marble_stop(screen, item, owner: int) -> FocusStop:
    if owner == screen.viewer:
        words = QCoreApplication.translate("JokersKeys", "Jokers: your marble {place}")
    else:
        words = QCoreApplication.translate("JokersKeys", "Jokers: your partner's marble {place}")
    words = words.format(place=place_words(item.hole))
    if item.picked:
        words = QCoreApplication.translate("JokersKeys", "{marble}, picked").format(marble=words)
    elif item.glow:
        words = QCoreApplication.translate("JokersKeys", "{marble}, can move").format(marble=words)
    return FocusStop(("marble", item.seat, item.index), item, words, lambda: screen.marble_clicked(item.hole),
                     QAccessible.Role.Button)


def show_focused_way(screen) -> None:
    """The way to the focused destination, as hovering it shows."""
    stop = screen.board_focus.current
    if stop is not None and stop.key[0] == "target":
        screen.show_way_to(stop.key[1])
