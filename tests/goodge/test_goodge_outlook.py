"""The hard bot's bids by simulating the hand, its exchange and trump, and the greedy play-out model
they use; the estimate each decision keeps for the hint."""
import random

import pytest

from gamenight.games.goodge.actions import Bid, NameTrump, Pass, Play, PutBack
from gamenight.games.goodge.bots import NormalGoodgeBot
from gamenight.games.goodge.cards import SUITS
from gamenight.games.goodge.hard import HardGoodgeBot
from gamenight.games.goodge.outlook import chance_of, exchange
from gamenight.games.goodge.playout import FastRound, card_of, mask_of
from gamenight.games.goodge.views import Phase

from .tables import auction_to, cards, new_state, random_action, rigged

STRONG = "CR 10H 9H 8H 7H 5H 10S 9S 10D 9D 10C 9C"
WEAK = "2S 3S 4S 2D 3D 4D 2T 3T 4T 2C 3C 4C"


def decide(state, seed=0):
    """The hard bot's action, and the estimate behind it (None where it did not search)."""
    seat = state.current_player
    view, legal = state.view(seat), state.legal_actions()
    bot = HardGoodgeBot(seat)
    judgement = bot.judge(view, legal, random.Random(seed))
    action = bot.choose(view, legal, random.Random(seed))
    assert judgement is None or judgement.action == action, "choose acts on the same judgement"
    return action, judgement


@pytest.mark.parametrize("players", [3, 4])
def test_greedy_play_outs_play_legal_cards_and_score_like_the_engine(players):
    rng = random.Random(70 + players)
    for _ in range(150):
        state = new_state(players, one_high=rng.random() < 0.5)
        while state.phase is not Phase.PLAY:
            state.apply(random_action(state, rng))
        fast, order = FastRound.from_state(state), []
        captured = fast.copy().play_out_greedy(order)
        assert fast.copy().play_out_greedy() == captured  # no randomness
        for index in order:
            state.apply(Play(card_of(index)))  # the engine refuses an illegal card
        assert tuple(captured) == state.results[-1].captured and sum(captured) == 250


def test_the_greedy_leader_cashes_its_sure_winner_first():
    # Trump Hearts; seat 0 leads and holds the top Spade (10) beside a low Diamond.
    hands = [mask_of(cards(codes)) for codes in ("10S 2D", "9S 3D", "8S 4D", "1S 5D")]
    fast = FastRound(hands, SUITS.index("Hearts"), False, 0, [], [0, 0, 0, 0], 0)
    order = []
    assert fast.play_out_greedy(order) == [30, 0, 0, 15]  # 10S and 1S to seat 0; the 5D trick to seat 3
    assert card_of(order[0]) == cards("10S")[0]


def test_over_a_bid_of_100_a_strong_hand_raises_and_a_weak_hand_passes():
    for hand, raises in ((STRONG, True), (WEAK, False)):
        state = rigged({2: hand}, dealer=0)
        state.apply(Bid(100))  # seat 1
        action, judgement = decide(state)
        assert action == (Bid(105) if raises else Pass())
        assert (judgement.chance >= 0.5) == raises and judgement.bid == 105


def test_a_forced_hand_bids_50():
    forced = rigged({0: WEAK}, dealer=0)
    for _ in range(3):
        forced.apply(Pass())
    assert Pass() not in forced.legal_actions()
    assert decide(forced)[0] == Bid(50)


def test_a_bid_is_judged_by_the_chance_of_taking_it():
    takes = [(1.0, 40), (1.0, 90), (2.0, 120)]
    assert chance_of(takes, 90) == 0.75 and chance_of(takes, 121) == 0.0 and chance_of([], 50) == 0.0
    state = rigged({1: STRONG, 2: WEAK}, dealer=0)
    state.apply(Bid(200))
    action, judgement = decide(state)  # seat 2 does not overcall 200
    assert action == Pass() and judgement.bid == 205


def test_the_goodge_keeps_its_trumps_puts_back_low_plain_cards_and_names_the_long_suit():
    state = rigged({1: "CR 1H 10H 9H 8H 7H 6H 2S 3D 4T 2C 10S"}, stash="5H 3S 4C", dealer=0)
    auction_to(state, 1, 100)
    put_back = []
    while state.phase is Phase.PUT_BACK:
        action, _ = decide(state)
        assert isinstance(action, PutBack)
        put_back.append(action.card)
        state.apply(action)
    assert all(card.suit != SUITS.index("Hearts") and not card.points for card in put_back)
    action, judgement = decide(state)
    assert action == NameTrump(SUITS.index("Hearts")) and judgement.chance > 0.5


def test_an_exchange_plan_keeps_the_cards_already_put_back():
    hand = cards("CR 1H 10H 2S 3D 4T")
    assert exchange(hand, cards("4T"), SUITS.index("Hearts"), False)[0] == cards("4T")[0]
    assert len(set(exchange(hand, [], SUITS.index("Hearts"), False))) == 3


def test_each_search_gives_its_estimate_for_the_hint_and_is_deterministic():
    state = rigged({1: STRONG}, dealer=0)
    stash = list(state.round.stash)
    auction_to(state, 1, 120)
    for card in stash:
        state.apply(PutBack(card))
    state.apply(NameTrump(SUITS.index("Hearts")))
    first, judgement = decide(state, seed=3)
    assert isinstance(first, Play) and judgement.action == first and judgement.bid == 120
    assert 0.5 < judgement.chance <= 1
    assert decide(state, seed=3)[0] == first
    bot = HardGoodgeBot(state.current_player)
    advice = bot.advise(state.view(state.current_player), state.legal_actions(), random.Random(3))
    assert advice.action == first
    assert str(advice.reason) == f"An estimated {judgement.chance:.0%} chance of your bid of 120 being made."


def test_the_hard_goodge_exchanges_and_names_trump_by_the_normal_bots_rules_with_its_chance():
    state = rigged({1: "CR 1S 10S 9S 2H 3H 4H 5D 6D 2T 3C 4C"}, stash="8S 6T 7C", dealer=0)
    auction_to(state, 1, 120)
    while state.phase in (Phase.PUT_BACK, Phase.TRUMP):
        action, judgement = decide(state, seed=5)
        normal = NormalGoodgeBot(1).choose(state.view(1), state.legal_actions(), random.Random(5))
        assert action == normal and judgement is not None and judgement.bid == 120
        assert 0 <= judgement.chance <= 1
        state.apply(action)
    assert state.round.trump == SUITS.index("Spades")
