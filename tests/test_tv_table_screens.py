"""The TV table on a laptop with a TV beside it: View -> TV table… asks which screen, offers the
TV's first, and opens full screen on the chosen one, wholly on it, leaving the console's screen
alone; Esc leaves full screen, the window staying on the TV's screen. Qt's offscreen platform is
given the two screens by a config file set before Qt starts, so `tv_probe.py` runs in a process
of its own and reports in JSON (as test_projector_screens.py does for the projectors)."""
from pathlib import Path

from two_screens import run_on_two_screens

PROBE = Path(__file__).with_name("tv_probe.py")
LAPTOP = {"name": "LAPTOP", "width": 1366, "height": 768}
TV = {"name": "HDMI-1", "width": 1920, "height": 1080}


def test_the_tv_table_opens_full_screen_on_the_other_screen(tmp_path):
    found = run_on_two_screens(tmp_path, LAPTOP, TV, PROBE, timeout=120)
    assert found["console"] == "LAPTOP" and found["offered"][0].startswith("HDMI-1")
    assert found["screen"] == "HDMI-1" and found["full"]
    assert found["geometry"] == [LAPTOP["width"], 0, TV["width"], TV["height"]]
    assert not found["after_esc_full"] and found["after_esc_visible"] and found["after_esc_screen"] == "HDMI-1"
