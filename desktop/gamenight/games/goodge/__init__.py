"""The Goodge Rules: bid, take the stash, name trump among five suits and chase the Crown."""
from gamenight.core.options import Option
from gamenight.core.registry import built_game
from gamenight.core.words import words

GAME = built_game(
    "goodge", "The Goodge Rules",
    words("goodge", "Bid, name trump among five suits and chase the Crown."),
    players=(3, 4, 4), screen_class="GoodgeScreen",
    options=(
        Option("one_high", words("goodge", "1 ranks high"), "bool", False,
               words("goodge", "The 1 of each suit ranks above the 10 (the Crown stays highest).")),
        Option("target", words("goodge", "Game to"), "choice", 500,
               words("goodge", "The game ends after a round in which someone has this many points."),
               choices=((500, words("goodge", "500 points")), (1000, words("goodge", "1000 points")))),
    ),
    sounds={"first_dealer": "card_turn", "deal": "cards_deal", "bid": "wood_knock", "pass": "felt_tap",
            "put_back": "card_snap", "name_trump": "wood_knock", "play": "card_snap", "claim": "cards_gather"},
)
