"""Goker: not built yet. The launcher lists it and says so."""
from gamenight.core.registry import GameInfo

GAME = GameInfo(
    id="goker",
    name="Goker",
    blurb="A 75-ball bingo draw played with a deck of cards that carry bingo grids.",
    min_players=2,
    max_players=10,
    picture="games/goker.svg",
)
