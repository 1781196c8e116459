"""`gamenight serve --resume` for nights: which saved night (or phone table) to open again. A
night or table whose host was killed comes first, then the newest; never one another `serve` is
playing, nor a finished one, nor a caller's session (its people play at the console). A night
comes back with its games: the finished ones for the standings, and the running one where it was."""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from gamenight.core.match import Match
from gamenight.core.records import GameRecord
from gamenight.net.night_serve import NightSaves
from gamenight.net.serve import open_saves, phone_table_to_resume
from gamenight.night.night import Night
from gamenight.night.record import NightRecord

if TYPE_CHECKING:
    from gamenight.storage.in_play import Play


def open_night_saves() -> NightSaves:
    """The data folder's saved games, nights and score history (notices go to stderr)."""
    from gamenight.storage.night_saves import NightStore
    from gamenight.storage.paths import autosave_dir

    autosaves, history = open_saves()
    return NightSaves(autosaves, history, NightStore(autosave_dir()))


def resume(saves: NightSaves, prefix: str | None) -> Match | tuple[Night, dict[str, GameRecord], GameRecord | None]:
    """The phone table or the night to open again (a night with its games' records by match id and
    its running game's); ValueError saying why there is none."""
    from gamenight.storage.in_play import Play, play_of

    night, night_play = _night_to_resume(saves, prefix)
    try:
        table = phone_table_to_resume(saves.autosaves, saves.history, prefix)
    except ValueError:
        if night is None:
            raise
        table = None
    if table is not None:
        path = saves.autosaves.path_for(table.record.match_id)
        table_play = play_of(path) if path is not None else Play.STOPPED
        if night is None or (table_play is Play.KILLED, table.record.created) > (night_play is Play.KILLED,
                                                                                   night.created):
            return table
    assert night is not None
    return _night_with_games(saves, night)


def _night_to_resume(saves: NightSaves, prefix: str | None) -> tuple[NightRecord | None, Play | None]:
    from gamenight.storage.in_play import Play, play_of

    scan = saves.nights.scan()
    for notice in scan.notices:
        print(notice, file=sys.stderr)
    plays = {}
    for night in scan.nights:
        path = saves.nights.path_for(night.uid)
        if (prefix is None or night.uid.startswith(prefix)) and not night.session:
            plays[night.uid] = play_of(path) if path is not None else Play.STOPPED
    free = [night for night in scan.nights if plays.get(night.uid) not in (None, Play.IN_PLAY)]
    if not free:
        return None, None
    chosen = max(free, key=lambda night: (plays[night.uid] is Play.KILLED, night.created))
    return chosen, plays[chosen.uid]


def _night_with_games(saves: NightSaves, record: NightRecord) -> tuple[Night, dict[str, GameRecord],
                                                                       GameRecord | None]:
    from gamenight.storage.night_saves import games_of

    scan = saves.autosaves.unfinished(saves.history.holds_end_of)
    records, running = games_of(record, [*scan.records, *scan.finished], saves.history)
    night = Night(record)
    game = night.running()
    if game is not None and running is None:  # its file is gone: the game starts again
        night.forget_game(game.match_id)
    return night, records, running
