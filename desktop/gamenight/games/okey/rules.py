"""The Okey engine, as ruled in RULINGS.md, for four seats.

Seats are numbered in the order of play, which goes to the right: seat s + 1 is on s's right and
takes s's discards; s takes from its left neighbour, s - 1. Each round is dealt by one chance step
(`Deal`: the indicator and the order of the other 105 tiles). The player right of the dealer gets
15 tiles and starts by discarding; everyone else takes (the stock's top, or the left neighbour's
last discard) and then discards to the right, or finishes by laying the 15th tile on the
indicator with the 14 left forming a win.
"""
from __future__ import annotations

import copy
import random

from gamenight.core.actions import Action, ActionCodec, ActionWords
from gamenight.core.engine import CHANCE, SPECTATOR, TERMINAL, GameState
from gamenight.core.reports import About, ActionReports, Report
from gamenight.core.seats import next_seat, opposite_seat, previous_seat
from gamenight.core.words import Text, words
from gamenight.games.okey.hand import count_faces, is_sets_and_runs, is_seven_pairs, may_hold_win
from gamenight.games.okey.round import SEATS, Round
from gamenight.games.okey.tiles import FALSE_JOKER, Tile, all_tiles, okey_face, tile_label
from gamenight.games.okey.views import OkeyView, RoundEnd, RoundResult
from gamenight.games.okey.worlds import deal_unseen

FIRST_HAND = 15
HAND = 14


class Deal(Action, kind="deal"):
    indicator: Tile
    order: tuple[Tile, ...]  # the other 105 tiles: dealt 15, 14, 14, 14 from the front, then the stock


class ShowIndicator(Action, kind="show_indicator"):
    """Gosterge: showing the indicator's twin before one's first move."""

    seat: int


class DrawStock(Action, kind="draw_stock"):
    """Take the stock's top tile."""


class TakeDiscard(Action, kind="take_discard"):
    """Take the left neighbour's last discard."""


class Discard(Action, kind="discard"):
    tile: Tile


class Finish(Action, kind="finish"):
    """Lay `tile` on the indicator; the 14 left must win."""

    tile: Tile


class DeclineDiscard(Action, kind="decline_discard"):
    """With the stock empty, not taking the discard ends the round; nobody loses."""


CODEC = ActionCodec(Deal, ShowIndicator, DrawStock, TakeDiscard, Discard, Finish, DeclineDiscard)
WORDS = ActionWords({
    Deal: lambda _: words("okey", "the deal"),
    ShowIndicator: lambda _: words("okey", "show the indicator's twin"),
    DrawStock: lambda _: words("okey", "draw from the stock"),
    TakeDiscard: lambda _: words("okey", "take the discard"),
    Discard: lambda discard: words("okey", "discard the {tile}")(tile=tile_label(discard.tile)),
    Finish: lambda finish: words("okey", "finish with the {tile}")(tile=tile_label(finish.tile)),
    DeclineDiscard: lambda _: words("okey", "leave the discard (the stock is out)"),
})
TOOK_DISCARD = About(words("okey", "{player} took the {tile} from the discards."),
                     words("okey", "You took the {tile} from the discards."))
DISCARDED = About(words("okey", "{player} discarded the {tile}."), words("okey", "You discarded the {tile}."))
FINISHED = About(words("okey", "{player} finished with the {tile}."), words("okey", "You finished with the {tile}."))
REPORTS = ActionReports({
    Deal: words("okey", "The tiles were dealt."),
    ShowIndicator: About(words("okey", "{player} showed the indicator's twin."),
                         words("okey", "You showed the indicator's twin.")),
    DrawStock: About(words("okey", "{player} drew a tile from the stock."),
                     words("okey", "You drew a tile from the stock.")),
    Discard: lambda discard, seat: DISCARDED.of(seat, tile=tile_label(discard.tile)),
    Finish: lambda finish, seat: FINISHED.of(seat, tile=tile_label(finish.tile)),
    DeclineDiscard: About(words("okey", "{player} left the discard, and the round ended with the stock out."),
                          words("okey", "You left the discard, and the round ended with the stock out.")),
})
"""What happened, told to the table: the tile taken from the stock is not named (TakeDiscard's,
on top of a discard stack, is seen by all: `OkeyState.report`)."""


class OkeyState(GameState[OkeyView]):
    def __init__(self, options: dict, num_players: int = SEATS):
        if num_players != SEATS:
            raise ValueError("Okey is for four players")
        self.num_players = SEATS
        self.options = options
        self.points = [options["start_points"]] * SEATS
        self.results: list[RoundResult] = []
        self.round: Round | None = None
        self.dealer = 0
        self._piles: tuple[Round, tuple, tuple] | None = None
        """The round's public piles as a view gives them, with the round and their lengths (`_public_piles`)."""

    # -- phases ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        if self._game_over():
            return TERMINAL
        if self.round is None:
            return CHANCE
        return self.round.turn

    def _game_over(self) -> bool:
        return any(score <= 0 for score in self.scores())

    def teams(self) -> bool:
        return self.options["pairs"]

    # -- actions -----------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        current = self.round
        if current is None or self._game_over():
            return []
        seat = current.turn
        actions: list[Action] = list(self.out_of_turn_actions(seat))
        if not current.taken:
            actions.append(DrawStock() if current.stock else DeclineDiscard())
            if self._left_top(seat) is not None:
                actions.append(TakeDiscard())
            return actions
        rack = current.racks[seat]
        for tile in sorted(set(rack)):
            actions.append(Discard(tile))
        if self._may_finish(rack):
            for tile in sorted(set(rack)):
                if self._wins_without(rack, tile):
                    actions.append(Finish(tile))
        return actions

    def _dealt(self) -> Round:
        """The round in play: these steps come only between a deal and the round's close."""
        assert self.round is not None, "no round is in play"
        return self.round

    def _may_finish(self, rack: list[Tile]) -> bool:
        """A quick test on all 15 tiles before trying each discard (see `may_hold_win`)."""
        return may_hold_win(*count_faces(rack, self._dealt().okey), self.options["okeys_pair"])

    def out_of_turn_actions(self, seat: int) -> list[Action]:
        current = self.round
        if (current is None or not self.options["gosterge"] or seat in current.moved or seat in current.shown
                or self._game_over()):
            return []
        if any(tile.colour == current.indicator.colour and tile.number == current.indicator.number
               for tile in current.racks[seat]):
            return [ShowIndicator(seat)]
        return []

    def sample_chance(self, rng: random.Random) -> Action:
        tiles = all_tiles()
        rng.shuffle(tiles)
        indicator = next(tile for tile in tiles if tile.colour != FALSE_JOKER)
        return Deal(indicator, tuple(tile for tile in tiles if tile != indicator))

    def illegal_reason(self, action: Action) -> Text | None:
        if self._game_over():
            return words("okey", "the game is over")
        current = self.round
        if isinstance(action, Deal):
            if current is not None:
                return words("okey", "the round is already dealt")
            if action.indicator.is_false_joker:
                return words("okey", "the indicator is a numbered tile")
            if sorted((*action.order, action.indicator)) != sorted(all_tiles()):
                return words("okey", "a deal uses all 106 tiles once")
            return None
        if current is None:
            return words("okey", "deal the tiles first")
        if isinstance(action, ShowIndicator):
            if not 0 <= action.seat < SEATS:
                return words("okey", "there is no seat {seat}: Okey has seats 1 to {seats}")(
                    seat=action.seat + 1, seats=SEATS)
            return None if action in self.out_of_turn_actions(action.seat) else words(
                "okey", "only a player holding the indicator's twin may show it, before their first move")
        seat = current.turn
        if isinstance(action, (DrawStock, TakeDiscard, DeclineDiscard)):
            if current.taken:
                return words("okey", "you have taken a tile already: discard one, or finish")
            if isinstance(action, DrawStock) and not current.stock:
                return words("okey", "the stock is empty")
            if isinstance(action, TakeDiscard) and self._left_top(seat) is None:
                return words("okey", "your left neighbour has no discard to take")
            if isinstance(action, DeclineDiscard) and current.stock:
                return words("okey", "draw from the stock or take the discard")
            return None
        if isinstance(action, (Discard, Finish)):
            if not current.taken:
                return words("okey", "take a tile first (from the stock or your left neighbour)")
            if action.tile not in current.racks[seat]:
                return words("okey", "{tile} is not on your rack")(tile=action.tile.code)
            if isinstance(action, Finish) and not self._wins_without(current.racks[seat], action.tile):
                return words("okey", "the 14 tiles left do not form sets and runs, or seven pairs: keep playing")
            return None
        return words("okey", "{action} is not an Okey action")(action=repr(action))

    def _apply(self, action: Action) -> None:
        if isinstance(action, Deal):
            self._deal(action)
            return
        current = self._dealt()
        if isinstance(action, ShowIndicator):
            current.shown.add(action.seat)
            for seat in range(SEATS):
                if not self._same_side(seat, action.seat):
                    current.losses[seat] += 1
            if self._game_over():
                self._close_round(None, RoundEnd.GOSTERGE)
            return
        seat = current.turn
        current.moved.add(seat)
        if isinstance(action, DrawStock):
            current.racks[seat].append(current.stock.pop(0))
            current.taken = True
        elif isinstance(action, TakeDiscard):
            tile = current.discards[previous_seat(seat, SEATS)].pop()
            current.racks[seat].append(tile)
            current.picked[seat].append(tile)
            current.taken = True
        elif isinstance(action, DeclineDiscard):
            self._close_round(None, RoundEnd.STOCK_OUT)
        elif isinstance(action, Discard):
            current.racks[seat].remove(action.tile)
            current.discards[seat].append(action.tile)
            current.thrown[seat].append(action.tile)
            current.turn = next_seat(seat, SEATS)
            current.taken = False
        elif isinstance(action, Finish):
            current.racks[seat].remove(action.tile)
            self._finish(seat, action.tile)

    def _deal(self, action: Deal) -> None:
        first = next_seat(self.dealer, SEATS)
        order = list(action.order)
        racks: list[list[Tile]] = [[] for _ in range(SEATS)]
        position = 0
        for offset in range(SEATS):
            seat = next_seat(first, SEATS, offset)
            size = FIRST_HAND if offset == 0 else HAND
            racks[seat] = order[position:position + size]
            position += size
        self.round = Round(self.dealer, action.indicator, okey_face(action.indicator), racks, order[position:],
                           turn=first)

    def _wins_without(self, rack: list[Tile], tile: Tile) -> bool:
        rest = list(rack)
        rest.remove(tile)
        if len(rest) != HAND:
            return False
        counts, wilds = count_faces(rest, self._dealt().okey)
        return is_seven_pairs(counts, wilds, self.options["okeys_pair"]) or is_sets_and_runs(counts, wilds)

    def _finish(self, seat: int, tile: Tile) -> None:
        current = self._dealt()
        counts, wilds = count_faces(current.racks[seat], current.okey)
        # a hand that is also sets and runs is shown as seven pairs: that costs the others more
        pairs = is_seven_pairs(counts, wilds, self.options["okeys_pair"])
        okey_finish = (tile.colour, tile.number) == current.okey
        loss, how = 2, RoundEnd.SETS_AND_RUNS
        if pairs and okey_finish:
            loss, how = 8, RoundEnd.SEVEN_PAIRS_OKEY
        elif pairs:
            loss, how = 4, RoundEnd.SEVEN_PAIRS
        elif okey_finish:
            loss, how = 4, RoundEnd.OKEY_FINISH
        if self.options["colour_doubling"] and current.indicator.colour in (0, 1):
            loss *= 2
        for other in range(SEATS):
            if not self._same_side(other, seat):
                current.losses[other] += loss
        self._close_round(seat, how, tuple(current.racks[seat]), tile)

    def _same_side(self, seat: int, other: int) -> bool:
        return seat == other or (self.teams() and (seat - other) % 2 == 0)

    def _close_round(self, winner: int | None, how: RoundEnd, hand: tuple[Tile, ...] = (),
                     finish_tile: Tile | None = None) -> None:
        current = self._dealt()
        self.results.append(RoundResult(current.dealer, winner, how, tuple(current.losses), hand, finish_tile,
                                        current.indicator))
        for seat in range(SEATS):
            self.points[seat] -= current.losses[seat]
        self.round = None
        self.dealer = next_seat(self.dealer, SEATS)  # the dealer moves right

    def _left_top(self, seat: int) -> Tile | None:
        stack = self._dealt().discards[previous_seat(seat, SEATS)]
        return stack[-1] if stack else None

    # -- scores --------------------------------------------------------------------------------
    def coming_chance(self) -> Text:
        return words("okey", "Round {number} is dealt next.")(number=len(self.results) + 1)

    def describe(self, action: Action) -> Text:
        return WORDS(action)

    def report(self, action: Action) -> Report:
        seat = self.actor_of(action)
        top = self._left_top(seat) if isinstance(action, TakeDiscard) else None
        if top is not None:
            return TOOK_DISCARD.of(seat, tile=tile_label(top))
        return REPORTS(action, seat)

    def scores(self) -> tuple[int, ...]:
        """Each seat's points left (in pairs mode a team's points, shown on both partners)."""
        live = self.round.losses if self.round is not None else [0] * SEATS
        points = [self.points[seat] - live[seat] for seat in range(SEATS)]
        if self.teams():
            return tuple(min(points[seat], points[opposite_seat(seat, SEATS)]) for seat in range(SEATS))
        return tuple(points)

    def placements(self) -> tuple[int, ...]:
        """The two highest scores win (place 1); in pairs, the team with more points."""
        scores = self.scores()
        if self.teams():
            return tuple(1 + (scores[next_seat(seat, SEATS)] > scores[seat]) for seat in range(SEATS))
        ranked = sorted(scores, reverse=True)
        second = ranked[1]
        return tuple(1 if score >= second else 1 + sum(other > score for other in scores) for score in scores)

    def completed_rounds(self) -> list[tuple[int, ...]]:
        return [tuple(-loss for loss in result.losses) for result in self.results]

    def arranged_pieces(self, seat: int) -> tuple[Tile, ...]:
        """The seat's rack, which its player arranges."""
        return tuple(self.round.racks[seat]) if self.round is not None and 0 <= seat < SEATS else ()

    def round_winners(self) -> list[tuple[int, ...]]:
        """The finisher of each round (with the partner in pairs); nobody for a stock-out."""
        return [() if result.winner is None else
                tuple(seat for seat in range(SEATS) if self._same_side(seat, result.winner))
                for result in self.results]

    def _public_piles(self, current: Round) -> tuple:
        """What each seat threw and picked this round and the discard stacks, as tuples: the same
        ones for every view of one moment (so a broadcast writes them once, not once a seat). Kept
        while the round is the same and its piles are as long: they only grow by the end (a throw, a
        pick), or lose their top (a take), so their lengths tell whether they changed."""
        lengths = tuple(len(pile) for piles in (current.thrown, current.picked, current.discards) for pile in piles)
        kept = self._piles
        if kept is None or kept[0] is not current or kept[1] != lengths:
            piles = tuple(tuple(map(tuple, piles)) for piles in (current.thrown, current.picked, current.discards))
            kept = self._piles = (current, lengths, piles)
        return kept[2]

    def clone(self) -> OkeyState:
        twin = copy.copy(self)
        twin.points, twin.results = list(self.points), list(self.results)
        twin.round = None if self.round is None else self.round.clone()
        return twin

    def sample_world(self, player: int, rng: random.Random) -> OkeyState:
        world = self.clone()
        if world.round is not None:
            deal_unseen(world.round, player, rng)
        return world

    def team_of(self, seat: int) -> int:
        return seat % 2 if self.options["pairs"] else seat

    def view(self, player: int) -> OkeyView:
        return self._view(player)

    def public_view(self) -> OkeyView:
        """The table with no rack: the discards, the indicator, the counts and the scores."""
        return self._view(SPECTATOR)

    def _view(self, player: int) -> OkeyView:
        current = self.round
        results, pairs = tuple(self.results), self.teams()
        if current is None:  # between rounds: nothing on the table
            return OkeyView(player, (), None, None, 0, (None,) * SEATS, (), (), (0,) * SEATS, self.scores(), False,
                            ((),) * SEATS, ((),) * SEATS, self.options["okeys_pair"], results=results, pairs=pairs)
        seated = player != SPECTATOR
        thrown, picked, discards = self._public_piles(current)
        return OkeyView(player, tuple(current.racks[player]) if seated else (), current.indicator, current.okey,
                        len(current.stock), tuple(stack[-1] if stack else None for stack in current.discards),
                        tuple(current.discards[player]) if seated else (),
                        tuple(current.discards[previous_seat(player, SEATS)]) if seated else (),
                        tuple(len(rack) for rack in current.racks), self.scores(), current.taken and
                        current.turn == player, thrown, picked, self.options["okeys_pair"], discards=discards,
                        turn=current.turn, dealer=current.dealer, turn_taken=current.taken, results=results,
                        pairs=pairs, okey_name=tile_label(Tile(*current.okey)))
