"""Frame timing for the animation benchmarks: the time between animation frames and the time to
paint each frame, measured in the real window offscreen."""
import statistics
import time

from PySide6.QtCore import QElapsedTimer


def measure(app, start, widgets, frames, running) -> tuple[list[float], list[float]]:
    """Call `start()`, then repaint `widgets` on every emission of `frames` (a signal emitted once
    per animation frame) while `running()`: (frame intervals, paint times), in milliseconds."""
    intervals: list[float] = []
    paints: list[float] = []
    clock = QElapsedTimer()
    last: list[float | None] = [None]

    def frame(*_args) -> None:
        now = clock.nsecsElapsed() / 1e6
        if last[0] is not None:
            intervals.append(now - last[0])
        last[0] = now
        before = time.perf_counter()
        for widget in widgets:
            widget.repaint()
        paints.append((time.perf_counter() - before) * 1000)

    frames.connect(frame)
    clock.start()
    start()
    while running():
        app.processEvents()
    frames.disconnect(frame)
    return intervals, paints


def report(name: str, runs) -> None:
    intervals = [x for run in runs for x in run[0]]
    paints = [x for run in runs for x in run[1]]
    p95 = statistics.quantiles(paints, n=20)[18]
    print(f"{name}: {len(paints)} frames, frame interval median {statistics.median(intervals):.1f} ms "
          f"(p95 {statistics.quantiles(intervals, n=20)[18]:.1f}), paint per frame median "
          f"{statistics.median(paints):.2f} ms, p95 {p95:.2f} ms")
