"""The six-card count, helping the partner and the team's tenth marble, as ruled."""
from gamenight.core.engine import TERMINAL
from gamenight.games.jokers.actions import ComeOut, Discard, JokerMove, Move, Split
from gamenight.games.jokers.deck import brings_out, value_of
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.track import start_hole

from .test_jokers_moves import H0, H2, card, holes, refused

LOW = {0: "2C 3C 4C 5C 6C 10C", 1: "2D 3D 4D 5D 6D", 2: "2H 3H 4H 5H 6H", 3: "2S 3S 4S 5S 6S"}


def test_six_counted_draws_bring_a_marble_out():
    state = build_position({}, LOW)
    state.stock.sort(key=lambda c: not brings_out(value_of(c)))  # no come-out card or joker is drawn
    for round_number in range(1, 7):
        for seat in (0, 1, 2, 3):
            assert state.turn == seat
            assert all(isinstance(action, Discard) for action in state.legal_actions())
            assert str(state.describe(state.legal_actions()[0])).endswith(
                f": {round_number} of the 6 discards that bring a marble out")
            state.apply(state.legal_actions()[0])
            if round_number < 6:
                assert state.counts[seat] == round_number and holes(state, seat)[0] == start_hole(seat, 0)
    assert [holes(state, seat)[0] for seat in range(4)] == [8, 26, 44, 62]
    assert state.counts == [0, 0, 0, 0]


def test_a_come_out_card_drawn_while_counting_is_played_at_once():
    hand = {0: "2C 3C 4C 5C 6C KS"}
    state = build_position({0: [H0[0]]}, hand, counts=(1, 0, 0, 0), drawn="KS")
    assert state.legal_actions() == [ComeOut(card(state, "KS"))]
    refused(state, Move(card(state, "2C"), H0[0]), "the K. you drew while counting must be played now")
    free = build_position({0: [H0[0]]}, hand, counts=(0, 0, 0, 0), drawn="KS")
    assert Move(card(free, "2C"), H0[0]) in free.legal_actions()
    state.apply(ComeOut(card(state, "KS")))
    assert state.counts[0] == 0 and holes(state, 0)[1] == 8


def test_a_joker_drawn_while_counting_is_played_at_once():
    state = build_position({0: [H0[0]], 1: [30]}, {0: "2C 3C 4C 5C 6C JK1"}, counts=(2, 0, 0, 0), drawn="JK1")
    assert state.legal_actions() == [JokerMove(card(state, "JK1"), start_hole(0, 1), 30)]


def test_a_home_move_neither_advances_nor_resets_the_count():
    state = build_position({0: [H0[0]]}, {0: "2C 3C 4C 5C 6C 10C"}, counts=(3, 0, 0, 0))
    state.apply(Move(card(state, "2C"), H0[0]))
    assert state.counts[0] == 3


def test_at_six_the_marble_waits_while_coming_out_is_illegal():
    state = build_position({2: [8, 39]}, LOW, counts=(5, 0, 0, 0))
    state.apply(Discard(card(state, "2C")))
    assert state.counts[0] == 6 and holes(state, 0)[0] == start_hole(0, 0)
    state = build_position({2: [8]}, LOW, counts=(6, 0, 0, 0))
    state.apply(Discard(card(state, "2C")))
    assert state.counts[0] == 0 and holes(state, 0)[0] == 8 and holes(state, 2)[0] == 39


def test_with_all_five_home_a_player_moves_the_partners_marbles():
    state = build_position({0: H0, 2: [50, 20]}, {0: "5C AS"})
    five, ace = card(state, "5C"), card(state, "AS")
    assert set(state.legal_actions()) == {Move(five, 50), Move(five, 20), Move(ace, 50), Move(ace, 20), ComeOut(ace)}
    assert str(state.describe(Move(five, 50))) == "5\u2663: partner's marble on 50 forward 5"
    assert str(state.describe(ComeOut(ace))) == "A\u2660: bring a partner's marble out"
    state.apply(ComeOut(ace))
    assert holes(state, 2)[2] == 44


def test_helping_uses_jokers_and_the_partners_own_marble_rules():
    state = build_position({0: H0, 1: [30], 2: [50]}, {0: "JK1"})
    joker = card(state, "JK1")
    assert set(state.legal_actions()) == {JokerMove(joker, 50, 30), JokerMove(joker, start_hole(2, 1), 30)}
    state = build_position({0: H0, 2: [20, 22]}, {0: "5C"})
    refused(state.clone(), Move(card(state, "5C"), 20), "your partner's marble on 22 is in the way")
    refused(state, Move(card(state, "5C"), H0[0]), "your partner has no marble on home 1")


def test_a_split_bringing_the_last_own_marble_home_spends_the_rest_on_the_partner():
    state = build_position({0: [3, H0[1], H0[2], H0[3], H0[4]], 2: [50]}, {0: "7H"})
    seven = card(state, "7H")
    assert Split(seven, 3, 1, 50, 6) in state.legal_actions()
    refused(state.clone(), Split(seven, 50, 6, 3, 1), "you have no marble on 50")
    assert str(state.describe(Split(seven, 3, 1, 50, 6))) == ("7\u2665 split: marble on 3 forward 1, "
                                                        "partner's marble on 50 forward 6")
    state.apply(Split(seven, 3, 1, 50, 6))
    assert holes(state, 0)[0] == H0[0] and holes(state, 2)[0] == 56


def test_the_count_helps_the_partner_too():
    state = build_position({0: H0}, LOW, counts=(5, 0, 0, 0))
    state.apply(Discard(card(state, "2C")))
    assert state.counts[0] == 0 and holes(state, 2)[0] == 44


def test_the_teams_tenth_marble_needs_an_exact_card():
    state = build_position({0: H0, 2: [39, H2[1], H2[2], H2[3], H2[4]]}, {0: "7H AC 2C"})
    assert state.legal_actions() == [Move(card(state, "AC"), 39)]
    refused(state.clone(), Split(card(state, "7H"), 39, 1, H2[1], 6), "the team's last marble home")
    state.apply(Move(card(state, "AC"), 39))
    assert state.current_player == TERMINAL and state.is_over
    assert state.scores() == (10, 0, 10, 0) and state.placements() == (1, 2, 1, 2)
    assert state.completed_rounds() == [(10, 0, 10, 0)] and state.round_winners() == [(0, 2)]
    assert state.view(1).winners == (0, 2)
    refused(state, Move(card(state, "2C"), H2[0]), "the game is over")
