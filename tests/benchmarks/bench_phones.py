"""The phone table under load, on loopback: `gamenight serve` in its own process, phones as
WebSocket clients in this one (the shared pieces are in phone_table.py; Goker's 10 phones and
its GOKER! press are in bench_phones_goker.py).

- Super Pokeno Bonus with 24 phones (its most): each phone chooses a board; the time from one
  phone's action to every phone holding the new view (p50, p95), the host's CPU time per action,
  and the host's memory per phone; then the rounds play out and every phone's last view is
  checked against the host's.
- Okey, Jokers and The Goodge Rules with 4 phones making random legal moves (1,000 actions in
  Okey, 500 in each of the others by default; paced so each phone keeps within its rate limit):
  the same latency, CPU and memory, and every 50 actions every phone's last view must equal the
  view the host sends that seat afresh (no desync), checked by asking for it ("hello").
Host CPU is read from /proc in clock ticks (10 ms), so only its mean over many actions means much.
- The reference, in the same run: a bare aiohttp server (none of our code) that answers each
  message by sending the same bytes as a phone received (a view of the game, of the median length,
  as sent) to every client, with the same number of clients, which read it as JSON as the phones
  do. The figures are printed with their ratio to it.

Run: python tests/benchmarks/bench_phones.py [--okey-actions 1000] [--pokeno-games 6]
     [--jokers-actions 500] [--goodge-actions 500]   (0 leaves a game out)
Binds and connects to 127.0.0.1 only.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile

from aiohttp import ClientSession
from phone_table import (
    Host,
    all_see,
    bare,
    check_desync,
    connect,
    costs,
    line,
    load,
    random_play,
    rss_kib,
    timed_action,
    typical,
)

RANDOM_GAMES = (("okey", "Okey"), ("jokers", "Jokers"), ("goodge", "The Goodge Rules"))


async def pokeno(games: int, scratch: str) -> dict:
    latencies, cpu, per_phone, texts, desyncs, checks = [], [], [], [], 0, 0
    for game in range(games):
        host = Host("pokeno", ",".join(["phone"] * 24), game + 1, scratch)
        try:
            before = rss_kib(host.process.pid)
            async with ClientSession() as session:
                phones = [await connect(session, host.address, token) for token in host.tokens]
                phones[0].texts = []
                listeners = [asyncio.create_task(phone.listen()) for phone in phones]
                await all_see(phones, lambda view: all(name for name in view["names"]))
                per_phone.append((rss_kib(host.process.pid) - before) / len(phones))
                for seat, phone in enumerate(phones):
                    choice = next(e["action"] for e in phone.view["actions"] if e["action"]["kind"] == "choose_board")
                    await timed_action(host, phones, phone, choice, latencies, cpu)
                    await all_see(phones, lambda view, s=seat: view["view"]["board_of"][s] is not None)
                await all_see(phones, lambda view: view["over"], timeout=600)
                desyncs += await check_desync(phones)
                checks += 1
                texts += phones[0].texts
                for task in listeners:
                    task.cancel()
        finally:
            host.stop()
    return {"latencies": latencies, "cpu": cpu, "kib_per_phone": statistics.median(per_phone), "desyncs": desyncs,
            "checks": checks, "view": typical(texts)}


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pokeno-games", type=int, default=6)
    parser.add_argument("--okey-actions", type=int, default=1000)
    parser.add_argument("--jokers-actions", type=int, default=500)
    parser.add_argument("--goodge-actions", type=int, default=500)
    args = parser.parse_args()
    print(f"load before: {load()}", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        if args.pokeno_games:
            poke = await pokeno(args.pokeno_games, scratch)
            reference = await bare(24, len(poke["latencies"]), poke["view"])
            print(line("Pokeno, 24 phones: action -> all", poke["latencies"], reference))
            print(costs(poke), flush=True)
        for game, name in RANDOM_GAMES:
            actions = getattr(args, f"{game}_actions")
            if actions:
                result = await random_play(game, actions, scratch)
                reference = await bare(4, len(result["latencies"]), result["view"])
                print(line(f"{name}, 4 phones: action -> all", result["latencies"], reference))
                print(costs(result) + f" over {len(result['latencies'])} random actions", flush=True)
    print(f"load after: {load()}")


if __name__ == "__main__":
    asyncio.run(main())
