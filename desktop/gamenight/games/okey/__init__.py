"""Okey: sets and runs of tiles, four seats, finishing on the indicator."""
from gamenight.core.options import Option
from gamenight.core.registry import built_game
from gamenight.core.seats import partners_opposite

GAME = built_game(
    "okey", "Okey",
    "The Turkish tile game: build sets and runs, finish on the indicator.",
    players=(4, 4, 4), screen_class="OkeyScreen",
    options=(
        Option("start_points", "Start points", "int", 20, "Points each player starts with.", minimum=5, maximum=21),
        Option("gosterge", "Gosterge", "bool", True,
               "A player holding the indicator's twin may show it before their first move; the others lose 1."),
        Option("okeys_pair", "Two okeys pair", "bool", True, "In seven pairs, the two okeys make a pair."),
        Option("colour_doubling", "Colour doubling", "bool", False, "A red or black indicator doubles the losses."),
        Option("pairs", "Pairs", "bool", False, "Partners sit opposite and share their points."),
    ),
    teams=lambda options, players: partners_opposite(players) if options["pairs"] else (),
)
