"""Screenshots of a night at the desktop, taken the way a host gets there, for docs/screenshots/:
Game -> New night… filled for six (Bo and Di on phones, Fay away; Goker, Okey and Super Pokeno
Bonus with short house rules: night-new), Start the night; the first game played at the window,
then Back to the night (night-page, with Okey's fair seats), and View -> TV table… between games
(night-tv: the TV full screen, on a TV of the display's size).

Run on a display of the size wanted, as make_screenshots.py is (whose Shooter it uses):
  xvfb-run -a -s "-screen 0 1366x768x24" sh -c "openbox & python docs/make_night_screenshots.py 1366x768"
`--language tr` takes them with the app in Turkish, into docs/screenshots/tr/. The phones' table
listens on 127.0.0.1 only; no phone joins."""
from __future__ import annotations

import sys
from pathlib import Path

from make_screenshots import Shooter, take_one_tour, wait
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import gamenight.net.serve

sys.path.insert(0, str(Path(__file__).parents[1] / "tests"))
from night_desk import fill_night

PEOPLE = [("Ada", "human"), ("Bo", "phone"), ("Cy", "human"), ("Di", "phone"), ("Ed", "human"), ("Fay", "away")]
GAMES = ["goker", "okey", "pokeno"]


def night_tour(shooter: Shooter) -> None:
    window = shooter.window
    gamenight.net.serve.default_address = lambda: "127.0.0.1"

    def fill_and_start() -> None:
        dialog = QApplication.activeModalWidget()
        fill_night(dialog, PEOPLE, GAMES)
        dialog.program.list.setCurrentRow(0)  # Goker's house rules under the program
        wait(shooter.app, 300)
        shooter.shot("night-new")
        QTest.mouseClick(dialog.start_button, Qt.LeftButton)

    QTimer.singleShot(300, fill_and_start)
    window.new_night()
    night = window.night
    if window.phones.join_screen is not None:
        window.phones.join_screen.hide()
    QTest.mouseClick(night.page.start_button, Qt.LeftButton)
    match = window.controller.match
    window.controller.bot_delay_ms = 0
    shooter.play(lambda: match.is_over)
    wait(shooter.app, 600)
    QTest.mouseClick(window.screen_widget.end_panel.again_button, Qt.LeftButton)
    wait(shooter.app, 300)
    shooter.shot("night-page")
    window.tv_action.trigger()
    wait(shooter.app, 600)
    shooter.shot("night-tv", night.tv)
    night.leave()


def main() -> None:
    take_one_tour("Screenshots of a night at the desktop, for docs/screenshots/.", night_tour)


if __name__ == "__main__":
    main()
