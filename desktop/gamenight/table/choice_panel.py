"""A choice as large buttons (bids and a pass, a trump suit, the split of a 7): touch-sized,
several to a row, each with its own words and an optional note under it."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from gamenight.core.words import Text
from gamenight.table.fonts import heading
from gamenight.table.language import translated

BUTTON_HEIGHT = 52


class ChoicePanel(QWidget):
    chosen = Signal(object)

    def __init__(self, columns: int = 4, parent: QWidget | None = None):
        super().__init__(parent)
        self.columns = columns
        layout = QVBoxLayout(self)
        self.title = heading(self, 16)
        layout.addWidget(self.title)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.buttons: dict[Any, QPushButton] = {}
        self.return_focus: QWidget | None = None
        """Where the keyboard goes once a choice taken by keys leaves no button (the table)."""

    def offer(self, title: Text, choices: Sequence[tuple[Any, Text]], notes: dict[Any, Text] | None = None,
              tips: dict[Any, Text] | None = None) -> None:
        """Show `choices` as (value, caption) buttons under `title` (each in the app's language),
        a choice's note under its caption and its tip (what it does, in full) on the button;
        a click emits `chosen(value)`."""
        self.title.setText(translated(title))
        had_focus = any(button.hasFocus() for button in self.buttons.values())
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons = {}
        for index, (value, caption) in enumerate(choices):
            note = translated((notes or {}).get(value) or "")
            button = QPushButton(translated(caption) if not note else f"{translated(caption)}\n{note}")
            button.setMinimumHeight(BUTTON_HEIGHT if not note else BUTTON_HEIGHT + 18)
            tip = translated((tips or {}).get(value) or "")
            button.setToolTip(tip)
            button.setAccessibleDescription(tip)
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
            button.clicked.connect(lambda checked=False, value=value: self.chosen.emit(value))
            self.grid.addWidget(button, index // self.columns, index % self.columns)
            self.buttons[value] = button
        if had_focus:  # a keyboard player's choice was taken: on to the next choice, else the table
            target = next(iter(self.buttons.values()), None) or self.return_focus
            if target is not None:
                target.setFocus(Qt.FocusReason.OtherFocusReason)
