"""House-rule options that a game declares; the new-game dialog is generated from them."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    kind: str  # "bool", "int", "choice", or "file" (a text file's content; "" = the built-in one)
    default: Any
    description: str = ""
    minimum: int | None = None
    maximum: int | None = None
    step: int = 1
    choices: tuple[tuple[Any, str], ...] = ()  # (value, label) for "choice"
    parse: str = ""
    """For a "file" option, "module:function" turning a file's text into the value a record keeps:
    the content checked and written out again compactly (so a record never holds a file's padding),
    or ValueError saying why the file cannot be used. Imported only when a file is given."""

    def __post_init__(self) -> None:
        if self.kind not in ("bool", "int", "choice", "file"):
            raise ValueError(f"option {self.key}: unknown kind {self.kind!r}")
        self.check(self.default)

    def check(self, value: Any) -> Any:
        """The value if it is allowed, else ValueError with a message naming the option."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"{self.label}: expected on or off, got {value!r}")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{self.label}: expected a whole number, got {value!r}")
            too_small = self.minimum is not None and value < self.minimum
            if too_small or (self.maximum is not None and value > self.maximum):
                raise ValueError(f"{self.label}: {value} is outside {self.minimum}-{self.maximum}")
            if self.minimum is not None and (value - self.minimum) % self.step:
                raise ValueError(f"{self.label}: {value} is not a step of {self.step} from {self.minimum}")
        elif self.kind == "file":
            if not isinstance(value, str):
                raise ValueError(f"{self.label}: expected a file's text")
            if value and self.parse:
                module, _, function = self.parse.partition(":")
                return getattr(importlib.import_module(module), function)(value)
        elif value not in [choice for choice, _ in self.choices]:
            raise ValueError(f"{self.label}: {value!r} is not one of the choices")
        return value


def resolve_options(declared: tuple[Option, ...], given: dict[str, Any] | None) -> dict[str, Any]:
    """Every declared option with its value: the given one if valid, else the default.
    Unknown keys are refused so a typo never silently plays the default rule."""
    given = dict(given or {})
    known = {option.key for option in declared}
    unknown = sorted(set(given) - known)
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(unknown)}")
    return {option.key: option.check(given.get(option.key, option.default)) for option in declared}
