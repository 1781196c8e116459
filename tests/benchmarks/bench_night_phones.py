"""A whole night on the phone table, on loopback: `gamenight serve --night pokeno,pokeno,okey` in
its own process with 24 people on phones (WebSocket clients in this one; the shared pieces are in
phone_table.py), so every moment has 24 connections:

- Super Pokeno Bonus twice with all 24 at its seats: each phone chooses a board; the time from
  one phone's action to all 24 phones holding the new view (p50, p95).
- The move to the next game, twice (to the second Pokeno, then to Okey): from the first phone
  holding a game's last view (the game is over) to all 24 holding the next game's first view
  (`--pause 0`: the next game starts as soon as one ends; the night's message comes between).
- Okey with 4 of them at its seats and 20 watching (the fair default seats 4): the 4 make random
  legal moves; the time from one action to all 24 (players and watchers) holding the new view.
Then every phone's last view must equal the one the host sends it afresh (no desync).
- The reference, in the same run: the bare aiohttp broadcast (bare_broadcast.py) to 24 clients of
  the same bytes: a view the first phone received in that game (of the median length, as sent:
  less the fields the phone had), which its clients read as JSON. And the same broadcast read by
  24 `Phone`s exactly as the phones read theirs (a reader task each, the kept fields put back, all
  awaited alike: phone_table.bare_phones), so that its ratio is the host's work alone.
  Each broadcast of the reference comes as the game's actions come: Pokeno's one right after
  another, Okey's after PAUSE of quiet (a phone may send 10 messages a second). After a quiet
  spell the host and the phones take up the work with cold caches, so the same broadcast run back
  to back is faster: for Okey that back-to-back reference and its ratio are printed too.
Each night's figures are printed, then the medians over the nights, with the host's CPU per action.

The host saves after every move as it always does (the game's file and the history, each written
through to the disk), in a worker thread while it builds the views, which go out once it is written:
on a busy disk that can still be most of an action's time; `--data /dev/shm` keeps the saves in
memory to show the rest.

Run: python tests/benchmarks/bench_night_phones.py [--nights 3] [--okey-actions 200] [--data DIR]
Binds and connects to 127.0.0.1 only.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile

from aiohttp import ClientSession
from phone_table import (
    PAUSE,
    Host,
    Phone,
    all_see,
    bare,
    bare_phones,
    check_desync,
    connect,
    load,
    percentile,
    settled,
    timed_action,
    typical,
)

PEOPLE = 24


def playing(game: str):
    return lambda view: view["game"] == game


def choosing(phone: Phone) -> bool:
    return phone.view is not None and any(e["action"]["kind"] == "choose_board" for e in phone.view["actions"])


def my_move(phone: Phone) -> bool:
    return phone.view is not None and phone.view["you"] >= 0 and bool(phone.view["actions"])


async def night(seed: int, okey_actions: int, scratch: str) -> dict:
    people = ",".join(f"Person{number:02d}:phone" for number in range(1, PEOPLE + 1))
    host = Host.night("pokeno,pokeno,okey", people, seed, scratch)
    result: dict = {"pokeno": [], "okey": [], "cpu": []}
    rng = random.Random(seed)
    try:
        async with ClientSession() as session:
            phones = [await connect(session, host.address, token) for token in host.tokens]
            phones[0].texts = []
            listeners = [asyncio.create_task(phone.listen()) for phone in phones]
            result["moves"] = []
            for number in (1, 2):  # the two Pokeno games, each followed by the next game
                await all_see(phones, lambda view, n=number: view["game"] == "pokeno" and view["night"]["number"] == n
                              and view["view"]["phase"] == "CHOOSING")
                for _ in phones:  # in the game's order of seats, which is not the people's
                    await settled(phones, choosing)
                    phone = next(p for p in phones if choosing(p))
                    choice = next(e["action"] for e in phone.view["actions"] if e["action"]["kind"] == "choose_board")
                    await timed_action(host, phones, phone, choice, result["pokeno"], result["cpu"])
                ended = [phone.answer(lambda m, n=number: m["type"] == "view" and m["night"]["number"] == n
                                      and m["over"]) for phone in phones]
                begun = [phone.answer(lambda m, n=number: m["type"] == "view" and m["night"]["number"] == n + 1)
                         for phone in phones]
                ends = await asyncio.wait_for(asyncio.gather(*ended), 600)
                starts = await asyncio.wait_for(asyncio.gather(*begun), 30)
                result["moves"].append(max(moment for moment, _ in starts) - min(moment for moment, _ in ends))
                if number == 1:
                    result["pokeno_view"] = typical(phones[0].texts)
            await all_see(phones, playing("okey"))
            phones[0].texts = []
            for _ in range(okey_actions):
                await asyncio.sleep(PAUSE)
                await settled(phones, my_move)
                if phones[0].view["over"]:
                    break
                phone = next(p for p in phones if my_move(p))
                action = rng.choice(phone.view["actions"])["action"]
                await timed_action(host, phones, phone, action, result["okey"], result["cpu"])
            await settled(phones, my_move)
            result["okey_view"] = typical(phones[0].texts)
            result["desyncs"] = await check_desync(phones)
            for task in listeners:
                task.cancel()
    finally:
        host.stop()
    return result


def ms(seconds: float) -> str:
    return f"{seconds * 1000:6.1f} ms"


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nights", type=int, default=3)
    parser.add_argument("--okey-actions", type=int, default=200)
    parser.add_argument("--data", help="the folder the host saves in (default: a temporary one beside the "
                                       "others; /dev/shm shows what the saves' fsync costs)")
    args = parser.parse_args()
    print(f"load before: {load()}", flush=True)
    rows: dict[str, list[tuple[float, float, float, float, float, float]]] = {"pokeno": [], "okey": []}
    moves, cpu, desyncs = [], [], 0
    back_to_back: dict[str, list[float]] = {"okey": []}
    with tempfile.TemporaryDirectory(dir=args.data) as scratch:
        for seed in range(1, args.nights + 1):
            result = await night(seed, args.okey_actions, scratch)
            moves += result["moves"]
            cpu.append(statistics.mean(result["cpu"]))
            desyncs += result["desyncs"]
            for game, name in (("pokeno", "Pokeno, 24 players"), ("okey", "Okey, 4 players + 20 watching")):
                samples = result[game]
                size = len(result[f"{game}_view"])
                pause = PAUSE if game == "okey" else 0.0  # as the game's actions came
                reference = await bare(PEOPLE, len(samples), result[f"{game}_view"], pause)
                read_alike = await bare_phones(PEOPLE, len(samples), result[f"{game}_view"], pause)
                p50, p95 = statistics.median(samples), percentile(samples, 0.95)
                r50, r95 = statistics.median(reference), percentile(reference, 0.95)
                s50, s95 = statistics.median(read_alike), percentile(read_alike, 0.95)
                rows[game].append((p95, p50, p95 / r95, p50 / r50, p95 / s95, p50 / s50))
                print(f"night {seed}: {name:<30} action -> all 24: p50 {ms(p50)} p95 {ms(p95)}   reference "
                      f"({size} bytes) p50 {ms(r50)} p95 {ms(r95)}   ratio p50 {p50 / r50:5.2f} p95 {p95 / r95:5.2f}"
                      f"   ({len(samples)} actions)", flush=True)
                print(f"night {seed}: {'':<30} read as the phones read: reference p50 {ms(s50)} p95 {ms(s95)}   "
                      f"ratio p50 {p50 / s50:5.2f} p95 {p95 / s95:5.2f}", flush=True)
                if pause:
                    hot = await bare(PEOPLE, len(samples), result[f"{game}_view"])
                    h50, h95 = statistics.median(hot), percentile(hot, 0.95)
                    back_to_back[game].append(p95 / h95)
                    print(f"night {seed}: {'':<30} reference back to back: p50 {ms(h50)} p95 {ms(h95)}   "
                          f"ratio p50 {p50 / h50:5.2f} p95 {p95 / h95:5.2f}", flush=True)
            print(f"night {seed}: game end -> all 24 hold the next game's first view: "
                  f"{', '.join(ms(move) for move in result['moves'])} (to Pokeno, to Okey); "
                  f"host CPU per action {ms(statistics.mean(result['cpu']))}; desynced phones {result['desyncs']}",
                  flush=True)
    print(f"medians of {args.nights} nights:")
    for game, name in (("pokeno", "Pokeno, 24 players"), ("okey", "Okey, 4 players + 20 watching")):
        p95, p50, ratio95, ratio50, alike95, alike50 = (statistics.median(column) for column in zip(*rows[game],
                                                                                                   strict=True))
        hot = f"; to it back to back: {statistics.median(back_to_back[game]):.2f}" if game in back_to_back else ""
        print(f"  {name:<30} action -> all 24: p95 {ms(p95)} (ratio {ratio95:.2f}; to the reference read as "
              f"the phones read: {alike95:.2f}{hot}), p50 {ms(p50)} (ratio {ratio50:.2f}; {alike50:.2f})")
    print(f"  game end -> next game's first view on all 24: {ms(statistics.median(moves))} "
          f"(max {ms(max(moves))}); host CPU per action {ms(statistics.median(cpu))}; desynced phones {desyncs}")
    print(f"load after: {load()}")


if __name__ == "__main__":
    asyncio.run(main())
