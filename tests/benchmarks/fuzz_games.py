"""Seeded fuzzing: random legal play (out-of-turn calls included) to the end of many games of
every game with an engine, checking that nothing the rules allow ever fails, that every game
ends, and that its record replays to the same scores.

Run: python tests/benchmarks/fuzz_games.py [--games N] [--only GAME]
(random Okey play rarely finishes a round, so its 2000 games take about 20 minutes on this machine)
"""
import argparse
import random
import time

from gamenight.core import registry
from gamenight.core.engine import CHANCE
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat

MAX_STEPS = 20_000
FUZZED = ("pokeno", "goker", "okey")


def fuzz(game_id: str, games: int) -> None:
    info = registry.get(game_id)
    started = time.perf_counter()
    actions = 0
    for seed in range(games):
        rng = random.Random(seed)
        players = rng.randint(info.min_players, min(info.max_players, 6))
        options = {}
        if game_id == "goker":
            options = {"rapid_start": rng.random() < 0.5, "wilds": rng.randint(0, 2), "cards": rng.choice(["app", "table"])}
        if game_id == "okey":
            options = {"start_points": 5, "pairs": rng.random() < 0.5}
        match = Match.start(game_id, [Seat(f"P{n}") for n in range(players)], options, seed=seed)
        for _ in range(MAX_STEPS):
            if match.is_over:
                break
            calls = [(seat, action) for seat in range(players) for action in match.state.out_of_turn_actions(seat)]
            if calls and rng.random() < 0.7:
                seat, action = rng.choice(calls)
                match.apply(action, seat)
            elif match.current_player == CHANCE:
                match.apply(match.draw_chance())
            else:
                match.apply(rng.choice(match.state.legal_actions()), match.current_player)
        else:
            raise AssertionError(f"{game_id} seed {seed}: no end after {MAX_STEPS} steps")
        again = Match.from_record(GameRecord.loads(match.record.dumps()))
        assert again.state.scores() == match.state.scores(), f"{game_id} seed {seed}: replay differs"
        actions += len(match.record.actions)
    seconds = time.perf_counter() - started
    print(f"{info.name}: {games} random games to the end, {actions} actions, all replayed identically "
          f"({seconds:.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--only", choices=FUZZED, help="fuzz this game only")
    args = parser.parse_args()
    for game_id in [args.only] if args.only else FUZZED:
        fuzz(game_id, args.games)


if __name__ == "__main__":
    main()
