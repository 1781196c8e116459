import random

import pytest

from gamenight.core.engine import CHANCE, TERMINAL, IllegalAction
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.games.okey.rules import (
    Deal,
    DeclineDiscard,
    Discard,
    DrawStock,
    Finish,
    OkeyState,
    ShowIndicator,
    TakeDiscard,
)
from gamenight.games.okey.tiles import Tile, all_tiles
from gamenight.games.okey.views import RoundEnd

OPTIONS = dict(start_points=20, gosterge=True, okeys_pair=True, colour_doubling=False, pairs=False)


def tiles(codes):
    return [Tile.parse(code) for code in codes.split()]


def rigged(first_rack, indicator="R4a", **options):
    """A deal giving the first player (seat 1: right of dealer 0) `first_rack` (15 tiles)."""
    state = OkeyState({**OPTIONS, **options}, 4)
    ind = Tile.parse(indicator)
    order = tiles(first_rack)
    order += [t for t in all_tiles() if t not in order and t != ind]
    state.apply(Deal(ind, tuple(order)))
    return state


WIN = "R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a Y5a"  # 14 tiles in sets and runs


def test_every_view_of_one_moment_holds_the_same_piles_and_a_move_changes_them():
    """What each seat threw and picked and the discard stacks are the same tuples in every seat's
    view and the public one of a moment (a phone table's broadcast writes them once), and each
    move that changes them is seen: a throw, a take, the next round's deal."""
    state = rigged(WIN + " K13a")
    seen = []
    for action in (Discard(Tile.parse("K13a")), TakeDiscard(), Discard(Tile.parse("K13a")), DrawStock()):
        state.apply(action)
        views = [state.view(seat) for seat in range(4)] + [state.public_view()]
        for name in ("thrown", "picked", "discards"):
            assert all(getattr(view, name) is getattr(views[0], name) for view in views)
        current = state.round
        assert views[0].thrown == tuple(map(tuple, current.thrown))
        assert views[0].picked == tuple(map(tuple, current.picked))
        assert views[0].discards == tuple(map(tuple, current.discards))
        seen.append((views[0].thrown, views[0].picked, views[0].discards))
    assert seen[1] != seen[0] and seen[2] != seen[1] and seen[3] == seen[2]
    assert seen[1][2][1] == () and seen[1][1][2] == (Tile.parse("K13a"),)  # taken from seat 1's stack by seat 2


def test_the_deal_gives_15_to_the_first_player_and_leaves_48_in_the_stock():
    state = OkeyState(OPTIONS, 4)
    assert state.current_player == CHANCE
    state.apply(state.sample_chance(random.Random(1)))
    current = state.round
    assert [len(rack) for rack in current.racks] == [14, 15, 14, 14]
    assert len(current.stock) == 48 and current.turn == 1 and current.taken
    every = [t for rack in current.racks for t in rack] + current.stock + [current.indicator]
    assert sorted(every) == sorted(all_tiles())
    assert not current.indicator.is_false_joker


def test_turns_take_then_discard_to_the_right():
    state = rigged(WIN + " K13a")
    with pytest.raises(IllegalAction, match="taken a tile already"):
        state.apply(DrawStock())
    state.apply(Discard(Tile.parse("K13a")))
    assert state.current_player == 2 and state.round.discards[1] == tiles("K13a")
    with pytest.raises(IllegalAction, match="take a tile first"):
        state.apply(Discard(state.round.racks[2][0]))
    state.apply(TakeDiscard())  # seat 2 takes from its left neighbour, seat 1
    assert Tile.parse("K13a") in state.round.racks[2]
    state.apply(Discard(Tile.parse("K13a")))
    state.apply(DrawStock())
    assert len(state.round.racks[3]) == 15


def test_finishing_on_the_indicator_with_a_win():
    state = rigged(WIN + " K13a")
    state.apply(Finish(Tile.parse("K13a")))
    assert state.results[-1].winner == 1 and str(state.results[-1].how) == "sets and runs"
    assert state.scores() == (18, 20, 18, 18) and state.round is None and state.current_player == CHANCE
    assert state.dealer == 1  # the dealer moves right


def test_a_finish_that_does_not_win_is_refused_and_changes_nothing():
    state = rigged("R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a Y9a K13a")
    before = [list(rack) for rack in state.round.racks]
    with pytest.raises(IllegalAction, match="do not form sets and runs, or seven pairs"):
        state.apply(Finish(Tile.parse("K13a")))
    assert state.round.racks == before and state.results == []


@pytest.mark.parametrize("rack,finish,loss,kind,how", [
    (WIN + " K13a", "K13a", 2, RoundEnd.SETS_AND_RUNS, "sets and runs"),
    (WIN + " R5a", "R5a", 4, RoundEnd.OKEY_FINISH, "okey finish"),  # the okey (red 5) laid on the indicator
    ("R1a R1b K2a K2b B3a B3b Y4a Y4b R6a R6b K9a K9b B11a B11b K13a", "K13a", 4, RoundEnd.SEVEN_PAIRS,
     "seven pairs"),
    ("R1a R1b K2a K2b B3a B3b Y4a Y4b R6a R6b K9a K9b B11a B11b R5a", "R5a", 8, RoundEnd.SEVEN_PAIRS_OKEY,
     "seven pairs with okey finish"),
])
def test_scoring(rack, finish, loss, kind, how):
    state = rigged(rack)
    state.apply(Finish(Tile.parse(finish)))
    assert state.results[-1].kind is kind and str(state.results[-1].how) == how  # the kind, and its words
    assert kind.pairs == how.startswith("seven pairs")
    assert state.scores() == (20 - loss, 20, 20 - loss, 20 - loss)


def test_a_hand_both_seven_pairs_and_runs_scores_as_seven_pairs():
    both = "R1a R1b R2a R2b R3a R3b R4a R4b K7a K7b B7a B7b Y7a Y7b"  # two runs of 1-4 and two sets of 7s
    state = rigged(both + " K13a", indicator="Y11a")
    state.apply(Finish(Tile.parse("K13a")))
    assert str(state.results[-1].how) == "seven pairs"
    assert state.scores() == (16, 20, 16, 16)


def test_colour_doubling_and_pairs():
    state = rigged(WIN + " K13a", indicator="K4a", colour_doubling=True)  # a black indicator doubles
    state.apply(Finish(Tile.parse("K13a")))
    assert state.scores() == (16, 20, 16, 16)
    state = rigged(WIN + " K13a", pairs=True)  # partners opposite: seat 3 is seat 1's partner
    state.apply(Finish(Tile.parse("K13a")))
    assert state.scores() == (18, 20, 18, 20)
    assert state.completed_rounds() == [(-2, 0, -2, 0)]


def test_gosterge_only_before_the_first_move():
    state = rigged(WIN + " R4b")  # holds the indicator's twin (red 4)
    assert state.out_of_turn_actions(1) == [ShowIndicator(1)]
    state.apply(ShowIndicator(1))
    assert state.scores() == (19, 20, 19, 19)
    with pytest.raises(IllegalAction, match="indicator's twin"):
        state.apply(ShowIndicator(1))
    state = rigged(WIN + " R4b")
    state.apply(Discard(Tile.parse("R4b")))
    assert state.out_of_turn_actions(1) == []
    assert rigged(WIN + " R4b", gosterge=False).out_of_turn_actions(1) == []


def test_an_empty_stock_and_no_take_ends_the_round_without_losses():
    state = rigged(WIN + " K13a")
    state.round.stock.clear()
    state.apply(Discard(Tile.parse("K13a")))
    assert DrawStock() not in state.legal_actions() and TakeDiscard() in state.legal_actions()
    state.apply(DeclineDiscard())
    assert state.results[-1].kind is RoundEnd.STOCK_OUT and state.scores() == (20, 20, 20, 20)


def test_game_end_and_the_two_highest_win():
    state = rigged(WIN + " K13a", start_points=5)
    state.points = [2, 9, 5, 1]
    state.apply(Finish(Tile.parse("K13a")))
    assert state.current_player == TERMINAL
    assert state.scores() == (0, 9, 3, -1) and state.placements() == (3, 1, 1, 4)


def test_views_hide_other_racks_and_the_stock():
    state = rigged(WIN + " K13a")
    view = state.view(2)
    assert view.rack == tuple(state.round.racks[2]) and view.stock_left == 48
    assert not hasattr(view, "stock") and view.rack_sizes == (14, 15, 14, 14)


def test_seeded_games_to_the_end_conserve_tiles_and_replay():
    for seed in range(12):
        levels = ["normal", "easy", "easy", "normal"]
        match = Match.start("okey", [Seat(f"B{i}", "bot", level) for i, level in enumerate(levels)],
                            {"start_points": 5, "pairs": seed % 2 == 1}, seed=seed)
        steps = 0
        while not match.is_over:
            match.advance()
            steps += 1
            current = match.state.round
            if current is not None:
                every = [t for r in current.racks for t in r] + current.stock + [t for d in current.discards for t in d]
                assert len(every) + 1 == 106
        again = Match.from_record(GameRecord.loads(match.record.dumps()))
        assert again.state.scores() == match.state.scores()


def test_random_legal_play_never_breaks_the_rules():
    rng = random.Random(7)
    for _game in range(12):
        state = OkeyState({**OPTIONS, "start_points": 5}, 4)
        for _ in range(3000):
            if state.current_player == TERMINAL:
                break
            if state.current_player == CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
        assert all(result.winner is None or 0 <= result.winner < 4 for result in state.results)


def tiles_in(value) -> set[Tile]:
    """Every tile reachable from a view's fields, however deeply nested."""
    if isinstance(value, Tile):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*map(tiles_in, value)) if value else set()
    if hasattr(value, "__dataclass_fields__"):
        return tiles_in([getattr(value, name) for name in value.__dataclass_fields__])
    return set()


def test_a_view_holds_the_own_rack_and_public_tiles_only():
    state = rigged(WIN + " K13a")
    state.apply(Discard(Tile.parse("K13a")))
    state.apply(TakeDiscard())
    state.apply(Discard(state.round.racks[2][0]))
    for seat in range(4):
        view = state.view(seat)
        seen = {tile for picked in state.round.picked for tile in picked}  # taken discards: all saw them
        others = {tile for other in range(4) if other != seat for tile in state.round.racks[other]} - seen
        assert not tiles_in(view) & (others | set(state.round.stock))
        assert set(view.rack) == set(state.round.racks[seat]) and view.stock_left == len(state.round.stock)
        assert view.discards == tuple(map(tuple, state.round.discards))  # public: every stack as it lies
        assert view.turn == 3 and view.dealer == 0 and not view.turn_taken and view.results == ()


def test_a_view_between_rounds_shows_the_results_and_no_rack():
    state = rigged(WIN + " K13a", pairs=True)
    state.apply(Finish(Tile.parse("K13a")))
    view = state.view(0)
    assert view.rack == () and view.turn is None and view.pairs
    assert [result.kind for result in view.results] == [RoundEnd.SETS_AND_RUNS]
    assert view.results[0].hand and tiles_in(view) == set(view.results[0].hand) | {Tile.parse("K13a"),
                                                                                   Tile.parse("R4a")}
