"""A TV table built again in a new language leaves no ghost that sounds: an Okey game started from
the launcher, the TV table opened (View -> TV table…), the language changed in Preferences; the
TV's old screen is deleted while its sounds' Python side may live on until collected (a cycle
holds it). The host's table then still asks whether a TV sounds its move, and hears the TV's new
screen only (before, the old one's deleted screen was asked and raised, and inside a Qt event
handler that crashed the app)."""
import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from test_tv_table import open_tv
from user_path import choose_language, seats, start_from_launcher


def test_a_tv_screen_built_again_leaves_no_ghost(window, qtbot, heard, english_after):
    start_from_launcher(window, qtbot, "okey", lambda dialog: seats(dialog, 4, {1: "easy", 2: "easy", 3: "easy"}))
    tv = open_tv(window, qtbot)
    ghost = tv.table_screen.sounds  # held, as an uncollected cycle holds it
    choose_language(window, qtbot, "tr")
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(ghost) and shiboken6.isValid(tv.table_screen.sounds)
    heard.clear()
    window.screen_widget.sounds.play("tile_draw")  # a public move: the TV's (new) screen sounds it
    tv.hide()
    window.screen_widget.sounds.play("tile_draw")  # no TV shows the match: the host's table does
    assert heard.names == ["tile_draw"]
