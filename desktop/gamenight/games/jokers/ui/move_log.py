"""The move log beside the board: one line per step ("Ada: 7\u2665 split: ..."), each tagged with
the number of steps played once it was taken. A resumed game, an undo and a change of language
show it said again from the record (`record_log`)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QListWidget

from gamenight.core.match import Match, Replay
from gamenight.table.round_log import event_line

LOG_LINES = 200


class MoveLog(QListWidget):
    def __init__(self):
        super().__init__()
        self.setWordWrap(True)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)

    def add(self, steps: int, text: str) -> None:
        self.addItem(text)
        self.item(self.count() - 1).setData(Qt.ItemDataRole.UserRole, steps)
        while self.count() > LOG_LINES:
            self.takeItem(0)
        QTimer.singleShot(0, self.scrollToBottom)  # once the wrapped lines are laid out

    def lines(self) -> list[list]:
        """[steps, text] for each line."""
        return [[self.item(row).data(Qt.ItemDataRole.UserRole), self.item(row).text()] for row in range(self.count())]

    def show_lines(self, lines: list[tuple[int, str]]) -> None:
        """`lines` in place of the log's, as (steps, text), the last LOG_LINES of them."""
        self.clear()
        for steps, text in lines[-LOG_LINES:]:
            self.add(steps, text)


def record_log(match: Match, names: Sequence[str]) -> list[tuple[int, str]]:
    """The move log of the whole game so far, in the app's language now: (the number of steps
    played once the line's was, the line), each play reported on the table it was made at."""
    return [(step.index + 1, event_line(names, step.report)) for step in Replay(match.info, match.record, reports=True)]
