"""The TV table on a laptop with a TV beside it: View -> TV table… asks which screen, offers the
TV's first, and opens full screen on the chosen one, wholly on it, leaving the console's screen
alone; Esc leaves full screen, the window staying on the TV's screen. Qt's offscreen platform is
given the two screens by a config file set before Qt starts, so `tv_probe.py` runs in a process
of its own and reports in JSON (as test_projector_screens.py does for the projectors)."""
import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = Path(__file__).with_name("tv_probe.py")
LAPTOP = {"name": "LAPTOP", "width": 1366, "height": 768}
TV = {"name": "HDMI-1", "width": 1920, "height": 1080}


def test_the_tv_table_opens_full_screen_on_the_other_screen(tmp_path):
    screens = [dict(LAPTOP, x=0, y=0), dict(TV, x=LAPTOP["width"], y=0)]
    for screen in screens:
        screen.update(logicalDpi=96, logicalBaseDpi=96, dpr=1)
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": screens}))
    source = str(Path(__file__).parents[1] / "desktop")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=os.pathsep.join([source, os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, str(PROBE)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["console"] == "LAPTOP" and found["offered"][0].startswith("HDMI-1")
    assert found["screen"] == "HDMI-1" and found["full"]
    assert found["geometry"] == [LAPTOP["width"], 0, TV["width"], TV["height"]]
    assert not found["after_esc_full"] and found["after_esc_visible"] and found["after_esc_screen"] == "HDMI-1"
