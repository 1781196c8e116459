"""The Pokeno view: the whole public table, the same for every seat, with the phase named."""
import dataclasses

from gamenight.games.pokeno.hands import Hand
from gamenight.games.pokeno.roll import Step
from gamenight.games.pokeno.rules import ChooseBoard, Dice, Draw, PokenoState
from gamenight.games.pokeno.views import Phase
from pokeno.test_pokeno_rules import draw_cards, new_state, roll


def test_every_seat_sees_the_same_public_table():
    state = new_state(3)
    roll(state, 6, 6, 4, 2)
    draw_cards(state, 7)
    views = [state.view(seat) for seat in range(3)]
    assert [view.seat for view in views] == [0, 1, 2]
    assert len({dataclasses.replace(view, seat=0) for view in views}) == 1
    view = views[1]
    assert view.board_of == (1, 2, 3) and view.board(2).number == 3
    assert view.round.drawn == tuple(state.round.drawn) and view.round.dice == (2,)
    assert view.lines[2] == tuple(state.line_scores(2)) and view.scores == state.scores()


def test_the_view_is_a_snapshot_not_a_window_on_the_state():
    state = new_state(2)
    roll(state, 6, 6, 4, 2)
    view = state.view(0)
    draw_cards(state, 3)
    assert view.round.drawn == () and len(state.view(0).round.drawn) == 3
    assert isinstance(view.rounds, tuple) and isinstance(view.round.drawn, tuple)


def test_the_phase_follows_the_game():
    state = PokenoState({"draw": "app", "everyone_calls": False}, 2)
    assert state.view(0).phase is Phase.CHOOSING and state.view(0).free_boards == tuple(range(1, 13))
    state.apply(ChooseBoard(3))
    state.apply(ChooseBoard(5))
    assert state.view(0).phase is Phase.ROLLING and state.view(0).round is None
    roll(state, 6)
    assert state.view(0).round.step is Step.ADD
    roll(state, 4, 6, 2)
    view = state.view(0)
    assert view.phase is Phase.CALLING and view.round.bonus is Hand.FULL_HOUSE and view.round.multiplier == 2
    assert view.round.cards_to_draw == 34 and view.round.step is None and len(view.round.log) == 4
    draw_cards(state, 34)
    view = state.view(0)
    assert view.phase is Phase.ROUND_OVER and view.round.finished and view.round.number == 1
    assert view.round.points == state.completed_rounds()[0] and view.caller == 1


def test_a_void_round_has_no_number_and_the_dice_pass():
    state = new_state(2)
    state.apply(Dice((5, 6)))
    view = state.view(1)
    assert view.phase is Phase.ROUND_OVER and view.round.void and view.round.number is None
    assert view.round.points == (-10, 0) and view.caller == 1 and view.round_number == 1
    roll(state, 6, 4, 1, 1)
    draw_cards(state, 30)
    assert [played.number for played in state.view(0).rounds] == [None, 1]


def test_the_game_ends_in_the_game_over_phase():
    state = new_state(2)
    for _ in range(5):
        roll(state, 2, 2, 1, 1)  # 20 + 2 cards
        draw_cards(state, 22)
    assert state.view(0).phase is Phase.GAME_OVER
    assert not any(isinstance(action, (Dice, Draw)) for action in state.legal_actions())
