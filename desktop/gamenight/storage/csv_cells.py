"""CSV cells a spreadsheet shows as typed (the score history's export)."""
from __future__ import annotations

import re

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def spreadsheet_safe(cell):
    """A CSV cell that a spreadsheet shows as typed: text starting with = + - @ (a player
    named "=HYPERLINK(...)"), or with a tab or carriage return (which spreadsheets skip before
    reading a formula), gets a leading apostrophe so it is never run as a formula; numbers, a
    score of -10 included, stay numbers."""
    if isinstance(cell, str) and cell[:1] in _FORMULA_STARTS and not _NUMBER.fullmatch(cell):
        return "'" + cell
    return cell
