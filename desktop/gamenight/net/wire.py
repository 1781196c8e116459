"""The views a broadcast sends, as JSON text, written with as little work and sent in as few bytes
as they can be.

After a change every phone is sent its view. A part several of those views share (the same
written object: Pokeno's boards, Goker's deck, the names, the events, the night's standings; see
`codec.encode`'s memo) is written as text once for all of them. And a field of a view that is
`KEPT_BYTES` or longer and the same as in the last view that socket was sent is left out and named
in `kept`: the phone has it already (docs/protocol.md, "Fields a phone has already"). Only what
the message holds is ever written: a view sent this way is its message, less what the phone has."""
from __future__ import annotations

import json
from typing import Any

KEPT_BYTES = 512
"""A view field at least this long (as text) is left out for a socket that has it already."""

Held = dict[str, str]
"""The fields of the last view a socket was sent, as text, by name."""


_JSON = json.JSONEncoder(separators=(",", ":"))


def dumps(value: Any) -> str:
    return _JSON.encode(value)


class Writer:
    """Writes the messages of one broadcast (built from one state of the game)."""

    def __init__(self) -> None:
        self._texts: dict[int, tuple[Any, str]] = {}
        self._views: dict[int, tuple[dict, str, Held]] = {}
        self._heads: dict[int, tuple[dict, str]] = {}

    def message(self, message: dict[str, Any], held: Held | None) -> tuple[str, Held | None]:
        """`message` as text for a socket whose last view had the fields `held` (None: write it
        whole), and what the socket holds once it has it (None unless it is a view)."""
        if message.get("type") != "view":
            return dumps(message), None
        plain, fields = self._view(message["view"])
        kept = [] if held is None else [name for name, text in fields.items()
                                        if len(text) >= KEPT_BYTES and held.get(name) == text]
        view = [plain] if plain else []
        view += [f"{_key(name)}{text}" for name, text in fields.items() if name not in kept]
        tail = f',"kept":{dumps(kept)}}}' if kept else "}"
        return f'{self._head(message)},"view":{{{",".join(view)}}}{tail}', fields

    def _head(self, message: dict[str, Any]) -> str:
        """The message but its view, as an object's text without its closing brace."""
        known = self._heads.get(id(message))
        if known is not None and known[0] is message:
            return known[1]
        head = self._object({key: value for key, value in message.items() if key != "view"})[:-1]
        self._heads[id(message)] = (message, head)
        return head

    def _view(self, view: dict[str, Any]) -> tuple[str, Held]:
        """A view's plain fields as text (the inside of an object), and its others by name."""
        known = self._views.get(id(view))
        if known is not None and known[0] is view:
            return known[1], known[2]
        fields = {name: self._text(value) for name, value in view.items() if isinstance(value, (dict, list))}
        plain = dumps({name: value for name, value in view.items() if name not in fields})[1:-1]
        self._views[id(view)] = (view, plain, fields)
        return plain, fields

    def _object(self, value: dict[str, Any]) -> str:
        parts = [dumps({key: item for key, item in value.items() if not isinstance(item, (dict, list))})[1:-1]]
        parts += [f"{_key(key)}{self._text(item)}" for key, item in value.items() if isinstance(item, (dict, list))]
        return "{" + ",".join(part for part in parts if part) + "}"

    def _text(self, value: dict | list) -> str:
        """A list or object as JSON, written once a broadcast however many messages hold it."""
        known = self._texts.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
        text = dumps(value)
        self._texts[id(value)] = (value, text)  # the value is kept, so its id is not reused meanwhile
        return text


def _key(name: str) -> str:
    return f"{dumps(name)}:"


def whole_view(message: dict[str, Any], last: dict[str, Any] | None) -> dict[str, Any]:
    """A view as a phone reads it: the fields it names in `kept` taken from `last`, the last view
    that socket received (as the phone page does; Python clients, the tests, read views this way)."""
    kept = message.pop("kept", None)
    if kept:
        assert last is not None, "a view kept fields from no view"
        message["view"].update({name: last["view"][name] for name in kept})
    return message
