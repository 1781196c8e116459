"""A night survives kill -9 as a game does: the real app in a process of its own starts a night
from Game -> New night… and plays its first game (tests/night_app.py), then is killed with
SIGKILL, either back on the night page between games or a few moves into its second game. The
app started again offers the night as one entry in the resume dialog (its running game not listed
apart); resumed, the night comes back with its program, its standings, its running game where it
was (on the window's screen, the night's band over it) or the night page, and its phone person's
link, which takes their phone back to their seat or to the night's news."""
from __future__ import annotations

import threading
from pathlib import Path

import pytest
from aiohttp import ClientSession
from tests.net.phones import join_by_link, run
from tests.net.test_desktop_host import free_port

from killed_child import printed_then_killed
from night_desk import click, resumed_from_the_dialog

START_SECONDS = 90


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    """The night's phone table listens on 127.0.0.1 only."""
    monkeypatch.setattr("gamenight.net.serve.default_address", lambda: "127.0.0.1")


def killed(where: str) -> dict:
    """The app killed with SIGKILL at `where` ("between" games or "mid" game): where the night
    was (what tests/night_app.py printed)."""
    return printed_then_killed(Path(__file__).with_name("night_app.py"), str(free_port()), where,
                               seconds=START_SECONDS)


def phone_back(link: str) -> dict:
    """Bo's phone opening its night link again: the first message that is not a greeting."""
    async def comes_back() -> dict:
        async with ClientSession() as session:
            phone = await join_by_link(session, link, "Bo")
            return await phone.until(lambda data: data["type"] in ("view", "night"))

    came: list = []  # the phone on a thread of its own: the window answers it meanwhile
    threading.Thread(target=lambda: came.append(run(comes_back())), daemon=True).start()
    return came


def same_night(night, before: dict) -> None:
    assert night.night.record.uid == before["night"]
    assert [item.to_json() for item in night.night.record.program] == before["program"]
    assert [[line.person.name, line.points, line.played, line.wins]
            for line in night.night.standings(night.records)] == before["standings"]
    assert night.table is not None and night.table.link(1) == before["link"]


def test_a_night_killed_mid_game_comes_back_whole_through_the_resume_dialog(qtbot):
    before = killed("mid")
    window, offered = resumed_from_the_dialog(qtbot)
    assert len(offered) == 1 and offered[0].startswith("Game night \u2014 Ada, Bo, Cy")  # its game not apart
    assert "game 2 of 2: Goker, round 1" in offered[0]
    night = window.night
    same_night(night, before)
    match = window.controller.match
    assert match.record.match_id == before["match"] and len(match.record.actions) == before["actions"]
    assert window.stack.currentWidget() is window.screen_widget and night.bar.isVisible()

    came = phone_back(before["link"])
    qtbot.waitUntil(lambda: bool(came), timeout=20_000)
    bo = next(seat for seat, info in enumerate(match.seats) if info.name == "Bo")
    view = came[0]
    assert view["type"] == "view" and view["you"] == bo and view["night"]["person"] == "Bo"
    assert view["version"] == before["actions"]
    night.leave()


def test_a_night_killed_between_games_comes_back_on_its_page_and_plays_on(qtbot):
    before = killed("between")
    window, offered = resumed_from_the_dialog(qtbot)
    assert len(offered) == 1 and "1 of 2 games played, next: Goker" in offered[0]
    night = window.night
    same_night(night, before)
    assert window.controller is None and window.stack.currentWidget() is night.page
    assert night.page.status.text() and night.night.next_item() == 1

    came = phone_back(before["link"])
    qtbot.waitUntil(lambda: bool(came), timeout=20_000)
    told = came[0]
    assert told["type"] == "night" and told["next"]["title"] == "Goker" and told["next"]["seat"] is not None
    assert [game["state"] for game in told["program"]] == ["done", "next"]
    click(qtbot, night.page.start_button)  # the night plays on: its second game, everyone in
    match = window.controller.match
    assert sorted(seat.name for seat in match.seats) == ["Ada", "Bo", "Cy"] and not match.record.actions
    assert match.seats[told["next"]["seat"]].name == "Bo"  # where Bo's phone was told Bo sits
    assert night.night.running() is not None and night.night.running().match_id == match.record.match_id
    night.leave()
