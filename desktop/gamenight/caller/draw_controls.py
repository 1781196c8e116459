"""The caller's draw controls: the draw button (Space triggers it too), Auto draw at a chosen
speed with Pause. The screen says when a draw is possible and what the button says."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QWidget

from gamenight.table.mirror import is_persons_own
from gamenight.table.touch import touch_px

SPEED_KEY = "draw_speed"  # tenths of a second per auto draw, kept in the record's view_state
DRAW_KEY = Qt.Key.Key_Space
"""The key that draws, as the caller's Draw button does (listed by Help -> Keyboard shortcuts)."""


DRAW_KEY_NAME = QT_TRANSLATE_NOOP("GameKeys", "Space")
"""DRAW_KEY's name in the shortcuts list, translated where it is shown (see `GameScreen.keys`)."""


class DrawControls(QWidget):
    step = Signal()
    """Draw once: the button, Space, or a tick of Auto draw."""

    def __init__(self, text: str, tenths: tuple[int, int, int], parent: QWidget | None = None):
        """`tenths`: the slider's (least, most, start) seconds per draw, in tenths."""
        super().__init__(parent)
        is_persons_own(self)  # the TV shows none of it, nor the speed it says
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.primary = QPushButton(text)
        self.primary.setMinimumSize(150, max(44, touch_px(self)))
        self.primary.setToolTip(self.tr("Space"))
        self.primary.clicked.connect(self.step)
        layout.addWidget(self.primary)
        self.auto = QPushButton(self.tr("Auto draw"))
        self.auto.setCheckable(True)
        self.auto.setMinimumHeight(max(44, touch_px(self)))
        self.auto.toggled.connect(self._set_auto)
        layout.addWidget(self.auto)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(tenths[0], tenths[1])
        self.speed.setValue(tenths[2])
        self.speed.setFixedSize(100, touch_px(self))  # a thumb can take the handle
        self.speed.setToolTip(self.tr("Auto draw: seconds per draw"))
        self.speed_label = QLabel()
        self.speed.valueChanged.connect(self._speed_changed)
        layout.addWidget(self.speed)
        layout.addWidget(self.speed_label)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.step)
        self._speed_changed(self.speed.value())

    def keep_speed_in(self, controller) -> None:
        """Take the speed saved with the match (a resume gets the pace the caller had chosen)
        and save every change to it."""
        saved = controller.match.record.view_state.get(SPEED_KEY)
        if isinstance(saved, int) and self.speed.minimum() <= saved <= self.speed.maximum():
            self.speed.setValue(saved)
        self.speed.valueChanged.connect(lambda value: controller.remember(SPEED_KEY, value))

    def take_over(self, old: DrawControls) -> None:
        """Draw on by itself if `old` (the screen's controls before a change of language) did and
        this screen allows it."""
        if old.auto.isChecked() and self.auto.isEnabled():
            self.auto.setChecked(True)
        old.auto.setChecked(False)

    def add_space_shortcut(self, window_widget: QWidget) -> None:
        """Space draws while `window_widget` (the game screen) is shown in the active window."""
        QShortcut(QKeySequence(DRAW_KEY), window_widget, self._space, context=Qt.ShortcutContext.WindowShortcut)

    def _space(self) -> None:
        if self.primary.isEnabled():
            self.step.emit()

    def set_ready(self, can_draw: bool, auto_allowed: bool, text: str | None = None) -> None:
        """Whether a draw is possible now, and whether Auto draw may keep running (it may wait
        through a pause such as a round's guesses); it stops when it may not."""
        self.primary.setEnabled(can_draw)
        self.auto.setEnabled(auto_allowed)
        if text:
            self.primary.setText(text)
        if not auto_allowed and self.auto.isChecked():
            self.auto.setChecked(False)

    def _set_auto(self, on: bool) -> None:
        self.auto.setText(self.tr("Pause") if on else self.tr("Auto draw"))
        if on:
            self.timer.start(self.speed.value() * 100)
        else:
            self.timer.stop()

    def _speed_changed(self, value: int) -> None:
        self.speed_label.setText(self.tr("{seconds} s").format(seconds=QLocale().toString(value / 10, "f", 1)))
        if self.timer.isActive():
            self.timer.start(value * 100)
