"""The move log beside the board: one line per step ("Ada: 7\u2665 split: ..."), each tagged with
the number of steps played once it was taken, so an undo cuts exactly the lines it took back
and a resumed game shows the lines kept in its record."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QListWidget

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

    def cut(self, steps: int) -> None:
        """Drop the lines of steps after the first `steps` (taken back)."""
        while self.count() and self.item(self.count() - 1).data(Qt.ItemDataRole.UserRole) > steps:
            self.takeItem(self.count() - 1)

    def lines(self) -> list[list]:
        """[steps, text] for each line, as kept in the record."""
        return [[self.item(row).data(Qt.ItemDataRole.UserRole), self.item(row).text()] for row in range(self.count())]

    def restore(self, saved, steps: int) -> None:
        """The lines kept in the record (anything unreadable is left out), up to `steps`."""
        self.clear()
        for line in saved if isinstance(saved, list) else ():
            if isinstance(line, list) and len(line) == 2 and isinstance(line[0], int) and isinstance(line[1], str):
                self.add(line[0], line[1])
        self.cut(steps)
