"""Where the app's start-up goes: CPU milliseconds and resident MB per step, up to the first paint.

Each run is a fresh process (startup_steps_probe.py) started as bench_startup starts the app
(empty user folders, offscreen Qt on a 1366x768 screen); it imports in groups (what the empty
PySide6 reference imports first), then runs `run_app` with its steps timed, and quits at the main
window's first paint. Prints the median of RUNS runs for each step. CPU time (user + system) is
steadier than the wall clock on a busy machine; memory is the growth of the resident set over the
step.
Run: python tests/benchmarks/startup_steps.py [RUNS]
"""
from __future__ import annotations

import ast
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

RUNS = 7
HERE = Path(__file__).parent
PROBE = HERE / "startup_steps_probe.py"
sys.path.insert(0, str(HERE))
from bench_startup import SCREEN, SOURCE  # noqa: E402


def main(runs: int) -> None:
    results: list[list[tuple[str, float, float]]] = []
    for _ in range(runs + 1):  # the first run warms the file cache and writes bytecode caches
        with tempfile.TemporaryDirectory() as scratch:
            screen = Path(scratch) / "screen.json"
            screen.write_text(json.dumps(SCREEN))
            env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}", XDG_DATA_HOME=f"{scratch}/data",
                       XDG_CONFIG_HOME=f"{scratch}/config", PYTHONPATH=str(SOURCE))
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            done = subprocess.run([sys.executable, str(PROBE)], env=env, cwd=scratch, capture_output=True,
                                  text=True, timeout=60, check=True)
            results.append(ast.literal_eval(done.stdout.splitlines()[-1]))
    results = results[1:]
    totals = [sum(row[1] for row in rows) for rows in results]
    print(f"{'CPU ms':>7} {'MB':>6}  step (median of {runs} runs)")
    for index, (step, _, _) in enumerate(results[0]):
        cpu = statistics.median(rows[index][1] for rows in results)
        memory = statistics.median(rows[index][2] for rows in results)
        if not step.startswith("(") or cpu >= 1 or memory >= 0.5:
            print(f"{cpu:7.1f} {memory:6.1f}  {step}")
    print(f"{statistics.median(totals):7.1f} {'':6}  in all, to the first paint")


if __name__ == "__main__":
    main(int(sys.argv[1]) if sys.argv[1:] else RUNS)
