"""The pieces the phone-table benchmarks share (bench_phones.py, bench_phones_goker.py): `gamenight
serve` in a child process, phones as aiohttp WebSocket clients, the timing of one action, the
desync check, the bare aiohttp reference (bare_broadcast.py) and the printed lines.
Everything binds and connects to 127.0.0.1 only."""
from __future__ import annotations

import asyncio
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from aiohttp import ClientSession, WSMsgType

from gamenight.net.wire import whole_view

BARE = Path(__file__).with_name("bare_broadcast.py")
TICKS = os.sysconf("SC_CLK_TCK")
PAUSE = 0.05
"""Seconds between two random actions: a phone may send 10 messages a second (net/limits.py)."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_kib(pid: int) -> int:
    found = re.search(r"VmRSS:\s+(\d+)", Path(f"/proc/{pid}/status").read_text())
    assert found is not None
    return int(found.group(1))


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes) as /proc/loadavg gives them."""
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Host:
    """`gamenight serve` in a child process, with its join links: a table of one game, or with
    `night(...)` a night."""

    def __init__(self, game: str, seats: str, seed: int, scratch: str, pace: float = 0.02):
        self._start([game, "--seats", seats], seed, scratch, pace)

    @classmethod
    def night(cls, program: str, people: str, seed: int, scratch: str, pace: float = 0.02) -> Host:
        """A night of `program` for `people`, each next game started as soon as one ends (`--pause 0`)."""
        host = cls.__new__(cls)
        host._start(["--night", program, "--people", people, "--pause", "0"], seed, scratch, pace)
        return host

    def _start(self, arguments: list[str], seed: int, scratch: str, pace: float) -> None:
        env = dict(os.environ, XDG_DATA_HOME=f"{scratch}/data{seed}", XDG_CONFIG_HOME=f"{scratch}/config{seed}")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gamenight", "serve", *arguments, "--seed", str(seed),
             "--host", "127.0.0.1", "--port", str(free_port()), "--pace", str(pace)],
            stdout=subprocess.PIPE, text=True, env=env)
        assert self.process.stdout is not None
        self.tokens: list[str] = []  # by seat, or by person in a night
        for line in self.process.stdout:
            if line.strip().startswith("spectators:"):
                break
            found = re.match(r"\s+[^:]+: http://([^/]+)/#(\S+)", line)
            if found:
                self.address = found.group(1)
                self.tokens.append(found.group(2))

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


class Phone:
    """One phone's socket and the last view it holds. `answer(test)` gives the moment (perf_counter,
    taken as the message is read) and the message, of the first message from now on that passes
    `test`; `on_view` is called with each view as it arrives."""

    def __init__(self, socket):
        self.socket = socket
        self.view: dict | None = None
        self.held: dict | None = None
        """The last view received (`view` may be emptied to wait for the next one)."""
        self.texts: list[str] | None = None
        """Every view received as sent (less the fields it kept), when asked for (a list)."""
        self.holders: list[Callable[[Phone, dict], None]] = []
        """Told of each view as this phone takes it in (`all_see`)."""
        self.on_view: Callable[[dict], None] | None = None
        self._waiting: list[tuple[Callable[[dict], bool], asyncio.Future]] = []

    async def listen(self) -> None:
        async for message in self.socket:
            if message.type != WSMsgType.TEXT:
                return
            data = json.loads(message.data)
            arrived = time.perf_counter()
            if data["type"] == "view":
                if self.texts is not None:
                    self.texts.append(message.data)
                data = self.held = whole_view(data, self.held)
            for entry in [entry for entry in self._waiting if entry[0](data)]:
                self._waiting.remove(entry)
                if not entry[1].done():
                    entry[1].set_result((arrived, data))
            if data["type"] == "view":
                self.view = data
                for holder in list(self.holders):
                    holder(self, data)
                if self.on_view is not None:
                    self.on_view(data)

    def answer(self, test: Callable[[dict], bool]) -> asyncio.Future:
        arrival: asyncio.Future = asyncio.get_running_loop().create_future()
        self._waiting.append((test, arrival))
        return arrival

    @property
    def my_turn(self) -> bool:
        return self.view is not None and self.view["turn"] == self.view["seat"] and bool(self.view["actions"])


async def connect(session: ClientSession, address: str, token: str | None) -> Phone:
    socket = await session.ws_connect(f"http://{address}/ws", headers={"Origin": f"http://{address}"},
                                      max_msg_size=0)
    phone = Phone(socket)
    if token is not None:
        await socket.send_json({"type": "hello", "token": token, "name": ""})
    return phone


def typical(texts: list[str]) -> str:
    """The view of the median length among `texts` (views as a phone received them): what the
    reference sends, the same bytes."""
    return sorted(texts, key=len)[len(texts) // 2]


async def all_see(phones: list[Phone], test, timeout: float = 10.0) -> None:
    """Until every phone holds a view that passes `test`: each phone's reader tells as it takes a view
    in, as the reference's clients are read (no task of this one's to wake at each view)."""
    waiting = {id(phone) for phone in phones if not (phone.view is not None and test(phone.view))}
    if not waiting:
        return
    done = asyncio.get_running_loop().create_future()

    def held(phone: Phone, view: dict) -> None:
        if id(phone) in waiting and test(view):
            waiting.discard(id(phone))
            if not waiting and not done.done():
                done.set_result(None)

    for phone in phones:
        phone.holders.append(held)
    try:
        await asyncio.wait_for(done, timeout)
    finally:
        for phone in phones:
            phone.holders.remove(held)


def may_act(phone: Phone) -> bool:
    return phone.view is not None and bool(phone.view["actions"])


async def settled(phones: list[Phone], ready: Callable[[Phone], bool] = may_act) -> None:
    """Wait until every phone holds the view of the same moment, and a phone is `ready` (by
    default: may act) or the game is over."""
    while True:
        await all_see(phones, lambda view: True)
        versions = {phone.view["version"] for phone in phones}
        if len(versions) == 1 and (phones[0].view["over"] or any(ready(phone) for phone in phones)):
            return
        await asyncio.sleep(0.002)


async def timed_action(host: Host, phones: list[Phone], phone: Phone, action: dict, latencies: list[float],
                       cpu: list[float]) -> None:
    """`phone` sends `action`; the time until every phone holds a later view, and the host's CPU."""
    version = phone.view["version"]
    used = cpu_seconds(host.process.pid)
    started = time.perf_counter()
    await phone.socket.send_json({"type": "act", "action": action})
    await all_see(phones, lambda view: view["version"] > version)
    latencies.append(time.perf_counter() - started)
    cpu.append(cpu_seconds(host.process.pid) - used)


async def check_desync(phones: list[Phone]) -> int:
    """Ask the host for every phone's view afresh and count those that differ from the last one held
    (call it only while nothing moves at the table)."""
    held = [phone.view for phone in phones]
    for phone in phones:
        phone.view = None
        await phone.socket.send_json({"type": "hello"})
    await all_see(phones, lambda view: True)
    return sum(phone.view != old for phone, old in zip(phones, held, strict=True))


async def random_play(game: str, actions: int, scratch: str, seed: int = 1) -> dict:
    """4 phones make random legal moves, `actions` in all (new games as they end): the latency of
    each, the host's CPU for each, memory per phone, and every 50 actions every phone's last view
    checked against a fresh one (not after a game's last action: the host closes then)."""
    latencies, cpu, per_phone, texts, desyncs, checks, done = [], [], [], [], 0, 0, 0
    rng = random.Random(seed)
    while done < actions:
        seed += 1
        host = Host(game, "phone,phone,phone,phone", seed, scratch)
        try:
            before = rss_kib(host.process.pid)
            async with ClientSession() as session:
                phones = [await connect(session, host.address, token) for token in host.tokens]
                phones[0].texts = []
                listeners = [asyncio.create_task(phone.listen()) for phone in phones]
                await all_see(phones, lambda view: True)
                per_phone.append((rss_kib(host.process.pid) - before) / len(phones))
                while done < actions:
                    await asyncio.sleep(PAUSE)
                    await settled(phones)
                    if phones[0].view["over"]:
                        break
                    phone = next(p for p in phones if may_act(p))
                    action = rng.choice(phone.view["actions"])["action"]
                    await timed_action(host, phones, phone, action, latencies, cpu)
                    done += 1
                    await settled(phones)
                    if done % 50 == 0 and not phones[0].view["over"]:  # the host closes once the game is over
                        desyncs += await check_desync(phones)
                        checks += 1
                texts += phones[0].texts
                for task in listeners:
                    task.cancel()
        finally:
            host.stop()
    return {"latencies": latencies, "cpu": cpu, "desyncs": desyncs, "checks": checks,
            "kib_per_phone": statistics.median(per_phone), "view": typical(texts)}


async def bare(clients: int, rounds: int, view: int | str, pause: float = 0.0) -> list[float]:
    """The reference: a bare aiohttp broadcast server (bare_broadcast.py) with the same clients,
    sending a message of `view` bytes, or the text `view` (a real view: then its clients read it
    as JSON, as the phones read theirs). `pause`: seconds of quiet before each broadcast (not
    timed), as the actions timed against it have: after a quiet spell both processes take up the
    work with cold caches, and a broadcast takes longer than one run right after another."""
    port = free_port()
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        file.write(view if isinstance(view, str) else "")
    given = file.name if isinstance(view, str) else str(view)
    server = subprocess.Popen([sys.executable, str(BARE), str(port), given], stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    server.stdout.readline()
    latencies = []
    try:
        async with ClientSession() as session:
            sockets = [await session.ws_connect(f"http://127.0.0.1:{port}/ws") for _ in range(clients)]
            for turn in range(rounds):
                await asyncio.sleep(pause)
                started = time.perf_counter()
                await sockets[turn % clients].send_str("go")
                messages = await asyncio.gather(*(s.receive() for s in sockets))
                if isinstance(view, str):
                    for message in messages:
                        json.loads(message.data)
                latencies.append(time.perf_counter() - started)
    finally:
        server.terminate()
        server.wait(10)
        os.unlink(file.name)
    return latencies


async def bare_phones(clients: int, rounds: int, view: str, pause: float = 0.0) -> list[float]:
    """The reference read as the phones read theirs: the bare broadcast (bare_broadcast.py) of the
    text `view` to `clients` `Phone`s, each with its reader task (JSON, the fields it keeps put
    back, its waiters told), all of them awaited as `timed_action` awaits the phones: so a ratio
    to it is the host's work alone, not this process's readers'. `pause`: as for `bare`."""
    port = free_port()
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        file.write(view)
    server = subprocess.Popen([sys.executable, str(BARE), str(port), file.name], stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    server.stdout.readline()
    sent = json.loads(view)
    held = {**sent, "view": dict(sent["view"])}  # what a phone had: the fields the view leaves out
    for path in sent.get("kept", []):
        (held["view"] if path.startswith("view.") else held)[path.removeprefix("view.")] = None
    latencies = []
    try:
        async with ClientSession() as session:
            phones = [await connect(session, f"127.0.0.1:{port}", None) for _ in range(clients)]
            for phone in phones:
                phone.held = held
            listeners = [asyncio.create_task(phone.listen()) for phone in phones]
            for turn in range(rounds):
                await asyncio.sleep(pause)
                for phone in phones:
                    phone.view = None
                started = time.perf_counter()
                await phones[turn % clients].socket.send_str("go")
                await all_see(phones, lambda view: True)
                latencies.append(time.perf_counter() - started)
            for task in listeners:
                task.cancel()
    finally:
        server.terminate()
        server.wait(10)
        os.unlink(file.name)
    return latencies


def line(name: str, samples: list[float], reference: list[float]) -> str:
    p50, p95 = statistics.median(samples), percentile(samples, 0.95)
    r50, r95 = statistics.median(reference), percentile(reference, 0.95)
    return (f"{name:<40} p50 {p50 * 1000:6.1f} ms  p95 {p95 * 1000:6.1f} ms   reference p50 {r50 * 1000:5.1f} ms "
            f"p95 {r95 * 1000:5.1f} ms   ratio p50 {p50 / r50:4.2f}  p95 {p95 / r95:4.2f}   ({len(samples)} actions)")


def costs(result: dict) -> str:
    """The host's CPU per action and the rest of a result, for the line under its latency."""
    parts = [f"host CPU per action {statistics.mean(result['cpu']) * 1000:.1f} ms (mean)"]
    if "kib_per_phone" in result:
        parts.append(f"memory per phone {result['kib_per_phone']:.0f} KiB")
    if "view" in result:
        parts.append(f"view {len(result['view'])} bytes (the reference's)")
    parts.append(f"desynced phones {result['desyncs']} in {result['checks']} checks of every phone")
    return " " * 40 + ", ".join(parts)
