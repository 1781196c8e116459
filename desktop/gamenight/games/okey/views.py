"""What the table shows: how each round ended (`RoundResult`, its kind a `RoundEnd`) and what one
seat may see (`OkeyView`): its own rack, and everything public (the stock's size, the discard
stacks, the indicator, whose turn it is, the rounds played), never another rack or the stock's
order."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gamenight.core.words import Text, Words, words
from gamenight.games.okey.tiles import Tile


class RoundEnd(Enum):
    """How a round ended (the value is kept in records; `HOW` holds the words players read)."""

    SETS_AND_RUNS = "sets and runs"
    OKEY_FINISH = "okey finish"
    SEVEN_PAIRS = "seven pairs"
    SEVEN_PAIRS_OKEY = "seven pairs with okey finish"
    STOCK_OUT = "stock out"
    GOSTERGE = "gosterge"

    @property
    def pairs(self) -> bool:
        """The winning hand is seven pairs (shown in pairs rather than in sets and runs)."""
        return self in (RoundEnd.SEVEN_PAIRS, RoundEnd.SEVEN_PAIRS_OKEY)


HOW = {
    RoundEnd.SETS_AND_RUNS: words("okey", "sets and runs"),
    RoundEnd.OKEY_FINISH: words("okey", "okey finish"),
    RoundEnd.SEVEN_PAIRS: words("okey", "seven pairs"),
    RoundEnd.SEVEN_PAIRS_OKEY: words("okey", "seven pairs with okey finish"),
    RoundEnd.STOCK_OUT: words("okey", "stock out"),
    RoundEnd.GOSTERGE: words("okey", "gosterge"),
}


@dataclass(frozen=True)
class RoundResult:
    dealer: int
    winner: int | None
    kind: RoundEnd
    losses: tuple[int, ...]  # points each seat lost this round (gosterge included)
    hand: tuple[Tile, ...] = ()  # the winner's 14 tiles
    finish_tile: Tile | None = None  # the tile laid on the indicator
    indicator: Tile | None = None

    @property
    def how(self) -> Words:
        """How the round ended, in the players' words."""
        return HOW[self.kind]


@dataclass(frozen=True)
class OkeyView:
    seat: int
    rack: tuple[Tile, ...]
    indicator: Tile | None  # None between rounds
    okey: tuple[int, int] | None
    stock_left: int
    tops: tuple[Tile | None, ...]  # the top of every discard stack
    own_discards: tuple[Tile, ...]
    left_discards: tuple[Tile, ...]
    rack_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    taken: bool
    thrown: tuple[tuple[Tile, ...], ...]  # every tile each seat discarded this round
    picked: tuple[tuple[Tile, ...], ...]  # the discards each seat took
    okeys_pair: bool  # the house rule: two okeys make a pair
    discards: tuple[tuple[Tile, ...], ...] = ((),) * 4
    """Every seat's discard stack as it lies now, oldest first (public)."""
    turn: int | None = None  # whose turn it is; None between rounds
    dealer: int | None = None  # the dealer of the round in play
    turn_taken: bool = False  # the player to move has taken a tile and now discards
    results: tuple[RoundResult, ...] = ()  # every finished round, in order
    pairs: bool = False  # the Pairs option: partners sit opposite
    okey_name: Text | None = None
    """The okey in words with its colour's mark ("black 7 \u25cf"); None between rounds."""
