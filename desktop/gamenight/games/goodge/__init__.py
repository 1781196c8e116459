"""The Goodge Rules: not built yet. The launcher lists it and says so."""
from gamenight.core.registry import GameInfo

GAME = GameInfo(
    id="goodge",
    name="The Goodge Rules",
    blurb="Bid, name trump among five suits and chase the Crown.",
    min_players=3,
    max_players=4,
    picture="games/goodge.svg",
)
