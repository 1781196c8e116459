"""The Goker bots and the futures the hard bot searches: the array scoring agrees with the
rules' own scoring, sampled worlds are consistent with what the seat knows, and the search
finds the best card when the future is known."""
import itertools
import random

import numpy as np

from gamenight.core.cards import Card, standard_deck
from gamenight.games.goker.bots import EasyGokerBot, HardGokerBot, NormalGokerBot, may_hold, normal_key
from gamenight.games.goker.deck import default_deck
from gamenight.games.goker.futures import (
    BALL_SLOTS,
    MARKED,
    CardTable,
    Worlds,
    card_values,
    level_points,
    normal_picks,
    pattern_ranks,
    ranks_at,
    sample_worlds,
    world_weights,
)
from gamenight.games.goker.patterns import best_pattern
from gamenight.games.goker.rules import Deal, GokerState, PlayCard
from gamenight.games.goker.scoring import Played, level_points as rule_level_points

OPTIONS = dict(deck="", level1=25, level2=40, level3=55, rapid_start=False, draw="app", cards="app", wilds=0,
               guess_points=25, grace_seconds=5)
DECK = default_deck()
TABLE = CardTable.of(DECK, 2)


def _random_marks(rng, count):
    return set(rng.sample(range(1, 76), count))


def _pattern(card, marked):
    return None if card.is_joker else best_pattern(DECK.grid(card).marked(marked))


def test_pattern_ranks_agree_with_best_pattern():
    rng = random.Random(1)
    masks = [rng.getrandbits(25) & rng.getrandbits(25) | rng.getrandbits(25) for _ in range(3000)]
    masks += [(1 << 25) - 1, 0]
    ranks = pattern_ranks(np.array(masks))
    assert [int(r) for r in ranks] == [(best_pattern(m).rank if best_pattern(m) else 0) for m in masks]


def test_ranks_at_marks_the_balls_drawn_by_then():
    rng = random.Random(2)
    cards = [Card.from_index(i) for i in rng.sample(range(52), 6)]
    marked = _random_marks(rng, 20)
    rest = [n for n in range(1, 76) if n not in marked]
    rng.shuffle(rest)
    pos = np.full((1, BALL_SLOTS), MARKED)
    for place, number in enumerate(rest):
        pos[0, number] = place
    ranks = ranks_at(TABLE, np.array([[card.index for card in cards]]), pos, 15)
    later = marked | set(rest[:15])
    assert [int(r) for r in ranks[0]] == [_pattern(card, later).rank if _pattern(card, later) else 0 for card in cards]


def test_array_level_points_agree_with_the_rules_including_wilds():
    rng = random.Random(3)
    deck = standard_deck(2)
    for _ in range(600):
        players = rng.randint(2, 5)
        cards = rng.sample(deck, players)
        marked = _random_marks(rng, rng.choice((25, 40, 55)))
        level = rng.randint(1, 3)
        played = [Played(seat, card, _pattern(card, marked)) for seat, card in enumerate(cards)]
        expected, _ = rule_level_points(played, level)
        ranks = [play.pattern.rank if play.pattern else 0 for play in played]
        got = level_points(TABLE, np.array([[card.index for card in cards]]), np.array([ranks]), level)
        assert [int(p) for p in got[0]] == [expected[seat] for seat in range(players)], (cards, level)


def test_array_picks_agree_with_the_normal_bot():
    rng = random.Random(4)
    deck = standard_deck(2)
    for _ in range(400):
        hand = rng.sample(deck, rng.randint(1, 3))
        marked = _random_marks(rng, rng.choice((25, 40)))
        level = rng.randint(1, 3)
        ranks = [[(_pattern(card, marked).rank if _pattern(card, marked) else 0) for card in hand]]
        pick = normal_picks(TABLE, np.array([[card.index for card in hand]]), np.array(ranks), level)[0]
        assert hand[pick] == max(hand, key=lambda card: normal_key(card, _pattern(card, marked), level))


def test_sampled_worlds_deal_unseen_cards_and_share_balls_up_to_the_next_level_end():
    rng = random.Random(5)
    unseen = list(range(10, 40))
    allowed = [[card % 2 == 0 for card in unseen], [True] * len(unseen)]
    marked = frozenset(range(1, 26))
    worlds = sample_worlds(rng, unseen, allowed, 3, marked, 15, count=50, inner=4)
    assert worlds.opponents.shape == (50, 2, 3) and worlds.pos.shape == (50, 4, BALL_SLOTS)
    for hands in worlds.opponents:
        assert len(set(hands.ravel())) == 6 and set(hands.ravel()) <= set(unseen)
        assert all(card % 2 == 0 for card in hands[0])  # allowed cards first: there are enough
    assert (worlds.pos[:, :, list(marked)] == MARKED).all() and (worlds.pos[:, :, 0] == MARKED).all()
    for world in worlds.pos:
        assert sorted(world[0, 26:]) == list(range(50))
        shared = [set(np.flatnonzero((future >= 0) & (future < 15))) for future in world]
        assert all(drawn == shared[0] for drawn in shared)
        later = [set(np.flatnonzero((future >= 0) & (future < 30))) for future in world]
        assert len({frozenset(drawn) for drawn in later}) > 1  # what comes after differs
    again = sample_worlds(random.Random(5), unseen, allowed, 3, marked, 15, count=50, inner=4)
    assert (again.pos == worlds.pos).all() and (again.opponents == worlds.opponents).all()


def test_a_player_with_too_few_allowed_cards_gets_others():
    worlds = sample_worlds(random.Random(6), list(range(20)), [[card < 2 for card in range(20)]], 3,
                           frozenset(), 10, count=20, inner=1)
    for hand in worlds.opponents[:, 0]:
        assert {0, 1} <= set(hand)


def _exact_best(hand, others, scores, future, marked, level, ends):
    """Brute force with the rules' scoring: the best my cards can do over every order of play
    when the other players' cards and the draw are known (they play as the normal bot)."""
    values = {}
    for order in itertools.permutations(hand):
        totals = list(scores)
        theirs = [list(h) for h in others]
        balls = set(marked)
        rest = [n for n in future if n not in marked]
        calls = ends[level - 1]
        for step, card in enumerate(order):
            now = level + step
            balls |= set(rest[:ends[now - 1] - calls])
            picks = [max(h, key=lambda c: normal_key(c, _pattern(c, balls), now)) for h in theirs]
            for h, pick in zip(theirs, picks, strict=True):
                h.remove(pick)
            played = [Played(seat, c, _pattern(c, balls)) for seat, c in enumerate([card, *picks])]
            for seat, points in rule_level_points(played, now)[0].items():
                totals[seat] += points
        top = max(totals)
        value = (1 / totals.count(top) if totals[0] == top else 0) + totals[0] / 10_000
        values[order[0]] = max(values.get(order[0], -1), value)
    return [values[card] for card in hand]


def test_card_values_on_one_known_future_are_the_best_order_of_play():
    rng = random.Random(7)
    deck = standard_deck(2)
    ends = (25, 40, 55)
    for trial in range(60):
        level = 1 + trial % 2
        players = rng.randint(2, 4)
        cards = rng.sample(deck, 3 * players)
        hand, others = cards[:4 - level], [cards[3 * i:3 * i + 4 - level] for i in range(1, players)]
        future = list(range(1, 76))
        rng.shuffle(future)
        marked = set(future[:ends[level - 1]])
        scores = [rng.randrange(0, 400, 10) for _ in range(players)]
        pos = np.full((1, 1, BALL_SLOTS), MARKED)
        for place, number in enumerate(n for n in future if n not in marked):
            pos[0, 0, number] = place
        worlds = Worlds(np.array([[[card.index for card in h] for h in others]]), pos)
        got = card_values(TABLE, [card.index for card in hand], scores, level,
                          [end - ends[level - 1] for end in ends[level:]], worlds)
        assert got.shape == (len(hand), 1)
        assert np.allclose(got[:, 0], _exact_best(hand, others, scores, future, marked, level, ends))


def _game_at_level_end(seed, level):
    """A seeded three-player game run by normal bots up to the given level's end."""
    rng = random.Random(seed)
    state = GokerState(OPTIONS, 3)
    state.apply(Deal(tuple(rng.sample(standard_deck(), 9))))
    bot = NormalGokerBot(0)
    while not (state.phase == "play" and state.level == level):
        player = state.current_player
        if player < 0:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(bot.choose(state.view(player), state.legal_actions(), rng))
        for seat in range(3):
            for action in state.out_of_turn_actions(seat):
                state.apply(action)
    return state


def test_may_hold_rules_out_cards_the_player_would_have_played_instead():
    state = _game_at_level_end(11, 2)
    view = state.view(0)
    result = view.results[0]
    for seat in (1, 2):
        played = next(play for play in result.played if play.seat == seat)
        for card in state.hands[seat]:  # what a normal player kept, it preferred less
            assert may_hold(view, seat, card)
        better = [card for card in standard_deck() if card not in view.seen_cards and
                  normal_key(card, _pattern(card, result.marked), 1) > normal_key(played.card, played.pattern, 1)]
        assert better and not any(may_hold(view, seat, card) for card in better)


def test_the_hard_bot_is_deterministic_from_its_seed_and_plays_a_card_it_holds():
    state = _game_at_level_end(12, 1)
    view, legal = state.view(state.current_player), state.legal_actions()
    first = HardGokerBot(view.seat).choose(view, legal, random.Random(3))
    assert isinstance(first, PlayCard) and first.card in view.hand
    assert all(HardGokerBot(view.seat).choose(view, legal, random.Random(3)) == first for _ in range(3))


class CountingHardBot(HardGokerBot):
    def __init__(self, seat, time_budget=None):
        super().__init__(seat, time_budget)
        self.batches = 0

    def worlds(self, *args):
        self.batches += 1
        return super().worlds(*args)


def test_the_hard_bot_spends_its_time_budget_as_a_count_of_batches_not_by_the_clock(monkeypatch):
    state = _game_at_level_end(13, 1)
    view, legal = state.view(state.current_player), state.legal_actions()
    for budget, batches in ((None, 4), (0.5, 8), (0.0, 1)):
        bot = CountingHardBot(view.seat, budget)
        bot.choose(view, legal, random.Random(4))
        assert bot.batches == batches
    calm = HardGokerBot(view.seat).choose(view, legal, random.Random(4))
    ticks = itertools.count(step=1000.0)  # a machine so slow each clock reading is 1000 s later
    monkeypatch.setattr("gamenight.core.search.time.perf_counter", lambda: next(ticks))
    slow = CountingHardBot(view.seat)
    assert slow.choose(view, legal, random.Random(4)) == calm and slow.batches == 4


def test_worlds_count_less_for_each_card_a_player_would_have_played_instead():
    unseen = [5, 6, 7, 8]
    allowed = [[True, True, False, True], [True, False, True, True]]
    opponents = np.array([[[5, 6], [7, 8]],  # all allowed
                          [[7, 6], [5, 8]],  # the first player holds 7, not allowed
                          [[7, 8], [6, 5]]])  # 7 for the first, 6 for the second
    weights = world_weights(Worlds(opponents, np.zeros((3, 1, BALL_SLOTS), dtype=np.intp)), unseen, allowed, 0.1)
    assert np.allclose(weights, [1.0, 0.1, 0.01])


def test_numpy_is_not_loaded_until_a_hard_bot_thinks():
    """The app imports every game at start-up; NumPy (tens of milliseconds) must not come with it."""
    import subprocess
    import sys

    code = "import sys, gamenight.games.goker; print('numpy' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_a_bigger_table_samples_proportionally_fewer_worlds_a_batch():
    from gamenight.games.goker.bots import BATCHES

    for players in (3, 6):
        state = GokerState(OPTIONS, players)
        state.apply(Deal(tuple(random.Random(players).sample(standard_deck(), 3 * players))))
        unseen = [card.index for card in standard_deck() if card not in state.hands[0]]
        allowed = [[True] * len(unseen)] * (players - 1)
        worlds = HardGokerBot(0).worlds(state.view(0), unseen, allowed, 3, 15, random.Random(1))
        assert worlds.opponents.shape == (BATCHES[3][0] * 3 // players, players - 1, 3)


def test_easy_plays_its_fullest_card_and_a_wild_only_as_its_last_card():
    choices = wilds_kept = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = GokerState(dict(OPTIONS, wilds=2), 3)
        deck = standard_deck(2)
        rng.shuffle(deck)
        state.apply(Deal(tuple(deck[:9])))
        bots = [EasyGokerBot(seat) for seat in range(3)]
        while not state.is_over:
            player = state.current_player
            if player < 0:
                state.apply(state.sample_chance(rng))
            else:
                legal = state.legal_actions()
                action = bots[player].choose(state.view(player), legal, rng)
                if isinstance(action, PlayCard):
                    held = [a.card for a in legal]
                    marks = {card: DECK.grid(card).marked(state.marked).bit_count() for card in held
                             if not card.is_joker}
                    assert (action.card.is_joker and not marks) or marks[action.card] == max(marks.values())
                    choices += len(set(marks.values())) > 1
                    wilds_kept += any(card.is_joker for card in held) and len(held) > 1
                state.apply(action)
            for seat in range(3):
                for reaction in state.out_of_turn_actions(seat):
                    state.apply(reaction)
    assert choices > 3 and wilds_kept > 0  # positions where the rules had something to rule out
