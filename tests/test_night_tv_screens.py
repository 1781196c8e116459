"""A night's TV table on a laptop with a 1920x1080 TV beside it (tv_sizes_probe.py "night", in a
process of its own with the two screens): between games the night's standings, program and next
seats are at least 40 px full screen on the TV (in Turkish too) and in proportion on a smaller
screen or window (28 px at 1366x768), every other word the room reads at least the TV's 24 px (17),
and nothing is cut; during the night's game the standings' band over it reads as large (full
screen on the TV)."""
import pytest

from test_tv_table_screens import CASES, LAPTOP, SIZES_PROBE, TV, least_px
from two_screens import run_on_two_screens

STANDINGS_PX = 40
"""The least size of the night's standings between games, on a 1920x1080 screen."""


@pytest.fixture(scope="module")
def night_measured(tmp_path_factory):
    return run_on_two_screens(tmp_path_factory.mktemp("night-tv"), LAPTOP, TV, SIZES_PROBE, LAPTOP["name"], "night",
                              timeout=120)


def scaled(base: int, screen: list[int]) -> int:
    width, height = screen
    return round(base * min(width / TV["width"], height / TV["height"]))


def test_between_games_the_standings_are_read_from_across_the_room(night_measured):
    cases = night_measured["night"]
    assert [case["case"] for case in cases] == CASES
    for case in cases:
        standings = case["standings"]
        said = " ".join(words for words, _ in standings)
        assert "Ada" in said and "Fay" in said
        if case["case"].endswith("Turkish"):
            assert "Sırada: Okey" in said and "Oynayanlar: " in said and "İzleyenler: " in said
        else:
            assert "1. Goker \u2014 won by" in said and "Next: Okey" in said and "Watching: " in said
        least = scaled(STANDINGS_PX, case["screen"])
        assert least >= 28
        small = sorted({(words, px) for words, px in standings if px < least}, key=lambda word: word[1])
        assert not small, (case["case"], case["size"], least, small[:6])
        assert not [(words, px) for words, px in case["words"] if px < least_px(case["screen"])], case["case"]
        assert case["unfit"] == [], (case["case"], case["size"])
    full = cases[0]
    assert (full["size"], full["full"]) == ([1920, 1080], True)
    assert min(px for _, px in full["standings"]) >= STANDINGS_PX


def test_during_the_nights_game_its_band_reads_as_large_as_the_game(night_measured):
    cases = night_measured["night okey"]
    assert [case["case"] for case in cases] == CASES[:2]  # full screen on the TV, in English and Turkish
    for case in cases:
        least = least_px(case["screen"])
        progress = "Oyun 2 / 4" if case["case"].endswith("Turkish") else "Game 2 of 4"
        band = [(words, px) for words, px in case["words"] if words.startswith(progress)]
        assert band and all(px >= least for _, px in band), (case["case"], band)
        assert not [(words, px) for words, px in case["words"] if px < least], case["case"]
        assert case["unfit"] == [], (case["case"], case["size"])
        assert case["standings"] == []  # the standings view is gone while the game shows
