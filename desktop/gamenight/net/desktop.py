"""The desktop as the host of a phone table: the aiohttp server runs on a thread of its own with its
own asyncio loop, and the game stays where it is, in the window's match controller on the Qt
thread.

Why a thread and not one loop shared with Qt (qasync): the server must answer phones while the
window is busy (a repaint, a dialog, a bot's move on the bot worker being applied), and the window
must never wait for a phone on a slow Wi-Fi. Each side keeps its own loop; they meet only in
`_run_on_ui` (a phone's call, run on the Qt thread, its result handed back to the server's loop)
and in `broadcast` after every change of the game. aiohttp is imported only here, when a table
is opened to phones, so the app's start-up does not pay for it.

`HostedTable` is that bridge for any host; `PhoneTable` hosts one match, and a night's table
(net/desktop_night.py) the whole evening's.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from gamenight.core.match import Match
from gamenight.core.playable import PHONE_TABLE
from gamenight.core.words import Text, words
from gamenight.net.connection import SeatPresence
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.serve import join_link, saved_port, table_keys
from gamenight.net.server import PhoneServer
from gamenight.net.site import start_site
from gamenight.resources import resources_dir

NOT_TAKEN = words("PhoneTable", "the host could not take that move now")
START_SECONDS = 10.0


class HostedTable(QObject):
    """A host (`TableHost`, `NightHost`) served to phones from the desktop. `start()` listens
    (raises OSError with the reason if it cannot); `stop()` closes every phone's connection and
    the port. `presenceChanged` tells the join screen that a phone came or went. A phone's move
    goes through `controller` (the window's match controller of the game being played)."""

    presenceChanged = Signal()
    _call = Signal(object, object)  # (a call, the future its result goes to): crosses to the Qt thread

    def __init__(self, host, keys: TableKeys, address: str, port: int, pace: float = 0.6):
        super().__init__()
        self.controller: Any = None
        self.host = host
        self.keys = keys
        self.address, self.port = address, port
        self.server = PhoneServer(host, keys, resources_dir() / "phone", pace=pace,
                                  on_change=self.presenceChanged.emit, on_table=self._on_ui, tells_changes=True)
        self._call.connect(self._run_on_ui)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopping: asyncio.Event | None = None

    # -- the server's thread -----------------------------------------------------------------
    def start(self) -> None:
        started: concurrent.futures.Future[int] = concurrent.futures.Future()
        self._thread = threading.Thread(target=self._serve, args=(started,), name="phone-table", daemon=True)
        self._thread.start()
        self.port = started.result(START_SECONDS)

    def _serve(self, started: concurrent.futures.Future) -> None:
        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            self._stopping = asyncio.Event()
            try:
                runner, port = await start_site(self.server, self.address, self.port)
            except OSError as error:
                started.set_exception(error)
                return
            started.set_result(port)
            await self._stopping.wait()
            await self.server.close()
            await runner.cleanup()

        asyncio.run(main())

    def stop(self) -> None:
        if self._loop is not None and self._stopping is not None and self._thread is not None:
            with contextlib.suppress(RuntimeError):  # its loop is closed: the server could not start, and ended
                self._loop.call_soon_threadsafe(self._stopping.set)
            self._thread.join(START_SECONDS)
        self._loop = None

    # -- the two loops meet here -------------------------------------------------------------
    async def _on_ui(self, call: Callable[[], Any]) -> Any:
        """Run `call` on the Qt thread (where the game lives) and give its result to the server."""
        future = asyncio.get_running_loop().create_future()
        self._call.emit(call, future)
        return await future

    @Slot(object, object)
    def _run_on_ui(self, call: Callable[[], Any], future: asyncio.Future) -> None:
        loop = self._loop
        if loop is None:
            return
        try:
            result = call()
        except Exception as error:  # handed back to the phone's handler, which answers the phone
            loop.call_soon_threadsafe(_settle, future, None, error)
        else:
            loop.call_soon_threadsafe(_settle, future, result, None)

    def _changed(self, _change=None) -> None:
        """Every phone gets its new view after any change (a phone's move, a bot's, a person's here)."""
        if self._loop is not None:
            asyncio.run_coroutine_threadsafe(self.server.broadcast(), self._loop)

    def _play(self, action, seat: int) -> None:
        """The phone's action through the controller, as a move made here; refused with the
        controller's reason (a bot still moving, the rules' own reason)."""
        from gamenight.core.seat_messages import RefusedAction

        reasons: list[Text] = []

        def heard(reason: Text) -> None:
            reasons.append(reason)

        controller = self.controller
        if controller is None:
            raise RefusedAction(NOT_TAKEN)
        controller.refused.connect(heard)
        try:
            taken = controller.act(action, seat)
        finally:
            controller.refused.disconnect(heard)
        if not taken:
            raise RefusedAction(reasons[-1] if reasons else NOT_TAKEN)

    def _undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def _reissue(self, seat: int) -> None:
        """A new secret for `seat` (a seat, or a night's person): the old link stops at once."""
        if self._loop is not None:
            asyncio.run_coroutine_threadsafe(self.server.reissue(seat), self._loop).result(START_SECONDS)

    # -- for the join screen -----------------------------------------------------------------
    def link(self, seat: int) -> str:
        return join_link(self.address, self.port, self.keys.tokens[seat])

    @property
    def spectator_link(self) -> str:
        return join_link(self.address, self.port, self.keys.spectator)

    def presence(self, seat: int) -> SeatPresence:
        return self.server.presence.get(seat, SeatPresence())


class PhoneTable(HostedTable):
    """A match opened to phones: its keys are kept in the match's record, so a resumed game has
    the same links."""

    night = None
    """A night's table has its night here (net/desktop_night.py); a one-game table has none."""

    def __init__(self, controller, address: str, port: int, pace: float = 0.6):
        self.match: Match = controller.match
        phones = {seat for seat, info in enumerate(self.match.seats) if info.is_phone}
        host = TableHost(self.match, phones, play=self._play, undo=self._undo)
        super().__init__(host, table_keys(self.match), address, saved_port(self.match, port), pace)
        self.controller = controller
        controller.changed.connect(self._changed)

    def start(self) -> None:
        super().start()
        self._keep_keys()

    def stop(self) -> None:
        super().stop()
        self.controller.changed.disconnect(self._changed)

    def _keep_keys(self) -> None:
        self.match.record.view_state[PHONE_TABLE] = {**self.keys.to_json(), "port": self.port}
        self.controller.save()

    def rename(self, seat: int, name: str) -> None:
        self.host.rename(seat, name)
        self.controller.save()
        self._changed()

    def played_by_bot(self, seat: int) -> bool:
        return self.match.seats[seat].is_bot

    def give_to_bot(self, seat: int, level: str) -> None:
        self.host.give_to_bot(seat, level)
        self.controller.seats_changed()
        self._changed()

    def take_back(self, seat: int) -> None:
        self.host.take_back(seat)
        self.controller.seats_changed()
        self._changed()

    def new_link(self, seat: int) -> str:
        """A new secret for `seat`: the old link stops at once (a phone on it is told)."""
        self._reissue(seat)
        self._keep_keys()
        return self.link(seat)


def _settle(future: asyncio.Future, result: Any, error: BaseException | None) -> None:
    if future.done():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)
