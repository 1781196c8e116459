"""What the keyboard reaches on the Jokers table: in the hand strip, the cards; on the board, the
marbles the player moves (their own, or their partner's once theirs are home) and, once a marble
is picked, its marked destinations. Enter or Space does what a click does: picks the card, picks
the marble, makes the move; a refusal is the engine's, said as for a click. The way to a
destination shows while it has the focus, as when it is hovered (`show_focused_way`)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAccessible

from gamenight.core.cards import Suit, card_words as standard_card_words
from gamenight.games.jokers.deck import JokersCard
from gamenight.games.jokers.track import MARBLES, home_index, is_home, is_start
from gamenight.table.hand_fan import FanCard
from gamenight.table.language import translated
from gamenight.table.scene_focus import TABLE_KEYS, FocusStop

JOKERS_KEYS = (*TABLE_KEYS,
               (QT_TRANSLATE_NOOP("GameKeys", "Enter, Space"),
                QT_TRANSLATE_NOOP("GameKeys", "pick the focused card, then a marble, then where it goes")),
               (QT_TRANSLATE_NOOP("GameKeys", "Tab"),
                QT_TRANSLATE_NOOP("GameKeys", "from the hand to the board, then the buttons")))
"""The keys of the Jokers table, for the shortcuts list."""

_NAMES = {card.code: standard_card_words(card.rank, None if card.is_extra else Suit(card.suit))
          for card in JokersCard.full_deck()}


def card_words(card: str, item: FanCard) -> str:
    """"Jokers: queen of hearts, picked"."""
    named = translated(_NAMES[card])
    if item.marked:
        return QCoreApplication.translate("JokersKeys", "Jokers: {card}, picked").format(card=named)
    if item.dimmed:
        return QCoreApplication.translate("JokersKeys", "Jokers: {card}, no move").format(card=named)
    return QCoreApplication.translate("JokersKeys", "Jokers: {card}").format(card=named)


_MARBLE = {  # (the viewer's own, where) -> the marble's name, one whole sentence each
    (True, "start"): QT_TRANSLATE_NOOP("JokersKeys", "Jokers: your marble in start"),
    (True, "home"): QT_TRANSLATE_NOOP("JokersKeys", "Jokers: your marble in home {number}"),
    (True, "track"): QT_TRANSLATE_NOOP("JokersKeys", "Jokers: your marble on hole {number}"),
    (False, "start"): QT_TRANSLATE_NOOP("JokersKeys", "Jokers: your partner's marble in start"),
    (False, "home"): QT_TRANSLATE_NOOP("JokersKeys", "Jokers: your partner's marble in home {number}"),
    (False, "track"): QT_TRANSLATE_NOOP("JokersKeys", "Jokers: your partner's marble on hole {number}"),
}


def marble_name(mine: bool, hole: int) -> str:
    """"Jokers: your marble on hole 26", "Jokers: your partner's marble in home 3"."""
    where = "start" if is_start(hole) else "home" if is_home(hole) else "track"
    number = home_index(hole) + 1 if where == "home" else hole
    return QCoreApplication.translate("JokersKeys", str(_MARBLE[(mine, where)])).format(number=number)


def destination_words(hole: int, count: str) -> str:
    """"Jokers: move to hole 30, +4", "Jokers: move to home 2, +3"."""
    if is_home(hole):
        words = QCoreApplication.translate("JokersKeys", "Jokers: move to home {number}").format(
            number=home_index(hole) + 1)
    else:
        words = QCoreApplication.translate("JokersKeys", "Jokers: move to hole {hole}").format(hole=hole)
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
    words = marble_name(owner == screen.viewer, item.hole)
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
