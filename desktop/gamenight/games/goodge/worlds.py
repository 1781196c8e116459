"""Goodge worlds for search: a full state rebuilt from one seat's view alone.

The seat's own hand, the table (auction, trump, tricks, points taken) and the scores come from the
view; the cards it has not seen are shared out among the other hands and the hidden stash by
`GoodgeState.sample_world`, which keeps every hand's size and every void shown by not following.
`auction_weight` judges how well a world explains the others' bids; `round_points` and `margin`
are what a search scores a finished round by.
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence

from gamenight.core.engine import GameState
from gamenight.games.goodge.bidding import Auction
from gamenight.games.goodge.bots import NormalGoodgeBot, best_trump
from gamenight.games.goodge.cards import Card, deck
from gamenight.games.goodge.rules import GoodgeState, Round
from gamenight.games.goodge.views import GoodgeView, Phase


def state_from_view(view: GoodgeView, rng: random.Random) -> GoodgeState:
    """A state whose view for `view.seat` is `view`, the unseen cards placed at random (voids kept)."""
    state = GoodgeState({"one_high": view.one_high, "target": view.target}, view.num_players)
    state.totals, state.results, state.dealer = list(view.totals), list(view.results), view.dealer
    state.over, state.last_trick = view.phase is Phase.OVER, view.last_trick
    if view.phase in (Phase.FIRST_DEALER, Phase.DEAL, Phase.OVER):
        return state
    state.round = _round_from_view(view)
    return state.sample_world(view.seat, rng)


def _round_from_view(view: GoodgeView) -> Round:
    """The round as the view shows it, the unseen cards placed in deck order (sizes right, voids not yet)."""
    assert view.dealer is not None, "a round has a dealer"
    unseen = view.unseen()
    hands = []
    for seat, count in enumerate(view.hand_counts):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append(unseen[:count])
            unseen = unseen[count:]
    stash = list(view.stash) if view.stash is not None else unseen[:view.stash_count]
    if view.stash is None:
        unseen = unseen[view.stash_count:]
    if unseen:
        raise ValueError(f"the view leaves {len(unseen)} cards nowhere: it is not a Goodge position")
    current = Round(view.dealer, hands, stash)
    if view.stash_dealt is not None:
        current.stash_dealt = view.stash_dealt
    current.auction = _replay(view)
    current.goodge, current.trump, current.leader = view.goodge, view.trump, view.leader
    current.trick, current.tricks = list(view.trick), list(view.tricks)
    current.taken, current.captured = list(view.tricks_taken), list(view.captured)
    return current


def _replay(view: GoodgeView) -> Auction:
    assert view.dealer is not None, "a round has a dealer"
    auction = Auction(view.num_players, (view.dealer + 1) % view.num_players)
    for seat, amount in view.calls:
        if seat != auction.turn:
            raise ValueError(f"seat {seat + 1} called out of turn in the view's auction")
        if amount is None:
            auction.pass_()
        else:
            auction.bid(amount)
    return auction


BID_SLACK = 40
"""How far above a hand's estimated ceiling a bid may be before the world counts less."""


def round_points(captured: Sequence[int], goodge: int, bid: int) -> list[int]:
    """Each seat's score for a round: points taken, the Goodge's -bid when short."""
    return [-bid if seat == goodge and taken < bid else taken for seat, taken in enumerate(captured)]


def margin(points: Sequence[int], seat: int) -> float:
    """`seat`'s score over the mean of the others'."""
    return points[seat] - (sum(points) - points[seat]) / (len(points) - 1)


def auction_weight(world: GameState, view: GoodgeView) -> float:
    """How well a world explains the bids: each other seat's highest bid is compared with what
    the normal bot's reckoning would dare on that seat's cards in this world (worth with its best
    trump, scaled); a bid well above it makes the world less likely. The Goodge is judged on its
    hand with the stash it took (its dealt hand is not known), a little leniently."""
    assert isinstance(world, GoodgeState), "a Goodge world"
    current = world.round
    if current is None:
        return 1.0
    highest = {seat: amount for seat, amount in view.calls if amount is not None and seat != view.seat}
    weight = 1.0
    for seat, amount in highest.items():
        if amount <= NormalGoodgeBot.goodge_gain + BID_SLACK:
            continue  # any hand may bid this much
        hand = current.hands[seat] + _played_by(view, seat) + (current.stash if seat == view.goodge else [])
        unseen = [card for card in deck() if card not in hand]
        _, worth = best_trump(hand, view.one_high, unseen, (51 - 3) // view.num_players)
        ceiling = worth * NormalGoodgeBot.bid_scale + NormalGoodgeBot.goodge_gain
        weight *= math.exp(-max(0.0, amount - ceiling - BID_SLACK) / BID_SLACK)
    return weight


def _played_by(view: GoodgeView, seat: int) -> list[Card]:
    """The cards `seat` has played this round (so a hand can be judged as it was dealt)."""
    played = []
    for leader, cards in [*view.tricks, (view.leader, view.trick)]:
        if leader is None:
            continue
        for offset, card in enumerate(cards):
            if (leader + offset) % view.num_players == seat:
                played.append(card)
    return played
