"""Why the hard Okey bot chose what it did, in a player's words (the hint's reason).

Each sentence reports a figure the bot weighed: the tiles a hand holds in sets and runs (or its
pairs, when the bot counted the hand by pairs), the unseen tiles that would complete it, and in
how many of the futures it sampled the hand left would win.
"""
from __future__ import annotations

from collections.abc import Sequence

from gamenight.games.okey.futures import HORIZON, NEVER, first_win
from gamenight.games.okey.hand import best_arrangement, count_faces, pairs_count
from gamenight.games.okey.tiles import Tile, tile_label


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def holding(tiles: Sequence[Tile], okey, okeys_pair: bool, pairs_from: int, pairs_weight: float) -> str:
    """What a hand holds, as the bot counts it: tiles in sets and runs, or pairs when those count
    more (from `pairs_from` pairs on, each worth `pairs_weight`)."""
    counts, wilds = count_faces(tiles, okey)
    placed = best_arrangement(counts, wilds)[0]
    pairs = pairs_count(counts, wilds, okeys_pair)
    if pairs >= pairs_from and pairs_weight * pairs > placed:
        return _plural(pairs, "pair")
    return f"{_plural(placed, 'tile')} in sets and runs"


def completing(rest: Sequence[Tile], unseen: Sequence[Tile], okey, okeys_pair: bool) -> int:
    """How many of the unseen tiles would complete `rest` (14 tiles) if drawn next."""
    return sum(first_win(list(rest), [tile], okey, okeys_pair) == 1 for tile in unseen)


def discard_reason(rest: Sequence[Tile], unseen: Sequence[Tile], futures: Sequence[list[Tile]], okey,
                   okeys_pair: bool, kept: str) -> str:
    """The reason for a discard: what the 14 tiles left hold (`kept`, see `holding`), the unseen
    tiles that complete them, and the sampled futures in which they win."""
    outs = completing(rest, unseen, okey, okeys_pair)
    parts = [f"It keeps {kept}",
             f"{outs} of the {len(unseen)} tiles you have not seen would complete your hand" if outs
             else "no single tile completes your hand yet"]
    if futures:
        waits = [first_win(list(rest), list(future), okey, okeys_pair) for future in futures]
        won = [wait for wait in waits if wait < NEVER]
        if won:
            parts.append(f"it could win within {HORIZON} draws in {len(won)} of {len(futures)} sampled futures "
                         f"(after {sum(won) / len(won):.0f} draws on average)")
        else:
            parts.append(f"it wins within {HORIZON} draws in none of {len(futures)} sampled futures yet")
    return "; ".join(parts) + "."


def take_reason(top: Tile, with_top: str, taken: float, expected: float, took: bool, wins: bool) -> str:
    """The reason for taking the left discard `top`, or for drawing instead: the hand with it
    (`with_top`, see `holding`; `taken` its score; `wins` when it completes the hand) against a
    stock draw's average score."""
    if wins:
        return f"The {tile_label(top)} completes your hand: {with_top}."
    if took:
        return (f"With the {tile_label(top)} your hand holds {with_top}, worth {taken:.0f}; "
                f"a stock draw is worth {expected:.1f} on average.")
    return (f"The {tile_label(top)} would make it {with_top}, worth {taken:.0f}; "
            f"a stock draw is worth {expected:.1f} on average.")


def hold_reason(outs: int, unseen: int, stock_left: int) -> str:
    """The reason for keeping a winning hand on the rack: the draws that would let the okey
    itself be laid on the indicator."""
    return (f"Your hand already wins, but {outs} of the {unseen} tiles you have not seen would let you "
            f"finish with the okey, which costs the others twice as much, and the stock still holds "
            f"{stock_left} tiles.")


FINISH_REASON = "The 14 tiles left win the round."
OKEY_FINISH_REASON = "Laying the okey on the indicator costs the others twice as much as a plain finish."
SHOW_REASON = ("You hold the indicator's twin: showing it before your first move costs each other player "
               "1 point.")
DECLINE_REASON = "The left discard does not complete your hand; leaving it ends the round and nobody loses."
