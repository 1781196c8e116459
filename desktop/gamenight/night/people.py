"""The people who play: a person is a name with a colour and a symbol (no photos), and the
language their phone reads. The palette and the symbols are fixed, ordered sets of ids, so a
saved person reads the same in every version; a new person gets the first look nobody has.

A person's `uid` (32 hex digits, like a match id) is stable for ever and never reused: records
and nights name people by it, so renaming or merging changes no game. Bots are not people.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass

from gamenight.core.words import LANGUAGES, words

NAME_CHARS = (1, 24)
"""A person's name is as long as a seat's may be."""
UID = re.compile(r"[0-9a-f]{32}")
"""A person's id: 32 hex digits, like a match id, stable for ever and never reused."""

PALETTE = (
    ("orange", "#E69F00"), ("sky", "#56B4E9"), ("green", "#009E73"), ("yellow", "#F0E442"),
    ("blue", "#0072B2"), ("vermilion", "#D55E00"), ("purple", "#CC79A7"), ("black", "#000000"),
    ("indigo", "#332288"), ("teal", "#44AA99"), ("olive", "#999933"), ("wine", "#882255"),
)
"""(id, RGB): Okabe and Ito's eight colours, which stay apart for colour-blind eyes, and four of
Paul Tol's muted ones; a person's symbol tells them apart where colours do not."""
COLOURS = tuple(colour for colour, _ in PALETTE)
COLOUR_NAMES = {
    "orange": words("people", "orange"), "sky": words("people", "sky blue"), "green": words("people", "green"),
    "yellow": words("people", "yellow"), "blue": words("people", "blue"), "vermilion": words("people", "vermilion"),
    "purple": words("people", "purple"), "black": words("people", "black"), "indigo": words("people", "indigo"),
    "teal": words("people", "teal"), "olive": words("people", "olive"), "wine": words("people", "wine"),
}
SYMBOL_GLYPHS = (
    ("star", "\u2605"), ("circle", "\u25cf"), ("triangle", "\u25b2"), ("diamond", "\u25c6"), ("heart", "\u2665"),
    ("club", "\u2663"), ("spade", "\u2660"), ("sun", "\u2600"), ("moon", "\u263e"), ("flag", "\u2691"),
    ("flower", "\u273f"), ("note", "\u266a"), ("anchor", "\u2693"), ("plane", "\u2708"), ("umbrella", "\u2602"),
    ("tulip", "\u2698"),
)
"""(id, the glyph that draws it): ★ ● ▲ ◆ ♥ ♣ ♠ ☀ ☾ ⚑ ✿ ♪ ⚓ ✈ ☂ ⚘."""
SYMBOLS = tuple(symbol for symbol, _ in SYMBOL_GLYPHS)
GLYPHS = dict(SYMBOL_GLYPHS)
HEX = dict(PALETTE)
SYMBOL_NAMES = {
    "star": words("people", "star"), "circle": words("people", "circle"), "triangle": words("people", "triangle"),
    "diamond": words("people", "diamond"), "heart": words("people", "heart"), "club": words("people", "club"),
    "spade": words("people", "spade"), "sun": words("people", "sun"), "moon": words("people", "moon"),
    "flag": words("people", "flag"), "flower": words("people", "flower"), "note": words("people", "note"),
    "anchor": words("people", "anchor"), "plane": words("people", "plane"), "umbrella": words("people", "umbrella"),
    "tulip": words("people", "tulip"),
}
"""Each symbol in words, for a tooltip or a screen reader (with the colour's: "orange star")."""
PERSON_LANGUAGES = ("", *LANGUAGES)
"""A person's phone language: "" is the host's, or one the app speaks."""


@dataclass(frozen=True)
class Person:
    uid: str
    name: str
    colour: str
    symbol: str
    language: str = ""
    """The language of their phone's messages: "" for the host's, or a code the app speaks."""

    @property
    def glyph(self) -> str:
        return GLYPHS[self.symbol]

    def problem(self) -> str | None:
        """What is wrong with this person's fields (in English, for a file's reason), or None."""
        fewest, most = NAME_CHARS
        if not UID.fullmatch(self.uid):
            return "uid"
        if not fewest <= len(self.name.strip()) <= most or self.name != self.name.strip():
            return "name"
        if self.colour not in COLOURS:
            return "colour"
        if self.symbol not in SYMBOLS:
            return "symbol"
        if self.language and self.language not in LANGUAGES:
            return "language"
        return None

def new_uid() -> str:
    """A new person's id: 32 random hex digits."""
    return os.urandom(16).hex()


def looks() -> Iterable[tuple[str, str]]:
    """Every (colour, symbol) pair, in the order new people get them: the first twelve people get a
    colour and a symbol each of their own, and the pairs go on from there before any repeats."""
    steps = len(COLOURS) * len(SYMBOLS)
    for step in range(steps):
        yield COLOURS[step % len(COLOURS)], SYMBOLS[(step + step // 48) % len(SYMBOLS)]


def next_look(taken: Iterable[tuple[str, str]]) -> tuple[str, str]:
    """The first (colour, symbol) pair nobody in `taken` has (the first pair once all are taken)."""
    used = set(taken)
    return next((look for look in looks() if look not in used), (COLOURS[0], SYMBOLS[0]))


def name_key(name: str) -> str:
    """`name` as people are told apart: case and the Turkish dotted and dotless i aside ("Ilgaz",
    "ılgaz" and "İlknur"'s İ are one letter), spaces at its ends too."""
    for letter in "İIı":
        name = name.replace(letter, "i")
    return name.strip().casefold()
