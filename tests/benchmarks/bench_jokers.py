"""Jokers figures: legal-move generation for six-card hands with split cards, bot strength on
paired shuffles (each shuffle played twice, the teams swapping seats), decision latency, the
ceiling of a hard team that sees every hand and the stock, what twice the search adds, and a
headless game of four bots through `gamenight sim`.

Run: python tests/benchmarks/bench_jokers.py [--pairs N] [--only PART] [--processes P]
  N defaults to 500 (1000 games per match-up); PART is one of legal, normal, hard, ceiling (a
  hard team that sees every hand and the stock), search (hard with twice the worlds), sim, frames;
  --progress prints the running win share after every pair.
"""
import argparse
import math
import random
import statistics
import time
from multiprocessing import Pool

from gamenight.core.engine import CHANCE
from gamenight.games.jokers.bots import EasyJokersBot, HardJokersBot, NormalJokersBot
from gamenight.games.jokers.deck import SPLIT_VALUES, value_of
from gamenight.games.jokers.rules import JokersState
from gamenight.games.jokers.track import SEATS, TRACK, team_of
from gamenight.sim import simulate


class DoubleSearchBot(HardJokersBot):
    """The hard bot with twice the sampled worlds: does more search still pay?"""

    level = "hard x2"
    worlds = HardJokersBot.worlds * 2


class SeeingBot(HardJokersBot):
    """The hard bot searching the true state (every hand and the stock's order): the ceiling."""

    level = "sees all"

    def __init__(self, seat: int, state: JokersState):
        super().__init__(seat)
        self.state = state

    def world(self, view, rng):
        return self.state.clone()


Times = dict[str, list[tuple[float, float]]]
LEVELS = {"easy": EasyJokersBot, "normal": NormalJokersBot, "hard": HardJokersBot, "hard x2": DoubleSearchBot}


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


# -- legal moves ---------------------------------------------------------------------------------
def split_positions(count: int) -> list[JokersState]:
    """States from normal games where the seat to move holds 6 cards, a 7 or 9 among them, and
    has at least two marbles on the track."""
    found: list[JokersState] = []
    game = 0
    while len(found) < count:
        rng, state = random.Random(game), JokersState()
        bots = [NormalJokersBot(seat) for seat in range(SEATS)]
        while not state.is_over and len(found) < count:
            if state.current_player == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            seat = state.turn
            hand = state.hands[seat]
            on_track = sum(hole < TRACK for hole in state.board.holes_of(seat))
            if len(hand) == 6 and on_track >= 2 and any(value_of(card) in SPLIT_VALUES for card in hand):
                found.append(state.clone())
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
        game += 1
    return found


def bench_legal() -> None:
    positions = split_positions(500)
    times, sizes = [], []
    for state in positions:
        fresh = state.clone()
        fresh._legal = None
        started = time.perf_counter()
        legal = fresh.legal_actions()
        times.append(time.perf_counter() - started)
        sizes.append(len(legal))
    print(f"legal moves, 6-card hands with a 7 or 9 and 2+ marbles out ({len(times)} positions): "
          f"median {statistics.median(times) * 1000:.3f} ms, p95 {percentile(times, 0.95) * 1000:.3f} ms, "
          f"max {max(times) * 1000:.3f} ms; moves per hand median {statistics.median(sizes)}, max {max(sizes)}")


# -- paired games ----------------------------------------------------------------------------------
def play_game(deal: int, levels: tuple[str, str]) -> tuple[int, Times]:
    """One game on shuffle `deal`: team 0 (seats 0, 2) plays `levels[0]`, team 1 `levels[1]`.
    Returns the winning team and each level's decision times (only decisions with a choice), as
    (wall seconds, this process's CPU seconds): on a shared machine the CPU time is the fair one."""
    chance, play = random.Random(deal), random.Random(deal * 7919 + 1)
    state = JokersState()
    bots = []
    for seat in range(SEATS):
        level = levels[team_of(seat)]
        bots.append(SeeingBot(seat, state) if level == "sees all" else LEVELS[level](seat))
    times: Times = {level: [] for level in levels}
    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(chance))
            continue
        seat = state.turn
        legal = state.legal_actions()
        started, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(state.view(seat), legal, play)
        if len(legal) > 1:
            times[levels[team_of(seat)]].append((time.perf_counter() - started, time.process_time() - cpu))
        state.apply(action)
    return state.winner_team, times


def play_pair(task: tuple[int, str, str]) -> tuple[float, Times]:
    """Shuffle `deal` played twice, `tested` as team 0 and then as team 1; its wins (0, 1 or 2)."""
    deal, tested, other = task
    wins = 0.0
    times: Times = {tested: [], other: []}
    for team, levels in ((0, (tested, other)), (1, (other, tested))):
        winner, spent = play_game(deal, levels)
        wins += winner == team
        for level, samples in spent.items():
            times[level] += samples
    return wins, times


def match_up(tested: str, other: str, pairs: int, processes: int, progress: bool = False) -> Times:
    """The tested team's win share over paired shuffles, with a 95% confidence interval from the
    spread of the pairs' shares; with `progress`, a running line after each pair (in deal order)."""
    started = time.perf_counter()
    tasks = [(1000 + deal, tested, other) for deal in range(pairs)]
    pair_shares: list[float] = []
    times: Times = {tested: [], other: []}
    with Pool(processes) as pool:
        for wins, spent in pool.imap(play_pair, tasks, chunksize=1):
            pair_shares.append(wins / 2)
            for level, samples in spent.items():
                times[level] += samples
            if progress or len(pair_shares) == pairs:
                print(_share_line(tested, other, pair_shares, time.perf_counter() - started), flush=True)
    return times


def _share_line(tested: str, other: str, pair_shares: list[float], seconds: float) -> str:
    pairs = len(pair_shares)
    share = statistics.mean(pair_shares)
    spread = 1.96 * statistics.stdev(pair_shares) / math.sqrt(pairs) if pairs > 1 else 0.0
    return (f"{tested} team vs {other} team, {2 * pairs} games on {pairs} paired shuffles (teams swap seats): "
            f"win share {share:.1%} (95% CI {share - spread:.1%} to {share + spread:.1%}) [{seconds:.0f} s]")


def report_latency(times: Times) -> None:
    for level, samples in times.items():
        for index, clock in ((0, "wall"), (1, "CPU")):
            spent = [sample[index] * 1000 for sample in samples]
            if spent:
                print(f"  {level} decision with a choice, {clock} time over {len(spent)}: "
                      f"p50 {statistics.median(spent):.1f} ms, p95 {percentile(spent, 0.95):.1f} ms, "
                      f"max {max(spent):.1f} ms", flush=True)


def bench_sim() -> None:
    seats = ["hard", "normal", "hard", "normal"]
    started = time.perf_counter()
    result = simulate("jokers", 1, seats, seed=1)
    print(f"gamenight sim jokers --games 1 --seats {','.join(seats)} --seed 1 ({time.perf_counter() - started:.0f} s)")
    print(result.table())


def bench_frames(repeats: int = 5) -> None:
    """Frame times of a full-board move: a marble travelling 13 holes, hole by hole, on the real
    screen (offscreen, a 1280x860 window), at the normal animation speed."""
    import os
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from frames import measure, report
    from PySide6.QtCore import QElapsedTimer

    from gamenight.app.application import build_main_window, create_application
    from gamenight.app.context import AppContext
    from gamenight.core.match import Match
    from gamenight.core.records import Seat
    from gamenight.games.jokers.track import come_out_hole, forward_path
    from gamenight.games.jokers.ui.board_scene import STEP_MS

    scratch = tempfile.mkdtemp()
    app = create_application()
    window = build_main_window(AppContext.open(f"{scratch}/data", f"{scratch}/config"))
    window.resize(1280, 860)
    window.show()
    window.open_match(Match.start("jokers", [Seat(f"B{n}", "bot", "easy") for n in range(4)], seed=3))
    window.controller.close()  # the bots stay still: only the move below animates
    screen = window.screen_widget
    scene = screen.scene
    runs = []
    for run in range(repeats):
        start = come_out_hole(0) + run
        path = forward_path(0, start, 13)
        holes = [[start, *scene_holes[1:]] if seat == 0 else scene_holes
                 for seat, scene_holes in enumerate(screen.view().marbles)]
        scene.place_marbles(holes, {}, 0)  # the marble waits at its start hole
        arrived = [list(holes[0])]
        arrived[0][0] = path[-1]
        moved = [arrived[0]] + [list(h) for h in holes[1:]]
        clock = QElapsedTimer()
        clock.start()
        runs.append(measure(app, lambda moved=moved, path=path: scene.place_marbles(moved, {(0, 0): (path, False)},
                                                                                  STEP_MS),
                            [screen.board_view.viewport()], scene.changed,
                            lambda clock=clock: clock.elapsed() < STEP_MS * 13 + 60))
    report("full-board move (13 holes)", runs)
    window.close_match()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=500, help="paired shuffles per match-up (2 games each)")
    parser.add_argument("--only", choices=("legal", "normal", "hard", "ceiling", "search", "sim", "frames"))
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--progress", action="store_true", help="print the running win share after each pair")
    args = parser.parse_args()
    part = args.only
    if part in (None, "legal"):
        bench_legal()
    if part in (None, "normal"):
        report_latency(match_up("normal", "easy", args.pairs, args.processes))
    if part in (None, "hard"):
        report_latency(match_up("hard", "normal", args.pairs, args.processes, args.progress))
    if part in (None, "ceiling"):
        match_up("sees all", "normal", args.pairs, args.processes, args.progress)
    if part in (None, "search"):
        match_up("hard x2", "normal", args.pairs, args.processes, args.progress)
    if part in (None, "sim"):
        bench_sim()
    if part in (None, "frames"):
        bench_frames()


if __name__ == "__main__":
    main()
