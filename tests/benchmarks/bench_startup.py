"""Start-up to the first painted main window, and peak memory, against an empty PySide6 window.

Each run is a fresh process (empty user folders, offscreen Qt on a 1366x768 screen), timed from
spawn to the line it prints at its main window's first paint; it quits there. The app (startup_probe.py, the
`gamenight` command's own start) and the reference (startup_reference.py, an empty PySide6 main
window that imports nothing of the app) run in turn, so both see the same machine load; each
figure is the median of RUNS runs and is quoted as a ratio to the reference. Memory is the
process's peak resident set, and CPU time its user plus system seconds (the kernel's accounting of
the reaped child: steadier than the wall clock on a busy machine). The children may write
bytecode caches (the warm-up run does), as an installed copy has them.
Run: python tests/benchmarks/bench_startup.py [RUNS]
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 15
HERE = Path(__file__).parent
PROBE = HERE / "startup_probe.py"
REFERENCE = HERE / "startup_reference.py"
SOURCE = HERE.parents[1] / "desktop"
"""The tree the probe imports the app from (this checkout, not an installed copy)."""
SCREEN = {"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,
                       "logicalBaseDpi": 96, "dpr": 1}]}
"""The offscreen screen: the smallest the launcher is laid out for (Qt's default is 800x600)."""
FIGURES = (("start-up to first paint", "s"), ("CPU time, user + system", "s"), ("peak memory", "MB"))


def one_run(script: Path) -> tuple[float, float, float]:
    """Seconds from spawn to first paint, the process's CPU seconds and its peak resident MB."""
    with tempfile.TemporaryDirectory() as scratch:
        screen = Path(scratch) / "screen.json"
        screen.write_text(json.dumps(SCREEN))
        env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}", XDG_DATA_HOME=f"{scratch}/data",
                   XDG_CONFIG_HOME=f"{scratch}/config", PYTHONPATH=str(SOURCE))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env,
                                 cwd=scratch)
        painted = None
        assert child.stdout is not None
        for line in child.stdout:
            if line.strip() == "painted" and painted is None:
                painted = time.perf_counter() - started
        child.stdout.close()
        _, status, usage = os.wait4(child.pid, 0)  # its own rusage: ru_maxrss is its peak, in KiB
        child.returncode = os.waitstatus_to_exitcode(status)
        if painted is None or child.returncode != 0:
            raise RuntimeError(f"{script.name} did not paint its main window (exit {child.returncode})")
        return painted, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def summary(label: str, values: list[float], unit: str) -> str:
    return (f"{label}: median {statistics.median(values):.3f} {unit} "
            f"(min {min(values):.3f}, max {max(values):.3f})")


def main(runs: int = RUNS) -> None:
    one_run(PROBE)  # warm the file cache, as a second launch would be
    one_run(REFERENCE)
    app, reference = [], []
    for _ in range(runs):
        app.append(one_run(PROBE))
        reference.append(one_run(REFERENCE))
    for index, (label, unit) in enumerate(FIGURES):
        ours, theirs = [run[index] for run in app], [run[index] for run in reference]
        pairs = [a / b for a, b in zip(ours, theirs, strict=True)]
        print(summary(f"{label}, Game Night", ours, unit))
        print(summary(f"{label}, empty PySide6 window", theirs, unit))
        print(f"{label}: ratio of medians {statistics.median(ours) / statistics.median(theirs):.2f}; "
              f"pair by pair median {statistics.median(pairs):.2f} "
              f"(min {min(pairs):.2f}, max {max(pairs):.2f}; {runs} pairs)")
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if sys.argv[1:] else RUNS)
