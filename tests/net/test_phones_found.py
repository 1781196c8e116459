"""Phones are found where a host looks: the launcher and the new-game dialog say that players can
join from their phones (it was offered only as a seat's Who), and Game -> Phones at the table… is
always there to choose: without a phone table it says why (no game yet, a game without phone
seats, a table that could not be opened) and how phones join, instead of being greyed out."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.smoke import when_modal
from user_path import seats, start_from_launcher

from .test_desktop_host import free_port
from .test_phones_from_launcher import loopback, open_okey_with_a_phone  # noqa: F401 (a fixture)

HOW = "in the new-game dialog, set Who to Phone for their seats"
NOT_HERE = "192.0.2.1"
"""An address of no machine (TEST-NET-1): this computer cannot listen on it."""


def phones_item(window):
    game = window.menuBar().actions()[0].menu()
    return next(action for action in game.actions() if action.text() == "&Phones at the table\u2026")


def said_by_the_phones_item(window, qtbot) -> str:
    """Choose Game -> Phones at the table…; the words of the window it opens (then closed)."""
    item = phones_item(window)
    assert item.isEnabled()
    said = []
    when_modal(QMessageBox, lambda box: (said.append(box.text()), box.accept()))
    item.trigger()
    qtbot.waitUntil(lambda: bool(said), timeout=3000)
    return said[0]


def test_the_launcher_and_the_new_game_dialog_say_phones_can_join(window, qtbot):
    line = window.launcher.phones_line
    assert line.isVisible() and "join from their phones" in line.text() and "Phone" in line.text()
    seen = []

    def look(dialog: NewGameDialog) -> None:
        seen.append((dialog.phones_note.isVisible(), dialog.phones_note.text()))
        dialog.reject()

    when_modal(NewGameDialog, look)
    qtbot.mouseClick(window.launcher.tiles["okey"].button, Qt.MouseButton.LeftButton)
    assert seen and seen[0][0] and "on their own phone" in seen[0][1] and "QR code" in seen[0][1]


def test_with_no_game_the_item_says_how_phones_join(window, qtbot):
    assert "Why no phone can join now" in phones_item(window).statusTip()
    said = said_by_the_phones_item(window, qtbot)
    assert HOW in said and "link and QR code" in said


def test_a_game_without_phone_seats_says_so(window, qtbot):
    start_from_launcher(window, qtbot, "okey", lambda dialog: seats(dialog, 4, {1: "easy", 2: "easy", 3: "easy"}))
    said = said_by_the_phones_item(window, qtbot)
    assert said.startswith("This game has no phone seats") and HOW in said


def test_a_table_that_could_not_open_says_why(window, qtbot, monkeypatch):
    monkeypatch.setattr("gamenight.net.serve.default_address", lambda: NOT_HERE)
    window.context.settings.phone_port = free_port()
    when_modal(QMessageBox, lambda box: box.accept())  # "Phones cannot join", said as the game opens
    open_okey_with_a_phone(window, qtbot)
    qtbot.waitUntil(lambda: window.phones.refusal is not None, timeout=5000)
    said = said_by_the_phones_item(window, qtbot)
    assert said.startswith("The table could not be opened to phones: ") and NOT_HERE in said
    assert said.endswith("The game is saved; resume it to try again.")


@pytest.mark.usefixtures("loopback")
def test_with_a_phone_table_the_item_shows_the_join_screen(window, qtbot):
    window.context.settings.phone_port = free_port()
    open_okey_with_a_phone(window, qtbot)
    window.phones.join_screen.hide()
    item = phones_item(window)
    assert item.statusTip() == "Show each phone seat's link and QR code"
    item.trigger()
    assert window.phones.join_screen.isVisible()
