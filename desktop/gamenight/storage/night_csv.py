"""A night as CSV, for a spreadsheet: two tables in one file, a blank line between them. First the
standings (a line per person, best first: place, person, points, games played and won), then the
games (a line per seat of each finished game, in the order they were played: the game's number
in the program, the game, the seat, who sat there, the seat's kind, its place, the night's points it
brought its person, 1 if it won). Bots have no night's points. Typed names that look like a
formula are kept as text (`spreadsheet_safe`). A file that cannot be written raises SaveFailed."""
from __future__ import annotations

import csv
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from gamenight.core import registry
from gamenight.core.records import GameRecord
from gamenight.core.words import words
from gamenight.night.night import GameResult, Night
from gamenight.night.scoring import game_points
from gamenight.storage.csv_cells import spreadsheet_safe
from gamenight.storage.errors import SaveFailed, reason_for

STANDINGS_COLUMNS = ["place", "person", "points", "played", "won"]
GAMES_COLUMNS = ["game_number", "game", "seat", "player", "kind", "placement", "night_points", "won"]
EXPORTED_NIGHT = words("storage", "The exported night")


@dataclass(frozen=True)
class NightCsvWording:
    """The export's column headings in the reader's language (the app passes Qt's; this module stays
    free of Qt); English by default."""

    heading: Callable[[str], str] = str
    """A column's heading from its name in `STANDINGS_COLUMNS` or `GAMES_COLUMNS`."""


def night_rows(night: Night, records: Mapping[str, GameRecord], wording: NightCsvWording | None = None) -> list[list]:
    """The file's lines: the standings' heading and lines, a blank line, the games' heading and lines."""
    say = wording or NightCsvWording()
    standings: list[list] = [[line.place, line.person.name, line.points, line.played, line.wins]
                             for line in night.standings(records)]
    games = [line for result in night.results(records) for line in _game_lines(night, result)]
    rows: list[list] = [[say.heading(column) for column in STANDINGS_COLUMNS], *standings, [],
            [say.heading(column) for column in GAMES_COLUMNS], *games]
    return [[spreadsheet_safe(cell) for cell in row] for row in rows]


def _game_lines(night: Night, result: GameResult) -> list[list]:
    points = game_points(night.record.scoring, result.seats, result.placements)
    name = registry.get(result.game).name
    return [[result.item + 1, name, seat_number, seat.name, seat.kind, place,
             points.get(seat.person, "") if seat.person is not None else "", int(place == 1)]
            for seat_number, (seat, place) in enumerate(zip(result.seats, result.placements, strict=True), start=1)]


def export_night_csv(night: Night, records: Mapping[str, GameRecord], path: Path | str,
                     wording: NightCsvWording | None = None) -> None:
    rows = night_rows(night, records, wording)
    try:
        with open(path, "w", newline="", encoding="utf-8") as handle:
            csv.writer(handle).writerows(rows)
    except OSError as error:
        raise SaveFailed(EXPORTED_NIGHT, reason_for(error)) from error
