"""The hard Goodge bot: card play by PIMC (core/search.py) over worlds rebuilt from its own view.

Each card decision samples worlds with `state_from_view` (the unseen cards shared out again,
keeping the voids the others showed by not following suit), weighs each by how well it explains
the auction (`auction_weight`), plays each legal card in each world and finishes the round with
fast random play-outs (playout.py); the card with the best weighted mean wins. A world's value
is the round's score for the bot less the mean of the others' (a Goodge short of its bid scores
minus the bid). Iteration counts, not the clock, bound the search, so a decision depends only on
the view and the rng. Bidding, the exchange and trump follow the normal bot.
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence

from gamenight.core.actions import Action
from gamenight.core.engine import GameState
from gamenight.core.search import Budget, Sampler, pimc
from gamenight.games.goodge.actions import Claim, Play
from gamenight.games.goodge.bots import NormalGoodgeBot, best_trump
from gamenight.games.goodge.cards import Card, deck
from gamenight.games.goodge.playout import FastRound
from gamenight.games.goodge.rules import GoodgeState
from gamenight.games.goodge.view import GoodgeView
from gamenight.games.goodge.worlds import state_from_view

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


class HardGoodgeBot(NormalGoodgeBot):
    level = "hard"
    worlds = 40  # sampled worlds per card decision
    playouts = 2  # random play-outs per world and card

    def choose(self, view: GoodgeView, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [action for action in legal if isinstance(action, Play)]
        if Claim() in legal or len(plays) < 2:
            return super().choose(view, legal, rng)
        return self.play(view, plays, rng)

    def play(self, view: GoodgeView, plays: list[Play], rng: random.Random) -> Action:
        seat, playouts = view.seat, self.playouts

        def value(after: GameState, rng: random.Random) -> float:
            assert isinstance(after, GoodgeState), "a Goodge world"
            if after.round is None:
                return margin(after.results[-1].points, seat)
            current = after.round
            goodge, bid = current.goodge, current.auction.high_bid
            assert goodge is not None and bid is not None, "cards are played after the auction"
            fast = FastRound.from_round(current, after.one_high)
            return sum(margin(round_points(fast.copy().play_out(rng), goodge, bid), seat)
                       for _ in range(playouts)) / playouts

        budget = Budget(seconds=math.inf, iterations=self.worlds, minimum=self.worlds)
        choice, _ = pimc(self.worlds_from(view), seat, plays, rng, budget, value=value,
                         weight=lambda world: auction_weight(world, view))
        return choice

    def worlds_from(self, view: GoodgeView) -> Sampler:
        """The sampler of worlds consistent with `view`."""
        return lambda rng: state_from_view(view, rng)
