"""`gamenight serve` in a child process, and real-browser tests of the phone page: Debian's Chromium
driven by Playwright (pointed at the system browser: Playwright's own browser download is not used),
with a phone's viewport and touch, against `gamenight serve` on 127.0.0.1."""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync",
                  "--disable-background-networking", "--disable-component-update"]
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}


def need_browser():
    """Skip where no Chromium or Playwright is installed, but never under CI, which installs both."""
    missing = [what for what, ok in (("chromium", Path(CHROMIUM).exists()),
                                     ("playwright", shutil.which("playwright") or _has_playwright())) if not ok]
    if missing and not os.environ.get("CI"):
        pytest.skip(f"no {' or '.join(missing)} here (.ci/run installs them)")


def _has_playwright() -> bool:
    try:
        import playwright  # noqa: F401
    except ImportError:
        return False
    return True


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Served:
    """`gamenight serve` in a child process on 127.0.0.1, with its join links."""

    def __init__(self, game: str, seats: str, seed: int, data_dir: Path, resume: bool = False,
                 environment: dict[str, str] | None = None, night: list[str] | None = None, pace: float = 0.0):
        """`environment`: variables changed for the child (None values removed), e.g. its locale;
        `night`: the arguments of a night (`--night ... --people ...`) instead of a game's (a night's
        links are in `people`, by name); `pace`: seconds between the table's own moves (none by
        default: tests go at full speed)."""
        env = dict(os.environ, XDG_DATA_HOME=str(data_dir / "data"), XDG_CONFIG_HOME=str(data_dir / "config"))
        for name, value in (environment or {}).items():
            if value is None:
                env.pop(name, None)
            else:
                env[name] = value
        what = ["--resume"] if resume else night or [game, "--seats", seats, "--seed", str(seed)]
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gamenight", "serve", *what, "--host", "127.0.0.1", "--port", str(free_port()),
             "--pace", str(pace)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        self.links: dict[int, str] = {}
        self.people: dict[str, str] = {}
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            found = re.match(r"\s+seat (\d+): (\S+)", line)
            named = re.match(r"  (\S.*): (http://\S+)$", line)
            if found:
                self.links[int(found.group(1)) - 1] = found.group(2)
            elif named and named.group(1) != "spectators":
                self.people[named.group(1)] = named.group(2)
            if line.strip().startswith("spectators:"):
                self.spectator = line.split()[-1]
                return
        self.stop()
        raise AssertionError(f"gamenight serve did not start: {self.process.stderr.read()}")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def tap_if_there(page, selector: str) -> bool:
    """Tap the first `selector` on `page` if it is there and stays there long enough (a GOKER!
    button goes when its window closes); False when it was not tapped."""
    target = page.locator(selector)
    if not target.count():
        return False
    try:
        target.first.tap(timeout=2000)
    except Exception:  # gone meanwhile
        return False
    return True


def wait_until(page, expression: str, timeout_ms: int = 20_000) -> None:
    """Poll `expression` in the page until it is true (the page's Content-Security-Policy allows no
    eval, which Playwright's wait_for_function needs)."""
    for _ in range(timeout_ms // 50):
        if page.evaluate(expression):
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"never: {expression}")
