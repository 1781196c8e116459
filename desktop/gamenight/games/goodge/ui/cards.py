"""Goodge cards on the table, painted as the deck says they look (each suit's sign tells the suits
apart without colour; the inks differ for those who see them; the Crown in gold), and the card
piece itself (the kit's `FanCard`, which the player clicks or drags up onto the table to play)."""
from __future__ import annotations

from gamenight.games.goodge.cards import GOODGE_DECK, SUITS, Card
from gamenight.table.card_painter import deck_face
from gamenight.table.hand_fan import FanCard, face_painter

SUIT_SIGNS = tuple(suit.sign for suit in GOODGE_DECK.suits)  # Spades, Diamonds, Stars, Hearts, Clubs
CROWN_SIGN = GOODGE_DECK.extras[0].sign


def suit_label(suit: int) -> str:
    """"★ Stars": the sign first, so the suit reads without colour."""
    return f"{SUIT_SIGNS[suit]} {SUITS[suit]}"


paint_goodge = face_painter(deck_face)


class CardItem(FanCard):
    """One Goodge card: in the hand (a `HandFan`'s), in the trick, the stash or the last trick."""

    def __init__(self, card: Card | None, width: float, height: float, face_up: bool = True):
        """`card` None: a card whose face this seat may not see (only its back is drawn)."""
        super().__init__(card, width, height, paint_goodge, face_up and card is not None)
