"""The views a broadcast sends, as JSON text, written with as little work and sent in as few bytes
as they can be.

After a change every phone is sent its view. A part several of those views share (the same
written object: Pokeno's boards, Goker's deck, the names, the events, the night's standings; see
`codec.encode`'s memo) is written as text once for all of them. And a field of a view message
that is a list or an object of `KEPT_BYTES` or more (Goker's deck, the night's standings), the
same as in the last view that socket was sent, is left out and named in `kept`: the phone has it
already (docs/protocol.md, "Fields a phone has already"). Nothing else is left out or added: a
view sent this way is its message, less what the phone has."""
from __future__ import annotations

import functools
import json
from typing import Any

KEPT_BYTES = 512
"""A view field at least this long (as text) is left out for a socket that has it already."""

Held = dict[str, str]
"""The fields of the last view a socket was sent that are lists or objects, as text, by their path
("night", "view.deck")."""


_JSON = json.JSONEncoder(separators=(",", ":"))


def dumps(value: Any) -> str:
    return _JSON.encode(value)


class Writer:
    """Writes the messages of one broadcast (built from one state of the game)."""

    def __init__(self) -> None:
        self._texts: dict[int, tuple[Any, str]] = {}
        self._objects: dict[int, tuple[dict, str, Held]] = {}

    def message(self, message: dict[str, Any], held: Held | None) -> tuple[str, Held | None]:
        """`message` as text for a socket whose last view had the fields `held` (None: write it
        whole), and what the socket holds once it has it (None unless it is a view)."""
        if message.get("type") != "view":
            return dumps(message), None
        head, outer = self._object(message, "", apart="view")
        body, inner = self._object(message["view"], "view.")
        fields = {**outer, **inner}
        kept = [] if held is None else [path for path, text in fields.items()
                                        if len(text) >= KEPT_BYTES and held.get(path) == text]
        view = ",".join([body] * bool(body) + [f"{_key(path[5:])}{inner[path]}" for path in inner if path not in kept])
        parts = [head] * bool(head) + [f"{_key(path)}{outer[path]}" for path in outer if path not in kept]
        parts.append(f'"view":{{{view}}}')
        if kept:
            parts.append(f'"kept":{dumps(kept)}')
        return "{" + ",".join(parts) + "}", fields

    def _object(self, value: dict[str, Any], prefix: str, apart: str | None = None) -> tuple[str, Held]:
        """An object's plain fields (text, numbers, true, false, null) as text, the inside of an
        object; and its others (lists, objects) each as text, by their path (`prefix` and name),
        but the field `apart` (a message's view: written apart)."""
        known = self._objects.get(id(value))
        if known is not None and known[0] is value:
            return known[1], known[2]
        others = {f"{prefix}{name}": self._text(item) for name, item in value.items()
                  if isinstance(item, (dict, list)) and name != apart}
        plain = dumps({name: item for name, item in value.items() if not isinstance(item, (dict, list))})[1:-1]
        self._objects[id(value)] = (value, plain, others)
        return plain, others

    def _text(self, value: dict | list) -> str:
        """A list or object as JSON, written once a broadcast however many messages hold it (an
        object made for one message, as the night's field for each person, has its lists and
        objects written so: the standings once)."""
        known = self._texts.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
        if isinstance(value, dict):
            plain, others = self._object(value, "")
            parts = [plain] * bool(plain) + [f"{_key(name)}{part}" for name, part in others.items()]
            text = "{" + ",".join(parts) + "}"
        else:
            text = dumps(value)
        self._texts[id(value)] = (value, text)  # the value is kept, so its id is not reused meanwhile
        return text


@functools.cache
def _key(name: str) -> str:
    """A field's name as written before its value (a few dozen names, written for every message)."""
    return f"{dumps(name)}:"


def whole_view(message: dict[str, Any], last: dict[str, Any] | None) -> dict[str, Any]:
    """A view as a phone reads it: the fields it names in `kept` ("night", "view.deck") taken from
    `last`, the last view that socket received (as the phone page does; Python clients, the tests,
    read views this way)."""
    for path in message.pop("kept", []):
        assert last is not None, "a view kept fields from no view"
        name = path.removeprefix("view.")
        if name == path:
            message[name] = last[name]
        else:
            message["view"][name] = last["view"][name]
    return message
