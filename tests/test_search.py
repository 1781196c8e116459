"""core/search.py on the test dice game (Pig): PIMC and ISMCTS find the obvious move, beat random
play, respect their budget, and honour the inference weight."""
import random

from gamenight.core.engine import CHANCE
from gamenight.core.search import Budget, ismcts, pimc, play_out, win_reward
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
                state.apply(ismcts(lambda r: snapshot.clone(), state.current_player, rng, Budget(5, iterations=60))[0])
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
