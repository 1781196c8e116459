"""A probe script run in a process of its own on Qt's offscreen platform with two screens side by
side (given by a config file set before Qt starts); the probe reports in JSON on its last line."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def run_on_two_screens(tmp_path: Path, first: dict, second: dict, probe: Path, *args: str,
                       timeout: int = 240) -> dict:
    """Run `probe` with `first` at the left and `second` beside it (each: name, width, height)."""
    screens = [dict(first, x=0, y=0), dict(second, x=first["width"], y=0)]
    for screen in screens:
        screen.update(logicalDpi=96, logicalBaseDpi=96, dpr=1)
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": screens}))
    source = str(Path(__file__).parents[1] / "desktop")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=os.pathsep.join([source, os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, str(probe), *args], env=env, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
