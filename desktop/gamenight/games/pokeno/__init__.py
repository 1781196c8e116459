"""Super Pokeno Bonus: not built yet. The launcher lists it and says so."""
from gamenight.core.registry import GameInfo

GAME = GameInfo(
    id="pokeno",
    name="Super Pokeno Bonus",
    blurb="Dice set the draw and a bonus hand; cover cards, score poker hands.",
    min_players=2,
    max_players=12,
    picture="games/pokeno.svg",
)
