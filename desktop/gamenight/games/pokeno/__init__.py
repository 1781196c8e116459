"""Super Pokeno Bonus: dice set the draw and a bonus hand; cover called cards, score poker hands."""
from gamenight.core.options import Option
from gamenight.core.registry import built_game, live_caller_option
from gamenight.core.words import words

GAME = built_game(
    "pokeno", "Super Pokeno Bonus",
    words("pokeno", "Dice set the draw and a bonus hand; cover cards, score poker hands."),
    players=(2, 24, 4), screen_class="PokenoScreen",
    options=(
        live_caller_option(
            words("pokeno", "Who rolls and draws: the app, or a live caller whose dice and cards you enter by touch."),
            words("pokeno", "The app rolls and draws"), words("pokeno", "Live caller: enter dice and cards")),
        Option("everyone_calls", words("pokeno", "Everyone calls once"), "bool", False,
               words("pokeno", "With more than 5 players, play one counted round per player so everyone is caller once.")),  # noqa: E501
    ),
    sounds={"choose_board": "card_snap", "dice": "dice", "draw": "card_turn"},
)
