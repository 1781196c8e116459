"""Whether this version of Game Night can play a record: every field that names something a
version knows (the game, its players and bot levels, its options, the phone table's keys) is
checked against this one when the record is read, so a saved game it cannot play is refused then,
with the reason, instead of failing in play (a bot of an unknown level hung the table at its turn).

`GameRecord.from_json` checks the record's form (its fields and their types): a record that fails
there is damaged. A record that fails here is well formed but asks for something this version does
not have; a newer Game Night may play it, so its file is kept where it is."""
from __future__ import annotations

from typing import Any

from gamenight.core import registry
from gamenight.core.records import GameRecord, RecordError, Seat
from gamenight.core.words import Refusal, words

PHONE_TABLE = "phone_table"
"""Where a record's view_state keeps its phone table: every seat's secret, the spectators', the
table code and the port (so after a restart every phone's link works again)."""
TOKEN_CHARS = (16, 64)
CODE_CHARS = 4

NEWER_GAME = words("files", "it was made by a newer Game Night: this version has no game '{game}'")
NOT_BUILT = words("Match", "{game} is not built yet")
NO_SUCH_LEVEL = words("files", "{game} has no bot level '{level}' in this version (the level of {player})")
NO_LEVEL = words("files", "{player} is a bot without a level")
BAD_PHONE_TABLE = words("files", "its phone table's keys are not the kind this version makes")


class CannotPlay(RecordError):
    """A well-formed record that this version cannot play: an unknown game, a bot level, an option,
    a number of players or phone keys it does not know. `reason` says which."""


def playable_game(game_id: str) -> registry.GameInfo:
    """The game a record names, with its engine, or CannotPlay."""
    try:
        info = registry.get(game_id)
    except KeyError:
        raise CannotPlay(NEWER_GAME(game=game_id)) from None
    if info.new_state is None or info.codec is None:
        raise CannotPlay(NOT_BUILT(game=info.name))
    return info


def check_seats(info: registry.GameInfo, seats: list[Seat]) -> None:
    """CannotPlay unless the game takes this many players and has every bot seat's level."""
    try:
        info.check_players(len(seats))
    except ValueError as error:
        raise CannotPlay(error.reason if isinstance(error, Refusal) else str(error)) from None
    for seat in seats:
        if seat.is_bot and seat.level is None:
            raise CannotPlay(NO_LEVEL(player=seat.name))
        if seat.is_bot and seat.level not in info.bots:
            raise CannotPlay(NO_SUCH_LEVEL(game=info.name, level=seat.level, player=seat.name))


def check_playable(info: registry.GameInfo, record: GameRecord) -> dict[str, Any]:
    """The record's options resolved, once its seats, options and phone table are known to be this
    version's; CannotPlay says what is not. (Its actions are checked by replaying them.)"""
    check_seats(info, record.seats)
    try:
        options = info.resolve_options(record.options)
    except ValueError as error:
        raise CannotPlay(error.reason if isinstance(error, Refusal) else str(error)) from None
    if PHONE_TABLE in record.view_state:
        check_phone_table(record.view_state[PHONE_TABLE], len(record.seats))
    return options


def check_phone_table(data: Any, seats: int) -> None:
    """CannotPlay unless `data` holds a phone table's keys as this version keeps them: a token per
    seat and one for spectators (16 to 64 characters each), a four-letter code and a port."""
    if not isinstance(data, dict):
        raise CannotPlay(BAD_PHONE_TABLE)
    tokens, spectator, code, port = data.get("tokens"), data.get("spectator"), data.get("code"), data.get("port")
    fewest, most = TOKEN_CHARS
    if (not isinstance(tokens, list) or len(tokens) != seats
            or not all(isinstance(token, str) and fewest <= len(token) <= most for token in [*tokens, spectator])
            or not isinstance(code, str) or len(code) != CODE_CHARS
            or (port is not None and (type(port) is not int or not 1 <= port <= 65535))):
        raise CannotPlay(BAD_PHONE_TABLE)
