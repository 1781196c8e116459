"""Start-up to the first painted main window, and resident memory after start-up.

Each run is a fresh process (empty user folders, offscreen Qt), timed from spawn to the line
the child prints in its first paint event. Prints the median of RUNS runs, and the same for an
empty PySide6 main window started by the same probe, runs interleaved, with the ratio of the two.
Run: python tests/benchmarks/bench_startup.py
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 9
PROBE = Path(__file__).with_name("startup_probe.py")


def one_run(*probe_args: str) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=f"{scratch}/data",
                   XDG_CONFIG_HOME=f"{scratch}/config")
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, str(PROBE), *probe_args], stdout=subprocess.PIPE, text=True, env=env)
        painted = None
        rss = None
        for line in child.stdout:
            if line.startswith("painted") and painted is None:
                painted = time.perf_counter() - started
            elif line.startswith("rss"):
                rss = float(line.split()[1])
        child.wait(30)
        if painted is None or rss is None:
            raise RuntimeError("the app did not paint its main window")
        return painted, rss


def main() -> None:
    one_run()  # warm the file cache, as a second launch would be
    one_run("empty")
    runs, empty = [], []
    for _ in range(RUNS):
        runs.append(one_run())
        empty.append(one_run("empty")[0])
    times = [t for t, _ in runs]
    memory = [m for _, m in runs]
    print(f"start-up to first paint: median {statistics.median(times):.3f} s "
          f"(min {min(times):.3f}, max {max(times):.3f}, {RUNS} runs)")
    print(f"empty PySide6 main window, same probe: median {statistics.median(empty):.3f} s "
          f"(min {min(empty):.3f}, max {max(empty):.3f}); "
          f"ratio {statistics.median(times) / statistics.median(empty):.2f}")
    print(f"resident memory after start-up: median {statistics.median(memory):.0f} MB "
          f"(min {min(memory):.0f}, max {max(memory):.0f})")


if __name__ == "__main__":
    main()
