"""The engine and bots of okey, loaded by the registry when the game is first played (see
`GameInfo.engine`)."""
from gamenight.games.okey.bots import EasyOkeyBot, HardOkeyBot, NormalOkeyBot
from gamenight.games.okey.rules import CODEC, OkeyState

NEW_STATE = OkeyState
BOTS = {"easy": EasyOkeyBot, "normal": NormalOkeyBot, "hard": HardOkeyBot}
__all__ = ["BOTS", "CODEC", "NEW_STATE"]
