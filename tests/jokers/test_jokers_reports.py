"""What a Jokers play did, as the move log, the toasts, the TV and the phones tell it: a report in
the past tense that names no hole (the board numbers none), says how far a marble went and which
way, whose marble it was, where a marble sent away went, and what a counted discard counts."""
import random
import re

import pytest

from gamenight.core.engine import CHANCE
from gamenight.core.reports import named
from gamenight.games.jokers.actions import ComeOut, Discard, JokerMove, Move, Split
from gamenight.games.jokers.deck import label
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.rules import JokersState
from gamenight.table.language import translated_in
from gamenight.table.names import seat_names

from .test_jokers_moves import H0, card

NAMES = ["Ada", "Bo", "Cy", "You"]


def told(state, action, language="en") -> str:
    """The report of `action` on `state`, the seats named (seat 3 is "You"), without the isolates."""
    said = translated_in(named(state.report(action), seat_names(NAMES)), language)
    return said.replace("\u2068", "").replace("\u2069", "")


def test_a_move_says_how_far_and_which_way_never_from_which_hole():
    state = build_position({0: [12, 30]}, {0: "5C 8H"})
    assert told(state, Move(card(state, "5C"), 12)) == "Ada moved a marble 5 holes forward with 5\u2663."
    assert told(state, Move(card(state, "8H"), 30)) == "Ada moved a marble 8 holes back with 8\u2665."
    into_home = build_position({0: [1]}, {0: "4C"})  # seat 0 turns into home from hole 3
    assert told(into_home, Move(card(into_home, "4C"), 1)) == (
        "Ada moved a marble 4 holes forward into home with 4\u2663.")
    out = build_position({}, {0: "KS"})
    assert told(out, ComeOut(card(out, "KS"))) == "Ada brought a marble out with K\u2660."


def test_a_split_tells_each_marble_and_a_marble_sent_away_is_told_by_its_owner():
    state = build_position({0: [12, 30], 1: [33]}, {0: "7H"})
    assert told(state, Split(card(state, "7H"), 12, 4, 30, 3)) == (
        "Ada split 7\u2665 between two marbles. The first marble went 4 holes forward. "
        "The second marble went 3 holes forward. Bo's marble went back to start.")
    to_you = build_position({0: [30], 3: [35]}, {0: "5D"})
    assert told(to_you, Move(card(to_you, "5D"), 30)) == (
        "Ada moved a marble 5 holes forward with 5\u2666. Your marble went back to start.")
    partner = build_position({0: [30], 2: [35]}, {0: "5D"})
    assert told(partner, Move(card(partner, "5D"), 30)).endswith(" Cy's marble went back to its home entrance.")


def test_the_partners_marbles_moved_by_a_player_whose_own_are_home_are_said_to_be_the_partners():
    state = build_position({0: H0, 2: [40]}, {0: "5C"})
    assert told(state, Move(card(state, "5C"), 40)) == "Ada moved their partner's marble 5 holes forward with 5\u2663."
    yours = build_position({3: [home_hole for home_hole in range(87, 92)], 1: [40]}, {3: "5C"}, turn=3)
    assert told(yours, Move(card(yours, "5C"), 40)) == "You moved your partner's marble 5 holes forward with 5\u2663."


def test_a_discard_says_what_the_six_card_count_counts():
    counting = build_position({}, {0: "2C 3C 4C 5C 6C 7C"}, counts=(2, 0, 0, 0))
    assert told(counting, Discard(card(counting, "2C"))) == (
        "Ada discarded 2\u2663: 3 of the 6 discards that bring a marble out.")
    assert str(counting.describe(Discard(card(counting, "2C")))) == (
        "discard 2\u2663: 3 of the 6 discards that bring a marble out")
    stuck = build_position({0: [12]}, {0: "9S 9C 9D 9H 9S 9C"})  # one marble out: a 9 needs two
    assert all(isinstance(action, Discard) for action in stuck.legal_actions())
    assert told(stuck, stuck.legal_actions()[0]) == "Ada discarded 9♠: no card could move."


def test_the_turkish_report_is_whole_and_in_the_polite_form():
    state = build_position({0: [12, 30], 1: [33]}, {0: "7H"})
    assert told(state, Split(card(state, "7H"), 12, 4, 30, 3), "tr") == (
        "Ada 7\u2665 kartını iki bilyeye böldü. İlk bilye 4 hane ilerledi. İkinci bilye 3 hane ilerledi. "
        "Bo oyuncusunun bilyesi başlangıca döndü.")
    you = build_position({3: [12]}, {3: "5C"}, turn=3)
    assert told(you, Move(card(you, "5C"), 12), "tr") == "5\u2663 ile bir bilyeyi 5 hane ilerlettiniz."


@pytest.mark.parametrize("seed", range(4))
def test_no_report_of_a_whole_game_names_a_hole(seed):
    """Every number in a report is a card's, a count of holes, the six-card count or the deal's 5."""
    rng = random.Random(seed)
    state, plays = JokersState(), 0
    while not state.is_over and plays < 600:
        action = state.sample_chance(rng) if state.current_player == CHANCE else rng.choice(state.legal_actions())
        said = told(state, action)
        if isinstance(action, (ComeOut, Move, Split, JokerMove, Discard)):
            said = said.replace(label(action.card), "")
            plays += 1
        left = re.sub(r"\d+ holes?|\d+ of the 6 discards|5 each", "", said)
        assert not re.search(r"\d", left), said
        state.apply(action)
    assert plays >= 200
