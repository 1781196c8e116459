"""The score history as CSV: one line per seat of each game, the figures a spreadsheet wants.

`score` is the final score, or for a game not finished the running total the history shows;
`status` says which (finished, in progress, abandoned). `round_1`, `round_2`... hold the seat's
points in each counted round; points from void rounds (which the history does not number) are
summed in `void_rounds`. Typed text that looks like a formula is kept as text (`spreadsheet_safe`).

The history is read first (HistoryUnavailable if it cannot be), then the file is written (SaveFailed
if it cannot be)."""
from __future__ import annotations

import csv
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from gamenight.storage.csv_cells import spreadsheet_safe
from gamenight.storage.errors import SaveFailed, reason_for
from gamenight.storage.history import GameDetail, GameRow, HistoryStore
from gamenight.storage.history_totals import shown_totals, starting_scores

COLUMNS = ["game_id", "game", "started", "finished", "status", "seat", "player", "kind", "level", "score",
           "placement", "void_rounds"]


@dataclass(frozen=True)
class CsvWording:
    """The words and dates of an export in the reader's language (the app passes Qt's; this
    module stays free of Qt). The default is the English column names and ISO moments."""

    heading: Callable[[str], str] = str
    """A column's heading from its name in `COLUMNS`."""
    round_heading: Callable[[int], str] = "round_{}".format
    status: Callable[[GameRow], str] = lambda row: row.status
    moment: Callable[[str], str] = str
    """An ISO moment as the reader's spreadsheet reads dates."""


def export_history_csv(history: HistoryStore, path: Path | str, rows: Sequence[GameRow],
                       wording: CsvWording | None = None) -> None:
    """Write `rows` as CSV at `path`, in `wording`'s language (English by default)."""
    say = wording or CsvWording()
    details = [history.detail(row.id) for row in rows]
    starts = [starting_scores(history, row) for row in rows]
    widest = max((detail.counted_rounds for detail in details), default=0)
    try:
        with open(path, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow([say.heading(column) for column in COLUMNS]
                            + [say.round_heading(number) for number in range(1, widest + 1)])
            for row, detail, start in zip(rows, details, starts, strict=True):
                writer.writerows(_seat_lines(row, detail, start, widest, say))
    except OSError as error:
        raise SaveFailed("The exported history", reason_for(error)) from error


def _seat_lines(row: GameRow, detail: GameDetail, start: tuple[float, ...], widest: int,
                say: CsvWording) -> list[list]:
    """One game's lines, a seat each, padded to `widest` counted rounds."""
    lines = []
    for seat, total in zip(detail.seats, shown_totals(row, detail, start), strict=False):
        counted = [points[seat.seat] for index, points in enumerate(detail.rounds) if index not in detail.void]
        void = [points[seat.seat] for index, points in enumerate(detail.rounds) if index in detail.void]
        finished = say.moment(row.finished) if row.finished else ""
        cells = [row.id, row.game, say.moment(row.started), finished, say.status(row), seat.seat, seat.name,
                 seat.kind, seat.level or "", _blank_if_none(total), _blank_if_none(seat.placement),
                 sum(void) if void else "", *counted, *[""] * (widest - len(counted))]
        lines.append([spreadsheet_safe(cell) for cell in cells])
    return lines


def _blank_if_none(value):
    return "" if value is None else value
