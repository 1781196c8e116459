"""The app under an assistive technology's eyes: Game Night, each game given started as a keyboard
user starts it (Tab to its launcher tile's Play, Space; in the new-game dialog Ann here, bots in
the other seats, seed 5, Start), Pokeno's board taken by keys (Tab to a board, Enter, Enter on
Take), then Tab until the table has the keys, and one Right arrow. For each game it prints a
JSON line (the game, the view's name, the name of the stop the keys are on, every stop's name
of that view; or what went wrong) and
waits for a line on stdin before it closes the game and starts the next. Every wait is bounded;
the app quits by itself after the seconds given. Run by `session.py` inside a D-Bus session on
an X server: `table_app.py SECONDS GAME...`."""
import json
import select
import sys
import time

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.smoke import when_modal
from gamenight.core.engine import CHANCE
from gamenight.table.names import spoken

SEATS = {"okey": 4, "goker": 3, "pokeno": 3, "jokers": 4, "goodge": 4}
WAITING_ON = {"okey": 0, "goker": CHANCE, "pokeno": CHANCE, "jokers": 0, "goodge": 0}
"""Who the game waits on once the table is reached: Ann (the bots have moved), or the caller's draw."""
TABLE = {  # the game's screen -> the scene focus of the view a user reads first
    "okey": lambda screen: screen.table_focus,
    "goker": lambda screen: screen.table_focus.cards[0],
    "pokeno": lambda screen: screen.table_focus.boards[0],
    "jokers": lambda screen: screen.hand_focus,
    "goodge": lambda screen: screen.table_focus,
}
WAIT_S = 20.0


def spin(ms: int) -> None:
    """Run the event loop for `ms` (the bridge answers the screen reader at once meanwhile:
    QTest.qWait sleeps between its rounds, which made each of the probe's calls wait)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_until(condition, what: str, seconds: float = WAIT_S) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {seconds:g} s for {what}")
        spin(20)


def tab_to(window, widget, limit: int = 200) -> None:
    """Tab from the focused control until `widget` has the keys."""
    for _ in range(limit):
        if widget.hasFocus():
            return
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    raise TimeoutError(f"{limit} Tabs never reached {widget!r}")


def start(window, game: str):
    """The game's tile by keys, the new-game dialog filled and Start pressed; the match."""
    def fill(dialog: NewGameDialog) -> None:
        dialog.player_count.setValue(SEATS[game])
        for seat, row in enumerate(dialog.seat_rows[:SEATS[game]]):
            row.name.setText(["Ann", "Bo", "Cy", "Di"][seat])
            row.kind.setCurrentIndex(row.kind.findData("human" if seat == 0 else "bot"))
        dialog.seed.setText("5")
        QTest.keyClick(dialog.start_button, Qt.Key.Key_Space)

    window.show_launcher()
    button = window.launcher.tiles[game].button
    tab_to(window, button)
    when_modal(NewGameDialog, fill)
    QTest.keyClick(button, Qt.Key.Key_Space)  # returns once the dialog is closed
    assert window.controller is not None, "Start did not open the game"
    window.controller.bot_delay_ms = 0
    return window.controller.match


def take_board(window, screen) -> None:
    picker = screen.picker
    wait_until(picker.take_button.isEnabled, "Ann's turn to choose a board")
    board = next(button for button in picker.number_buttons.values() if button.isEnabled())
    tab_to(window, board)
    QTest.keyClick(board, Qt.Key.Key_Return)
    QTest.keyClick(picker.take_button, Qt.Key.Key_Return)
    wait_until(lambda: bool(screen.table_focus.boards), "the boards")


def reach_table(window, game: str) -> dict:
    match = start(window, game)
    screen = window.screen_widget
    if game == "pokeno":
        take_board(window, screen)
    wait_until(lambda: match.current_player == WAITING_ON[game], "Ann's turn, or the caller's draw")
    focus = TABLE[game](screen)
    wait_until(lambda: bool(focus.stops) and focus.view.isVisible(), "the table drawn")
    window.activateWindow()
    QTest.qWaitForWindowActive(window, 5000)
    tab_to(window, focus.view)
    QTest.keyClick(focus.view, Qt.Key.Key_Right)
    assert focus.current is not None, "the keys are on nothing"
    return {"game": game, "view": focus.view.accessibleName(), "app focus": spoken(focus.current.name),
            "stops": [spoken(stop.name) for stop in focus.stops]}  # as a reader hears them (no direction marks)


def next_line(seconds: float) -> str:
    """The next line on stdin ("" past `seconds` or at its end), the event loop running meanwhile."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if select.select([sys.stdin], [], [], 0)[0]:
            return sys.stdin.readline()
        spin(50)
    return ""


def main(seconds: float, games: list[str]) -> int:
    deadline = time.monotonic() + seconds
    create_application()
    context = AppContext.open()
    context.settings.animation_speed = "off"
    window = build_main_window(context)
    window.show()
    window.activateWindow()
    if not QTest.qWaitForWindowActive(window, 5000):
        raise TimeoutError("the window did not become active (it takes the keys) within 5 s")
    for game in games:
        try:
            report = reach_table(window, game)
        except Exception as error:  # said, and on to the next game: one table's fault hides no other's
            report = {"game": game, "error": f"{type(error).__name__}: {error}"}
        print(json.dumps(report), flush=True)
        if not next_line(deadline - time.monotonic()):
            break
        window.close_match()
    window.close_match()
    return 0


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]), sys.argv[2:]))
