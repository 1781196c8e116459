"""Player names on screen: always plain text, isolated for text direction, and the words round them.

A name is whatever a player typed, so it is never markup: `<img src=...>` must show as those
characters, not load an image. Inside a sentence each name is wrapped in Unicode FSI ... PDI
so a right-to-left name does not reorder the words around it. Labels that show a name use
plain text (`name_text`); where a label must be rich text the name is escaped (`name_html`).

The seat named "You" is the one person playing alone (with several people at one machine every
person has a name of their own): the grammar follows it, "You play" but "Ann plays", and every
sentence whose subject is a name or a list of names is made by `subject`.

The stored name "You" is data (records, the history); on screen it is the language's word
(`name_text`). The sentences of the shared table that name players (a win, a round's end, the
game over line, another player's move) are whole translatable sentences with a blank for the
name, one for "you", one for one name and one for a list, so each language words them itself.
"""
from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import Qt

from gamenight.core.reports import NameOf
from gamenight.table.locale_text import number_text

FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"
YOU = "You"
translate = QCoreApplication.translate


def shown_name(name: str) -> str:
    """The name as the screen says it: the stored "You" in the app's language, else as typed."""
    return translate("Names", "You") if is_you(name) else name


def spoken(text: str) -> str:
    """`text` for a screen reader: without the direction isolates round names, which readers pass
    to speech and braille as they are (Orca brailled them)."""
    return text.replace(FIRST_STRONG_ISOLATE, "").replace(POP_DIRECTIONAL_ISOLATE, "")


def name_text(name: str) -> str:
    """The name for a plain-text sentence (the seat "You" in the app's language), isolated for direction."""
    return f"{FIRST_STRONG_ISOLATE}{shown_name(name)}{POP_DIRECTIONAL_ISOLATE}"


def name_html(name: str) -> str:
    """The name for a rich-text label: escaped and isolated."""
    return html.escape(name_text(name), quote=True)


def name_button(name: str) -> str:
    """The name for a button's caption, where a lone & would mark a shortcut key."""
    return name_text(name).replace("&", "&&")


def plain_markup(text: str) -> str:
    """`text` as escaped rich text, for where Qt guesses the format (tooltips, message boxes): one
    that looks like markup would be taken for rich text (`<img src=...>` would load the image)."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def is_you(name: str) -> bool:
    """The seat is the second person: the one person at the machine, named "You"."""
    return name == YOU


def seat_names(names: Sequence[str], shown: Callable[[str], str] = name_text) -> NameOf:
    """What names the seats of a report (core/reports.py): a seat's name as `shown` (for a plain-text
    sentence by default), and whether it is the seat named "You" (told in the second person)."""
    return lambda seat: (shown(names[seat]), is_you(names[seat]))


def table_names(names: Sequence[str], people: Sequence[int]) -> list[str]:
    """The seats' names as a table shows them: with several `people` at the machine, a person
    called "You" (in a game saved before the new-game dialog renamed them) is "Player N", so the
    pass screen never says "I am You" and no two people are both "Your"."""
    several = len(people) > 1
    return [translate("Names", "Player {number}").format(number=seat + 1)
            if several and seat in people and is_you(name) else name for seat, name in enumerate(names)]


def verb(name: str, singular: str, plural: str) -> str:
    """The verb that agrees with a seat name: "You call" but "Ann calls"."""
    return plural if is_you(name) else singular


def possessive(name: str) -> str:
    """"Your" for the seat named You, else the isolated name with 's."""
    return "Your" if is_you(name) else f"{name_text(name)}'s"


def as_object(name: str) -> str:
    """The name as the object of a verb: "bumps you", "bumps Ann"."""
    return "you" if is_you(name) else name_text(name)


def names_list(names: Sequence[str], *, rich: bool = False) -> str:
    """The names as a list in a sentence: "Ann", "Ann and Bo", "Ann, Bo and Cy" (each isolated;
    escaped too when `rich`). Every list of names on screen is made here."""
    shown = [name_html(name) if rich else name_text(name) for name in names]
    if len(shown) < 2:
        return "".join(shown)
    return translate("Names", "{names} and {last}").format(
        names=translate("Names", ", ").join(shown[:-1]), last=shown[-1])


def subject(names: str | Sequence[str], singular: str, plural: str, *, rich: bool = False) -> str:
    """A name or a list of names with the verb that agrees: "Ann wins", "You win", "Ann and Bo win"."""
    listed = [names] if isinstance(names, str) else list(names)
    agrees = plural if len(listed) > 1 or any(map(is_you, listed)) else singular
    return f"{names_list(listed, rich=rich)} {agrees}"


def points_text(points: float) -> str:
    """Points with their unit, singular for one: "1 pt", "0 pts", "120 pts", "-1 pt"."""
    shown = number_text(points)
    return translate("Names", "{points} pt").format(points=shown) if abs(points) == 1 else \
        translate("Names", "{points} pts").format(points=shown)


def said_of(names: Sequence[str], for_you: str, for_one: str, for_several: str, *, rich: bool = False) -> str:
    """The translated sentence that fits `names` ("You" alone, one name, several), its {names}
    blank filled: the caller passes the three sentences already translated."""
    if len(names) == 1 and is_you(names[0]):
        return for_you
    sentence = for_one if len(names) == 1 else for_several
    return sentence.format(names=names_list(names, rich=rich))


def win_title(winners: Sequence[str]) -> str:
    """The rich-text headline of an end panel: "Ann wins!", "You win!", "Ann and Bo win!"."""
    return said_of(winners, translate("Names", "You win!"), translate("Names", "{names} wins!"),
                   translate("Names", "{names} win!"), rich=True)


def round_title(winners: Sequence[str]) -> str:
    """The rich-text title of a round's end: "Ann wins the round!" (no winner: nobody)."""
    if not winners:
        return translate("Names", "Nobody wins this round")
    return said_of(winners, translate("Names", "You win the round!"), translate("Names", "{names} wins the round!"),
                   translate("Names", "{names} win the round!"), rich=True)


def game_over_text(winners: Sequence[str]) -> str:
    """The plain status line once a game is over: "Game over: Ann and Bo win." (no winner: a draw)."""
    if not winners:
        return translate("Names", "Game over.")
    return said_of(winners, translate("Names", "Game over: You win."), translate("Names", "Game over: {names} wins."),
                   translate("Names", "Game over: {names} win."))


def whose_move(name: str, move: str) -> str:
    """"Bo's move (bid 50)": a player's move named for a question (`move` already translated)."""
    if is_you(name):
        return translate("Names", "your move ({move})").format(move=move)
    return translate("Names", "{player}'s move ({move})").format(player=name_text(name), move=move)
