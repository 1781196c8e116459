"""Goodge figures: fast play-out speed, bot decision latency, and the hard bot's strength.

Strength is measured on identical deals: each deal is played once by four (or three) normal bots,
then once per seat with the bot under test in that seat and normal bots elsewhere; the figure is
its round score less the normal bot's score in the same seat on the same deal (mean, 95% CI).
The ceiling is the same search told every hand (no sampling). Games to 500 count the tested bot's
wins against normal bots, seats rotating (an even share is 1/players). Bids made are a share of
the rounds each level won the auction.

Run: PYTHONPATH=desktop python tests/benchmarks/bench_goodge.py [--deals N] [--games N] [--players 3|4]
     [--skip-speed] [--skip-games] [--no-ceiling] [--no-hard]   (defaults are the full figures: 1000 deals, 1000 games)
"""
import argparse
import math
import random
import statistics
import time

from gamenight.core.engine import CHANCE
from gamenight.games.goodge.actions import Deal, FirstDealer
from gamenight.games.goodge.bots import NormalGoodgeBot
from gamenight.games.goodge.cards import deck
from gamenight.games.goodge.hard import HardGoodgeBot
from gamenight.games.goodge.playout import FastRound
from gamenight.games.goodge.rules import GoodgeState
from gamenight.games.goodge.view import Phase

OPTIONS = dict(one_high=False, target=500)


class SeeingBot(HardGoodgeBot):
    """The hard bot's search told every hand (its worlds are the true state): the ceiling."""

    level = "ceiling"
    state: GoodgeState

    def worlds_from(self, view):
        return lambda rng: self.state.clone()


def bench_playouts(players: int, seconds: float = 3.0) -> None:
    """Random play-outs of whole rounds from the first lead, in the fast model."""
    rng = random.Random(0)
    starts = [_play_start(players, rng) for _ in range(100)]
    count, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        for start in starts:
            start.copy().play_out(rng)
        count += len(starts)
    rate = count / (time.perf_counter() - started)
    print(f"fast play-outs, {players} players, a whole round each: {rate:,.0f} a second")


def _play_start(players: int, rng: random.Random) -> FastRound:
    state = _dealt(players, rng.randrange(10**9), 0)
    bots = [NormalGoodgeBot(seat) for seat in range(players)]
    while state.phase is not Phase.PLAY:
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    return FastRound.from_state(state)


def _dealt(players: int, deal_seed: int, dealer: int) -> GoodgeState:
    state = GoodgeState(dict(OPTIONS), players)
    state.apply(FirstDealer(dealer))
    cards = deck()
    random.Random(deal_seed).shuffle(cards)
    state.apply(Deal(tuple(cards)))
    return state


def play_round(players: int, deal_seed: int, tested: int | None, level, latencies: dict,
               others=NormalGoodgeBot) -> GoodgeState:
    """One round of deal `deal_seed` (dealer 0): `level` (a bot class) at seat `tested`, `others` elsewhere."""
    state = _dealt(players, deal_seed, 0)
    bots = [level(seat) if seat == tested else others(seat) for seat in range(players)]
    rng = random.Random(deal_seed * 7 + (tested or 0))
    while state.round is not None:
        seat = state.current_player
        bot = bots[seat]
        if isinstance(bot, SeeingBot):
            bot.state = state
        kind = state.phase.value
        started = time.perf_counter()
        action = bot.choose(state.view(seat), state.legal_actions(), rng)
        latencies.setdefault((bot.level, kind), []).append(time.perf_counter() - started)
        state.apply(action)
    return state


def bench_strength(players: int, deals: int, levels) -> None:
    latencies: dict = {}
    made: dict = {}
    for level in levels:
        gains = []
        for deal in range(deals):
            baseline = play_round(players, deal, None, NormalGoodgeBot, latencies).results[-1]
            _count_bid(made, "normal", baseline, range(players))
            for seat in range(players):
                result = play_round(players, deal, seat, level, latencies).results[-1]
                gains.append(result.points[seat] - baseline.points[seat])
                _count_bid(made, level.level, result, [seat])
            if (deal + 1) % 10 == 0:
                print(f"  {level.level}: {deal + 1} deals, {statistics.fmean(gains):+.1f} a round so far", flush=True)
        mean, half = statistics.fmean(gains), 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
        print(f"{level.level} over normal in the same seat, {players} players, {deals} deals x {players} seats: "
              f"{mean:+.1f} points a round (95% CI {mean - half:+.1f} to {mean + half:+.1f})")
    for level, (won, kept) in made.items():
        print(f"{level}: bids made {kept}/{won} = {kept / won:.0%} of auctions won")
    for (level, kind), samples in sorted(latencies.items()):
        samples.sort()
        print(f"{level} {kind} decision: median {statistics.median(samples) * 1000:.1f} ms, "
              f"p95 {samples[int(len(samples) * 0.95)] * 1000:.1f} ms ({len(samples)} decisions)")


def _count_bid(made: dict, level: str, result, seats) -> None:
    if result.goodge in seats:
        won, kept = made.get(level, (0, 0))
        made[level] = (won + 1, kept + result.made)


def bench_games(players: int, games: int) -> None:
    """Games to 500: the hard bot against normal bots, its seat rotating."""
    wins = 0.0
    for game in range(games):
        seat = game % players
        state = GoodgeState(dict(OPTIONS), players)
        bots = [HardGoodgeBot(s) if s == seat else NormalGoodgeBot(s) for s in range(players)]
        rng = random.Random(game)
        while not state.is_over:
            actor = state.current_player
            if actor == CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(bots[actor].choose(state.view(actor), state.legal_actions(), rng))
        winners = [s for s, place in enumerate(state.placements()) if place == 1]
        wins += (seat in winners) / len(winners)
        print(f"  game {game + 1}: {len(state.results)} rounds, won {wins:g} so far", flush=True)
    print(f"hard against {players - 1} normal bots, {games} games to 500: won {wins / games:.1%} "
          f"(an even share is {1 / players:.0%})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--skip-games", action="store_true")
    parser.add_argument("--no-ceiling", action="store_true")
    parser.add_argument("--no-hard", action="store_true", help="the ceiling's strength row only")
    args = parser.parse_args()
    if not args.skip_speed:
        bench_playouts(args.players)
    levels = ([] if args.no_hard else [HardGoodgeBot]) + ([] if args.no_ceiling else [SeeingBot])
    if args.deals:
        bench_strength(args.players, args.deals, levels)
    if not args.skip_games:
        bench_games(args.players, args.games)


if __name__ == "__main__":
    main()
