"""A phone table served in this process for the browser tests, with every message it sends checked
for leaks. The table is `gamenight serve`'s own (`start_match`, `TableHost`, `PhoneServer`,
`start_site` on 127.0.0.1), on a thread with its own event loop, so the test can see the full
state the phones never see.

The check: a view is built from the state under the server's lock (`_message_for`); there, with
the same state, it is compared with that seat's hidden items (`leak_check.hidden_items`, read from
the full state). Every message that then goes out on a socket (`_send`) must be a view so checked (and written from
it, less only the fields the phone has: net/wire.py),
or another message (an error, a hint), checked under the lock against the state of the moment.
Only the greeting's answers (a seat's token for a table code, a refused link) go out otherwise:
they come before a seat is known and carry nothing of the game.

A night's messages are checked the same way: a view's `night` field (the standings) with its view,
and the night's own message between games against what a spectator may not see.
`replayed_leaks` checks the messages phones received from a `gamenight serve --night` in another
process, after the night, against each game's record replayed to the version each was built at."""
from __future__ import annotations

import asyncio
import contextlib
import io
import itertools
import json
import threading
from collections import defaultdict
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from typing import Any

from tests.net.browser import free_port

from gamenight.core import registry
from gamenight.core.engine import SPECTATOR
from gamenight.core.match import Match, Replay
from gamenight.core.records import GameRecord
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.night_host import night_keys
from gamenight.net.night_serve import HeadlessNight
from gamenight.net.serve import join_link, parse_seats, start_match
from gamenight.net.server import PhoneServer
from gamenight.net.site import start_site
from gamenight.night.night import Night
from gamenight.resources import resources_dir
from leak_check import hidden_items, leaked, texts_in

START_SECONDS = 30


class WatchedTable:
    """`game` with `seats` ("phone,bot:easy") served on 127.0.0.1; `links` by seat, the `spectator`
    link, and the `leaks` found."""

    def __init__(self, game: str, seats: str, seed: int, prepare: Callable[[Match], None] | None = None):
        """`prepare(match)`: moves made before the table opens (a deal rigged for a test)."""
        match = start_match(game, parse_seats(seats, game), seed)
        if prepare is not None:
            prepare(match)
        self.host = TableHost(match, {seat for seat, info in enumerate(match.seats) if info.is_phone})
        server = PhoneServer(self.host, TableKeys(len(match.seats)), resources_dir() / "phone", pace=0.0)
        port = self._serve(server, server.play)
        self.links = {seat: join_link("127.0.0.1", port, server.keys.tokens[seat]) for seat in self.host.phone_seats}

    def _serve(self, server: PhoneServer, playing: Callable[[], Awaitable]) -> int:
        """Serve `server` watched, playing with `playing()` on a thread of its own; its port."""
        self.server = server
        self.leaks: list[str] = []
        self.unchecked: list[dict] = []
        self.sent = 0
        self._checked: dict[int, dict] = {}
        self._watch()
        self.loop = asyncio.new_event_loop()
        started: Future[int] = Future()
        self.thread = threading.Thread(target=self._run, args=(started, playing), daemon=True)
        self.thread.start()
        port = started.result(START_SECONDS)
        self.spectator = join_link("127.0.0.1", port, server.keys.spectator)
        return port

    def _game(self) -> tuple[str, Any] | None:
        """The game being played (or the last one) and its full state; None before any."""
        match = self.host.match
        return match.record.game, match.state

    def _reader_seat(self, connection) -> int:
        """The seat of the game whose eyes a connection is."""
        return connection.seat

    def _watch(self) -> None:
        server, build, send, streamed = self.server, self.server._message_for, self.server._send, \
            self.server._streamed
        streaming = []  # a broadcast holds the lock while it sends: the state stands still

        async def checked_streamed(first, writer):
            streaming.append(True)
            try:
                return await streamed(first, writer)
            finally:
                streaming.pop()

        def checked_view(reader):
            seat = reader[0]
            message = build(reader)
            played = self._game()
            if played is not None:
                self._check(message, seat, message_leaks(*played, message))
            self._checked[id(message)] = message
            return message

        async def checked_send(connection, message, text=None):
            if message.get("type") == "view":
                if self._checked.get(id(message)) is not message or not written_from(text, message):
                    self.unchecked.append(message)
            else:
                # the state does not move while it is read (a broadcast that sends holds the lock already)
                async with contextlib.nullcontext() if streaming else server.lock:
                    played = self._game()
                    hidden = hidden_items(*played, self._reader_seat(connection)) if played is not None else set()
                self._check(message, connection.seat, texts_in(message) & hidden)
            self.sent += 1
            await send(connection, message, text)

        server._message_for = checked_view
        server._send = checked_send
        server._streamed = checked_streamed

    def _check(self, message: dict, seat: int, found: set) -> None:
        if found:
            self.leaks.append(f"seat {seat} was sent {sorted(found)} in a {message.get('type')} message")

    def _run(self, started: Future, playing: Callable[[], Awaitable]) -> None:
        asyncio.set_event_loop(self.loop)

        async def serve() -> None:
            try:
                self.runner, port = await start_site(self.server, "127.0.0.1", free_port())
            except BaseException as error:
                started.set_exception(error)
                raise
            started.set_result(port)
            await playing()

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


class WatchedNight(WatchedTable):
    """A night served here as `gamenight serve --night` serves it (its `HeadlessNight`), every message
    checked: the views against their game, a night's message against what a spectator may not see.
    `links` by person's name."""

    def __init__(self, night: Night, pause: float = 60.0):
        from gamenight.net.night_resume import open_night_saves

        night.record.seed = 1
        self.headless = HeadlessNight(night, {}, open_night_saves(), pause=pause, out=io.StringIO())
        self.host = self.headless.host
        server = PhoneServer(self.host, night_keys(night), resources_dir() / "phone", pace=0.0)
        port = self._serve(server, lambda: self.headless.run(server))
        self.links = {person.person.name: join_link("127.0.0.1", port, server.keys.tokens[index])
                      for index, person in enumerate(night.record.people) if person.presence == "phone"}

    def _game(self) -> tuple[str, Any] | None:
        return None if self.host.game is None else super()._game()

    def _reader_seat(self, connection) -> int:
        seat = self.host.seat_of(connection.seat) if connection.seat != SPECTATOR else None
        return SPECTATOR if seat is None else seat


def written_from(text: str | None, message: dict) -> bool:
    """Whether the text a view went out as holds nothing but what its checked `message` holds: the
    same fields, but those it names in `kept` (the phone has them already)."""
    if text is None:
        return True
    sent, built = json.loads(text), json.loads(json.dumps(message))
    for path in sent.pop("kept", []):
        name = path.removeprefix("view.")
        (built["view"] if name != path else built).pop(name)
    return sent == built


def message_leaks(game: str, state, message: dict) -> set:
    """What of `state`'s hidden items a message shows the seat it goes to: a view's (with its night
    band), or a night's message (checked against what a spectator may not see)."""
    if message.get("type") != "view":
        return texts_in(message) & hidden_items(game, state, SPECTATOR)
    seat = message.get("you", message["seat"])
    return leaked(game, message, state, seat) | (texts_in(message.get("night")) & hidden_items(game, state, seat))


def replayed_leaks(messages: dict[int, list[dict]], records: list[GameRecord]) -> list[str]:
    """The leaks in `messages` (by the index of the night's game they were sent during or after),
    each checked against its game's record replayed to the version it was built at (a night's message
    after a game: that game's end)."""
    leaks = []
    for index, record in enumerate(records):
        at: dict[int, list[dict]] = defaultdict(list)
        for message in messages.get(index, []):
            at[message["version"] if message["type"] == "view" else len(record.actions)].append(message)
        replay = Replay(registry.get(record.game), record)
        for version, _ in enumerate(itertools.chain([None], replay)):  # before any action, then after each
            for message in at.pop(version, []):
                found = message_leaks(record.game, replay.state, message)
                if found:
                    leaks.append(f"game {index + 1} at {version}: {sorted(found)} in a {message['type']} message")
        leaks += [f"game {index + 1}: a message of version {version}, which it never had" for version in at]
    return leaks
