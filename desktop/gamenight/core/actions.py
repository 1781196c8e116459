"""Actions: small immutable values with a stable JSON form.

A game declares its action classes by deriving from `Action` with a unique `kind`
(`class Ball(Action, kind="ball"):` and the fields under it); each becomes a frozen dataclass.
Field types drive decoding: int, str, bool, float, tuples of those (`tuple[int, ...]`),
`X | None`, and any value class with a `code` and a `parse` (cards, tiles). An `ActionCodec`
built from a game's classes turns actions into JSON objects ({"kind": ..., field: value}) and
back, refusing anything it does not know; `ActionWords`, a game's table of player-facing words
for its actions, gives its `describe`.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:
    def dataclass_transform(**_options):
        """Only for the type checker (typing has it from Python 3.11 on)."""
        return lambda cls: cls


@dataclass_transform(frozen_default=True)
@dataclasses.dataclass(frozen=True)
class Action:
    kind: ClassVar[str] = ""

    def __init_subclass__(cls, kind: str = "", **options: Any) -> None:
        """`class Ball(Action, kind="ball"): number: int` declares a frozen dataclass with its kind."""
        super().__init_subclass__(**options)
        cls.kind = kind
        dataclasses.dataclass(frozen=True)(cls)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for field in dataclasses.fields(self):
            data[field.name] = _encode(getattr(self, field.name))
        return data


def _encode(value: Any) -> Any:
    if hasattr(type(value), "parse") and hasattr(value, "code"):
        return value.code
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    return value


def _decode(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return None
        inner = [option for option in options if option is not type(None)]
        return _decode(value, inner[0], where)
    if origin is tuple:
        if not isinstance(value, list):
            raise ValueError(f"{where}: expected a list, got {value!r}")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(item, args[0], f"{where}[{i}]") for i, item in enumerate(value))
        if len(args) != len(value):
            raise ValueError(f"{where}: expected {len(args)} items, got {len(value)}")
        return tuple(_decode(item, arg, f"{where}[{i}]") for i, (item, arg) in enumerate(zip(args, value)))
    if isinstance(hint, type) and hasattr(hint, "parse"):
        if not isinstance(value, str):
            raise ValueError(f"{where}: expected a {hint.__name__.lower()} code, got {value!r}")
        return hint.parse(value)
    if hint is bool:
        if not isinstance(value, bool):
            raise ValueError(f"{where}: expected true or false, got {value!r}")
        return value
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{where}: expected a whole number, got {value!r}")
        return value
    if hint is float:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise ValueError(f"{where}: expected a number, got {value!r}")
        return float(value)
    if hint is str:
        if not isinstance(value, str):
            raise ValueError(f"{where}: expected text, got {value!r}")
        return value
    raise TypeError(f"{where}: actions cannot carry values of type {hint!r}")


class ActionCodec:
    """Encodes and decodes one game's actions."""

    def __init__(self, *classes: type[Action]):
        self._classes: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.kind or cls.kind in self._classes:
                raise ValueError(f"action class {cls.__name__} needs a unique kind")
            self._classes[cls.kind] = cls

    def encode(self, action: Action) -> dict[str, Any]:
        if type(action).kind not in self._classes:
            raise ValueError(f"unknown action {action!r}")
        return action.to_json()

    def decode(self, data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"an action is an object with a 'kind', not {data!r}")
        cls = self._classes.get(data["kind"])
        if cls is None:
            raise ValueError(f"unknown action kind {data['kind']!r}")
        hints = typing.get_type_hints(cls)
        names = {field.name for field in dataclasses.fields(cls)}
        extra = set(data) - names - {"kind"}
        if extra:
            raise ValueError(f"{cls.kind}: unexpected fields {sorted(extra)}")
        values = {}
        for name in names:
            if name not in data:
                raise ValueError(f"{cls.kind}: missing field {name!r}")
            values[name] = _decode(data[name], hints[name], f"{cls.kind}.{name}")
        return cls(**values)


class ActionWords:
    """A game's player-facing words for its actions, one entry an action class: a template the
    action's fields fill in ("guess {number}", "play the {card.name}") or, where the words need
    more than the fields, a function of the action."""

    def __init__(self, table: Mapping[type[Action], str | Callable[[Any], str]]):
        self._table = dict(table)

    def __call__(self, action: Action) -> str:
        words = self._table.get(type(action))
        if words is None:
            raise ValueError(f"no words for the action {action!r}")
        if callable(words):
            return words(action)
        return words.format(**{field.name: getattr(action, field.name) for field in dataclasses.fields(action)})
