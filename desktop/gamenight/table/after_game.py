"""What a game's end offers next when its game is one of several (a night's, a session's): the
end panel's "New game, same players" button then says `text` and does `go()` instead. The owner
of the match controller sets it (`MatchController.after_game`); None for a game on its own."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gamenight.core.words import Text


@dataclass(frozen=True)
class AfterGame:
    text: Text
    go: Callable[[], None]
