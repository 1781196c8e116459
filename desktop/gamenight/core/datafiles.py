"""Reading JSON the app did not write itself: saved game records, and the data files a user
chooses (deck files). Every such text gets the same limits: its size, how deep it nests, no
key twice in one object, no number too big to be real, and messages a user can act on.
Data files also have an envelope, {"format": ..., "version": 1, ...}, checked by `read_document`."""
from __future__ import annotations

import json
import re
from typing import Any

MAX_DOCUMENT_BYTES = 4 * 1024 * 1024
"""No record, settings or data file is anywhere near this; a bigger one is refused, not read."""
MAX_NESTING = 64
"""Records and data files are a few levels deep; deeper JSON is refused before parsing (it could
exhaust the stack)."""
MAX_INT = 2**63

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')  # unrolled: fast on a long string
_BRACKET = re.compile(r"[\[\]{}]")


def check_nesting(text: str, what: str, error: type[ValueError], limit: int = MAX_NESTING) -> None:
    """`error` if brackets outside strings nest deeper than `limit`."""
    depth = 0
    for bracket in _BRACKET.finditer(_STRING.sub("", text)):
        depth += 1 if bracket.group() in "[{" else -1
        if depth > limit:
            raise error(f"the {what} is damaged (nested more than {limit} levels deep)")


def parse_json(text: str, what: str, error: type[ValueError]) -> Any:
    """`text` parsed, or `error` saying in plain words why not (`what`: "record", "Goker deck file")."""
    if len(text) > MAX_DOCUMENT_BYTES:  # a character is at least a byte: a file within the limit passes
        raise error(f"the {what} is too big ({len(text)} characters; at most {MAX_DOCUMENT_BYTES} are read)")
    check_nesting(text, what, error)

    def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key, value in pairs:
            if key in data:
                raise error(f"the {what} is damaged ({_short(key)} is given twice)")
            data[key] = value
        return data

    def bounded_int(digits: str) -> int:
        if len(digits.lstrip("-")) > 19 or abs(int(digits)) >= MAX_INT:
            raise error(f"the {what} holds a number too big to be real ({digits[:24]}...)")
        return int(digits)

    def finite_float(number: str) -> float:
        value = float(number)
        if value in (float("inf"), float("-inf")):
            raise error(f"the {what} holds a number too big to be real ({number[:24]}...)")
        return value

    def no_constant(name: str) -> None:
        raise error(f"the {what} holds {name}, which is not a number")

    try:
        return json.loads(text, object_pairs_hook=unique_keys, parse_int=bounded_int, parse_float=finite_float,
                          parse_constant=no_constant)
    except json.JSONDecodeError as problem:
        raise error(f"the {what} is damaged (not valid JSON: {problem.msg} at line {problem.lineno})") from None
    except error:
        raise
    except (ValueError, RecursionError) as problem:
        raise error(f"the {what} is damaged ({problem})") from None


def _short(key: str) -> str:
    return json.dumps(key if len(key) <= 40 else key[:40] + "\u2026")


def read_document(text: str, file_format: str, what: str, error: type[ValueError], version: int = 1) -> dict[str, Any]:
    """The parsed document, or `error` saying what is wrong with it (`what`: "deck file")."""
    data = parse_json(text, what, error)
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise error(f"this is not a {what}")
    if data.get("version") != version:
        raise error(f"unknown {what} version {data.get('version')!r}")
    return data
