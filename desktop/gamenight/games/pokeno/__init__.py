"""Super Pokeno Bonus: dice set the draw and a bonus hand; cover called cards, score poker hands."""
from gamenight.core.options import Option
from gamenight.core.registry import GameInfo

GAME = GameInfo(
    id="pokeno",
    name="Super Pokeno Bonus",
    blurb="Dice set the draw and a bonus hand; cover cards, score poker hands.",
    min_players=2,
    max_players=24,
    default_players=4,
    picture="games/pokeno.svg",
    built=True,
    options=(
        Option("draw", "Draw", "choice", "app",
               "Who rolls and draws: the app, or a live caller whose dice and cards you enter by touch.",
               choices=(("app", "The app rolls and draws"), ("external", "Live caller: enter dice and cards"))),
        Option("everyone_calls", "Everyone calls once", "bool", False,
               "With more than 5 players, play one counted round per player so everyone is caller once."),
    ),
    engine="gamenight.games.pokeno.engine",
    screen="gamenight.games.pokeno.ui.screen:PokenoScreen",
)
