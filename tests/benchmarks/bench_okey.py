"""Okey figures: the hand solver on random deals and on dense hands (long same-colour runs, both
okeys, false jokers), cold (memo cleared before every hand); bot strength in won rounds and the
hard bot's decision latency (from the sims); and a table on the same dealt rounds, each bot in
turn in every seat against three normal bots: normal (the reference), hard, hard without its
sampled futures ("one draw"), hard with twice the futures ("more search"), a play-out search from
its own seat, one that sees every rack and the stock, and hard with a right neighbour that never
takes its discards (the most that defence could add), with each bot's decision time in CPU time.

Run: python tests/benchmarks/bench_okey.py [--rounds N] [--ceiling M] [--only BOT] [--repeat K]
(the solver rows alone: --rounds 0 --ceiling 0; K: each hand's time is the least of K cold
solves, default 1, which steadies the figures on a busy machine; N defaults to 2000, 0 skips the
sims; M identical deals per ceiling row, default 200, 0 skips them; --only runs one ceiling row;
on 2 cores the play-out ("worlds") row takes about 20 minutes per 60 deals; normal, one draw and
unfed about 1.5 minutes per 1600 deals, hard about 15)
"""
import argparse
import math
import multiprocessing
import random
import statistics
import time
from collections import Counter

from gamenight.core import registry
from gamenight.games.okey import hand as solver
from gamenight.games.okey.bots import HardOkeyBot, NormalOkeyBot, is_okey, unseen_tiles
from gamenight.games.okey.round import Round
from gamenight.games.okey.rules import Discard, Finish, OkeyState, OkeyView, ShowIndicator, TakeDiscard
from gamenight.games.okey.tiles import FALSE_JOKER, Tile, all_tiles, face, okey_face
from gamenight.sim import simulate


def solve(counts, wilds) -> float:
    """One hand's best arrangement and win test, every memo cleared first."""
    solver.clear_caches()
    started = time.perf_counter()
    solver.best_arrangement(counts, wilds)
    solver.is_sets_and_runs(counts, wilds)
    return time.perf_counter() - started


def random_hands(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        tiles = all_tiles()
        rng.shuffle(tiles)
        indicator = next(tile for tile in tiles if tile.colour != FALSE_JOKER)
        yield solver.count_faces([t for t in tiles if t != indicator][:14], okey_face(indicator))


def dense_hands(count: int, seed: int):
    """Both okeys and both false jokers, the rest crowded into two colours' 1-13."""
    rng = random.Random(seed)
    for _ in range(count):
        indicator = Tile(rng.randrange(4), rng.randint(1, 13))
        okey = okey_face(indicator)
        crowd = [Tile(c, n, k) for c in rng.sample(range(4), 2) for n in range(1, 14) for k in (0, 1)
                 if (c, n) != okey]
        tiles = [Tile(okey[0], okey[1], 0), Tile(okey[0], okey[1], 1), Tile(FALSE_JOKER, 0, 0), Tile(FALSE_JOKER, 0, 1),
                 *rng.sample(crowd, 10)]
        yield solver.count_faces(tiles, okey)


def report(name, times) -> None:
    times.sort()
    p95 = times[int(len(times) * 0.95)]
    print(f"{name}: median {statistics.median(times) * 1000:.3f} ms, p95 {p95 * 1000:.3f} ms, "
          f"worst {times[-1] * 1000:.2f} ms ({len(times)} hands)")


# -- ceiling: the same deals for bots that search deeper or see more ---------------------------
OPTIONS = registry.get("okey").resolve_options({})
WORLDS = 10  # sampled worlds per option for the "worlds" bot
SHORTLIST = 4  # the hard bot's best discards that the play-out bot compares


def clone(state: OkeyState) -> OkeyState:
    """A copy of a state in play, cheap enough to play thousands of rounds out from."""
    copy = OkeyState.__new__(OkeyState)
    copy.num_players, copy.options, copy.dealer = state.num_players, state.options, state.dealer
    copy.points, copy.results = list(state.points), list(state.results)
    now = state.round
    copy.round = Round(now.dealer, now.indicator, now.okey, [list(r) for r in now.racks], list(now.stock),
                       [list(d) for d in now.discards], now.turn, now.taken, set(now.moved), set(now.shown),
                       list(now.losses), [list(t) for t in now.thrown], [list(p) for p in now.picked])
    return copy


def play_out(state: OkeyState, seat: int, bots: list, rng: random.Random,
             times: list[float] | None = None) -> tuple[bool, int]:
    """Play the round to its end (an option tried may have ended it already); (did `seat` win, a
    tie-break: sooner wins, later losses). `times` collects the CPU time `seat` took to decide."""
    done = len(state.results) - (state.round is None)
    steps = 0
    while state.round is not None:
        for other in range(4):
            for action in state.out_of_turn_actions(other):
                if state.round is not None:
                    state.apply(action)
        if state.round is None:
            break
        player = state.current_player
        started = time.process_time()  # CPU time: fair on a machine shared with other work
        action = bots[player].choose(state.view(player), state.legal_actions(), rng)
        if times is not None and player == seat:
            times.append(time.process_time() - started)
        state.apply(action)
        steps += 1
    won = len(state.results) > done and state.results[-1].winner == seat
    return won, -steps if won else steps


def playing_bots(seat: int) -> list:
    bots = [NormalOkeyBot(other) for other in range(4)]
    bots[seat] = HardOkeyBot(seat)
    return bots


def shortlist(bot: HardOkeyBot, view: OkeyView, legal, size: int) -> list:
    """The hard bot's `size` best discards (never an okey), best first."""
    draws = Counter(face(tile, view.okey) for tile in unseen_tiles(view))
    rack = list(view.rack)
    discards = [a for a in legal if isinstance(a, Discard) and not is_okey(a.tile, view.okey)]
    return sorted(discards, key=lambda a: -bot._discard_value(view, rack, a.tile, draws))[:size]


class MoreSearchBot(HardOkeyBot):
    """The hard bot with twice the sampled futures: what more search from its own seat adds."""

    futures = 2 * HardOkeyBot.futures


class OneDrawBot(HardOkeyBot):
    """The hard bot without its sampled futures: each discard judged one draw ahead only (the
    hard bot before issue 18), to show what the futures add."""

    shortlist = 1


def sample_world(view: OkeyView, rng: random.Random) -> OkeyState:
    """A state consistent with what the seat has seen: tiles others took from the discards and
    have not thrown again are on their racks, the rest of their racks and the stock are drawn from
    the unseen tiles. Gosterge is off (it does not decide who finishes)."""
    seen = set(view.rack) | {view.indicator}
    for thrown in view.thrown:
        seen.update(thrown)
    racks = [list(view.rack) if seat == view.seat else
             [tile for tile in view.picked[seat] if tile not in set(view.thrown[seat])] for seat in range(4)]
    stacks = [[tile for tile in view.thrown[seat] if tile not in set(view.picked[(seat + 1) % 4])]
              for seat in range(4)]
    hidden = [tile for tile in all_tiles() if tile not in seen]
    rng.shuffle(hidden)
    for seat in range(4):
        if seat != view.seat:
            missing = view.rack_sizes[seat] - len(racks[seat])
            racks[seat] += hidden[:missing]
            hidden = hidden[missing:]
    world = OkeyState(dict(OPTIONS, okeys_pair=view.okeys_pair, gosterge=False, start_points=21))
    world.round = Round(0, view.indicator, view.okey, racks, hidden[:view.stock_left], stacks, view.seat,
                        view.taken, set(range(4)), set(), [0] * 4, [list(t) for t in view.thrown],
                        [list(p) for p in view.picked])
    return world


class RolloutBot(HardOkeyBot):
    """Compares options by playing each to the round's end in the same worlds (the others as
    normal bots, itself as hard): the take or the draw, and the hard bot's four best discards.
    `worlds` decides what it sees."""

    def choose(self, view, legal, rng):
        if any(isinstance(a, (Finish, ShowIndicator)) for a in legal):
            return super().choose(view, legal, rng)
        hard = super().choose(view, legal, rng)
        options = self.options(view, legal) if view.taken else list(legal)
        if len(options) < 2:
            return hard
        options.sort(key=lambda action: action != hard)
        worlds = self.worlds(view)
        bots = playing_bots(self.seat)

        def outcome(action):
            results = []
            for world in worlds:
                trial = clone(world)
                trial.apply(action)
                results.append(play_out(trial, self.seat, bots, random.Random(0)))
            return sum(won for won, _ in results), sum(tie for _, tie in results)

        if len(worlds) > 1:  # sampled worlds: the most wins; ties keep hard's choice
            return max(options, key=lambda action: outcome(action)[0])
        return max(options, key=outcome)  # the true world: also sooner wins, later losses

    def options(self, view, legal) -> list:
        return shortlist(self, view, legal, SHORTLIST)

    def worlds(self, view) -> list[OkeyState]:
        sampler = random.Random(hash((view.rack, view.stock_left, view.taken)) & 0xFFFFFFFF)
        return [sample_world(view, sampler) for _ in range(WORLDS)]


class OracleBot(RolloutBot):
    """Sees every rack and the stock: its one world is the true state, so each option's play-out
    is exact (the normal bots are deterministic); it tries every discard."""

    state: OkeyState

    def options(self, view, legal):
        return [a for a in legal if isinstance(a, Discard) and not is_okey(a.tile, view.okey)]

    def worlds(self, view):
        return [self.state]


class NeverTakesBot(NormalOkeyBot):
    """A normal bot that never takes the discard on its left: the "unfed" row's right neighbour,
    so that the row shows the most that keeping tiles from it could be worth to the hard bot."""

    def choose(self, view, legal, rng):
        return super().choose(view, [a for a in legal if a != TakeDiscard()] or legal, rng)


CEILING_BOTS = {"normal": NormalOkeyBot, "hard": HardOkeyBot, "unfed": HardOkeyBot, "one draw": OneDrawBot,
                "more search": MoreSearchBot, "worlds": RolloutBot, "oracle": OracleBot}
RIGHT_NEIGHBOURS = {"unfed": NeverTakesBot}  # rows whose tested bot has another right neighbour


def ceiling_round(job: tuple[int, str]) -> tuple[bool, list[float]]:
    """Round `seed` (dealt from random.Random(seed)) with the tested bot at seat seed % 4 against
    three normal bots (see RIGHT_NEIGHBOURS); (did it win, its decision times in CPU seconds)."""
    seed, name = job
    seat, rng = seed % 4, random.Random(seed)
    state = OkeyState(OPTIONS)
    state.apply(state.sample_chance(rng))
    bots = playing_bots(seat)
    bots[seat] = CEILING_BOTS[name](seat)
    bots[seat].state = state
    right = (seat + 1) % 4
    bots[right] = RIGHT_NEIGHBOURS.get(name, NormalOkeyBot)(right)
    times: list[float] = []
    won, _ = play_out(state, seat, bots, rng, times)
    return won, times


def share_interval(share: float, count: int) -> str:
    spread = 1.96 * math.sqrt(share * (1 - share) / count)
    return f"{share - spread:.1%} to {share + spread:.1%}"


def bench_ceiling(rounds: int, only: str | None) -> None:
    """The same dealt rounds for each bot against three normal bots, its seat rotating (2 processes)."""
    for name in CEILING_BOTS:
        if only and name != only:
            continue
        started = time.perf_counter()
        with multiprocessing.Pool(2) as pool:
            results = pool.map(ceiling_round, [(1000 + r, name) for r in range(rounds)], chunksize=5)
        neighbour = " (the one on its right never takes a discard)" if name in RIGHT_NEIGHBOURS else ""
        wins = sum(w for w, _ in results) / rounds
        times = sorted(t * 1000 for _, spent in results for t in spent)
        print(f"{name:>8} vs three normal bots{neighbour}, {rounds} identical deals: wins {wins:.1%} of rounds "
              f"(95% CI {share_interval(wins, rounds)}); a decision (CPU) median {statistics.median(times):.1f} ms, "
              f"p95 {times[int(len(times) * 0.95)]:.1f} ms ({time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--ceiling", type=int, default=200, help="identical deals per ceiling row (0 skips them)")
    parser.add_argument("--only", choices=list(CEILING_BOTS), help="run only this ceiling row")
    parser.add_argument("--repeat", type=int, default=1, help="the solver rows: the least of this many cold solves")
    args = parser.parse_args()
    if args.only:
        bench_ceiling(args.ceiling, args.only)
        raise SystemExit
    rounds = args.rounds
    started = time.perf_counter()
    templates = [solver._templates(index) for index in range(52)]  # what importing the solver builds
    print(f"solver tables built once at import: {sum(len(group) for slot in templates for _, group in slot)} meld "
          f"templates, {(time.perf_counter() - started) * 1000:.1f} ms")
    repeat = range(args.repeat)
    report("solver, random 14-tile hands", [min(solve(*h) for _ in repeat) for h in random_hands(2000, 1)])
    report("solver, dense hands", [min(solve(*h) for _ in repeat) for h in dense_hands(500, 2)])
    if rounds:
        for levels in (["hard", "normal", "normal", "normal"], ["normal", "easy", "easy", "easy"]):
            started = time.perf_counter()
            print(simulate("okey", 0, levels, seed=1, rounds=rounds).table())
            print(f"({time.perf_counter() - started:.0f} s; a round nobody wins, the stock run out, counts for nobody)")
    if args.ceiling:
        bench_ceiling(args.ceiling, None)
