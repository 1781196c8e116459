"""Stand-ins for the night's pieces another branch builds (`nightshow`: app/night_standings.py's
StandingsBand and StandingsView, app/night_end.py's NightEndPage, with the interface agreed in
/work/helpers/night-ui-interface.md), installed for the desktop night's tests only while the real
modules are missing: once both branches are merged the real ones are used and this does nothing.
They draw the bare minimum (a line of text) and are never part of the app."""
from __future__ import annotations

import importlib.util
import sys
import types

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


def _line(night, records) -> str:
    return " \u00b7 ".join(f"{line.place}. {line.person.name} {line.points}" for line in night.standings(records))


class StandingsBand(QLabel):
    def show_night(self, night, records) -> None:
        self.setText(_line(night, records))


class StandingsView(StandingsBand):
    pass


class NightEndPage(QWidget):
    closed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.text = QLabel()
        self.done = QPushButton("Done")
        self.done.clicked.connect(self.closed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.done)

    def show_night(self, night, records) -> None:
        self.text.setText(", ".join(person.name for person in night.champion(records)))


def install() -> list[str]:
    """Put a stand-in module where a real one is missing; the names of those put in."""
    put = []
    for name, classes in (("gamenight.app.night_standings", (StandingsBand, StandingsView)),
                          ("gamenight.app.night_end", (NightEndPage,))):
        if name in sys.modules or importlib.util.find_spec(name) is not None:
            continue
        module = types.ModuleType(name)
        for kind in classes:
            setattr(module, kind.__name__, kind)
        sys.modules[name] = module
        put.append(name)
    return put
