"""What the Jokers bots do in set-up positions (they get their seat's view and the legal list only)."""
import random

from gamenight.games.jokers.actions import Discard, Move
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.bots import EasyJokersBot, NormalJokersBot, team_value
from gamenight.games.jokers.position import build_position

from .test_jokers_moves import card


def choose(state, level=NormalJokersBot, seed=0):
    seat = state.current_player
    return level(seat).choose(state.view(seat), state.legal_actions(), random.Random(seed))


def test_easy_plays_any_legal_action():
    state = build_position({0: [10, 20]}, {0: "5C 7H 9S"})
    legal = state.legal_actions()
    assert {choose(state, EasyJokersBot, seed) for seed in range(30)} <= set(legal)
    assert len({choose(state, EasyJokersBot, seed) for seed in range(30)}) > 5


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
    safer = Board.from_holes(((24, 40, 94, 95, 96),) + state.view(0).marbles[1:])
    assert team_value(safer, 0) > team_value(board, 0)


def test_normal_discards_the_card_it_needs_least():
    state = build_position({2: [8, 39]}, {0: "JK1 KS 2C 7H 8C 10C"})
    assert all(isinstance(action, Discard) for action in state.legal_actions())
    assert choose(state) == Discard(card(state, "2C"))
