"""What the Goodge bots do in set-up positions (they are given their seat's view only)."""
import random

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goodge.actions import Bid, Claim, NameTrump, Pass, Play, PutBack
from gamenight.games.goodge.bots import EasyGoodgeBot, NormalGoodgeBot
from gamenight.games.goodge.cards import CROWN, SUITS

from .tables import auction_to, rigged
from .test_goodge_rules import card, table


def choose(state, level=NormalGoodgeBot):
    seat = state.current_player
    return level(seat).choose(state.view(seat), state.legal_actions(), random.Random(0))


STRONG = "CR 1H 10H 9H 8H 7H 5H 10S 1S 10D 2C 3C"  # the Crown and seven Hearts
WEAK = "2S 3S 4S 2D 3D 4D 2T 3T 4T 2C 3C 4C"


def test_easy_bids_only_on_an_obvious_hand_and_the_least_it_may():
    assert choose(rigged({1: STRONG}), EasyGoodgeBot) == Bid(50)
    assert choose(rigged({1: WEAK}), EasyGoodgeBot) == Pass()  # the normal bot opens this
    state = rigged({1: STRONG})
    state.apply(Bid(150))
    assert choose(state, EasyGoodgeBot) == Pass()  # no raise of a high bid, however good the hand
    state = rigged({0: WEAK})
    for _ in range(3):
        state.apply(Pass())
    assert choose(state, EasyGoodgeBot) == Bid(50)  # forced


def test_easy_as_goodge_names_its_longest_suit_and_never_puts_back_the_crown_or_a_card_of_it():
    state = rigged({1: STRONG}, stash="4H 6S 7S")
    auction_to(state, 1, 100)
    for _ in range(3):
        action = choose(state, EasyGoodgeBot)
        assert isinstance(action, PutBack) and action.card.suit != SUITS.index("Hearts") and action.card != CROWN
        state.apply(action)
    assert choose(state, EasyGoodgeBot) == NameTrump(SUITS.index("Hearts"))


def test_easy_plays_its_highest_winner_when_it_can_beat_the_trick():
    state = table(["7D 9D 2D", "5D 1C", "3D 2C", "4D 10D 6D"])  # Hearts trump
    for code in ("5D", "3D"):
        state.apply(Play(card(code)))
    assert choose(state, EasyGoodgeBot) == Play(card("10D"))  # high, where the normal bot saves it


def test_easy_plays_its_cheapest_card_when_it_cannot_win():
    state = table(["7D 9D 2D", "10D 1C", "3D 2C", "4D 5D 1D 6D"])
    for code in ("10D", "3D"):
        state.apply(Play(card(code)))
    assert choose(state, EasyGoodgeBot) == Play(card("4D"))  # never the 20-point 1 or the 15-point 5


def test_easy_leads_its_highest_plain_card_and_keeps_the_crown():
    state = table(["2S 3S", "CR 9H 8C 3C 10S", "4D 5C", "6C 7C"])
    assert choose(state, EasyGoodgeBot) == Play(card("10S"))


def test_normal_opens_any_hand_but_raises_only_a_strong_one():
    for hand in (STRONG, WEAK):  # being the Goodge makes 50 with almost anything
        assert choose(rigged({1: hand})) == Bid(50)
    for hand, raise_ in ((STRONG, Bid(205)), (WEAK, Pass())):
        state = rigged({1: hand}, dealer=3)  # seat 0 calls first, then seat 1
        state.apply(Bid(200))
        assert choose(state) == raise_


def test_normal_as_goodge_puts_back_low_plain_cards_and_names_its_long_suit():
    state = rigged({1: STRONG}, stash="4H 6S 7S")
    auction_to(state, 1, 100)
    for _ in range(3):
        action = choose(state)
        assert isinstance(action, PutBack) and action.card.suit != SUITS.index("Hearts") and not action.card.points
        state.apply(action)
    assert choose(state) == NameTrump(SUITS.index("Hearts"))


def test_normal_claims_when_it_can():
    state = table(["2S 3S", "CR 10H", "4D 5C", "6C 7C"])
    assert choose(state) == Claim()


def test_normal_takes_a_point_trick_with_its_cheapest_winner_when_last():
    state = table(["7D 9D 2D", "5D 1C", "3D 2C", "4D 3C"])
    for code in ("5D", "3D", "4D"):
        state.apply(Play(card(code)))
    assert choose(state) == Play(card("7D"))


def test_normal_ducks_a_trick_it_cannot_win_with_its_least_valuable_card():
    state = table(["1D 2D 6D", "10D 1C", "3D 2C", "4D 3C"])
    for code in ("10D", "3D", "4D"):
        state.apply(Play(card(code)))
    assert choose(state) == Play(card("2D"))


def test_normal_keeps_the_crown_for_a_rich_trick():
    poor = table(["CR 6S 7S 8S", "2D 1C", "3D 2C", "4D 3C"])
    for code in ("2D", "3D", "4D"):
        poor.apply(Play(card(code)))
    assert choose(poor) == Play(card("6S"))
    rich = table(["CR 6S 7S 8S", "1D 1C", "5D 2C", "4D 3C"])
    for code in ("1D", "5D", "4D"):
        rich.apply(Play(card(code)))
    assert choose(rich) == Play(CROWN)


def test_normal_leads_a_sure_winner_first():
    state = table(["2S 3S", "CR 10S 9D", "4D 10D", "6C 7C 8C"], trump="Spades")  # the Crown waits
    assert choose(state) == Play(card("10S"))


def test_normal_beats_easy_bots():
    wins = 0
    for seed in range(30):
        seats = [Seat("normal", "bot", "normal")] + [Seat(f"easy {i}", "bot", "easy") for i in range(3)]
        match = Match.start("goodge", seats[seed % 4:] + seats[:seed % 4], seed=seed)
        match.play_out()
        wins += match.state.placements()[(4 - seed % 4) % 4] == 1
    assert wins >= 18


def test_normal_overtakes_the_goodge_sooner_than_another_player():
    state = table(["4S 5S", "10D 1C", "2H 3C", "4C 4D"])
    state.apply(Play(card("10D")))  # the Goodge (seat 1) leads 10 points
    assert choose(state) == Play(card("2H"))  # trumped, though a later trump may beat it
    state = table(["2H 3C", "1C 2C", "4S 5S", "10D 4D"])
    state.round.leader = 3
    state.apply(Play(card("10D")))  # seat 3, not the Goodge, leads the same 10 points
    assert choose(state) == Play(card("3C"))
