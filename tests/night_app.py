"""The real app (`run_app`: its lock, its folders, its window) in a process of its own, with a
host who starts a night once the window is up: Game -> New night… (Ada here, Bo on a phone, Cy
here; Goker twice) and the first game played to its end, then Back to the night. With `between`
it stops there; with `mid` it starts the second game and makes a few moves. Then it prints where
the night is (one line of JSON) and waits to be killed (test_night_killed.py kills it with
SIGKILL). Anything going wrong ends it at once with the reason on stderr.
`python tests/night_app.py PORT between|mid`."""
from __future__ import annotations

import json
import os
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

import gamenight.net.serve
from gamenight.app import application
from gamenight.app.main_window import MainWindow
from gamenight.app.new_night_dialog import NewNightDialog
from gamenight.app.smoke import when_modal
from gamenight.core.engine import CHANCE
from night_desk import fill_night, menu_action

PEOPLE = [("Ada", "human"), ("Bo", "phone"), ("Cy", "human")]
LIMIT_S = 60


def play(window: MainWindow, moves: int) -> None:
    """The people's moves (an easy bot's choice) and the draws, as `user_path.play_on` makes them."""
    controller = window.controller
    assert controller is not None
    controller.bot_delay_ms = 0
    match, rng, deadline = controller.match, random.Random(3), time.monotonic() + LIMIT_S
    while moves and not match.is_over:
        assert time.monotonic() < deadline, "the game did not end in time"
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        player = match.current_player
        if player == CHANCE:
            controller.draw()
        elif player >= 0 and not match.seats[player].is_bot:
            bot = match.info.bots["easy"](player)
            controller.act(bot.choose(match.state.view(player), match.state.legal_actions(), rng), player)
        else:
            continue
        moves -= 1


def host(window: MainWindow, port: int, where: str) -> None:
    window.context.settings.phone_port = port
    window.context.settings.animation_speed = "off"
    when_modal(NewNightDialog, lambda dialog: (fill_night(dialog, PEOPLE, ["goker", "goker"]),
                                               dialog.start_button.click()))
    menu_action(window, "New n&ight\u2026").trigger()
    night = window.night
    assert night is not None and night.table is not None, "the night or its phones did not open"
    night.page.start_button.click()
    play(window, 10_000)
    window.screen_widget.end_panel.again_button.click()
    assert window.stack.currentWidget() is night.page, "Back to the night did not show the night page"
    where_now: dict = {}
    if where == "mid":
        night.page.start_button.click()
        play(window, 4)
        match = window.controller.match
        where_now = {"match": match.record.match_id, "actions": len(match.record.actions)}
    print(json.dumps({"night": night.night.record.uid, "link": night.table.link(1), **where_now,
                      "program": [item.to_json() for item in night.night.record.program],
                      "standings": [[line.person.name, line.points, line.played, line.wins]
                                    for line in night.night.standings(night.records)]}), flush=True)


def main() -> int:
    port, where = int(sys.argv[1]), sys.argv[2]
    gamenight.net.serve.default_address = lambda: "127.0.0.1"  # tests never use the LAN's address
    started = MainWindow.schedule_after_start

    def after_start(window: MainWindow) -> None:
        started(window)

        def hosted() -> None:
            try:
                host(window, port, where)
            except BaseException:  # the test reads why, at once
                traceback.print_exc()
                sys.stderr.flush()
                os._exit(1)

        QTimer.singleShot(50, hosted)

    MainWindow.schedule_after_start = after_start  # type: ignore[method-assign]
    return application.run_app()


if __name__ == "__main__":
    sys.exit(main())
