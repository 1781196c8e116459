"""Jokers (Texas Good Sam marbles): a partnership race of marbles round a wooden board, moved
by cards."""
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
    built=True,
    new_state=JokersState,
    codec=CODEC,
    bots={"easy": EasyJokersBot, "normal": NormalJokersBot, "hard": HardJokersBot},
    screen="gamenight.games.jokers.ui.screen:JokersScreen",
    teams=lambda options, players: TEAMS,
)
