"""Jokers: not built yet. The launcher lists it and says so."""
from gamenight.core.registry import GameInfo

GAME = GameInfo(
    id="jokers",
    name="Jokers",
    blurb="A partnership marble race with cards (Texas Good Sam rules).",
    min_players=4,
    max_players=4,
    picture="games/jokers.svg",
)
