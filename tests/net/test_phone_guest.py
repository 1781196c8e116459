"""The phone table against a guest on the party's Wi-Fi who writes their own client: hundreds of
TCP connections held open (silent, trickling a request, refused and never closing) and sockets
held open without a hello never keep a phone with its link out nor use up the host's file
descriptors, every message is answered in words (too deep, binary, over the rate), and a stranger
cannot shut the code join for everyone."""
import asyncio
import contextlib
import json
import logging
import os
import sys
import time
from pathlib import Path

import aiohttp
import pytest
from aiohttp import WSMsgType
from tests.net import raw_guest
from tests.net.phones import Phone, Table, run, table

from gamenight.net.door import Door
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.limits import Limits, TokenBucket
from gamenight.net.serve import parse_seats, start_match
from gamenight.net.server import Connection, PhoneServer
from gamenight.net.waiting import WaitingRoom
from gamenight.resources import resources_dir

GUEST = "127.0.0.2"
"""Another loopback address: a guest's own machine, as the host counts addresses."""
SPARE_DESCRIPTORS = 250
"""File descriptors the host may open beyond those it has when a guest comes: fewer than the
guest's connections, more than the table ever keeps for one address (`unjoined_per_address`, and
twice the connections it accepts at once)."""


class Guest:
    """A guest keeping `count` sockets open that never say hello, each opened again as soon as it
    drops, until `stop()`; counts the sockets it opened and those it was told why they closed."""

    def __init__(self, t: Table, count: int, address: str | None = None):
        self.t, self.address = t, address
        self.opened = self.told = 0
        self._stop = asyncio.Event()
        self._holders = [asyncio.create_task(self._hold()) for _ in range(count)]

    async def holding(self, count: int) -> None:
        while self.opened < count:
            await asyncio.sleep(0.02)

    async def stop(self) -> None:
        self._stop.set()
        await asyncio.gather(*self._holders)

    async def _hold(self) -> None:
        while not self._stop.is_set():
            try:
                phone = await self.t.phone(None, address=self.address)
            except aiohttp.ClientError:
                await asyncio.sleep(0.01)
                continue
            self.opened += 1
            stopping = asyncio.ensure_future(self._stop.wait())
            while True:
                reading = asyncio.ensure_future(phone.socket.receive())
                await asyncio.wait({reading, stopping}, return_when=asyncio.FIRST_COMPLETED)
                if not reading.done() or reading.result().type != WSMsgType.TEXT:
                    break
                self.told += json.loads(reading.result().data)["type"] == "error"
            stopping.cancel()
            reading.cancel()
            await phone.socket.close()


async def joins_in_time(t: Table, times: int, within: float, pause: float, address: str | None = None) -> list[str]:
    """A phone with its seat's link joining `times` times, `pause` apart: what went wrong with
    each join that did not show its view within `within` seconds (empty when all did)."""
    loop = asyncio.get_running_loop()
    failures = []
    for attempt in range(times):
        started = loop.time()
        phone: Phone | None = None
        try:
            phone = await asyncio.wait_for(t.phone(t.keys.tokens[0], "Ada", address=address), within)
            await asyncio.wait_for(phone.until(lambda d: d["type"] == "view"), within - (loop.time() - started))
        except (asyncio.TimeoutError, aiohttp.ClientError, AssertionError) as error:
            failures.append(f"join {attempt + 1}: {type(error).__name__} {error}")
        if phone is not None:
            await phone.socket.close()
        await asyncio.sleep(pause)
    return failures


def test_a_guest_holding_idle_sockets_never_keeps_out_a_phone_with_its_link():
    """The issue's guest: 48 idle sockets from the phone's own address (all tests come from
    127.0.0.1, so this is the hardest case: the host cannot tell the guest from the phone by
    address), held and reopened as they drop, while the phone joins 25 times. The joins span more
    than the 5 s a socket may wait, and the crowded 1 s several times over, so sockets drop and are
    reopened all through: a longer run would only repeat them."""
    async def scenario():
        async with table("pokeno", "phone,bot") as t:
            guest = Guest(t, 48)
            await asyncio.wait_for(guest.holding(48), 10)
            failures = await joins_in_time(t, 25, within=1.0, pause=0.2)
            await guest.stop()
            assert failures == [], f"{25 - len(failures)} of 25 joins got their view within 1 s: {failures[:3]}"
            assert guest.opened > 48 and guest.told > 0  # the guest held its sockets, and was told why they closed
    run(scenario())


def test_a_full_waiting_room_closes_the_busiest_addresses_longest_waiting_socket():
    """Another address keeping more sockets waiting than the whole table takes: each new socket
    closes one of that guest's, never the phone's."""
    async def scenario():
        limits = Limits(waiting=8)
        async with table("pokeno", "phone,bot", limits=limits) as t:
            guest = Guest(t, 16, address=GUEST)
            await asyncio.wait_for(guest.holding(16), 10)
            assert len(t.server.waiting) <= 8
            failures = await joins_in_time(t, 10, within=1.0, pause=0.1)
            await guest.stop()
            assert failures == [] and guest.told > 0
    run(scenario())


def test_the_waiting_room_gives_each_address_its_own_budget():
    room = WaitingRoom(Limits(hello_seconds=5, waiting_per_address=2, crowded_hello_seconds=1, waiting=5))
    guest = [room.enter("10.0.0.9", f"guest {n}") for n in range(4)]
    assert [entry.seconds for entry, _ in guest] == [5, 5, 1, 1] and all(out is None for _, out in guest)
    phone, out = room.enter("10.0.0.2", "phone")
    assert phone.seconds == 5 and out is None and len(room) == 5
    later, out = room.enter("10.0.0.3", "another phone")  # the room is full: the guest's oldest goes
    assert later.seconds == 5 and out is guest[0][0] and len(room) == 5
    assert not room.leave(guest[0][0]) and room.leave(phone)


def test_a_silent_socket_is_told_it_was_silent():
    async def scenario():
        async with table("pokeno", "phone,bot", limits=Limits(hello_seconds=0.3)) as t:
            silent = await t.phone(None)
            told = await silent.next()
            assert told["type"] == "error" and "Nothing was said in time" in told["reason"], told
            assert "link" not in told["reason"]
            assert await silent.next() is None
    run(scenario())


def test_deep_json_and_binary_frames_are_refused_in_words_before_and_after_hello(caplog):
    deep = "[" * 5000 + "]" * 5000  # 10 KB: under the size limit

    async def scenario():
        async with table("pokeno", "phone,bot") as t:
            for first, words in ((deep, "nests deeper than 16 levels"), (b"\x00hello", "binary")):
                phone = await t.phone(None)
                await (phone.send(first) if isinstance(first, str) else phone.socket.send_bytes(first))
                refused = await phone.next()
                assert refused["type"] == "refused" and words in refused["reason"], refused
                assert await phone.next() is None
            ada = await t.phone(t.keys.tokens[0], "Ada")
            await ada.until(lambda d: d["type"] == "view")
            nested = json.dumps({"type": "act", "action": {"kind": "choose_board", "board": 1}})[:-1]
            for sent, words in ((deep, "nests deeper"), (nested + ', "x": ' + deep + "}", "nests deeper"),
                                (b'{"type": "hello"}', "binary")):
                await (ada.send(sent) if isinstance(sent, str) else ada.socket.send_bytes(sent))
                error = await ada.until(lambda d: d["type"] != "view")
                assert error["type"] == "error" and words in error["reason"], error
            await ada.send({"type": "hello"})  # still at the table
            assert (await ada.until(lambda d: d["type"] == "view"))["you"] == 0
            assert ada.view["view"]["board_of"][0] is None  # nothing was played

    with caplog.at_level(logging.ERROR):
        run(scenario())
    assert [record for record in caplog.records if record.levelno >= logging.ERROR] == []


def test_every_message_over_the_rate_is_answered_so_an_action_never_waits_for_ever():
    """The issue's count: 30 messages a second for 3 s left 37 of 88 unanswered. Here a burst that
    is mostly over the rate (the rate refills too slowly to matter), ending with an action: every
    message gets exactly one answer, in order, and the action's is that it was not read."""
    async def scenario():
        async with table("pokeno", "phone,phone", limits=Limits(rate=0.01, burst=5)) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            await ada.until(lambda d: d["type"] == "view")
            choose = next(e["action"] for e in ada.view["actions"] if e["action"]["kind"] == "choose_board")
            sent = [{"type": "hello"}] * 29 + [{"type": "act", "action": choose}]
            for message in sent:
                await ada.send(message)
            answers = [await ada.next() for _ in sent]
            assert [a["type"] for a in answers] == ["view"] * 5 + ["error"] * 25
            assert all("this one was not read" in a["reason"] for a in answers[5:])
            with contextlib.suppress(asyncio.TimeoutError):
                extra = await asyncio.wait_for(ada.socket.receive(), 0.3)
                raise AssertionError(f"an answer too many: {extra}")
            assert t.server.host.match.state.view(0).board_of[0] is None  # the action was not taken
    run(scenario())


def test_wrong_codes_lock_out_only_the_address_that_sent_them():
    async def scenario():
        async with table("pokeno", "phone,phone,bot") as t:
            code = t.keys.code
            wrong = "".join("Z" if letter != "Z" else "Y" for letter in code)
            for _ in range(10):
                guest = await t.phone(None, address=GUEST)
                await guest.send({"type": "hello", "code": wrong, "seat": 1})
                assert "not this table's code" in (await guest.next())["reason"]
            ada = await t.phone(None)  # another address is not shut out
            await ada.send({"type": "hello", "code": code, "seat": 2, "name": "Ada"})
            assert (await ada.until(lambda d: d["type"] != "view"))["token"] == t.keys.tokens[1]
            assert (await ada.until(lambda d: d["type"] == "view"))["you"] == 1
            guest = await t.phone(None, address=GUEST)
            await guest.send({"type": "hello", "code": code, "seat": 1})  # even the right code waits now
            assert "Too many wrong codes from this phone" in (await guest.next())["reason"]
            assert await guest.next() is None
    run(scenario())


def test_spectators_never_take_a_seats_room_and_cannot_play():
    async def scenario():
        async with table("pokeno", "phone,phone", limits=Limits(connections=3)) as t:
            watcher = await t.phone(t.keys.spectator)  # 3 joined connections: two seats leave room for one
            assert (await watcher.until(lambda d: d["type"] == "view"))["seat"] == -1
            another = await t.phone(t.keys.spectator)
            refused = await another.next()
            assert refused["type"] == "refused" and "no room for another spectator" in refused["reason"]
            assert await another.next() is None
            for seat, name in ((0, "Ada"), (1, "Bo")):
                phone = await t.phone(t.keys.tokens[seat], name)
                assert (await phone.until(lambda d: d["type"] == "view"))["you"] == seat
            for kind in ("act", "undo", "hint"):
                await watcher.send({"type": kind, "action": {"kind": "choose_board", "board": 1}})
                error = await watcher.until(lambda d: d["type"] == "error")
                assert "A spectator watches the table" in error["reason"]
    run(scenario())


def test_a_hint_the_game_outran_is_still_answered():
    """The seat moved (from the desktop, or another phone of its own) while its hint was worked out:
    the phone is told, instead of waiting for a hint that never comes."""
    told = []

    class Socket:
        async def send_json(self, message):
            told.append(message)

    match = start_match("okey", parse_seats("phone,bot,bot,bot", "okey"), seed=6)
    host = TableHost(match, {0})
    server = PhoneServer(host, TableKeys(4), resources_dir() / "phone")
    while match.current_player != 0:
        assert host.automatic_step()
    worked_out = match.hint_decision

    def outran(seat):
        advise, *reads = worked_out(seat)

        def advise_while_the_seat_moves(*read):
            advice = advise(*read)
            host.act(0, match.state.legal_actions()[0].to_json())
            return advice
        return (advise_while_the_seat_moves, *reads)

    match.hint_decision = outran
    connection = Connection(Socket(), 0, TokenBucket(10, 20))
    server.connections.append(connection)
    run(server._receive(connection, json.dumps({"type": "hint"})))
    assert [message["type"] for message in told] == ["error"]
    assert "moved on before the hint was ready" in told[0]["reason"]


@contextlib.contextmanager
def descriptors_allowed(spare: int):
    """This process (the host, and the test's own phone) may open `spare` more file descriptors
    than it has open now, until the end of the block."""
    resource = pytest.importorskip("resource")
    if not Path("/proc/self/fd").is_dir():
        pytest.skip("counts open descriptors in /proc")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (len(os.listdir("/proc/self/fd")) + spare, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


@contextlib.asynccontextmanager
async def crowd_elsewhere(port: int, kinds: str):
    """A guest's machine (a child process, with descriptors of its own) holding `kinds` ("raw:200
    loris:200") from GUEST until the end of the block; then what it saw (raw_guest.Crowd.stop)."""
    seen: dict = {}
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.net.raw_guest", str(port), GUEST, *kinds.split(),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, cwd=Path(__file__).parents[2])
    try:
        assert await asyncio.wait_for(child.stdout.readline(), 30) == b"holding\n"
        yield seen
        child.stdin.close()
        seen.update(json.loads(await asyncio.wait_for(child.stdout.read(), 30)))
    finally:
        if child.returncode is None:
            child.kill()
        await child.wait()


@pytest.mark.parametrize(("kinds", "closed_within"), [
    ("raw:200 loris:200", "request_seconds"),  # silent, and headers a byte at a time never ending
    ("refused:400", "close_seconds"),  # a hello refused, and the host's close never answered
])
def test_a_guest_holding_hundreds_of_connections_never_keeps_out_a_phone_nor_uses_up_the_host(kinds, closed_within,
                                                                                             caplog):
    """The issue's guest below the WebSocket: 400 TCP connections from another address, each opened
    again as soon as the host closes it, against a host that may open 250 more descriptors (fewer
    than the guest's connections: the phone's own socket in this test counts too). Every one of 10
    joins by a phone with its link shows its view within 1 s, nothing is logged as an error (a
    host out of descriptors stops accepting for a second and logs it), and the host closes every
    connection of the guest's within its deadline."""
    async def scenario():
        async with table("pokeno", "phone,bot") as t:
            with descriptors_allowed(SPARE_DESCRIPTORS):
                async with crowd_elsewhere(t.port, kinds) as seen:
                    failures = await joins_in_time(t, 10, within=1.0, pause=0.2)
            assert failures == [], f"{10 - len(failures)} of 10 joins got their view within 1 s: {failures[:3]}"
            deadline = getattr(Limits(), closed_within) + 1.0
            assert seen["opened"] > 400 and seen["closed"] > 0, seen
            assert seen["longest"] < deadline and seen["oldest_open"] < deadline, seen

    with caplog.at_level(logging.ERROR):
        run(scenario())
    assert [record.getMessage() for record in caplog.records if record.levelno >= logging.ERROR] == []


def test_a_connection_has_five_seconds_for_its_request_and_a_joined_websocket_is_never_cut():
    """A silent connection, a request trickled a byte at a time and one idle after the page's answer
    are closed after `request_seconds`; a body the table never wants is not waited for; a phone
    that joined stays, and is still answered, past the deadline."""
    limit = Limits().request_seconds

    async def scenario():
        async with table("pokeno", "phone,bot") as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            await ada.until(lambda d: d["type"] == "view")
            start = time.monotonic()

            async def open_for(kind: str) -> tuple[str, float]:
                reader, writer = await raw_guest.connect(t.port, GUEST)
                talking = None
                if kind == "idle":
                    raw_guest.ask_page(writer)
                    assert await raw_guest.answer(reader) == 200
                elif kind in ("loris", "posted"):
                    talking = asyncio.ensure_future(raw_guest.loris(writer) if kind == "loris"
                                                    else raw_guest.post_slowly(writer))
                answered = time.monotonic()
                try:
                    await asyncio.wait_for(raw_guest.closed(reader), limit + 2)
                    closed_at = time.monotonic()
                except asyncio.TimeoutError:
                    closed_at = float("inf")  # still open
                if talking is not None:
                    talking.cancel()
                writer.transport.abort()
                return kind, closed_at - (answered if kind == "idle" else start)

            closed_after = dict(await asyncio.gather(*map(open_for, ("raw", "loris", "idle", "posted"))))
            assert all(limit - 0.2 < closed_after[kind] < limit + 1 for kind in ("raw", "loris", "idle")), closed_after
            assert closed_after["posted"] < 1, closed_after  # answered (405), and closed without reading the body
            assert time.monotonic() - start > limit
            await ada.send({"type": "hello"})
            assert (await ada.until(lambda d: d["type"] == "view"))["you"] == 0
    run(scenario())


async def page_answered(port: int, address: str) -> bool:
    """Whether a new connection from `address` is answered (False: closed at once, unread)."""
    reader, writer = await raw_guest.connect(port, address)
    raw_guest.ask_page(writer)
    try:
        return await asyncio.wait_for(raw_guest.answer(reader), 2) == 200
    except (asyncio.IncompleteReadError, ConnectionError):
        return False
    finally:
        writer.transport.abort()


async def until_the_door_keeps(t: Table, count: int, within: float) -> None:
    async def keeps() -> None:
        while len(t.server.door) != count:
            await asyncio.sleep(0.01)
    await asyncio.wait_for(keeps(), within)


def test_a_socket_sent_away_from_the_table_counts_against_its_address_while_it_closes():
    """A joined phone is not counted at the door; once the host sends it away (too many messages)
    it is, until its close is over (this one never answers it): its address has no room for
    another connection meanwhile, and other addresses are not affected."""
    async def scenario():
        limits = Limits(unjoined_per_address=1, rate=0.01, burst=1, dropped_before_close=2)
        async with table("pokeno", "phone,phone", limits=limits) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada", address=GUEST)
            await ada.until(lambda d: d["type"] == "view")
            assert await page_answered(t.port, GUEST)  # the joined phone leaves its address room
            await until_the_door_keeps(t, 0, within=2)
            for _ in range(3):  # one read, two over the rate: disconnected (Ada reads none of it)
                await ada.send({"type": "hello"})
            await until_the_door_keeps(t, 1, within=2)
            assert not await page_answered(t.port, GUEST)
            assert await page_answered(t.port, "127.0.0.1")
            await until_the_door_keeps(t, 0, within=3)  # once its 2 s to answer the close are over
    run(scenario())


class Transport:
    """A connection as the door sees it: its peer's address, and whether the door closed it."""

    def __init__(self, address: str):
        self.address, self.aborted = address, False

    def get_extra_info(self, name: str):
        return (self.address, 40000) if name == "peername" else None

    def abort(self) -> None:
        self.aborted = True


def test_the_door_keeps_each_address_to_its_share_and_never_closes_a_joined_connection():
    door = Door(Limits(unjoined_per_address=3, unjoined=5))
    guest = [Transport("10.0.0.9") for _ in range(4)]
    assert all(door.came(transport) for transport in guest[:3])
    door.seated(guest[0])  # joined the table (the guest had a link): no longer the door's
    assert door.came(guest[3]) and len(door) == 3
    assert not door.came(late := Transport("10.0.0.9")) and late.aborted  # past its address's 3: closed at once
    assert not any(transport.aborted for transport in guest) and len(door) == 3
    phones = [Transport("10.0.0.2"), Transport("10.0.0.3")]
    assert all(door.came(phone) for phone in phones) and len(door) == 5
    assert door.came(Transport("10.0.0.4"))  # the door is full: the busiest address's oldest goes
    assert guest[1].aborted and not guest[0].aborted and not any(phone.aborted for phone in phones)
    assert len(door) == 5
    door.gone(guest[2])
    door.left_table(guest[0])  # sent away: the door's again, the newest, until it is gone
    assert len(door) == 5 and not guest[0].aborted
    door.left_table(guest[0])  # not at the table: nothing changes
    door.gone(guest[0])
    assert len(door) == 4 and not any(transport.aborted for transport in (guest[0], guest[3], *phones))
