"""A short run of the seeded fuzzer over every registered game (the long run is by hand:
tests/benchmarks/fuzz_games.py)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "benchmarks"))

from fuzz_games import fuzz_one, fuzzed_games  # noqa: E402


@pytest.mark.parametrize("game_id", fuzzed_games())
def test_random_games_end_and_replay(game_id):
    for seed in range(6):
        assert fuzz_one(game_id, seed) > 0
