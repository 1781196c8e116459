"""Okey figures: the hand solver on random deals and on dense hands (long same-colour runs, both
okeys, false jokers), cold (memo cleared before every hand); bot strength in won rounds and the
hard bot's decision latency (from the sims).

Run: python tests/benchmarks/bench_okey.py [--rounds N]   (N defaults to 2000; 0 skips the sims)
"""
import argparse
import random
import statistics
import time

from gamenight.games.okey import hand as solver
from gamenight.games.okey.tiles import FALSE_JOKER, Tile, all_tiles, okey_face
from gamenight.sim import simulate


def solve(counts, wilds) -> float:
    solver._best.cache_clear()
    solver._can_finish.cache_clear()
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
        tiles = [Tile(okey[0], okey[1], 0), Tile(okey[0], okey[1], 1), Tile(FALSE_JOKER, 0, 0),
                 Tile(FALSE_JOKER, 0, 1)] + rng.sample(crowd, 10)
        yield solver.count_faces(tiles, okey)


def report(name, times) -> None:
    times.sort()
    print(f"{name}: median {statistics.median(times) * 1000:.3f} ms, p95 {times[int(len(times) * 0.95)] * 1000:.3f} ms, "
          f"worst {times[-1] * 1000:.2f} ms ({len(times)} hands)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=2000)
    rounds = parser.parse_args().rounds
    report("solver, random 14-tile hands", [solve(*h) for h in random_hands(2000, 1)])
    report("solver, dense hands", [solve(*h) for h in dense_hands(500, 2)])
    if rounds:
        for levels in (["hard", "normal", "normal", "normal"], ["normal", "easy", "easy", "easy"]):
            started = time.perf_counter()
            print(simulate("okey", 0, levels, seed=1, rounds=rounds).table())
            print(f"({time.perf_counter() - started:.0f} s; a round nobody wins, the stock run out, counts for nobody)")
