"""The levels table: in each game, easy against normal and normal against hard, on identical deals
with seats rotating.

Each sample plays one deal twice: once with the upper level in the tested seat and the lower
level everywhere else, once with the lower level in every seat (the reference: what the lower
level makes of that seat on that deal). The row gives both, and the difference with a 95%
confidence interval from the spread of the paired differences. The measure is each game's own
benchmark's: Okey the share of rounds won (bench_okey's ceiling), Goker the share of games won
(bench_goker's ceiling, ties shared), The Goodge Rules points a round (bench_goodge's strength,
every seat of a deal tested in turn), Jokers the share of games a team of the upper level wins
against a team of the lower one, each shuffle played twice with the teams swapping seats
(bench_jokers's match-ups; the reference is the even 50%). Super Pokeno Bonus has no levels: its
one decision is which board to hold, and the row shows how much the boards differ.

Every bot spends a fixed count of iterations (never the clock), so the figures do not depend on
the machine's load.

Run: python tests/benchmarks/bench_levels.py [--only GAME] [--pair PAIR] [--deals N] [--processes P] [--progress K]
  GAME one of okey, goker, goodge, jokers, pokeno; PAIR "easy" (easy vs normal) or "hard" (normal
  vs hard); N identical deals a row (shuffle pairs for Jokers, games of 12 for Pokeno), default 200;
  --progress K prints a running row every K deals.
"""
import argparse
import math
import random
import statistics
import time
from multiprocessing import Pool

from bench_goker import play_game as goker_game
from bench_goodge import play_round as goodge_round
from bench_jokers import LEVELS as JOKERS_LEVELS, play_pair as jokers_pair
from bench_okey import OPTIONS as OKEY_OPTIONS, play_out as okey_play_out

from gamenight.games.goker.engine import BOTS as GOKER_BOTS
from gamenight.games.goodge.engine import BOTS as GOODGE_BOTS
from gamenight.games.jokers.bots import HardJokersBot
from gamenight.games.okey.engine import BOTS as OKEY_BOTS
from gamenight.games.okey.rules import OkeyState
from gamenight.games.pokeno.rules import ChooseBoard, PokenoState


class SteadyHardJokersBot(HardJokersBot):
    """The Jokers hard bot without its cap of seconds (a safeguard for a very slow machine): on a
    loaded machine the cap could cut its ten worlds short."""

    most_seconds = math.inf


JOKERS_LEVELS["hard"] = SteadyHardJokersBot  # bench_jokers's play_pair seats its levels from this table
PAIRS = {"easy": ("easy", "normal"), "hard": ("normal", "hard")}
"""The rows of each game: (lower level, upper level)."""
GOODGE_PLAYERS = 4
Sample = list[tuple[float, float]]
"""(the upper level's result, the reference's) for each tested seat of a deal."""


def okey_deal(seed: int, lower: str, upper: str) -> Sample:
    """Round `seed`, the tested seat seed % 4: did it win with `upper` there, and with `lower`."""
    seat = seed % 4
    results = []
    for tested in (upper, lower):
        state = OkeyState(OKEY_OPTIONS)
        rng = random.Random(seed)
        state.apply(state.sample_chance(rng))
        bots = [OKEY_BOTS[tested if other == seat else lower](other) for other in range(4)]
        won, _ = okey_play_out(state, seat, bots, rng)
        results.append(float(won))
    return [(results[0], results[1])]


def goker_deal(seed: int, lower: str, upper: str) -> Sample:
    """Game `seed` (deal and draw), the tested seat seed % 3: its win share with each level."""
    seat, others = seed % 3, GOKER_BOTS[lower]
    return [(goker_game(seed, upper, seat, others)[0], goker_game(seed, lower, seat, others)[0])]


def goodge_deal(seed: int, lower: str, upper: str) -> Sample:
    """Deal `seed` played by `lower` bots, then once per seat with `upper` there: round points."""
    low, high = GOODGE_BOTS[lower], GOODGE_BOTS[upper]
    reference = goodge_round(GOODGE_PLAYERS, seed, None, low, {}, others=low).results[-1]
    return [(goodge_round(GOODGE_PLAYERS, seed, seat, high, {}, others=low).results[-1].points[seat],
             reference.points[seat]) for seat in range(GOODGE_PLAYERS)]


def jokers_deal(seed: int, lower: str, upper: str) -> Sample:
    """Shuffle `seed` played twice, the teams swapping seats: the upper team's share of the two."""
    wins, _ = jokers_pair((seed, upper, lower))
    return [(wins / 2, 0.5)]


PLAYERS = {"okey": okey_deal, "goker": goker_deal, "goodge": goodge_deal, "jokers": jokers_deal}
MEASURES = {"okey": "share of rounds won", "goker": "share of games won", "goodge": "points a round",
            "jokers": "share of games won by its team"}
SEATING = {"goodge": f" x {GOODGE_PLAYERS} seats", "jokers": " (x 2 games, teams swapping)"}


def play(job: tuple[str, int, str, str]) -> Sample:
    game, seed, lower, upper = job
    return PLAYERS[game](seed, lower, upper)


def level_row(game: str, lower: str, upper: str, deals: int, processes: int, progress: int = 0) -> str:
    """The row for `deals` deals; with `progress`, a running row every that many deals."""
    started = time.perf_counter()
    jobs = [(game, 1000 + deal, lower, upper) for deal in range(deals)]
    samples: Sample = []
    with Pool(processes) as pool:
        for done, sample in enumerate(pool.imap(play, jobs, chunksize=1), 1):
            samples += sample
            if progress and done % progress == 0 and done < deals:
                print("  so far: " + row_text(game, lower, upper, samples, done, started), flush=True)
    return row_text(game, lower, upper, samples, deals, started)


def row_text(game: str, lower: str, upper: str, samples: Sample, deals: int, started: float) -> str:
    upper_mean = statistics.fmean(high for high, _ in samples)
    lower_mean = statistics.fmean(low for _, low in samples)
    gains = [high - low for high, low in samples]
    gain, half = statistics.fmean(gains), 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
    form = ".1f" if game == "goodge" else ".1%"
    seats = SEATING.get(game, ", seats rotating")
    return (f"{game}: {upper} vs {lower}, {MEASURES[game]}: {upper} {upper_mean:{form}}, {lower} in the same seat "
            f"{lower_mean:{form}}; difference {gain:+{form}} (95% CI {gain - half:+{form}} to {gain + half:+{form}}) "
            f"on {deals} identical deals{seats} [{time.perf_counter() - started:.0f} s]")


def pokeno_games(games: int, seed: int = 1) -> list[list[int]]:
    """`games` headless 12-player games, board n held by seat n - 1: each round's board points."""
    rng = random.Random(seed)
    rounds = []
    for _ in range(games):
        state = PokenoState({"draw": "app", "everyone_calls": False}, 12)
        for seat in range(12):
            state.apply(ChooseBoard(seat + 1))
        while state.legal_actions():
            state.apply(state.sample_chance(rng))
        rounds += [list(done.board_points) for done in state.rounds if not done.void]
    return rounds


def pokeno_row(games: int) -> str:
    """Whether the board chosen matters: every board scored on the same draws. The board that
    scored most on the first half of the rounds (what a player who studied the boards would pick)
    against the mean of all twelve on the second half, with a 95% CI."""
    rounds = pokeno_games(games)
    means = [statistics.fmean(points[board] for points in rounds) for board in range(12)]
    first, second = rounds[:len(rounds) // 2], rounds[len(rounds) // 2:]
    pick = max(range(12), key=lambda board: sum(points[board] for points in first))
    gaps = [points[pick] - statistics.fmean(points) for points in second]
    gap, half = statistics.fmean(gaps), 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps))
    return (f"pokeno: no levels (a player's one decision is the board to hold); {len(rounds)} rounds "
            f"({games} games of 12, every board scored on the same draws): board means {min(means):.1f} to "
            f"{max(means):.1f} points a round; the board best on the first half (board {pick + 1}) over the "
            f"mean board on the second half: {gap:+.1f} (95% CI {gap - half:+.1f} to {gap + half:+.1f})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", choices=(*PLAYERS, "pokeno"))
    parser.add_argument("--pair", choices=tuple(PAIRS))
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--progress", type=int, default=0, help="print a running row every this many deals")
    args = parser.parse_args()
    for game in (*PLAYERS, "pokeno"):
        if args.only and game != args.only:
            continue
        if game == "pokeno":
            print(pokeno_row(args.deals), flush=True)
            continue
        for name, (lower, upper) in PAIRS.items():
            if not args.pair or name == args.pair:
                print(level_row(game, lower, upper, args.deals, args.processes, args.progress), flush=True)


if __name__ == "__main__":
    main()
