"""Sampled Goker futures, scored thousands at a time with NumPy: what the hard bot searches.

A future ("world") is one guess at what a seat cannot see: the other players' cards and the
order of the balls still to come. Worlds come in groups (`Worlds.pos` is worlds x inner x
balls): the inner futures of a world share every ball up to the next level end and differ only
after it, so the choice a player makes at that level end is judged without knowing the balls
that come later, as the player will have to make it.

The other players are modelled as the normal bot plays (the card worth most now, a wild last).
The scoring is `scoring.level_points` over arrays; the tests hold the two to the same results.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

import numpy as np

from gamenight.core.cards import JACK, standard_deck
from gamenight.games.goker.deck import Deck
from gamenight.games.goker.patterns import FREE, patterns
from gamenight.games.goker.scoring import BONUS, MULTIPLIERS

BALL_SLOTS = 76
"""Ball numbers index arrays directly; slot 0 is the free centre, always marked."""
MARKED = -1
"""A ball's place in the draw to come when it is already marked."""
CELL_WEIGHTS = 1 << np.arange(25, dtype=np.int64)


@dataclass(frozen=True)
class CardTable:
    """Every card of a deck and its wilds as arrays indexed by `Card.index`."""

    numbers: np.ndarray  # (cards, 25): the grid row by row, 0 at the centre and for a wild
    rank: np.ndarray
    suit: np.ndarray
    wild: np.ndarray
    multiplier: np.ndarray  # (3, cards): the card's multiplier in levels 1, 2 and 3

    @classmethod
    def of(cls, deck: Deck, wilds: int) -> CardTable:
        cards = standard_deck(wilds)
        numbers = np.zeros((len(cards), 25), dtype=np.intp)
        for card in cards:
            if not card.is_joker:
                numbers[card.index] = [number for row in deck.grid(card).numbers for number in row]
        face = np.array([card.rank >= JACK for card in cards])
        multiplier = np.array([np.where(face, MULTIPLIERS["face"][level], MULTIPLIERS["number"][level])
                               for level in range(3)], dtype=np.int64)
        return cls(numbers, np.array([card.rank for card in cards], dtype=np.int64),
                   np.array([int(card.suit or 0) for card in cards], dtype=np.int64),
                   np.array([card.is_joker for card in cards]), multiplier)


@dataclass(frozen=True)
class Worlds:
    """`opponents`: (worlds, other players, cards each) card indices, other players in seat
    order; `pos`: (worlds, inner, BALL_SLOTS) each ball's place in the draw to come."""

    opponents: np.ndarray
    pos: np.ndarray


def pattern_ranks(masks: np.ndarray) -> np.ndarray:
    """The rank of the best pattern each grid mask shows (0: none)."""
    masks = masks | FREE
    ranks = np.zeros(masks.shape, dtype=np.int64)
    for pattern in patterns():  # lowest first: a higher pattern shown overwrites a lower one
        shown = np.zeros(masks.shape, dtype=bool)
        for mask in pattern.masks:
            shown |= (masks & mask) == mask
        ranks[shown] = pattern.rank
    return ranks


_POINTS = np.array([0] + [pattern.points for pattern in patterns()], dtype=np.int64)


def ranks_at(table: CardTable, cards: np.ndarray, pos: np.ndarray, drawn: int) -> np.ndarray:
    """Pattern ranks of `cards` (rows x ...) once `drawn` more balls are drawn in each row's
    future `pos` (rows x BALL_SLOTS)."""
    numbers = table.numbers[cards]
    places = np.take_along_axis(pos, numbers.reshape(len(pos), -1), axis=1).reshape(numbers.shape)
    return pattern_ranks((places < drawn) @ CELL_WEIGHTS)


def card_points(table: CardTable, cards: np.ndarray, ranks: np.ndarray, level: int) -> np.ndarray:
    return np.where(table.wild[cards], 0, _POINTS[ranks] * table.multiplier[level - 1][cards])


def normal_picks(table: CardTable, cards: np.ndarray, ranks: np.ndarray, level: int) -> np.ndarray:
    """Which card (index along the last axis) a normal bot plays: most points now, then card
    rank, then suit; a wild only when nothing else is left."""
    key = card_points(table, cards, ranks, level) * 64 + table.rank[cards] * 4 + table.suit[cards]
    return np.argmax(np.where(table.wild[cards], -1, key), axis=-1)


def level_points(table: CardTable, cards: np.ndarray, ranks: np.ndarray, level: int) -> np.ndarray:
    """Each player's points for a level (rows x players), as `scoring.level_points` gives them."""
    wild = table.wild[cards]
    points = card_points(table, cards, ranks, level)
    strength = np.where(wild, -1, ranks * 64 + table.rank[cards] * 4 + table.suit[cards])
    winner = np.argmax(strength, axis=-1)[..., None]
    has_winner = (strength.max(axis=-1) >= 0)[..., None]
    is_winner = (np.arange(cards.shape[-1]) == winner) & has_winner
    points = points + is_winner * BONUS[level - 1]
    wilds = wild.sum(axis=-1, keepdims=True)
    total = np.take_along_axis(points, winner, axis=-1)
    split = has_winner & (wilds > 0)
    points = np.where(split & is_winner, _round_up_10(total / 2), points)
    return np.where(split & wild, _round_up_10(total / 2 / np.maximum(wilds, 1)), points)


def _round_up_10(values: np.ndarray) -> np.ndarray:
    return (np.ceil(values / 10) * 10).astype(np.int64)


def _win_value(totals: np.ndarray) -> np.ndarray:
    """A win counts 1 (a tie shares it), my points a little (player 0 is me)."""
    top = totals.max(axis=-1)
    mine = totals[..., 0]
    return np.where(mine == top, 1.0 / (totals == top[..., None]).sum(axis=-1), 0.0) + mine / 10_000


def card_values(table: CardTable, hand: list[int], scores: list[int], level: int, drawn: list[int],
                worlds: Worlds) -> np.ndarray:
    """How good each card of `hand` is to play now in each world (cards x worlds: a win
    counting 1, a tie sharing it, my points a little, averaged over the world's inner futures).
    The cards I keep are played in the order that is best over a world's inner futures; the
    others play as the normal bot. `scores`: mine first, then the others' in seat order;
    `drawn[j]`: balls still to come by the (j + 1)-th level end after this one."""
    count, inner = worlds.pos.shape[:2]
    outer = worlds.pos[:, 0]
    flat = worlds.pos.reshape(count * inner, BALL_SLOTS)
    mine = np.broadcast_to(np.array(hand), (count, len(hand)))
    balls = [0, *drawn]  # at each level end from now on
    last = len(hand) - 1  # levels are counted from now: 0 .. last

    their, theirs_played = worlds.opponents, []
    for step in range(last):
        ranks = ranks_at(table, their, outer, balls[step])
        picks = normal_picks(table, their, ranks, level + step)[..., None]
        theirs_played.append((np.take_along_axis(their, picks, axis=-1)[..., 0],
                              np.take_along_axis(ranks, picks, axis=-1)[..., 0]))
        their = _without(their, picks)
    their_last = np.repeat(their[..., 0], inner, axis=0)
    their_last_ranks = ranks_at(table, their_last, flat, balls[last])
    my_ranks = [ranks_at(table, mine, outer, balls[step]) for step in range(last)]
    my_last = np.repeat(mine, inner, axis=0)
    my_last_ranks = ranks_at(table, my_last, flat, balls[last])

    def points(step: int, card: int) -> np.ndarray:
        played, played_ranks = theirs_played[step]
        return level_points(table, np.concatenate([mine[:, [card]], played], axis=1),
                            np.concatenate([my_ranks[step][:, [card]], played_ranks], axis=1), level + step)

    def last_points(card: int) -> np.ndarray:
        return level_points(table, np.concatenate([my_last[:, [card]], their_last], axis=1),
                            np.concatenate([my_last_ranks[:, [card]], their_last_ranks], axis=1), level + last)

    start = np.array(scores, dtype=np.int64)
    values = []
    for first in range(len(hand)):
        so_far = start + points(0, first)
        best = None
        for order in itertools.permutations([card for card in range(len(hand)) if card != first]):
            totals = so_far + sum((points(step, card) for step, card in enumerate(order[:-1], start=1)),
                                  np.zeros_like(so_far))
            finals = np.repeat(totals, inner, axis=0) + last_points(order[-1])
            wins = _win_value(finals).reshape(count, inner).mean(axis=1)
            best = wins if best is None else np.maximum(best, wins)
        values.append(best)
    return np.array(values)


def world_weights(worlds: Worlds, unseen: list[int], allowed: list[list[bool]], surprise: float) -> np.ndarray:
    """Each world's weight by how well it explains the other players' plays: `surprise` to the
    power of the cards it deals a player that the player is not `allowed` to hold (aligned with
    `unseen`, other players in seat order, as for `sample_worlds`)."""
    holdable = np.ones((len(allowed), max([*unseen, int(worlds.opponents.max(initial=0))]) + 1), dtype=bool)
    holdable[:, unseen] = np.array(allowed, dtype=bool).reshape(len(allowed), len(unseen))
    held = holdable[np.arange(len(allowed))[:, None], worlds.opponents]  # (worlds, others, cards each)
    return surprise ** (~held).sum(axis=(1, 2))


def _without(cards: np.ndarray, picks: np.ndarray) -> np.ndarray:
    """`cards` (..., k) without the picked one of each row: (..., k - 1), order kept."""
    keep = np.arange(cards.shape[-1]) != picks
    return cards[keep].reshape(*cards.shape[:-1], cards.shape[-1] - 1)


def sample_worlds(rng: random.Random, unseen: list[int], allowed: list[list[bool]], cards_each: int,
                  marked: frozenset[int], next_end: int, count: int, inner: int) -> Worlds:
    """`count` worlds of `inner` futures each, from `rng` alone (so a seed replays them).

    Each other player gets `cards_each` of the `unseen` cards, those it is `allowed` to hold
    first (a card not allowed only if too few are). The balls not yet `marked` come in a random
    order; a world's inner futures share the balls up to `next_end` more."""
    others = len(allowed)
    keys = _uniform(rng, (count, len(unseen)))
    taken = np.zeros_like(keys, dtype=bool)
    hands = np.empty((count, others, cards_each), dtype=np.intp)
    for other, may_hold in enumerate(allowed):
        order = np.argsort(keys + ~np.array(may_hold) + 2 * taken, axis=1)[:, :cards_each]
        hands[:, other] = np.array(unseen)[order]
        np.put_along_axis(taken, order, True, axis=1)
    pool = np.array([number for number in range(1, BALL_SLOTS) if number not in marked])
    places = _places_of(_uniform(rng, (count, len(pool))))
    if inner > 1:
        shared = (places < next_end)[:, None, :]
        places = _places_of(_uniform(rng, (count, inner, len(pool))) - shared)
    else:
        places = places[:, None, :]
    pos = np.full((count, inner, BALL_SLOTS), MARKED, dtype=np.intp)
    pos[..., pool] = places
    return Worlds(hands, pos)


def _uniform(rng: random.Random, shape: tuple[int, ...]) -> np.ndarray:
    size = int(np.prod(shape))
    return np.frombuffer(rng.randbytes(4 * size), dtype=np.uint32).reshape(shape) / 2.0 ** 32


def _places_of(keys: np.ndarray) -> np.ndarray:
    """Each item's place when the items are sorted by `keys` (along the last axis)."""
    places = np.empty(keys.shape, dtype=np.intp)
    np.put_along_axis(places, np.argsort(keys, axis=-1), np.arange(keys.shape[-1]), axis=-1)
    return places
