"""The table's sounds against a real sound server: from the moment a table asks for a sound to the
moment its first sample reaches the sink, and the animation frames with sound on and off.

It starts a private PulseAudio server (`apt-get install pulseaudio`) with a null sink and nothing
else, in a scratch folder, points the app's sound worker at it and records the sink's monitor here
(libpulse-simple, 64-frame reads). Each event is asked for through the app's player (sound/player.py,
the real worker process) at a known time; its start is the first recorded sample above a threshold,
placed in time by when its chunk was read less the recording's own latency as the server reports
it, less how far into the sound its first loud sample lies. Half the events are asked for while
another sound is playing, quietly (the worker's buffer is then full: the case that waits longest);
events are 0.75 to 0.95 s apart, so each loud sound has ended before the next. Then the Jokers and
Pokeno frame benchmarks (bench_jokers.py, bench_pokeno.py) run twice: with sound on (the worker
playing into the null sink) and with no sound server at all.

Run: python tests/benchmarks/bench_sound.py [--events N] [--no-frames]"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHORT = ("tile_clack", "card_snap", "marble_step", "chip_drop", "wood_knock", "dice", "ball_drop", "tile_draw")
THRESHOLD = 4000  # 16-bit: every short sound at full gain peaks above 11,000; the quiet one under 1,000
QUIET = 0.05
TARGET_P95_MS = 30.0


def start_server(folder: Path) -> subprocess.Popen:
    socket = folder / "native"
    server = subprocess.Popen(
        ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--disable-shm=yes",
         "-L", "module-null-sink sink_name=bench", "-L", f"module-native-protocol-unix socket={socket}"],
        env={**os.environ, "HOME": str(folder), "XDG_RUNTIME_DIR": str(folder)},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 15
    while not socket.exists():
        if time.monotonic() > deadline or server.poll() is not None:
            server.kill()
            raise SystemExit("the private PulseAudio server did not start")
        time.sleep(0.05)
    os.environ["PULSE_SERVER"] = f"unix:{socket}"
    return server


class Recorder:
    """The null sink's monitor, read 64 frames at a time on a thread: (time read, latency, samples)."""

    def __init__(self, rate: int):
        import numpy as np

        from gamenight.sound.pulse import RECORD, PulseStream

        self.np = np
        self.rate = rate
        self.stream = PulseStream("Game Night bench", "monitor", rate, RECORD, chunk_bytes=128, device="bench.monitor")
        self.chunks: list[tuple[float, float, object]] = []
        self.running = True
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        while self.running:
            data = self.stream.read(128)
            self.chunks.append((time.monotonic(), self.stream.latency_s(), self.np.frombuffer(data, "<i2")))

    def onset_after(self, index: int) -> float | None:
        """When the first loud sample recorded from chunk `index` on reached the sink."""
        for read_at, latency, samples in self.chunks[index:]:
            loud = self.np.nonzero(self.np.abs(samples) > THRESHOLD)[0]
            if len(loud):
                return read_at - latency - (len(samples) - loud[0]) / self.rate
        return None


def measure_latency(events: int) -> dict[str, list[float]]:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from gamenight.sound.player import SoundPlayer
    from gamenight.sound.synth import RATE

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    from gamenight.sound.worker import load_sounds

    lead = {name: int((abs(samples) * 32767 > THRESHOLD).argmax()) / RATE for name, samples in load_sounds().items()}
    """How far into each sound its first loud sample lies (a tile's slide comes before its clack)."""
    player = SoundPlayer().start()
    loop = QEventLoop()
    player.changed.connect(loop.quit)
    QTimer.singleShot(30000, loop.quit)
    loop.exec()
    if not player.available:
        raise SystemExit(f"the sound worker is not ready: {player.reason}")
    recorder = Recorder(RATE)
    rng = random.Random(36)
    results: dict[str, list[float]] = {"idle": [], "busy": []}

    def wait(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
            time.sleep(0.001)

    wait(0.5)
    for number in range(events):
        busy = number % 2 == 1
        if busy:
            player.play("game_won", QUIET)  # a long, quiet sound: the worker's buffer stays full
            wait(rng.uniform(0.1, 0.3))
        index = len(recorder.chunks)
        name = rng.choice(SHORT)
        asked = time.monotonic() + lead[name]  # when its first loud sample would be heard with no delay
        player.play(name, 1.0)
        wait(rng.uniform(0.75, 0.95))
        onset = recorder.onset_after(index)
        if onset is not None:
            results["busy" if busy else "idle"].append((onset - asked) * 1000)
        if busy:
            wait(1.0)  # the quiet sound ends before the next event
    recorder.running = False
    player.stop()
    return results


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18]


def frames(sound_on: bool) -> str:
    """The Jokers and Pokeno frame benchmarks in a child process, the worker pointed at the private
    server (sound on) or at nothing (no sound)."""
    env = dict(os.environ)
    if not sound_on:
        env["PULSE_SERVER"] = "unix:/nonexistent/native"
    lines = []
    for script, args in (("bench_jokers.py", ["--only", "frames"]), ("bench_pokeno.py", [])):
        run = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True, env=env,
                             timeout=900)
        lines += [line for line in run.stdout.splitlines() if "frame interval" in line]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=120)
    parser.add_argument("--no-frames", action="store_true")
    args = parser.parse_args()
    if shutil.which("pulseaudio") is None:
        raise SystemExit("needs PulseAudio's server: apt-get install pulseaudio")
    folder = Path(tempfile.mkdtemp(prefix="pulse-bench-"))
    server = start_server(folder)
    try:
        results = measure_latency(args.events)
        every = results["idle"] + results["busy"]
        for name, values in (("idle", results["idle"]), ("busy", results["busy"]), ("all", every)):
            print(f"{name}: {len(values)} events, event to first sample at the sink p50 "
                  f"{statistics.median(values):.1f} ms, p95 {p95(values):.1f} ms, max {max(values):.1f} ms")
        verdict = "met" if p95(every) <= TARGET_P95_MS else "NOT met"
        print(f"p95 {p95(every):.1f} ms against {TARGET_P95_MS:.0f} ms: {verdict}")
        if not args.no_frames:
            print("frames with sound on (the worker playing into the null sink):\n" + frames(True))
            print("frames with no sound server:\n" + frames(False))
    finally:
        server.terminate()
        server.wait(10)
        shutil.rmtree(folder, ignore_errors=True)
    return 0 if p95(every) <= TARGET_P95_MS else 1


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    raise SystemExit(main())
