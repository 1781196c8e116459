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
               PYTHONPATH=os.pathsep.join([source, os.environ.get("PYTHONPATH", "")]),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    # the user's folders are the probe's own (a module's fixture runs before each test's own folders
    # are set: a window's place saved there moved the next probe's window to the other screen)
    done = subprocess.run([sys.executable, str(probe), *args], env=env, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def console_window(screen):
    """In a probe: the app's main window, animations off, maximised on `screen` (the console's)."""
    from gamenight.app.application import build_main_window
    from gamenight.app.context import AppContext

    context = AppContext.open()
    context.settings.animation_speed = "off"
    window = build_main_window(context)
    window.setScreen(screen)
    window.move(screen.availableGeometry().topLeft())
    window.showMaximized()
    return window
