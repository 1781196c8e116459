"""Every Goodge ruling (RULINGS.md) on purpose-built hands."""
import pytest

from gamenight.core.engine import CHANCE, IllegalAction
from gamenight.games.goodge.actions import Bid, Claim, FirstDealer, NameTrump, Pass, Play, PutBack
from gamenight.games.goodge.cards import CROWN, DECK_POINTS, Card, deck
from gamenight.games.goodge.views import Phase

from .tables import auction_to, cards, new_state, ready_to_play, rigged


def card(code):
    return Card.parse(code)


def table(hands, trump="Hearts", goodge=1, **options):
    """Four seats in play with trump named, the Goodge (seat 1) on lead, and these hands."""
    state = ready_to_play(rigged(**options), goodge, 50, trump)
    state.round.hands = [cards(codes) for codes in hands]
    state.round.stash = cards("2T 3T 4T")  # no points, and no card any test hand uses
    return state


def test_the_deck_has_51_cards_worth_250_and_codes_round_trip():
    every = deck()
    assert len(every) == len(set(every)) == 51 and sum(c.points for c in every) == DECK_POINTS == 250
    assert [c.points for c in cards("1S 5D 10T 7H CR")] == [20, 15, 10, 0, 25]
    assert all(Card.parse(c.code) == c for c in every) and CROWN.code == "CR"
    assert str(card("7T").name) == "the 7 of Stars"
    for bad in ("11H", "0S", "7X", "", "C"):
        with pytest.raises(ValueError, match="not a Goodge card code"):
            Card.parse(bad)


@pytest.mark.parametrize("players,size", [(3, 16), (4, 12)])
def test_the_first_dealer_is_chance_and_the_deal_leaves_a_stash_of_3(players, size):
    state = new_state(players)
    assert state.current_player == CHANCE and state.legal_actions() == [FirstDealer(s) for s in range(players)]
    state.apply(FirstDealer(2))
    state.apply(state.sample_chance(__import__("random").Random(4)))
    assert [len(hand) for hand in state.round.hands] == [size] * players and len(state.round.stash) == 3
    assert state.current_player == (2 + 1) % players  # bidding starts left of the dealer


def test_bids_are_on_the_grid_and_above_the_high_bid():
    state = rigged()
    for amount, reason in ((45, "the first bid is at least 50"), (52, "bids go up in steps of 5"),
                           (255, "the highest bid is 250")):
        with pytest.raises(IllegalAction, match=reason):
            state.apply(Bid(amount))
    state.apply(Bid(85))
    with pytest.raises(IllegalAction, match="the bid must be above 85"):
        state.apply(Bid(85))
    assert state.legal_actions()[:3] == [Pass(), Bid(90), Bid(95)] and state.legal_actions()[-1] == Bid(250)


def test_a_pass_is_final_and_the_last_bidder_left_is_the_goodge():
    state = rigged()  # dealer 0: seats 1, 2, 3, 0 call in turn
    for action in (Bid(50), Pass(), Bid(60), Pass(), Bid(65)):
        state.apply(action)
    assert state.current_player == 3  # seat 2 passed for the round and is skipped
    state.apply(Pass())
    assert state.round.goodge == 1 and state.round.auction.high_bid == 65 and state.phase is Phase.PUT_BACK


def test_a_bid_of_250_ends_the_auction_at_once():
    state = rigged()
    state.apply(Bid(250))
    assert state.round.goodge == 1 and state.phase is Phase.PUT_BACK


def test_the_last_player_must_bid_when_everyone_else_passed_first():
    state = rigged()
    for _ in range(3):
        state.apply(Pass())
    assert Pass() not in state.legal_actions() and state.legal_actions()[0] == Bid(50)
    with pytest.raises(IllegalAction, match="you must bid at least 50"):
        state.apply(Pass())
    state.apply(Bid(50))
    assert state.round.goodge == 0


def test_the_goodge_takes_the_stash_and_puts_back_three_single_cards():
    state = rigged({1: "1S 2S 3S 4S 5S 6S 7S 8S 9S 10S 1D 2D"}, stash="CR 1H 5H")
    assert all(state.view(seat).stash_dealt is None for seat in range(4))  # the stash is face down
    auction_to(state, 1, 70)
    assert len(state.round.hands[1]) == 15 and CROWN in state.round.hands[1]
    assert state.view(1).stash == () and state.view(2).stash is None
    assert state.view(1).stash_dealt == tuple(cards("CR 1H 5H")) and state.view(2).stash_dealt is None
    with pytest.raises(IllegalAction, match="you do not hold the 7 of Hearts"):
        state.apply(PutBack(card("7H")))
    for code in ("2S", "3S", "4S"):
        assert state.current_player == 1 and state.phase is Phase.PUT_BACK
        state.apply(PutBack(card(code)))
    assert state.view(1).stash == tuple(cards("2S 3S 4S")) and state.view(0).stash is None
    assert state.view(0).stash_count == 3 and state.phase is Phase.TRUMP
    with pytest.raises(IllegalAction, match="trump is one of Spades, Diamonds, Stars, Hearts, Clubs"):
        state.apply(NameTrump(5))
    state.apply(NameTrump(2))
    assert state.round.trump == 2 and state.current_player == 1  # the Goodge leads


def test_follow_suit_and_the_crown_counts_as_a_trump():
    state = table(["1S 2S", "7D 8D", "4D CR", "1C 2C"])
    state.apply(Play(card("7D")))
    with pytest.raises(IllegalAction, match="you must follow Diamonds"):
        state.apply(Play(CROWN))  # the Crown is a trump, not a Diamond
    assert state.legal_actions() == [Play(card("4D"))]
    state.apply(Play(card("4D")))
    assert state.legal_actions() == [Play(card("1C")), Play(card("2C"))]  # void: any card


def test_trump_led_a_trump_or_the_crown_must_be_played():
    state = table(["1S 2S", "7H 8D", "4D CR", "3H 2C"])
    state.apply(Play(card("7H")))
    assert state.legal_actions() == [Play(CROWN)]  # the Crown is seat 2's only trump
    with pytest.raises(IllegalAction, match="trump was led: play a trump or the Crown"):
        state.apply(Play(card("4D")))
    state.apply(Play(CROWN))
    state.apply(Play(card("3H")))
    state.apply(Play(card("1S")))
    assert state.round.leader == 2 and state.round.captured[2] == 25 + 20


def test_a_crown_lead_is_a_trump_lead():
    state = table(["1S 2S", "CR 8D", "4D 5H", "3H 2C"])
    state.apply(Play(CROWN))
    assert state.legal_actions() == [Play(card("5H"))]


@pytest.mark.parametrize("plays,winner", [
    ("7D 10D CR 9D", 2),  # the Crown wins any trick
    ("7D 10D 2H 9D", 2),  # a trump beats the lead suit
    ("7D 10D 2H 3H", 3),  # the higher trump
    ("7D 9D 10S 8D", 1),  # another suit never wins: the highest of the lead suit does
])
def test_who_wins_a_trick(plays, winner):
    """`winner`: the index in play order of the card that takes the trick (trump Hearts)."""
    played = cards(plays)
    state = table([played[3].code, played[0].code, played[1].code, played[2].code])  # seat 1 leads
    for code in played:
        state.apply(Play(code))
    assert state.results[-1].last_winner == (1 + winner) % 4


def test_one_ranks_high_only_with_the_option():
    for one_high, winner in ((False, 2), (True, 1)):
        state = table(["2S", "1D", "10D", "3D"], one_high=one_high)
        for code in ("1D", "10D", "3D", "2S"):
            state.apply(Play(card(code)))
        assert state.results[-1].last_winner == winner


def test_the_stash_goes_to_the_last_trick_and_counts_toward_the_bid():
    state = rigged({1: "1S 5S 10S 2S 3S 4S 6S 7S 8S 9S 2D 3D"}, stash="5D 10D 4D")
    ready_to_play(state, 1, 115, "Spades", put_back="5D 10D 4D")  # 25 points in the stash
    state.round.hands = [cards("2H 5H"), cards("1S 5S"), cards("3H 6H"), cards("4H 7H")]
    state.round.captured = [0, 60, 0, 0]
    for code in ("1S", "3H", "4H", "2H", "5S", "6H", "7H", "5H"):
        state.apply(Play(card(code)))
    result = state.results[-1]  # 60 + 20 + 30 = 110 from tricks: short of 115 without the stash
    assert result.last_winner == 1 and result.captured[1] == 110 + 25 and result.made
    assert result.points[1] == 135 and state.totals[1] == 135


def test_the_goodge_short_of_the_bid_scores_minus_the_bid_and_others_take_the_stash():
    state = ready_to_play(rigged(stash="5D 10D 4D"), 1, 120, "Spades")
    state.round.hands = [cards("2H"), cards("3H"), cards("1H"), cards("4H")]
    state.round.captured = [10, 100, 0, 0]
    for code in ("3H", "1H", "4H", "2H"):
        state.apply(Play(card(code)))
    result = state.results[-1]
    assert result.last_winner == 3 and not result.made
    assert result.points == (10, -120, 0, 20 + 25) and state.totals == [10, -120, 0, 45]
    assert state.completed_rounds() == [(10, -120, 0, 45)] and state.phase is Phase.DEAL and state.dealer == 1


def test_the_game_ends_after_a_round_with_a_single_leader_at_the_target():
    state = ready_to_play(rigged(target=1000), 1, 50, "Spades")
    state.totals = [990, 0, 0, 0]
    state.round.hands = [cards("2H"), cards("3H"), cards("1H"), cards("4H")]
    for code in ("3H", "1H", "4H", "2H"):
        state.apply(Play(card(code)))
    assert state.totals[0] == 990 and not state.is_over  # 1000 not yet reached by anyone
    state = ready_to_play(rigged(), 1, 50, "Spades")
    state.totals = [490, 0, 0, 0]
    state.round.hands = [cards("10H"), cards("3H"), cards("1H"), cards("4H")]
    for code in ("3H", "1H", "4H", "10H"):
        state.apply(Play(card(code)))
    assert state.totals == [555, -50, 0, 0] and state.is_over and state.placements() == (1, 4, 2, 2)


def test_a_tie_for_first_plays_another_round():
    state = ready_to_play(rigged(), 1, 50, "Spades")
    state.totals = [480, 0, 510, 0]
    state.round.hands = [cards("5H"), cards("3H"), cards("2H"), cards("4H")]  # seat 0 takes 15 + the stash
    state.round.stash = cards("2D 3D 4D")
    for code in ("3H", "2H", "4H", "5H"):
        state.apply(Play(card(code)))
    assert state.totals == [495, -50, 510, 0] and state.is_over
    state = ready_to_play(rigged(), 1, 50, "Spades")
    state.totals = [495, 0, 510, 0]
    state.round.hands = [cards("5H"), cards("3H"), cards("2H"), cards("4H")]
    state.round.stash = cards("2D 3D 4D")
    for code in ("3H", "2H", "4H", "5H"):
        state.apply(Play(card(code)))
    assert state.totals == [510, -50, 510, 0] and not state.is_over and state.phase is Phase.DEAL


def test_a_proven_claim_takes_the_rest_and_the_stash():
    state = table(["2S 3S", "CR 10H", "4D 5C", "6C 7C"])  # trump Hearts: the Crown and the top trump
    assert Claim() in state.legal_actions()
    state.apply(Claim())
    result = state.results[-1]
    assert result.claimed_by == 1 and result.last_winner == 1
    assert result.captured[1] == 25 + 10 + 15 and result.stash == tuple(cards("2T 3T 4T"))
    assert state.results[-1].points[1] == 50 and state.phase is Phase.DEAL


def test_a_claim_may_count_on_leading_trumps_to_draw_the_last_ones():
    state = table(["2S 3S", "CR 10H 10S", "4D 5C", "6C 2H"])  # the 2 of Hearts falls to a trump lead
    assert Claim() in state.legal_actions()
    state = table(["2S 3S", "CR 10S 9S", "4D 3H", "6C 2H"])  # two trumps out, one to draw them
    assert Claim() not in state.legal_actions()


def test_a_claim_that_an_unseen_card_could_beat_is_refused():
    state = table(["2S 3S", "10S 9S", "4D 5C", "6C 2H"])  # a 10 of Spades led could be trumped
    assert Claim() not in state.legal_actions()
    with pytest.raises(IllegalAction, match="the claim is not sure"):
        state.apply(Claim())
    state = table(["2S 3S", "CR 9H", "4D 5C", "6C 10H"])  # the 10 of Hearts beats the 9
    assert Claim() not in state.legal_actions()
    state.apply(Play(CROWN))
    state.apply(Play(card("4D")))
    with pytest.raises(IllegalAction, match="you may claim only when you lead"):
        state.apply(Claim())
