"""A night's record: the JSON file behind its autosave, read like a game record (the same size and
nesting limits, `core.datafiles.parse_json`, and every field checked against what this version
writes), so kill -9 brings back the whole evening and a damaged file is refused with the reason.

{"format": "gamenight-night", "night_version": 1, "uid": "<32 hex>", "created": "2026-...",
 "people": [{"uid", "name", "colour", "symbol", "language", "presence": "here" | "phone" | "away"}],
 "bots": [{"name": "Robo", "level": "hard" | null}],
 "program": [{"game": "goker", "options": {...}}], "scoring": "placement" | "wins",
 "games": [{"item": 0, "match_id": "...", "seats": [Seat, ...], "finished": true}],
 "planned": [Seat, ...] | null, "ready": ["<uid>", ...],
 "phones": {"tokens": {"<uid>": "..."}, "spectator": "...", "code": "KXWT", "port": 8765} | null,
 "finished": false, "session": false, "seed": 123 | null}

"session" (read as false when absent) marks a caller's session: a hall's games run from the
caller's console (`app/session_flow.py`), not the main window's night, nor `serve --resume`'s.

"seed" (read as null when absent) is the seed typed for the night (a session's new-game dialog,
`serve --night --seed`): its games are dealt from it (`Night.start_game`), so a resumed night deals
its next games as it would have without the interruption; null: each game's seed is random. Both
are optional fields of version 1 (a file written before them reads as it always did; an older
version reading a newer file ignores them), so the version stays 1.

Standings are never stored: they are computed from the games' own records (`Night.standings`).
"""
from __future__ import annotations

import datetime as _dt
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamenight.core.datafiles import NEWER, UNKNOWN_VERSION, parse_json, shown
from gamenight.core.playable import CODE_CHARS, TOKEN_CHARS
from gamenight.core.records import BAD_CREATED, NO_FIELD, WRONG_TYPE, RecordError, Seat, read_seat
from gamenight.core.words import words
from gamenight.night.people import NAME_CHARS, UID, Person, new_uid
from gamenight.night.program import ProgramItem
from gamenight.night.scoring import PLACEMENT, SCORINGS
from gamenight.night.seating import NightBot

NIGHT_FORMAT = "gamenight-night"
NIGHT_VERSION = 1
PRESENCES = ("here", "phone", "away")
"""At this machine, on their own phone, or away (not seated)."""

PLAIN_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
NOT_A_NIGHT = words("files", "it is not a night saved by Game Night")
NO_VERSION = words("files", "it has no version number")
BAD_ENTRY = words("files", "it has a bad entry in its '{name}': {entry}")
NAMED_TWICE = words("files", "it names {entry} twice")
GAMES_OUT_OF_ORDER = words("files", "its games do not follow its program")
NOT_ITS_PERSON = words("files", "a game in it seats someone who is not one of its people: {entry}")


class NightRecordError(RecordError):
    """A night record that cannot be read: damaged, or from a newer version (`newer`)."""

    def __init__(self, reason, newer: bool = False):
        super().__init__(reason)
        self.newer = newer


@dataclass
class NightPerson:
    """One of the night's people and how they join it."""

    person: Person
    presence: str = "here"

    @property
    def uid(self) -> str:
        return self.person.uid

    def to_json(self) -> dict[str, Any]:
        person = self.person
        return {"uid": person.uid, "name": person.name, "colour": person.colour, "symbol": person.symbol,
                "language": person.language, "presence": self.presence}


@dataclass
class NightGame:
    """A game of the night: the program item it plays, its match, who sat where, whether it ended."""

    item: int
    match_id: str
    seats: list[Seat]
    finished: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"item": self.item, "match_id": self.match_id, "seats": [seat.to_json() for seat in self.seats],
                "finished": self.finished}


@dataclass
class NightRecord:
    people: list[NightPerson]
    program: list[ProgramItem]
    scoring: str = PLACEMENT
    bots: list[NightBot] = field(default_factory=list)
    games: list[NightGame] = field(default_factory=list)
    planned: list[Seat] | None = None
    """The host's seats for the next game, None for the fair default (`seating`)."""
    ready: list[str] = field(default_factory=list)
    """The people (uids) whose phones said they are ready for the next game."""
    phones: dict[str, Any] | None = None
    """The phone table's keys for the whole night, once it is open to phones."""
    finished: bool = False
    session: bool = False
    """A caller's session of a hall, run from the console (see the module's docstring)."""
    seed: int | None = None
    """The night's seed: its game N (from 0) is dealt with seed + N; None for random deals."""
    uid: str = field(default_factory=new_uid)
    created: str = field(default_factory=lambda: _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"))

    def to_json(self) -> dict[str, Any]:
        return {
            "format": NIGHT_FORMAT, "night_version": NIGHT_VERSION, "uid": self.uid, "created": self.created,
            "people": [person.to_json() for person in self.people],
            "bots": [{"name": bot.name, "level": bot.level} for bot in self.bots],
            "program": [item.to_json() for item in self.program], "scoring": self.scoring,
            "games": [game.to_json() for game in self.games],
            "planned": None if self.planned is None else [seat.to_json() for seat in self.planned],
            "ready": list(self.ready), "phones": self.phones, "finished": self.finished, "session": self.session,
            "seed": self.seed,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)

    @classmethod
    def loads(cls, text: str) -> NightRecord:
        """The night in `text`, read with the limits of every file a user may hand the app, or
        NightRecordError saying what is wrong with it (`newer` for a newer Game Night's)."""
        return cls.from_json(parse_json(text, NightRecordError))

    @classmethod
    def from_json(cls, data: Any) -> NightRecord:
        if not isinstance(data, dict) or data.get("format") != NIGHT_FORMAT:
            raise NightRecordError(NOT_A_NIGHT)
        version = data.get("night_version")
        if type(version) is not int:
            raise NightRecordError(NO_VERSION)
        if version > NIGHT_VERSION:
            raise NightRecordError(NEWER(version=version, known=NIGHT_VERSION), newer=True)
        if version < 1:
            raise NightRecordError(UNKNOWN_VERSION(version=version))
        try:
            record = cls(
                people=_each(data["people"], "people", _person), program=_each(data["program"], "program", _item),
                scoring=_checked(data["scoring"], "scoring", lambda value: value in SCORINGS),
                bots=_each(data["bots"], "bots", _bot), games=_each(data["games"], "games", _game),
                planned=None if data["planned"] is None else _each(data["planned"], "planned", _seat),
                ready=_each(data["ready"], "ready", lambda value: _checked(value, "ready", _is_uid)),
                phones=None if data["phones"] is None else _phones(data["phones"]),
                finished=_typed(data["finished"], bool, "finished"),
                session=_typed(data.get("session", False), bool, "session"),
                seed=None if data.get("seed") is None else _typed(data["seed"], int, "seed"),
                uid=_checked(data["uid"], "uid", _is_uid),
                created=_created(data["created"]))
        except KeyError as missing:
            raise NightRecordError(NO_FIELD(name=missing.args[0])) from None
        _check_whole(record)
        return record


def _typed(value: Any, kind: type, name: str) -> Any:
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        raise NightRecordError(WRONG_TYPE(name=name))
    return value


def _checked(value: Any, name: str, test: Callable[[Any], bool]) -> Any:
    if not test(value):
        raise NightRecordError(BAD_ENTRY(name=name, entry=shown(value)))
    return value


def _each(value: Any, name: str, read: Callable[[Any], Any]) -> list[Any]:
    return [read(entry) for entry in _typed(value, list, name)]


def _is_uid(value: Any) -> bool:
    return isinstance(value, str) and UID.fullmatch(value) is not None


def _is_plain_id(value: Any) -> bool:
    return isinstance(value, str) and PLAIN_ID.fullmatch(value) is not None


def _created(value: Any) -> str:
    try:
        _dt.datetime.fromisoformat(_typed(value, str, "created"))
    except ValueError:
        raise NightRecordError(BAD_CREATED) from None
    return value


def _person(entry: Any) -> NightPerson:
    fields = ("uid", "name", "colour", "symbol", "language")
    if not isinstance(entry, dict) or not all(isinstance(entry.get(name), str) for name in fields):
        raise NightRecordError(BAD_ENTRY(name="people", entry=shown(entry)))
    person = Person(*(entry[name] for name in fields))
    if person.problem() is not None or entry.get("presence") not in PRESENCES:
        raise NightRecordError(BAD_ENTRY(name="people", entry=shown(entry)))
    return NightPerson(person, entry["presence"])


def _bot(entry: Any) -> NightBot:
    fewest, most = NAME_CHARS
    if (not isinstance(entry, dict) or not isinstance(entry.get("name"), str)
            or not fewest <= len(entry["name"]) <= most
            or not (entry.get("level") is None or isinstance(entry.get("level"), str))):
        raise NightRecordError(BAD_ENTRY(name="bots", entry=shown(entry)))
    return NightBot(entry["name"], entry.get("level"))


def _item(entry: Any) -> ProgramItem:
    if not isinstance(entry, dict) or not _is_plain_id(entry.get("game")) or not isinstance(entry.get("options"), dict):
        raise NightRecordError(BAD_ENTRY(name="program", entry=shown(entry)))
    return ProgramItem(entry["game"], entry["options"])


def _game(entry: Any) -> NightGame:
    if not isinstance(entry, dict):
        raise NightRecordError(BAD_ENTRY(name="games", entry=shown(entry)))
    try:
        return NightGame(_typed(entry["item"], int, "item"),
                         _checked(entry["match_id"], "games", _is_plain_id),
                         _each(entry["seats"], "seats", _seat), _typed(entry["finished"], bool, "finished"))
    except KeyError as missing:
        raise NightRecordError(NO_FIELD(name=missing.args[0])) from None


def _seat(entry: Any) -> Seat:
    try:
        return read_seat(entry)
    except RecordError as error:
        raise NightRecordError(error.reason) from None


def _phones(entry: Any) -> dict[str, Any]:
    fewest, most = TOKEN_CHARS

    def token(value: Any) -> bool:
        return isinstance(value, str) and fewest <= len(value) <= most

    port = entry.get("port") if isinstance(entry, dict) else None
    if (not isinstance(entry, dict) or not isinstance(entry.get("tokens"), dict)
            or not all(_is_uid(uid) and token(value) for uid, value in entry["tokens"].items())
            or not token(entry.get("spectator")) or not isinstance(entry.get("code"), str)
            or len(entry["code"]) != CODE_CHARS or not entry["code"].isascii() or not entry["code"].isalpha()
            or not (port is None or (type(port) is int and 1 <= port <= 65535))):
        raise NightRecordError(BAD_ENTRY(name="phones", entry=shown(entry)))
    return entry


def _check_whole(record: NightRecord) -> None:
    """What no single field shows: names and uids given once, the games in program order with at
    most the last one running, each seating the night's own people, each once."""
    uids = [person.uid for person in record.people]
    names = [person.person.name.casefold() for person in record.people] + [bot.name.casefold() for bot in record.bots]
    for values in (uids, names, record.ready):
        twice = next((value for value in values if values.count(value) > 1), None)
        if twice is not None:
            raise NightRecordError(NAMED_TWICE(entry=shown(twice)))
    games = record.games
    if (len(games) > len(record.program) or any(game.item != index for index, game in enumerate(games))
            or any(not game.finished for game in games[:-1])):
        raise NightRecordError(GAMES_OUT_OF_ORDER)
    known = set(uids)
    for seats in [game.seats for game in games] + ([record.planned] if record.planned is not None else []):
        people = [seat.person for seat in seats if seat.person is not None]
        stranger = next((uid for uid in people if uid not in known or people.count(uid) > 1), None)
        if stranger is not None or not seats:
            raise NightRecordError(NOT_ITS_PERSON(entry=shown(stranger)))
    strangers = [uid for uid in [*record.ready, *(record.phones or {}).get("tokens", {})] if uid not in known]
    if strangers:
        raise NightRecordError(NOT_ITS_PERSON(entry=shown(strangers[0])))
