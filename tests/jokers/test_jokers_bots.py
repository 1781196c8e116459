"""What the Jokers bots do in set-up positions (they get their seat's view and the legal list only)."""
import random
from dataclasses import replace

import pytest

from gamenight.core import registry
from gamenight.core.engine import CHANCE
from gamenight.games.jokers.actions import ComeOut, Discard, Move
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.bots import EasyJokersBot, HardJokersBot, NormalJokersBot, team_value
from gamenight.games.jokers.deck import ALL_CARDS, value_of
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.rules import JokersState
from gamenight.games.jokers.worlds import unseen_cards, world_from_view

from .test_jokers_moves import H0, H2, card


def choose(state, level=NormalJokersBot, seed=0):
    seat = state.current_player
    return level(seat).choose(state.view(seat), state.legal_actions(), random.Random(seed))


def easy_choices(state, seeds=range(20)):
    return {choose(state, EasyJokersBot, seed) for seed in seeds}


def test_easy_never_passes_up_taking_a_marble_home():
    state = build_position({0: [3, 30]}, {0: "3C 6H KS"})
    assert easy_choices(state) == {Move(card(state, "3C"), 3)}


def test_easy_brings_a_marble_out_or_bumps_an_opponent_before_moving_on():
    state = build_position({0: [10, 40], 1: [15]}, {0: "5C 6H 2S"})
    assert easy_choices(state) == {Move(card(state, "5C"), 10)}  # the bump
    state = build_position({0: [30]}, {0: "KS 6H 2S"})
    assert easy_choices(state) == {ComeOut(card(state, "KS"))}


def test_easy_never_moves_backward_while_a_card_moves_forward():
    state = build_position({0: [10, 30]}, {0: "8C 5H"})
    chosen = easy_choices(state)
    assert chosen == {Move(card(state, "5H"), 10), Move(card(state, "5H"), 30)}  # at random, no look-ahead
    assert Move(card(state, "8C"), 10) in state.legal_actions()


def test_normal_bumps_an_opponent_that_has_come_far():
    state = build_position({0: [10, 40], 1: [15]}, {0: "5C"})
    assert choose(state) == Move(card(state, "5C"), 10)


def test_normal_prefers_moving_a_marble_home():
    state = build_position({0: [3, 30]}, {0: "3C"})
    assert choose(state) == Move(card(state, "3C"), 3)


def test_normal_sends_its_partner_to_the_home_entrance():
    state = build_position({0: [20, 50], 2: [25]}, {0: "5C"})
    assert choose(state) == Move(card(state, "5C"), 20)


def test_normal_moves_a_marble_out_of_an_opponents_reach():
    state = build_position({0: [20, 40], 1: [10]}, {0: "4C"})
    assert choose(state) == Move(card(state, "4C"), 20)
    board = Board.from_holes(state.view(0).marbles)
    safer = Board.from_holes(((24, 40, 94, 95, 96), *state.view(0).marbles[1:]))
    assert team_value(safer, 0) > team_value(board, 0)


def test_normal_discards_the_card_it_needs_least():
    state = build_position({2: [8, 39]}, {0: "JK1 KS 2C 7H 8C 10C"})
    assert all(isinstance(action, Discard) for action in state.legal_actions())
    assert choose(state) == Discard(card(state, "2C"))


def test_normal_brings_a_marble_out():
    state = build_position({0: [30]}, {0: "AS 2C 5D"})
    assert choose(state) == ComeOut(card(state, "AS"))


def test_normal_takes_its_most_advanced_marble_out_of_reach_first():
    """Both marbles are within an opponent's 4; the one near its home entrance is worth more."""
    state = build_position({0: [30, 70], 1: [26], 3: [66]}, {0: "2C"})
    assert choose(state) == Move(card(state, "2C"), 70)


# -- hard -----------------------------------------------------------------------------------------
def test_hard_finishes_the_team():
    state = build_position({0: [1, *H0[1:]], 2: H2}, {0: "2D 3C 4S 5H 10H"})
    finish = Move(card(state, "3C"), 1)
    assert finish in state.legal_actions() and len(state.legal_actions()) > 1
    assert choose(state, HardJokersBot) == finish
    state.apply(finish)
    assert state.is_over and state.placements() == (1, 2, 1, 2)


def test_hard_bumps_an_opponent_about_to_go_home():
    state = build_position({0: [16, 40], 1: [21]}, {0: "5C 6D 10S"})
    assert choose(state, HardJokersBot) == Move(card(state, "5C"), 16)


def test_hard_searches_one_candidate_per_copy_of_a_card():
    state = build_position({0: [16, 40]}, {0: "5C 5D 6D"})
    candidates = HardJokersBot(0).candidates(state.view(0), state.legal_actions())
    assert len(state.legal_actions()) == 6 and len(candidates) == 4
    assert {value_of(action.card) for action in candidates} == {5, 6}


def test_worlds_keep_what_the_view_shows_and_deal_the_rest_at_random():
    state = build_position({0: [16, 40], 1: [21]}, {0: "5C 6D 10S"})
    state.discards = state.stock[:7]
    state.stock = state.stock[7:]
    view = state.view(0)
    worlds = [world_from_view(view, random.Random(seed)) for seed in range(5)]
    unseen = set(unseen_cards(view))
    assert unseen == set(ALL_CARDS) - set(view.hand) - set(view.discards)
    for world in worlds:
        assert world.view(0) == view
        assert [len(hand) for hand in world.hands] == [3, 5, 5, 5]
        assert set(world.hands[1] + world.hands[2] + world.hands[3] + world.stock) == unseen
    assert len({tuple(world.hands[2]) for world in worlds}) == 5  # the partner's hand is guessed afresh
    assert any(world.hands[1] != state.hands[1] for world in worlds)


def test_worlds_refuse_a_view_that_does_not_add_up():
    view = build_position({0: [16]}, {0: "5C"}).view(0)
    with pytest.raises(ValueError, match="do not add up"):
        world_from_view(replace(view, stock_left=view.stock_left + 1), random.Random(0))
    with pytest.raises(ValueError, match="seat to move"):
        world_from_view(replace(view, turn=1), random.Random(0))


def test_hard_decides_from_the_view_alone_and_the_seed():
    """Two states that differ only in the hidden hands and stock give the same choices; the same
    seed gives the same choice each time."""
    state = build_position({0: [16, 40, 60], 1: [30], 2: [50], 3: [5]}, {0: "7H 9S 5C 2D KS 8C"})
    other = state.clone()
    hidden = other.hands[1] + other.hands[2] + other.hands[3] + other.stock
    random.Random(3).shuffle(hidden)
    other.hands[1], other.hands[2], other.hands[3] = hidden[:5], hidden[5:10], hidden[10:15]
    other.stock = hidden[15:]
    assert other.hands[2] != state.hands[2] and other.view(0) == state.view(0)
    picks = {seed: choose(state, HardJokersBot, seed) for seed in range(3)}
    assert all(choose(other, HardJokersBot, seed) == pick for seed, pick in picks.items())
    assert all(choose(state, HardJokersBot, seed) == pick for seed, pick in picks.items())


def test_hard_is_a_registered_level():
    assert registry.get("jokers").bots["hard"] is HardJokersBot


def test_worlds_agree_with_every_view_of_a_played_game():
    """Through refills and counted turns, a world built from the mover's view shows that view."""
    rng, state = random.Random(5), JokersState()
    bots = [NormalJokersBot(seat) for seat in range(4)]
    checked = 0
    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        view = state.view(state.turn)
        world = world_from_view(view, random.Random(checked))
        assert world.view(state.turn) == view and world.legal_actions() == state.legal_actions()
        checked += 1
        state.apply(bots[state.turn].choose(view, state.legal_actions(), rng))
    assert checked > 100
