"""Goker patterns as data: a table of 25-bit masks, one list of masks per pattern.

Cell (row, column) of a grid is bit `row * 5 + column`; the centre (2, 2) is the free G-SPACE,
always marked. A card shows a pattern when every cell of one of its masks is marked; its best
pattern is the highest-ranked one it shows. "Hard way" patterns leave the centre out.

The table lives in resources/goker/patterns.json; `build_pattern_table` is the documented
generator that wrote it (python -m gamenight.games.goker.patterns PATH).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from pathlib import Path

from gamenight.core.words import Text, words

CENTRE = 12
FREE = 1 << CENTRE
FULL = (1 << 25) - 1
PATTERNS_RESOURCE = "goker/patterns.json"


NAMES = {"Goker Spot": words("goker", "Goker Spot"), "Line any way": words("goker", "Line any way"),
         "Line hard way": words("goker", "Line hard way"), "Two lines any way": words("goker", "Two lines any way"),
         "Goker 9": words("goker", "Goker 9"), "Two lines hard way": words("goker", "Two lines hard way"),
         "Half Goker": words("goker", "Half Goker"), "Half Goker diagonal": words("goker", "Half Goker diagonal"),
         "4x4": words("goker", "4x4"), "Full Goker": words("goker", "Full Goker")}
"""The patterns' names (as the table in resources/ spells them) in words to translate."""


def cell(row: int, column: int) -> int:
    return 1 << (row * 5 + column)


def _mask(cells) -> int:
    value = 0
    for row, column in cells:
        value |= cell(row, column)
    return value


ROWS = [_mask((r, c) for c in range(5)) for r in range(5)]
COLUMNS = [_mask((r, c) for r in range(5)) for c in range(5)]
DIAGONALS = [_mask((i, i) for i in range(5)), _mask((i, 4 - i) for i in range(5))]


def _block(top: int, left: int, size: int) -> int:
    return _mask((top + r, left + c) for r in range(size) for c in range(size))


def build_pattern_table() -> list[dict]:
    """The ten patterns of the rulings, lowest rank first."""
    lines_any = ROWS + COLUMNS + DIAGONALS
    lines_hard = [line for line in ROWS + COLUMNS if not line & FREE]
    spots = [_block(r, c, 2) for r in range(4) for c in range(4) if not _block(r, c, 2) & FREE]
    nines = [_block(r, c, 3) for r in range(3) for c in range(3)]
    halves = [ROWS[i] | ROWS[i + 1] | ROWS[i + 2] for i in range(3)] + [
        COLUMNS[i] | COLUMNS[i + 1] | COLUMNS[i + 2] for i in range(3)]
    below_main = _mask((r, c) for r in range(5) for c in range(5) if r >= c)
    above_main = _mask((r, c) for r in range(5) for c in range(5) if r <= c)
    below_anti = _mask((r, c) for r in range(5) for c in range(5) if r + c >= 4)
    above_anti = _mask((r, c) for r in range(5) for c in range(5) if r + c <= 4)
    corners = _block(0, 0, 2) | _block(0, 3, 2) | _block(3, 0, 2) | _block(3, 3, 2)
    table = [
        ("Goker Spot", 10, spots),
        ("Line any way", 20, lines_any),
        ("Line hard way", 30, lines_hard),
        ("Two lines any way", 40, [a | b for a, b in combinations(lines_any, 2)]),
        ("Goker 9", 50, nines),
        ("Two lines hard way", 60, [a | b for a, b in combinations(lines_hard, 2)]),
        ("Half Goker", 75, halves),
        ("Half Goker diagonal", 75, [below_main, above_main, below_anti, above_anti]),
        ("4x4", 90, [corners]),
        ("Full Goker", 100, [FULL]),
    ]
    return [{"rank": rank, "name": name, "points": points, "masks": sorted(set(masks))}
            for rank, (name, points, masks) in enumerate(table, start=1)]


@dataclass(frozen=True)
class Pattern:
    rank: int
    name: str
    points: int
    masks: tuple[int, ...]
    title: Text = ""
    """The pattern's name, to be translated where it is shown (a field, so that a view sent to a
    phone carries it in the phone's language)."""

    def shown_by(self, marked: int) -> int | None:
        """The first mask of this pattern fully marked, or None."""
        for mask in self.masks:
            if marked & mask == mask:
                return mask
        return None


@lru_cache(maxsize=1)
def patterns() -> tuple[Pattern, ...]:
    """The pattern table, lowest rank first (loaded once from resources/)."""
    from gamenight.resources import resource_path

    data = json.loads(resource_path(PATTERNS_RESOURCE).read_text(encoding="utf-8"))
    table = tuple(Pattern(item["rank"], item["name"], item["points"], tuple(item["masks"]),
                          NAMES.get(item["name"], item["name"]))
                  for item in data["patterns"])
    if [p.rank for p in table] != list(range(1, 11)):
        raise ValueError("the pattern table must hold ranks 1 to 10")
    return table


@lru_cache(maxsize=65536)
def best_pattern(marked: int) -> Pattern | None:
    """The highest-ranked pattern shown by a grid whose marked cells are `marked` (the free
    centre is added here)."""
    marked |= FREE
    for pattern in reversed(patterns()):
        if pattern.shown_by(marked) is not None:
            return pattern
    return None


def pattern_by_rank(rank: int) -> Pattern:
    return patterns()[rank - 1]


def write_table(path: Path) -> None:
    Path(path).write_text(json.dumps({"format": "gamenight-goker-patterns", "version": 1,
                                      "patterns": build_pattern_table()}, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    import sys

    write_table(Path(sys.argv[1]))
