"""Seat arithmetic round a table, and teams.

Seats are numbered 0..n-1 in the direction of play, so the next player is always the next
number (Okey plays to the right, Jokers clockwise: each numbers its seats that way). Screens and
bots use these instead of writing `(seat - 1) % 4` by hand.
"""
from __future__ import annotations

Teams = tuple[tuple[int, ...], ...]


def next_seat(seat: int, players: int, steps: int = 1) -> int:
    """The seat `steps` turns after `seat`."""
    return (seat + steps) % players


def previous_seat(seat: int, players: int, steps: int = 1) -> int:
    """The seat `steps` turns before `seat` (in Okey: the left neighbour, whose discards you take)."""
    return (seat - steps) % players


def opposite_seat(seat: int, players: int) -> int:
    """The seat across the table (an even number of players)."""
    if players % 2:
        raise ValueError(f"{players} players have no seat opposite")
    return (seat + players // 2) % players


def seats_from(first: int, players: int) -> list[int]:
    """Every seat in turn order, starting with `first`."""
    return [next_seat(first, players, steps) for steps in range(players)]


def partners_opposite(players: int) -> Teams:
    """Teams of partners sitting opposite: ((0, 2), (1, 3)) for four players."""
    half = players // 2
    return tuple((seat, seat + half) for seat in range(half))


def team_of(seat: int, teams: Teams) -> int:
    """The index of `seat`'s team; without teams every seat is a team of its own."""
    for index, team in enumerate(teams):
        if seat in team:
            return index
    if teams:
        raise ValueError(f"seat {seat} is in no team")
    return seat


def partners_of(seat: int, teams: Teams) -> tuple[int, ...]:
    """The other seats of `seat`'s team (none without teams)."""
    return tuple(other for team in teams if seat in team for other in team if other != seat)
