"""The hard Goodge bot: card play by PIMC (core/search.py) over worlds rebuilt from its own view.

Each card decision samples worlds with `state_from_view` (the unseen cards shared out again,
keeping the voids the others showed by not following suit), weighs each by how well it explains
the auction (`auction_weight`), plays each legal card in each world and finishes the round with
fast random play-outs (playout.py); the card with the best weighted mean wins. A world's value
is the round's score for the bot less the mean of the others' (a Goodge short of its bid scores
minus the bid). Iteration counts, not the clock, bound the search, so a decision depends only on
the view and the rng. Bids are judged by simulating the whole hand (outlook.py); the exchange and
trump follow the normal bot's rules, which played better than simulated ones. A hint (`advise`)
says each decision's estimated chance that the bid is made.
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence

from gamenight.core.actions import Action
from gamenight.core.bots import Advice
from gamenight.core.engine import GameState
from gamenight.core.search import Budget, Sampler, pimc
from gamenight.core.words import Words, words
from gamenight.games.goodge.actions import Bid, Claim, NameTrump, Pass, Play, PutBack
from gamenight.games.goodge.bots import NormalGoodgeBot
from gamenight.games.goodge.cards import Card
from gamenight.games.goodge.outlook import Judgement, judge_bid, judge_exchange
from gamenight.games.goodge.playout import FastRound
from gamenight.games.goodge.rules import GoodgeState, Round
from gamenight.games.goodge.views import GoodgeView
from gamenight.games.goodge.worlds import auction_weight, margin, round_points, state_from_view


class HardGoodgeBot(NormalGoodgeBot):
    level = "hard"
    worlds = 40  # sampled worlds per card decision
    playouts = 2  # random play-outs per world and card

    bid_worlds = 50  # sampled deals per bid
    exchange_worlds = 32  # sampled deals for the hint's chance with a put-back or trump

    def choose(self, view: GoodgeView, legal: Sequence[Action], rng: random.Random) -> Action:
        if isinstance(legal[0], (PutBack, NameTrump)):
            return super().choose(view, legal, rng)  # no search: the estimate is only for the hint
        judgement = self.judge(view, legal, rng)
        return judgement.action if judgement is not None else super().choose(view, legal, rng)

    def advise(self, view: GoodgeView, legal: Sequence[Action], rng: random.Random) -> Advice:
        """The action, and its estimated chance of the bid being made when a search worked one out."""
        judgement = self.judge(view, legal, rng)
        if judgement is None:
            return Advice(super().choose(view, legal, rng))
        return Advice(judgement.action, chance_words(judgement, view))

    def judge(self, view: GoodgeView, legal: Sequence[Action], rng: random.Random) -> Judgement | None:
        """The searched decision with its estimate; None where there is nothing to search (a
        claim, or a single card to play): the normal bot's rules decide those."""
        plays = [action for action in legal if isinstance(action, Play)]
        first = legal[0]
        if isinstance(first, (Bid, Pass)):
            return judge_bid(view, legal, self.worlds_from(view), rng, self.bid_worlds)
        if isinstance(first, (PutBack, NameTrump)):
            action = super().choose(view, legal, rng)
            assert isinstance(action, (PutBack, NameTrump)), "the normal bot exchanges and names trump"
            return judge_exchange(view, action, self.worlds_from(view), rng, self.exchange_worlds)
        if Claim() in legal or len(plays) < 2:
            return None
        return self.play(view, plays, rng)

    def play(self, view: GoodgeView, plays: list[Play], rng: random.Random) -> Judgement:
        seat, playouts = view.seat, self.playouts
        weights = [0.0, 0.0]  # the world being played's weight, and all worlds' (for the chance of making)
        made = {play.card: 0.0 for play in plays}  # weighted play-outs where the Goodge makes its bid

        def weigh(world: GameState) -> float:
            weights[0] = auction_weight(world, view)
            weights[1] += weights[0]
            return weights[0]

        def value(after: GameState, rng: random.Random) -> float:
            assert isinstance(after, GoodgeState), "a Goodge world"
            if after.round is None:
                return margin(after.results[-1].points, seat)
            current = after.round
            goodge, bid = current.goodge, current.auction.high_bid
            assert goodge is not None and bid is not None, "cards are played after the auction"
            fast, total = FastRound.from_round(current, after.one_high), 0.0
            for _ in range(playouts):
                captured = fast.copy().play_out(rng)
                made[_played(current)] += weights[0] * (captured[goodge] >= bid) / playouts
                total += margin(round_points(captured, goodge, bid), seat)
            return total / playouts

        budget = Budget(seconds=math.inf, iterations=self.worlds, minimum=self.worlds)
        choice, _ = pimc(self.worlds_from(view), seat, plays, rng, budget, value=value, weight=weigh)
        assert isinstance(choice, Play) and view.high_bid is not None, "cards are played after the auction"
        return Judgement(choice, made[choice.card] / weights[1] if weights[1] else 0.0, view.high_bid)

    def worlds_from(self, view: GoodgeView) -> Sampler:
        """The sampler of worlds consistent with `view`."""
        return lambda rng: state_from_view(view, rng)


def _played(current: Round) -> Card:
    """The card just played (the last of the trick, or of the trick it completed)."""
    return current.trick[-1] if current.trick else current.tricks[-1][1][-1]


CHANCE_OF_BID = words("goodge", "An estimated {percent}% chance of making it.")
CHANCE_OF_PASSED_BID = words("goodge", "An estimated {percent}% chance of making {bid}.")
CHANCE_OF_YOUR_BID = words("goodge", "An estimated {percent}% chance of your bid of {bid} being made.")
CHANCE_OF_GOODGES_BID = words("goodge", "An estimated {percent}% chance of the Goodge's bid of {bid} being made.")


def chance_words(judgement: Judgement, view: GoodgeView) -> Words:
    """"An estimated 72% chance of making it.": the estimate in the player's words (a whole percent)."""
    if isinstance(judgement.action, Bid):
        sentence = CHANCE_OF_BID
    elif isinstance(judgement.action, Pass):
        sentence = CHANCE_OF_PASSED_BID
    else:
        sentence = CHANCE_OF_YOUR_BID if view.goodge in (view.seat, None) else CHANCE_OF_GOODGES_BID
    return sentence(percent=round(judgement.chance * 100), bid=judgement.bid)
