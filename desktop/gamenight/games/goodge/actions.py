"""The Goodge's actions: small frozen values with a stable JSON form (see core.actions)."""
from __future__ import annotations

from gamenight.core.actions import Action, ActionCodec
from gamenight.games.goodge.cards import SUITS, Card


class FirstDealer(Action, kind="first_dealer"):
    """Chance: the seat that deals the first round."""

    seat: int


class Deal(Action, kind="deal"):
    """Chance: the 51 cards in dealing order. The seats from the dealer's left, clockwise, get
    consecutive runs of 16 (3 players) or 12 (4 players) from the front; the last 3 are the stash."""

    order: tuple[Card, ...]


class Bid(Action, kind="bid"):
    amount: int


class Pass(Action, kind="pass"):
    pass


class PutBack(Action, kind="put_back"):
    """The Goodge, holding the stash, puts one card back into it (three times)."""

    card: Card


class NameTrump(Action, kind="name_trump"):
    suit: int  # an index into cards.SUITS


class Play(Action, kind="play"):
    card: Card


class Claim(Action, kind="claim"):
    """The player on lead takes every remaining trick (allowed only when the engine proves it)."""


CODEC = ActionCodec(FirstDealer, Deal, Bid, Pass, PutBack, NameTrump, Play, Claim)


def describe(action: Action) -> str:
    """The player-facing words for an action: "bid 85", "put back the 7 of Stars", "trump: Hearts"."""
    if isinstance(action, FirstDealer):
        return f"seat {action.seat + 1} deals first"
    if isinstance(action, Deal):
        return "deal the cards"
    if isinstance(action, Bid):
        return f"bid {action.amount}"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, PutBack):
        return f"put back {action.card.name}"
    if isinstance(action, NameTrump):
        return f"trump: {SUITS[action.suit]}" if 0 <= action.suit < len(SUITS) else f"trump: suit {action.suit}"
    if isinstance(action, Play):
        return f"play {action.card.name}"
    if isinstance(action, Claim):
        return "claim the remaining tricks"
    return str(action)
