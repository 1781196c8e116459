"""House-rule options that a game declares; the new-game dialog is generated from them."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from gamenight.core.words import Refusal, Text, words


class OptionRefused(Refusal):
    """A value an option does not allow; `reason` says so in words translated where shown (its
    message is the English)."""


EXPECTED_BOOL = words("Option", "{label}: expected on or off, got {value}")
EXPECTED_WHOLE = words("Option", "{label}: expected a whole number, got {value}")
OUTSIDE = words("Option", "{label}: {value} is outside {minimum}-{maximum}")
OFF_STEP = words("Option", "{label}: {value} is not a step of {step} from {minimum}")
EXPECTED_FILE = words("Option", "{label}: expected a file's text")
UNKNOWN = words("Option", "unknown option(s): {names}")
NOT_A_CHOICE = words("Option", "{label}: {value} is not one of the choices")


@dataclass(frozen=True)
class Option:
    key: str
    label: Text
    """Shown in the new-game dialog: `words(game_id, ...)`, translated there."""
    kind: str  # "bool", "int", "choice", or "file" (a text file's content; "" = the built-in one)
    default: Any
    description: Text = ""
    minimum: int | None = None
    maximum: int | None = None
    step: int = 1
    choices: tuple[tuple[Any, Text], ...] = ()  # (value, label) for "choice"
    parse: str = ""
    """For a "file" option, "module:function" turning a file's text into the value a record keeps:
    the content checked and written out again compactly (so a record never holds a file's padding),
    or a Refusal (a ValueError) saying why the file cannot be used. Imported only when a file is given."""

    def __post_init__(self) -> None:
        if self.kind not in ("bool", "int", "choice", "file"):
            raise ValueError(f"option {self.key}: unknown kind {self.kind!r}")
        self.check(self.default)

    def check(self, value: Any) -> Any:
        """The value if it is allowed, else ValueError with a message naming the option."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionRefused(EXPECTED_BOOL(label=self.label, value=repr(value)))
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionRefused(EXPECTED_WHOLE(label=self.label, value=repr(value)))
            too_small = self.minimum is not None and value < self.minimum
            if too_small or (self.maximum is not None and value > self.maximum):
                raise OptionRefused(OUTSIDE(label=self.label, value=value, minimum=self.minimum, maximum=self.maximum))
            if self.minimum is not None and (value - self.minimum) % self.step:
                raise OptionRefused(OFF_STEP(label=self.label, value=value, step=self.step, minimum=self.minimum))
        elif self.kind == "file":
            if not isinstance(value, str):
                raise OptionRefused(EXPECTED_FILE(label=self.label))
            if value and self.parse:
                module, _, function = self.parse.partition(":")
                return getattr(importlib.import_module(module), function)(value)
        elif value not in [choice for choice, _ in self.choices]:
            raise OptionRefused(NOT_A_CHOICE(label=self.label, value=repr(value)))
        return value


def resolve_options(declared: tuple[Option, ...], given: dict[str, Any] | None) -> dict[str, Any]:
    """Every declared option with its value: the given one if valid, else the default.
    Unknown keys are refused so a typo never silently plays the default rule."""
    given = dict(given or {})
    known = {option.key for option in declared}
    unknown = sorted(set(given) - known)
    if unknown:
        raise OptionRefused(UNKNOWN(names=", ".join(unknown)))
    return {option.key: option.check(given.get(option.key, option.default)) for option in declared}
