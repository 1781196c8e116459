"""How a night is scored, from each game's own placements (`GameState.placements()`).

"placement" (the default): a game's places are ranked among its people only (bots are not
ranked), and a table of n people gives last place 1 point, each place above it one more, and the
first one more again: 5, 3, 2, 1 for four; 3, 1 for two; 7, 5, 4, 3, 2, 1 for six. People who tie
share the best place they tie for, and each gets its points. "wins": a point for each game won
(every tied winner gets it); a game a bot won gives nobody a point.
"""
from __future__ import annotations

from collections.abc import Sequence

from gamenight.core.records import Seat
from gamenight.core.words import words

PLACEMENT = "placement"
WINS = "wins"
SCORINGS = (PLACEMENT, WINS)
SCORING_NAMES = {PLACEMENT: words("night", "Points for each place"), WINS: words("night", "A point for each game won")}


def points_table(people: int) -> tuple[int, ...]:
    """The points of each place, first first, for a game of `people` ranked people (one person
    alone with bots is first and last: 1 point)."""
    if people < 1:
        return ()
    return tuple(people - place + (1 if place == 0 and people > 1 else 0) for place in range(people))


def ranks_among_people(seats: Sequence[Seat], placements: Sequence[int]) -> dict[str, int]:
    """Each person's place among the people of one game (1 the best; ties share the best place they
    tie for), by their uid; bots and seats without a person are not ranked."""
    people = [(seat.person, place) for seat, place in zip(seats, placements, strict=True)
              if seat.person is not None]
    return {uid: 1 + sum(other < place for _, other in people) for uid, place in people}


def game_points(scoring: str, seats: Sequence[Seat], placements: Sequence[int]) -> dict[str, int]:
    """What each person of one finished game scores for the night, by their uid."""
    if scoring == WINS:
        return {seat.person: int(place == 1) for seat, place in zip(seats, placements, strict=True)
                if seat.person is not None}
    ranks = ranks_among_people(seats, placements)
    table = points_table(len(ranks))
    return {uid: table[rank - 1] for uid, rank in ranks.items()}
