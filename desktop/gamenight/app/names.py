"""Player names on screen: always plain text, isolated for text direction.

A name is whatever a player typed, so it is never markup: `<img src=...>` must show as those
characters, not load an image. Inside a sentence each name is wrapped in Unicode FSI ... PDI
so a right-to-left name does not reorder the words around it. Labels that show a name use
plain text (`name_text`); where a label must be rich text the name is escaped (`name_html`).
"""
from __future__ import annotations

import html

FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"
YOU = "You"


def name_text(name: str) -> str:
    """The name for a plain-text sentence, isolated for direction."""
    return f"{FIRST_STRONG_ISOLATE}{name}{POP_DIRECTIONAL_ISOLATE}"


def name_html(name: str) -> str:
    """The name for a rich-text label: escaped and isolated."""
    return html.escape(name_text(name), quote=True)


def name_button(name: str) -> str:
    """The name for a button's caption, where a lone & would mark a shortcut key."""
    return name_text(name).replace("&", "&&")


def verb(name: str, singular: str, plural: str) -> str:
    """The verb that agrees with a seat name: "You call" but "Ann calls"."""
    return plural if name == YOU else singular


def possessive(name: str) -> str:
    """"Your" for the seat named You, else the isolated name with 's."""
    return "Your" if name == YOU else f"{name_text(name)}'s"


def win_title(winners: list[str]) -> str:
    """The rich-text headline of an end panel: "Ann wins!", "You win!", "Ann and Bo win!"."""
    joined = " and ".join(name_html(name) for name in winners)
    return joined + (" win!" if len(winners) > 1 else f" {verb(winners[0], 'wins', 'win')}!")
