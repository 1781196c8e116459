"""Okey: sets and runs of tiles, four seats, finishing on the indicator."""
from gamenight.core.options import Option
from gamenight.core.registry import GameInfo
from gamenight.core.seats import partners_opposite

GAME = GameInfo(
    id="okey",
    name="Okey",
    blurb="The Turkish tile game: build sets and runs, finish on the indicator.",
    min_players=4,
    max_players=4,
    default_players=4,
    picture="games/okey.svg",
    built=True,
    options=(
        Option("start_points", "Start points", "int", 20, "Points each player starts with.", minimum=5, maximum=21),
        Option("gosterge", "Gosterge", "bool", True,
               "A player holding the indicator's twin may show it before their first move; the others lose 1."),
        Option("okeys_pair", "Two okeys pair", "bool", True, "In seven pairs, the two okeys make a pair."),
        Option("colour_doubling", "Colour doubling", "bool", False, "A red or black indicator doubles the losses."),
        Option("pairs", "Pairs", "bool", False, "Partners sit opposite and share their points."),
    ),
    engine="gamenight.games.okey.engine",
    screen="gamenight.games.okey.ui.screen:OkeyScreen",
    teams=lambda options, players: partners_opposite(players) if options["pairs"] else (),
)
