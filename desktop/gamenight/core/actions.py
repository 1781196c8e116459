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
import functools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from gamenight.core.codec import decode, encode, field_names, type_hints
from gamenight.core.words import Text, Words

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
        for name in field_names(type(self)):
            data[name] = encode(getattr(self, name))
        return data


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
        hints = type_hints(cls)
        names = set(field_names(cls))
        extra = set(data) - names - {"kind"}
        if extra:
            raise ValueError(f"{cls.kind}: unexpected fields {sorted(extra)}")
        values = {}
        for name in names:
            if name not in data:
                raise ValueError(f"{cls.kind}: missing field {name!r}")
            values[name] = decode(data[name], hints[name], f"{cls.kind}.{name}")
        return cls(**values)


class ActionWords:
    """A game's player-facing words for its actions, one entry an action class: `Words` whose
    blanks the action's fields fill ("guess {number}") or, where the words need more than the
    fields (a card's name, a sum of dice), a function of the action. Translated where shown."""

    def __init__(self, table: Mapping[type[Action], Words | Callable[[Any], Text]]):
        self._table = dict(table)
        self._said = functools.lru_cache(maxsize=4096)(self._saying)
        """Each action's words, made once: a phone table offers the same moves after every move."""

    def __call__(self, action: Action) -> Text:
        try:
            return self._said(action)
        except TypeError:  # an action no key can hold (a list in a field): said afresh
            return self._saying(action)

    def _saying(self, action: Action) -> Text:
        said = self._table.get(type(action))
        if said is None:
            raise ValueError(f"no words for the action {action!r}")
        if isinstance(said, Words):
            return said(**{name: getattr(action, name) for name in field_names(type(action))})
        return said(action)
