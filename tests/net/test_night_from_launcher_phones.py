"""Issue 35's night from the launcher with phones in a real browser (Chromium at 390x844 through
Playwright): Game -> New night… for six (Bo and Di on phones), Goker for everyone, Okey for four
while two watch, Super Pokeno Bonus for everyone. Bo's page reloads mid-game and comes back to
Bo's seat; Di opens her link only once the first game is on and is put in her seat. The app is
abandoned as a kill leaves it (nothing written, its phones' sockets closed) once between games and
once mid-game, started again and the night resumed from the resume dialog: the pages reconnect by
themselves to the same links. Ready on both pages starts the next game. Then the night's end, on
the phones too, its PDF and CSV, the night in the history's Nights tab, and the people's pages. The
TV table, opened between games, shows the standings, then the next game with the night's band.

The desktop's Qt thread answers the phones (net/desktop.py's bridge), so the test never blocks in
a browser wait: it polls the pages while Qt runs (`shows`)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from tests.net.test_desktop_host import free_port

from gamenight.net.desktop import HostedTable
from gamenight.storage.nights import NightsStore
from night_desk import click, fill_night, play_game_out, resumed_from_the_dialog, start_night
from test_people_history import click_person, open_tab
from user_path import play_on

PEOPLE = [("Ada", "human"), ("Bo", "phone"), ("Cy", "human"), ("Di", "phone"), ("Ed", "human"), ("Fay", "human")]
WAIT_MS = 20_000


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    """The night's phone table listens on 127.0.0.1 only."""
    monkeypatch.setattr("gamenight.net.serve.default_address", lambda: "127.0.0.1")


def shows(qtbot, page, selector: str, timeout: int = WAIT_MS) -> None:
    """Wait until `page` shows `selector`, Qt running meanwhile."""
    qtbot.waitUntil(lambda: page.locator(selector).count() > 0, timeout=timeout)


def join(qtbot, page, link: str, name: str) -> None:
    page.goto(link)
    page.fill("#name", name)
    page.click("#join button")
    shows(qtbot, page, ".link.up")


def killed_and_resumed(window, qtbot):
    """The app as kill -9 leaves it (its window abandoned: nothing written at close; its phones'
    sockets closed, as the system closes a killed program's), started again, the night resumed
    from the resume dialog, which offers it as one entry."""
    HostedTable.stop(window.night.table)
    again, offered = resumed_from_the_dialog(qtbot)
    assert len(offered) == 1 and offered[0].startswith("Game night \u2014 Ada, Bo, Cy, Di, Ed, Fay")
    return again


def test_a_night_of_three_games_with_phones_in_a_browser_kills_and_its_end(window, qtbot, phone_in, tmp_path,
                                                                          monkeypatch):
    window.context.settings.phone_port = free_port()
    night = start_night(window, qtbot, lambda dialog: fill_night(dialog, PEOPLE, ["goker", "okey", "pokeno"]))
    bo, di = phone_in(), phone_in()
    join(qtbot, bo, night.table.link(1), "Bo")
    shows(qtbot, bo, "#turn:has-text('Next: Goker. You play at seat 2.')")
    click(qtbot, night.page.start_button)  # the host starts: Di has not even joined
    shows(qtbot, bo, "#band:not([hidden]):has-text('Game 1 of 3')")
    play_on(window, qtbot, 4)
    bo.reload()  # mid-game: Bo's page comes back to Bo's seat
    shows(qtbot, bo, "#me:text-is('Bo')")
    shows(qtbot, bo, "#band:not([hidden])")
    join(qtbot, di, night.table.link(3), "Di")  # late
    shows(qtbot, di, "#me:text-is('Di')")
    play_game_out(window, qtbot)
    shows(qtbot, di, "#turn:has-text('Next: Okey')")
    click(qtbot, window.screen_widget.end_panel.again_button)  # Back to the night

    window = killed_and_resumed(window, qtbot)  # between games
    night = window.night
    assert window.stack.currentWidget() is night.page and [line.played for line in
                                                           night.night.standings(night.records)] == [1] * 6
    sitters = night.page.sitters  # Okey takes four: Di and Fay watch
    for row in range(sitters.count()):
        name = sitters.item(row).text().strip("\u2068\u2069")
        sitters.item(row).setCheckState(Qt.CheckState.Unchecked if name in ("Di", "Fay") else Qt.CheckState.Checked)
    assert sorted(seat.name for seat in night.night.plan_seats()) == ["Ada", "Bo", "Cy", "Ed"]
    qtbot.waitUntil(lambda: night.table.presence(1).joined and night.table.presence(3).joined, timeout=WAIT_MS)
    shows(qtbot, di, "#turn:has-text('Next: Okey. You watch it.')")  # the pages came back by themselves
    window.tv_action.trigger()  # View -> TV table…: between games, the night's standings fill it
    tv = night.tv
    assert tv is not None and tv.isVisible() and tv.standings is not None and tv.standings_band is None
    for page in (bo, di):
        page.locator("#choices button", has_text="I am ready").tap()
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.info.id == "okey",
                    timeout=WAIT_MS)  # every phone person ready: it started by itself
    shows(qtbot, di, "#me:text-is('Di (watching)')")
    assert tv.standings is None and tv.standings_band is not None and tv.mirror.match.record.match_id == \
        window.controller.match.record.match_id  # the same TV shows the game, with the night's band
    play_on(window, qtbot, 6)
    okey = window.controller.match.record
    moves = len(okey.actions)

    window = killed_and_resumed(window, qtbot)  # mid-game
    night, match = window.night, window.controller.match
    assert match.record.match_id == okey.match_id and len(match.record.actions) == moves
    assert night.bar.isVisible() and window.stack.currentWidget() is window.screen_widget
    qtbot.waitUntil(lambda: night.table.presence(1).joined and night.table.presence(3).joined, timeout=WAIT_MS)
    shows(qtbot, bo, "#me:text-is('Bo')")
    shows(qtbot, bo, "#band:not([hidden]):has-text('Game 2 of 3')")
    play_game_out(window, qtbot)
    click(qtbot, window.screen_widget.end_panel.again_button)
    for page in (bo, di):
        shows(qtbot, page, "#choices button:has-text('I am ready')")
        page.locator("#choices button", has_text="I am ready").tap()
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.info.id == "pokeno",
                    timeout=WAIT_MS)
    assert len(window.controller.match.seats) == 6  # everyone: Pokeno takes them all
    play_game_out(window, qtbot)
    click(qtbot, window.screen_widget.end_panel.again_button)  # the last game: the night's end

    end = window.stack.currentWidget()
    assert type(end).__name__ == "NightEndPage" and window.night is None
    for page in (bo, di):
        shows(qtbot, page, "#turn:has-text('The night is over')")
        assert page.locator(".result").inner_text().startswith("Champion: ")
    stored = NightsStore(window.context.history).nights()
    assert len(stored) == 1 and stored[0].finished and [row.game for row in stored[0].games] == [
        "goker", "okey", "pokeno"]
    champions = {person.name for person in stored[0].champions}
    for button, name in ((end.print_button, "night.pdf"), (end.export_button, "night.csv")):
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, name=name: (str(tmp_path / name), ""))
        click(qtbot, button)
    assert (tmp_path / "night.pdf").read_bytes().startswith(b"%PDF")
    table = (tmp_path / "night.csv").read_text(encoding="utf-8")
    assert all(name in table for name, _ in PEOPLE) and all(game in table for game in ("Goker", "Okey", "Pokeno"))
    click(qtbot, end.done_button)
    assert window.stack.currentWidget() is window.launcher

    tab = open_tab(window, qtbot, "Nights").nights_tab
    shown = tab.tree.topLevelItem(0)
    assert shown.text(1) == "3 games" and [shown.child(i).text(1) for i in range(3)] == [
        "Goker", "Okey", "Super Pokeno Bonus"]
    people = open_tab(window, qtbot, "People").people_tab
    for name, played in (("Bo", 3), ("Di", 2)):  # Di watched Okey
        click_person(qtbot, people, name)
        figures = {key: label.text() for key, label in people.page.figures.items()}
        assert figures["played"] == str(played) and figures["nights"] == f"{int(name in champions)} of 1"
