"""What happened, told once it has: the report of an action ("Ada took the discard", "The 9 of
Diamonds was drawn").

An engine's `describe(action)` words an action as a choice on offer, the order a player may give
("take the discard"): a button's words, a hint's, an undo's. Once an action is taken the table is
told what happened by the engine's `report(action)`: one whole translatable sentence per kind of
action, in the past tense with the actor as its subject, never a name glued to a move's words.

An engine knows seats, not names: a sentence about a seat is an `About`, with the seat's name in
its `{player}` blank, in two forms: one of a named player ("{player} took the discard") and one
said to the one person playing alone, whose seat is named "You" ("You took the discard"; a
Turkish verb agrees with its subject: "aldı", "aldınız"). An `About` may stand in another's blank
("{player} played 6♥ and sent {marble} back to start", the marble being another seat's).
A screen names the seats with `named`. A chance step's report (a card drawn, the deal) is plain
`Words`: it names nobody.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from gamenight.core.actions import Action
from gamenight.core.words import Text, Words

PLAYER = "player"
"""The blank of an `About` that takes the seat's name."""


@dataclass(frozen=True)
class About:
    """A sentence (or a noun phrase in another's blank) about one seat, in both its forms."""

    told: Words
    """Of a named player, with the name in `{player}`: "{player} took the discard"."""
    to_you: Words
    """Said to the seat named "You", the same sentence in the second person: "You took the discard"."""
    seat: int = -1
    """The seat it is about (set by `of`)."""

    def of(self, seat: int, /, **blanks: Any) -> About:
        """This sentence about `seat`, its other blanks filled (in both forms)."""
        return About(self.told(**blanks), self.to_you(**blanks), seat)


Report = Text | About
"""An action's report: `About` its actor, or plain words for a chance step."""

NameOf = Callable[[int], tuple[Text, bool]]
"""A seat -> its name as the screen shows it (words to translate where shown, as a phone's "Player
N"), and whether it is the seat named "You"."""


def named(report: Any, name_of: NameOf) -> Any:
    """`report` with every seat in it named (`name_of`): `Words` to translate where shown. An
    `About` takes its second-person form for the seat named "You"."""
    if isinstance(report, About):
        name, you = name_of(report.seat)
        return named(report.to_you if you else report.told(**{PLAYER: name}), name_of)
    if isinstance(report, Words):
        blanks = tuple((blank, named(value, name_of)) for blank, value in report.blanks)
        return Words(report.context, report.text, blanks)
    return report


class ActionReports:
    """A game's reports of its actions, one entry an action class: an `About` the actor, or `Words`
    for a chance step, whose blanks the action's fields fill ("{player} guessed {number}"), or,
    where a report needs more than the fields, a function of (action, actor)."""

    def __init__(self, table: Mapping[type[Action], About | Words | Callable[[Any, int], Report]]):
        self._table = dict(table)

    def __call__(self, action: Action, actor: int) -> Report:
        told = self._table.get(type(action))
        if told is None:
            raise ValueError(f"no report for the action {action!r}")
        fields = {field.name: getattr(action, field.name) for field in dataclasses.fields(action)}
        if isinstance(told, About):
            return told.of(actor, **fields)
        if isinstance(told, Words):
            return told(**fields)
        return told(action, actor)
