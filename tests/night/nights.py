"""Nights for tests: people with fixed ids, and a night's games played to their end by the bots
of a level, which also play the people's seats (each from that seat's own view)."""
from __future__ import annotations

import hashlib
from collections.abc import Sequence

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import GameRecord
from gamenight.night.night import Night
from gamenight.night.people import Person, next_look
from gamenight.night.program import ProgramItem

SHORT = {"goker": {"level1": 5, "level2": 10, "level3": 15}, "okey": {"start_points": 5}, "goodge": {"target": 500}}
"""House rules that keep a test's games short."""


def people(*names: str) -> list[Person]:
    """People with these names, each with an id of their own (the same in every run) and the next look."""
    found: list[Person] = []
    for name in names:
        colour, symbol = next_look((person.colour, person.symbol) for person in found)
        found.append(Person(hashlib.md5(name.encode()).hexdigest(), name, colour, symbol))
    return found


def night_of(names: Sequence[str], games: Sequence[str], presence: str = "phone", **more) -> Night:
    """A night of `names` (all with `presence`) playing `games` with short house rules."""
    program = [ProgramItem(game, dict(SHORT.get(game, {}))) for game in games]
    return Night.new([(person, presence) for person in people(*names)], program, **more)


def play_to_the_end(record: GameRecord, level: str = "easy") -> Match:
    """The record's game played on to its end: bots and chance as always, every person's seat by the
    game's bot of `level` (or its first) from that seat's own view."""
    match = Match.from_record(record)
    info = registry.get(record.game)
    for _ in range(100_000):
        if match.is_over:
            return match
        if match.advance() is not None:
            continue
        seat = match.current_player
        bot = info.bots[level if level in info.bots else info.bot_levels[0]](seat)
        match.apply(bot.choose(match.state.view(seat), match.state.legal_actions(), match.bot_rng()), seat)
    raise AssertionError(f"{info.name} did not end")


def play_night(night: Night, seed: int = 1) -> dict[str, GameRecord]:
    """Every game of the night's program started with its fair seats and played to its end; the
    records by match id."""
    records: dict[str, GameRecord] = {}
    while night.next_item() is not None:
        match = play_to_the_end(night.start_game(seed=seed + len(night.record.games)))
        records[match.record.match_id] = match.record
        night.game_finished(match.record)
    return records
