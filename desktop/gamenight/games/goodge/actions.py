"""The Goodge's actions: small frozen values with a stable JSON form (see core.actions)."""
from __future__ import annotations

from gamenight.core.actions import Action, ActionCodec, ActionWords
from gamenight.core.words import Words, words
from gamenight.games.goodge.cards import SUIT_WORDS, Card


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


FIRST_DEALS = words("goodge", "seat {seat} deals first")
DEAL = words("goodge", "deal the cards")
BID = words("goodge", "bid {amount}")
PASS = words("goodge", "pass")
PUT_BACK = words("goodge", "put back {card}")
TRUMP = words("goodge", "trump: {suit}")
TRUMP_NUMBER = words("goodge", "trump: suit {suit}")
PLAY = words("goodge", "play {card}")
CLAIM = words("goodge", "claim the remaining tricks")


def _trump_words(trump: NameTrump) -> Words:
    return TRUMP(suit=SUIT_WORDS[trump.suit]) if 0 <= trump.suit < len(SUIT_WORDS) else TRUMP_NUMBER(suit=trump.suit)


action_words = ActionWords({
    # the player-facing words for an action: "bid 85", "put back the 7 of Stars", "trump: Hearts"
    FirstDealer: lambda first: FIRST_DEALS(seat=first.seat + 1),
    Deal: lambda _: DEAL,
    Bid: BID,
    Pass: lambda _: PASS,
    PutBack: lambda put: PUT_BACK(card=put.card.name),
    NameTrump: _trump_words,
    Play: lambda play: PLAY(card=play.card.name),
    Claim: lambda _: CLAIM,
})
