"""Why the hard Okey bot chose what it did, in a player's words (the hint's reason).

Each sentence reports a figure the bot weighed: the tiles a hand holds in sets and runs (or its
pairs, when the bot counted the hand by pairs), the unseen tiles that would complete it, and in
how many of the futures it sampled the hand left would win. Every reason is one whole sentence
for the translator (a discard's has a version for each case), with the hand's holding and a
tile's name in blanks.
"""
from __future__ import annotations

from collections.abc import Sequence

from gamenight.core.words import Number, Words, words
from gamenight.games.okey.futures import HORIZON, NEVER, first_win
from gamenight.games.okey.hand import best_arrangement, count_faces, pairs_count
from gamenight.games.okey.tiles import Tile, tile_label

IN_MELDS = words("okey", "%n tile(s) in sets and runs")
IN_PAIRS = words("okey", "%n pair(s)")

KEEPS = {  # (a single tile would complete the hand, the sampled futures: None, "won" or "none won")
    (True, None): words("okey", "It keeps {kept}; {outs} of the {unseen} tiles you have not seen would complete "
                                "your hand."),
    (False, None): words("okey", "It keeps {kept}; no single tile completes your hand yet."),
    (True, "won"): words("okey", "It keeps {kept}; {outs} of the {unseen} tiles you have not seen would complete "
                                 "your hand; it could win within {draws} draws in {won} of {futures} sampled "
                                 "futures (after {wait} draws on average)."),
    (False, "won"): words("okey", "It keeps {kept}; no single tile completes your hand yet; it could win within "
                                  "{draws} draws in {won} of {futures} sampled futures (after {wait} draws on "
                                  "average)."),
    (True, "none won"): words("okey", "It keeps {kept}; {outs} of the {unseen} tiles you have not seen would "
                                      "complete your hand; it wins within {draws} draws in none of {futures} "
                                      "sampled futures yet."),
    (False, "none won"): words("okey", "It keeps {kept}; no single tile completes your hand yet; it wins within "
                                       "{draws} draws in none of {futures} sampled futures yet."),
}
"""A discard's reason, one whole sentence for each case."""

TAKE_WINS = words("okey", "The {tile} completes your hand: {holding}.")
TAKE_BETTER = words("okey", "With the {tile} your hand holds {holding}, worth {worth}; a stock draw is worth "
                            "{draw} on average.")
DRAW_BETTER = words("okey", "The {tile} would make it {holding}, worth {worth}; a stock draw is worth {draw} on "
                            "average.")
HOLD_REASON = words("okey", "Your hand already wins, but {outs} of the {unseen} tiles you have not seen would let "
                            "you finish with the okey, which costs the others twice as much, and the stock still "
                            "holds %n tile(s).")
FINISH_REASON = words("okey", "The 14 tiles left win the round.")
OKEY_FINISH_REASON = words("okey", "Laying the okey on the indicator costs the others twice as much as a plain "
                                   "finish.")
SHOW_REASON = words("okey", "You hold the indicator's twin: showing it before your first move costs each other "
                            "player 1 point.")
DECLINE_REASON = words("okey", "The left discard does not complete your hand; leaving it ends the round and "
                               "nobody loses.")


def holding(tiles: Sequence[Tile], okey, okeys_pair: bool, pairs_from: int, pairs_weight: float) -> Words:
    """What a hand holds, as the bot counts it: tiles in sets and runs, or pairs when those count
    more (from `pairs_from` pairs on, each worth `pairs_weight`)."""
    counts, wilds = count_faces(tiles, okey)
    placed = best_arrangement(counts, wilds)[0]
    pairs = pairs_count(counts, wilds, okeys_pair)
    if pairs >= pairs_from and pairs_weight * pairs > placed:
        return IN_PAIRS(n=pairs)
    return IN_MELDS(n=placed)


def completing(rest: Sequence[Tile], unseen: Sequence[Tile], okey, okeys_pair: bool) -> int:
    """How many of the unseen tiles would complete `rest` (14 tiles) if drawn next."""
    return sum(first_win(list(rest), [tile], okey, okeys_pair) == 1 for tile in unseen)


def discard_reason(rest: Sequence[Tile], unseen: Sequence[Tile], futures: Sequence[list[Tile]], okey,
                   okeys_pair: bool, kept: Words) -> Words:
    """The reason for a discard: what the 14 tiles left hold (`kept`, see `holding`), the unseen
    tiles that complete them, and the sampled futures in which they win."""
    outs = completing(rest, unseen, okey, okeys_pair)
    waits = [first_win(list(rest), list(future), okey, okeys_pair) for future in futures]
    won = [wait for wait in waits if wait < NEVER]
    case = None if not futures else "won" if won else "none won"
    return KEEPS[outs > 0, case](kept=kept, outs=outs, unseen=len(unseen), draws=HORIZON, won=len(won),
                                 futures=len(futures), wait=round(sum(won) / len(won)) if won else 0)


def take_reason(top: Tile, with_top: Words, taken: float, expected: float, took: bool, wins: bool) -> Words:
    """The reason for taking the left discard `top`, or for drawing instead: the hand with it
    (`with_top`, see `holding`; `taken` its score; `wins` when it completes the hand) against a
    stock draw's average score."""
    if wins:
        return TAKE_WINS(tile=tile_label(top), holding=with_top)
    sentence = TAKE_BETTER if took else DRAW_BETTER
    return sentence(tile=tile_label(top), holding=with_top, worth=round(taken), draw=Number(expected, 1))


def hold_reason(outs: int, unseen: int, stock_left: int) -> Words:
    """The reason for keeping a winning hand on the rack: the draws that would let the okey
    itself be laid on the indicator."""
    return HOLD_REASON(outs=outs, unseen=unseen, n=stock_left)
