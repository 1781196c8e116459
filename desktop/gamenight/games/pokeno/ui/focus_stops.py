"""What the keyboard reaches on the Pokeno table, and what a screen reader says of it: on each
board, its 25 cards row by row, then its five rows' and five columns' hands ("Pokeno: your board
3, row 2, full house, 40 pts"). The boards cover themselves as cards are called, so the stops
are read, not acted on; Tab goes from board to board, then to the buttons. On a live caller's
console the card board takes Enter on a card (`caller/board_keys.py`)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAccessible

from gamenight.core.cards import card_name
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_text, points_text
from gamenight.table.scene_focus import TABLE_KEYS, FocusStop

POKENO_KEYS = (*TABLE_KEYS,
               (QT_TRANSLATE_NOOP("GameKeys", "Tab"),
                QT_TRANSLATE_NOOP("GameKeys", "from board to board: each card, then each line's hand, is read")),
               (QT_TRANSLATE_NOOP("GameKeys", "Enter"),
                QT_TRANSLATE_NOOP("GameKeys", "a live caller's card or die on the console's board, "
                                              "or the focused button (Space draws)")))
"""The Pokeno table's keys for the shortcuts list (the screen's own keys follow them)."""

_LINES: dict[tuple[bool, bool, bool], object] = {  # (your board, a row, a hand made) -> the words
    (True, True, True): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: your board {board}, row {line}, {hand}, {points}"),
    (True, False, True): QT_TRANSLATE_NOOP("PokenoKeys",
                                           "Pokeno: your board {board}, column {line}, {hand}, {points}"),
    (False, True, True): QT_TRANSLATE_NOOP("PokenoKeys",
                                           "Pokeno: {player}'s board {board}, row {line}, {hand}, {points}"),
    (False, False, True): QT_TRANSLATE_NOOP("PokenoKeys",
                                            "Pokeno: {player}'s board {board}, column {line}, {hand}, {points}"),
    (True, True, False): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: your board {board}, row {line}, "
                                                         "{covered} of 5 covered"),
    (True, False, False): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: your board {board}, column {line}, "
                                                          "{covered} of 5 covered"),
    (False, True, False): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: {player}'s board {board}, row {line}, "
                                                          "{covered} of 5 covered"),
    (False, False, False): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: {player}'s board {board}, column {line}, "
                                                           "{covered} of 5 covered"),
}
_CARDS: dict[tuple[bool, bool], object] = {  # (your board, covered) -> the words
    (True, True): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: your board {board}, {card}, covered"),
    (True, False): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: your board {board}, {card}"),
    (False, True): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: {player}'s board {board}, {card}, covered"),
    (False, False): QT_TRANSLATE_NOOP("PokenoKeys", "Pokeno: {player}'s board {board}, {card}"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("PokenoKeys", text)


def _yours(screen, seat: int) -> bool:
    """The board is the one person's at the machine (named You, or the only person)."""
    return is_you(screen.names[seat]) or (seat == screen.viewer and len(screen.humans) == 1)


def line_words(screen, seat: int, score) -> str:
    """"Pokeno: your board 3, row 2, full house, 40 pts" ("2 of 5 covered" before a hand)."""
    words = _tr(str(_LINES[(_yours(screen, seat), score.line < 5, score.hand is not None)]))
    return words.format(board=screen.board_scenes[seat].board.number, player=name_text(screen.names[seat]),
                        line=score.line % 5 + 1, hand=translated(score.hand.title) if score.hand else "",
                        points=points_text(score.points), covered=score.covered)


def card_words(screen, seat: int, cell) -> str:
    words = _tr(str(_CARDS[(_yours(screen, seat), cell.covered)]))
    return words.format(board=screen.board_scenes[seat].board.number, player=name_text(screen.names[seat]),
                        card=translated(card_name(cell.card)))


def board_stops(screen, seat: int) -> list[FocusStop]:
    """The stops of seat `seat`'s board: its cards, then its lines' hands."""
    if seat >= len(screen.board_scenes) or not screen.board_views[seat].isVisible():
        return []
    scene = screen.board_scenes[seat]
    stops = [FocusStop(("card", card), cell, card_words(screen, seat, cell), None, QAccessible.Role.Cell)
             for card, cell in scene.cells.items()]
    lines = screen.view().lines
    scores = lines[seat] if seat < len(lines) else ()
    for label, score in zip(scene.labels, scores, strict=False):
        role = QAccessible.Role.Row if score.line < 5 else QAccessible.Role.Column
        stops.append(FocusStop(("line", score.line), label, line_words(screen, seat, score), None, role))
    return stops
