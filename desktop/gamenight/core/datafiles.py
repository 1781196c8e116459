"""Reading the app's JSON data files (deck files, board sets): the envelope every one of them
has, {"format": ..., "version": 1, ...}, checked with messages a user can act on."""
from __future__ import annotations

import json
from typing import Any


def read_document(text: str, file_format: str, what: str, error: type[ValueError], version: int = 1) -> dict[str, Any]:
    """The parsed document, or `error` saying what is wrong with it (`what`: "deck file")."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as problem:
        raise error(f"the {what} is damaged (not valid JSON: {problem.msg} at line {problem.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise error(f"this is not a {what}")
    if data.get("version") != version:
        raise error(f"unknown {what} version {data.get('version')!r}")
    return data
