"""Goker figures: best pattern of all 52 cards after a call, hard-bot decision latency, and
bot strength (win share), with the ceiling of a bot that knows the future draw and every hand.

Run: python tests/benchmarks/bench_goker.py [--games N] [--only BOT]   (N defaults to 2000; --only runs
one row of the ceiling table)
"""
import argparse
import random
import statistics
import time

import numpy as np

from gamenight.core.cards import standard_deck
from gamenight.core.engine import CHANCE, TERMINAL
from gamenight.games.goker.bots import EasyGokerBot, HardGokerBot, NormalGokerBot
from gamenight.games.goker.deck import default_deck
from gamenight.games.goker.futures import BALL_SLOTS, MARKED, Worlds
from gamenight.games.goker.patterns import best_pattern
from gamenight.games.goker.rules import Ball, Deal, GokerState, PlayCard
from gamenight.sim import simulate

OPTIONS = dict(deck="", level1=25, level2=40, level3=55, rapid_start=False, draw="app", cards="app", wilds=0,
               guess_points=25, grace_seconds=5)


def bench_patterns() -> None:
    """After each call: every card's best pattern on the numbers marked so far, with the app's
    memo of masks already seen and without it."""
    for label, find in (("memoised", best_pattern), ("no memo", best_pattern.__wrapped__)):
        _bench_patterns(label, find)


def _bench_patterns(label, find) -> None:
    deck = default_deck()
    cards = standard_deck()
    best_pattern.cache_clear()
    samples = []
    for seed in range(7):
        order = list(range(1, 76))
        random.Random(seed).shuffle(order)
        marked: set[int] = set()
        for number in order[:55]:
            marked.add(number)
            started = time.perf_counter()
            for card in cards:
                find(deck.grid(card).marked(marked))
            samples.append(time.perf_counter() - started)
    samples.sort()
    print(f"best pattern of all 52 cards after a call ({label}): median {statistics.median(samples) * 1000:.3f} ms, "
          f"p95 {samples[int(len(samples) * 0.95)] * 1000:.3f} ms, max {samples[-1] * 1000:.3f} ms "
          f"({len(samples)} calls over 7 games of 55 calls)")


class DoubleSearchBot(HardGokerBot):
    """The hard bot with twice the time budget (twice the batches of futures): does more search still pay?"""

    level = "hard x2"

    def __init__(self, seat):
        super().__init__(seat, time_budget=2 * HardGokerBot(seat).time_budget)


class CardsKnownBot(HardGokerBot):
    """The hard bot told the other players' cards (not the draw): what reading them is worth."""

    level = "cards"

    def __init__(self, seat, state: GokerState, future: list[int]):
        super().__init__(seat)
        self.state, self.future = state, future

    def their_cards(self, view) -> np.ndarray:
        return np.array([[card.index for card in self.state.hands[seat]]
                         + ([self.state.playing[seat].index] if seat in self.state.playing else [])
                         for seat in range(view.num_players) if seat != self.seat])

    def worlds(self, view, unseen, allowed, cards_each, next_end, rng):
        sampled = super().worlds(view, unseen, allowed, cards_each, next_end, rng)
        return Worlds(np.broadcast_to(self.their_cards(view), sampled.opponents.shape), sampled.pos)


class OracleBot(CardsKnownBot):
    """Knows the other players' cards and the rest of the draw: the ceiling for card choice.
    It scores its cards on the one true future (in every batch), as the hard bot does on sampled ones."""

    level = "oracle"

    def worlds(self, view, unseen, allowed, cards_each, next_end, rng):
        pos = np.full((1, 1, BALL_SLOTS), MARKED, dtype=np.intp)
        for place, number in enumerate(n for n in self.future if n not in view.marked):
            pos[0, 0, number] = place
        return Worlds(self.their_cards(view)[None], pos)


def play_game(seed: int, first_bot: str, seat: int, others: type = NormalGokerBot) -> tuple[float, list[float]]:
    """One game with the tested bot at `seat` and `others` elsewhere; returns (its win share, the
    times it took to choose a card when it had a choice)."""
    rng = random.Random(seed)
    state = GokerState(OPTIONS, 3)
    deck = standard_deck()
    rng.shuffle(deck)
    state.apply(Deal(tuple(deck[:9])))
    future = list(range(1, 76))
    rng.shuffle(future)
    bots = {other: others(other) for other in range(3)}
    simple = {"easy": EasyGokerBot, "normal": NormalGokerBot, "hard": HardGokerBot, "hard x2": DoubleSearchBot}
    bots[seat] = (simple[first_bot](seat) if first_bot in simple
                  else {"cards": CardsKnownBot, "oracle": OracleBot}[first_bot](seat, state, future))
    times = []
    while state.current_player != TERMINAL:
        player = state.current_player
        if player == CHANCE:
            if state.phase == "draw":
                state.apply(Ball(next(n for n in future if n not in state.marked)))
            else:
                state.apply(state.sample_chance(rng))
        else:
            legal = state.legal_actions()
            started = time.perf_counter()
            action = bots[player].choose(state.view(player), legal, rng)
            if player == seat and isinstance(legal[0], PlayCard) and len(legal) > 1:  # a card to choose
                times.append(time.perf_counter() - started)
            state.apply(action)
        for caller in range(3):
            for action in state.out_of_turn_actions(caller):
                state.apply(action)
    scores = state.scores()
    top = max(scores)
    winners = [s for s in range(3) if scores[s] == top]
    return (1 / len(winners) if seat in winners else 0.0), times


def bench_ceiling(games: int, only: str | None = None) -> None:
    """The same dealt games and draws for the normal and hard bots, the hard bot with twice the
    futures ("hard x2"), the hard bot told the other players' cards ("cards") and the oracle, each against two
    normal bots and taking each seat in turn (as `gamenight sim` rotates)."""
    for bot in ("normal", "hard", "hard x2", "cards", "oracle"):
        if only and bot != only:
            continue
        wins, times = 0.0, []
        for game in range(games):
            share, decisions = play_game(1000 + game, bot, game % 3)
            wins += share
            times += decisions
        line = f"{bot:>7} vs two normal bots, {games} identical deals, seats rotating: win share {wins / games:.1%}"
        if bot != "normal":
            times.sort()
            p95 = times[int(len(times) * 0.95)]
            line += f", card choice p50 {statistics.median(times) * 1000:.0f} ms p95 {p95 * 1000:.0f} ms"
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--only", help="run only the ceiling row of this bot (normal, hard, hard x2, cards, oracle)")
    args = parser.parse_args()
    if args.only:
        bench_ceiling(args.games, only=args.only)
        return
    bench_patterns()
    for seats in (["hard", "normal", "normal"], ["normal", "easy", "easy"]):
        started = time.perf_counter()
        result = simulate("goker", args.games, seats, seed=1)
        print(f"gamenight sim goker --games {args.games} --seats {','.join(seats)} --seed 1 "
              f"({time.perf_counter() - started:.0f} s)")
        print(result.table())
    bench_ceiling(args.games, only=args.only)


if __name__ == "__main__":
    main()
