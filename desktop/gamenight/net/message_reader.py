"""A phone's message read with care: JSON text of bounded depth, or a refusal in words. Python's
JSON reader recurses once a level, so a small message nested thousands deep would raise
RecursionError instead of being refused: deeper than the limit is refused, whether the reader
got that far or not. And the player's name a hello gives, cleaned."""
from __future__ import annotations

import json
import re
from typing import Any

from gamenight.core.words import Refusal, words

BINARY = words("PhoneServer", "That message was binary: the host reads JSON text only.")
NOT_JSON = words("PhoneServer", "That message was not JSON.")
TOO_DEEP = words("PhoneServer", "That message nests deeper than {depth} levels.")
NAME_LENGTH = 24


def read_message(payload: str | bytes, depth: int) -> Any:
    """The JSON value of a text message no deeper than `depth`; Refusal for anything else."""
    if not isinstance(payload, str):
        raise Refusal(BINARY)
    try:
        data = json.loads(payload)
    except RecursionError:
        raise Refusal(TOO_DEEP(depth=depth)) from None
    except ValueError:
        raise Refusal(NOT_JSON) from None
    if _deeper_than(data, depth):
        raise Refusal(TOO_DEEP(depth=depth))
    return data


def _deeper_than(data: Any, depth: int) -> bool:
    """Whether `data` nests more than `depth` lists and objects deep (walked without recursion)."""
    level: list[Any] = [data]
    for _ in range(depth):
        level = [child for value in level if isinstance(value, (dict, list))
                 for child in (value.values() if isinstance(value, dict) else value)]
        if not level:
            return False
    return any(isinstance(value, (dict, list)) for value in level)


def player_name(value: Any) -> str:
    """A player's name as a phone sent it: text only, no control characters, at most 24 characters."""
    if not isinstance(value, str):
        return ""
    return re.sub(r"[\x00-\x1f\x7f]", "", value).strip()[:NAME_LENGTH]
