"""Seeded games played by the easy bots, step by step, for tests that look at every state on
the way (the table language's round trips and its leak test)."""
from __future__ import annotations

from collections.abc import Iterator

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import Seat

PLAYED_GAMES = ("goker", "pokeno", "okey", "jokers", "goodge")


def played(game_id: str, seed: int, players: int | None = None, options: dict | None = None,
           max_steps: int = 3000) -> Iterator[Match]:
    """The match after each step of one game of bots (the first level), to its end or `max_steps`."""
    info = registry.get(game_id)
    count = players or info.default_players or info.min_players
    seats = [Seat(f"P{n}", "bot", info.bot_levels[0]) for n in range(count)]
    match = Match.start(game_id, seats, options, seed=seed)
    yield match
    for _ in range(max_steps):
        if match.advance() is None:
            return
        yield match
