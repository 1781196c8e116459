"""A game after seeded random legal moves: for `gamenight view` (a client developer's look at a
view in any phase) and for tests that need a game somewhere in its middle."""
from __future__ import annotations

import random

from gamenight.core import registry
from gamenight.core.engine import CHANCE
from gamenight.core.match import Match
from gamenight.core.records import Seat


def random_match(game_id: str, seed: int, moves: int, players: int | None = None) -> Match:
    """A match of people named P1, P2, ... with the game's default house rules, after `moves`
    random legal moves (chance drawn from the seed), or fewer if the game ends first."""
    info = registry.get(game_id)
    count = players or info.default_players or info.min_players
    match = Match.start(game_id, [Seat(f"P{n + 1}") for n in range(count)], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        if match.current_player == CHANCE:
            match.apply(match.draw_chance())
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match
