"""The engine and bots of pokeno, loaded by the registry when the game is first played (see
`GameInfo.engine`)."""
from gamenight.core.bots import RandomBot
from gamenight.games.pokeno.rules import CODEC, ChooseBoard, Dice, Draw, PokenoState

NEW_STATE = PokenoState
BOTS = {"easy": RandomBot}
PUBLIC_KINDS = (ChooseBoard, Dice, Draw)
__all__ = ["BOTS", "CODEC", "NEW_STATE", "PUBLIC_KINDS"]
