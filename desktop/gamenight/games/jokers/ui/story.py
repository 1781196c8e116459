"""The marbles' travels of a play for the board, worked out on the board the screen last drew,
before the play."""
from __future__ import annotations

from gamenight.core.actions import Action
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.moves import travels
from gamenight.games.jokers.track import MARBLES

Travels = dict[tuple[int, int], tuple[tuple[int, ...], bool]]


def marble_travels(board: Board, actor: int, action: Action) -> Travels:
    """(seat, k) -> (the holes it passes, bumped?) for every marble a play moves."""
    moved: Travels = {}
    for marble, _, path, bumped in travels(board, actor, action):
        moved[divmod(marble, MARBLES)] = (path, bumped)
    return moved


def trail_paths(board: Board, actor: int, action: Action) -> list[tuple[int, ...]]:
    """The ways the player's own marbles went (each from its first hole), for the faint trail."""
    return [(start, *path) for _, start, path, bumped in travels(board, actor, action) if not bumped]

