"""Bots against bots, headless: win share, mean score and decision latency per entry.

Seat entries rotate round the table from game to game (game i seats entry j at seat
(j + i) mod n), so no entry keeps a seat's advantage. Tied winners share a win. Round wins are
counted too (a game's `round_winners`); with `rounds`, games are played until that many rounds
are finished, and only games finished by then count for the game figures.
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
    round_wins: float = 0.0
    total_score: float = 0.0
    latencies: list[float] = field(default_factory=list)


@dataclass
class SimResult:
    game: str
    games: int
    entries: list[EntryStats]
    rounds: int = 0

    def win_share(self, entry: int) -> float:
        return self.entries[entry].wins / self.games if self.games else 0.0

    def round_win_share(self, entry: int) -> float:
        return self.entries[entry].round_wins / self.rounds if self.rounds else 0.0

    def mean_score(self, entry: int) -> float:
        return self.entries[entry].total_score / self.games if self.games else 0.0

    def table(self) -> str:
        rounds = f"{'round wins':>11}" if self.rounds else ""
        lines = [f"{self.game}: {self.games} games" + (f", {self.rounds} rounds" if self.rounds else ""),
                 f"{'seat':<6}{'level':<8}{'win share':>10}{rounds}{'mean score':>12}{'p50 ms':>9}{'p95 ms':>9}"]
        for index, entry in enumerate(self.entries):
            p50, p95 = _percentiles(entry.latencies)
            rounds = f"{self.round_win_share(index):>10.1%} " if self.rounds else ""
            lines.append(f"{index + 1:<6}{entry.level:<8}{self.win_share(index):>9.1%} {rounds}"
                         f"{self.mean_score(index):>11.1f}{p50:>9.2f}{p95:>9.2f}")
        return "\n".join(lines)


def _percentiles(samples: list[float]) -> tuple[float, float]:
    if not samples:
        return 0.0, 0.0
    if len(samples) == 1:
        return samples[0] * 1000, samples[0] * 1000
    cuts = statistics.quantiles(samples, n=20, method="inclusive")
    return statistics.median(samples) * 1000, cuts[18] * 1000


def simulate(game_id: str, games: int, levels: list[str], seed: int, options: dict | None = None,
             rounds: int | None = None) -> SimResult:
    """`games` games, or with `rounds`, as many games as it takes to finish that many rounds."""
    info = registry.get(game_id)
    if info.new_state is None:
        raise ValueError(f"{info.name} is not built yet")
    info.check_players(len(levels))
    for level in levels:
        if level not in info.bots:
            raise ValueError(f"{info.name} has no bot level {level!r} (has: {', '.join(info.bots)})")
    entries = [EntryStats(level) for level in levels]
    n = len(levels)
    result = SimResult(game_id, 0, entries)
    game = 0
    while (result.rounds < rounds) if rounds else (game < games):
        entry_at_seat = [(seat - game) % n for seat in range(n)]
        seats = [Seat(f"{levels[e]} {e + 1}", "bot", levels[e]) for e in entry_at_seat]
        match = Match.start(game_id, seats, options, seed=seed * 1_000_003 + game)
        counted = 0
        while not match.is_over:
            if rounds:
                counted = _count_rounds(match.state, counted, entry_at_seat, result, rounds)
                if result.rounds >= rounds:
                    return result
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
        _count_rounds(match.state, counted, entry_at_seat, result, rounds)
        game += 1
        result.games += 1
        placements, scores = match.state.placements(), match.state.scores()
        winners = [seat for seat in range(n) if placements[seat] == 1]
        for seat in range(n):
            entry = entries[entry_at_seat[seat]]
            entry.total_score += scores[seat]
            if seat in winners:
                entry.wins += 1 / len(winners)
    return result


def _count_rounds(state, counted: int, entry_at_seat: list[int], result: SimResult, limit: int | None) -> int:
    """Credit the round wins finished since `counted`; returns the new count."""
    finished = state.round_winners()
    for winners in finished[counted:]:
        if limit and result.rounds >= limit:
            break
        result.rounds += 1
        for seat in winners:
            result.entries[entry_at_seat[seat]].round_wins += 1 / len(winners)
    return len(finished)
