"""The Goodge's actions: small frozen values with a stable JSON form (see core.actions), their
words as choices offered and their reports once taken."""
from __future__ import annotations

from gamenight.core.actions import Action, ActionCodec, ActionWords
from gamenight.core.reports import About, ActionReports
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


def _trump_named(trump: NameTrump) -> Words | int:
    return SUIT_WORDS[trump.suit] if 0 <= trump.suit < len(SUIT_WORDS) else trump.suit


BID_MADE = About(words("goodge", "{player} bid {amount}."), words("goodge", "You bid {amount}."))
reports = ActionReports({
    # what happened, told to the table: "Bo bid 85.", "Ann played the 5 of Diamonds."; the card
    # put back into the stash is named only to the Goodge
    FirstDealer: lambda first, _: About(words("goodge", "{player} was drawn to deal first."),
                                        words("goodge", "You were drawn to deal first.")).of(first.seat),
    Deal: words("goodge", "The cards were dealt."),
    Bid: BID_MADE,
    Pass: About(words("goodge", "{player} passed."), words("goodge", "You passed.")),
    PutBack: lambda put, seat: About(words("goodge", "{player} put a card back into the stash."),
                                     words("goodge", "You put {card} back into the stash.")).of(
                                         seat, card=put.card.name),
    NameTrump: lambda trump, seat: About(words("goodge", "{player} named {suit} trump."),
                                         words("goodge", "You named {suit} trump.")).of(seat, suit=_trump_named(trump)),
    Play: lambda play, seat: About(words("goodge", "{player} played {card}."),
                                   words("goodge", "You played {card}.")).of(seat, card=play.card.name),
    Claim: About(words("goodge", "{player} claimed the remaining tricks."),
                 words("goodge", "You claimed the remaining tricks.")),
})
