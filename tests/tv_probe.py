"""Run by test_tv_table_screens.py in a process of its own, on the two offscreen screens the test
describes (a laptop and a TV): the host opens View -> TV table…, is asked which screen, chooses the
one offered first; printed as one JSON object: the screens offered, where the TV table opened and
whether full screen, then the same after Esc; then opened again on the console's own screen: where,
and what the console's status bar says while it is open and once Esc has closed it.

Usage: python tv_probe.py"""
from __future__ import annotations

import json
import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog

from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext
from gamenight.app.smoke import when_modal
from gamenight.core.match import Match
from gamenight.core.records import Seat


def settle(ms: int = 200) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def main() -> None:
    create_application()
    window = build_main_window(AppContext.open())
    window.show()
    settle()
    window.open_match(Match.start("okey", [Seat(name, "bot", "easy") for name in ("Ann", "Bo", "Cy", "Di")], seed=3))
    offered: list[str] = []

    def choose(dialog: QInputDialog) -> None:
        offered.extend(dialog.comboBoxItems())
        dialog.accept()

    when_modal(QInputDialog, choose)
    window.tv_action.trigger()
    settle(400)
    tv = window.phones.tv_table
    found = {"console": window.screen().name(), "offered": offered, "screen": tv.screen().name(),
             "full": tv.isFullScreen(), "geometry": tv.geometry().getRect()}
    QTest.keyClick(tv, Qt.Key.Key_Escape)
    settle(400)
    found.update(after_esc_full=tv.isFullScreen(), after_esc_visible=tv.isVisible(),
                 after_esc_screen=tv.screen().name())

    def choose_the_consoles(dialog: QInputDialog) -> None:
        dialog.setTextValue(next(item for item in dialog.comboBoxItems() if item.startswith("LAPTOP")))
        dialog.accept()

    when_modal(QInputDialog, choose_the_consoles)
    window.tv_action.trigger()
    settle(400)
    found.update(behind_screen=tv.screen().name(), behind_full=tv.isFullScreen(),
                 note_while_open=window.statusBar().currentMessage())
    QTest.keyClick(tv, Qt.Key.Key_Escape)  # in a window, Esc closes it
    settle(200)
    found.update(note_after_close=window.statusBar().currentMessage())
    window.close_match()
    print(json.dumps(found))


if __name__ == "__main__":
    main()
