"""The rows the score history reads out: a game's line, its seats, its rounds, a player's results."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameRow:
    id: int
    game: str
    started: str
    finished: str | None
    names: tuple[str, ...]
    scores: tuple[float | None, ...]
    placements: tuple[int | None, ...]
    abandoned: str | None = None  # when the unfinished game was discarded (it will never be finished)

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(name for name, place in zip(self.names, self.placements, strict=False) if place == 1)

    @property
    def status(self) -> str:
        return "finished" if self.finished else "abandoned" if self.abandoned else "in progress"


@dataclass(frozen=True)
class SeatRow:
    seat: int
    name: str
    kind: str
    level: str | None
    score: float | None
    placement: int | None


@dataclass(frozen=True)
class GameDetail:
    row: GameRow
    seats: tuple[SeatRow, ...]
    rounds: tuple[tuple[float, ...], ...]
    """Points per round, one tuple per round with one entry per seat."""
    void: frozenset[int] = frozenset()
    """Indexes into `rounds` of void rounds: their points stand, but they are not numbered."""

    def round_labels(self) -> list[str]:
        """Each round's name as the history shows it: counted rounds numbered 1, 2, 3..., a void
        round "void" (it does not count as a round)."""
        labels, counted = [], 0
        for index in range(len(self.rounds)):
            if index in self.void:
                labels.append("void")
            else:
                counted += 1
                labels.append(str(counted))
        return labels

    @property
    def counted_rounds(self) -> int:
        return len(self.rounds) - len(self.void)


@dataclass(frozen=True)
class PlayerResult:
    game_id: int
    game: str
    finished: str
    score: float
    placement: int
    players: int
