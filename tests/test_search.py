"""core/search.py on the test dice game (Pig): PIMC and ISMCTS find the obvious move, beat random
play, respect their budget, and honour the inference weight; batched PIMC averages whole batches
of worlds the same way."""
import random

import pytest

from gamenight.core.engine import CHANCE
from gamenight.core.search import Budget, batched_pimc, ismcts, pimc, play_out, win_reward
from toygame import Hold, PigState, Roll


def pig(totals, turn_total=0, player=0, target=20):
    state = PigState({"target": target}, len(totals))
    state.totals = list(totals)
    state.turn_total = turn_total
    state.player = player
    return state


def test_both_searches_hold_when_holding_wins_and_roll_when_far_behind():
    winning = pig([12, 18], turn_total=9)
    same = lambda rng: winning.clone()  # noqa: E731 - no hidden information in Pig
    assert pimc(same, 0, [Roll(), Hold()], random.Random(1), Budget(5, iterations=60))[0] == Hold()
    assert ismcts(same, 0, random.Random(1), Budget(5, iterations=300))[0] == Hold()
    behind = pig([0, 19], turn_total=2)  # holding 2 leaves the opponent a near-certain win
    assert ismcts(lambda rng: behind.clone(), 0, random.Random(2), Budget(5, iterations=400))[0] == Roll()


def test_ismcts_beats_random_play():
    wins = 0
    for game in range(20):
        rng = random.Random(game)
        state = PigState({"target": 20}, 2)
        while not state.is_over:
            if state.current_player == CHANCE:
                state.apply(state.sample_chance(rng))
            elif state.current_player == game % 2:
                snapshot = state.clone()
                search = ismcts(lambda r, snapshot=snapshot: snapshot.clone(), state.current_player, rng,
                                Budget(5, iterations=60))
                state.apply(search[0])
            else:
                state.apply(rng.choice(state.legal_actions()))
        wins += win_reward(state)[game % 2]
    assert wins >= 15  # random against random would win about 10


def test_the_budget_bounds_the_work():
    state = pig([0, 0])
    budget = Budget(60, iterations=25)
    ismcts(lambda rng: state.clone(), 0, random.Random(3), budget)
    assert budget.done == 25
    quick = Budget(0.0, minimum=3)
    pimc(lambda rng: state.clone(), 0, [Roll(), Hold()], random.Random(3), quick)
    assert quick.done == 3


def test_worlds_weighted_zero_are_ignored():
    good, bad = pig([12, 18], turn_total=9), pig([0, 19], turn_total=2)
    worlds = [good, bad]
    sampler = lambda rng: rng.choice(worlds).clone()  # noqa: E731
    only_good = lambda world: 1.0 if world.totals[0] == 12 else 0.0  # noqa: E731
    action, means = pimc(sampler, 0, [Roll(), Hold()], random.Random(4), Budget(5, iterations=80), weight=only_good)
    assert action == Hold() and means[Hold()] == 1.0


def test_play_out_stops_where_told():
    state = pig([0, 0])
    play_out(state, random.Random(5), stop=lambda s: max(s.totals) >= 5)
    assert max(state.totals) >= 5 and not state.is_over


def _play_outs(batch, actions, player=0):
    """Each action's value in each Pig world of `batch`: one random play-out after it."""
    rows = []
    for action in actions:
        row = []
        for world, rng in batch:
            after = world.clone()
            after.apply(action)
            row.append(win_reward(play_out(after, rng))[player])
        rows.append(row)
    return rows


def test_batched_pimc_holds_when_holding_wins_and_replays_from_its_seed():
    winning = pig([12, 18], turn_total=9)
    actions = [Roll(), Hold()]
    sample = lambda rng: [(winning.clone(), random.Random(rng.random())) for _ in range(10)]  # noqa: E731
    action, means = batched_pimc(sample, actions, random.Random(1), Budget(5, iterations=6),
                                 values=lambda batch: _play_outs(batch, actions))
    assert action == Hold() and means[Hold()] == 1.0 and means[Roll()] < 1.0
    again = batched_pimc(sample, actions, random.Random(1), Budget(5, iterations=6),
                         values=lambda batch: _play_outs(batch, actions))
    assert again == (action, means)


def test_batched_pimc_averages_over_every_world_of_every_batch():
    batches = iter([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    sizes = []
    action, means = batched_pimc(lambda rng: sizes.append(1) or next(batches), ["low", "high"], random.Random(2),
                                 Budget(5, iterations=2), values=lambda batch: [[-x for x in batch], batch])
    assert action == "high" and means == {"low": -3.5, "high": 3.5} and len(sizes) == 2


def test_batched_pimc_makes_the_minimum_batches_however_late_and_no_more_than_asked():
    calls = []
    sample = lambda rng: calls.append(rng.random()) or [0.0]  # noqa: E731
    batched_pimc(sample, ["a"], random.Random(3), Budget(0.0, minimum=3), values=lambda batch: [batch])
    assert len(calls) == 3
    budget = Budget(60, iterations=5)
    batched_pimc(sample, ["a"], random.Random(3), budget, values=lambda batch: [batch])
    assert budget.done == 5 and len(calls) == 8


def test_batched_pimc_weighs_worlds_and_does_not_value_a_batch_that_weighs_nothing():
    batches = iter([[10.0, 0.0], [7.0, 7.0], [1.0, 3.0]])
    valued = []

    def values(batch):
        valued.append(batch)
        return [batch, [5.0] * len(batch)]

    weight = lambda batch: [0.0, 0.0] if batch[0] == 7.0 else [1.0, 3.0]  # noqa: E731
    action, means = batched_pimc(lambda rng: next(batches), ["mine", "flat"], random.Random(4),
                                 Budget(5, iterations=3), values=values, weight=weight)
    assert valued == [[10.0, 0.0], [1.0, 3.0]]  # the batch weighing nothing was skipped
    assert means == {"mine": (10.0 + 1.0 + 9.0) / 8, "flat": 5.0} and action == "flat"


def test_batched_pimc_refuses_no_actions_and_an_evaluator_that_values_the_wrong_number():
    with pytest.raises(ValueError, match="no action"):
        batched_pimc(lambda rng: [1.0], [], random.Random(5), Budget(5, iterations=1), values=lambda batch: [])
    with pytest.raises(ValueError, match="valued 1 actions, not the 2"):
        batched_pimc(lambda rng: [1.0], ["a", "b"], random.Random(5), Budget(5, iterations=1),
                     values=lambda batch: [batch])
