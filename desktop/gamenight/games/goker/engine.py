"""The engine and bots of goker, loaded by the registry when the game is first played (see
`GameInfo.engine`)."""
from gamenight.games.goker.actions import CODEC, Ball, CallGoker, CoinFlip, Guess
from gamenight.games.goker.bots import EasyGokerBot, HardGokerBot, NormalGokerBot
from gamenight.games.goker.options import check_options
from gamenight.games.goker.rules import GokerState

NEW_STATE = GokerState
BOTS = {"easy": EasyGokerBot, "normal": NormalGokerBot, "hard": HardGokerBot}
OPTIONS_CHECK = check_options
PUBLIC_KINDS = (Ball, Guess, CallGoker, CoinFlip)  # not PlayCard: cards are played face down
__all__ = ["BOTS", "CODEC", "NEW_STATE", "OPTIONS_CHECK", "PUBLIC_KINDS"]
