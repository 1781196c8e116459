"""`gamenight serve --night GAME[,GAME...] --people NAME:phone|bot[:LEVEL],...`: a night hosted with
no window. It prints one link per phone person (and one for spectators), plays the program in
order (everyone sits in where the game takes them; otherwise the fair default), starts each game
once every phone person has sent Ready or after `--pause` seconds, saves like the app (the night's
file, each game's, the score history), and exits after the last game, or on a stop signal, saved.

The night's keys, port and seed are in its saved file, so `gamenight serve --resume` opens it again
after a crash with the same links, its next games dealt as without the crash; a running `serve`
holds the night's file (`storage.in_play`), so `--resume` never takes a night in play."""
from __future__ import annotations

import asyncio
import contextlib
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import GameRecord
from gamenight.net.host import TableHost
from gamenight.net.night_host import NightHost, night_keys
from gamenight.net.save_beside import keeper_save
from gamenight.net.serve import join_link
from gamenight.net.server import PhoneServer
from gamenight.net.site import start_site
from gamenight.net.stopping import stop_requested, until_stopped
from gamenight.night.night import Night
from gamenight.night.people import NAME_CHARS, Person, new_uid, next_look
from gamenight.night.program import ProgramItem
from gamenight.night.seating import NightBot
from gamenight.resources import resources_dir

if TYPE_CHECKING:
    from gamenight.storage.autosave import AutosaveStore
    from gamenight.storage.history import HistoryStore
    from gamenight.storage.in_play import InPlay
    from gamenight.storage.night_saves import NightStore

DEFAULT_PAUSE = 60.0


@dataclass(frozen=True)
class NightSaves:
    autosaves: AutosaveStore
    history: HistoryStore
    nights: NightStore


def parse_program(text: str) -> list[ProgramItem]:
    """"goker:level1=5,okey,pokeno" -> the program: each game with its house rules (OPTION=VALUE
    after colons: a whole number, true or false, or a word), checked as a new game's."""
    program = []
    for part in (piece.strip() for piece in text.split(",")):
        game, *settings = part.split(":")
        try:
            info = registry.get(game)
        except KeyError:
            raise ValueError(f"no game {game!r} (known: {', '.join(registry.GAME_IDS)})") from None
        options: dict[str, Any] = {}
        for setting in settings:
            key, equals, value = setting.partition("=")
            if not equals:
                raise ValueError(f"a house rule is OPTION=VALUE, not {setting!r}")
            options[key] = int(value) if value.lstrip("-").isdigit() else {"true": True, "false": False}.get(value,
                                                                                                           value)
        info.resolve_options(options)  # OptionRefused (a ValueError) says what is wrong
        program.append(ProgramItem(game, options))
    return program


def parse_people(text: str, program: list[ProgramItem]) -> tuple[list[tuple[Person, str]], list[NightBot]]:
    """"Ada:phone,Robo:bot:hard" -> the night's people (each on a phone) and its bots."""
    levels = {level for item in program for level in registry.get(item.game).bot_levels}
    people: list[tuple[Person, str]] = []
    bots: list[NightBot] = []
    fewest, most = NAME_CHARS
    for part in (piece.strip() for piece in text.split(",")):
        name, _, kind = part.partition(":")
        name = name.strip()
        kind, _, level = kind.partition(":")
        if not fewest <= len(name) <= most:
            raise ValueError(f"a name has {fewest} to {most} characters: {name!r}")
        if kind == "phone" and not level:
            colour, symbol = next_look((person.colour, person.symbol) for person, _ in people)
            people.append((Person(new_uid(), name, colour, symbol), "phone"))
        elif kind == "bot" and (not level or level in levels):
            bots.append(NightBot(name, level or None))
        else:
            raise ValueError(f"each of --people is NAME:phone, NAME:bot or NAME:bot:LEVEL "
                             f"(levels: {', '.join(sorted(levels))}), not {part!r}")
    if not people:
        raise ValueError("at least one of --people must be on a phone")
    return people, bots


class HeadlessNight:
    """The night's loop: each game started with its fair seats, played by the phone table, saved."""

    def __init__(self, night: Night, records: dict[str, GameRecord], saves: NightSaves, *, pause: float, out):
        self.night, self.saves, self.pause, self.out = night, saves, pause, out
        self.host = NightHost(night, records, changed=self._ready_changed)
        self.ready = asyncio.Event()

    def save_night(self) -> None:
        from gamenight.storage.errors import SaveFailed

        try:
            self.saves.nights.save(self.night.record)
        except SaveFailed as failure:
            print(f"Could not save the night: {failure} (retried after the next change)", file=sys.stderr)

    def _ready_changed(self) -> None:
        self.save_night()
        if self.night.all_ready():
            self.ready.set()

    def play(self, match: Match) -> None:
        """Host `match` (the night's running game) on the phone table, saving it after every move."""
        from gamenight.storage.keeper import MatchKeeper

        save = keeper_save(MatchKeeper(match, self.saves.autosaves, self.saves.history))
        save()()  # its own file first, whole: the night names only a game that is saved
        self.host.play(TableHost(match, {seat for seat, info in enumerate(match.seats) if info.is_phone}, save))
        self.save_night()

    def start_next(self) -> None:
        night = self.night
        number = len(night.record.games)
        record = night.start_game()  # dealt from the night's seed, if it has one
        match = Match.from_record(record)
        self.play(match)
        print(f"Game {number + 1} of {len(night.record.program)}: {match.info.name}, "
              f"with {', '.join(seat.name for seat in match.seats)}", file=self.out, flush=True)

    async def run(self, server: PhoneServer) -> None:
        """Every game still to play, each after Ready (or the pause), to the night's end."""
        night = self.night
        while night.running() is not None or night.next_item() is not None:
            if night.running() is None:
                await self._ready_or_pause()
                self.start_next()
                await server.broadcast()
            await server.play()
            match = self.host.match
            night.game_finished(match.record)
            self.save_night()
            winners = [seat.name for seat, place in zip(match.seats, match.state.placements(), strict=True)
                       if place == 1]
            print(f"{match.info.name} is over: {', '.join(winners)} won", file=self.out, flush=True)
            await server.broadcast()
        night.end()
        self.save_night()
        await server.broadcast()

    async def _ready_or_pause(self) -> None:
        if self.night.all_ready():
            return
        self.ready.clear()
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self.ready.wait(), self.pause)


async def serve_night(night: Night, records: dict[str, GameRecord], running: GameRecord | None, address: str,
                      port: int, saves: NightSaves, *, pause: float = DEFAULT_PAUSE, pace: float = 0.6,
                      out=sys.stdout) -> int:
    """Host the night until its last game ends or a stop signal comes, saving it in `saves`;
    `running`: a resumed night's running game, played on where it was."""
    headless = HeadlessNight(night, records, saves, pause=pause, out=out)
    keys = night_keys(night)
    server = PhoneServer(headless.host, keys, resources_dir() / "phone", pace=pace)
    hold = _hold(saves, night)  # a resumed night's file, before anything is written to it
    try:
        if running is not None:
            headless.play(Match.from_record(running))
        runner, listened = await start_site(server, address, (night.record.phones or {}).get("port") or port)
        try:
            night.record.phones = {**(night.record.phones or {}), "port": listened}
            headless.save_night()
            hold = hold or _hold(saves, night)  # a new night's file, once it has one
            with stop_requested() as stop:  # before the links are said: whoever reads them may stop us at once
                _say_links(headless, address, listened, keys, out)
                stopped = await until_stopped(headless.run(server), stop)
        finally:
            await server.close()
            await runner.cleanup()
    finally:
        if hold is not None:
            hold.release()
    if stopped:
        print("Stopped; the night is saved: gamenight serve --resume opens it again.", file=out)
        return 0
    _say_standings(headless, out)
    return 0


def _hold(saves: NightSaves, night: Night) -> InPlay | None:
    """This process's hold on the night's saved file (see `storage.in_play`); None if it has none
    yet. ValueError if another process holds it."""
    from gamenight.storage.in_play import InPlay

    path = saves.nights.path_for(night.record.uid)
    if path is None:
        return None
    hold = InPlay.take(path)
    if hold is None:
        raise ValueError("another gamenight serve is playing this night")
    return hold


def _say_links(headless: HeadlessNight, address: str, port: int, keys, out) -> None:
    night = headless.night.record
    games = ", ".join(registry.get(item.game).name for item in night.program)
    print(f"A night of {games} is open to phones on http://{address}:{port}/ (table {keys.code})", file=out)
    for index, person in enumerate(night.people):
        if person.presence == "phone":
            print(f"  {person.person.name}: {join_link(address, port, keys.tokens[index])}", file=out)
    print(f"  spectators: {join_link(address, port, keys.spectator)}", file=out)
    out.flush()


def _say_standings(headless: HeadlessNight, out) -> None:
    night, records = headless.night, headless.host.records
    print("The night is over. Champion: " + ", ".join(person.name for person in night.champion(records)), file=out)
    for line in night.standings(records):
        print(f"  {line.place}. {line.person.name:<24} {line.points:>4} points, {line.wins} won of {line.played}",
              file=out)

