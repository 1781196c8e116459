"""The Goodge's actions: small frozen values with a stable JSON form (see core.actions)."""
from __future__ import annotations

from gamenight.core.actions import Action, ActionCodec, ActionWords
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
    """Leave the auction: a pass is final for the round."""


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


def _trump_words(trump: NameTrump) -> str:
    return f"trump: {SUITS[trump.suit]}" if 0 <= trump.suit < len(SUITS) else f"trump: suit {trump.suit}"


WORDS = ActionWords({
    FirstDealer: lambda first: f"seat {first.seat + 1} deals first",
    Deal: "deal the cards",
    Bid: "bid {amount}",
    Pass: "pass",
    PutBack: "put back {card.name}",
    NameTrump: _trump_words,
    Play: "play {card.name}",
    Claim: "claim the remaining tricks",
})
"""The player-facing words for an action: "bid 85", "put back the 7 of Stars", "trump: Hearts"."""
