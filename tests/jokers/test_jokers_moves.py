"""Every Jokers ruling on moves, on purpose-built positions (seat 0 to move unless said)."""
import pytest

from gamenight.core.engine import IllegalAction
from gamenight.games.jokers.actions import ComeOut, Discard, JokerMove, Move, Split
from gamenight.games.jokers.moves import movements
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.track import home_hole, start_hole

H0 = [home_hole(0, i) for i in range(5)]
H2 = [home_hole(2, i) for i in range(5)]


def card(state, code):
    """The id of the card `code` in the hand of the seat to move."""
    return next(c for c in state.hands[state.turn] if c.partition(".")[0] == code)


def holes(state, seat):
    return state.board.holes_of(seat)


def refused(state, action, words):
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)


def test_come_out_cards_bring_the_first_marble_out():
    for code in ("AS", "JH", "QD", "KC"):
        state = build_position(hands={0: f"{code} 2C"})
        assert ComeOut(card(state, code)) in state.legal_actions()
        state.apply(ComeOut(card(state, code)))
        assert holes(state, 0)[0] == 8
    state = build_position(hands={0: "5C 10H"})
    refused(state, ComeOut(card(state, "5C")), "only an ace, jack, queen or king")


def test_coming_out_onto_your_own_marble_is_illegal():
    state = build_position({0: [8]}, {0: "KS"})
    refused(state, ComeOut(card(state, "KS")), "your marble on 8 is in the way")
    assert ComeOut(card(state, "KS")) not in state.legal_actions()


def test_coming_out_onto_an_opponent_sends_it_to_start():
    state = build_position({0: [], 1: [8]}, {0: "AS"})
    state.apply(ComeOut(card(state, "AS")))
    assert holes(state, 0)[0] == 8 and holes(state, 1)[0] == start_hole(1, 0)


def test_a_partner_landed_on_goes_to_its_home_entrance_and_bumps_an_opponent_there():
    state = build_position({2: [8], 3: [39]}, {0: "AS"})
    state.apply(ComeOut(card(state, "AS")))
    assert holes(state, 2)[0] == 39 and holes(state, 3)[0] == start_hole(3, 0)


@pytest.mark.parametrize("blocker", [2, 0], ids=["partner's marble", "mover's marble"])
def test_a_partner_bump_is_illegal_when_its_entrance_holds_the_partner_or_the_mover(blocker):
    marbles = {2: [8, 39]} if blocker == 2 else {2: [8], 0: [39]}
    state = build_position(marbles, {0: "AS"})
    whose = "your partner's" if blocker == 2 else "your"
    refused(state, ComeOut(card(state, "AS")), f"home entrance 39, where {whose} marble")


def test_a_landing_is_resolved_after_the_mover_left_its_hole():
    state = build_position({0: [39], 2: [44]}, {0: "5H"})
    state.apply(Move(card(state, "5H"), 39))  # lands on the partner, who goes to 39 just vacated
    assert holes(state, 0)[0] == 44 and holes(state, 2)[0] == 39


def test_landing_on_a_partner_standing_on_its_own_entrance_is_illegal():
    state = build_position({0: [34], 2: [39]}, {0: "5H"})
    refused(state, Move(card(state, "5H"), 34), "home entrance 39, where your marble")


def test_no_passing_or_landing_on_your_own_marble_but_others_are_passed():
    state = build_position({0: [10, 12], 1: [11]}, {0: "5C 2C 3C"})
    refused(state, Move(card(state, "5C"), 10), "your marble on 12 is in the way")
    refused(state, Move(card(state, "2C"), 10), "your marble on 12 is in the way")
    state.apply(Move(card(state, "3C"), 12))
    assert holes(state, 0)[1] == 15
    state = build_position({0: [10], 1: [11]}, {0: "5C"})
    state.apply(Move(card(state, "5C"), 10))  # passes the opponent on 11
    assert holes(state, 0)[0] == 15 and holes(state, 1)[0] == 11


def test_forward_moves_turn_into_home_and_may_not_overshoot():
    state = build_position({0: [3]}, {0: "6C 5C"})
    refused(state, Move(card(state, "6C"), 3), "would pass the last home hole")
    state.apply(Move(card(state, "5C"), 3))
    assert holes(state, 0)[0] == H0[4]
    state = build_position({0: [70]}, {0: "10C"})  # 70 -> 3 is 5 holes, then 5 into home
    state.apply(Move(card(state, "10C"), 70))
    assert holes(state, 0)[0] == H0[4]


def test_home_marbles_move_forward_only_without_passing_or_overshooting():
    state = build_position({0: [H0[0], H0[2], 30]}, {0: "3C AC 4C 8C"})
    refused(state, Move(card(state, "3C"), H0[0]), "your marble on home 3 is in the way")
    refused(state, Move(card(state, "4C"), H0[2]), "would pass the last home hole")
    refused(state, Move(card(state, "8C"), H0[2]), "a marble in home only moves forward")
    refused(state, JokerMove(card(state, "AC"), H0[0], 30), "only a joker")
    state.apply(Move(card(state, "AC"), H0[0]))
    assert holes(state, 0)[0] == H0[1]


def test_the_8_moves_backward_and_may_carry_a_marble_back_past_its_entrance():
    state = build_position({0: [5]}, {0: "8C"})
    state.apply(Move(card(state, "8C"), 5))
    assert holes(state, 0)[0] == 69  # not into home
    state = build_position({0: [69]}, {0: "7C"})
    state.apply(Move(card(state, "7C"), 69))
    assert holes(state, 0)[0] == H0[0]  # 70 71 0 1 2 3, then home


def test_a_7_moves_one_marble_or_splits_in_the_order_the_player_chooses():
    state = build_position({0: [10, 13]}, {0: "7H"})
    seven = card(state, "7H")
    legal = state.legal_actions()
    assert Move(seven, 10) not in legal and Move(seven, 13) in legal
    assert Split(seven, 13, 3, 10, 4) in legal and Split(seven, 10, 4, 13, 3) not in legal
    refused(state.clone(), Split(seven, 10, 4, 13, 3), "your marble on 13 is in the way")
    refused(state.clone(), Split(seven, 13, 7, 10, 0), "two forward parts that add up to 7")
    refused(state.clone(), Split(seven, 13, 3, 16, 4), "two different marbles")
    state.apply(Split(seven, 13, 3, 10, 4))
    assert holes(state, 0)[:2] == (14, 16)


def test_the_9_must_split_one_forward_and_the_other_backward():
    state = build_position({0: [20, 40]}, {0: "9D"})
    nine = card(state, "9D")
    refused(state.clone(), Move(nine, 20), "the 9 must move two marbles")
    refused(state.clone(), Split(nine, 20, 4, 40, 5), "one forward, the other backward")
    legal = state.legal_actions()
    assert all(isinstance(action, Split) for action in legal)
    assert Split(nine, 20, 4, 40, -5) in legal and Split(nine, 40, -5, 20, 4) in legal
    assert len(legal) == 2 * 8 * 2  # two orders, x = 1..8, either marble forward
    state = build_position({0: [20]}, {0: "9D"})
    assert state.legal_actions() == [Discard(card(state, "9D"))]  # one marble cannot take a 9


def test_a_9_may_move_a_home_marble_forward_but_never_backward():
    state = build_position({0: [H0[0], 20]}, {0: "9D"})
    nine = card(state, "9D")
    legal = state.legal_actions()
    assert Split(nine, H0[0], 2, 20, -7) in legal
    assert Split(nine, 20, 2, H0[0], -7) not in legal
    refused(state.clone(), Split(nine, 20, 2, H0[0], -7), "only moves forward")
    state.apply(Split(nine, H0[0], 2, 20, -7))
    assert holes(state, 0)[:2] == (H0[2], 13)


def test_a_joker_replaces_another_players_marble_from_start_or_the_track():
    state = build_position({0: [30], 1: [50], 2: [60]}, {0: "JK1"})
    joker = card(state, "JK1")
    legal = set(state.legal_actions())
    first_start = start_hole(0, 1)
    assert legal == {JokerMove(joker, hole, target) for hole in (30, first_start) for target in (50, 60)}
    refused(state.clone(), JokerMove(joker, start_hole(0, 3), 50), "leave start in order")
    refused(state.clone(), JokerMove(joker, 30, 40), "another player's marble on the track")
    state.apply(JokerMove(joker, first_start, 50))
    assert holes(state, 0)[1] == 50 and holes(state, 1)[0] == start_hole(1, 0)


def test_a_joker_onto_the_partner_sends_it_to_its_entrance():
    state = build_position({0: [30], 2: [60]}, {0: "JK2"})
    state.apply(JokerMove(card(state, "JK2"), 30, 60))
    assert holes(state, 0)[0] == 60 and holes(state, 2)[0] == 39


def test_on_the_first_play_of_the_game_a_joker_has_nothing_to_replace():
    state = build_position({}, {0: "JK1 2C 3C 4C 5C KS"})
    assert state.legal_actions() == [ComeOut(card(state, "KS"))]


def test_a_play_must_be_taken_else_any_card_is_discarded_and_the_move_forfeited():
    state = build_position({0: [10, 11]}, {0: "9D 2C"})
    refused(state.clone(), Discard(card(state, "9D")), "a play must be taken")
    state = build_position({0: [3, H0[3], H0[4]]}, {0: "10C 6C 5C 4C"})  # each overshoots or meets a marble
    assert set(state.legal_actions()) == {Discard(c) for c in state.hands[0]}
    state.apply(Discard(card(state, "10C")))
    assert holes(state, 0)[:3] == (3, H0[3], H0[4]) and state.counts == [0, 0, 0, 0] and state.turn == 1


def test_out_of_range_values_are_refused_in_words():
    state = build_position({0: [10]}, {0: "5C JK1 7H"})
    for action, words in [(Move(card(state, "5C"), 500), "you have no marble on 500"),
                          (Move(card(state, "5C"), -3), "you have no marble on -3"),
                          (JokerMove(card(state, "JK1"), 10, 999), "holds none"),
                          (Split(card(state, "7H"), 10, 3, 4000, 4), "you have no marble on 4000"),
                          (Move("ZZ.1", 10), "you do not hold 'ZZ.1'"),
                          (Move("5C.9", 10), "you do not hold")]:
        refused(state, action, words)


def test_movements_give_each_moved_marble_its_path_for_the_animation():
    state = build_position({0: [36, 60], 1: [20], 2: [41], 3: [39]}, {0: "7H KS JK1 8C"})
    seven, king, joker, eight = (card(state, code) for code in ("7H", "KS", "JK1", "8C"))
    # the marble on 36 lands on the partner on 41, who goes to 39 and bumps the opponent there
    assert movements(state.board, 0, Split(seven, 36, 5, 60, 2)) == [
        (36, (37, 38, 39, 40, 41)), (41, (39,)), (39, (start_hole(3, 0),)), (60, (61, 62))]
    assert movements(state.board, 0, ComeOut(king)) == [(start_hole(0, 2), (8,))]
    assert movements(state.board, 0, JokerMove(joker, 60, 20)) == [(60, (20,)), (20, (start_hole(1, 0),))]
    assert movements(state.board, 0, Move(eight, 36)) == [(36, tuple(range(35, 27, -1)))]
