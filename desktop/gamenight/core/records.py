"""Game records: the JSON file behind save/resume, crash recovery, undo, replays and bug reports.

{"format": "gamenight-record", "record_version": 1, "game": "pokeno", "options": {...},
 "seats": [{"name": "Ann", "kind": "human", "level": null}, ...], "seed": 123 | null,
 "actions": [{"kind": ...}, ...], "created": "2026-11-21T20:00:00+00:00", "finished": false}

Chance outcomes (the deal, every die) are actions like any other, so the actions alone replay a
game; the seed draws the chance steps still to come. A record without a seed holds an explicit
deal: every chance step must be in its actions or entered by hand.

Reading checks a record's form (a damaged one is refused); whether this version knows what it
names (its game, bot levels, options, phone keys) is `core.playable`'s check, made on replay.
"""
from __future__ import annotations

import datetime as _dt
import json
import os
import re
from dataclasses import dataclass, field
from typing import Any

from gamenight.core.datafiles import NEWER, UNKNOWN_VERSION, parse_json, shown
from gamenight.core.words import Refusal, Words, words

RECORD_FORMAT = "gamenight-record"
RECORD_VERSION = 1
SEAT_KINDS = ("human", "bot", "phone")


def _new_id() -> str:
    """32 random hex digits (the form uuid4().hex had, without importing uuid at start-up)."""
    return os.urandom(16).hex()


_PLAIN_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


class RecordError(Refusal):
    """A record that cannot be read: damaged, from an unknown version, or inconsistent; `reason`
    says why (translated where shown)."""


NOT_A_RECORD = words("files", "it is not a game saved by Game Night")
NO_VERSION = words("files", "it has no version number")
NO_FIELD = words("files", "it has no '{name}'")
NO_SEATS = words("files", "it has no seats")
ACTION_NOT_OBJECT = words("files", "an action in it is not a JSON object")
BAD_USER_DRAWS = words("files", "its 'user_draws' names actions it does not have")
BAD_MATCH_ID = words("files", "its match id is not a plain id (1 to 64 letters, digits, '-' or '_')")
BAD_GAME_ID = words("files", "its game id is not a plain id (1 to 64 letters, digits, '-' or '_')")
WRONG_TYPE = words("files", "its '{name}' has the wrong type")
SEAT_NOT_OBJECT = words("files", "a seat in it is not an object with a name and a kind")
BAD_SEAT = words("files", "it has a bad seat: {seat}")
BAD_LEVEL = words("files", "it has a bad bot level in a seat: {seat}")
BAD_CREATED = words("files", "its 'created' is not a date and time")
BAD_PERSON = words("files", "it has a bad person in a seat: {seat}")
LOG_NOT_OBJECT = words("files", "an entry of its log is not a JSON object")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"
    level: str | None = None
    person: str | None = None
    """The person whose seat this is (their id in the history's people), when the app knows them:
    a night's seats always do. A bot has one only while it keeps a person's seat (a phone that
    left): the seat's result is still that person's."""

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def is_phone(self) -> bool:
        """A person who plays this seat on their own phone, through the host's phone table."""
        return self.kind == "phone"

    def to_json(self) -> dict[str, Any]:
        seat: dict[str, Any] = {"name": self.name, "kind": self.kind, "level": self.level}
        if self.person is not None:  # only then: a record without people reads as it always did
            seat["person"] = self.person
        return seat


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
    _written: list[tuple[dict[str, Any], str]] = field(default_factory=list, init=False, repr=False, compare=False)
    """The actions written so far, each with its text (see `_actions_text`)."""

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
        """The record as JSON text, a line a field (the actions on one): written by json's C
        encoder, as an indented dump is written in Python, several times slower, and the whole
        record is written after every move: each action is written once (`_actions_text`)."""
        fields = (f"{json.dumps(name)}: {self._actions_text() if name == 'actions' else json.dumps(value)}"
                  for name, value in self.to_json().items())
        return "{\n" + ",\n".join(fields) + "\n}\n"

    def _actions_text(self) -> str:
        """`json.dumps(self.actions)`, each action written once: the actions only grow at their end
        and lose their last ones to an undo (core/match.py), each a new object; those already
        written are known by identity (and kept, so that a new one never takes an old one's id)."""
        written, actions = self._written, self.actions
        same = min(len(written), len(actions))
        while same and written[same - 1][0] is not actions[same - 1]:  # from the end: the rest before is the same
            same -= 1
        del written[same:]
        written.extend((action, json.dumps(action)) for action in actions[same:])
        return "[" + ", ".join(text for _, text in written) + "]"

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError(NOT_A_RECORD)
        version = data.get("record_version")
        if not isinstance(version, int):
            raise RecordError(NO_VERSION)
        if version > RECORD_VERSION:
            raise RecordError(NEWER(version=version, known=RECORD_VERSION))
        if version < 1:
            raise RecordError(UNKNOWN_VERSION(version=version))
        try:
            seats = [read_seat(item) for item in data["seats"]]
            record = cls(
                game=_plain_id(data["game"], BAD_GAME_ID),
                options=_typed(data["options"], dict, "options"),
                seats=seats,
                seed=data["seed"] if data["seed"] is None else _typed(data["seed"], int, "seed"),
                actions=_typed(data["actions"], list, "actions"),
                created=_created(data.get("created", "")),
                match_id=_plain_id(data.get("match_id", _new_id()), BAD_MATCH_ID),
                finished=_typed(data.get("finished", False), bool, "finished"),
                log=_typed(data.get("log", []), list, "log"),
                user_draws=_typed(data.get("user_draws", []), list, "user_draws"),
                view_state=_typed(data.get("view_state", {}), dict, "view_state"),
            )
        except KeyError as missing:
            raise RecordError(NO_FIELD(name=missing.args[0])) from None
        if not seats:
            raise RecordError(NO_SEATS)
        if not all(isinstance(action, dict) for action in record.actions):
            raise RecordError(ACTION_NOT_OBJECT)
        if not all(isinstance(entry, dict) for entry in record.log):
            raise RecordError(LOG_NOT_OBJECT)
        if not all(type(index) is int and 0 <= index < len(record.actions) for index in record.user_draws):
            raise RecordError(BAD_USER_DRAWS)
        return record

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        """The record in `text`, read with the limits of every file a user may hand the app
        (`core.datafiles.parse_json`), or RecordError saying what is wrong with it."""
        return cls.from_json(parse_json(text, RecordError))


def _plain_id(value: Any, refusal: Words) -> str:
    if not isinstance(value, str) or not _PLAIN_ID.fullmatch(value):
        raise RecordError(refusal)
    return value


def _created(value: Any) -> str:
    """When the game began, as ISO 8601 (empty in a record older than the field)."""
    if not isinstance(value, str):
        raise RecordError(WRONG_TYPE(name="created"))
    if value:
        try:
            _dt.datetime.fromisoformat(value)
        except ValueError:
            raise RecordError(BAD_CREATED) from None
    return value


def _typed(value: Any, kind: type, name: str) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(WRONG_TYPE(name=name))
    return value


def read_seat(item: Any) -> Seat:
    """A seat as a record keeps it, or RecordError saying what is wrong with it."""
    if not isinstance(item, dict):
        raise RecordError(SEAT_NOT_OBJECT)
    name, kind, level = item.get("name"), item.get("kind"), item.get("level")
    if not isinstance(name, str) or kind not in SEAT_KINDS:
        raise RecordError(BAD_SEAT(seat=shown(item)))
    if level is not None and not isinstance(level, str):
        raise RecordError(BAD_LEVEL(seat=shown(item)))
    person = item.get("person")
    if person is not None and (not isinstance(person, str) or not _PLAIN_ID.fullmatch(person)):
        raise RecordError(BAD_PERSON(seat=shown(item)))
    return Seat(name, kind, level, person)
