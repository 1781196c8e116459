"""Okey: not built yet. The launcher lists it and says so."""
from gamenight.core.registry import GameInfo

GAME = GameInfo(
    id="okey",
    name="Okey",
    blurb="The Turkish tile game: build sets and runs, finish on the indicator.",
    min_players=4,
    max_players=4,
    picture="games/okey.svg",
)
