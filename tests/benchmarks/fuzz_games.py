"""Seeded fuzzing: random legal play (out-of-turn calls included) to the end of many games of
every registered game with an engine, with random house rules, checking that nothing the rules
allow ever fails, that every game ends, and that its record replays to the same scores.

Half the moves are the easy bot's (itself random in most games): uniformly random bids in The
Goodge Rules always climb to 250 and sink every total, so such a game would never end.

Run: python tests/benchmarks/fuzz_games.py [--games N] [--only GAME]
(random Okey play rarely finishes a round, so its 2000 games take about 20 minutes on this machine)
A short run of every game is part of the test suite (tests/test_fuzz_short.py).
"""
import argparse
import random
import time

from gamenight.core import registry
from gamenight.core.engine import CHANCE
from gamenight.core.match import Match
from gamenight.core.options import Option
from gamenight.core.records import GameRecord, Seat

MAX_STEPS = 20_000
KEPT_SHORT = {"start_points": 5, "gosterge": True}
"""Options held at their quickest: random Okey play almost never finishes a round, so its points
are lost mostly to the gosterge (without it a random game may never end)."""


def fuzzed_games() -> list[str]:
    return [info.id for info in registry.games() if info.has_engine]


def random_value(option: Option, rng: random.Random):
    if option.kind == "bool":
        return rng.random() < 0.5
    if option.kind == "int" and option.minimum is not None and option.maximum is not None:
        return rng.randrange(option.minimum, option.maximum + 1, option.step)
    if option.kind == "choice":
        return rng.choice(option.choices)[0]
    return option.default


def random_options(info, rng: random.Random) -> dict:
    """Random house rules; a combination the game refuses falls back to that option's default."""
    options = {}
    for option in info.options:
        value = KEPT_SHORT.get(option.key, random_value(option, rng))
        try:
            info.resolve_options({**options, option.key: value})
        except ValueError:
            continue
        options[option.key] = value
    return options


def fuzz_one(game_id: str, seed: int) -> int:
    """One random game to the end, replayed; returns its number of actions."""
    info = registry.get(game_id)
    rng = random.Random(seed)
    players = rng.randint(info.min_players, min(info.max_players, 6))
    seats = [Seat(f"P{n}", "bot", info.bot_levels[0]) for n in range(players)]
    match = Match.start(game_id, seats, random_options(info, rng), seed=seed)
    for _ in range(MAX_STEPS):
        if match.is_over:
            break
        calls = [(seat, action) for seat in range(players) for action in match.state.out_of_turn_actions(seat)]
        if calls and rng.random() < 0.7:
            seat, action = rng.choice(calls)
            match.apply(action, seat)
        elif match.current_player == CHANCE:
            match.apply(match.draw_chance())
        elif rng.random() < 0.5:
            match.apply(rng.choice(match.state.legal_actions()), match.current_player)
        else:
            bot, legal, bot_rng, view = match.bot_decision()
            match.apply(bot.choose(view, legal, bot_rng), match.current_player)
    else:
        raise AssertionError(f"{game_id} seed {seed}: no end after {MAX_STEPS} steps")
    again = Match.from_record(GameRecord.loads(match.record.dumps()))
    assert again.state.scores() == match.state.scores(), f"{game_id} seed {seed}: replay differs"
    return len(match.record.actions)


def fuzz(game_id: str, games: int) -> None:
    started = time.perf_counter()
    actions = sum(fuzz_one(game_id, seed) for seed in range(games))
    seconds = time.perf_counter() - started
    print(f"{registry.get(game_id).name}: {games} random games to the end, {actions} actions, all replayed "
          f"identically ({seconds:.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--only", choices=fuzzed_games(), help="fuzz this game only")
    args = parser.parse_args()
    for game_id in [args.only] if args.only else fuzzed_games():
        fuzz(game_id, args.games)


if __name__ == "__main__":
    main()
