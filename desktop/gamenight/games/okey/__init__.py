"""Okey: sets and runs of tiles, four seats, finishing on the indicator."""
from gamenight.core.options import Option
from gamenight.core.registry import built_game
from gamenight.core.seats import partners_opposite
from gamenight.core.words import words

GAME = built_game(
    "okey", "Okey",
    words("okey", "The Turkish tile game: build sets and runs, finish on the indicator."),
    players=(4, 4, 4), screen_class="OkeyScreen",
    options=(
        Option("start_points", words("okey", "Start points"), "int", 20,
               words("okey", "Points each player starts with."), minimum=5, maximum=21),
        Option("gosterge", words("okey", "Gosterge"), "bool", True,
               words("okey", "A player holding the indicator's twin may show it before their first move; the others lose 1.")),  # noqa: E501
        Option("okeys_pair", words("okey", "Two okeys pair"), "bool", True,
               words("okey", "In seven pairs, the two okeys make a pair.")),
        Option("colour_doubling", words("okey", "Colour doubling"), "bool", False,
               words("okey", "A red or black indicator doubles the losses.")),
        Option("pairs", words("okey", "Pairs"), "bool", False,
               words("okey", "Partners sit opposite and share their points.")),
    ),
    teams=lambda options, players: partners_opposite(players) if options["pairs"] else (),
    sounds={"show_indicator": "tile_show", "draw_stock": "tile_draw", "take_discard": "tile_draw",
            "discard": "tile_clack", "finish": "tile_slam", "decline_discard": "felt_tap"},
)
