"""Seeded fuzzing: random legal play (out-of-turn calls included) to the end of many games of
every registered game with an engine, with random house rules, checking that nothing the rules
allow ever fails, that a seat to act always has a legal action until the game is over (no dead
end), that every game ends, and that its record replays to the same scores.

House rules and player counts lean to their edges (fewest and most players, each option's
smallest and largest value): a game that cannot end hides there (Goker with ten players and the
last level ending at call 75). `edge_options` gives the extreme sets themselves.

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


def option_values(option: Option) -> list:
    """Every value the option may take, smallest first (its default alone when unbounded)."""
    if option.kind == "bool":
        return [False, True]
    if option.kind == "int" and option.minimum is not None and option.maximum is not None:
        return list(range(option.minimum, option.maximum + 1, option.step))
    if option.kind == "choice":
        return [value for value, _ in option.choices]
    return [option.default]


def random_value(option: Option, rng: random.Random):
    """An edge (smallest or largest) as often as any other value."""
    values = option_values(option)
    return rng.choice([values[0], values[-1], rng.choice(values)])


def accepted(info, options: dict, key: str, values) -> dict:
    """`options` with `key` at the first of `values` the game accepts with them (its default if none)."""
    for value in values:
        try:
            info.resolve_options({**options, key: value})
        except ValueError:
            continue
        return {**options, key: value}
    return options


def random_options(info, rng: random.Random) -> dict:
    """Random house rules, set in a random order; a value the game refuses with those set before
    it gives way to another of that option's values, taken at random."""
    options: dict = {}
    for option in rng.sample(info.options, len(info.options)):
        values = option_values(option)
        tried = [KEPT_SHORT[option.key]] if option.key in KEPT_SHORT else \
            [random_value(option, rng), *rng.sample(values, len(values))]
        options = accepted(info, options, option.key, tried)
    return options


def edge_options(info, largest: bool, backwards: bool) -> dict:
    """Every option at its largest (or smallest) value the game accepts with those set before it,
    taken in declared order or `backwards` (Goker's largest backwards: the levels end after calls
    65, 70 and 75; forwards: Rapid Start on and the last level as late as it then may end)."""
    options: dict = {}
    for option in reversed(info.options) if backwards else info.options:
        values = option_values(option)
        values = [KEPT_SHORT[option.key]] if option.key in KEPT_SHORT else values[::-1] if largest else values
        options = accepted(info, options, option.key, values)
    return options


MOST_PLAYERS = 12
"""Pokeno takes up to 24 players, but beyond its 12 built-in boards each game (and each replay)
generates every board up to the last one it needs, about half a second each (13 s for 24
players): its fuzzing stops at 12 players."""


def most_players(info) -> int:
    return min(info.max_players, MOST_PLAYERS)


def random_players(info, rng: random.Random) -> int:
    return rng.choice([info.min_players, most_players(info), rng.randint(info.min_players, most_players(info))])


def fuzz_one(game_id: str, seed: int, options: dict | None = None, players: int | None = None) -> int:
    """One random game to the end, replayed; returns its number of actions. House rules and the
    number of players are drawn from the seed unless given."""
    info = registry.get(game_id)
    rng = random.Random(seed)
    players = players or random_players(info, rng)
    options = random_options(info, rng) if options is None else options
    seats = [Seat(f"P{n}", "bot", info.bot_levels[0]) for n in range(players)]
    match = Match.start(game_id, seats, options, seed=seed)
    where = f"{game_id} seed {seed}, {players} players, {options}"
    for step in range(MAX_STEPS):
        if match.is_over:
            break
        calls = [(seat, action) for seat in range(players) for action in match.state.out_of_turn_actions(seat)]
        if calls and rng.random() < 0.7:
            seat, action = rng.choice(calls)
            match.apply(action, seat)
        elif match.current_player == CHANCE:
            match.apply(match.draw_chance())
        elif not match.state.legal_actions():
            raise AssertionError(f"{where}: seat {match.current_player} has no legal action at step {step}, "
                                 "before the game is over")
        elif rng.random() < 0.5:
            match.apply(rng.choice(match.state.legal_actions()), match.current_player)
        else:
            bot, legal, bot_rng, view = match.bot_decision()
            match.apply(bot.choose(view, legal, bot_rng), match.current_player)
    else:
        raise AssertionError(f"{where}: no end after {MAX_STEPS} steps")
    again = Match.from_record(GameRecord.loads(match.record.dumps()))
    assert again.state.scores() == match.state.scores(), f"{where}: replay differs"
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
