"""A game's totals as the score history shows them (its list, its rounds table and the CSV
export agree): the final scores of a finished game, or for one not finished each seat's starting
score plus the points of its finished rounds, void rounds included."""
from __future__ import annotations

from gamenight.core import registry
from gamenight.core.records import GameRecord, RecordError
from gamenight.storage.history import GameDetail, GameRow, HistoryStore


def starting_scores(history: HistoryStore, row: GameRow) -> tuple[float, ...]:
    """Each seat's score before the first round as its game counts: 0, or in Okey the points
    each player starts with and loses (so totals read as the game shows them: points left)."""
    zeros = (0.0,) * len(row.names)
    try:
        info = registry.get(row.game)
        record = GameRecord.loads(history.record(row.id))
        if info.new_state is None or len(record.seats) != len(zeros):
            return zeros
        return tuple(info.new_state(info.resolve_options(record.options), len(zeros)).scores())
    except (KeyError, RecordError, ValueError):  # a game this version does not know, a damaged record
        return zeros


def shown_totals(row: GameRow, detail: GameDetail, start: tuple[float, ...]) -> tuple[float | None, ...]:
    """The final scores, or the running totals after the finished rounds (None before the first)."""
    if row.finished:
        return row.scores
    if not detail.rounds:
        return (None,) * len(row.names)
    return tuple(start[seat] + sum(points[seat] for points in detail.rounds) for seat in range(len(row.names)))
