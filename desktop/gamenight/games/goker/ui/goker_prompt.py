"""The GOKER prompt: when a person's guess is drawn, a panel in the middle of the table with one
big GOKER button for each person who may call now and the time left to call it (the coin's
countdown, or "before another guess is drawn"). The G key calls GOKER when one person may."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.ui.coin import GokerCoin
from gamenight.table.fonts import bold_font
from gamenight.table.names import name_button
from gamenight.table.overlay import laid_over

STYLE = ("QFrame#gokerPrompt{background:rgb(20,30,45);border-radius:18px;} "
         "QFrame#gokerPrompt QLabel{color:white;} "
         "QPushButton{background:#d81b60;color:white;border-radius:12px;padding:6px 18px;}")
BUTTON_PX = 26
COUNTDOWN_PX = 22


def countdown_words(seconds_left: float | None, key: bool) -> str:
    """`seconds_left`: the coin's time left, None while the round's balls are still drawn."""
    translate = QCoreApplication.translate
    if seconds_left is None:
        return translate("GokerPrompt", "Call it before another guess is drawn \u2014 or press G") if key else \
            translate("GokerPrompt", "Call it before another guess is drawn")
    when = translate("GokerPrompt", "{seconds} s left \u2014 or press G") if key else \
        translate("GokerPrompt", "{seconds} s left")
    return when.format(seconds=math.ceil(seconds_left))


class GokerPrompt(QFrame):
    called = Signal(int)
    """A GOKER button was pressed for this seat."""

    def __init__(self, area: QWidget, parent: QWidget, coin: GokerCoin, at_bottom: bool = False):
        """Centred on `parent` (the screen) across, over `area` (the cards) up and down, or at its
        bottom (`at_bottom`: the console, whose card picker lies at the top): it never covers the
        flashboard. `coin`: the coin whose countdown it shows."""
        super().__init__(parent)
        self.area, self.coin, self.at_bottom = area, coin, at_bottom
        self.setObjectName("gokerPrompt")
        self.setStyleSheet(STYLE)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(28, 20, 28, 20)
        self.layout_.setSpacing(12)
        self.countdown = QLabel()
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.countdown.setFont(bold_font(self, COUNTDOWN_PX))
        self.layout_.addWidget(self.countdown)
        self.buttons: dict[int, QPushButton] = {}
        self.seats: tuple[int, ...] = ()
        self.timer = QTimer(self)
        self.timer.setInterval(200)
        self.timer.timeout.connect(self._tick)
        area.installEventFilter(self)  # re-placed when the table changes size
        self.hide()

    def show_for(self, seats: tuple[int, ...], guesses: dict[int, int], names: list[str]) -> None:
        """One button per seat in `seats` (their guesses drawn, their windows open); none hides it."""
        if seats == self.seats:
            return
        self.seats = seats
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        for seat in seats:
            button = QPushButton(f"GOKER!  {name_button(names[seat])}  ({ball_name(guesses[seat])})")
            button.setFont(bold_font(self, BUTTON_PX))
            button.setMinimumHeight(72)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the screen (G, Space)
            button.clicked.connect(lambda _=False, seat=seat: self.called.emit(seat))
            self.layout_.insertWidget(self.layout_.count() - 1, button)
            self.buttons[seat] = button
        if seats:
            self._tick()
            self.show()
            self.place()
            self.raise_()
            self.timer.start()
        else:
            self.timer.stop()
            self.hide()

    def key_seat(self) -> int | None:
        """The seat the G key calls for: the only one that may call now."""
        return self.seats[0] if len(self.seats) == 1 else None

    def _tick(self) -> None:
        self.countdown.setText(countdown_words(self.coin.remaining() if self.coin.spinning else None,
                                               self.key_seat() is not None))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.area and event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and self.isVisible():
            self.place()
        return super().eventFilter(watched, event)

    def place(self) -> None:
        screen, area = laid_over(self).rect(), self.area.geometry()
        self.adjustSize()
        width = min(self.sizeHint().width(), screen.width() - 40)
        height = self.sizeHint().height()
        top = max(0, area.y() + (area.height() - height) // (1 if self.at_bottom else 2))
        self.setGeometry(screen.x() + (screen.width() - width) // 2, top, width, height)

