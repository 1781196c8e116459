import pytest

from gamenight.core.cards import Card
from gamenight.games.goker.patterns import pattern_by_rank
from gamenight.games.goker.scoring import Played, card_points, level_points, level_winner, multiplier, round_up_10

WILD = Card(0, None, 1)
WILD2 = Card(0, None, 2)


def play(seat, code, rank=None):
    card = WILD if code == "W" else WILD2 if code == "W2" else Card.parse(code)
    return Played(seat, card, pattern_by_rank(rank) if rank else None)


@pytest.mark.parametrize("code,level,times", [("2C", 1, 4), ("10S", 2, 3), ("9H", 3, 2), ("JD", 1, 5), ("AS", 2, 4),
                                              ("KC", 3, 1)])
def test_multipliers_by_card_class_and_level(code, level, times):
    assert multiplier(Card.parse(code), level) == times
    assert card_points(Card.parse(code), pattern_by_rank(2), level) == 20 * times


def test_the_highest_pattern_wins_whatever_its_points_or_card():
    # a 2 of clubs with a line hard way beats a king of hearts with a Goker spot
    assert level_winner([play(0, "KH", 1), play(1, "2C", 3)]) == 1
    # Half Goker diagonal (rank 8) beats Half Goker (rank 7), both 75 points
    assert level_winner([play(0, "AS", 7), play(1, "3D", 8)]) == 1


def test_ties_go_to_card_rank_then_suit():
    assert level_winner([play(0, "QH", 2), play(1, "KC", 2)]) == 1
    assert level_winner([play(0, "9S", 2), play(1, "9H", 2), play(2, "9D", 2)]) == 0
    assert level_winner([play(0, "9C", 2), play(1, "9D", 2)]) == 1


def test_without_patterns_the_high_card_wins_the_bonus_only():
    points, winner = level_points([play(0, "AC"), play(1, "KS"), play(2, "2H")], 2)
    assert winner == 0 and points == {0: 150, 1: 0, 2: 0}


def test_everyone_scores_their_card_and_the_winner_adds_the_bonus():
    points, winner = level_points([play(0, "JH", 5), play(1, "4D", 2), play(2, "7S")], 1)
    assert winner == 0 and points == {0: 50 * 5 + 100, 1: 20 * 4, 2: 0}
    points, _ = level_points([play(0, "JH", 10), play(1, "4D", 2)], 3)
    assert points == {0: 100 * 1 + 200, 1: 20 * 2}


def test_a_wild_takes_half_of_the_winners_total_rounded_up_to_ten():
    # winner: 4D with a line any way in level 1: 80 + 100 = 180 -> 90 each
    points, winner = level_points([play(0, "4D", 2), play(1, "W"), play(2, "9C", 1)], 1)
    assert winner == 0 and points == {0: 90, 1: 90, 2: 40}
    # 75 x 3 + 150 = 375 -> 187.5 -> 190 each
    points, _ = level_points([play(0, "2S", 7), play(1, "W")], 2)
    assert points == {0: 190, 1: 190}


def test_a_wild_cannot_win():
    points, winner = level_points([play(0, "W"), play(1, "2C")], 1)
    assert winner == 1 and points == {0: 50, 1: 50}


def test_two_wilds_with_two_players_score_nothing():
    points, winner = level_points([play(0, "W"), play(1, "W2")], 3)
    assert winner is None and points == {0: 0, 1: 0}


def test_two_wilds_with_three_or_more_share_the_other_half():
    # 4D, line any way, level 1: 180 -> winner 90, each wild 45 -> 50
    points, winner = level_points([play(0, "4D", 2), play(1, "W"), play(2, "W2"), play(3, "5C")], 1)
    assert winner == 0 and points == {0: 90, 1: 50, 2: 50, 3: 0}


def test_round_up_10():
    assert [round_up_10(v) for v in (0, 1, 10, 45, 187.5, 190)] == [0, 10, 10, 50, 190, 190]
