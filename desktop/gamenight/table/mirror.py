"""`MirrorController`: what a screen that only shows a match (the TV table) gets in place of the
match controller. It passes on what the real controller reports, so the screen draws every change
as the host's screen does, and it takes no action: a tap, a key or a screen's own timer (a draw,
a coin landing) changes nothing, and a screen's own state (a log, a draw speed) is not written to
the record. A screen given one sees as a spectator: the public view, nobody's hand
(`GameScreen.watching`)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QWidget,
)

from gamenight.core.match import Match

CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QAbstractSlider)
"""What a person presses or types in: a screen that is only watched shows none of it."""
BOARD = "showsTheTable"
"""The property of a board drawn as buttons (Goker's flashboard, Pokeno's called cards): it shows
the table, so a watched screen keeps it (`is_board`)."""


PERSONS_OWN = "forThePersonOnly"
"""The property of a panel whose every part is for the person at the screen (the caller's draw
controls with their speed): a watched screen hides all of it, its words too."""


def is_board(widget: QWidget) -> None:
    """Mark `widget` as a board whose buttons show the table rather than take input only."""
    widget.setProperty(BOARD, True)


def is_persons_own(widget: QWidget) -> None:
    """Mark `widget` as a panel for the person at the screen only (see `PERSONS_OWN`)."""
    widget.setProperty(PERSONS_OWN, True)


def _on_board(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if parent.property(BOARD):
            return True
        parent = parent.parentWidget()
    return False


class _KeptHidden(QObject):
    """Hides again a control that its screen shows (a button for the next round, say)."""

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            watched.hide()
        return False


def hide_controls(screen: QWidget, keeper: QObject) -> None:
    """Hide every control of `screen` but the boards' (see `BOARD`), and every panel for the person
    at the screen (`PERSONS_OWN`), now and whenever the screen shows one again; `keeper` owns the
    filter that hides them."""
    kept_hidden = keeper.findChild(_KeptHidden) or _KeptHidden(keeper)
    for widget in screen.findChildren(QWidget):
        if (isinstance(widget, CONTROLS) and not _on_board(widget)) or widget.property(PERSONS_OWN):
            widget.installEventFilter(kept_hidden)
            widget.hide()


class MirrorController(QObject):
    changed = Signal(object)  # Change, as the mirrored controller sent it
    turnStarted = Signal(int)
    gameOver = Signal()
    refused = Signal(object)  # never emitted: the host's refusals are the host's
    hintReady = Signal(int, object, object)  # never emitted: a screen that only shows asks no hints

    def __init__(self, controller, parent: QObject | None = None):
        super().__init__(parent)
        self._controller = controller
        self.match: Match = controller.match
        self.auto_chance = False
        """Set by some screens for their own controller; here it steers nothing."""
        controller.changed.connect(self.changed)
        controller.turnStarted.connect(self.turnStarted)
        controller.gameOver.connect(self.gameOver)

    @property
    def state(self):
        return self.match.state

    @property
    def after_game(self):
        """What the host's game offers after its end (table/after_game.py), as the host's screen shows it."""
        return getattr(self._controller, "after_game", None)

    def act(self, action, seat: int) -> bool:
        return False

    def enter_chance(self, action, *, by_user: bool = True) -> bool:
        return False

    def draw(self, *, by_user: bool = True) -> bool:
        return False

    def undo(self, kind: str | None = None) -> bool:
        return False

    def undo_step(self, kind: str | None = None) -> None:
        return None

    def request_hint(self, seat: int) -> None:
        """No hint: nobody plays at this screen."""

    def remember(self, key: str, value) -> None:
        """Nothing written: the host's own screen keeps the record's screen state."""
