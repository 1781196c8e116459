"""Okey tiles: red, black, blue and yellow 1-13 twice, plus two false jokers (106 in all).

The okey is the indicator's colour, one number higher (13 -> 1); both its copies are wild. A
false joker is not wild: it stands for the okey's face (its colour and number). Each colour has
a shape (`SHAPES`) beside it for colour-blind players.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from gamenight.core.words import Words, words

COLOURS = ("red", "black", "blue", "yellow")
LETTERS = "RKBY"
SHAPES = ("diamond", "circle", "square", "triangle")
"""Each colour's shape, drawn on its tiles so that a colour-blind player tells them apart (not a
letter: Sar\u0131 and Siyah, yellow and black in Turkish, share an S)."""
MARKS = ("\u25c6", "\u25cf", "\u25a0", "\u25b2")  # the shapes as characters, for words and tooltips
FALSE_JOKER = 4


@dataclass(frozen=True, order=True)
class Tile:
    colour: int  # 0-3, or FALSE_JOKER
    number: int  # 1-13 (0 for a false joker)
    copy: int = 0  # 0 or 1: the two identical tiles of a set

    @property
    def is_false_joker(self) -> bool:
        return self.colour == FALSE_JOKER

    @functools.cached_property  # written into every view: worked out once a piece
    def code(self) -> str:
        """"R5a", "Y13b", "Fa": colour letter, number, copy."""
        return ("F" if self.is_false_joker else f"{LETTERS[self.colour]}{self.number}") + "ab"[self.copy]

    @classmethod
    def parse(cls, code: str) -> Tile:
        text = code.strip()
        if len(text) >= 2 and text[-1] in "ab":
            copy = "ab".index(text[-1])
            if text[:-1] == "F":
                return cls(FALSE_JOKER, 0, copy)
            if text[0] in LETTERS and text[1:-1].isdigit() and 1 <= int(text[1:-1]) <= 13:
                return cls(LETTERS.index(text[0]), int(text[1:-1]), copy)
        raise ValueError(f"not a tile code: {code!r} (expected e.g. 'R5a', 'Y13b', 'Fa')")

    def __str__(self) -> str:
        return self.code


FALSE_JOKER_NAME = words("okey", "false joker")
NAMES = (words("okey", "red {number}"), words("okey", "black {number}"), words("okey", "blue {number}"),
         words("okey", "yellow {number}"))
"""A tile as a person says it, one sentence a colour (a translation may put the number first)."""
LABELS = (words("okey", "red {number} {mark}"), words("okey", "black {number} {mark}"),
          words("okey", "blue {number} {mark}"), words("okey", "yellow {number} {mark}"))
"""A tile with its colour's mark, for tooltips and messages: "red 5 \u25c6"."""


def tile_name(tile: Tile) -> Words:
    """A tile in words, as a screen reader says it: "red 7", "false joker"."""
    return FALSE_JOKER_NAME if tile.is_false_joker else NAMES[tile.colour](number=tile.number)


def tile_label(tile: Tile) -> Words:
    """A tile in words with its mark, for tooltips and messages: "red 5 \u25c6"."""
    if tile.is_false_joker:
        return FALSE_JOKER_NAME
    return LABELS[tile.colour](number=tile.number, mark=MARKS[tile.colour])


def all_tiles() -> list[Tile]:
    tiles = [Tile(colour, number, copy) for copy in (0, 1) for colour in range(4) for number in range(1, 14)]
    return [*tiles, Tile(FALSE_JOKER, 0, 0), Tile(FALSE_JOKER, 0, 1)]


def okey_face(indicator: Tile) -> tuple[int, int]:
    """(colour, number) of the okey: the indicator's colour, one higher, 13 wrapping to 1."""
    return indicator.colour, indicator.number % 13 + 1


def face(tile: Tile, okey: tuple[int, int]) -> tuple[int, int] | None:
    """What a tile stands for: its own face, the okey's face for a false joker, or None when the
    tile is an okey (wild)."""
    if tile.is_false_joker:
        return okey
    if (tile.colour, tile.number) == okey:
        return None
    return tile.colour, tile.number
