"""Okey bots (they see only their own view).

- easy: finishes when it can, otherwise takes and discards at random (never an okey).
- normal: takes the left discard when it joins a set or run, discards the tile whose loss keeps
  the most tiles in sets and runs (never an okey), finishes as soon as it can, shows the
  indicator's twin.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from gamenight.core.actions import Action
from gamenight.core.bots import Bot
from gamenight.games.okey.hand import best_arrangement, count_faces
from gamenight.games.okey.rules import Discard, Finish, OkeyView, ShowIndicator, TakeDiscard
from gamenight.games.okey.tiles import Tile


def _placed(tiles: Sequence[Tile], okey) -> int:
    return best_arrangement(*count_faces(tiles, okey))[0]


def _is_okey(tile: Tile, okey) -> bool:
    return (tile.colour, tile.number) == okey


class EasyOkeyBot(Bot):
    level = "easy"

    def choose(self, view: OkeyView, legal: Sequence[Action], rng: random.Random) -> Action:
        for action in legal:
            if isinstance(action, (Finish, ShowIndicator)):
                return action
        discards = [a for a in legal if isinstance(a, Discard) and not _is_okey(a.tile, view.okey)]
        return rng.choice(discards or [a for a in legal if not isinstance(a, ShowIndicator)])


class NormalOkeyBot(Bot):
    level = "normal"

    def choose(self, view: OkeyView, legal: Sequence[Action], rng: random.Random) -> Action:
        for kind in (ShowIndicator, Finish):
            for action in legal:
                if isinstance(action, kind):
                    return action
        rack = list(view.rack)
        if TakeDiscard() in legal:
            top = view.tops[(view.seat - 1) % 4]
            if _placed(rack + [top], view.okey) > _placed(rack, view.okey):
                return TakeDiscard()
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:  # taking: the stock (or, when it is empty, let the round end)
            return next(a for a in legal if not isinstance(a, TakeDiscard))
        return max(discards, key=lambda action: self._keep_value(rack, action.tile, view))

    @staticmethod
    def _keep_value(rack: list[Tile], tile: Tile, view: OkeyView) -> tuple:
        """Higher is a better tile to throw: what the rest still holds together, then how lonely
        the tile is (no neighbours of its colour, no twins of its number)."""
        if _is_okey(tile, view.okey):
            return (-1, 0)
        rest = list(rack)
        rest.remove(tile)
        neighbours = sum(1 for other in rest if other != tile and (
            other.colour == tile.colour and abs(other.number - tile.number) <= 2 or other.number == tile.number))
        return (_placed(rest, view.okey), -neighbours)
