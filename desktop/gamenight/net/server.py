"""The phone table's server (aiohttp): the phone page's own files and one WebSocket per phone, on
one port. It holds no rules: it checks who a connection is (the seat's token, before anything of
the game is sent), keeps each connection within its limits, passes actions to the `TableHost` and
sends every seat its own view after each change. Bots and chance steps are played here too, one
at a time, paced so the table can follow them.

A phone's first message must be {"type": "hello", "token": ..., "name": ..., "language": ...}; then
{"type": "act", "action": {...}}. The host sends {"type": "view", ...} (the seat's whole view,
after every change and after every reconnect), {"type": "error", "reason": ...} to that phone
alone, {"type": "refused", ...} for a token that opens no seat, and {"type": "replaced", ...} to
a phone whose seat another phone has taken over. Each connection reads its own language (the
hello's, when the app speaks it, else the host's): its views, errors and hints are built in it.
See docs/protocol.md.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from gamenight.core.engine import SPECTATOR
from gamenight.core.seat_messages import RefusedAction
from gamenight.core.words import Text, words
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.limits import Limits, TokenBucket
from gamenight.net.phone_language import HINT, host_language, phone_language, sentence

SECURITY_HEADERS = {
    "Content-Security-Policy": ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
PAGE_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml",
              ".png": "image/png", ".ico": "image/x-icon"}
NAME_LENGTH = 24


@dataclass
class Connection:
    socket: web.WebSocketResponse
    seat: int  # SPECTATOR for a spectator
    bucket: TokenBucket
    language: str = "en"
    """The language this phone reads: every message to it is built in it."""
    warned_at: float = 0.0


@dataclass
class SeatPresence:
    """Whether a seat's phone is here: `joined` now, or gone since `away_since` (never, if None)."""

    joined: bool = False
    away_since: float | None = None
    ever: bool = False


@dataclass
class PhoneServer:
    host: TableHost
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
        self.presence = {seat: SeatPresence() for seat in self.host.phone_seats}
        self.lock = asyncio.Lock()
        self._code_failures: list[float] = []
        self._greeting = 0
        """Sockets open but not yet past their hello."""
        if self.on_table is None:
            self.on_table = self._here
        self.moved = asyncio.Event()
        self.finished = asyncio.Event()
        self._files = {path.name: path for path in self.page_dir.iterdir()
                       if path.is_file() and path.suffix in PAGE_TYPES}

    # -- the web application -----------------------------------------------------------------
    def application(self) -> web.Application:
        app = web.Application(client_max_size=self.limits.message_bytes)
        app.router.add_get("/ws", self._socket)
        app.router.add_get("/", self._page)
        app.router.add_get("/{name}", self._page)
        app.on_response_prepare.append(_secure)
        return app

    async def _page(self, request: web.Request) -> web.StreamResponse:
        """Only the page's own files, by their bare names: nothing else on the disk, no listing."""
        name = request.match_info.get("name", "index.html")
        path = self._files.get(name)
        if path is None:
            raise web.HTTPNotFound(text="Not found")
        body = path.read_bytes()
        if name == "index.html":  # the host's language, for a phone whose own the page does not speak
            body = body.replace(b'<html lang="en">', f'<html lang="{self.host_language()}">'.encode(), 1)
        return web.Response(body=body, content_type=PAGE_TYPES[path.suffix], charset="utf-8")

    def host_language(self) -> str:
        return self.language or host_language()

    # -- one phone ---------------------------------------------------------------------------
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != request.host:
            raise web.HTTPForbidden(text="This page may only be opened from the table's own address.")
        if len(self.connections) + self._greeting >= self.limits.connections:
            raise web.HTTPServiceUnavailable(text="The table is full.")
        socket = web.WebSocketResponse(max_msg_size=self.limits.message_bytes, heartbeat=20)
        self._greeting += 1  # a socket that has not said its seat yet counts against the table too
        try:
            await socket.prepare(request)
            hello = await self._hello(socket)
        finally:
            self._greeting -= 1
        if hello is None:
            await socket.close()
            return socket
        seat, language = hello
        connection = Connection(socket, seat, TokenBucket(self.limits.rate, self.limits.burst), language=language)
        await self._join(connection)
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    break
                await self._receive(connection, message.data)
                if connection.bucket.dropped >= self.limits.dropped_before_close:
                    await self._error(connection, words("PhoneServer", "Too many messages: disconnected."))
                    break
        finally:
            await self._leave(connection)
        return socket

    async def _hello(self, socket: web.WebSocketResponse) -> tuple[int, str] | None:
        """The seat the first message's token opens (SPECTATOR for the spectators' token) and the
        language the phone reads, or None after telling the phone its link is not valid. Nothing of
        the game is sent before this."""
        try:
            message = await socket.receive(timeout=self.limits.hello_seconds)
            data = json.loads(message.data) if message.type == WSMsgType.TEXT else None
        except (asyncio.TimeoutError, ValueError, TypeError):
            data = None
        token = data.get("token") if isinstance(data, dict) and data.get("type") == "hello" else None
        language = phone_language(data.get("language") if isinstance(data, dict) else None, self.host_language())
        if isinstance(data, dict) and data.get("type") == "hello" and "code" in data:
            refusal, token = self._by_code(data.get("code"), data.get("seat"))
            if refusal:
                with contextlib.suppress(ConnectionError):
                    await socket.send_json({"type": "refused", "reason": sentence(refusal, language)})
                return None
            await socket.send_json({"type": "token", "token": token})
        seat = self.keys.seat_of(token)
        if seat is not None and seat in self.host.phone_seats:
            name = _clean_name(data.get("name")) if isinstance(data, dict) else ""
            if name and not self.presence[seat].ever:
                await self._on_table(lambda: self.host.rename(seat, name))
            return seat, language
        if self.keys.is_spectator(token):
            return SPECTATOR, language
        refusal = words("PhoneServer",
                        "This link does not open a seat at this table (it may be old: ask the host for a new one).")
        with contextlib.suppress(ConnectionError):
            await socket.send_json({"type": "refused", "reason": sentence(refusal, language)})
        return None

    def _by_code(self, code: Any, seat_number: Any) -> tuple[Text, str]:
        """(a refusal, "") or ("", the seat's token) for a phone that typed the table code and its
        seat's number: only for a seat whose phone has never joined; a minute's pause after too
        many wrong codes."""
        now = time.monotonic()
        self._code_failures = [at for at in self._code_failures if now - at < 60]
        if len(self._code_failures) >= self.limits.code_failures:
            return words("PhoneServer", "Too many wrong codes at this table: wait a minute, or scan the QR code."), ""
        if not self.keys.code_matches(code):
            self._code_failures.append(now)
            return words("PhoneServer", "That is not this table's code."), ""
        seat = seat_number - 1 if isinstance(seat_number, int) and not isinstance(seat_number, bool) else -1
        if seat not in self.host.phone_seats:
            return words("PhoneServer", "That seat is not played from a phone at this table."), ""
        if self.presence[seat].ever:
            return words("PhoneServer", "That seat has joined already: ask the host for its link."), ""
        return "", self.keys.tokens[seat]

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
            await self._send_view(connection)

    async def _leave(self, connection: Connection) -> None:
        if connection not in self.connections:
            return  # replaced by another phone, or given a new link: the seat's presence is already told
        self.connections.remove(connection)
        seat = connection.seat
        if seat != SPECTATOR and not any(c.seat == seat for c in self.connections):
            self.presence[seat] = SeatPresence(joined=False, away_since=time.monotonic(), ever=True)
        if self.on_change is not None:
            self.on_change()

    async def _receive(self, connection: Connection, text: str) -> None:
        if not connection.bucket.allow():
            now = time.monotonic()
            if now - connection.warned_at > 1:
                connection.warned_at = now
                await self._error(connection, words("PhoneServer", "Too many messages: slow down."))
            return
        try:
            data = json.loads(text)
        except ValueError:
            await self._error(connection, words("PhoneServer", "That message was not JSON."))
            return
        kind = data.get("type") if isinstance(data, dict) else None
        if kind == "hello":
            await self._send_view(connection)
        elif kind == "act" and connection.seat != SPECTATOR:
            await self._act(connection, data.get("action"))
        elif kind == "undo" and connection.seat != SPECTATOR:
            await self._undo(connection)
        elif kind == "hint" and connection.seat != SPECTATOR:
            await self._hint(connection)
        elif kind == "arrange" and connection.seat != SPECTATOR:
            await self._arrange(connection, data.get("pieces"), data.get("version"))
        else:
            await self._error(connection, words("PhoneServer", "The host does not know that message."))

    async def _act(self, connection: Connection, action: Any) -> None:
        try:
            await self._on_table(lambda: self.host.act(connection.seat, action))
        except RefusedAction as refusal:
            await self._error(connection, refusal.reason)
            return
        if not self.tells_changes:
            await self.broadcast(first=connection)
        self.moved.set()

    async def _undo(self, connection: Connection) -> None:
        try:
            await self._on_table(lambda: self.host.undo(connection.seat))
        except RefusedAction as refusal:
            await self._error(connection, refusal.reason)
            return
        if not self.tells_changes:
            await self.broadcast(first=connection)

    async def _arrange(self, connection: Connection, pieces: Any, version: Any) -> None:
        """The seat's arrangement of its pieces, kept by the host (no answer unless refused)."""
        try:
            await self._on_table(lambda: self.host.arrange(connection.seat, pieces, version))
        except RefusedAction as refusal:
            await self._error(connection, refusal.reason)

    async def _hint(self, connection: Connection) -> None:
        """The strongest bot's advice from the seat's own view, worked out off the loop, to that phone only."""
        match, seat = self.host.match, connection.seat

        def ask() -> tuple[int, Any] | None:
            return (len(match.record.actions), match.hint_decision(seat)) if match.current_player == seat else None

        asked = await self._on_table(ask)
        if asked is None:
            await self._error(connection, words("PhoneServer", "A hint is for your own turn."))
            return
        version, (advise, *reads) = asked
        advice = await asyncio.get_running_loop().run_in_executor(None, advise, *reads)
        move = await self._on_table(lambda: match.describe(advice.action) if len(match.record.actions) == version
                                    else None)
        if move is None:
            return  # the game moved on: the hint is out of date
        said = HINT(move=move, reason=advice.reason) if advice.reason else move
        await self._send(connection, {"type": "hint", "action": advice.action.to_json(),
                                      "words": sentence(said, connection.language)})

    # -- the whole table ---------------------------------------------------------------------
    async def broadcast(self, first: Connection | None = None) -> None:
        """Every connection gets its seat's whole view (built once a seat). `first`, the phone that
        acted, has its own built and sent before the others' are built: its player sees the move
        taken (a GOKER! call judged) without waiting for the whole table's views."""
        match = self.host.match
        memos: dict[str, dict] = {}  # one a language: the words written are in it
        first = first if first in self.connections else None
        if first is not None:
            message, state, length = await self._on_table(
                lambda: (self._message_for(first.seat, memos.setdefault(first.language, {}), first.language),
                         match.state, len(match.record.actions)))
            await self._send(first, message)
        readers = {(c.seat, c.language) for c in self.connections if c is not first}

        def build() -> dict[tuple[int, str], dict[str, Any]]:
            if first is not None and (match.state is not state or len(match.record.actions) != length):
                memos.clear()  # the game moved meanwhile (an undo makes a new state): nothing written is reused
            return {(seat, language): self._message_for(seat, memos.setdefault(language, {}), language)
                    for seat, language in readers}

        messages = await self._on_table(build)
        for connection in list(self.connections):
            reader = (connection.seat, connection.language)
            if connection is not first and reader in messages:
                await self._send(connection, messages[reader])
        if self.on_change is not None:
            self.on_change()

    def _message_for(self, seat: int, memo: dict | None, language: str) -> dict[str, Any]:
        """`seat`'s view (the public one for a spectator), in `language`."""
        host = self.host
        message = host.public_view_message(language) if seat == SPECTATOR else host.view_message(seat, memo, language)
        message["you"] = seat
        return message

    async def _send_view(self, connection: Connection) -> None:
        await self._send(connection, await self._on_table(lambda: self._message_for(connection.seat, None,
                                                                                     connection.language)))

    async def _error(self, connection: Connection, reason: Text) -> None:
        """Tell one phone, in its language, what went wrong: nothing changed."""
        await self._send(connection, {"type": "error", "reason": sentence(reason, connection.language)})

    async def _send(self, connection: Connection, message: dict[str, Any]) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await connection.socket.send_json(message)

    async def play(self) -> None:
        """Play the bots' moves and the seeded chance steps as they fall due, until the game ends."""
        loop = asyncio.get_running_loop()
        while not self.host.match.is_over:
            async with self.lock:
                stepped = await loop.run_in_executor(None, self.host.automatic_step)
            if stepped:
                await self.broadcast()
                await asyncio.sleep(self.pace)
                continue
            self.moved.clear()
            await self.moved.wait()
            await asyncio.sleep(self.pace)  # the table sees a phone's move (and may take it back) first
        await self.broadcast()
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
        async with self.lock:
            return call()

    async def _on_table(self, call: Callable[[], Any]) -> Any:
        assert self.on_table is not None
        return await self.on_table(call)

    async def close(self) -> None:
        for connection in list(self.connections):
            with contextlib.suppress(ConnectionError, RuntimeError):
                await connection.socket.close()


async def _secure(_request: web.Request, response: web.StreamResponse) -> None:
    response.headers.update(SECURITY_HEADERS)


def _clean_name(value: Any) -> str:
    """A player's name as a phone sent it: text only, no control characters, at most 24 characters."""
    if not isinstance(value, str):
        return ""
    return re.sub(r"[\x00-\x1f\x7f]", "", value).strip()[:NAME_LENGTH]
