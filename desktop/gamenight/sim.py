"""Bots against bots, headless: win share, mean score and decision latency per entry.

Seat entries rotate round the table from game to game (game i seats entry j at seat
(j + i) mod n), so no entry keeps a seat's advantage. Tied winners share a win.
"""
from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import Seat


@dataclass
class EntryStats:
    level: str
    wins: float = 0.0
    total_score: float = 0.0
    latencies: list[float] = field(default_factory=list)


@dataclass
class SimResult:
    game: str
    games: int
    entries: list[EntryStats]

    def win_share(self, entry: int) -> float:
        return self.entries[entry].wins / self.games

    def mean_score(self, entry: int) -> float:
        return self.entries[entry].total_score / self.games

    def table(self) -> str:
        lines = [f"{self.game}: {self.games} games",
                 f"{'seat':<6}{'level':<8}{'win share':>10}{'mean score':>12}{'p50 ms':>9}{'p95 ms':>9}"]
        for index, entry in enumerate(self.entries):
            p50, p95 = _percentiles(entry.latencies)
            lines.append(f"{index + 1:<6}{entry.level:<8}{self.win_share(index):>9.1%}"
                         f"{self.mean_score(index):>12.1f}{p50:>9.2f}{p95:>9.2f}")
        return "\n".join(lines)


def _percentiles(samples: list[float]) -> tuple[float, float]:
    if not samples:
        return 0.0, 0.0
    if len(samples) == 1:
        return samples[0] * 1000, samples[0] * 1000
    cuts = statistics.quantiles(samples, n=20, method="inclusive")
    return statistics.median(samples) * 1000, cuts[18] * 1000


def simulate(game_id: str, games: int, levels: list[str], seed: int, options: dict | None = None) -> SimResult:
    info = registry.get(game_id)
    if info.new_state is None:
        raise ValueError(f"{info.name} is not built yet")
    info.check_players(len(levels))
    for level in levels:
        if level not in info.bots:
            raise ValueError(f"{info.name} has no bot level {level!r} (has: {', '.join(info.bots)})")
    entries = [EntryStats(level) for level in levels]
    n = len(levels)
    for game in range(games):
        entry_at_seat = [(seat - game) % n for seat in range(n)]
        seats = [Seat(f"{levels[e]} {e + 1}", "bot", levels[e]) for e in entry_at_seat]
        match = Match.start(game_id, seats, options, seed=seed * 1_000_003 + game)
        while not match.is_over:
            reaction = match.bot_reaction()
            if reaction is not None:
                match.apply(reaction[1], reaction[0])
            elif match.current_player >= 0:
                entry = entries[entry_at_seat[match.current_player]]
                bot, legal, rng, view = match.bot_decision()
                started = time.perf_counter()
                action = bot.choose(view, legal, rng)
                entry.latencies.append(time.perf_counter() - started)
                match.apply(action)
            elif match.advance() is None:
                raise RuntimeError(f"{info.name} stopped at a step no bot can take")
        placements, scores = match.state.placements(), match.state.scores()
        winners = [seat for seat in range(n) if placements[seat] == 1]
        for seat in range(n):
            entry = entries[entry_at_seat[seat]]
            entry.total_score += scores[seat]
            if seat in winners:
                entry.wins += 1 / len(winners)
    return SimResult(game_id, games, entries)
