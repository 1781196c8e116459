"""The Goodge's actions: small frozen values with a stable JSON form (see core.actions)."""
from __future__ import annotations

from dataclasses import dataclass

from gamenight.core.actions import Action, ActionCodec
from gamenight.games.goodge.cards import SUITS, Card


@dataclass(frozen=True)
class FirstDealer(Action):
    """Chance: the seat that deals the first round."""

    kind = "first_dealer"
    seat: int


@dataclass(frozen=True)
class Deal(Action):
    """Chance: the 51 cards in dealing order. The seats from the dealer's left, clockwise, get
    consecutive runs of 16 (3 players) or 12 (4 players) from the front; the last 3 are the stash."""

    kind = "deal"
    order: tuple[Card, ...]


@dataclass(frozen=True)
class Bid(Action):
    kind = "bid"
    amount: int


@dataclass(frozen=True)
class Pass(Action):
    kind = "pass"


@dataclass(frozen=True)
class PutBack(Action):
    """The Goodge, holding the stash, puts one card back into it (three times)."""

    kind = "put_back"
    card: Card


@dataclass(frozen=True)
class NameTrump(Action):
    kind = "name_trump"
    suit: int  # an index into cards.SUITS


@dataclass(frozen=True)
class Play(Action):
    kind = "play"
    card: Card


@dataclass(frozen=True)
class Claim(Action):
    """The player on lead takes every remaining trick (allowed only when the engine proves it)."""

    kind = "claim"


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
