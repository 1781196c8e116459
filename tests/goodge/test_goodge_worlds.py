"""Worlds rebuilt from a seat's view: same view, unseen cards only, voids kept."""
import random

import pytest

from gamenight.core.engine import CHANCE
from gamenight.games.goodge.worlds import state_from_view

from .tables import new_state, random_action


def positions(count, players, seed):
    """(state, seat) pairs at random points of random games, chance steps included."""
    rng = random.Random(seed)
    for _ in range(count):
        state = new_state(players)
        for _ in range(rng.randrange(0, 200)):
            if state.is_over:
                break
            state.apply(random_action(state, rng))
        seats = range(players) if state.current_player == CHANCE or state.is_over else [state.current_player]
        yield state, rng.choice(list(seats))


@pytest.mark.parametrize("players", [3, 4])
def test_the_world_shows_the_seat_exactly_its_view(players):
    rng = random.Random(7)
    for state, seat in positions(120, players, seed=players):
        view = state.view(seat)
        world = state_from_view(view, rng)
        assert world.view(seat) == view
        assert world.legal_actions() == state.legal_actions() or world.current_player != seat


def test_worlds_deal_only_unseen_cards_and_keep_shown_voids():
    rng = random.Random(3)
    checked = 0
    for state, seat in positions(120, 4, seed=11):
        current = state.round
        if current is None or current.trump is None:
            continue
        view = state.view(seat)
        unseen = set(view.unseen())
        shown = current.shown_voids()
        for _ in range(5):
            world = state_from_view(view, rng).round
            for other in range(4):
                if other == seat:
                    continue
                assert set(world.hands[other]) <= unseen
                assert not any(card.suit == suit or (card.is_crown and suit == current.trump)
                               for card in world.hands[other] for suit in shown[other])
        checked += 1
    assert checked > 50


def test_worlds_differ_where_the_seat_cannot_see():
    state = next(state for state, _ in positions(50, 4, seed=5) if state.round is not None)
    view = state.view(0)
    hands = {tuple(state_from_view(view, random.Random(seed)).round.hands[1]) for seed in range(10)}
    assert len(hands) > 1
