"""What the hard Goodge bot does in set-up positions, from its seat's view only."""
import random

from gamenight.games.goodge.actions import Bid, Play
from gamenight.games.goodge.cards import CROWN, deck
from gamenight.games.goodge.hard import HardGoodgeBot, auction_weight, round_points
from gamenight.games.goodge.worlds import state_from_view

from .tables import rigged
from .test_goodge_rules import card, table


def endgame(hands, trump="Hearts"):
    """`table`'s position (seat 1 the Goodge and on lead), with every card in no hand and not in
    the stash shown as played earlier (one card a trick, so no void is revealed): a consistent view."""
    state = table(hands, trump=trump)
    held = {c for hand in state.round.hands for c in hand} | set(state.round.stash)
    state.round.tricks = [(0, (c,)) for c in deck() if c not in held]
    return state


def choose(state, seed=0):
    seat = state.current_player
    return HardGoodgeBot(seat).choose(state.view(seat), state.legal_actions(), random.Random(seed))


def test_hard_takes_a_sure_point_trick_when_last():
    state = endgame(["7D 2D 2S", "5D 1C 3C", "3D 2C 4C", "4D 3S 4S"])
    for code in ("5D", "3D", "4D"):
        state.apply(Play(card(code)))
    assert choose(state) == Play(card("7D"))


def test_hard_keeps_the_crown_for_a_rich_trick():
    hands = ["CR 2S 3S", "{} 1C 5C", "{} 2C 10C", "4D 3C 10S"]  # only losers beside it
    poor = endgame([hand.format(*(["2D"] if seat == 1 else ["3D"])) for seat, hand in enumerate(hands)])
    for code in ("2D", "3D", "4D"):
        poor.apply(Play(card(code)))
    assert choose(poor) != Play(CROWN)
    rich = endgame([hand.format(*(["1D"] if seat == 1 else ["5D"])) for seat, hand in enumerate(hands)])
    for code in ("1D", "5D", "4D"):
        rich.apply(Play(card(code)))
    assert choose(rich) == Play(CROWN)


def test_hard_is_deterministic_from_its_rng_and_sees_only_its_view():
    state = endgame(["7D 2D 6S 9S", "5D 1C 3C 8C", "3D 2C 4C 1S", "4D 3S 4S 10C"])
    state.apply(Play(card("5D")))
    other = state.clone()  # the same view for seat 2, the hidden cards elsewhere
    other.round.hands[0], other.round.hands[3] = cards_swapped(other.round.hands[0], other.round.hands[3])
    assert other.view(2) == state.view(2) and other.round.hands != state.round.hands
    choices = {choose(position, seed) for position in (state, other) for seed in (5, 5)}
    assert len(choices) == 1


def cards_swapped(first, second):
    return sorted(second), sorted(first)


def test_a_short_goodge_scores_minus_the_bid():
    assert round_points([40, 100, 60, 50], goodge=1, bid=120) == [40, -120, 60, 50]
    assert round_points([40, 100, 60, 50], goodge=1, bid=100) == [40, 100, 60, 50]


def test_worlds_where_a_weak_hand_bid_high_count_less():
    state = rigged({1: "2S 3S 4S 2D 3D 4D 2T 3T 4T 2C 3C 4C", 2: "CR 1H 10H 9H 8H 7H 5H 10S 1S 10D 2H 3H"},
                   dealer=0)
    state.apply(Bid(180))  # seat 1, with nothing
    view = state.view(0)
    strong_bidder = state.clone()
    strong_bidder.round.hands[1], strong_bidder.round.hands[2] = state.round.hands[2], state.round.hands[1]
    assert strong_bidder.view(0) == view
    assert auction_weight(strong_bidder, view) > 0.9
    assert auction_weight(state, view) < 0.2
    world = state_from_view(view, random.Random(1))
    assert 0 < auction_weight(world, view) <= 1
