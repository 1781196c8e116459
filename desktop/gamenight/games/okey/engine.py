"""The engine and bots of okey, loaded by the registry when the game is first played (see
`GameInfo.engine`)."""
from gamenight.games.okey.bots import EasyOkeyBot, HardOkeyBot, NormalOkeyBot
from gamenight.games.okey.rules import (
    CODEC,
    DeclineDiscard,
    Discard,
    DrawStock,
    Finish,
    OkeyState,
    ShowIndicator,
    TakeDiscard,
)

NEW_STATE = OkeyState
BOTS = {"easy": EasyOkeyBot, "normal": NormalOkeyBot, "hard": HardOkeyBot}
PUBLIC_KINDS = (ShowIndicator, DrawStock, TakeDiscard, Discard, Finish, DeclineDiscard)  # not Deal: the tiles' order
__all__ = ["BOTS", "CODEC", "NEW_STATE", "PUBLIC_KINDS"]
