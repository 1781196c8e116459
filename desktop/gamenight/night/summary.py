"""What the screens that show a night say about its program, read from the night and its games'
records (never stored): each program item's state with its winners once it is done, the next
game with who plays it and who watches, and the game the night is at ("Game 2 of 4")."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gamenight.core.records import GameRecord, Seat
from gamenight.night.night import Night
from gamenight.night.people import Person

DONE, RUNNING, NEXT, UNFINISHED, LATER = "done", "running", "next", "unfinished", "later"
"""A program item's state: finished (with its result), being played, the next to play, started
but neither running nor with a result (its record is lost), or not yet played."""


@dataclass(frozen=True)
class ProgramLine:
    item: int
    game: str
    state: str
    winners: tuple[Seat, ...] = ()
    """The seats that won it (a bot may be one), once it is done."""


@dataclass(frozen=True)
class NextGame:
    item: int
    game: str
    seats: tuple[Seat, ...]
    """Who plays it, in seat order (bots too): the host's choice, else the fair default."""
    watching: tuple[Person, ...]
    """The people present who sit it out."""


def program_lines(night: Night, records: Mapping[str, GameRecord]) -> list[ProgramLine]:
    """Every item of the night's program, in order, with its state."""
    results = {result.item: result for result in night.results(records)}
    running, upcoming = night.running(), night.next_item()
    lines = []
    for index, item in enumerate(night.record.program):
        if index in results:
            lines.append(ProgramLine(index, item.game, DONE, results[index].winners))
            continue
        state = (RUNNING if running is not None and running.item == index else NEXT if index == upcoming
                 else UNFINISHED if index < len(night.record.games) else LATER)
        lines.append(ProgramLine(index, item.game, state))
    return lines


def next_game(night: Night) -> NextGame | None:
    """The next game with its seats and those who watch it; None while a game runs or once all are played."""
    item = night.next_item()
    if item is None:
        return None
    seats = tuple(night.plan_seats())
    seated = {seat.person for seat in seats}
    watching = tuple(person.person for person in night.present if person.uid not in seated)
    return NextGame(item, night.record.program[item].game, seats, watching)


def game_number(night: Night) -> tuple[int, int]:
    """(the game the night is at, the games of its program): the running one, else the last one
    started (1 before any), so "Game 2 of 4" reads the same through a game and just after it."""
    return max(1, len(night.record.games)), len(night.record.program)


def person_of(night: Night, seat: Seat) -> Person | None:
    """The night's person at `seat` (None for a bot or a seat naming no person of the night)."""
    if seat.person is None or seat.is_bot:
        return None
    return next((person.person for person in night.record.people if person.uid == seat.person), None)
