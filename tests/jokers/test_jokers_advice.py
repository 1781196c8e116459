"""The hard Jokers bot's hint reasons on set-up positions: what the play does on the board and
what the search compared (read in English as a player reads them, counts in their plural forms)."""
import random

from gamenight.games.jokers.actions import Discard, Move
from gamenight.games.jokers.advice import DISCARD_REASON, effects, play_reason, safety
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.bots import HardJokersBot, exposed
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.track import home_hole
from gamenight.table.language import translated_in

from .test_jokers_moves import card


def advise(state, seed=0):
    seat = state.current_player
    return HardJokersBot(seat).advise(state.view(seat), state.legal_actions(), random.Random(seed))


def english(text) -> str:
    return translated_in(text, "en")


def test_a_bump_is_said_with_the_plays_the_search_compared():
    state = build_position({0: [10, 40], 1: [15]}, {0: "5C"})
    advice = advise(state)
    assert advice.action == Move(card(state, "5C"), 10)
    assert advice.action == HardJokersBot(0).choose(state.view(0), state.legal_actions(), random.Random(0))
    assert english(advice.reason).startswith("It sends a rival marble back to start")
    assert english(advice.reason).endswith("The search rated it best of 2 plays, each followed by a round of play in "
                                           "10 sampled deals of the cards you cannot see.")


def test_a_marble_brought_home_is_said():
    state = build_position({0: [3, 30]}, {0: "3C"})
    advice = advise(state)
    assert advice.action == Move(card(state, "3C"), 3)
    assert english(advice.reason).startswith("It brings a marble home")


def test_a_marble_taken_out_of_a_rivals_reach():
    state = build_position({0: [20], 1: [10], 2: [50]}, {0: "4C 6H"})
    assert exposed(Board.from_holes(state.view(0).marbles), 0) == 1  # the rival on 10 reaches 20 with a 10
    advice = advise(state)
    assert advice.action == Move(card(state, "4C"), 20)  # the 6 would land on the rival's come-out hole
    assert english(advice.reason).startswith("It takes a marble out of a rival's reach. The search rated it best "
                                             "of 2 plays")


def test_a_lone_play_is_said_to_be_the_only_one():
    state = build_position({0: [20], 1: [10]}, {0: "4C"})
    advice = advise(state)
    assert english(advice.reason) == "It takes a marble out of a rival's reach. It is the only play you have."


def test_a_discard_says_it_is_the_card_needed_least():
    state = build_position({2: [8, 39]}, {0: "JK1 KS 2C 7H 8C 10C"})
    advice = advise(state)
    assert advice == type(advice)(Discard(card(state, "2C")), DISCARD_REASON)


def board(marbles):
    return Board.from_holes(build_position(marbles, {0: "5C"}).view(0).marbles)


def test_effects_and_safety_read_the_boards():
    def said(sentences):
        return [english(sentence) for sentence in sentences]

    assert said(effects(board({0: [10], 1: [15]}), board({0: [15]}), 0)) == ["It sends a rival marble back to start."]
    assert said(effects(board({0: [10], 2: [15]}), board({0: [15]}), 0)) == \
        ["It sends a marble of your team back to start."]
    assert said(effects(board({0: [3, 30]}), board({0: [home_hole(0, 0), 30]}), 0)) == ["It brings a marble home."]
    assert said(effects(board({1: [5]}), board({0: [8, 26], 1: [5]}), 0)) == ["It brings 2 marbles out of start."]
    assert effects(board({0: [30]}), board({0: [35]}), 0) == []
    assert said([safety(2, 0), safety(0, 1)]) == ["It takes 2 marbles out of a rival's reach.",
                                                  "It leaves a marble where a rival's card could land."]
    assert safety(0, 0) is None


def test_a_play_with_two_effects_is_said_in_whole_sentences_one_after_the_other():
    """Each effect is a sentence of its own ("It ... ."), never pieces glued into one, so each
    translates whole: see test_jokers_turkish for the Turkish."""
    reason = play_reason(effects(board({0: [10], 1: [15]}), board({0: [15]}), 0), 2, 10)
    assert english(reason) == ("It sends a rival marble back to start. The search rated it best of 2 plays, each "
                               "followed by a round of play in 10 sampled deals of the cards you cannot see.")
    two = play_reason([*effects(board({0: [3, 30], 1: [35]}), board({0: [home_hole(0, 0), 35]}), 0),
                       safety(1, 0)], 1, 0)
    assert english(two) == ("It sends a rival marble back to start. It brings a marble home. It takes a marble out "
                            "of a rival's reach. It is the only play you have.")
