"""Jokers (Texas Good Sam marbles): the engine and bots; no screen yet, so the launcher lists
it as not built, while `gamenight sim jokers` already plays it headlessly."""
from gamenight.core.registry import GameInfo
from gamenight.games.jokers.actions import CODEC
from gamenight.games.jokers.bots import EasyJokersBot, HardJokersBot, NormalJokersBot
from gamenight.games.jokers.rules import JokersState
from gamenight.games.jokers.track import TEAMS

GAME = GameInfo(
    id="jokers",
    name="Jokers",
    blurb="A partnership marble race with cards (Texas Good Sam rules).",
    min_players=4,
    max_players=4,
    default_players=4,
    picture="games/jokers.svg",
    new_state=JokersState,
    codec=CODEC,
    bots={"easy": EasyJokersBot, "normal": NormalJokersBot, "hard": HardJokersBot},
    teams=lambda options, players: TEAMS,
)
