"""Goker with 10 phones (its most) on loopback: `gamenight serve goker` in its own process, the
phones as WebSocket clients in this one (shared pieces: phone_table.py), the app drawing the balls
every `--pace` seconds.

- Turn actions (each round's guesses, the cards played face down at level ends; a phone picks one
  at random): the time from the phone's send to every phone holding the new view (p50, p95), the
  host's CPU per action, its memory per phone.
- The GOKER! press. Whenever a phone's view offers it GOKER (its guess was drawn), the phone presses
  after a random reaction time of 0 to `pace` seconds, so presses land anywhere in the draw's
  cycle, also while the host is drawing and sending the next ball. Measured on the phone, from
  the send of {"type": "act", "action": {"kind": "goker", ...}} to the arrival, at that phone, of
  the host's judgment: the view in which the seat's call is claimed, or the refusal (a window the
  next ball or the coin flip closed first). That covers the way there, the wait for the table,
  the judgment, the new views being built and the way back: the press reaching the host is part
  of it, so its p95 bounds the press's. Also: the time until all 10 phones show the claim.
- No desync: at each round's first guess and each level end's first card (nothing moves then),
  every phone's last view must equal the view the host sends that seat afresh.
- The reference, in the same run: the bare aiohttp broadcast (bare_broadcast.py) to 10 clients
  of the same bytes as a phone received (a Goker view of the median length, as sent).

Run: python tests/benchmarks/bench_phones_goker.py [--games 10] [--pace 0.1]
Binds and connects to 127.0.0.1 only.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time

from aiohttp import ClientSession
from phone_table import (
    PAUSE,
    Host,
    Phone,
    all_see,
    bare,
    check_desync,
    connect,
    costs,
    line,
    load,
    percentile,
    rss_kib,
    settled,
    timed_action,
    typical,
)

PHONES = 10


def my_turn(phone: Phone) -> bool:
    return phone.view is not None and phone.view["turn"] == phone.view["seat"]


def claimed(seat: int, number: int):
    """A test for a view message in which `seat`'s GOKER in round `number` is claimed."""
    return lambda message: message["type"] == "view" and seat in message["view"]["rounds"][number]["claimed"]


class Presses:
    """Presses GOKER on a phone as soon as its view offers it (after a reaction time), and times them."""

    def __init__(self, phones: list[Phone], pace: float, rng: random.Random):
        self.phones, self.pace, self.rng = phones, pace, rng
        self.judged: list[float] = []  # send -> the host's answer at the pressing phone
        self.everyone: list[float] = []  # send -> every phone shows the claim (accepted presses)
        self.refused: list[str] = []
        self.pressed: set[tuple[int, int]] = set()
        self.tasks: list[asyncio.Task] = []
        for phone in phones:
            phone.on_view = lambda view, phone=phone: self.offered(phone, view)

    def offered(self, phone: Phone, view: dict) -> None:
        seat, number = view["seat"], len(view["view"]["rounds"]) - 1
        if (seat, number) not in self.pressed and any(e["action"]["kind"] == "goker" for e in view["actions"]):
            self.pressed.add((seat, number))
            self.tasks.append(asyncio.create_task(self.press(phone, seat, number)))

    async def press(self, phone: Phone, seat: int, number: int) -> None:
        await asyncio.sleep(self.rng.uniform(0, self.pace))
        answer = phone.answer(lambda message: message["type"] == "error" or claimed(seat, number)(message))
        everyone = [other.answer(claimed(seat, number)) for other in self.phones]
        started = time.perf_counter()
        await phone.socket.send_json({"type": "act", "action": {"kind": "goker", "seat": seat}})
        arrived, message = await asyncio.wait_for(answer, 10)
        self.judged.append(arrived - started)
        if message["type"] == "error":
            self.refused.append(message["reason"])
            for waiting in everyone:
                waiting.cancel()
            return
        moments = await asyncio.wait_for(asyncio.gather(*everyone), 10)
        self.everyone.append(max(moment for moment, _ in moments) - started)

    async def finish(self) -> None:
        await asyncio.gather(*self.tasks)
        self.tasks.clear()


async def game(seed: int, scratch: str, pace: float, rng: random.Random, result: dict) -> None:
    host = Host("goker", ",".join(["phone"] * PHONES), seed, scratch, pace)
    try:
        before = rss_kib(host.process.pid)
        async with ClientSession() as session:
            phones = [await connect(session, host.address, token) for token in host.tokens]
            phones[0].texts = []
            listeners = [asyncio.create_task(phone.listen()) for phone in phones]
            await all_see(phones, lambda view: True)
            result["kib_per_phone"].append((rss_kib(host.process.pid) - before) / PHONES)
            presses = Presses(phones, pace, rng)
            while True:
                await asyncio.sleep(PAUSE)
                await settled(phones, my_turn)
                if phones[0].view["over"]:
                    break
                phone = next(p for p in phones if my_turn(p))
                view = phone.view["view"]
                if (view["phase"], view["round_guesses"], view["played_face_down"]) in (("GUESS", {}, []),
                                                                                        ("PLAY", {}, [])):
                    await presses.finish()  # the last round's presses are answered: nothing moves now
                    result["desyncs"] += await check_desync(phones)
                    result["checks"] += 1
                choices = [e["action"] for e in phone.view["actions"] if e["action"]["kind"] != "goker"]
                await timed_action(host, phones, phone, rng.choice(choices), result["latencies"], result["cpu"])
            await presses.finish()  # the host closes once the game is over: the last check was at its last level end
            result["views"] += phones[0].texts
            for key in ("judged", "everyone", "refused"):
                result[key] += getattr(presses, key)
            for task in listeners:
                task.cancel()
    finally:
        host.stop()


def ms(samples: list[float]) -> str:
    return f"p50 {statistics.median(samples) * 1000:6.1f} ms  p95 {percentile(samples, 0.95) * 1000:6.1f} ms"


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--pace", type=float, default=0.1, help="seconds between two balls (gamenight serve --pace)")
    args = parser.parse_args()
    print(f"load before: {load()}", flush=True)
    result: dict = {"latencies": [], "cpu": [], "kib_per_phone": [], "views": [], "desyncs": 0, "checks": 0,
                    "judged": [], "everyone": [], "refused": []}
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as scratch:
        for seed in range(1, args.games + 1):
            await game(seed, scratch, args.pace, rng, result)
    result["kib_per_phone"] = statistics.median(result["kib_per_phone"])
    result["view"] = typical(result.pop("views"))
    reference = await bare(PHONES, len(result["latencies"]), result["view"])
    print(line(f"Goker, {PHONES} phones: action -> all", result["latencies"], reference))
    print(costs(result) + f" over {args.games} games")
    judged, everyone = result["judged"], result["everyone"]
    print(f"{'GOKER! press -> judgment at phone':<40} {ms(judged)}   ({len(judged)} presses, "
          f"{len(result['refused'])} refused: {sorted(set(result['refused']))}; draw every {args.pace} s)")
    print(f"{'GOKER! press -> all phones show it':<40} {ms(everyone)}   ({len(everyone)} accepted presses)")
    print(f"load after: {load()}")


if __name__ == "__main__":
    asyncio.run(main())
