"""The pass-the-device gate of hot-seat play: whenever the turn goes to another person at the
same machine, a panel hides the table ("Pass to Bob") until Bob says it is him. Every game with
hidden information uses it; `GameScreen` decides when it shows."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from gamenight.core.words import words
from gamenight.table.fonts import bold_font
from gamenight.table.language import translated
from gamenight.table.names import name_button, name_html
from gamenight.table.overlay import OverlayPanel

SHOW_MY = {"cards": words("PassGate", "I am {name}: show my cards"),
           "rack": words("PassGate", "I am {name}: show my rack")}
"""The open button's words by what a game hides (`GameScreen.pass_what`)."""


class PassGate(OverlayPanel):
    opened = Signal(int)  # the seat that took the device

    def __init__(self, area: QWidget, parent: QWidget | None = None, what: str = "cards"):
        super().__init__(area, parent)
        self.what = what
        self.seat: int | None = None
        self.text.setFont(bold_font(self, 26))
        self.open_button = self.add_button("", self._open)

    def ask(self, seat: int, name: str) -> None:
        """Hide the table until the player of `seat` takes over."""
        self.seat = seat
        translate = QCoreApplication.translate
        self.open_button.setText(translated(SHOW_MY.get(self.what, SHOW_MY["cards"])(name=name_button(name))))
        self.show_message(translate("PassGate", "Pass to {name}").format(name=name_html(name)))

    def _open(self) -> None:
        self.hide()
        if self.seat is not None:
            self.opened.emit(self.seat)
