"""What one seat may see of a Jokers game (`JokersView`): its own hand, every marble on the board,
the discards since the last refill, the counts; never another hand or the stock's order.

Every view also carries the board's shape (`TrackLayout`, the same in every game), so a screen
that is not this program (a phone) can draw the holes where the marbles stand without knowing
the rules of the track."""
from __future__ import annotations

from dataclasses import dataclass, field

from gamenight.core.words import Text
from gamenight.games.jokers.track import MARBLES, SEATS, TRACK, come_out_hole, entrance, home_hole, start_hole


@dataclass(frozen=True)
class SeatHoles:
    """One seat's holes on the board (numbers as in track.py)."""

    come_out: int  # the track hole its marbles come out on
    entrance: int  # the track hole a forward move turns into home from
    home: tuple[int, ...]  # its home holes, the first one in first
    start: tuple[int, ...]  # its start holes


@dataclass(frozen=True)
class TrackLayout:
    """The board: track holes 0 to `holes` - 1 round the table in the direction of play, and each
    seat's holes off it."""

    holes: int
    seats: tuple[SeatHoles, ...]


LAYOUT = TrackLayout(TRACK, tuple(
    SeatHoles(come_out_hole(seat), entrance(seat), tuple(home_hole(seat, i) for i in range(MARBLES)),
              tuple(start_hole(seat, k) for k in range(MARBLES)))
    for seat in range(SEATS)))


@dataclass(frozen=True)
class Travel:
    """One marble a play moves (`JokersState.shows`): from the hole `marble`, through `path`
    (the hole it lands on last); `bumped` when another marble's landing sends it there. `who` is
    the marble in words ("partner's marble on 46"), `words` what it does ("partner's marble on
    46 forward 1", "an opponent's marble on 63 goes back to start")."""

    marble: int
    path: tuple[int, ...]
    bumped: bool
    who: Text
    words: Text


@dataclass(frozen=True)
class JokersView:
    seat: int
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    marbles: tuple[tuple[int, ...], ...]  # each seat's 5 marble holes (see track.py)
    discards: tuple[str, ...]  # every discard since the last refill, oldest first (public)
    stock_left: int
    turn: int  # the seat to act, CHANCE or TERMINAL
    counts: tuple[int, ...]  # each seat's six-card count
    drawn: str | None  # the card this seat drew this turn, while it is its turn
    first_player: int | None
    winners: tuple[int, ...]  # the winning team's seats once the game is over
    track: TrackLayout = field(default=LAYOUT)  # the board's shape, to draw it
