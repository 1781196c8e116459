"""The seats' names in the new-game dialog when several people share the machine.

"You" names the one person playing alone (the words on the table agree with it: "You play").
As soon as a second seat is a person's, a seat named "You" is renamed "Player N", so the pass
screen can say "I am Player 1: show my cards" and no two people are both "You"; when one person
is left, the name given is "You" again. Start is refused, with the reason, for an empty name,
two names alike, or a person named "You" among several.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit

from gamenight.night.people import name_key
from gamenight.table.names import YOU, is_you, shown_name

translate = QCoreApplication.translate


class NamedSeat(Protocol):
    number: int  # 1-based
    name: QLineEdit
    given_for_you: str

    def typed_name(self) -> str: ...

    def is_person(self) -> bool: ...


def name_people(rows: Sequence[NamedSeat]) -> None:
    """Rename "You" to "Player N" while several seats are people's, and back when one is left."""
    people = [row for row in rows if row.is_person()]
    for row in people:
        if len(people) > 1 and is_you(row.typed_name()):
            row.given_for_you = translate("SeatNames", "Player {number}").format(number=row.number)
            row.name.setText(row.given_for_you)
        elif len(people) == 1 and row.given_for_you and row.name.text() == row.given_for_you:
            row.name.setText(shown_name(YOU))
            row.given_for_you = ""


def names_problem(rows: Sequence[NamedSeat]) -> str:
    """Why the names typed in `rows` (the seats in play) cannot start a game, or ""."""
    names = [row.typed_name() for row in rows]
    empty = [row.number for row, name in zip(rows, names, strict=False) if not name]
    if empty:
        return translate("SeatNames", "Seat {number} needs a name.").format(number=empty[0])
    if len({name_key(name) for name in names}) != len(names):  # "Ilgaz" and "ılgaz" would be one person
        return translate("SeatNames", "Every player needs a different name.")
    people = [name for row, name in zip(rows, names, strict=False) if row.is_person()]
    if len(people) > 1 and any(map(is_you, people)):
        return translate("SeatNames", 'With several people at this machine, give each one a name of their own '
                                      'instead of "{you}".').format(you=shown_name(YOU))
    return ""
