"""The Goodge Rules: bid, take the stash, name trump among five suits and chase the Crown.
The engine and bots are here; the screen is not built yet."""
from gamenight.core.options import Option
from gamenight.core.registry import GameInfo
from gamenight.games.goodge.actions import CODEC
from gamenight.games.goodge.bots import EasyGoodgeBot, NormalGoodgeBot
from gamenight.games.goodge.hard import HardGoodgeBot
from gamenight.games.goodge.rules import GoodgeState

GAME = GameInfo(
    id="goodge",
    name="The Goodge Rules",
    blurb="Bid, name trump among five suits and chase the Crown.",
    min_players=3,
    max_players=4,
    default_players=4,
    picture="games/goodge.svg",
    options=(
        Option("one_high", "1 ranks high", "bool", False,
               "The 1 of each suit ranks above the 10 (the Crown stays highest)."),
        Option("target", "Game to", "choice", 500, "The game ends after a round in which someone has this many points.",
               choices=((500, "500 points"), (1000, "1000 points"))),
    ),
    new_state=GoodgeState,
    codec=CODEC,
    bots={"easy": EasyGoodgeBot, "normal": NormalGoodgeBot, "hard": HardGoodgeBot},
)
