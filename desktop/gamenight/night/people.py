"""The people who play: a name, a colour and a symbol that tell them apart at a glance (no
photos), and the language their phone speaks. Bots are not people.

A person's `uid` is a plain id (32 hex digits, like a match id), stable for ever and never
reused: records and nights name people by it, so renaming or merging changes no game.
The palette and the symbols are ordered tuples of ids; a new person gets the first colour and
symbol pair nobody has (`first_free_look`), so the first twelve people differ in both.
"""
from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from gamenight.core.words import LANGUAGES, words

MAX_NAME = 24
"""A person's name is 1 to 24 characters, as a seat's name is."""

COLOURS = ("blue", "orange", "green", "vermilion", "purple", "sky", "yellow", "grey",
           "teal", "wine", "olive", "indigo")
"""The palette, in the order new people get it: Okabe-Ito's eight (told apart with the common
colour-vision deficiencies) and four of Paul Tol's muted ones; a symbol goes with each colour, so
no one is known by colour alone."""
COLOUR_VALUES = {
    "blue": "#0072B2", "orange": "#E69F00", "green": "#009E73", "vermilion": "#D55E00",
    "purple": "#CC79A7", "sky": "#56B4E9", "yellow": "#F0E442", "grey": "#7F7F7F",
    "teal": "#44AA99", "wine": "#882255", "olive": "#999933", "indigo": "#332288",
}
COLOUR_NAMES = {
    "blue": words("people", "blue"), "orange": words("people", "orange"), "green": words("people", "green"),
    "vermilion": words("people", "vermilion"), "purple": words("people", "purple"), "sky": words("people", "sky blue"),
    "yellow": words("people", "yellow"), "grey": words("people", "grey"), "teal": words("people", "teal"),
    "wine": words("people", "wine"), "olive": words("people", "olive"), "indigo": words("people", "indigo"),
}

SYMBOLS = ("star", "circle", "triangle", "diamond", "heart", "club", "spade", "sun",
           "moon", "flag", "flower", "note", "anchor", "plane", "umbrella", "blossom")
SYMBOL_GLYPHS = {
    "star": "\u2605", "circle": "\u25cf", "triangle": "\u25b2", "diamond": "\u25c6", "heart": "\u2665",
    "club": "\u2663", "spade": "\u2660", "sun": "\u2600", "moon": "\u263e", "flag": "\u2691",
    "flower": "\u273f", "note": "\u266a", "anchor": "\u2693", "plane": "\u2708", "umbrella": "\u2602",
    "blossom": "\u2698",
}
SYMBOL_NAMES = {
    "star": words("people", "star"), "circle": words("people", "circle"), "triangle": words("people", "triangle"),
    "diamond": words("people", "diamond"), "heart": words("people", "heart"), "club": words("people", "club"),
    "spade": words("people", "spade"), "sun": words("people", "sun"), "moon": words("people", "moon"),
    "flag": words("people", "flag"), "flower": words("people", "flower"), "note": words("people", "note"),
    "anchor": words("people", "anchor"), "plane": words("people", "plane"), "umbrella": words("people", "umbrella"),
    "blossom": words("people", "blossom"),
}
T = TypeVar("T")
PERSON_LANGUAGES = ("", *LANGUAGES)
"""A person's phone language: "" is the host's, or one the app speaks."""


@dataclass(frozen=True)
class Person:
    uid: str
    name: str
    colour: str
    symbol: str
    language: str = ""

    @property
    def glyph(self) -> str:
        return SYMBOL_GLYPHS.get(self.symbol, "")


def new_uid() -> str:
    """A person's id: 32 random hex digits."""
    return os.urandom(16).hex()


def first_free(choices: Sequence[T], used: Iterable[T]) -> T:
    """The first of `choices` nobody uses; when every one is used, the first of those used least."""
    counts = dict.fromkeys(choices, 0)
    for choice in used:
        if choice in counts:
            counts[choice] += 1
    return min(choices, key=lambda choice: counts[choice])


def first_free_look(used: Iterable[tuple[str, str]]) -> tuple[str, str]:
    """A new person's (colour, symbol): a colour and a symbol nobody has while there are (the
    least used ones after that), else the first pair nobody has, else the least used pair."""
    looks = list(used)
    look = first_free(COLOURS, [colour for colour, _ in looks]), first_free(SYMBOLS, [symbol for _, symbol in looks])
    if look not in looks:
        return look
    return first_free([(colour, symbol) for symbol in SYMBOLS for colour in COLOURS], looks)


def name_key(name: str) -> str:
    """`name` as people are told apart: case and the Turkish dotted and dotless i aside ("Ilgaz",
    "ılgaz" and "İlgaz" are one name), spaces at its ends too."""
    for letter in "İIı":
        name = name.replace(letter, "i")
    return name.strip().casefold()
