"""The fast play-out model agrees with the real engine, card for card, on random rounds."""
import random

import pytest

from gamenight.core.engine import CHANCE
from gamenight.games.goodge.actions import Play
from gamenight.games.goodge.cards import deck
from gamenight.games.goodge.playout import FastRound, card_of, index_of, mask_of
from gamenight.games.goodge.views import Phase

from .tables import new_state, random_action


def test_card_indices_cover_the_deck_once():
    assert [card_of(index_of(card)) for card in deck()] == deck()
    assert mask_of(deck()) == (1 << 51) - 1


def to_trick_play(state, rng):
    while state.phase is not Phase.PLAY:
        state.apply(random_action(state, rng))


@pytest.mark.parametrize("players, one_high", [(4, False), (4, True), (3, False), (3, True)])
def test_fast_rounds_follow_the_engine_on_random_rounds(players, one_high):
    rng = random.Random(players * 2 + one_high)
    for _ in range(250):
        state = new_state(players, one_high=one_high)
        to_trick_play(state, rng)
        fast = FastRound.from_state(state)
        results = len(state.results)
        while len(state.results) == results:
            legal = [action for action in state.legal_actions() if isinstance(action, Play)]
            assert fast.legal() == mask_of(action.card for action in legal)
            assert fast.turn == state.current_player
            action = rng.choice(legal)
            state.apply(action)
            fast.play(index_of(action.card))
            if state.round is not None:
                assert fast.leader == state.round.leader and fast.captured == state.round.captured
        assert fast.done and tuple(fast.captured) == state.results[-1].captured


def test_a_play_out_ends_the_round_with_every_point_taken():
    rng = random.Random(1)
    state = new_state(4)
    while state.current_player == CHANCE or state.phase is not Phase.PLAY:
        state.apply(random_action(state, rng))
    fast = FastRound.from_state(state)
    before = fast.copy()
    assert sum(fast.play_out(rng)) == 250
    assert before.hands == FastRound.from_state(state).hands  # the copy was left alone


@pytest.mark.parametrize("players", [3, 4])
def test_play_outs_score_like_the_engine_playing_the_same_cards(players):
    """A play-out from any point of trick play, replayed card for card in the engine, ends with the
    same points taken (the play-out's cards are read back from the hands it emptied)."""
    rng = random.Random(40 + players)
    for _ in range(500):
        state = new_state(players, one_high=rng.random() < 0.5)
        to_trick_play(state, rng)
        for _ in range(rng.randrange(0, 3 * players)):
            state.apply(rng.choice([action for action in state.legal_actions() if isinstance(action, Play)]))
        fast = FastRound.from_state(state)
        order: list[int] = []
        captured = fast.copy().play_out(rng, order)
        results = len(state.results)
        for index in order:
            state.apply(Play(card_of(index)))
        assert len(state.results) == results + 1 and tuple(captured) == state.results[-1].captured
