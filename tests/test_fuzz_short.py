"""A short run of the seeded fuzzer over every registered game (the long run is by hand:
tests/benchmarks/fuzz_games.py): random legal play ends, every record replays, and until a game
is over the seat to act always has a legal action, with house rules and player counts drawn
towards their edges and at the edges themselves."""
import sys
from pathlib import Path

import pytest

from gamenight.core import registry

sys.path.insert(0, str(Path(__file__).parent / "benchmarks"))

from fuzz_games import edge_options, fuzz_one, fuzzed_games, most_players

RANDOM_GAMES = 20
MORE_GAMES = {"goker": 100}
"""Goker games are quick (a few hundredths of a second), and its dead ends hide in a small corner
of its house rules (many players, late level ends): it gets more."""


@pytest.mark.parametrize("game_id", fuzzed_games())
def test_random_games_end_and_replay(game_id):
    for seed in range(MORE_GAMES.get(game_id, RANDOM_GAMES)):
        assert fuzz_one(game_id, seed) > 0


@pytest.mark.parametrize("game_id", fuzzed_games())
def test_games_with_every_house_rule_at_an_edge_and_the_fewest_or_most_players_end(game_id):
    info = registry.get(game_id)
    for largest in (True, False):
        for backwards in (True, False):
            options = edge_options(info, largest, backwards)
            for players in sorted({info.min_players, most_players(info)}):
                for seed in range(2):
                    assert fuzz_one(game_id, seed, options, players) > 0
