"""The engine and bots of jokers, loaded by the registry when the game is first played (see
`GameInfo.engine`)."""
from gamenight.games.jokers.actions import CODEC
from gamenight.games.jokers.bots import EasyJokersBot, HardJokersBot, NormalJokersBot
from gamenight.games.jokers.rules import JokersState

NEW_STATE = JokersState
BOTS = {"easy": EasyJokersBot, "normal": NormalJokersBot, "hard": HardJokersBot}
__all__ = ["BOTS", "CODEC", "NEW_STATE"]
