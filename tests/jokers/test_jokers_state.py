"""The Jokers state as a whole: chance steps, refills, views, records, sampled worlds, clones."""
import json
import random
import time
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from gamenight.core.engine import CHANCE, IllegalAction
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.jokers.actions import CODEC, ChooseFirst, ComeOut, Discard, JokerMove, Move, Shuffle, Split
from gamenight.games.jokers.deck import ALL_CARDS
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.rules import JokersState, Phase
from gamenight.games.jokers.track import MARBLES, is_home, is_start, seat_of_hole, start_hole

from .test_jokers_moves import card


def step(state, rng):
    action = state.sample_chance(rng) if state.current_player == CHANCE else rng.choice(state.legal_actions())
    state.apply(action)
    return action


def check_invariants(state):
    board = state.board
    for marble, hole in enumerate(board.where):
        assert board.at[hole] == marble  # one marble per hole, so no two of one owner share one
        if is_start(hole):
            assert hole == start_hole(marble // MARBLES, marble % MARBLES)
        if is_home(hole):
            assert seat_of_hole(hole) == marble // MARBLES  # only in its own home
    assert sum(marble >= 0 for marble in board.at) == 20
    for seat in range(4):
        assert len(set(board.holes_of(seat))) == 5  # five marbles each, none lost
    cards = [c for hand in state.hands for c in hand] + state.stock + state.discards
    if state.phase not in (Phase.CHOOSE_FIRST, Phase.DEAL):
        assert Counter(cards) == Counter(ALL_CARDS)


def snapshot(state):
    return (state.phase, [state.view(seat) for seat in range(4)], [state.information_key(seat) for seat in range(4)],
            tuple(state.stock), tuple(state.board.at), tuple(state.board.where))


def test_the_first_player_is_chosen_by_chance_then_five_each_are_dealt_and_the_first_draws():
    state = JokersState()
    assert state.current_player == CHANCE and state.legal_actions() == [ChooseFirst(s) for s in range(4)]
    assert str(state.illegal_reason(ChooseFirst(7))) == "there is no seat 7"
    state.apply(ChooseFirst(2))
    assert state.current_player == CHANCE and state.legal_actions() == []
    with pytest.raises(IllegalAction, match="all 108 cards once"):
        state.apply(Shuffle(ALL_CARDS[:107] + ALL_CARDS[:1]))
    deal = state.sample_chance(random.Random(3))
    assert str(state.describe(deal)) == "the cards are shuffled and dealt, 5 each"
    state.apply(deal)
    assert state.current_player == 2 and [len(hand) for hand in state.hands] == [5, 5, 6, 5]
    assert state.hands[2][:5] == list(deal.order[:5]) and state.drawn == deal.order[20]
    assert len(state.stock) == 87 and state.view(2).drawn == deal.order[20] and state.view(0).drawn is None
    check_invariants(state)


def test_an_empty_stock_is_refilled_from_the_shuffled_discards():
    state = build_position({0: [10]}, {0: "5C"})
    state.discards, state.stock = state.stock, []
    state.apply(Move(card(state, "5C"), 10))
    assert state.current_player == CHANCE and state.phase is Phase.REFILL
    with pytest.raises(IllegalAction, match="exactly the discards"):
        state.apply(Shuffle(ALL_CARDS))
    refill = state.sample_chance(random.Random(1))
    assert str(state.describe(refill)) == "the discards are shuffled into a new stock"
    state.apply(refill)
    assert state.current_player == 1 and state.discards == [] and len(state.hands[1]) == 6
    assert len(state.stock) == len(refill.order) - 1 and state.hands[1][-1] == refill.order[0]
    check_invariants(state)


def test_the_view_shows_only_what_the_seat_may_see():
    state = build_position({0: [10], 1: [30]}, {0: "5C 7H"})
    state.apply(Move(card(state, "5C"), 10))
    view = state.view(2)
    assert view.hand == tuple(state.hands[2]) and view.hand_sizes == (1, 6, 5, 5)
    assert view.discards == (card_id := state.discards[0],) and card_id.startswith("5C")
    assert view.marbles[0][0] == 15 and view.marbles[1][0] == 30 and view.turn == 1
    assert view.stock_left == len(state.stock) and view.drawn is None and view.counts == (0, 0, 0, 0)
    hidden = {c for seat in (0, 1, 3) for c in state.hands[seat]} | set(state.stock)
    assert not hidden & set(json.dumps(view.__dict__, default=str).replace('"', " ").replace(",", " ").split())


def test_actions_round_trip_through_json():
    actions = [ChooseFirst(1), Shuffle(ALL_CARDS[:3]), ComeOut("KS.1"), Move("8C.2", 40),
               Split("9D.1", 12, 4, 30, -5), JokerMove("JK2.1", 95, 40), Discard("2C.1")]
    for action in actions:
        text = json.dumps(CODEC.encode(action))
        assert CODEC.decode(json.loads(text)) == action


def test_decoded_out_of_range_values_are_refused_without_errors():
    state = build_position({0: [10, 20]}, {0: "9D 7H JK1"})
    for data in [{"kind": "move", "card": "9D.1", "marble": 10 ** 9},
                 {"kind": "split", "card": "7H.1", "first": 10, "first_steps": 100, "second": 20, "second_steps": -93},
                 {"kind": "split", "card": "9D.1", "first": -1, "first_steps": 4, "second": 20, "second_steps": -5},
                 {"kind": "joker", "card": "JK1.1", "marble": 10, "target": -40},
                 {"kind": "choose_first", "seat": -1}, {"kind": "shuffle", "order": ["XX"]}]:
        before = snapshot(state)
        assert str(state.illegal_reason(CODEC.decode(data)) or "")
        assert snapshot(state) == before


def test_random_legal_play_reaches_the_end_for_50_seeded_games():
    started = time.perf_counter()
    for seed in range(50):
        rng, state = random.Random(seed), JokersState()
        for _ in range(20_000):
            if state.is_over:
                break
            step(state, rng)
        assert state.is_over and sorted(state.scores())[-1] == 10 and sorted(state.placements()) == [1, 1, 2, 2]
    assert time.perf_counter() - started < 15


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10 ** 6))
def test_marbles_and_cards_are_conserved_and_replay_equals_play(seed):
    rng, state = random.Random(seed), JokersState()
    record = []
    while not state.is_over and len(record) < 400:
        record.append(CODEC.encode(step(state, rng)))
        check_invariants(state)
    again = JokersState()
    for data in json.loads(json.dumps(record)):
        again.apply(CODEC.decode(data))
    assert snapshot(again) == snapshot(state)


def playing_states(seed, every=7):
    """States met in one random game, every `every` steps, play phase only."""
    rng, state = random.Random(seed), JokersState()
    count = 0
    while not state.is_over:
        step(state, rng)
        count += 1
        if state.phase is Phase.PLAY and count % every == 0:
            yield state


def test_a_sampled_world_matches_the_players_view_and_information():
    rng = random.Random(9)
    for state in playing_states(4):
        for player in range(4):
            world = state.sample_world(player, rng)
            assert world.view(player) == state.view(player)
            assert world.information_key(player) == state.information_key(player)
            check_invariants(world)
            if player == state.turn:
                assert world.legal_actions() == state.legal_actions()
        assert snapshot(state) == snapshot(state.clone())


def test_the_information_key_ignores_what_the_player_has_not_seen():
    state = next(playing_states(5))
    other = state.clone()
    other.stock.reverse()
    assert other.information_key(0) == state.information_key(0)
    assert state.information_key(0) != state.information_key(1)
    hash(state.information_key(0))


def test_a_clone_is_independent():
    state = next(playing_states(6, every=40))
    before = snapshot(state)
    copy = state.clone()
    for _ in range(30):
        step(copy, random.Random(1))
    assert snapshot(state) == before and snapshot(copy) != before


def test_an_illegal_action_leaves_the_state_unchanged():
    rng = random.Random(2)
    for state in playing_states(7, every=25):
        before = snapshot(state)
        hand = state.hands[state.turn]
        for action in (Discard(hand[0]), Move(hand[0], 200), Split(hand[0], 0, 3, 1, 4), ChooseFirst(0),
                       ComeOut(hand[0]), JokerMove(hand[0], 5, 6)):
            if action not in state.legal_actions():
                with pytest.raises(IllegalAction):
                    state.apply(action)
                assert snapshot(state) == before
        assert all(state.illegal_reason(action) is None for action in state.legal_actions())
        rng.random()


def test_every_legal_action_has_player_words():
    for state in playing_states(8, every=11):
        for action in state.legal_actions():
            words = str(state.describe(action))
            assert words and type(action).__name__ not in words


def test_a_bot_match_plays_to_the_end_and_its_record_replays():
    seats = [Seat(f"bot {i}", "bot", level) for i, level in enumerate(["normal", "easy", "normal", "easy"])]
    match = Match.start("jokers", seats, seed=11)
    match.play_out()
    assert match.is_over
    again = Match.from_record(match.record)
    assert snapshot(again.state) == snapshot(match.state)


def candidate_plays(state):
    """Many card plays, legal or not, naming the marbles on the board and a few other holes."""
    holes = [*sorted(set(state.board.where)), 0, 45, 71, 200]
    for card_id in set(state.hands[state.turn]):
        yield ComeOut(card_id)
        yield Discard(card_id)
        for hole in holes:
            yield Move(card_id, hole)
            for target in holes:
                yield JokerMove(card_id, hole, target)
        if card_id[0] in "79":
            out = [hole for hole in holes if not is_start(hole)]
            for first in out:
                for second in out:
                    for steps in range(-9, 10):
                        for rest in {7 - steps, 9 + steps, steps - 9}:
                            yield Split(card_id, first, steps, second, rest)


def test_the_legal_list_is_exactly_the_plays_the_rules_accept():
    for state in playing_states(12, every=50):
        legal = set(state.legal_actions())
        for action in candidate_plays(state):
            assert (state.illegal_reason(action) is None) == (action in legal), action
