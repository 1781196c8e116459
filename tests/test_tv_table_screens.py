"""The TV table on a laptop with a TV beside it: View -> TV table… asks which screen, offers the
TV's first, and opens full screen on the chosen one, wholly on it, leaving the console's screen
alone; Esc leaves full screen, the window staying on the TV's screen. Opened on the console's own
screen, it lies behind the console, which says so until it closes. Every word the room reads on it
(standings, guesses, round results, the log) is at least 24 px at 1920x1080 and in proportion at
1366x768 (17 px), full screen or in a window, and nothing is cut; so it stays once the app speaks
Turkish (the TV's table built again in it). Qt's offscreen platform is given the two screens by a
config file set before Qt starts, so `tv_probe.py` and `tv_sizes_probe.py` run in a process of
their own and report in JSON (as test_projector_screens.py does for the projectors)."""
from pathlib import Path

import pytest

from two_screens import run_on_two_screens

PROBE = Path(__file__).with_name("tv_probe.py")
SIZES_PROBE = Path(__file__).with_name("tv_sizes_probe.py")
LAPTOP = {"name": "LAPTOP", "width": 1366, "height": 768}
TV = {"name": "HDMI-1", "width": 1920, "height": 1080}
ROOM_PX = 24
"""The least size of the words the room reads, on a 1920x1080 screen."""
READ = {"goker": ["the board's numbers", "heading R1", "GOKER called", "heading L1"],
        "goker level end": ["wins level 1", "<table"],
        "goodge round end": ["<h2>Round 1: ", "Round 2 is dealt next."],
        "okey round end": ["<h2>", "Round 2 is dealt next."],
        "pokeno": ["Call 5 of", "heading Ann", "Card 6 of"],
        "pokeno round end": ["Round 1 of 5 is over", "The dice are rolled for round 2 next.", "heading R1"],
        "jokers": ["to play", "moved a marble"]}
"""Words measured in each state (the measure is not blind): the board, the sheets, the panels, the band."""
STATES = list(READ)
CASES = ["tv full screen", "tv full screen, Turkish", "tv window", "laptop full screen", "laptop window",
         "laptop window 1045x768"]


@pytest.fixture(scope="module")
def opened(tmp_path_factory):
    return run_on_two_screens(tmp_path_factory.mktemp("tv"), LAPTOP, TV, PROBE, timeout=120)


def test_the_tv_table_opens_full_screen_on_the_other_screen(opened):
    found = opened
    assert found["console"] == "LAPTOP" and found["offered"][0].startswith("HDMI-1")
    assert found["screen"] == "HDMI-1" and found["full"]
    assert found["geometry"] == [LAPTOP["width"], 0, TV["width"], TV["height"]]
    assert not found["after_esc_full"] and found["after_esc_visible"] and found["after_esc_screen"] == "HDMI-1"


def test_opened_behind_the_console_it_says_so_until_it_closes(opened):
    found = opened
    assert found["behind_screen"] == "LAPTOP" and not found["behind_full"]
    assert found["note_while_open"].startswith("The TV table is open behind this window")
    assert found["note_after_close"] == ""


@pytest.fixture(scope="module")
def measured(tmp_path_factory):
    return run_on_two_screens(tmp_path_factory.mktemp("tv-sizes"), LAPTOP, TV, SIZES_PROBE, LAPTOP["name"],
                              timeout=600)


def least_px(screen: list[int]) -> int:
    """24 px on a 1920x1080 screen, in proportion on another (17 px at 1366x768)."""
    width, height = screen
    return round(ROOM_PX * min(width / TV["width"], height / TV["height"]))


@pytest.mark.parametrize("state", STATES)
def test_every_word_the_room_reads_is_large_full_screen_or_in_a_window(measured, state):
    cases = measured[state]
    assert [case["case"] for case in cases] == CASES
    for case in cases:
        if case["case"].endswith("Turkish"):  # the same lines, each in Turkish
            assert case["lasting"] == cases[0]["lasting"], (state, case["words"], cases[0]["words"])
        else:
            assert all(any(part in words for words, _ in case["words"]) for part in READ[state]), (state, case["case"])
        least = least_px(case["screen"])
        small = sorted({(words, px) for words, px in case["words"] if px < least}, key=lambda word: word[1])
        assert not small, (state, case["case"], case["size"], least, small[:6])
        assert case["unfit"] == [], (state, case["case"], case["size"])
    sizes = {case["case"]: (case["size"], case["screen"], case["full"]) for case in cases}
    assert sizes["tv full screen"] == ([1920, 1080], [1920, 1080], True)
    assert sizes["laptop full screen"] == ([1366, 768], [1366, 768], True)
    assert sizes["laptop window 1045x768"] == ([1045, 768], [1366, 768], False)  # the window
    assert not sizes["tv window"][2] and sizes["tv window"][1] == [1920, 1080]
    assert not sizes["laptop window"][2]
