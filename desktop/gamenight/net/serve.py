"""`gamenight serve`: the phone table with no window. It starts a match with phones and bots at
the seats asked for, prints each phone seat's join link, plays the bots, saves after every move
as the app does (the game to resume, the score history), and exits when the game ends or on
Ctrl+C. A spare machine by the TV can host this way, and the tests drive phones against it.

The table's keys (every seat's secret, the spectators', the table code) and its port are kept in
the saved game, so after a crash `gamenight serve --resume` opens the same table again, in the
same saved file, and every phone's link still works. A running `serve` holds its saved game (see
`storage.in_play`), so `--resume` takes a table whose host was killed, never one in play."""
from __future__ import annotations

import socket
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.playable import PHONE_TABLE
from gamenight.core.records import GameRecord, Seat
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.save_beside import keeper_save
from gamenight.net.server import PhoneServer
from gamenight.net.site import start_site
from gamenight.net.stopping import stop_requested, until_stopped
from gamenight.resources import resources_dir

if TYPE_CHECKING:
    from gamenight.storage.autosave import AutosaveStore
    from gamenight.storage.history import HistoryStore
    from gamenight.storage.in_play import InPlay

DEFAULT_PORT = 8765


@dataclass(frozen=True)
class SeatPlan:
    kind: str  # "phone" or "bot"
    level: str | None = None


def parse_seats(text: str, game_id: str) -> list[SeatPlan]:
    """"phone,bot,bot:hard" -> the seats; a bot without a level plays the game's middle level."""
    info = registry.get(game_id)
    plans = []
    for part in (piece.strip() for piece in text.split(",")):
        kind, _, level = part.partition(":")
        if kind == "phone" and not level:
            plans.append(SeatPlan("phone"))
        elif kind == "bot":
            levels = info.bot_levels
            chosen = level or ("normal" if "normal" in levels else levels[0])
            if chosen not in levels:
                raise ValueError(f"{info.name} has no bot level {chosen!r} (has: {', '.join(levels)})")
            plans.append(SeatPlan("bot", chosen))
        else:
            raise ValueError(f"a seat is phone, bot or bot:LEVEL, not {part!r}")
    if not any(plan.kind == "phone" for plan in plans):
        raise ValueError("at least one seat must be a phone")
    info.check_players(len(plans))
    return plans


def start_match(game_id: str, plans: list[SeatPlan], seed: int | None) -> Match:
    seats, phones, bots = [], 0, 0
    for plan in plans:
        if plan.kind == "phone":
            phones += 1
            seats.append(Seat(f"Phone {phones}", "phone"))
        else:
            bots += 1
            seats.append(Seat(f"Bot {bots}", "bot", plan.level))
    return Match.start(game_id, seats, seed=seed)


def default_address() -> str:
    """The address of the interface the default route goes through (the one phones on the same
    Wi-Fi can reach). A UDP socket's connect sends nothing: it only asks the routing table."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address: only the route is looked up
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def join_link(address: str, port: int, token: str) -> str:
    """The link a phone opens: the token is in the fragment, which the browser never sends in a
    request; the page hands it over in its first WebSocket message."""
    return f"http://{address}:{port}/#{token}"


def table_keys(match: Match) -> TableKeys:
    """The keys the saved game kept, or new ones for a new table."""
    saved = match.record.view_state.get(PHONE_TABLE)
    if saved is None:
        return TableKeys(len(match.seats))
    return TableKeys.from_json(saved, len(match.seats))


def saved_port(match: Match, port: int) -> int:
    saved = match.record.view_state.get(PHONE_TABLE, {}).get("port")
    return saved if isinstance(saved, int) and 1024 <= saved <= 65535 else port


def open_saves() -> tuple[AutosaveStore, HistoryStore]:
    """The data folder's saved games and score history (a notice about the history goes to stderr)."""
    from gamenight.storage.autosave import AutosaveStore
    from gamenight.storage.history import HistoryStore
    from gamenight.storage.paths import autosave_dir, history_path

    history, notice = HistoryStore.open(history_path())
    if notice:
        print(notice, file=sys.stderr)
    return AutosaveStore(autosave_dir()), history


def phone_table_to_resume(autosaves: AutosaveStore, history: HistoryStore, match_id: str | None = None) -> Match:
    """The saved phone table `serve --resume` opens: one whose host was killed before one that
    stopped cleanly, then the newest; never one a running `serve` plays, nor a finished game.
    With `match_id`, only tables whose id starts with it."""
    from gamenight.storage.in_play import Play, play_of, tidy

    scan = autosaves.unfinished(history.holds_end_of)
    tidy(autosaves.folder)

    def wanted(record: GameRecord) -> bool:
        return (any(seat.is_phone for seat in record.seats) and PHONE_TABLE in record.view_state
                and (match_id is None or record.match_id.startswith(match_id)))

    tables = {record.match_id: record for record in scan.records if wanted(record)}
    plays = {key: play_of(path) for key in tables if (path := autosaves.path_for(key)) is not None}
    free = [record for key, record in tables.items() if plays.get(key) is not Play.IN_PLAY]
    if free:
        chosen = max(free, key=lambda record: (plays.get(record.match_id) is Play.KILLED, record.created))
        return Match.from_record(chosen)
    if tables:
        raise ValueError("every saved phone table is being played by a gamenight serve that is running")
    for game in scan.unplayable:
        if wanted(game.record):
            raise ValueError(f"the saved phone table {game.record.match_id} cannot be resumed: {game.reason}")
    raise ValueError("no saved phone table to resume")


async def serve(match: Match, address: str, port: int, pace: float = 0.6, out=sys.stdout, *,
                saves: tuple[AutosaveStore, HistoryStore]) -> int:
    """Host the match until it ends or a stop signal comes, keeping it in `saves` (`open_saves`):
    a resumed game is saved by the store it was found in, so it stays in its own file."""
    from gamenight.storage.keeper import MatchKeeper

    autosaves, history = saves
    save = keeper_save(MatchKeeper(match, autosaves, history))
    phones = {seat for seat, info in enumerate(match.seats) if info.is_phone}
    keys = table_keys(match)
    server = PhoneServer(TableHost(match, phones, save), keys, resources_dir() / "phone", pace=pace)
    hold = _hold(autosaves, match)  # a resumed game's file, before anything is written to it
    with stop_requested() as stop:  # before the links are said: whoever reads them may stop us at once
        try:
            runner, port = await start_site(server, address, saved_port(match, port))
            try:
                match.record.view_state[PHONE_TABLE] = {**keys.to_json(), "port": port}
                save()()
                hold = hold or _hold(autosaves, match)  # a new game's file, once it has one
                _say_links(match, address, port, keys, phones, out)
                await until_stopped(server.play(), stop)
            finally:
                await server.close()
                await runner.cleanup()
        finally:
            if hold is not None:
                hold.release()
    if match.is_over:
        print("The game is over.", file=out)
        return 0
    print("Stopped; the game is saved: gamenight serve --resume opens it again.", file=out)
    return 0


def _hold(autosaves: AutosaveStore, match: Match) -> InPlay | None:
    """This process's hold on the match's saved game (see `storage.in_play`); None if it has no
    file yet, or no marker can be made beside it. ValueError if another process holds it."""
    from gamenight.storage.in_play import InPlay

    path = autosaves.path_for(match.record.match_id)
    if path is None:
        return None
    try:
        hold = InPlay.take(path)
    except OSError:
        return None
    if hold is None:
        raise ValueError("another gamenight serve is playing this table")
    return hold


def _say_links(match: Match, address: str, port: int, keys: TableKeys, phones: set[int], out) -> None:
    print(f"{match.info.name} is open to phones on http://{address}:{port}/ (table {keys.code})", file=out)
    for seat in sorted(phones):
        print(f"  seat {seat + 1}: {join_link(address, port, keys.tokens[seat])}", file=out)
    print(f"  spectators: {join_link(address, port, keys.spectator)}", file=out)
    out.flush()

