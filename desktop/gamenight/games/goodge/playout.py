"""A fast model of a round's trick play for search: hands as bitmasks over the 51 cards.

Card i is bit i: suit * 10 + rank - 1 for the suited cards, 50 for the Crown. For one trump and
"1 ranks high" setting, `_Tables` holds each card's following suit (the Crown follows as a trump),
its power and its points, so a play-out is integer work only. It plays the rest of a round from any
point of trick play and gives each seat's points taken (the stash to the last trick's winner); the
tests check it against the real engine (rules.py, tricks.py) on thousands of random rounds.
"""
from __future__ import annotations

import random
from functools import cache

from gamenight.games.goodge.cards import CROWN_SUIT, SUITS, Card
from gamenight.games.goodge.rules import GoodgeState, Round
from gamenight.games.goodge.tricks import power, suit_of

CROWN_INDEX = 50


def index_of(card: Card) -> int:
    return CROWN_INDEX if card.is_crown else card.suit * 10 + card.rank - 1


def card_of(index: int) -> Card:
    return Card(CROWN_SUIT, 11) if index == CROWN_INDEX else Card(index // 10, index % 10 + 1)


def mask_of(cards) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << index_of(card)
    return mask


class _Tables:
    """Per-card lookups for one trump and rank order."""

    def __init__(self, trump: int, one_high: bool):
        cards = [card_of(index) for index in range(CROWN_INDEX + 1)]
        self.trump = trump
        self.suit = [suit_of(card, trump) for card in cards]
        self.power = [power(card, one_high) for card in cards]
        self.points = [card.points for card in cards]
        self.follow = [sum(1 << index for index in range(CROWN_INDEX + 1) if self.suit[index] == suit)
                       for suit in range(len(SUITS))]
        self.follow_card = [self.follow[suit] for suit in self.suit]
        self.trumping = [self.power[index] + 100 if self.suit[index] == trump else -1 for index in range(len(cards))]
        """A card's strength off the lead suit: a trump beats every card of another suit, others never win."""
        self.higher = [sum(1 << other for other in range(len(cards))
                           if self.suit[other] == self.suit[index] and self.power[other] > self.power[index])
                       for index in range(len(cards))]
        """The cards of a card's following suit that outrank it."""
        self.cost = [cards[index].is_crown * 10_000 + self.points[index] * 100
                     + (self.suit[index] == trump) * 20 + self.power[index] for index in range(len(cards))]
        """What giving a card away costs, lowest first: plain low pointless cards, then trumps, then the Crown."""


@cache
def tables(trump: int, one_high: bool) -> _Tables:
    return _Tables(trump, one_high)


class FastRound:
    """Trick play from a point in a round: whose turn, the trick so far, the points taken."""

    __slots__ = ("captured", "hands", "leader", "one_high", "players", "stash_points", "tables", "trick")

    def __init__(self, hands: list[int], trump: int, one_high: bool, leader: int, trick: list[int],
                 captured: list[int], stash_points: int):
        self.hands, self.tables, self.one_high, self.leader = hands, tables(trump, one_high), one_high, leader
        self.trick, self.captured, self.stash_points = trick, captured, stash_points
        self.players = len(hands)

    @classmethod
    def from_round(cls, current: Round, one_high: bool) -> FastRound:
        assert current.trump is not None and current.leader is not None, "trick play has begun"
        return cls([mask_of(hand) for hand in current.hands], current.trump, one_high, current.leader,
                   [index_of(card) for card in current.trick], list(current.captured),
                   sum(card.points for card in current.stash))

    @classmethod
    def from_state(cls, state: GoodgeState) -> FastRound:
        assert state.round is not None, "a round is being played"
        return cls.from_round(state.round, state.one_high)

    def copy(self) -> FastRound:
        return FastRound(list(self.hands), self.tables.trump, self.one_high, self.leader, list(self.trick),
                         list(self.captured), self.stash_points)

    @property
    def turn(self) -> int:
        return (self.leader + len(self.trick)) % self.players

    @property
    def done(self) -> bool:
        return not self.trick and not self.hands[self.leader]

    def legal(self) -> int:
        """The bitmask of the cards the player to move may play."""
        hand = self.hands[self.turn]
        if not self.trick:
            return hand
        following = hand & self.tables.follow[self.tables.suit[self.trick[0]]]
        return following or hand

    def play(self, index: int) -> None:
        self.hands[self.turn] &= ~(1 << index)
        self.trick.append(index)
        if len(self.trick) == self.players:
            self._finish_trick()

    def _finish_trick(self) -> None:
        suit, power, trick = self.tables.suit, self.tables.power, self.trick
        trump = self.tables.trump
        best = 0
        for place in range(1, len(trick)):
            card, top = trick[place], trick[best]
            if (suit[card] == suit[top] and power[card] > power[top]) or suit[card] == trump != suit[top]:
                best = place
        winner = (self.leader + best) % self.players
        self.captured[winner] += sum(self.tables.points[card] for card in trick)
        self.trick, self.leader = [], winner
        if not self.hands[winner]:
            self.captured[winner] += self.stash_points

    def play_out(self, rng: random.Random, record: list[int] | None = None) -> list[int]:
        """Random legal cards to the end of the round (in place); each seat's points taken. The
        cards played are appended to `record` if given. One loop over local names: this is the
        search's inner loop."""
        for _ in range(len(self.trick) and self.players - len(self.trick)):
            card = _random_bit(self.legal(), rng)
            self.play(card)
            if record is not None:
                record.append(card)
        hands, captured, random_number = self.hands, self.captured, rng.random
        suit, power, points, follow, trumping = (self.tables.suit, self.tables.power, self.tables.points,
                                                 self.tables.follow_card, self.tables.trumping)
        after = _AFTER[self.players]
        leader, tricks_left = self.leader, hands[self.leader] != 0
        while hands[leader]:
            lead = _random_bit(hands[leader], rng)
            hands[leader] ^= 1 << lead
            if record is not None:
                record.append(lead)
            lead_suit, following, best, winner, taken = suit[lead], follow[lead], power[lead], leader, points[lead]
            for seat in after[leader]:
                hand = hands[seat]
                choices = hand & following or hand
                for _ in range(int(random_number() * choices.bit_count())):
                    choices &= choices - 1
                card = (choices & -choices).bit_length() - 1
                hands[seat] = hand ^ (1 << card)
                if record is not None:
                    record.append(card)
                taken += points[card]
                strength = power[card] if suit[card] == lead_suit else trumping[card]
                if strength > best:
                    best, winner = strength, seat
            captured[winner] += taken
            leader = winner
        if tricks_left:
            captured[leader] += self.stash_points  # the last trick's winner takes the stash
        self.leader = leader
        return captured


    def play_out_greedy(self, record: list[int] | None = None) -> list[int]:
        """Sensible cards to the end of the round from a trick's start (in place); each seat's points
        taken. A cheap policy for judging a whole hand (bids, the exchange, trump): lead a card
        nothing unseen outranks in its suit, the richest first, else the cheapest card; follow with
        a winner when the trick holds points or the winner does (the last to play takes it as
        cheaply as it can, the others as safely), else give the cheapest card. No randomness. The
        cards played are appended to `record` if given."""
        assert not self.trick, "a play-out from the start of a trick"
        hands, captured, tables = self.hands, self.captured, self.tables
        suit, power, points, follow = tables.suit, tables.power, tables.points, tables.follow_card
        trumping, higher, cost = tables.trumping, tables.higher, tables.cost
        after, leader, tricks_left = _AFTER[self.players], self.leader, hands[self.leader] != 0
        while hands[leader]:
            out = 0
            for seat, hand in enumerate(hands):
                if seat != leader:
                    out |= hand
            tops = [card for card in _bits(hands[leader]) if not out & higher[card]]
            lead = (max(tops, key=lambda card: (points[card], power[card])) if tops
                    else min(_bits(hands[leader]), key=cost.__getitem__))
            hands[leader] ^= 1 << lead
            if record is not None:
                record.append(lead)
            lead_suit, best, winner, taken = suit[lead], power[lead], leader, points[lead]
            for place, seat in enumerate(after[leader]):
                hand = hands[seat]
                choices = hand & follow[lead] or hand
                strength = {card: power[card] if suit[card] == lead_suit else trumping[card] for card in _bits(choices)}
                winners = [card for card in strength if strength[card] > best]
                if winners and (taken or any(points[card] for card in winners)):
                    last = place == self.players - 2
                    card = (max(winners, key=lambda card: (points[card], -strength[card])) if last
                            else max(winners, key=strength.__getitem__))
                else:
                    card = min(strength, key=cost.__getitem__)
                hands[seat] = hand ^ (1 << card)
                if record is not None:
                    record.append(card)
                taken += points[card]
                if strength[card] > best:
                    best, winner = strength[card], seat
            captured[winner] += taken
            leader = winner
        if tricks_left:
            captured[leader] += self.stash_points
        self.leader = leader
        return captured


_AFTER = {players: [[(leader + step) % players for step in range(1, players)] for leader in range(players)]
          for players in (3, 4)}
"""The seats that play after each leader, in order."""


def _bits(mask: int) -> list[int]:
    """The indices of the set bits of `mask`, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _random_bit(mask: int, rng: random.Random) -> int:
    """The index of a random set bit of `mask`."""
    for _ in range(int(rng.random() * mask.bit_count())):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1
