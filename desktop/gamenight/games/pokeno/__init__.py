"""Super Pokeno Bonus: dice set the draw and a bonus hand; cover called cards, score poker hands."""
from gamenight.core.options import Option
from gamenight.core.registry import built_game, live_caller_option

GAME = built_game(
    "pokeno", "Super Pokeno Bonus",
    "Dice set the draw and a bonus hand; cover cards, score poker hands.",
    players=(2, 24, 4), screen_class="PokenoScreen",
    options=(
        live_caller_option("Who rolls and draws: the app, or a live caller whose dice and cards you enter by touch.",
                           "The app rolls and draws", "Live caller: enter dice and cards"),
        Option("everyone_calls", "Everyone calls once", "bool", False,
               "With more than 5 players, play one counted round per player so everyone is caller once."),
    ),
)
