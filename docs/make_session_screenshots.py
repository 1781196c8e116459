"""Screenshots of a caller's session, taken the way a caller gets there, for docs/screenshots/:
the Goker tile, the new-game dialog with "A session of several games" ticked and four games added
(session-new-game), Start; the Goker game played at the console with the audience
window open beside it; the end panel's session button; then the console between the games
(session-console) and the session's projector where the audience window was
(session-projector-window), then full screen (session-projector).

Run on a display of the size wanted, as make_screenshots.py is (whose Shooter it uses):
  xvfb-run -a -s "-screen 0 1366x768x24" sh -c "openbox & python docs/make_session_screenshots.py 1366x768"
`--language tr` takes them with the app in Turkish, into docs/screenshots/tr/."""
from __future__ import annotations

from make_screenshots import Shooter, take_one_tour, wait
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.session_flow import CallerSession

NAMES = ["Ann", "Bob", "Cy", "Dee"]
GOKER = {"cards": "table", "level1": 10, "level2": 20, "level3": 30, "grace_seconds": 0}
ADDED = ["pokeno", "goker", "pokeno", "goker"]
"""The games after the first: a session of five."""


def fill(shooter: Shooter, dialog: NewGameDialog) -> None:
    dialog.player_count.setValue(len(NAMES))
    for row, name in zip(dialog.seat_rows, NAMES, strict=False):
        row.name.setText(name)
        row.kind.setCurrentIndex(row.kind.findData("human"))
    for key, value in GOKER.items():
        widget = dialog.option_widgets[key]
        widget.setCurrentIndex(widget.findData(value)) if hasattr(widget, "findData") else widget.setValue(value)
    dialog.seed.setText("7")
    box = dialog.session_box
    box.setChecked(True)
    editor = box.editor
    for game in ADDED:
        editor.game_choice.setCurrentIndex(editor.game_choice.findData(game))
        QTest.mouseClick(editor.add_button, Qt.LeftButton)
    dialog.scroll_area.verticalScrollBar().setValue(box.y())  # the session box at the top
    wait(shooter.app, 200)
    shooter.shot("session-new-game")


def session_tour(shooter: Shooter) -> None:
    window = shooter.window
    shooter.start_from_tile("goker", lambda dialog: fill(shooter, dialog))
    match = window.controller.match
    window.screen_widget.open_audience(window.screen())
    window.activateWindow()
    shooter.play(lambda: match.is_over)
    wait(shooter.app, 600)
    QTest.mouseClick(window.screen_widget.end_panel.again_button, Qt.LeftButton)
    session = window.findChild(CallerSession)
    projector = session.projector
    window.raise_()
    window.activateWindow()
    wait(shooter.app, 600)
    shooter.shot("session-console")
    shooter.shot("session-projector-window", projector)
    QTest.mouseClick(projector.full_screen_button, Qt.LeftButton)
    wait(shooter.app, 600)
    shooter.shot("session-projector", projector)
    session.put_away()


def main() -> None:
    take_one_tour("Screenshots of a caller's session, for docs/screenshots/.", session_tour)


if __name__ == "__main__":
    main()
