"""A phone table opened the way a user opens it: the Okey tile, a seat set to Phone in the
new-game dialog, Start; the join screen shows that seat's link, a phone joins by it and plays its
turns against the bots, the window shows the public table (no rack), and after a kill and a resume
through the resume dialog the same link takes the phone back to its seat."""
import queue
import threading

import pytest
from tests.net.test_desktop_host import free_port, phone_plays

from gamenight.core.engine import SPECTATOR
from user_path import killed_and_reopened, resume_through_dialog, start_from_launcher


@pytest.fixture
def loopback(monkeypatch):
    """The table listens on 127.0.0.1 only (tests never use the machine's LAN address)."""
    monkeypatch.setattr("gamenight.net.serve.default_address", lambda: "127.0.0.1")


def open_okey_with_a_phone(window, qtbot):
    def fill(dialog):
        dialog.player_count.setValue(4)
        for index, row in enumerate(dialog.seat_rows[:4]):
            row.kind.setCurrentIndex(row.kind.findData("phone" if index == 0 else "bot"))
            if index:
                row.level.setCurrentIndex(row.level.findData("easy"))
        dialog.seed.setText("4")

    return start_from_launcher(window, qtbot, "okey", fill)


def test_a_phone_seat_from_the_new_game_dialog_joins_and_plays(window, qtbot, loopback):
    window.context.settings.phone_port = free_port()
    match = open_okey_with_a_phone(window, qtbot)
    assert match.seats[0].is_phone and window.phones.table is not None
    join = window.phones.join_screen
    assert join.isVisible() and sorted(join.rows) == [0]
    link = window.phones.table.link(0)
    assert join.rows[0]["link"].text() == link and "127.0.0.1" in link
    assert window.screen_widget.viewer == SPECTATOR  # the window is the table's TV: no rack shown
    assert window.screen_widget.view() == match.state.public_view()
    results: queue.Queue = queue.Queue()
    threading.Thread(target=phone_plays, args=(link, 4, results), daemon=True).start()
    qtbot.waitUntil(lambda: not results.empty(), timeout=60_000)
    outcome = results.get()
    assert not isinstance(outcome, Exception), outcome
    moves, last, errors = outcome
    assert moves == 4 and errors == [] and last["names"][0] == "Ada"
    assert match.seats[0].name == "Ada"  # the name came from the phone
    qtbot.waitUntil(lambda: "joined" in join.rows[0]["state"].text() or "away" in join.rows[0]["state"].text())

    window.phones.close()  # the process dies: its port closes
    again = killed_and_reopened(qtbot)
    resumed = resume_through_dialog(again, qtbot)
    assert again.phones.table is not None and again.phones.table.link(0) == link
    results = queue.Queue()
    threading.Thread(target=phone_plays, args=(link, 2, results), daemon=True).start()
    qtbot.waitUntil(lambda: not results.empty(), timeout=60_000)
    outcome = results.get()
    assert not isinstance(outcome, Exception), outcome
    assert outcome[0] == 2 and outcome[2] == [] and resumed.seats[0].is_phone
    again.close_match()


def test_the_join_screen_opens_with_its_links_and_buttons_whole(window, qtbot, loopback):
    """It opened at 526x322 with the link, the name and the bot's button cut inside a scroll area."""
    from PySide6.QtWidgets import QScrollArea

    from layout_fit import rect_in, unfit

    window.context.settings.phone_port = free_port()
    open_okey_with_a_phone(window, qtbot)
    join = window.phones.join_screen
    qtbot.waitUntil(join.isVisible)
    scroll = join.findChild(QScrollArea)
    viewport = scroll.viewport()
    row = join.rows[0]
    for widget in (row["qr"], row["name"], row["state"], row["link"], row["bot"]):
        assert viewport.rect().contains(rect_in(widget, viewport)), (widget, rect_in(widget, viewport))
    name = row["name"]
    assert name.fontMetrics().horizontalAdvance(name.text()) < name.width() - 8  # not "ne 1" for "Phone 1"
    assert not scroll.horizontalScrollBar().isVisible() and unfit(join) == []
    assert join.screen().availableGeometry().contains(join.frameGeometry())
    window.close_match()
