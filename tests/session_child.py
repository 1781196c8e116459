"""Run by test_caller_session_kill.py in a process of its own (offscreen, on the test's folders): the
app's window, a caller's session started from the Goker tile (Goker of three short levels, then
Super Pokeno Bonus) and played by taps into the second game's first round, then it prints what
the session looks like there as one JSON line and waits, the event loop running, to be killed
(kill -9: nothing is written at exit)."""
from __future__ import annotations

import json
import time

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext
from session_play import click, fill_session, play_goker, play_pokeno, session_of
from user_path import start_from_launcher

NAMES = ["Ann", "Bob"]


class Waiter:
    """What the user path asks of qtbot, for a process with no pytest: clicks, and the event loop
    turning until `done()`."""

    mouseClick = staticmethod(QTest.mouseClick)

    def waitUntil(self, done, timeout: int = 5000) -> None:
        end = time.monotonic() + timeout / 1000
        while not done():
            if time.monotonic() > end:
                raise AssertionError("timed out")
            QApplication.processEvents()
            time.sleep(0.005)

    def __call__(self, done) -> None:
        self.waitUntil(done)


def main() -> None:
    create_application()
    context = AppContext.open()
    context.settings.animation_speed = "off"
    window = build_main_window(context)
    window.show()
    wait = Waiter()
    start_from_launcher(window, wait, "goker", fill_session(NAMES, [("pokeno", {})]))
    session = session_of(window)
    play_goker(window, wait)
    click(window.screen_widget.end_panel.again_button)
    seen = {"night": session.night.record.uid, "standings": [[standing.person.name, standing.points]
                                                             for standing in session.summary().standings]}
    click(session.page.start_button)
    match = window.controller.match
    play_pokeno(window, wait, until=lambda: match.state.round is not None and len(match.state.round.drawn) == 3)
    seen["match"] = match.record.match_id
    seen["actions"] = len(match.record.actions)
    seen["round"] = len(match.state.completed_rounds()) + 1  # the first, unless it ended before its third call
    print(json.dumps(seen), flush=True)
    while True:
        QApplication.processEvents()
        time.sleep(0.02)


if __name__ == "__main__":
    main()
