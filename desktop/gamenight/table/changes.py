"""What a match controller tells the screens after each change (`Change`): what happened, the
action, its actor and the engine's report of it, and the rounds finished before and after it."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gamenight.core.actions import Action
from gamenight.core.reports import Report


class ChangeKind(Enum):
    OPENED = "opened"  # the match was opened (started or resumed): draw everything
    ACTION = "action"  # one action was applied
    UNDONE = "undone"  # steps were taken back


@dataclass(frozen=True)
class Change:
    """What `changed` carries: what happened, the action and who took it (CHANCE for a draw),
    and how many rounds were finished before and after, so a screen never decodes the record or
    diffs counters to learn it."""

    kind: ChangeKind
    action: Action | None = None
    actor: int | None = None
    rounds_before: int = 0
    rounds_after: int = 0
    report: Report = ""
    """An action's report (core/reports.py), made before it was applied: what the screens tell."""

    @property
    def round_ended(self) -> bool:
        return self.rounds_after > self.rounds_before
