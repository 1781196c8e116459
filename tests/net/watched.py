"""A phone table served in this process for the browser tests, with every message it sends checked
for leaks. The table is `gamenight serve`'s own (`start_match`, `TableHost`, `PhoneServer`,
`start_site` on 127.0.0.1), on a thread with its own event loop, so the test can see the full
state the phones never see.

The check: a view is built from the state under the server's lock (`_message_for`); there, with
the same state, it is compared with that seat's hidden items (`leak_check.hidden_items`, read from
the full state). Every message that then goes out on a socket (`_send`) must be a view so checked,
or another message (an error, a hint), checked under the lock against the state of the moment.
Only the greeting's answers (a seat's token for a table code, a refused link) go out otherwise:
they come before a seat is known and carry nothing of the game."""
from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future

from tests.net.browser import free_port

from gamenight.core.match import Match
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.serve import join_link, parse_seats, start_match
from gamenight.net.server import PhoneServer
from gamenight.net.site import start_site
from gamenight.resources import resources_dir
from leak_check import hidden_items, leaked, texts_in

START_SECONDS = 30


class WatchedTable:
    """`game` with `seats` ("phone,bot:easy") served on 127.0.0.1; `links` by seat, the `spectator`
    link, and the `leaks` found."""

    def __init__(self, game: str, seats: str, seed: int, prepare: Callable[[Match], None] | None = None):
        """`prepare(match)`: moves made before the table opens (a deal rigged for a test)."""
        self.game = game
        match = start_match(game, parse_seats(seats, game), seed)
        if prepare is not None:
            prepare(match)
        self.host = TableHost(match, {seat for seat, info in enumerate(match.seats) if info.is_phone})
        self.server = PhoneServer(self.host, TableKeys(len(match.seats)), resources_dir() / "phone", pace=0.0)
        self.leaks: list[str] = []
        self.unchecked: list[dict] = []
        self.sent = 0
        self._checked: dict[int, dict] = {}
        self._watch()
        self.loop = asyncio.new_event_loop()
        started: Future[int] = Future()
        self.thread = threading.Thread(target=self._run, args=(started,), daemon=True)
        self.thread.start()
        port = started.result(START_SECONDS)
        tokens = self.server.keys.tokens
        self.links = {seat: join_link("127.0.0.1", port, tokens[seat]) for seat in self.host.phone_seats}
        self.spectator = join_link("127.0.0.1", port, self.server.keys.spectator)

    def _watch(self) -> None:
        server, build, send = self.server, self.server._message_for, self.server._send

        def checked_view(seat, memo, language):
            message = build(seat, memo, language)
            self._check(message, seat, leaked(self.game, message, self.host.match.state, seat))
            self._checked[id(message)] = message
            return message

        async def checked_send(connection, message):
            if message.get("type") == "view":
                if self._checked.get(id(message)) is not message:
                    self.unchecked.append(message)
            else:
                async with server.lock:  # the state does not move while it is read
                    hidden = hidden_items(self.game, self.host.match.state, connection.seat)
                self._check(message, connection.seat, texts_in(message) & hidden)
            self.sent += 1
            await send(connection, message)

        server._message_for = checked_view
        server._send = checked_send

    def _check(self, message: dict, seat: int, found: set) -> None:
        if found:
            self.leaks.append(f"seat {seat} was sent {sorted(found)} in a {message.get('type')} message")

    def _run(self, started: Future) -> None:
        asyncio.set_event_loop(self.loop)

        async def serve() -> None:
            try:
                self.runner, port = await start_site(self.server, "127.0.0.1", free_port())
            except BaseException as error:
                started.set_exception(error)
                raise
            started.set_result(port)
            await self.server.play()

        self.playing = self.loop.create_task(serve())
        self.loop.run_forever()

    def stop(self) -> None:
        async def close() -> None:
            self.playing.cancel()
            await self.server.close()
            await self.runner.cleanup()

        asyncio.run_coroutine_threadsafe(close(), self.loop).result(START_SECONDS)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(START_SECONDS)
        self.loop.close()
