"""The app ends cleanly when the system asks it to (`core.stop_requests`: SIGTERM, SIGINT, SIGHUP)
as Quit ends it: the window closes (its size and place are saved), open dialogs are left, the event
loop ends, and the caller then closes the history and releases the data folder's lock. Exit
status 0.

A signal cannot run Python while Qt waits in its event loop, so the handler only notes it: Python
writes the signal's number to a socket (`signal.set_wakeup_fd`) and a QSocketNotifier on the other
end calls `stop` from the event loop."""
from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

from gamenight.core.stop_requests import stop_requests


def _noted(signum, frame) -> None:
    """The Python-level handler: the wakeup socket already carries the signal to the event loop."""


class StopOnSignals(QObject):
    """While it lives, the stop signals call `stop()` from the event loop; `close()` puts the
    previous handlers back."""

    def __init__(self, stop: Callable[[], None], parent: QObject | None = None):
        super().__init__(parent)
        self._stop = stop
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous: dict[int, object] = {}
        for number in stop_requests():
            self._previous[number] = signal.signal(number, _noted)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        with contextlib.suppress(BlockingIOError):
            noted = self._reader.recv(64)
            if any(number in self._previous for number in noted):
                self._stop()

    def close(self) -> None:
        self._notifier.setEnabled(False)
        for number, handler in self._previous.items():
            signal.signal(number, handler)  # type: ignore[arg-type]
        self._previous.clear()
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()
