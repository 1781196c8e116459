"""The engine and bots of jokers, loaded by the registry when the game is first played (see
`GameInfo.engine`)."""
from gamenight.games.jokers.actions import CODEC, ChooseFirst, ComeOut, Discard, JokerMove, Move, Split
from gamenight.games.jokers.bots import EasyJokersBot, HardJokersBot, NormalJokersBot
from gamenight.games.jokers.rules import JokersState

NEW_STATE = JokersState
BOTS = {"easy": EasyJokersBot, "normal": NormalJokersBot, "hard": HardJokersBot}
PUBLIC_KINDS = (ChooseFirst, ComeOut, Move, Split, JokerMove, Discard)  # not Shuffle: the stock's order
__all__ = ["BOTS", "CODEC", "NEW_STATE", "PUBLIC_KINDS"]
