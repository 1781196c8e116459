"""A bare screen for the Pig test game on the shared GameScreen base: enough to drive the main
window, the controller and the base's own parts (pass gate, hint, messages)."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.app.context import AppContext
from gamenight.app.match_controller import MatchController
from gamenight.core.match import Match
from gamenight.storage.keeper import MatchKeeper
from gamenight.table.screen import GameScreen
from toygame import Hold, Roll


class PigScreen(GameScreen):
    hidden_information = False

    def __init__(self, controller, context, parent=None):
        super().__init__(controller, context, parent)
        layout = QVBoxLayout(self)
        self.status = QLabel()
        layout.addWidget(self.status)
        self.table = QWidget()
        row = QHBoxLayout(self.table)
        self.roll = QPushButton("Roll")
        self.hold = QPushButton("Hold")
        self.hint = QPushButton("Hint")
        for button in (self.roll, self.hold, self.hint):
            row.addWidget(button)
        layout.addWidget(self.table)
        layout.addWidget(self.message)
        self.install_overlays(self.table)
        self.roll.clicked.connect(lambda: controller.act(Roll(), controller.match.current_player))
        self.hold.clicked.connect(lambda: controller.act(Hold(), controller.match.current_player))
        self.hint.clicked.connect(self.request_hint)

    def refresh(self):
        view = self.view()
        self.status.setText(f"totals {view['totals']} turn {view['turn_total']}")


class SecretPigScreen(PigScreen):
    """Pig as if the seats hid something from each other: the pass gate guards it."""

    hidden_information = True


def open_screen(qtbot, seats, kind=PigScreen, animations="off"):
    """A Pig match on a `kind` screen of its own (no main window), started, bots without a pause."""
    match = Match.start("pig", seats, seed=3)
    context = AppContext.open()
    context.settings.animation_speed = animations
    controller = MatchController(match, MatchKeeper(match, None, None), bot_delay_ms=0)
    screen = kind(controller, context)
    qtbot.addWidget(screen)
    screen.resize(600, 400)
    screen.show()
    controller.start()
    return match, controller, screen
