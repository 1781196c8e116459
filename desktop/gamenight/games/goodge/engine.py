"""The engine and bots of goodge, loaded by the registry when the game is first played (see
`GameInfo.engine`)."""
from gamenight.games.goodge.actions import CODEC, Bid, Claim, FirstDealer, NameTrump, Pass, Play
from gamenight.games.goodge.bots import EasyGoodgeBot, NormalGoodgeBot
from gamenight.games.goodge.hard import HardGoodgeBot
from gamenight.games.goodge.rules import GoodgeState

NEW_STATE = GoodgeState
BOTS = {"easy": EasyGoodgeBot, "normal": NormalGoodgeBot, "hard": HardGoodgeBot}
PUBLIC_KINDS = (FirstDealer, Bid, Pass, NameTrump, Play, Claim)  # not PutBack: the stash is hidden
__all__ = ["BOTS", "CODEC", "NEW_STATE", "PUBLIC_KINDS"]
