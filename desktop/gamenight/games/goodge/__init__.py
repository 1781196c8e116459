"""The Goodge Rules: bid, take the stash, name trump among five suits and chase the Crown."""
from gamenight.core.options import Option
from gamenight.core.registry import built_game

GAME = built_game(
    "goodge", "The Goodge Rules",
    "Bid, name trump among five suits and chase the Crown.",
    players=(3, 4, 4), screen_class="GoodgeScreen",
    options=(
        Option("one_high", "1 ranks high", "bool", False,
               "The 1 of each suit ranks above the 10 (the Crown stays highest)."),
        Option("target", "Game to", "choice", 500, "The game ends after a round in which someone has this many points.",
               choices=((500, "500 points"), (1000, "1000 points"))),
    ),
)
