"""Goker: the points version of the bingo-with-cards game."""
from gamenight.core.options import Option
from gamenight.core.registry import HelpPage, built_game, live_caller_option
from gamenight.core.words import words

GAME = built_game(
    "goker", "Goker",
    words("goker", "A 75-ball bingo draw played with a deck of cards that carry bingo grids."),
    players=(2, 10, 3), screen_class="GokerScreen",
    options=(
        Option("deck", words("goker", "Deck"), "file", "",
               words("goker", "The built-in deck, or a deck file (for instance your physical deck, transcribed once)."),
               parse="gamenight.games.goker.deck:deck_file_value"),
        Option("cards", words("goker", "Cards"), "choice", "app",
               words("goker", "Deal the cards in the app, or play with a physical Goker deck."),
               choices=(("app", words("goker", "The app deals")),
                        ("table", words("goker", "Physical cards at the table")))),
        live_caller_option(words("goker", "Who draws the balls: the app, or a live caller whose numbers you tap in."),
                           words("goker", "The app draws"), words("goker", "Live caller: tap in the numbers")),
        Option("rapid_start", words("goker", "Rapid Start"), "bool", False,
               words("goker", "The first ball also marks every number with the same last digit.")),
        Option("wilds", words("goker", "Goker wild cards"), "choice", 0,
               words("goker", "Wild cards shuffled into the deck."),
               choices=((0, words("goker", "None")), (1, words("goker", "One")), (2, words("goker", "Two")))),
        Option("level1", words("goker", "Level 1 ends after call"), "int", 25, words("goker", "Multiple of 5."),
               minimum=5, maximum=75, step=5),
        Option("level2", words("goker", "Level 2 ends after call"), "int", 40, words("goker", "Multiple of 5."),
               minimum=5, maximum=75, step=5),
        Option("level3", words("goker", "Level 3 ends after call"), "int", 55,
               words("goker", "Multiple of 5; above 65 most cards fill up."),
               minimum=5, maximum=75, step=5),
        Option("guess_points", words("goker", "Points for a guess"), "int", 25,
               words("goker", "What a GOKER call scores."),
               minimum=5, maximum=100, step=5),
        Option("grace_seconds", words("goker", "Coin-flip grace (s)"), "int", 5,
               words("goker", "Seconds to call GOKER on a round's 5th ball before the coin flip ends."),
               minimum=0, maximum=30),
    ),
    logged=("ball",),
    sounds={"deal": "cards_deal", "ball": "ball_drop", "guess": "chip_drop", "goker": "wood_knock",
            "coin_flip": "coin_flip", "play_card": "card_snap"},
    help_pages=(HelpPage(words("goker", "&Goker pattern reference"),
                         "gamenight.games.goker.ui.pattern_reference:show_pattern_reference"),),
)
