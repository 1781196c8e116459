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
import weakref
from collections.abc import Callable, Iterable
from json import encoder
from typing import Any, NamedTuple

KEPT_BYTES = 512
"""A view field at least this long (as text) is left out for a socket that has it already."""

Held = dict[str, str]
"""The fields of the last view a socket was sent that are lists or objects, as text, by their path
("night", "view.deck")."""


_JSON = json.JSONEncoder(separators=(",", ":"))
_C_WRITER = getattr(encoder, "c_make_encoder", None)
_WRITE: Callable[[Any, int], Iterable[str]] = (lambda value, _level: _JSON.iterencode(value)) if _C_WRITER is None \
    else _C_WRITER(None, _JSON.default, encoder.encode_basestring_ascii, None, ":", ",", False, False, True)
"""json's C writer made once, not once a value as `JSONEncoder.encode` makes it (a broadcast writes a
hundred small values); views hold no cycles, so it looks for none."""


def dumps(value: Any) -> str:
    return "".join(_WRITE(value, 0)) if isinstance(value, (dict, list)) else _JSON.encode(value)


class Lasting(dict):
    """An object of views that nothing changes while it lives (a new one takes its place), and
    that many broadcasts hold: its text is written once, not once a broadcast (the night's band,
    3.7 KB, the same through most of a game)."""


_LASTING: dict[int, tuple[weakref.ref, str]] = {}
"""The text of each `Lasting` object alive, by its id (the entry goes with the object)."""


def _lasting_text(value: Lasting, write: Callable[[], str]) -> str:
    known = _LASTING.get(id(value))
    if known is not None and known[0]() is value:
        return known[1]
    key = id(value)
    text = write()
    _LASTING[key] = (weakref.ref(value, lambda _gone: _LASTING.pop(key, None)), text)
    return text


class Writer:
    """Writes the messages of one broadcast (built from one state of the game)."""

    def __init__(self) -> None:
        self._texts: dict[int, tuple[Any, str]] = {}
        self._objects: dict[int, tuple[dict, _Written]] = {}
        self._views: dict[tuple[int, tuple[str, ...]], str] = {}
        """The inside of a view, by the view (kept in `_objects`) and the fields left out of it."""
        self._messages: dict[tuple[int, tuple[str, ...]], str] = {}
        """A view message as written, by the message (kept in `_objects`) and the fields left out:
        a message sent to many sockets (everyone watching) is one text."""
        self._held: dict[int, Held] = {}
        """What a socket holds once it has a message, by the message (one for all its sockets:
        nothing changes it)."""

    def message(self, message: dict[str, Any], held: Held | None) -> tuple[str, Held | None]:
        """`message` as text for a socket whose last view had the fields `held` (None: write it
        whole), and what the socket holds once it has it (None unless it is a view)."""
        if message.get("type") != "view":
            return dumps(message), None
        outer = self._object(message, "", apart="view")
        view = message["view"]
        inner = self._object(view, "view.")
        kept = () if held is None else tuple(
            [path for path in outer.long if held.get(path) == outer.others[path]] +
            [path for path in inner.long if held.get(path) == inner.others[path]])
        held_now = self._held.get(id(message))
        if held_now is None:
            held_now = self._held[id(message)] = {**outer.others, **inner.others}
        text = self._messages.get((id(message), kept))
        if text is not None:
            return text, held_now
        inside = self._views.get((id(view), kept))
        if inside is None:
            inside = self._views[(id(view), kept)] = ",".join(
                [inner.plain] * bool(inner.plain) + [part for path, part in inner.parts.items() if path not in kept])
        parts = [outer.plain] * bool(outer.plain) + [part for path, part in outer.parts.items() if path not in kept]
        parts.append(f'"view":{{{inside}}}')
        if kept:
            parts.append(f'"kept":{dumps(list(kept))}')
        text = self._messages[(id(message), kept)] = "{" + ",".join(parts) + "}"
        return text, held_now

    def _object(self, value: dict[str, Any], prefix: str, apart: str | None = None) -> _Written:
        """An object written (see `_Written`): its others by their path (`prefix` and name), but
        the field `apart` (a message's view: written apart)."""
        known = self._objects.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
        others, parts, plain = {}, {}, {}
        for name, item in value.items():
            if type(item) is dict or type(item) is list or isinstance(item, (dict, list)):
                if name != apart:
                    text = self._text(item)
                    others[f"{prefix}{name}"] = text
                    parts[f"{prefix}{name}"] = f"{_key(name)}{text}"
            else:
                plain[name] = item
        written = _Written("".join(_WRITE(plain, 0))[1:-1], others, parts,
                           tuple(path for path, text in others.items() if len(text) >= KEPT_BYTES))
        self._objects[id(value)] = (value, written)  # the value is kept, so its id is not reused meanwhile
        return written

    def _text(self, value: dict | list) -> str:
        """A list or object as JSON, written once a broadcast however many messages hold it (an
        object made for one message, as the night's field for each person, has its lists and
        objects written so: the standings once)."""
        known = self._texts.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
        if type(value) is Lasting:
            text = _lasting_text(value, lambda: self._written_object(value))
        elif isinstance(value, dict):
            text = self._written_object(value)
        else:
            text = dumps(value)
        self._texts[id(value)] = (value, text)  # the value is kept, so its id is not reused meanwhile
        return text

    def _written_object(self, value: dict) -> str:
        written = self._object(value, "")
        return "{" + ",".join([written.plain] * bool(written.plain) + list(written.parts.values())) + "}"


class _Written(NamedTuple):
    """An object as a broadcast writes it."""

    plain: str
    """Its plain fields (text, numbers, true, false, null) as text, the inside of an object."""
    others: Held
    """Its lists and objects, each as text, by their path."""
    parts: dict[str, str]
    """The same, each with its name before it ('"name":text')."""
    long: tuple[str, ...]
    """The paths of those of `KEPT_BYTES` or more: a socket that has one is not sent it again."""


@functools.cache
def _key(name: str) -> str:
    """A field's name as written before its value (a few dozen names, written for every message)."""
    return f"{dumps(name)}:"


def whole_view(message: dict[str, Any], last: dict[str, Any] | None) -> dict[str, Any]:
    """A view as a phone reads it: the fields it names in `kept` ("night", "view.deck") taken from
    `last`, the last view that socket received, and so the night's `person` when its band leaves it
    out (as the phone page does; Python clients, the tests, read views this way)."""
    for path in message.pop("kept", []):
        assert last is not None, "a view kept fields from no view"
        name = path.removeprefix("view.")
        if name == path:
            message[name] = last[name]
        else:
            message["view"][name] = last["view"][name]
    band = message.get("night")
    if band is not None and "person" not in band:
        assert last is not None, "a night's band left out the person with no view before"
        band["person"] = last["night"]["person"]
    return message
