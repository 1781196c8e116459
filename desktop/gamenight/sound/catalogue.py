"""Which sound goes with what: the events every table shares (your turn, a refusal, a round won,
a game won), and what the "only my turn and wins" choice lets through. Each game declares its own
moves' sounds in data (`GameInfo.sounds`: an action's kind -> a sound), and its screen cues the
sounds of what its animations show (a marble's step at each hole, a trick gathered) by the names
in sound/recipes.py."""
from __future__ import annotations

from collections.abc import Mapping

from gamenight.sound.recipes import RECIPES

TURN = "turn"
REFUSED = "refused"
ROUND_WON = "round_won"
GAME_WON = "game_won"
TURNS_AND_WINS = frozenset({TURN, ROUND_WON, GAME_WON})
"""What a table plays when its choice is "only my turn and wins"."""


def check_sounds(game_id: str, sounds: Mapping[str, str]) -> None:
    """A game's declaration names only sounds that are made (raises ValueError)."""
    unknown = sorted(set(sounds.values()) - set(RECIPES))
    if unknown:
        raise ValueError(f"{game_id}: no such sounds: {', '.join(unknown)}")
