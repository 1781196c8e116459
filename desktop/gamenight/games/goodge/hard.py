"""The hard Goodge bot: card play by PIMC (core/search.py) over worlds rebuilt from its own view.

Each card decision samples worlds with `state_from_view` (the unseen cards shared out again,
keeping the voids the others showed by not following suit), weighs each by how well it explains
the auction (`auction_weight`), plays each legal card in each world and finishes the round with
fast random play-outs (playout.py); the card with the best weighted mean wins. A world's value
is the round's score for the bot less the mean of the others' (a Goodge short of its bid scores
minus the bid). Iteration counts, not the clock, bound the search, so a decision depends only on
the view and the rng. Bids, the exchange and trump are judged by simulating the whole hand
(outlook.py). Each decision's estimated chance that the Goodge makes its bid is kept for the hint.
"""
from __future__ import annotations

import math
import random
import threading
from collections.abc import Sequence

from gamenight.core.actions import Action
from gamenight.core.engine import GameState
from gamenight.core.search import Budget, Sampler, pimc
from gamenight.games.goodge.actions import Bid, Claim, NameTrump, Pass, Play, PutBack
from gamenight.games.goodge.bots import NormalGoodgeBot
from gamenight.games.goodge.cards import Card
from gamenight.games.goodge.outlook import Judgement, judge_bid, judge_exchange
from gamenight.games.goodge.playout import FastRound
from gamenight.games.goodge.rules import GoodgeState, Round
from gamenight.games.goodge.view import GoodgeView
from gamenight.games.goodge.worlds import auction_weight, margin, round_points, state_from_view


class HardGoodgeBot(NormalGoodgeBot):
    level = "hard"
    worlds = 40  # sampled worlds per card decision
    playouts = 2  # random play-outs per world and card

    bid_worlds = 50  # sampled deals per bid
    exchange_worlds = 32  # sampled deals per put-back and for trump

    def choose(self, view: GoodgeView, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [action for action in legal if isinstance(action, Play)]
        first = legal[0]
        if isinstance(first, (Bid, Pass)):
            judgement = judge_bid(view, legal, self.worlds_from(view), rng, self.bid_worlds)
        elif isinstance(first, (PutBack, NameTrump)):
            judgement = judge_exchange(view, legal, self.worlds_from(view), rng, self.exchange_worlds)
        elif Claim() in legal or len(plays) < 2:
            return super().choose(view, legal, rng)
        else:
            judgement = self.play(view, plays, rng)
        remember(view, judgement)
        return judgement.action

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


_JUDGEMENTS: dict[GoodgeView, Judgement] = {}
_JUDGEMENTS_KEPT = 16
_JUDGEMENTS_LOCK = threading.Lock()


def remember(view: GoodgeView, judgement: Judgement) -> None:
    """Keep the last few decisions' estimates: the app's hint carries the action alone, so the
    screen looks the chance of making up by the view the hint was worked out for."""
    with _JUDGEMENTS_LOCK:
        _JUDGEMENTS[view] = judgement
        while len(_JUDGEMENTS) > _JUDGEMENTS_KEPT:
            del _JUDGEMENTS[next(iter(_JUDGEMENTS))]


def judgement_for(view: GoodgeView) -> Judgement | None:
    """The hard bot's estimate behind its last decision from `view`, if it was a search."""
    with _JUDGEMENTS_LOCK:
        return _JUDGEMENTS.get(view)
