"""The app under an assistive technology's eyes: Game Night showing an Okey table (one person,
three bots) with the keyboard focus moved onto a rack tile by a key press, or (the game given
after the seconds) a Goker table with the focus on a card's number; it quits by itself after
the seconds given. Run by `test_atspi_table.py` inside a D-Bus session on an X server."""
import json
import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext
from gamenight.core.match import Match
from gamenight.core.records import Seat

app = create_application()
context = AppContext.open()
context.settings.animation_speed = "off"
window = build_main_window(context)
window.show()
game = sys.argv[2] if len(sys.argv) > 2 else "okey"
seats = [Seat("Ann", "human")] + [Seat(name, "bot", "easy") for name in ("Bo", "Cy", "Di")]
window.open_match(Match.start(game, seats, {}, seed=5))
QTest.qWait(500)
focus = window.screen_widget.table_focus
focus = focus.cards[0] if game == "goker" else focus
window.activateWindow()
QTest.qWaitForWindowActive(window, 5000)
focus.view.setFocus(Qt.FocusReason.OtherFocusReason)  # the table has the keys as the screen opens
QTest.qWait(200)
QTest.keyClick(focus.view, Qt.Key.Key_Right)  # the first arrow lands on the first tile
QTest.keyClick(focus.view, Qt.Key.Key_Right)  # the next on the second
print(json.dumps({"app focus": focus.current.name}), flush=True)
QTimer.singleShot(int(float(sys.argv[1]) * 1000), app.quit)
app.exec()
