"""CSV cells a spreadsheet shows as typed (the score history's export)."""
from __future__ import annotations

import re

_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def spreadsheet_safe(cell):
    """A CSV cell that a spreadsheet shows as typed: text starting with = + - @ (a player
    named "=HYPERLINK(...)") gets a leading apostrophe so it is never run as a formula;
    numbers, a score of -10 included, stay numbers."""
    if isinstance(cell, str) and cell[:1] in ("=", "+", "-", "@") and not _NUMBER.fullmatch(cell):
        return "'" + cell
    return cell
