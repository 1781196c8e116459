"""Goodge worlds for search: a full state rebuilt from one seat's view alone.

The seat's own hand, the table (auction, trump, tricks, points taken) and the scores come from the
view; the cards it has not seen are shared out among the other hands and the hidden stash by
`GoodgeState.sample_world`, which keeps every hand's size and every void shown by not following.
"""
from __future__ import annotations

import random

from gamenight.games.goodge.bidding import Auction
from gamenight.games.goodge.rules import GoodgeState, Round
from gamenight.games.goodge.view import GoodgeView, Phase


def state_from_view(view: GoodgeView, rng: random.Random) -> GoodgeState:
    """A state whose view for `view.seat` is `view`, the unseen cards placed at random (voids kept)."""
    state = GoodgeState({"one_high": view.one_high, "target": view.target}, view.num_players)
    state.totals, state.results, state.dealer = list(view.totals), list(view.results), view.dealer
    state.over = view.phase is Phase.OVER
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
