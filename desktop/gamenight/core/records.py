"""Game records: the JSON file behind save/resume, crash recovery, undo, replays and bug reports.

{"format": "gamenight-record", "record_version": 1, "game": "pokeno", "options": {...},
 "seats": [{"name": "Ann", "kind": "human", "level": null}, ...], "seed": 123 | null,
 "actions": [{"kind": ...}, ...], "created": "2026-11-21T20:00:00+00:00", "finished": false}

Chance outcomes (the deal, every die) are actions like any other, so the actions alone replay a
game; the seed draws the chance steps still to come. A record without a seed holds an explicit
deal: every chance step must be in its actions or entered by hand.
"""
from __future__ import annotations

import datetime as _dt
import json
import os
import re
from dataclasses import dataclass, field
from typing import Any

from gamenight.core.datafiles import parse_json

RECORD_FORMAT = "gamenight-record"
RECORD_VERSION = 1
SEAT_KINDS = ("human", "bot", "phone")


def _new_id() -> str:
    """32 random hex digits (the form uuid4().hex had, without importing uuid at start-up)."""
    return os.urandom(16).hex()


_MATCH_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


class RecordError(ValueError):
    """A record that cannot be read: damaged, from an unknown version, or inconsistent."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def is_phone(self) -> bool:
        """A person who plays this seat on their own phone, through the host's phone table."""
        return self.kind == "phone"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass
class GameRecord:
    game: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int | None
    actions: list[dict[str, Any]] = field(default_factory=list)
    created: str = field(default_factory=lambda: _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"))
    match_id: str = field(default_factory=lambda: _new_id())
    finished: bool = False
    log: list[dict[str, Any]] = field(default_factory=list)
    """Events that are not moves but must not be lost, e.g. a caller's undone calls."""
    user_draws: list[int] = field(default_factory=list)
    """Indices of chance actions drawn at the user's request (a Draw button, auto draw): each is
    a step of its own for undo, unlike the draws the app makes by itself (a deal)."""
    view_state: dict[str, Any] = field(default_factory=dict)
    """What a screen keeps across a resume (a rack's arrangement, the dice panel, a draw speed):
    plain JSON values, checked by the screen that reads them."""

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "record_version": RECORD_VERSION,
            "game": self.game,
            "match_id": self.match_id,
            "created": self.created,
            "options": self.options,
            "seats": [seat.to_json() for seat in self.seats],
            "seed": self.seed,
            "finished": self.finished,
            "log": self.log,
            "user_draws": self.user_draws,
            "view_state": self.view_state,
            "actions": self.actions,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, sort_keys=False)

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError("this is not a Game Night record")
        version = data.get("record_version")
        if not isinstance(version, int):
            raise RecordError("the record has no version number")
        if version > RECORD_VERSION:
            raise RecordError(
                f"the record is version {version}, made by a newer Game Night; this one reads up to {RECORD_VERSION}"
            )
        if version < 1:
            raise RecordError(f"unknown record version {version}")
        try:
            seats = [_seat(item) for item in data["seats"]]
            record = cls(
                game=_typed(data["game"], str, "game"),
                options=_typed(data["options"], dict, "options"),
                seats=seats,
                seed=data["seed"] if data["seed"] is None else _typed(data["seed"], int, "seed"),
                actions=_typed(data["actions"], list, "actions"),
                created=_typed(data.get("created", ""), str, "created"),
                match_id=_match_id(data.get("match_id", _new_id())),
                finished=_typed(data.get("finished", False), bool, "finished"),
                log=_typed(data.get("log", []), list, "log"),
                user_draws=_typed(data.get("user_draws", []), list, "user_draws"),
                view_state=_typed(data.get("view_state", {}), dict, "view_state"),
            )
        except KeyError as missing:
            raise RecordError(f"the record has no {missing.args[0]!r}") from None
        if not seats:
            raise RecordError("the record has no seats")
        if not all(isinstance(action, dict) for action in record.actions):
            raise RecordError("every action in a record is a JSON object")
        if not all(type(index) is int and 0 <= index < len(record.actions) for index in record.user_draws):
            raise RecordError("the record's 'user_draws' names actions it does not have")
        return record

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        """The record in `text`, read with the limits of every file a user may hand the app
        (`core.datafiles.parse_json`), or RecordError saying what is wrong with it."""
        return cls.from_json(parse_json(text, "record", RecordError))


def _match_id(value: Any) -> str:
    if not isinstance(value, str) or not _MATCH_ID.fullmatch(value):
        raise RecordError("the record's match id is not a plain id (1 to 64 letters, digits, '-' or '_')")
    return value


def _typed(value: Any, kind: type, name: str) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the record's {name!r} has the wrong type")
    return value


def _seat(item: Any) -> Seat:
    if not isinstance(item, dict):
        raise RecordError("a seat is an object with a name and a kind")
    name, kind, level = item.get("name"), item.get("kind"), item.get("level")
    if not isinstance(name, str) or kind not in SEAT_KINDS:
        raise RecordError(f"bad seat {item!r}")
    if level is not None and not isinstance(level, str):
        raise RecordError(f"bad bot level in seat {item!r}")
    return Seat(name, kind, level)
