"""The signals that ask Game Night to stop: SIGTERM (a logout, `kill`), SIGINT (Ctrl+C in its
terminal) and SIGHUP (that terminal closed). The app and `gamenight serve` end cleanly on each,
saved, as their own Quit or Ctrl+C does; one the process was started ignoring (`nohup`) stays
ignored. The app hears them through Qt (app/stop_signals.py), `gamenight serve` (a table's or a
night's, with no window) on its asyncio loop (net/stopping.py)."""
from __future__ import annotations

import signal


def stop_requests() -> list[int]:
    """The stop signals this system has (Windows has no SIGHUP) that are not ignored."""
    numbers = [getattr(signal, name, None) for name in ("SIGTERM", "SIGINT", "SIGHUP")]
    return [number for number in numbers if number is not None and signal.getsignal(number) is not signal.SIG_IGN]
