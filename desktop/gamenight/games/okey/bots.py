"""Okey bots (they see only their own view).

- easy: a beginner: finishes when it can, keeps the tiles of its sets and runs and throws a
  loose tile at random, takes a discard only when it completes a meld (see EasyOkeyBot).
- normal: takes the left discard when it joins a set or run, discards the tile whose loss keeps
  the most tiles in sets and runs (never an okey), finishes as soon as it can, shows the
  indicator's twin.
- hard: see HardOkeyBot.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import cast

from gamenight.core.actions import Action
from gamenight.core.bots import Advice, Bot
from gamenight.core.seats import next_seat, previous_seat
from gamenight.core.words import Text, Words
from gamenight.games.okey.advice import (
    DECLINE_REASON,
    FINISH_REASON,
    OKEY_FINISH_REASON,
    SHOW_REASON,
    discard_reason,
    hold_reason,
    holding,
    take_reason,
)
from gamenight.games.okey.arrange import melds_of
from gamenight.games.okey.futures import FUTURES, sample_futures, soonest
from gamenight.games.okey.hand import best_arrangement, count_faces, is_sets_and_runs, is_seven_pairs, pairs_count, slot
from gamenight.games.okey.rules import DeclineDiscard, Discard, Finish, OkeyView, ShowIndicator, TakeDiscard
from gamenight.games.okey.tiles import Tile, all_tiles, face


def _okey(view: OkeyView) -> tuple[int, int]:
    """The okey's face: bots are asked only during a round, when there is one."""
    return cast("tuple[int, int]", view.okey)


def _placed(tiles: Sequence[Tile], okey) -> int:
    return best_arrangement(*count_faces(tiles, okey))[0]


def is_okey(tile: Tile, okey) -> bool:
    return (tile.colour, tile.number) == okey


class EasyOkeyBot(Bot):
    """A beginner: keeps every tile of a set or run on its rack and throws one of the loose tiles
    at random (never an okey while it has another), without looking ahead; takes the left discard
    only when it completes a new set or run."""

    level = "easy"

    def choose(self, view: OkeyView, legal: Sequence[Action], rng: random.Random) -> Action:
        for action in legal:
            if isinstance(action, (Finish, ShowIndicator)):
                return action
        rack = list(view.rack)
        if TakeDiscard() in legal:
            top = cast(Tile, view.tops[previous_seat(view.seat, 4)])  # there is a discard to take
            if _placed([*rack, top], view.okey) >= _placed(rack, view.okey) + 3:
                return TakeDiscard()
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:  # taking: the stock (or, when it is empty, let the round end)
            return next(a for a in legal if not isinstance(a, TakeDiscard))
        _, loose = melds_of(rack, _okey(view))
        plain = [tile for tile in loose if not is_okey(tile, view.okey)]
        if plain:
            return Discard(rng.choice(plain))
        return max(discards, key=lambda action: (not is_okey(action.tile, view.okey),
                                                 _placed([t for t in rack if t != action.tile], view.okey)))


class NormalOkeyBot(Bot):
    level = "normal"

    def choose(self, view: OkeyView, legal: Sequence[Action], rng: random.Random) -> Action:
        for kind in (ShowIndicator, Finish):
            for action in legal:
                if isinstance(action, kind):
                    return action
        rack = list(view.rack)
        if TakeDiscard() in legal:
            top = cast(Tile, view.tops[previous_seat(view.seat, 4)])  # there is a discard to take
            if _placed([*rack, top], view.okey) > _placed(rack, view.okey):
                return TakeDiscard()
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:  # taking: the stock (or, when it is empty, let the round end)
            return next(a for a in legal if not isinstance(a, TakeDiscard))
        return max(discards, key=lambda action: self._keep_value(rack, action.tile, view))

    @staticmethod
    def _keep_value(rack: list[Tile], tile: Tile, view: OkeyView) -> tuple:
        """Higher is a better tile to throw: what the rest still holds together, then how lonely
        the tile is (no neighbours of its colour, no twins of its number)."""
        if is_okey(tile, view.okey):
            return (-1, 0)
        rest = list(rack)
        rest.remove(tile)
        neighbours = sum(1 for other in rest if other != tile and (
            (other.colour == tile.colour and abs(other.number - tile.number) <= 2) or other.number == tile.number))
        return (_placed(rest, view.okey), -neighbours)


# -- hard ----------------------------------------------------------------------------------------
WIN_BONUS = 6.0  # a draw that wins is worth this much more than its tiles in melds
FEED_WEIGHT = 0.05  # per sign that the right neighbour collects what a discard would give it (a tie-break)
PAIRS_FROM = 5  # pairs count towards a hand only from this many (seven pairs is a long road)
PAIRS_WEIGHT = 2.0
HOLD_STOCK = 20  # hold a plain win for an okey finish only while the stock has this many tiles
HOLD_CHANCE = 0.08  # ... and each draw turns it into an okey finish this often
SHORTLIST = 4  # the best discards by one draw ahead that the futures compare


def unseen_tiles(view: OkeyView) -> list[Tile]:
    """Tiles this seat has not seen: not on its rack, not the indicator, never discarded."""
    seen = set(view.rack) | {view.indicator}
    for stack in view.thrown:
        seen.update(stack)
    return [tile for tile in all_tiles() if tile not in seen]


def _hand_score(counts, wilds, okeys_pair: bool) -> float:
    """How good a 15-tile hand is: tiles held in melds (or in pairs), plus a bonus for a win."""
    placed = best_arrangement(counts, wilds)[0]
    pairs = pairs_count(counts, wilds, okeys_pair)
    score = max(min(placed, 14), PAIRS_WEIGHT * pairs if pairs >= PAIRS_FROM else 0)
    if placed >= 14 or pairs >= 7:
        score += WIN_BONUS
    return score


class HardOkeyBot(Bot):
    """Looks one draw ahead: each discard is judged by the hand it leaves and every tile that
    could come next, weighted by how many of that tile are still unseen (the discards, its rack
    and the indicator are counted out); of the four best, it throws the one whose rest would win
    soonest over sampled futures (see `futures`: the better two are judged on twice as many). It
    takes the left discard when that beats an average draw, keeps tiles its right neighbour is
    collecting, and holds a plain win for a while when many draws would turn it into an okey
    finish."""

    level = "hard"
    shortlist = SHORTLIST
    futures = FUTURES

    def choose(self, view: OkeyView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, legal, rng)[0]

    def advise(self, view: OkeyView, legal: Sequence[Action], rng: random.Random) -> Advice:
        action, futures = self.decide(view, legal, rng)
        return Advice(action, self.reason(view, legal, action, futures))

    def decide(self, view: OkeyView, legal: Sequence[Action],
               rng: random.Random) -> tuple[Action, list[list[Tile]]]:
        """The action, and the sampled futures a discard was judged on (none for other moves)."""
        for action in legal:
            if isinstance(action, ShowIndicator):
                return action, []
        unseen = unseen_tiles(view)
        rack = list(view.rack)
        finishes = [a for a in legal if isinstance(a, Finish)]
        if finishes:
            okey_finish = next((a for a in finishes if is_okey(a.tile, view.okey)), None)
            if okey_finish is not None:
                return okey_finish, []
            held = self._hold_for_okey_finish(view, rack, finishes, unseen)
            return held or finishes[0], []
        if not view.taken:
            return self._take(view, legal, rack, unseen), []
        discards = [a for a in legal if isinstance(a, Discard) and not is_okey(a.tile, view.okey)]
        discards = discards or [a for a in legal if isinstance(a, Discard)]
        draws = Counter(face(tile, _okey(view)) for tile in unseen)
        values = {action.tile: self._discard_value(view, rack, action.tile, draws) for action in discards}
        futures = sample_futures(unseen, rng, self.futures)
        options = sorted(values, key=lambda tile: -values[tile])[:self.shortlist]  # best first
        return Discard(soonest(rack, options, futures, _okey(view), view.okeys_pair)), futures

    def reason(self, view: OkeyView, legal: Sequence[Action], action: Action, futures: list[list[Tile]]) -> Text:
        """Why `action`, from the figures `decide` weighed (see `advice`)."""
        if isinstance(action, ShowIndicator):
            return SHOW_REASON
        if isinstance(action, Finish):
            return OKEY_FINISH_REASON if is_okey(action.tile, view.okey) else FINISH_REASON
        rack, unseen = list(view.rack), unseen_tiles(view)
        if not isinstance(action, Discard):
            return self._take_reason(view, legal, action, rack, unseen)
        rest = list(rack)
        rest.remove(action.tile)
        if Finish(action.tile) in legal:  # a win kept on the rack for an okey finish
            okey = next(tile for tile in rest if is_okey(tile, view.okey))
            outs = self._okey_finish_outs(view, rest, okey, unseen)
            return hold_reason(outs, len(unseen), view.stock_left)
        return discard_reason(rest, unseen, futures, _okey(view), view.okeys_pair, self._holding(rest, view))

    def _take_reason(self, view: OkeyView, legal: Sequence[Action], action: Action, rack: list[Tile],
                     unseen: list[Tile]) -> Text:
        if TakeDiscard() not in legal:
            return ""  # the stock was the only way to take
        if isinstance(action, DeclineDiscard):
            return DECLINE_REASON
        top = cast(Tile, view.tops[previous_seat(view.seat, 4)])
        taken = _hand_score(*count_faces([*rack, top], _okey(view)), view.okeys_pair)
        draws = Counter(face(tile, _okey(view)) for tile in unseen)
        expected = self._expected(rack, view.okey, draws, view.okeys_pair)
        return take_reason(top, self._holding([*rack, top], view), taken, expected, action == TakeDiscard(),
                           wins=taken >= 14 + WIN_BONUS)

    @staticmethod
    def _holding(tiles: list[Tile], view: OkeyView) -> Words:
        return holding(tiles, _okey(view), view.okeys_pair, PAIRS_FROM, PAIRS_WEIGHT)

    # -- taking ------------------------------------------------------------------------------
    def _take(self, view: OkeyView, legal: Sequence[Action], rack: list[Tile], unseen: list[Tile]) -> Action:
        top = cast(Tile, view.tops[previous_seat(view.seat, 4)])  # read only when it may be taken
        plain = next(a for a in legal if not isinstance(a, TakeDiscard))
        if TakeDiscard() not in legal:
            return plain
        taken = _hand_score(*count_faces([*rack, top], _okey(view)), view.okeys_pair)
        if isinstance(plain, DeclineDiscard):  # the stock is out: take only a win
            return TakeDiscard() if taken >= 14 + WIN_BONUS else plain
        draws = Counter(face(tile, _okey(view)) for tile in unseen)
        return TakeDiscard() if taken > self._expected(rack, view.okey, draws, view.okeys_pair) else plain

    # -- discarding ----------------------------------------------------------------------------
    def _discard_value(self, view: OkeyView, rack: list[Tile], tile: Tile, draws: Counter) -> float:
        rest = list(rack)
        rest.remove(tile)
        return self._expected(rest, view.okey, draws, view.okeys_pair) - FEED_WEIGHT * self._feeds(view, tile)

    def _expected(self, rest: list[Tile], okey, draws: Counter, okeys_pair: bool) -> float:
        """The mean score of `rest` plus the next tile from the stock, over the unseen tiles."""
        counts, wilds = count_faces(rest, okey)
        total = sum(draws.values())
        placed, melds = best_arrangement(counts, wilds)
        gains = draw_gains(counts, melds)
        pairs = pairs_count(counts, wilds, okeys_pair)
        score = 0.0
        for drawn, copies in draws.items():
            if drawn is None:  # an okey joins two loose tiles, or any meld
                gain = 3 if 3 in gains.values() else 1
                pair_gain = pairs < 7
            else:
                gain = gains.get(slot(*drawn), 0)
                pair_gain = counts[slot(*drawn)] % 2 == 1
            run_score = min(placed + gain, 14) + (WIN_BONUS if placed + gain >= 14 else 0)
            paired = pairs + pair_gain
            pair_score = (PAIRS_WEIGHT * paired + (WIN_BONUS if paired >= 7 else 0)) if paired >= PAIRS_FROM else 0
            score += copies * max(run_score, pair_score)
        return score / total if total else float(placed)

    @staticmethod
    def _feeds(view: OkeyView, tile: Tile) -> int:
        """Signs that the right neighbour wants `tile`: it took tiles of the same number, or of
        the same colour close by; minus signs that it does not: it threw such tiles away."""
        right = next_seat(view.seat, 4)
        value = face(tile, _okey(view))
        if value is None:
            return 0

        def related(other: Tile) -> bool:
            theirs = face(other, _okey(view))
            return theirs is not None and (theirs[1] == value[1] or
                                           (theirs[0] == value[0] and abs(theirs[1] - value[1]) <= 2))

        return (sum(related(other) for other in view.picked[right])
                - sum(related(other) for other in view.thrown[right]))

    # -- holding a win ---------------------------------------------------------------------------
    def _hold_for_okey_finish(self, view: OkeyView, rack: list[Tile], finishes: list[Finish],
                              unseen: list[Tile]) -> Action | None:
        """Discard a finishing tile instead (the win stays on the rack) while the stock is long
        and enough draws would let the okey itself be laid on the indicator."""
        okeys = [tile for tile in rack if is_okey(tile, view.okey)]
        if not okeys or view.stock_left < HOLD_STOCK or not unseen:
            return None
        for finish in finishes:
            rest = list(rack)
            rest.remove(finish.tile)
            if self._okey_finish_outs(view, rest, okeys[0], unseen) / len(unseen) >= HOLD_CHANCE:
                return Discard(finish.tile)
        return None

    @staticmethod
    def _okey_finish_outs(view: OkeyView, rest: list[Tile], okey: Tile, unseen: list[Tile]) -> int:
        """How many unseen tiles, drawn, would let `rest` (a win) finish by laying `okey`."""
        kept = list(rest)
        kept.remove(okey)
        outs = 0
        for tile in unseen:
            counts, wilds = count_faces([*kept, tile], _okey(view))
            outs += is_sets_and_runs(counts, wilds) or is_seven_pairs(counts, wilds, view.okeys_pair)
        return outs


def draw_gains(counts, melds) -> dict[int, int]:
    """For each face slot, how many more tiles a drawn tile of that face would put in melds,
    judged from the best arrangement: 3 when it completes a meld with two loose tiles, 1 when it
    lengthens a run or fills a set (or frees an okey standing in it). Rearranging is ignored."""
    loose = list(counts)
    gains: dict[int, int] = {}
    for meld in melds:
        real = [(index, f) for index, f in enumerate(meld) if f is not None]
        for _, (colour, number) in real:
            loose[slot(colour, number)] -= 1
        numbers = {f[1] for _, f in real}
        if len(numbers) == 1 and len(meld) >= 3 and len({f[0] for _, f in real}) == len(real) and (
                len(real) < 2 or real[0][1][0] != real[1][1][0]):  # a set
            if len(meld) < 4 or len(real) < len(meld):
                for colour in set(range(4)) - {f[0] for _, f in real}:
                    gains[slot(colour, next(iter(numbers)))] = 1
            continue
        index, (colour, number) = real[0]
        start, end = number - index, number - index + len(meld) - 1
        for grown in (start - 1, end + 1):
            if 1 <= grown <= 14:
                gains.setdefault(slot(colour, grown), 1)
        for position, f in enumerate(meld):
            if f is None:
                gains.setdefault(slot(colour, start + position), 1)
    for index, value in enumerate(loose):
        if value <= 0:
            continue
        colour, number = divmod(index, 13)
        number += 1
        for other_colour in range(colour + 1, 4):
            if loose[other_colour * 13 + number - 1] > 0:
                for third in set(range(4)) - {colour, other_colour}:
                    gains[slot(third, number)] = 3
    for colour in range(4):  # two loose tiles of a colour, one or two apart (14 is the high 1)
        line = [0] + [loose[slot(colour, number)] for number in range(1, 15)]
        for low in range(1, 14):
            for high in (low + 1, low + 2):
                if high <= 14 and line[low] > 0 and line[high] > 0:
                    wanted = (low - 1, high + 1) if high == low + 1 else (low + 1,)
                    for missing in wanted:
                        if 1 <= missing <= 14:
                            gains[slot(colour, missing)] = 3
    return gains
