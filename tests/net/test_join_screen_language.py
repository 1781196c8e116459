"""The join screen speaks the app's language while it is open: opened as a user opens it (a
phone seat from the new-game dialog, or a night with a phone person), then View -> Preferences ->
Türkçe leaves no English word on it, its rows whole (each link, name and button still there and
uncut); English again brings its English back."""
from __future__ import annotations

import pytest
from tests.net.test_desktop_host import free_port
from tests.net.test_phones_from_launcher import open_okey_with_a_phone

from layout_fit import unfit
from night_desk import fill_night, start_night
from test_language_change import ENGLISH, TURKISH
from test_untranslated_text import english_on
from user_path import choose_language


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    """The table listens on 127.0.0.1 only (tests never use the machine's LAN address)."""
    monkeypatch.setattr("gamenight.net.serve.default_address", lambda: "127.0.0.1")


def open_a_night_with_a_phone_person(window, qtbot) -> None:
    start_night(window, qtbot, lambda dialog: fill_night(dialog, [("Ada", "human"), ("Bo", "phone"), ("Cy", "human")],
                                                         ["goker"]))


OPENED = {"a game's phone seat": (open_okey_with_a_phone, "1. koltuk", "Join Okey from your phone"),
          "a night's phone person": (open_a_night_with_a_phone_person, "2 numara", "Join the night from your phone")}


@pytest.mark.parametrize("kind", list(OPENED))
def test_the_open_join_screen_speaks_the_language_chosen(window, qtbot, english_after, kind):
    open_it, number, title = OPENED[kind]
    window.context.settings.phone_port = free_port()
    open_it(window, qtbot)
    join = window.phones.join_screen
    qtbot.waitUntil(join.isVisible)
    assert join.windowTitle() == title and english_on(join, left=ENGLISH), "the check finds the English it should"
    links = {seat: row["link"].text() for seat, row in join.rows.items()}
    choose_language(window, qtbot, "tr")
    assert window.phones.join_screen is join and join.isVisible()
    assert english_on(join, left=ENGLISH) == []
    row = next(iter(join.rows.values()))
    assert row["number"].text() == f"<b>{number}</b>" and row["bot"].text() == "Bir bot oynasın"
    assert {seat: row["link"].text() for seat, row in join.rows.items()} == links
    assert unfit(join) == [] and join.screen().availableGeometry().contains(join.frameGeometry())
    choose_language(window, qtbot, "en")
    assert english_on(join, left=TURKISH) == [] and join.windowTitle() == title
    window.phones.close()
