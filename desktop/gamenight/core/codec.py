"""The table's language: any view or action as JSON and back, by its type.

Values are written by what they are: a value class with a `code` and a `parse` (a card, a tile)
as its code, an enum by its member's name, a dataclass as an object of its fields, a tuple, list
or set as a list, a mapping as an object, an engine's `Words` as their English (or in a reader's
language, given a `say`), and plain numbers, text, true, false and null as they are. Reading goes
the other way, led by the type hints of the class being read, and refuses anything that does not
fit with the place it was found ("view.rack[3]: not a tile code").

A message crossing a wire (or a file) carries the format it was written in (`FORMAT`);
`check_format` refuses one from a newer Game Night with a message that says so.
"""
from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from gamenight.core.words import Words

FORMAT = 1
"""The version of the JSON that views and messages are written in. Raise it when a reader of
the old format could misread the new one."""

T = TypeVar("T")


class CodecError(ValueError):
    """A value that cannot be read as the type asked for; the message names where and why."""


def encode(value: Any, memo: dict[int, tuple[Any, Any]] | None = None, say: Callable[[Words], str] = str) -> Any:
    """`value` as plain JSON data (dicts, lists, text, numbers, true, false, null); the engine's
    words in it (a Pokeno roll, a Goker pattern's title) put in a reader's language by `say`
    (English by default). Views written one after another (every seat's, after one action) share a
    `memo`: a frozen part they have in common (the boards, the rounds) is then written once. A memo
    holds words as said once: one memo for one `say`. The frozen parts are the dataclasses and the
    tuples and frozensets: a view often hands every seat the same ones (a table's boards), whose
    written form is then the same object in every view (net/wire.py writes it as text once)."""
    kind = _kind(value)
    if kind is _Kind.PLAIN:
        return value
    if kind is _Kind.CODE:
        return value.code
    if memo is not None and kind in _FROZEN:
        known = memo.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
        written = _encode(value, kind, memo, say)
        memo[id(value)] = (value, written)  # the value is kept, so its id is not reused meanwhile
        return written
    return _encode(value, kind, memo, say)


class _Kind:
    """How a value is written, by its type (`_kind`); text, not an enum, as sets of kinds are
    looked in for every value written."""

    PLAIN = "as it is"
    ENUM = "its member's name"
    CODE = "its code"
    WORDS = "said"
    DATACLASS = "an object of its fields"
    TUPLE = "a list (frozen)"
    LIST = "a list"
    FROZENSET = "a sorted list (frozen)"
    SET = "a sorted list"
    MAPPING = "an object"
    OTHER = "not written"


_FROZEN = frozenset({_Kind.DATACLASS, _Kind.TUPLE, _Kind.FROZENSET})
"""The kinds a memo keeps (frozen ones, or dataclasses: see `encode`)."""
_FIXED = frozenset({_Kind.PLAIN, _Kind.ENUM, _Kind.CODE, _Kind.WORDS})
"""The kinds whose values never change."""
_KINDS: dict[type, str] = {}
"""Each type's kind, found once a type (views write thousands of values of a few types)."""


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
"""Each dataclass's fields' names, found once a class."""


def field_names(cls: type) -> tuple[str, ...]:
    """A dataclass's fields' names, in their order."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(field.name for field in dataclasses.fields(cls))
    return names


def _kind(value: Any) -> str:
    kind = _KINDS.get(type(value))
    if kind is None:
        kind = _KINDS[type(value)] = _kind_of(value)
    return kind


def _kind_of(value: Any) -> str:
    if isinstance(value, enum.Enum):
        return _Kind.ENUM
    if value is None or isinstance(value, (bool, int, float, str)):
        return _Kind.PLAIN
    if hasattr(type(value), "parse") and hasattr(value, "code"):
        return _Kind.CODE
    if isinstance(value, Words):
        return _Kind.WORDS
    if isinstance(value, type):
        return _Kind.OTHER
    if dataclasses.is_dataclass(value):
        return _Kind.DATACLASS
    if isinstance(value, (tuple, list)):
        return _Kind.TUPLE if isinstance(value, tuple) else _Kind.LIST
    if isinstance(value, (set, frozenset)):
        return _Kind.FROZENSET if isinstance(value, frozenset) else _Kind.SET
    if isinstance(value, Mapping):
        return _Kind.MAPPING
    return _Kind.OTHER


class Memo(dict):
    """A memo (see `encode`) that outlives one round of writing: `next()` starts the next round
    (every seat's view after the next change), keeping what the last round wrote of values that
    can never change, so what stays the same from one state to the next (Pokeno's boards, Goker's
    deck's grids) is written once a game, not once a change. A value that can never change is a
    frozen dataclass, a tuple or a frozenset holding only such values, text, numbers, enums and
    codes (cards, tiles); the rest (a dict in a view, anything else a round keeps here: net/host.py
    keeps the names, the events) is dropped by `next()`. Values not written in the last round are
    dropped too, so it holds what one state of a game holds. Only for the one `say` it is used with."""

    def __init__(self) -> None:
        super().__init__()
        self._used: set[int] = set()

    def get(self, key: Any, default: Any = None) -> Any:
        found = dict.get(self, key, default)
        if found is not default:
            self._used.add(key)
        return found

    def __setitem__(self, key: Any, entry: Any) -> None:
        dict.__setitem__(self, key, entry)
        self._used.add(key)

    def next(self) -> None:
        """Start the next round of writing."""
        found: dict[int, bool] = {}
        carried = {}
        for key in self._used:
            if not isinstance(key, int):
                continue  # a key of the round's own (net/host.py's names, events)
            entry = dict.__getitem__(self, key)
            if len(entry) == 3 or self._unchanging(entry[0], found):
                carried[key] = entry if len(entry) == 3 else (entry[0], entry[1], True)
        self.clear()
        dict.update(self, carried)
        self._used = set()

    def _unchanging(self, value: Any, found: dict[int, bool]) -> bool:
        """Whether `value` can never change (`found`: the values answered for in this round, by id)."""
        kind = _kind(value)
        if kind in _FIXED:
            return True
        known = dict.get(self, id(value))
        if known is not None and known[0] is value and len(known) == 3:
            return True  # found so in an earlier round
        answer = found.get(id(value))
        if answer is None:
            answer = found[id(value)] = self._answer(value, kind, found)
        return answer

    def _answer(self, value: Any, kind: str, found: dict[int, bool]) -> bool:
        if kind is _Kind.TUPLE or kind is _Kind.FROZENSET:  # most items are tiles, cards, numbers: asked of their type
            return all(_KINDS.get(type(item)) in _FIXED or self._unchanging(item, found) for item in value)
        params = getattr(type(value), "__dataclass_params__", None)
        return kind is _Kind.DATACLASS and params is not None and params.frozen and all(
            self._unchanging(getattr(value, name), found) for name in field_names(type(value)))


_PLAIN = frozenset({int, float, str, bool, type(None)})
"""The types written as they are (exactly these: an enum that is an int is written by its name)."""


def _encode(value: Any, kind: str, memo: dict[int, tuple[Any, Any]] | None, say: Callable[[Words], str]) -> Any:
    if kind is _Kind.PLAIN:
        return value
    if kind is _Kind.ENUM:
        return value.name
    if kind is _Kind.CODE:
        return value.code
    if kind is _Kind.WORDS:
        return say(value)
    if kind is _Kind.DATACLASS:
        return {name: encode(getattr(value, name), memo, say) for name in field_names(type(value))}
    if kind is _Kind.TUPLE or kind is _Kind.LIST:
        if all(type(item) in _PLAIN for item in value):
            return list(value)  # numbers or text (Goker's balls), as they are
        first = type(value[0])
        if _KINDS.get(first) is _Kind.CODE and all(type(item) is first for item in value):
            return [item.code for item in value]  # cards or tiles (a hand, a rack)
        return [encode(item, memo, say) for item in value]
    if kind is _Kind.FROZENSET or kind is _Kind.SET:
        items = list(value) if all(type(item) in _PLAIN for item in value) else \
            [encode(item, memo, say) for item in value]
        try:
            return sorted(items)  # numbers or codes: in their order, the same every time
        except TypeError:
            return sorted(items, key=repr)
    if kind is _Kind.MAPPING:
        return {str(key): encode(item, memo, say) for key, item in value.items()}
    raise CodecError(f"cannot write a {type(value).__name__} as JSON")


def decode(data: Any, hint: Any, where: str = "value") -> Any:
    """`data` (plain JSON data) read as the type `hint`; `where` names the place in messages."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if data is None and type(None) in options:
            return None
        inner = [option for option in options if option is not type(None)]
        if len(inner) == 1:
            return decode(data, inner[0], where)
        for option in inner:
            try:
                return decode(data, option, where)
            except CodecError:
                continue
        raise CodecError(f"{where}: {data!r} fits none of {hint}")
    if origin is tuple:
        return _decode_tuple(data, typing.get_args(hint), where)
    if origin in (list, set, frozenset):
        items = _items(data, where)
        (arg,) = typing.get_args(hint)
        return origin(decode(item, arg, f"{where}[{i}]") for i, item in enumerate(items))
    if origin in (dict, Mapping):
        if not isinstance(data, dict):
            raise CodecError(f"{where}: expected an object, got {_short(data)}")
        key_hint, value_hint = typing.get_args(hint)
        return {decode(_key(key, key_hint), key_hint, f"{where}.{key}"): decode(item, value_hint, f"{where}.{key}")
                for key, item in data.items()}
    if isinstance(hint, type):
        return _decode_class(data, hint, where)
    raise CodecError(f"{where}: cannot read values of type {hint!r}")


def _decode_tuple(data: Any, args: tuple, where: str) -> tuple:
    items = _items(data, where)
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(decode(item, args[0], f"{where}[{i}]") for i, item in enumerate(items))
    if len(args) != len(items):
        raise CodecError(f"{where}: expected {len(args)} items, got {len(items)}")
    return tuple(decode(item, arg, f"{where}[{i}]") for i, (arg, item) in enumerate(zip(args, items, strict=False)))


def _decode_class(data: Any, hint: type, where: str) -> Any:
    if issubclass(hint, enum.Enum):
        if not isinstance(data, str) or data not in hint.__members__:
            raise CodecError(f"{where}: expected one of {', '.join(hint.__members__)}, got {_short(data)}")
        return hint[data]
    if hasattr(hint, "parse"):
        if not isinstance(data, str):
            raise CodecError(f"{where}: expected a {hint.__name__.lower()} code, got {_short(data)}")
        try:
            return hint.parse(data)
        except ValueError as error:
            raise CodecError(f"{where}: {error}") from None
    if dataclasses.is_dataclass(hint):
        return _decode_dataclass(data, hint, where)
    if hint is bool:
        if not isinstance(data, bool):
            raise CodecError(f"{where}: expected true or false, got {_short(data)}")
        return data
    if hint is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise CodecError(f"{where}: expected a whole number, got {_short(data)}")
        return data
    if hint is float:
        if not isinstance(data, (int, float)) or isinstance(data, bool):
            raise CodecError(f"{where}: expected a number, got {_short(data)}")
        return float(data)
    if hint is str:
        if not isinstance(data, str):
            raise CodecError(f"{where}: expected text, got {_short(data)}")
        return data
    if hint is type(None):
        if data is not None:
            raise CodecError(f"{where}: expected null, got {_short(data)}")
        return None
    raise CodecError(f"{where}: cannot read values of type {hint.__name__}")


def _decode_dataclass(data: Any, cls: type, where: str) -> Any:
    if not isinstance(data, dict):
        raise CodecError(f"{where}: expected an object, got {_short(data)}")
    fields = [field for field in dataclasses.fields(cls) if field.init]
    names = {field.name for field in fields}
    extra = set(data) - names - {"kind"}
    if extra:
        raise CodecError(f"{where}: unexpected fields {sorted(extra)}")
    hints = type_hints(cls)
    values = {}
    for field in fields:
        if field.name in data:
            values[field.name] = decode(data[field.name], hints[field.name], f"{where}.{field.name}")
        elif field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            raise CodecError(f"{where}: missing field {field.name!r}")
    return cls(**values)


_HINTS: dict[type, dict[str, Any]] = {}


def type_hints(cls: type) -> dict[str, Any]:
    """A class's type hints, worked out once (`typing.get_type_hints` reads its annotations' text
    anew each time: a phone's every move is read through them)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _items(data: Any, where: str) -> list:
    if not isinstance(data, list):
        raise CodecError(f"{where}: expected a list, got {_short(data)}")
    return data


def _key(key: str, hint: Any) -> Any:
    """Object keys are text in JSON: a mapping with whole-number keys reads them back as numbers."""
    if hint is int and key.lstrip("-").isdigit():
        return int(key)
    return key


def _short(data: Any) -> str:
    text = repr(data)
    return text if len(text) <= 40 else text[:37] + "..."


def check_format(message: Any) -> None:
    """Refuse a message or record that is not an object carrying a format this version can read."""
    if not isinstance(message, dict):
        raise CodecError(f"a message is a JSON object, not {_short(message)}")
    version = message.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise CodecError("the message does not say which format it is written in")
    if version > FORMAT:
        raise CodecError(f"the message is in format {version}, made by a newer Game Night; "
                         f"this one reads format {FORMAT}: update Game Night to read it")


def read(data: Any, cls: type[T], where: str = "value") -> T:
    """`data` read as an instance of `cls` (typed for callers)."""
    return typing.cast(T, decode(data, cls, where))
