"""How `gamenight serve` (a table's or a night's, with no window) hears a stop signal
(core/stop_requests.py) on its asyncio loop: `stop_requested`, then `until_stopped`. Apart from
the signals themselves, so that the app's start-up does not import asyncio."""
from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Awaitable, Iterator

from gamenight.core.stop_requests import stop_requests


@contextlib.contextmanager
def stop_requested() -> Iterator[asyncio.Event]:
    """An event the running loop sets when a stop signal comes: heard from now on, so enter it
    before saying anything (a link) whose reader may stop the process at once. On leaving, the
    process is stopping already and the signals are ignored from then on: one that came while the
    loop closes would find the loop's wakeup pipe closed (asyncio then prints "Bad file descriptor")."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    numbers = stop_requests()
    for number in numbers:
        loop.add_signal_handler(number, stop.set)
    try:
        yield stop
    finally:
        for number in numbers:
            loop.remove_signal_handler(number)
            signal.signal(number, signal.SIG_IGN)


async def until_stopped(playing: Awaitable[None], stop: asyncio.Event) -> bool:
    """Run `playing` until it ends (False; an error of its own is raised here) or `stop` is set
    (True: it is cancelled)."""
    played = asyncio.ensure_future(playing)
    stopping = asyncio.ensure_future(stop.wait())
    await asyncio.wait({played, stopping}, return_when=asyncio.FIRST_COMPLETED)
    stopping.cancel()
    if not played.done():
        played.cancel()
        return True
    played.result()
    return False
