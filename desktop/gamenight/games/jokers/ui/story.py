"""What the screen says about a change: the move-log line in the engine's words with the names
of the seats, and the marbles' travels for the board (worked out on the board the screen last
drew, before the play)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gamenight.core.actions import Action
from gamenight.games.jokers.actions import PLAYS, ChooseFirst, Discard, Shuffle
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.moves import travels
from gamenight.games.jokers.track import MARBLES, is_start
from gamenight.games.jokers.words import describe_play
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_text

translate = QCoreApplication.translate

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


def log_line(names: Sequence[str], marbles: Sequence[Sequence[int]], counts: Sequence[int], actor: int | None,
             action: Action) -> str:
    """"Ada: 7\u2665 split: ..., bumps Bo to start" for a play on the board `marbles` showed."""
    if isinstance(action, ChooseFirst):
        name = names[action.seat]
        return (translate("JokersTable", "{player} play first.") if is_you(name)
                else translate("JokersTable", "{player} plays first.")).format(player=name_text(name))
    board = Board.from_holes(marbles)
    if isinstance(action, Shuffle) or actor is None or actor < 0:
        said = translated(describe_play(board, 0, counts, action))
        return said[:1].upper() + said[1:] + "."
    words = translated(describe_play(board, actor, counts, action))
    if isinstance(action, PLAYS) and not isinstance(action, Discard):
        for marble, _, path, bumped in travels(board, actor, action):
            if bumped:
                whom, you = names[marble // MARBLES], is_you(names[marble // MARBLES])
                said = ((translate("JokersTable", "{move}, bumps you to start") if you
                         else translate("JokersTable", "{move}, bumps {player} to start")) if is_start(path[-1])
                        else translate("JokersTable", "{move}, sends you to the home entrance") if you
                        else translate("JokersTable", "{move}, sends {player} to the home entrance"))
                words = said.format(move=words, player=name_text(whom))
    return translate("JokersTable", "{player}: {move}").format(player=name_text(names[actor]), move=words)
