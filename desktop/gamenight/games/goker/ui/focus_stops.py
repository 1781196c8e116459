"""What the keyboard reaches on the Goker table, and what a screen reader says of it: on each of
your cards (solo), the card itself, then its 25 numbers row by row; on the console's card, its
numbers; on the flashboard, the 75 numbers (`caller/board_keys.py` moves the focus there).

Enter on your card chooses it to play at a level's end, and Enter again plays it; Enter on a
number of your card daubs it (with "Daub for me" off); Enter on the flashboard guesses the number
or enters a live caller's ball, as a tap does. The screen asks the engine for each, so a refusal
is the engine's, said as for a tap. Space still draws and G still calls GOKER, wherever the focus
is; a number typed then Enter is entered, even with the focus on the table."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QRectF, Qt
from PySide6.QtGui import QAccessible, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from gamenight.core.cards import card_name
from gamenight.games.goker.deck import LETTERS
from gamenight.games.goker.ui.bingo_card import CELL, TOP, BingoCardView
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_text
from gamenight.table.scene_focus import TABLE_KEYS, FocusStop

GOKER_KEYS = (*TABLE_KEYS,
              (QT_TRANSLATE_NOOP("GameKeys", "Enter"),
               QT_TRANSLATE_NOOP("GameKeys", "on your card: choose it, then play it; on one of its numbers: daub it; "
                                             "on the flashboard: guess the number or enter the caller's ball")),
              (QT_TRANSLATE_NOOP("GameKeys", "Space"),
               QT_TRANSLATE_NOOP("GameKeys", "on the Goker table Space always draws the next ball; Enter acts on "
                                             "the focused thing")))
"""The Goker table's keys for the shortcuts list (the screen's own keys follow them)."""


translate = QCoreApplication.translate  # literal sources, so the extraction finds them


def cell_spots(view: BingoCardView) -> list[QGraphicsRectItem]:
    """Invisible items over the card's 25 numbers, made once: what the focus rings and goes
    through. They take no clicks (a tap daubs through them, on the card)."""
    spots = getattr(view, "cell_spots", None)
    if spots is None:
        spots = []
        for cell in range(25):
            row, column = divmod(cell, 5)
            spot = QGraphicsRectItem(QRectF(8 + column * CELL, TOP + row * CELL, CELL, CELL), view.item)
            spot.setPen(QPen(Qt.PenStyle.NoPen))
            spot.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            spots.append(spot)
        view.cell_spots = spots  # type: ignore[attr-defined]
    return spots


def card_words(screen, index: int) -> str:
    """"Goker: your card 2, king of spades, Half Goker diagonal, 300 pts, chosen"."""
    item = screen.card_views[index].item
    if item.card is None:
        return translate("GokerKeys", "Goker: your card {card}, face down").format(card=index + 1)
    name = translated(card_name(item.card))
    words = translate("GokerKeys", "Goker: your card {card}, {name}, {caption}").format(
        card=index + 1, name=name, caption=item.caption)
    if item.card == screen.selected_card:
        words = translate("GokerKeys", "{card}, chosen: Enter plays it").format(card=words)
    return words


def cell_words(screen, index: int, cell: int) -> str:
    """"Goker: your card 2, B column 7 daubed" (or "called", or neither; "free space")."""
    item = screen.card_views[index].item
    row, column = divmod(cell, 5)
    number = item.grid.numbers[row][column] if item.grid is not None else 0
    card = index + 1 if screen.solo else None
    bit = 1 << cell
    if number == 0:
        text = translate("GokerKeys", "Goker: your card {card}, free space") if card else \
            translate("GokerKeys", "Goker: the card, free space")
        return text.format(card=card)
    if item.daubed & bit:
        text = translate("GokerKeys", "Goker: your card {card}, {letter} column {number} daubed") if card else \
            translate("GokerKeys", "Goker: the card, {letter} column {number} marked")
    elif item.marked & bit:
        text = translate("GokerKeys",
                         "Goker: your card {card}, {letter} column {number} called, not daubed") if card else \
            translate("GokerKeys", "Goker: the card, {letter} column {number} called")
    else:
        text = translate("GokerKeys", "Goker: your card {card}, {letter} column {number}") if card else \
            translate("GokerKeys", "Goker: the card, {letter} column {number}")
    return text.format(card=card, letter=LETTERS[column], number=number)


def card_stops(screen, index: int) -> list[FocusStop]:
    """The stops of card view `index`: the card (solo), then its numbers while it shows a grid."""
    view = screen.card_views[index]
    if not view.isVisible():
        return []
    stops = []
    if screen.solo and view.item.card is not None:
        stops.append(FocusStop(("card", index), view.item, card_words(screen, index),
                               lambda: _choose_or_play(screen, index), QAccessible.Role.ListItem))
    if view.item.grid is not None:
        for cell, spot in enumerate(cell_spots(view)):
            stops.append(FocusStop(("cell", index, cell), spot, cell_words(screen, index, cell),
                                   _daubs(screen, index, cell), QAccessible.Role.Cell))
    return stops


def _daubs(screen, index: int, cell: int):
    return lambda: screen.daub(index, cell) if screen.solo else None


def _choose_or_play(screen, index: int) -> None:
    """Enter on a card: choose it; on the card chosen already, play it."""
    hand = screen._hand()
    if index < len(hand) and hand[index] == screen.selected_card and screen.play_button.isEnabled():
        screen.play_selected()
    else:
        screen.card_clicked(index)


def number_words(screen, number: int) -> str:
    """"Goker: number 42 on the flashboard, guessed by Ada" (or "called", "the last call")."""
    view = screen.view()
    board = screen.board
    if number == board.last:
        words = translate("GokerKeys", "Goker: number {number} on the flashboard, the last call")
    elif number in board.called:
        words = translate("GokerKeys", "Goker: number {number} on the flashboard, called")
    elif number in board.marked:
        words = translate("GokerKeys", "Goker: number {number} on the flashboard, marked by the Rapid Start")
    else:
        words = translate("GokerKeys", "Goker: number {number} on the flashboard")
    words = words.format(number=number)
    guessers = [seat for seat, guess in view.round_guesses.items() if guess == number] \
        if number in board.guessed else []
    if guessers:
        names = [translate("GokerKeys", "you") if is_you(screen.names[seat]) else name_text(screen.names[seat])
                 for seat in guessers]
        words = translate("GokerKeys", "{number}, guessed by {names}").format(number=words,
                                                           names=QLocale().createSeparatedList(names))
    return words
