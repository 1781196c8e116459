"""Goodge figures: fast play-out speed, bot decision latency, and the hard bot's strength.

Strength is measured on identical deals: each deal is played once by four (or three) normal bots,
then once per seat with the bot under test in that seat and normal bots elsewhere; the figure is
its round score less the normal bot's score in the same seat on the same deal (mean, 95% CI).
The ceiling is the same search told every hand (no sampling). Games to 500 count the tested bot's
wins against normal bots, seats rotating (an even share is 1/players). Bids made are a share of
the rounds each level won the auction.

Run: PYTHONPATH=desktop python tests/benchmarks/bench_goodge.py [--deals N] [--games N] [--players 3|4]
     [--skip-speed] [--skip-games] [--no-ceiling] [--no-hard] [--processes N]
     (defaults are the full figures: 1000 deals, 1000 games, 2 processes). Every bot decision is bounded
     by fixed sample counts, not the clock, so the results do not depend on the machine's load (the
     latencies do, so they are the decisions' CPU time: a busy machine does not stretch them). The running
     figures are printed every 10 deals and after each game.
"""
import argparse
import math
import multiprocessing
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
from gamenight.games.goodge.views import Phase

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
        started = time.process_time()
        action = bot.choose(state.view(seat), state.legal_actions(), rng)
        latencies.setdefault((bot.level, kind), []).append(time.process_time() - started)
        state.apply(action)
    return state


def deal_task(job: tuple) -> tuple[list[int], list[tuple[str, bool]], dict]:
    """One deal: the normal baseline, then `level` in each seat. The seat gains over the
    baseline, (level, made) for each auction won by the level measured, and the latencies."""
    players, deal, level = job
    latencies: dict = {}
    baseline = play_round(players, deal, None, NormalGoodgeBot, latencies).results[-1]
    bids = [("normal", baseline.made)]
    gains = []
    for seat in range(players):
        result = play_round(players, deal, seat, level, latencies).results[-1]
        gains.append(result.points[seat] - baseline.points[seat])
        if result.goodge == seat:
            bids.append((level.level, result.made))
    return gains, bids, latencies


def bench_strength(players: int, deals: int, levels, processes: int) -> None:
    latencies: dict = {}
    made: dict = {}
    with multiprocessing.Pool(processes) as pool:
        for level in levels:
            gains: list[int] = []
            jobs = [(players, deal, level) for deal in range(deals)]
            for done, (seat_gains, bids, times) in enumerate(pool.imap(deal_task, jobs), 1):
                gains += seat_gains
                for name, kept in bids:
                    won, total = made.get(name, (0, 0))
                    made[name] = (won + 1, total + kept)
                for key, samples in times.items():
                    latencies.setdefault(key, []).extend(samples)
                if done % 10 == 0 or done == deals:
                    print(f"{level.level} over normal in the same seat, {players} players, {done} deals x {players} "
                          f"seats: {_mean_ci(gains)} points a round", flush=True)
                    _print_bids_and_latencies(made, latencies)


def _mean_ci(values: list[int]) -> str:
    mean, half = statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.1f} (95% CI {mean - half:+.1f} to {mean + half:+.1f})"


def _print_bids_and_latencies(made: dict, latencies: dict) -> None:
    for level, (won, kept) in made.items():
        print(f"  {level}: bids made {kept}/{won} = {kept / won:.0%} of auctions won")
    for (level, kind), samples in sorted(latencies.items()):
        samples.sort()
        print(f"  {level} {kind} decision: median {statistics.median(samples) * 1000:.1f} ms, "
              f"p95 {samples[int(len(samples) * 0.95)] * 1000:.1f} ms ({len(samples)} decisions)", flush=True)


def game_task(job: tuple[int, int]) -> tuple[int, float]:
    """One game to 500 (seeded by its number): hard in seat `game % players`, normal elsewhere.
    Its rounds and the hard bot's share of the win (a tie for first is shared)."""
    players, game = job
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
    return len(state.results), (seat in winners) / len(winners)


def bench_games(players: int, games: int, processes: int) -> None:
    """Games to 500: the hard bot against normal bots, its seat rotating."""
    wins = 0.0
    with multiprocessing.Pool(processes) as pool:
        for done, (rounds, won) in enumerate(pool.imap(game_task, [(players, game) for game in range(games)]), 1):
            wins += won
            print(f"  game {done}: {rounds} rounds; hard won {wins:g} of {done} = {wins / done:.1%} "
                  f"(an even share is {1 / players:.0%})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--skip-games", action="store_true")
    parser.add_argument("--no-ceiling", action="store_true")
    parser.add_argument("--no-hard", action="store_true", help="the ceiling's strength row only")
    parser.add_argument("--processes", type=int, default=2, help="deals or games played side by side")
    args = parser.parse_args()
    if not args.skip_speed:
        bench_playouts(args.players)
    levels = ([] if args.no_hard else [HardGoodgeBot]) + ([] if args.no_ceiling else [SeeingBot])
    if args.deals:
        bench_strength(args.players, args.deals, levels, args.processes)
    if not args.skip_games:
        bench_games(args.players, args.games, args.processes)


if __name__ == "__main__":
    main()
