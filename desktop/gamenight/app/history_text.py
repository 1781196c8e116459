"""A game of the score history in words, as its lists show it: its status, and its players with
their scores."""
from __future__ import annotations

from collections.abc import Sequence

from gamenight.core.words import words
from gamenight.storage.history import GameRow
from gamenight.table.language import translated
from gamenight.table.locale_text import number_text
from gamenight.table.names import name_text

STATUS = {"finished": words("HistoryPage", "finished"),
          "abandoned": words("HistoryPage", "abandoned"),
          "in progress": words("HistoryPage", "in progress")}


def status_text(row: GameRow) -> str:
    return translated(STATUS[row.status])


def names_and_scores(names: Sequence[str], scores: Sequence[float | None]) -> str:
    """"Ann 120, Bob 80": each name with its score (just the name where there is none yet)."""
    return ", ".join(f"{name_text(name)} {'' if score is None else number_text(score)}".strip()
                     for name, score in zip(names, scores, strict=False))
