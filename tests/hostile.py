"""Shared by the hostile-action tests: play a game some random legal steps, then feed it an
action decoded from JSON (any value the codec lets through) and check that the engine either
allows it as a legal move or refuses it with IllegalAction and a plain reason, unchanged."""
from __future__ import annotations

import pickle
import random

import pytest

from gamenight.core import registry
from gamenight.core.engine import CHANCE, TERMINAL, IllegalAction


def played_state(game_id: str, players: int, options: dict, steps: int, seed: int):
    """A fresh state of `game_id` after up to `steps` random legal steps."""
    *_, state = random_play(game_id, players, options, steps, seed)
    return state


def random_play(game_id: str, players: int, options: dict, steps: int, seed: int):
    """A fresh state of `game_id`, then the same state after each of up to `steps` random legal steps."""
    info = registry.get(game_id)
    state = info.new_state(info.resolve_options(options), players)
    rng = random.Random(seed)
    yield state
    for _ in range(steps):
        player = state.current_player
        if player == TERMINAL:
            break
        legal = state.legal_actions()
        state.apply(state.sample_chance(rng) if player == CHANCE and not legal else rng.choice(legal))
        yield state


def allowed(state) -> list:
    """Every action some seat may take now, in turn or out of turn."""
    actions = list(state.legal_actions())
    for seat in range(state.num_players):
        actions += state.out_of_turn_actions(seat)
    return actions


def check_refused_or_allowed(game_id: str, state, data: dict) -> None:
    """Apply the action decoded from `data`: a legal one is taken; anything else raises
    IllegalAction with a reason in words and leaves the state as it was (no other error)."""
    action = registry.get(game_id).codec.decode(data)
    if action in allowed(state) or (state.current_player == CHANCE and state.illegal_reason(action) is None):
        state.apply(action)
        return
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert str(refused.value).strip() and "Error" not in str(refused.value)
    assert pickle.dumps(state) == before
