"""A bare screen for the Pig test game: enough to drive the main window and controller."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from toygame import Hold, Roll


class PigScreen(QWidget):
    def __init__(self, controller, context, parent=None):
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        self.status = QLabel()
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.roll = QPushButton("Roll")
        self.hold = QPushButton("Hold")
        row.addWidget(self.roll)
        row.addWidget(self.hold)
        layout.addLayout(row)
        self.roll.clicked.connect(lambda: controller.act(Roll(), controller.match.current_player))
        self.hold.clicked.connect(lambda: controller.act(Hold(), controller.match.current_player))
        controller.changed.connect(self.refresh)

    def refresh(self):
        state = self.controller.state
        self.status.setText(f"totals {state.totals} turn {state.turn_total}")
