"""The real app driven to a point in a process of its own, then killed as kill -9 or a power cut
kills it: for the tests that a game, a night or a session comes back whole after it."""
from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path


def printed_then_killed(script: Path, *args: str, seconds: float = 120) -> dict:
    """Run `script` until it prints one line of JSON (where it got to), then SIGKILL it: that line,
    read. A child that ends first, or says nothing in `seconds`, fails the test with its stderr."""
    desktop = str(Path(__file__).parents[1] / "desktop")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([desktop, os.environ.get("PYTHONPATH", "")]))
    child = subprocess.Popen([sys.executable, str(script), *args], env=env, cwd=script.parent, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(child.stdout.readline()), daemon=True).start()
    try:
        line = lines.get(timeout=seconds)
    except queue.Empty:
        line = ""
    child.send_signal(signal.SIGKILL)
    _, errors = child.communicate(timeout=30)
    assert line, f"{script.name} {' '.join(args)} did not get there: {errors[-3000:]}"
    assert child.returncode == -signal.SIGKILL
    return json.loads(line)
