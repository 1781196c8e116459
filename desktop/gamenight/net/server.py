"""The phone table's server (aiohttp): the phone page's own files and one WebSocket per phone, on
one port. It holds no rules: it checks who a connection is (the seat's token, before anything of
the game is sent), keeps each connection within its limits, passes actions to the `TableHost` and
sends every seat its own view after each change. Bots and chance steps are played here too, one
at a time, paced so the table can follow them.

A phone's first message is a hello with its seat's token; then "act", "undo", "hint", "arrange" (and
in a night "ready": a seat is then a person, see net/night_host.py). The host sends the seat's view
after every change (less the large fields the phone has already: net/wire.py), the whole view after
every hello, an "error" to that phone alone, "refused" for a hello it refuses and "replaced" to a
phone whose seat another phone took over. Every message is answered, one over the rate too, but for
an arrangement kept. Each connection reads its own language (the hello's, when the app speaks it,
else the host's). Sockets that have not said hello wait apart (net/waiting.py), a hello is taken
or refused by net/greeting.py, and connections count at the door until they join (net/door.py).
The page's own files: net/page_files.py.
"""
from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from gamenight.core.codec import Memo
from gamenight.core.engine import SPECTATOR
from gamenight.core.seat_messages import RefusedAction
from gamenight.core.words import Refusal, Text, words
from gamenight.net.connection import Connection, SeatPresence
from gamenight.net.door import Door
from gamenight.net.greeting import Greeting
from gamenight.net.hello_limits import HelloLimits
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.limits import Limits, TokenBucket
from gamenight.net.message_reader import read_message
from gamenight.net.page_files import PageFiles, secure
from gamenight.net.phone_language import HINT, host_language, sentence
from gamenight.net.save_beside import SaveBeside
from gamenight.net.waiting import WaitingRoom
from gamenight.net.wire import Writer

if TYPE_CHECKING:
    from gamenight.net.night_host import NightHost

Reader = tuple[int, str, bool]
"""Who a message is built for: a seat (a person, at a night), its language, and whether it is built
whole, on its own: for a socket that holds no view (net/night_host.py then names the person)."""

TOO_MANY = words("PhoneServer", "Too many messages: this one was not read; slow down.")
SPECTATORS_WATCH = words("PhoneServer", "A spectator watches the table: it cannot play.")


@dataclass
class PhoneServer:
    host: TableHost | NightHost
    keys: TableKeys
    page_dir: Path
    limits: Limits = field(default_factory=Limits)
    pace: float = 0.6
    """Seconds between two moves when the second is automatic (a bot's, the app's draw), so the
    table can follow them, and a phone can take its move back before the next player's."""
    on_change: Callable[[], None] | None = None
    """Called (on the server's loop) after every change of the game, for a window showing it."""
    tells_changes: bool = False
    """True when whoever holds the game calls `broadcast` after every change (the desktop's
    controller does); otherwise the server sends the new views after each move it makes."""
    on_table: Callable[[Callable[[], Any]], Awaitable[Any]] | None = None
    """Runs a call of the host where the game lives, one at a time, and gives its result: by
    default here, under the server's lock; the desktop's bridge runs it on the Qt thread."""
    language: str | None = None
    """The host's language, for a phone whose own the app does not speak: by default the app's."""

    def __post_init__(self) -> None:
        self.connections: list[Connection] = []
        self._memos: dict[str, Memo] = {}
        self.presence = {seat: SeatPresence() for seat in self.host.phone_seats}
        self.lock = asyncio.Lock()
        self.saves = SaveBeside()
        self.hellos = HelloLimits(self.limits)
        self.greeting = Greeting(self)
        self.waiting = WaitingRoom(self.limits)
        self.door = Door(self.limits)
        if self.on_table is None:
            self.on_table = self._here
        self.moved = asyncio.Event()
        self.finished = asyncio.Event()
        self.page = PageFiles(self.page_dir, self.host_language)

    # -- the web application -----------------------------------------------------------------
    def application(self) -> web.Application:
        app = web.Application(client_max_size=self.limits.message_bytes)
        app.router.add_get("/ws", self._socket)
        app.router.add_get("/", self.page.serve)
        app.router.add_get("/{name}", self.page.serve)
        app.router.add_get("/sounds/{name}", self.page.serve_sound)
        app.on_response_prepare.append(secure)
        return app

    def host_language(self) -> str:
        return self.language or host_language()

    # -- one phone ---------------------------------------------------------------------------
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != request.host:
            raise web.HTTPForbidden(text="This page may only be opened from the table's own address.")
        transport = request.transport  # the door's key for this connection
        socket = web.WebSocketResponse(max_msg_size=self.limits.message_bytes, heartbeat=20,
                                       timeout=self.limits.close_seconds)
        try:
            await socket.prepare(request)
        except ConnectionError:  # closed meanwhile (by its phone, or at the door): aiohttp drops this answer
            return web.Response()
        hello = await self.greeting.seat_of(socket, request.remote or "")
        if hello is None:
            await socket.close()
            return socket
        seat, language = hello
        connection = Connection(socket, seat, TokenBucket(self.limits.rate, self.limits.burst), language=language,
                                transport=transport)
        self.door.seated(transport)
        await self._join(connection)
        try:
            async for message in socket:
                if message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                    break
                await self._receive(connection, message.data)
                if connection.bucket.dropped >= self.limits.dropped_before_close:
                    await self._error(connection, words("PhoneServer", "Too many messages: disconnected."))
                    break
        finally:
            await self._leave(connection)
            self.door.left_table(transport)  # sent away, replaced or gone: the door's again until it closes
        return socket

    async def _join(self, connection: Connection) -> None:
        replaced = [c for c in self.connections if c.seat == connection.seat and c.seat != SPECTATOR]
        for other in replaced:
            self.connections.remove(other)
        self.connections.append(connection)
        for other in replaced:
            replaced_words = words("PhoneServer", "Another phone has taken this seat.")
            await self._send(other, {"type": "replaced", "reason": sentence(replaced_words, other.language)})
            await other.socket.close()
        if connection.seat != SPECTATOR:
            self.presence[connection.seat] = SeatPresence(joined=True, ever=True)
            await self.broadcast()  # a new name shows everywhere
        else:
            await self._send_whole_view(connection)

    async def _leave(self, connection: Connection) -> None:
        if connection not in self.connections:
            return  # replaced by another phone, or given a new link: the seat's presence is already told
        self.connections.remove(connection)
        seat = connection.seat
        if seat != SPECTATOR and not any(c.seat == seat for c in self.connections):
            self.presence[seat] = SeatPresence(joined=False, away_since=time.monotonic(), ever=True)
        if self.on_change is not None:
            self.on_change()

    async def _receive(self, connection: Connection, payload: str | bytes) -> None:
        """Answer one message: every one gets its answer (a view, a hint or an error), one over the
        rate too, unread."""
        if not connection.bucket.allow():
            await self._error(connection, TOO_MANY)
            return
        try:
            data = read_message(payload, self.limits.message_depth)
        except Refusal as refusal:
            await self._error(connection, refusal.reason)
            return
        kind = data.get("type") if isinstance(data, dict) else None
        seat = connection.seat
        if kind == "hello":  # the whole view again: the socket stays the seat it joined as
            await self._send_whole_view(connection)
        elif kind in ("act", "undo", "hint", "ready", "arrange") and seat == SPECTATOR:
            await self._error(connection, SPECTATORS_WATCH)
        elif kind == "act":
            await self._change(connection, lambda: self.host.act(seat, data.get("action")))
        elif kind == "undo":
            await self._change(connection, lambda: self.host.undo(seat))
        elif kind == "ready":  # a night's next game (net/night_host.py); no change of a game: always told here
            await self._change(connection, lambda: self.host.ready(seat, data.get("ready", True)), told_here=True)
        elif kind == "hint":
            await self._hint(connection)
        elif kind == "arrange":  # no answer unless refused: the phone shows its own order already
            await self._arrange(connection, data.get("pieces"), data.get("version"))
        else:
            await self._error(connection, words("PhoneServer", "The host does not know that message."))

    async def _change(self, connection: Connection, change: Callable[[], Any], told_here: bool = False) -> None:
        """Make a phone's change (a move, an undo, Ready) or tell that phone why not; then every phone
        gets its new view, sent from here unless whoever holds the game tells every change."""
        try:
            await self.at_table(change)
        except RefusedAction as refusal:
            await self._error(connection, refusal.reason)
            return
        if told_here or not self.tells_changes:
            await self.broadcast(first=connection)
        self.moved.set()

    async def _arrange(self, connection: Connection, pieces: Any, version: Any) -> None:
        """The seat's arrangement of its pieces, kept by the host (no answer unless refused)."""
        try:
            await self.at_table(lambda: self.host.arrange(connection.seat, pieces, version))
        except RefusedAction as refusal:
            await self._error(connection, refusal.reason)

    async def _hint(self, connection: Connection) -> None:
        """The strongest bot's advice from the seat's own view, worked out off the loop, to that phone only."""
        asked = await self.at_table(lambda: self.host.hint_request(connection.seat))
        if asked is None:
            await self._error(connection, words("PhoneServer", "A hint is for your own turn."))
            return
        version, (advise, *reads) = asked
        advice = await asyncio.get_running_loop().run_in_executor(None, advise, *reads)
        move = await self.at_table(lambda: self.host.hint_move(version, advice.action))
        if move is None:  # the game moved on: the new view is on its way
            await self._error(connection, words("PhoneServer", "The game moved on before the hint was ready."))
            return
        said = HINT(move=move, reason=advice.reason) if advice.reason else move
        await self._send(connection, {"type": "hint", "action": advice.action.to_json(),
                                      "words": sentence(said, connection.language)})

    # -- the whole table ---------------------------------------------------------------------
    async def broadcast(self, first: Connection | None = None) -> None:
        """Every connection gets its seat's view (built once a seat and language, what views share
        written once: net/wire.py); `first`, the phone that acted, its own before the other seats' (a
        GOKER! call judged without waiting for the table's views; hosting alone, only those watching
        come before it, see `_streamed`). Hosting alone, the change is saved (net/save_beside.py)
        and each view goes out as soon as it is written, while the next ones are built."""
        writer = Writer()  # it keeps what it wrote: a text it gives is its object's, whatever moved meanwhile
        first = first if first in self.connections else None
        if self.on_table == self._here:
            async with self.lock:
                await self.saves.written_now(self.host.take_save)
                sends = await self._streamed(first, writer)
            await asyncio.gather(*sends)
            self.saves.start()
        else:
            if first is not None:
                message = (await self.at_table(lambda: self._built({_reader(first)})))[_reader(first)]
                await self._send(first, message, self._written(first, message, writer))
            readers = [(c, _reader(c)) for c in self.connections if c is not first]  # as they are now
            messages = await self.at_table(lambda: self._built({reader for _, reader in readers}))
            written = [(c, messages[reader]) for c, reader in readers if c in self.connections]
            await asyncio.gather(*(self._send(c, message, self._written(c, message, writer)) for c, message in written))
        if self.on_change is not None:
            self.on_change()

    async def _streamed(self, first: Connection | None, writer: Writer) -> list[asyncio.Task[None]]:
        """Under the lock: every connection's view built, written and sent in turn, so that the
        phones read theirs while the next ones are built: first everyone watching (their one
        message, the cheapest to build, reaches the most phones soonest), then `first`, then the
        other seats. A send that could wait (for a phone slow to read) goes in a task of its own,
        so that it holds up no other. Those sends, to await once the lock is let go."""
        messages: dict[Reader, dict[str, Any]] = {}
        sends = []
        seated = self.host.seated()
        try:
            for connection in sorted(self.connections, key=lambda c: (seated is None or c.seat in seated,
                                                                      c is not first)):
                reader = _reader(connection)
                if seated is not None and connection.seat not in seated and not reader[2]:
                    reader = (SPECTATOR, reader[1], False)  # who sits a night's game out watches it as spectators do
                if reader not in messages:
                    messages[reader] = self._message_for(reader)
                text = self._written(connection, messages[reader], writer)
                if connection.takes_at_once(text):
                    await self._send(connection, messages[reader], text)  # onto the socket now
                else:
                    sends.append(asyncio.ensure_future(self._send(connection, messages[reader], text)))
                    await asyncio.sleep(0)  # it goes out now
        finally:
            self._new_round()  # once every view is on its way
        return sends

    def _new_round(self) -> None:
        """Each language's memo starts a new round: of what was written before, only what can never
        change is reused. Done once a broadcast's views are written, not on the way to them."""
        for memo in self._memos.values():
            memo.next()

    def _built(self, readers: set[Reader]) -> dict[Reader, dict[str, Any]]:
        """Each reader's message now, where the game lives; the memos then start a new round."""
        try:
            return {reader: self._message_for(reader) for reader in readers}
        finally:
            self._new_round()

    def _message_for(self, reader: Reader) -> dict[str, Any]:
        """The reader's view (the public one for a spectator) in its language, built with the
        broadcast's other views unless it is to be whole (built on its own, see `_reader`)."""
        seat, language, whole = reader
        memo = None if whole else self._memos.setdefault(language, Memo())
        host = self.host
        message = host.public_view_message(language, memo) if seat == SPECTATOR else \
            host.view_message(seat, memo, language)
        message.setdefault("you", seat)  # a night's host says which seat of its game a person has
        return message

    async def _send_whole_view(self, connection: Connection) -> None:
        """The seat's whole view (or the night's message), nothing left out: after a hello."""
        message = await self.at_table(lambda: self._message_for((connection.seat, connection.language, True)))
        await self._send(connection, message, self._written(connection, message, Writer(), whole=True))

    def _written(self, connection: Connection, message: dict[str, Any], writer: Writer, whole: bool = False) -> str:
        """A view (or the night's message) as written to one socket, less the fields it has
        (net/wire.py) unless `whole`; the socket holds it from now on."""
        text, connection.held = writer.message(message, None if whole else connection.held)
        return text

    async def _error(self, connection: Connection, reason: Text) -> None:
        """Tell one phone, in its language, what went wrong: nothing changed."""
        await self._send(connection, {"type": "error", "reason": sentence(reason, connection.language)})

    async def _send(self, connection: Connection, message: dict[str, Any], text: str | None = None) -> None:
        """`message` to one socket; `text`: the message as written to it (a view less what it has)."""
        with contextlib.suppress(ConnectionError, RuntimeError):
            await (connection.socket.send_json(message) if text is None else connection.socket.send_str(text))

    async def play(self) -> None:
        """Play the bots' moves and the seeded chance steps as they fall due, until the game ends."""
        loop = asyncio.get_running_loop()
        while not self.host.match.is_over:
            async with self.lock:
                await self.saves.settled()
                stepped = await loop.run_in_executor(None, self.host.automatic_step)
            if stepped:
                await self.broadcast()
                await asyncio.sleep(self.pace)
                continue
            self.moved.clear()
            await self.moved.wait()
            await asyncio.sleep(self.pace)  # the table sees a phone's move (and may take it back) first
        await self.broadcast()
        await self.saves.settled()
        self.finished.set()

    async def reissue(self, seat: int) -> str:
        """A new link for `seat`: the old token stops at once, and a phone joined with it is told so."""
        token = self.keys.reissue(seat)
        for connection in [c for c in self.connections if c.seat == seat]:
            new_link = words("PhoneServer", "The host gave this seat a new link.")
            await self._send(connection, {"type": "refused", "reason": sentence(new_link, connection.language)})
            await connection.socket.close()
            await self._leave(connection)
        return token

    async def _here(self, call: Callable[[], Any]) -> Any:
        """`call()` under the lock, hosting alone, once the last change's save is (net/save_beside.py)."""
        async with self.lock:
            await self.saves.saved(self.host.take_save)
            return call()

    async def at_table(self, call: Callable[[], Any]) -> Any:
        """`call()`'s result, run where the game lives (`on_table`)."""
        assert self.on_table is not None
        return await self.on_table(call)

    async def close(self) -> None:
        await self.saves.settled()
        for connection in list(self.connections):
            with contextlib.suppress(ConnectionError, RuntimeError):
                await connection.socket.close()


def _reader(connection: Connection) -> Reader:
    return connection.seat, connection.language, connection.held is None
