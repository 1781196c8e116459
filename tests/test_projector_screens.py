"""The projector windows (Goker's audience window, Pokeno's projector, a caller's session's between
games) on real screens of a
laptop and a projector, 1366x768 and 1920x1080 either way round: each opens wholly on the screen
it is on, as a window on the console's screen and full screen on the other; F11, its Full screen
button and Esc go between the two; and full screen it is readable from the back of a hall (the
sizes of `HALL` on a 1920x1080 picture, in proportion on a 1366x768 one), nothing cut off; and
its small lines grow with a window as its ball or card does.

Qt's offscreen platform is given the two screens (and window frames) by a config file; that is
set before Qt starts, so `projector_probe.py` runs in a process of its own and reports in JSON."""
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QSize

from gamenight.caller.projector import HALL, MIN_TEXT_PX
from two_screens import run_on_two_screens

PROBE = Path(__file__).with_name("projector_probe.py")
LAPTOP = {"name": "LAPTOP", "width": 1366, "height": 768}
PROJECTOR = {"name": "HDMI-1", "width": 1920, "height": 1080}
FULL_SCREEN_CASES = ("own_full", "other", "other_full_again")
WINDOW_CASES = ("own", "own_back", "other_window")


def run_probe(tmp_path, console: dict, other: dict) -> dict:
    return run_on_two_screens(tmp_path, console, other, PROBE, console["name"])


@pytest.fixture(scope="module", params=[(LAPTOP, PROJECTOR), (PROJECTOR, LAPTOP)],
                ids=["console-1366-projector-1920", "console-1920-projector-1366"])
def seen(request, tmp_path_factory):
    console, other = request.param
    return console, other, run_probe(tmp_path_factory.mktemp("screens"), console, other)


def inside(frame: list[int], area: list[int]) -> bool:
    x, y, width, height = frame
    left, top, area_width, area_height = area
    return left <= x and top <= y and x + width <= left + area_width and y + height <= top + area_height


@pytest.mark.parametrize("game", ["goker", "pokeno", "session"])
def test_every_window_opens_wholly_on_its_screen(seen, game):
    console, other, found = seen
    cases = found[game]
    for case in WINDOW_CASES:
        place = cases[case]
        assert not place["full_screen"], case
        assert inside(place["frame"], place["area"]), (case, place["frame"], place["area"])
        assert place["frame"][2] >= place["area"][2] // 2 - 2, case  # the right half of the screen
    assert cases["own"]["screen"] == cases["own_back"]["screen"] == console["name"]
    assert cases["other_window"]["screen"] == other["name"]  # back to a window on the projector's screen


@pytest.mark.parametrize("game", ["goker", "pokeno", "session"])
def test_full_screen_fills_the_screen_it_is_on(seen, game):
    console, other, found = seen
    cases = found[game]
    for case in FULL_SCREEN_CASES:
        place = cases[case]
        assert place["full_screen"] and place["frame"] == place["screen_rect"], case
    assert cases["own_full"]["screen"] == console["name"]  # F11 or the button, for one mirrored screen
    assert cases["other"]["screen"] == other["name"]


@pytest.mark.parametrize("game", ["goker", "pokeno", "session"])
def test_full_screen_it_reads_from_the_back_of_a_hall(seen, game):
    _console, _other, found = seen
    for case in FULL_SCREEN_CASES:
        sizes = found[game][case]
        least = HALL.for_screen(QSize(*sizes["screen_rect"][2:]))
        assert sizes["standings"] >= round(least.standings), (case, sizes["standings"], least.standings)
        if game == "session":  # what comes next, the winners so far and the standings
            assert sizes["line"] >= round(least.previous_call), (case, sizes["line"], least.previous_call)
            continue
        assert sizes["last"] >= least.last_call, (case, sizes["last"], least.last_call)
        assert sizes["numbers"] >= least.board_number, (case, sizes["numbers"], least.board_number)
        if game == "goker":
            assert sizes["previous"] >= least.previous_call, (case, sizes["previous"], least.previous_call)


@pytest.mark.parametrize("game", ["goker", "pokeno", "session"])
def test_nothing_is_cut_off_full_screen_or_in_a_window(seen, game):
    _console, _other, found = seen
    for case, sizes in found[game].items():
        assert sizes["cut"] == [], case  # headings, guesses, standings wrap inside the window
        assert sizes.get("numbers_overflow", []) == [], case  # "10" is never clipped to "l0"
        assert sizes.get("board_inside", True), case  # the flashboard past 12, the 52-card board
        assert sizes["smallest_px"] >= MIN_TEXT_PX, case
        assert sizes.get("dice_words_cut", []) == [], case
        assert sizes.get("previous_letter_px", MIN_TEXT_PX) >= MIN_TEXT_PX, case  # the letters on the five balls


HALF_A_LAPTOP = [683, 768]
"""A window on the right half of the laptop's screen, where the console opens it."""
LINE_PX = {"goker": 30, "pokeno": 36, "session": 60}
"""The size of each window's small line (Goker's call, Pokeno's "Call 5 of 40", the session's "Game 3 of
5, next: ...") on a 1920x1080 picture."""


@pytest.mark.parametrize("game", ["goker", "pokeno", "session"])
def test_the_small_lines_grow_with_the_window_like_the_rest(seen, game):
    """Lines wrap, so a window narrower than the picture draws its words by its area, as its ball,
    card and tiles grow with it: on half a laptop's screen Goker's call is 15 px and the round's
    guesses 18 px (a window's width alone made them 12 and 14 px, under a 150 px ball), and a
    narrow window drawn taller draws them larger."""
    _console, _other, found = seen
    cases = found[game]
    half = next(case for case in cases.values() if case["frame"][2:] == HALF_A_LAPTOP)
    share = math.sqrt(HALF_A_LAPTOP[0] * HALF_A_LAPTOP[1] / (1920 * 1080))
    assert half["line"] >= round(LINE_PX[game] * share) and half["standings"] >= round(HALL.standings * share)
    narrow, taller = cases["narrow"], cases["narrow_taller"]
    for line in ("line", "standings"):
        assert taller[line] > narrow[line], (line, narrow[line], taller[line])
