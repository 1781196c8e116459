"""The 52-card called board: the caller's shared board (`CalledBoard`) with every card of the
deck in suit rows, each in its suit's ink; called cards light up yellow. On the console, in
external-draw mode, each card is a touch target that calls it; the projector's board is dark
where a card is still to come, so that the called ones stand out across a hall, and writes the
suit under the rank, so that both are large."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gamenight.caller.called_board import LAST_OUTLINE, BoardFace, CalledBoard
from gamenight.core.cards import Card, Suit, card_name as spoken_name, rank_text
from gamenight.table.language import translated

RANKS = range(14, 1, -1)
SUIT_ROWS = tuple(reversed(Suit))
CARD_ROWS = [[Card(rank, suit) for rank in RANKS] for suit in SUIT_ROWS]
CALLED = "#ffe082"


def card_label(card: Card) -> str:
    return card.label


def card_name(card: Card) -> str:
    """The card's name a screen reader says, in the app's language."""
    return translated(spoken_name(card))


def stacked_label(card: Card) -> str:
    """The rank with its suit beneath (a projector's tiles are taller than wide)."""
    assert card.suit is not None, "Pokeno's deck has no jokers"
    return f"{rank_text(card.rank)}\n{card.suit.symbol}"


class CardBoard(CalledBoard):
    entry_enabled = False

    def __init__(self, interactive: bool = True, parent: QWidget | None = None):
        face = BoardFace(CARD_ROWS, card_label if interactive else stacked_label, card_name)
        super().__init__(face, interactive, parent)

    def set_entry(self, enabled: bool) -> None:
        """External draw: taps call cards. Otherwise the board only shows."""
        self.entry_enabled = enabled
        for button in self.buttons.values():
            button.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self._restyle()

    def tile_style(self, item, called: bool) -> str:
        ink = "#c62828" if item.suit.is_red else "#1b1b1b"
        if called:
            border = LAST_OUTLINE if item == self.last else "1px solid #8d6e63"
            return f"background:{CALLED};color:{ink};border:{border};"
        if not self.interactive:  # pale inks on dark tiles, 4.5:1 and more
            return f"background:#263238;color:{'#ef9a9a' if item.suit.is_red else '#b0bec5'};border:none;"
        return f"background:#f5f5f5;color:{ink if self.entry_enabled else '#9e9e9e'};border:1px solid #bdbdbd;"
