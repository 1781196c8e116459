"""`GameScreen`: what every game's screen shares, so a screen keeps only what is its own.

It owns the seats and their names, the people among them and the one acting now; whose eyes the
screen is (`viewer`) and what that seat may see (`view()`, the engine's `view(viewer)`); the
pass-the-device gate of hot-seat play; one panel for round and game ends; the winners from the
engine's `placements()`; the hint, worked out by the strongest bot on the bot worker; the
message line, cleared by the next action that is accepted; and animation durations that follow
the preferences (0 when animations are off).

A game's screen derives from it, builds its widgets, calls `install_overlays(area)` with the
widget the panels lie over, and implements `refresh()`, which draws the table from `view()`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from gamenight.app.match_controller import Change
from gamenight.app.names import win_title
from gamenight.table.overlay import OverlayPanel
from gamenight.table.pass_gate import PassGate


class GameScreen(QWidget):
    hint_reason = ""
    """Why the last hint's action, in the bot's words (`Bot.advise`): `show_hint` says it too."""
    hidden_information = True
    """Seats hide things from each other (cards, tiles): with two or more people at one machine
    the pass gate hides the table between their turns."""
    pass_what = "cards"
    """What the pass gate's button shows: "show my cards", "show my rack"."""

    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.context = context
        match = controller.match
        self.names = [seat.name for seat in match.seats]
        self.humans = [seat for seat, info in enumerate(match.seats) if not info.is_bot]
        self.viewer = self.humans[0] if self.humans else 0
        self.unlocked = not self.gated
        self.speed_factor = context.settings.animation_factor
        self.message = QLabel()
        self.message.setTextFormat(Qt.PlainText)
        self.message.setWordWrap(True)
        self.last_change: Change | None = None
        """What the controller last reported (the action, its actor, a round ended): `refresh`
        reads it to animate what happened instead of diffing the table."""
        self.pass_gate: PassGate | None = None
        self.end_panel: OverlayPanel | None = None
        controller.changed.connect(self._changed)
        controller.gameOver.connect(self.refresh)
        controller.refused.connect(self.show_message)
        controller.hintReady.connect(self._hint_ready)

    # -- who is looking --------------------------------------------------------------------------
    @property
    def gated(self) -> bool:
        """True when the pass gate guards this table (hidden information, several people)."""
        return self.hidden_information and len(self.humans) > 1

    @property
    def state(self):
        return self.controller.state

    def view(self) -> Any:
        """What the viewer's seat may see: everything a screen draws comes from here."""
        return self.controller.state.view(self.viewer)

    def acting_human(self) -> int | None:
        seat = self.controller.match.current_player
        return seat if seat in self.humans else None

    def my_turn(self) -> bool:
        """The viewer is to act, and the table is showing (not behind the pass gate)."""
        return self.acting_human() == self.viewer and self.unlocked

    def duration(self, base_ms: int) -> int:
        return int(base_ms / self.speed_factor) if self.speed_factor else 0

    # -- the parts every screen has --------------------------------------------------------------
    def install_overlays(self, area: QWidget) -> None:
        """The pass gate and the end panel, laid over `area` (the table)."""
        self.pass_gate = PassGate(area, self, self.pass_what)
        self.pass_gate.opened.connect(self._gate_opened)
        self.end_panel = OverlayPanel(area, self)

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    def request_hint(self) -> None:
        if not self.my_turn():
            self.show_message("A hint is for your own turn.")
            return
        self.show_message("Thinking of a hint\u2026")
        self.controller.request_hint(self.viewer)

    def show_hint(self, action) -> None:
        """Say the hint in the engine's words, then why (`hint_reason`, the bot's own words);
        screens may also mark it on the table."""
        reason = f" {self.hint_reason}" if self.hint_reason else ""
        self.show_message(f"Hint: {self.state.describe(action)}.{reason}")

    def winners(self) -> list[int]:
        """The seats placed first, from the engine."""
        return [seat for seat, place in enumerate(self.state.placements()) if place == 1]

    def winners_title(self) -> str:
        return win_title([self.names[seat] for seat in self.winners()])

    def refresh(self) -> None:
        """Draw the table from `view()`."""
        raise NotImplementedError

    # -- plumbing ------------------------------------------------------------------------------
    def _changed(self, change: Change | None = None) -> None:
        self.last_change = change
        self.message.clear()
        self.check_gate()
        self.refresh()

    def check_gate(self) -> None:
        """Hide the table when the turn has gone to another person at this machine."""
        if not self.gated or self.pass_gate is None:
            return
        acting = self.acting_human()
        if acting is not None and (acting != self.viewer or not self.unlocked):
            self.unlocked = False
            self.pass_gate.ask(acting, self.names[acting])
        elif self.unlocked:
            self.pass_gate.hide()

    def _gate_opened(self, seat: int) -> None:
        self.viewer = seat
        self.unlocked = True
        self.refresh()

    def _hint_ready(self, seat: int, action, reason: str) -> None:
        if seat == self.viewer and self.my_turn():
            self.hint_reason = reason
            self.show_hint(action)
