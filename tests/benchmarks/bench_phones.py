"""The phone table under load, on loopback: `gamenight serve` in its own process, phones as
WebSocket clients in this one.

- Super Pokeno Bonus with 24 phones (its most): each phone chooses a board; the time from one
  phone's action to every phone holding the new view (p50, p95), the host's CPU time per action,
  and the host's memory per phone; then the rounds play out and every phone's last view is
  checked against the host's.
- Okey with 4 phones making random legal moves, 1,000 actions in all (paced so each phone keeps
  within its rate limit): the same latency, and every 50 actions every phone's last view must
  equal the view the host sends that seat afresh (no desync), checked by asking for it ("hello").
Host CPU is read from /proc in clock ticks (10 ms), so only its mean over many actions means much.
- The reference, in the same run: a bare aiohttp server (none of our code) that answers each
  message by sending a message of the same size as the game's view to every client, with the same
  number of clients. The figures are printed with their ratio to it.

Run: python tests/benchmarks/bench_phones.py [--okey-actions 1000] [--pokeno-games 6]
Binds and connects to 127.0.0.1 only.
"""
from __future__ import annotations

import argparse
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
from pathlib import Path

from aiohttp import ClientSession, WSMsgType

BARE = Path(__file__).with_name("bare_broadcast.py")
TICKS = os.sysconf("SC_CLK_TCK")
PAUSE = 0.05
"""Seconds between two Okey actions: each of the 4 phones then keeps well within its rate limit."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_kib(pid: int) -> int:
    return int(re.search(r"VmRSS:\s+(\d+)", Path(f"/proc/{pid}/status").read_text()).group(1))


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Host:
    """`gamenight serve` in a child process, with its join links."""

    def __init__(self, game: str, seats: str, seed: int, scratch: str):
        env = dict(os.environ, XDG_DATA_HOME=f"{scratch}/data", XDG_CONFIG_HOME=f"{scratch}/config")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gamenight", "serve", game, "--seats", seats, "--seed", str(seed),
             "--host", "127.0.0.1", "--port", str(free_port()), "--pace", "0.02"],
            stdout=subprocess.PIPE, text=True, env=env)
        self.tokens: list[str] = []
        for line in self.process.stdout:
            found = re.match(r"\s+seat \d+: http://([^/]+)/#(\S+)", line)
            if found:
                self.address = found.group(1)
                self.tokens.append(found.group(2))
            if line.strip().startswith("spectators:"):
                break

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


class Phone:
    def __init__(self, socket):
        self.socket = socket
        self.view: dict | None = None
        self.changed = asyncio.Event()

    async def listen(self) -> None:
        async for message in self.socket:
            if message.type != WSMsgType.TEXT:
                return
            data = json.loads(message.data)
            if data["type"] == "view":
                self.view = data
                self.changed.set()


async def connect(session: ClientSession, address: str, token: str | None) -> Phone:
    socket = await session.ws_connect(f"http://{address}/ws", headers={"Origin": f"http://{address}"},
                                      max_msg_size=0)
    phone = Phone(socket)
    if token is not None:
        await socket.send_json({"type": "hello", "token": token, "name": ""})
    return phone


async def all_see(phones: list[Phone], test, timeout: float = 10.0) -> None:
    async def one(phone: Phone):
        while not (phone.view is not None and test(phone.view)):
            phone.changed.clear()
            await phone.changed.wait()
    await asyncio.wait_for(asyncio.gather(*(one(phone) for phone in phones)), timeout)


async def settled(phones: list[Phone]) -> None:
    """Wait until every phone holds the view of the same moment, and someone may act (or it is over)."""
    while True:
        await all_see(phones, lambda view: True)
        versions = {phone.view["version"] for phone in phones}
        if len(versions) == 1 and (phones[0].view["over"] or any(p.view["actions"] for p in phones)):
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


async def pokeno(games: int, scratch: str) -> dict:
    latencies, cpu, per_phone, desyncs = [], [], [], 0
    for game in range(games):
        host = Host("pokeno", ",".join(["phone"] * 24), game + 1, scratch)
        try:
            before = rss_kib(host.process.pid)
            async with ClientSession() as session:
                phones = [await connect(session, host.address, token) for token in host.tokens]
                listeners = [asyncio.create_task(phone.listen()) for phone in phones]
                await all_see(phones, lambda view: all(name for name in view["names"]))
                per_phone.append((rss_kib(host.process.pid) - before) / len(phones))
                for seat, phone in enumerate(phones):
                    choice = next(e["action"] for e in phone.view["actions"] if e["action"]["kind"] == "choose_board")
                    await timed_action(host, phones, phone, choice, latencies, cpu)
                    await all_see(phones, lambda view, s=seat: view["view"]["board_of"][s] is not None)
                await all_see(phones, lambda view: view["over"], timeout=600)
                desyncs += await check_desync(phones)
                for task in listeners:
                    task.cancel()
        finally:
            host.stop()
    return {"latencies": latencies, "cpu": cpu, "kib_per_phone": statistics.median(per_phone), "desyncs": desyncs,
            "view_bytes": len(json.dumps(phones[0].view))}


async def check_desync(phones: list[Phone]) -> int:
    """Ask the host for every phone's view afresh and count those that differ from the last one held."""
    held = [phone.view for phone in phones]
    for phone in phones:
        phone.view = None
        await phone.socket.send_json({"type": "hello"})
    await all_see(phones, lambda view: True)
    return sum(phone.view != old for phone, old in zip(phones, held, strict=True))


async def okey(actions: int, scratch: str) -> dict:
    latencies, cpu, desyncs, done, seed = [], [], 0, 0, 0
    rng = random.Random(1)
    while done < actions:
        seed += 1
        host = Host("okey", "phone,phone,phone,phone", seed, scratch)
        try:
            async with ClientSession() as session:
                phones = [await connect(session, host.address, token) for token in host.tokens]
                listeners = [asyncio.create_task(phone.listen()) for phone in phones]
                await all_see(phones, lambda view: True)
                while done < actions:
                    await asyncio.sleep(PAUSE)  # a phone may send 10 messages a second (net/limits.py)
                    await settled(phones)
                    if phones[0].view["over"]:
                        break
                    phone = next(p for p in phones if p.view["actions"])
                    action = rng.choice(phone.view["actions"])["action"]
                    await timed_action(host, phones, phone, action, latencies, cpu)
                    done += 1
                    if done % 50 == 0:
                        desyncs += await check_desync(phones)
                desyncs += await check_desync(phones)
                for task in listeners:
                    task.cancel()
        finally:
            host.stop()
    return {"latencies": latencies, "cpu": cpu, "desyncs": desyncs}


async def bare(clients: int, rounds: int, view_bytes: int) -> list[float]:
    """The reference: a bare aiohttp broadcast server (bare_broadcast.py) with the same clients."""
    port = free_port()
    server = subprocess.Popen([sys.executable, str(BARE), str(port), str(view_bytes)], stdout=subprocess.PIPE,
                              text=True)
    server.stdout.readline()
    latencies = []
    try:
        async with ClientSession() as session:
            sockets = [await session.ws_connect(f"http://127.0.0.1:{port}/ws") for _ in range(clients)]
            for turn in range(rounds):
                started = time.perf_counter()
                await sockets[turn % clients].send_str("go")
                await asyncio.gather(*(s.receive() for s in sockets))
                latencies.append(time.perf_counter() - started)
    finally:
        server.terminate()
        server.wait(10)
    return latencies


def line(name: str, samples: list[float], reference: list[float]) -> str:
    p50, p95 = statistics.median(samples), percentile(samples, 0.95)
    r50, r95 = statistics.median(reference), percentile(reference, 0.95)
    return (f"{name:<34} p50 {p50 * 1000:6.1f} ms  p95 {p95 * 1000:6.1f} ms   reference p50 {r50 * 1000:5.1f} ms "
            f"p95 {r95 * 1000:5.1f} ms   ratio p50 {p50 / r50:4.2f}  p95 {p95 / r95:4.2f}   ({len(samples)} actions)")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--okey-actions", type=int, default=1000)
    parser.add_argument("--pokeno-games", type=int, default=6)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        poke = await pokeno(args.pokeno_games, scratch)
        poke_reference = await bare(24, len(poke["latencies"]), poke["view_bytes"])
        ok = await okey(args.okey_actions, scratch)
        ok_reference = await bare(4, len(ok["latencies"]), 1500)
    print(line("Pokeno, 24 phones: action -> all", poke["latencies"], poke_reference))
    print(f"{'':<34} host CPU per action {statistics.mean(poke['cpu']) * 1000:.1f} ms (mean), "
          f"memory per phone {poke['kib_per_phone']:.0f} KiB, view {poke['view_bytes']} bytes, "
          f"desynced phones {poke['desyncs']}")
    print(line("Okey, 4 phones: action -> all", ok["latencies"], ok_reference))
    print(f"{'':<34} host CPU per action {statistics.mean(ok['cpu']) * 1000:.1f} ms (mean), "
          f"desynced phones {ok['desyncs']} over {len(ok['latencies'])} random actions")


if __name__ == "__main__":
    asyncio.run(main())
