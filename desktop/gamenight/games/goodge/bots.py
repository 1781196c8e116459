"""Goodge bots (they see only their own view).

- easy: a beginner (see EasyGoodgeBot): bids the least it may only on an obvious hand while the
  bid is below 100 (or when it must), names its longest suit, plays high when it can beat the
  trick so far, else low.
- normal: bids up to what its hand is worth with its best trump (counted winners times the points
  a trick carries on average, scaled, plus what being the Goodge adds); puts back low plain cards
  of short suits; leads sure winners, then draws trumps as the Goodge, else leads low; following,
  takes point tricks with its cheapest sure winner, ducks tricks it cannot win with its least
  valuable card, keeps the Crown for a rich trick, and overtakes the Goodge more readily than
  anyone else.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from gamenight.core.actions import Action
from gamenight.core.bots import Bot
from gamenight.games.goodge.actions import Bid, Claim, NameTrump, Pass, Play, PutBack
from gamenight.games.goodge.bidding import STEP
from gamenight.games.goodge.cards import CROWN, DECK_POINTS, SUITS, Card
from gamenight.games.goodge.tricks import beats, is_sure_winner, power, suit_of, trick_winner, voids
from gamenight.games.goodge.views import GoodgeView

EASY_RAISE_BELOW = 100
RICH_TRICK = 20  # the Crown is spent on a trick already worth this much (or late in the round)
CROWN_LATE = 3  # ... or once the hand is down to this many cards


class EasyGoodgeBot(Bot):
    """A beginner. Bids (the least it may) only on an obvious hand, a long suit headed by its
    best card, and only while the bid is low, unless it must; as the Goodge puts back its lowest
    cards outside its longest suit and names that suit. In play, no counting: it plays its highest
    card that beats the trick so far (the Crown only if nothing else does), else its cheapest card;
    on lead, its highest plain card."""

    level = "easy"

    def choose(self, view: GoodgeView, legal: Sequence[Action], rng: random.Random) -> Action:
        if Claim() in legal:
            return Claim()
        first, hand, one_high = legal[0], list(view.hand), view.one_high
        bids = [action for action in legal if isinstance(action, Bid)]
        if bids:
            low = view.high_bid is None or view.high_bid < EASY_RAISE_BELOW
            return bids[0] if Pass() not in legal or (low and _obvious(hand, one_high)) else Pass()
        longest = _longest_suit(hand)
        if isinstance(first, PutBack):
            return PutBack(min(hand, key=lambda card: (card.is_crown, card.suit == longest, card.points > 0,
                                                       power(card, one_high))))
        if isinstance(first, NameTrump):
            return NameTrump(longest)
        cards = [action.card for action in legal if isinstance(action, Play)]
        trump = _trump_and_leader(view)[0]
        if not view.trick:
            plain = [card for card in cards if suit_of(card, trump) != trump] or \
                [card for card in cards if not card.is_crown] or cards
            return Play(max(plain, key=lambda card: power(card, one_high)))
        trick = list(view.trick)
        best = trick[trick_winner(trick, trump, one_high)]
        winners = [card for card in cards if beats(card, best, trump, one_high)]
        winners = [card for card in winners if not card.is_crown] or winners
        if winners:
            return Play(max(winners, key=lambda card: power(card, one_high)))
        return Play(_cheapest(cards, trump, one_high))


def _longest_suit(hand: Sequence[Card]) -> int:
    """The plain suit the hand holds most of (the higher cards break a tie)."""
    return max(range(len(SUITS)), key=lambda suit: (sum(card.suit == suit for card in hand),
                                                    sum(card.rank for card in hand if card.suit == suit)))


def _obvious(hand: Sequence[Card], one_high: bool) -> bool:
    """A hand even a beginner sees is strong: five cards of a suit in twelve (seven in sixteen),
    with its top card or the Crown."""
    suit = _longest_suit(hand)
    cards = [card for card in hand if card.suit == suit]
    top = 1 if one_high else 10
    return len(cards) * 12 >= 5 * len(hand) and (any(card.rank == top for card in cards) or CROWN in hand)


def hand_worth(hand: Sequence[Card], trump: int, one_high: bool, unseen: Sequence[Card], tricks: int) -> float:
    """Points a hand may expect to take with `trump`: its likely winners times the points an
    average trick carries. A card counts fully when nothing unseen of its suit is higher (for a
    plain card, while trumps last it may still be trumped: half), less the more cards can beat it."""
    average = (DECK_POINTS - 15) / tricks
    trumps_held = sum(suit_of(card, trump) == trump for card in hand)
    winners = 0.0
    for card in hand:
        suit = suit_of(card, trump)
        higher = sum(suit_of(other, trump) == suit and power(other, one_high) > power(card, one_high)
                      for other in unseen)
        if suit == trump:
            winners += 1.0 if higher == 0 else 0.5 if higher <= trumps_held - 2 else 0.1
        elif higher == 0:
            winners += 0.5
    return winners * average


def best_trump(hand: Sequence[Card], one_high: bool, unseen: Sequence[Card], tricks: int) -> tuple[int, float]:
    worth = {suit: hand_worth(hand, suit, one_high, unseen, tricks) for suit in range(len(SUITS))}
    suit = max(worth, key=lambda s: (worth[s], sum(card.suit == s for card in hand), -s))
    return suit, worth[suit]


class NormalGoodgeBot(Bot):
    level = "normal"
    # The bid ceiling is hand_worth * bid_scale + goodge_gain. hand_worth undercounts what a Goodge
    # takes (it leads, picks trump and exchanges with the stash), and even a hand of low cards makes 50
    # as the Goodge most rounds. Over 300 seeded games among normal bots, (2.0, 50) beat (2.0, 10)
    # 178-122, (3.0, 0) 166-134, (2.0, 75) 157-143, (2.5, 50) 162-138 and (1.5, 60) 156-144.
    bid_scale = 2.0
    goodge_gain = 50

    def choose(self, view: GoodgeView, legal: Sequence[Action], rng: random.Random) -> Action:
        if Claim() in legal:
            return Claim()
        first = legal[0]
        if isinstance(first, (Bid, Pass)):
            return self._bid(view, legal)
        hand, unseen = list(view.hand), view.unseen()
        if isinstance(first, PutBack):
            return PutBack(least_useful(hand, planned_trump(view), view.one_high))
        if isinstance(first, NameTrump):
            return NameTrump(planned_trump(view))
        cards = [action.card for action in legal if isinstance(action, Play)]
        card = self._lead(view, cards, unseen) if not view.trick else self._follow(view, cards, unseen)
        return Play(card)

    def _bid(self, view: GoodgeView, legal: Sequence[Action]) -> Action:
        lowest = next(action for action in legal if isinstance(action, Bid))
        return lowest if Pass() not in legal or lowest.amount <= self.bid_ceiling(view) else Pass()

    @classmethod
    def bid_ceiling(cls, view: GoodgeView) -> int:
        """The highest bid the hand is worth by counting: its winners with its best trump, scaled."""
        _, worth = best_trump(list(view.hand), view.one_high, view.unseen(), _tricks_in_round(view))
        return int(worth * cls.bid_scale + cls.goodge_gain) // STEP * STEP

    def _lead(self, view: GoodgeView, cards: list[Card], unseen: list[Card]) -> Card:
        (trump, _), one_high = _trump_and_leader(view), view.one_high
        sure = [card for card in cards if is_sure_winner(card, unseen, trump, one_high)]
        plain_sure = [card for card in sure if not card.is_crown]
        if plain_sure:
            return max(plain_sure, key=lambda card: (card.points, power(card, one_high)))
        if sure and len(cards) <= CROWN_LATE:
            return sure[0]
        trumps = [card for card in cards if suit_of(card, trump) == trump and not card.is_crown]
        unseen_trumps = sum(suit_of(card, trump) == trump for card in unseen)
        if view.goodge == view.seat and trumps and len(trumps) >= unseen_trumps:
            return min(trumps, key=lambda card: (card.points > 0, power(card, one_high)))
        return _cheapest(cards, trump, one_high)

    def _follow(self, view: GoodgeView, cards: list[Card], unseen: list[Card]) -> Card:
        (trump, leader), one_high = _trump_and_leader(view), view.one_high
        trick = list(view.trick)
        best = trick[trick_winner(trick, trump, one_high)]
        winning_seat = (leader + trick_winner(trick, trump, one_high)) % view.num_players
        stake = sum(card.points for card in trick)
        later = [(view.seat + step) % view.num_players for step in range(1, view.num_players - len(trick))]
        winners = [card for card in cards if beats(card, best, trump, one_high)]
        safe = [card for card in winners if _holds_up(card, trick[0], later, view, unseen)]
        against_goodge = winning_seat == view.goodge and view.seat != view.goodge
        plain = [card for card in safe if not card.is_crown]
        if plain and (stake > 0 or against_goodge or any(card.points for card in plain)):
            return max(plain, key=lambda card: (card.points, -power(card, one_high)))
        rich = stake >= RICH_TRICK or (against_goodge and stake > 0) or len(cards) <= CROWN_LATE
        if any(card.is_crown for card in safe) and rich:
            return next(card for card in safe if card.is_crown)
        risky = [card for card in winners if not card.points and not card.is_crown]
        if risky and (stake >= 15 or (against_goodge and stake > 0)):
            return max(risky, key=lambda card: power(card, one_high))
        return _cheapest(cards, trump, one_high)


def _trump_and_leader(view: GoodgeView) -> tuple[int, int]:
    """Trump and the trick's leader, both set once trump is named, before any card is played."""
    assert view.trump is not None and view.leader is not None, "cards are played only after trump is named"
    return view.trump, view.leader


def planned_trump(view: GoodgeView) -> int:
    """The trump the normal bot's rules name for the hand held now."""
    return best_trump(list(view.hand), view.one_high, view.unseen(), _tricks_in_round(view))[0]


def _tricks_in_round(view: GoodgeView) -> int:
    return (51 - 3) // view.num_players


def _cheapest(cards: Sequence[Card], trump: int | None, one_high: bool) -> Card:
    """The card that costs least to give away: no points, not a trump, low; never the Crown if
    anything else will do."""
    return min(cards, key=lambda card: (card.is_crown, card.points, trump is not None and card.suit == trump,
                                        power(card, one_high)))


def least_useful(hand: Sequence[Card], trump: int, one_high: bool) -> Card:
    """The card to put back into the stash: plain, pointless, low, from a short suit."""
    lengths = {suit: sum(card.suit == suit for card in hand) for suit in range(len(SUITS))}
    return min(hand, key=lambda card: (suit_of(card, trump) == trump, card.points > 0, lengths.get(card.suit, 0),
                                       power(card, one_high)))


def _holds_up(card: Card, lead: Card, later: list[int], view: GoodgeView, unseen: list[Card]) -> bool:
    """Will `card` still win once the seats in `later` have played? Sure when no unseen card of its
    suit is higher and, for a plain card, no later seat may trump (one void in the lead suit, or
    too few unseen cards of the lead suit to go round)."""
    (trump, leader), one_high = _trump_and_leader(view), view.one_high
    suit = suit_of(card, trump)
    if not later:
        return True
    if any(suit_of(other, trump) == suit and power(other, one_high) > power(card, one_high) for other in unseen):
        return False
    if suit == trump:
        return True
    lead_suit = suit_of(lead, trump)
    shown = voids([*view.tricks, (leader, view.trick)], view.num_players, trump)
    unseen_trumps = any(suit_of(other, trump) == trump for other in unseen)
    following = sum(suit_of(other, trump) == lead_suit for other in unseen)
    return not unseen_trumps or (all(lead_suit not in shown[seat] for seat in later) and following >= 2 * len(later))
