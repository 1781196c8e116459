"""Reading JSON the app did not write itself: saved game records, settings, and the data files a
user chooses (deck files). Every such text gets the same limits: its size, how deep it nests, no
key twice in one object, no number too big to be real, and reasons a user can act on.
Data files also have an envelope, {"format": ..., "version": 1, ...}, checked by `read_document`.

A reason is a whole clause about the text ("it is damaged: ..."), in `Words` translated where it
is shown; the sentence around it (the caller's) names the file."""
from __future__ import annotations

import json
import re
from typing import Any

from gamenight.core.words import Refusal, Text, Words, words

MAX_DOCUMENT_BYTES = 4 * 1024 * 1024
"""No record, settings or data file is anywhere near this; a bigger one is refused, not read."""
MAX_NESTING = 64
"""Records and data files are a few levels deep; deeper JSON is refused before parsing (it could
exhaust the stack)."""
MAX_INT = 2**63

TOO_BIG = words("files", "it is too big ({size} characters; at most {limit} are read)")
TOO_DEEP = words("files", "it is damaged: nested more than {limit} levels deep")
GIVEN_TWICE = words("files", "it is damaged: {key} is given twice")
NUMBER_TOO_BIG = words("files", "it holds a number too big to be real ({digits}...)")
NOT_A_NUMBER = words("files", "it holds {name}, which is not a number")
NOT_JSON = words("files", "it is damaged: not valid JSON, {problem} at line {line}")
DAMAGED = words("files", "it is damaged ({problem})")
NEWER = words("files", "it is version {version}, made by a newer Game Night; this one reads up to {known}")
UNKNOWN_VERSION = words("files", "its version ({version}) is unknown")

_JSON_PROBLEMS = (  # the json module's messages, by how they begin
    ("Expecting value", words("files", "a value is missing")),
    ("Expecting property name", words("files", "a name in double quotes is missing")),
    ("Expecting ':'", words("files", "a colon is missing")),
    ("Expecting ','", words("files", "a comma is missing")),
    ("Unterminated string", words("files", "a text is not closed by a double quote")),
    ("Invalid control character", words("files", "a text holds a control character")),
    ("Invalid \\uXXXX", words("files", "a text holds a broken \\u escape")),
    ("Invalid \\escape", words("files", "a text holds a broken \\ escape")),
    ("Extra data", words("files", "more follows the end of the data")),
)

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')  # unrolled: fast on a long string
_BRACKET = re.compile(r"[\[\]{}]")


def check_nesting(text: str, error: type[Refusal], limit: int = MAX_NESTING) -> None:
    """`error` if brackets outside strings nest deeper than `limit`."""
    depth = 0
    for bracket in _BRACKET.finditer(_STRING.sub("", text)):
        depth += 1 if bracket.group() in "[{" else -1
        if depth > limit:
            raise error(TOO_DEEP(limit=limit))


def parse_json(text: str, error: type[Refusal]) -> Any:
    """`text` parsed, or `error` saying in plain words why not."""
    if len(text) > MAX_DOCUMENT_BYTES:  # a character is at least a byte: a file within the limit passes
        raise error(TOO_BIG(size=len(text), limit=MAX_DOCUMENT_BYTES))
    check_nesting(text, error)

    def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key, value in pairs:
            if key in data:
                raise error(GIVEN_TWICE(key=_short(key)))
            data[key] = value
        return data

    def bounded_int(digits: str) -> int:
        if len(digits.lstrip("-")) > 19 or abs(int(digits)) >= MAX_INT:
            raise error(NUMBER_TOO_BIG(digits=digits[:24]))
        return int(digits)

    def finite_float(number: str) -> float:
        value = float(number)
        if value in (float("inf"), float("-inf")):
            raise error(NUMBER_TOO_BIG(digits=number[:24]))
        return value

    def no_constant(name: str) -> None:
        raise error(NOT_A_NUMBER(name=name))

    try:
        return json.loads(text, object_pairs_hook=unique_keys, parse_int=bounded_int, parse_float=finite_float,
                          parse_constant=no_constant)
    except json.JSONDecodeError as problem:
        raise error(NOT_JSON(problem=json_problem(problem.msg), line=problem.lineno)) from None
    except error:
        raise
    except (ValueError, RecursionError) as problem:
        raise error(DAMAGED(problem=str(problem) or type(problem).__name__)) from None


def json_problem(message: str) -> Text:
    """The json module's `message` in words translated where shown (one it has no words for stays
    as the module says it)."""
    for start, said in _JSON_PROBLEMS:
        if message.startswith(start):
            return said
    return message


def _short(key: str) -> str:
    return json.dumps(key if len(key) <= 40 else key[:40] + "\u2026")


def shown(value: Any) -> str:
    """`value` (something found in a file) for a reason: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def read_document(text: str, file_format: str, error: type[Refusal], not_this_kind: Words,
                  version: int = 1) -> dict[str, Any]:
    """The parsed document, or `error` saying what is wrong with it (`not_this_kind`: the reason
    for a document of another format, "it is not a Goker deck file")."""
    data = parse_json(text, error)
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise error(not_this_kind)
    found = data.get("version")
    if found == version and type(found) is int:
        return data
    if type(found) is int and found > version:
        raise error(NEWER(version=found, known=version))
    raise error(UNKNOWN_VERSION(version=shown(found)))
