"""The night page in a 1366x768 screen's window (1180x708), opened as its host opens it (Game ->
New night…, Start the night), in English and in Turkish, with a name as long as a name may be:
the standings show every column whole, with no sideways scrolling (the house rules beside them
took the room), and nothing on the page is cut or covered."""
from __future__ import annotations

import pytest
from tests.net.test_desktop_host import free_port

from layout_fit import laid_out, unfit
from night_desk import fill_night, start_night
from user_path import choose_language

PEOPLE = [("Ada", "human"), ("Bo", "phone"), ("Cy", "human"), ("Di", "phone"), ("Wilhelmina Montgomery-Wu", "human"),
          ("Fay", "away")]  # a name as long as a name may be (24 characters)
GAMES = ["goker", "okey", "pokeno"]  # Goker first: the widest house rules show under the program


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    """The night's phone table listens on 127.0.0.1 only."""
    monkeypatch.setattr("gamenight.net.serve.default_address", lambda: "127.0.0.1")


def elided_columns(table) -> list[str]:
    """The standings' columns narrower than their heading's or a cell's words."""
    header = table.horizontalHeader()
    return [f"{table.horizontalHeaderItem(column).text()!r}: {header.sectionSize(column)} px, needs {need}"
            for column in range(table.columnCount())
            if header.sectionSize(column) < (need := max(table.sizeHintForColumn(column),
                                                         header.sectionSizeHint(column)))]


def test_the_night_page_fits_a_1366x768_screen_s_window_in_both_languages(window, qtbot, english_after):
    window.context.settings.phone_port = free_port()
    window.resize(1180, 708)
    night = start_night(window, qtbot, lambda dialog: fill_night(dialog, PEOPLE, GAMES))
    window.phones.join_screen.close()
    page = night.page
    assert window.stack.currentWidget() is page and window.size().toTuple() == (1180, 708)
    for language in ("en", "tr"):
        if language == "tr":
            choose_language(window, qtbot, "tr")
            assert page.standings.horizontalHeaderItem(1).text() == "Kişi"
        laid_out(window)
        standings = page.standings
        assert "not ready yet" in [standings.item(row, 5).text() for row in range(6)] or language == "tr"
        assert not standings.horizontalScrollBar().isVisible(), language
        assert standings.horizontalHeader().length() <= standings.viewport().width(), language
        assert elided_columns(standings) == [], language
        assert unfit(page) == [], language
        assert page.program.rules is not None and page.program.rules.info.id == "goker"
