"""What a caller's session shows between its games and prints: each game played with its winners
and every seat's place, score and session points, what comes next, and the standings, all read
from the night core (`Night.results`, `Night.standings`, `scoring.game_points`): nothing is
scored twice. The sentences the console, the projector and the report share are made here."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, RecordError
from gamenight.night.night import Night, Standing
from gamenight.night.scoring import game_points
from gamenight.table.locale_text import number_text
from gamenight.table.names import name_text, points_text, said_of

translate = QCoreApplication.translate


@dataclass(frozen=True)
class SeatResult:
    name: str
    place: int
    score: float
    """The game's own score."""
    points: int | None
    """What the seat's person scored for the session; None for a bot (not ranked)."""


@dataclass(frozen=True)
class PlayedGame:
    number: int
    """The game's number in the program, from 1."""
    name: str
    seats: tuple[SeatResult, ...]
    """Best place first."""

    @property
    def winners(self) -> tuple[SeatResult, ...]:
        return tuple(seat for seat in self.seats if seat.place == 1)


@dataclass(frozen=True)
class SessionSummary:
    program: tuple[str, ...]
    """The names of the program's games, in order."""
    played: tuple[PlayedGame, ...]
    standings: tuple[Standing, ...]
    next_number: int | None
    """The next game's number, from 1: None while a game runs and once all are played."""
    next_name: str = ""
    running_number: int | None = None

    @property
    def count(self) -> int:
        return len(self.program)

    @property
    def over(self) -> bool:
        return self.next_number is None and self.running_number is None

    @property
    def champions(self) -> tuple[str, ...]:
        """Who leads the session (several when level), once a game has ended."""
        if not self.played:
            return ()
        return tuple(standing.person.name for standing in self.standings if standing.place == 1)


def summarise(night: Night, records: Mapping[str, GameRecord]) -> SessionSummary:
    """The session `night` as it stands, from its games' records (`records` by match id)."""
    played = []
    for result in night.results(records):
        record = records[night.record.games[result.item].match_id]
        points = game_points(night.record.scoring, result.seats, result.placements)
        scores = _scores(record)
        seats = sorted((SeatResult(seat.name, place, scores[index] if scores else 0,
                                   points.get(seat.person) if seat.person is not None else None)
                        for index, (seat, place) in enumerate(zip(result.seats, result.placements, strict=True))),
                       key=lambda seat: seat.place)
        played.append(PlayedGame(result.item + 1, registry.get(result.game).name, tuple(seats)))
    following = night.next_item()
    running = night.running()
    return SessionSummary(
        tuple(registry.get(item.game).name for item in night.record.program), tuple(played),
        tuple(night.standings(records)),
        None if following is None else following + 1,
        "" if following is None else registry.get(night.record.program[following].game).name,
        None if running is None else running.item + 1)


def _scores(record: GameRecord) -> tuple[float, ...]:
    try:
        return tuple(Match.from_record(record).state.scores())
    except (RecordError, ValueError):
        return ()


# -- the sentences ------------------------------------------------------------------------------
def next_line(summary: SessionSummary) -> str:
    """"Game 2 of 5, next: Super Pokeno Bonus", or who won once every game is played."""
    if summary.next_number is None:
        return champions_line(summary)
    return translate("Session", "Game {number} of {count}, next: {game}").format(
        number=summary.next_number, count=summary.count, game=summary.next_name)


def start_text(summary: SessionSummary) -> str:
    return translate("Session", "Start game {number} of {count}: {game}").format(
        number=summary.next_number, count=summary.count, game=summary.next_name)


def champions_line(summary: SessionSummary) -> str:
    names = list(summary.champions)
    if not names:
        return translate("Session", "No game of the session was finished.")
    return said_of(names, translate("Session", "You win the session!"),
                   translate("Session", "{names} wins the session!"), translate("Session", "{names} win the session!"))


def winners_text(game: PlayedGame) -> str:
    """"Ann 340" (every winner with the game's own score)."""
    return translate("Session", ", ").join(f"{name_text(seat.name)} {number_text(seat.score)}"
                                            for seat in game.winners)


def winners_line(game: PlayedGame) -> str:
    """"Game 1, Goker: Ann 340"."""
    return translate("Session", "Game {number}, {game}: {winners}").format(number=game.number, game=game.name,
                                                                          winners=winners_text(game))


def standing_line(standing: Standing) -> str:
    """"1. ★ Ann: 8 pts" (people level on points and wins share a place)."""
    return translate("Session", "{place}. {symbol} {name}: {points}").format(
        place=standing.place, symbol=standing.person.glyph, name=name_text(standing.person.name),
        points=points_text(standing.points))
