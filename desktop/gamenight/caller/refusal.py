"""A refusal said in the app's language: the engine is asked before an entry is made, and its
reason (`Words`) is shown translated. (The match controller says a refusal as the English text of
the exception it catches, so a caller's screen asks first.)"""
from __future__ import annotations

from gamenight.core.actions import Action
from gamenight.core.engine import GameState
from gamenight.table.language import translated


def refused(screen, state: GameState, action: Action) -> bool:
    """Whether the rules refuse `action` now; if so the `screen` (a GameScreen) says why."""
    reason = state.illegal_reason(action)
    if reason is None:
        return False
    screen.refuse(translated(reason))
    return True
