"""Goker: the points version of the bingo-with-cards game."""
from gamenight.core.options import Option
from gamenight.core.registry import HelpPage, built_game, live_caller_option

GAME = built_game(
    "goker", "Goker",
    "A 75-ball bingo draw played with a deck of cards that carry bingo grids.",
    players=(2, 10, 3), screen_class="GokerScreen",
    options=(
        Option("deck", "Deck", "file", "",
               "The built-in deck, or a deck file (for instance your physical deck, transcribed once).",
               parse="gamenight.games.goker.deck:deck_file_value"),
        Option("cards", "Cards", "choice", "app", "Deal the cards in the app, or play with a physical Goker deck.",
               choices=(("app", "The app deals"), ("table", "Physical cards at the table"))),
        live_caller_option("Who draws the balls: the app, or a live caller whose numbers you tap in.",
                           "The app draws", "Live caller: tap in the numbers"),
        Option("rapid_start", "Rapid Start", "bool", False,
               "The first ball also marks every number with the same last digit."),
        Option("wilds", "Goker wild cards", "choice", 0, "Wild cards shuffled into the deck.",
               choices=((0, "None"), (1, "One"), (2, "Two"))),
        Option("level1", "Level 1 ends after call", "int", 25, "Multiple of 5.", minimum=5, maximum=75, step=5),
        Option("level2", "Level 2 ends after call", "int", 40, "Multiple of 5.", minimum=5, maximum=75, step=5),
        Option("level3", "Level 3 ends after call", "int", 55, "Multiple of 5; above 65 most cards fill up.",
               minimum=5, maximum=75, step=5),
        Option("guess_points", "Points for a guess", "int", 25, "What a GOKER call scores.",
               minimum=5, maximum=100, step=5),
        Option("grace_seconds", "Coin-flip grace (s)", "int", 5,
               "Seconds to call GOKER on a round's 5th ball before the coin flip ends.", minimum=0, maximum=30),
    ),
    logged=("ball",),
    help_pages=(HelpPage("&Goker pattern reference",
                         "gamenight.games.goker.ui.pattern_reference:show_pattern_reference"),),
)
