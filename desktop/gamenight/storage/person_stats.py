"""A person's figures, from their finished games as the history holds them: per game and overall
the games played and won, the win share, the average placement and the best winning streak; the
nights played and won; and head to head, against each other person they played, who placed
better how often. A win is a first place (tied winners each win); a place is the game's own,
bots included. Games in progress or abandoned do not count.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamenight.night.people import Person
from gamenight.storage.history import HistoryStore
from gamenight.storage.history_access import reading
from gamenight.storage.people_rows import PERSON_COLUMNS, as_person, person_at, person_row


@dataclass(frozen=True)
class Result:
    """One finished game of the person's."""

    game_id: int
    game: str
    finished: str
    placement: int
    players: int
    """Seats at the table, bots included."""

    @property
    def won(self) -> bool:
        return self.placement == 1


@dataclass(frozen=True)
class Tally:
    played: int
    won: int
    average_placement: float | None
    best_streak: int
    """The most games won one after another."""

    @property
    def win_share(self) -> float | None:
        """Games won out of games played (0 to 1), None before the first."""
        return self.won / self.played if self.played else None


@dataclass(frozen=True)
class HeadToHead:
    """Games two people both played: how often the person placed better, worse, or level."""

    other: Person
    games: int
    ahead: int
    behind: int
    level: int


@dataclass(frozen=True)
class PersonStats:
    person: Person
    results: tuple[Result, ...]
    """Oldest first."""
    overall: Tally
    per_game: dict[str, Tally]
    """Game id -> the person's tally in it, for each game they finished."""
    nights_played: int
    """Finished nights in which they played at least one game."""
    nights_won: int
    head_to_head: tuple[HeadToHead, ...]
    """Against each other person they played, most games together first."""


def tally(results: Sequence[Result]) -> Tally:
    best = run = 0
    for result in results:
        run = run + 1 if result.won else 0
        best = max(best, run)
    played = len(results)
    average = sum(result.placement for result in results) / played if played else None
    return Tally(played, sum(result.won for result in results), average, best)


class PersonStatsReader:
    def __init__(self, history: HistoryStore):
        self.history = history

    @reading
    def stats(self, uid: str) -> PersonStats | None:
        """The figures of the person `uid` is today, or None when the history does not know them."""
        db = self.history.database
        row = person_row(db, uid)
        if row is None:
            return None
        results = tuple(Result(*values) for values in db.execute(
            "SELECT g.id, g.game, g.finished, s.placement, (SELECT COUNT(*) FROM seats x WHERE x.game_id = g.id) "
            "FROM seats s JOIN games g ON g.id = s.game_id WHERE s.player_id = ? AND s.kind != 'bot' "
            "AND g.finished IS NOT NULL AND s.placement IS NOT NULL ORDER BY g.finished, g.id", (row,)))
        games = sorted({result.game for result in results})
        per_game = {game: tally([result for result in results if result.game == game]) for game in games}
        nights_played = db.execute(
            "SELECT COUNT(DISTINCT g.night_id) FROM seats s JOIN games g ON g.id = s.game_id "
            "JOIN nights n ON n.id = g.night_id WHERE s.player_id = ? AND s.kind != 'bot' "
            "AND n.finished IS NOT NULL", (row,)).fetchone()[0]
        nights_won = db.execute(
            "SELECT COUNT(*) FROM night_champions c JOIN nights n ON n.id = c.night_id "
            "WHERE c.player_id = ? AND n.finished IS NOT NULL", (row,)).fetchone()[0]
        rivals = tuple(
            HeadToHead(as_person(values[:5]), *values[5:]) for values in db.execute(
                f"SELECT {', '.join('p.' + column for column in PERSON_COLUMNS.split(', '))}, COUNT(*), "
                "SUM(mine.placement < theirs.placement), SUM(mine.placement > theirs.placement), "
                "SUM(mine.placement = theirs.placement) "
                "FROM seats mine JOIN seats theirs ON theirs.game_id = mine.game_id "
                "AND theirs.player_id != mine.player_id "
                "JOIN games g ON g.id = mine.game_id JOIN players p ON p.id = theirs.player_id "
                "WHERE mine.player_id = ? AND mine.kind != 'bot' AND theirs.kind != 'bot' AND p.uid IS NOT NULL "
                "AND g.finished IS NOT NULL AND mine.placement IS NOT NULL AND theirs.placement IS NOT NULL "
                "GROUP BY p.id ORDER BY COUNT(*) DESC, p.id", (row,)))
        return PersonStats(person_at(db, row), results, tally(results), per_game, nights_played, nights_won, rivals)
