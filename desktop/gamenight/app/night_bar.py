"""During a night's game, a thin bar above its table in the main window: the night's standings in
one line (`StandingsBand`, app/night_standings.py) and the way to the night page (its program,
the next game's seats), the game going on meanwhile."""
from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from gamenight.core.records import GameRecord
from gamenight.night.night import Night


class NightBar(QWidget):
    nightRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        from gamenight.app.night_standings import StandingsBand

        super().__init__(parent)
        self.setObjectName("nightBar")
        self.band = StandingsBand(self)
        self.button = QPushButton()
        self.button.setObjectName("nightPageButton")
        self.button.clicked.connect(self.nightRequested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.addWidget(self.band, 1)
        layout.addWidget(self.button)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("The night\u2026"))
        self.button.setToolTip(self.tr("The night's standings, its program and the next game's seats; the game "
                                       "goes on meanwhile"))

    def show_night(self, night: Night, records: Mapping[str, GameRecord]) -> None:
        self.band.show_night(night, records)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
