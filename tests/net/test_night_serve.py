"""`gamenight serve --night` in a child process with phones on loopback: a night of three games
(Goker for everyone, Okey for four of the six while two watch, Super Pokeno Bonus for all) with six
people on phones and a bot. Each phone follows its person into each game's seat or the spectator
view, between games shows the night's standings and program, and Ready starts the next game; a
kill -9 mid-night and `--resume` bring back the same links, the same game where it was, and the
night goes on to its end. Every message every phone received is checked for leaks afterwards."""
import asyncio
import json
import signal
import time

import pytest
from aiohttp import ClientSession
from tests.net.browser import Served
from tests.net.phones import NightPhone, join_by_link, run
from tests.net.watched import replayed_leaks

from gamenight.storage.history import HistoryStore

PEOPLE = ["Ada", "Bo", "Cy", "Di", "Ed", "Fay"]  # no name is a card or tile code (Okey's false joker is "Fa")
NIGHT = ["--night", "goker:level1=5:level2=10:level3=15:grace_seconds=0,okey:start_points=5,pokeno",
         "--people", ",".join(f"{name}:phone" for name in PEOPLE) + ",Robo:bot:easy", "--seed", "7",
         "--pause", "60"]
LATE = 1.0
"""Seconds Fay waits before sending Ready: the next game must wait for her."""


async def phones_following(links: dict[str, str], session: ClientSession) -> list[NightPhone]:
    """Every person's phone, joined by its link; Fay is late with her Ready."""
    return [NightPhone(name, await join_by_link(session, links[name], name), late=LATE if name == "Fay" else 0)
            for name in PEOPLE]


def test_a_night_of_three_games_on_phones_with_a_kill_and_resume_to_its_end(tmp_path):
    first = Served("", "", 0, tmp_path, night=NIGHT)
    links = dict(first.people)
    assert sorted(links) == sorted(PEOPLE) and len(set(links.values())) == 6

    async def until_the_kill() -> list[NightPhone]:
        async with ClientSession() as session:
            followers = await phones_following(links, session)
            tasks = [asyncio.create_task(follower.follow()) for follower in followers]
            deadline = time.monotonic() + 90
            while not any(len(follower.views("Okey")) > 30 for follower in followers):
                assert time.monotonic() < deadline and not any(task.done() for task in tasks), \
                    [task.exception() for task in tasks if task.done()]
                await asyncio.sleep(0.05)
            first.process.send_signal(signal.SIGKILL)
            await asyncio.wait_for(asyncio.gather(*tasks), 30)
            return followers

    try:
        before = run(until_the_kill())
        first.process.wait(10)
    finally:
        first.stop()
    again = Served("", "", 0, tmp_path, resume=True)
    try:
        assert again.people == links  # the same links: the same secrets on the same port

        async def to_the_end() -> list[NightPhone]:
            async with ClientSession() as session:
                followers = await phones_following(links, session)
                await asyncio.wait_for(asyncio.gather(*(follower.follow() for follower in followers)), 120)
                return followers

        after = run(to_the_end())
        out, _ = again.process.communicate(timeout=30)
        assert again.process.returncode == 0 and "The night is over. Champion: " in out
    finally:
        again.stop()
    check_the_night(tmp_path, before, after)


def check_the_night(tmp_path, before: list[NightPhone], after: list[NightPhone]) -> None:
    seated = {}
    for follower in before + after:
        for _, data in follower.log:
            if data["type"] == "view":  # each phone is its person's seat, or watches
                person = data["night"]["person"]
                assert person == follower.name
                if data["you"] >= 0:
                    assert data["names"][data["you"]] == follower.name
                    seated.setdefault(data["title"], set()).add(follower.name)
                else:
                    assert follower.name not in data["names"]
    assert seated["Goker"] == seated["Super Pokeno Bonus"] == set(PEOPLE) and len(seated["Okey"]) == 4
    okey_watchers = set(PEOPLE) - seated["Okey"]
    assert all(follower.views("Okey") for follower in before if follower.name in okey_watchers)
    fa = next(follower for follower in before if follower.name == "Fay")
    for follower in before:  # Ready started games 1 and 2: none began before the last Ready (Fay's)
        for title, number in (("Goker", 1), ("Okey", 2)):
            begun = next(at for at, data in follower.log if data["type"] == "view" and data["title"] == title)
            assert begun > fa.ready_at[number]
    last_seen = {follower.name: max((data["version"] for data in follower.views("Okey")), default=0)
                 for follower in before}
    for follower in after:  # back in the same game after the resume, where it was (or further)
        first_view = next(data for _, data in follower.log if data["type"] == "view")
        assert first_view["title"] == "Okey" and first_view["version"] >= last_seen[follower.name]
    ends = [data for follower in after for _, data in follower.log if data["type"] == "night" and data["over"]]
    assert len(ends) == 6 and all(end["program"] == ends[0]["program"] for end in ends)
    assert [(item["title"], item["state"]) for item in ends[0]["program"]] == [
        ("Goker", "done"), ("Okey", "done"), ("Super Pokeno Bonus", "done")]
    assert sorted(line["name"] for line in ends[0]["standings"]) == sorted(PEOPLE)  # Robo is not ranked
    records = night_records(tmp_path)
    assert [record.game for record in records] == ["goker", "okey", "pokeno"]
    assert [record.seed for record in records] == [7, 8, 9]  # --seed 7's, the game after the resume too
    messages: dict[int, list[dict]] = {}
    for follower in before + after:
        for _, data in follower.log:
            if data["type"] not in ("view", "night"):
                continue  # an error to this phone alone (a move the game had outrun): no view, no version
            index = (data["night"]["number"] - 1 if data["type"] == "view"
                     else len([item for item in data["program"] if item["state"] == "done"]) - 1)
            if index >= 0:
                messages.setdefault(index, []).append(data)
    assert sum(map(len, messages.values())) > 500
    assert replayed_leaks(messages, records) == []


def night_records(tmp_path):
    """The night's games from the history, in the night's order (its saved file names them)."""
    folder = tmp_path / "data" / "gamenight"
    [night_file] = (folder / "autosave").glob("night-*.json")
    night = json.loads(night_file.read_text())
    assert night["finished"]
    history, _ = HistoryStore.open(folder / "history.sqlite3")
    return [history.finished_game(game["match_id"]) for game in night["games"]]


def test_a_night_asked_for_wrongly_is_refused_with_the_reason(capsys):
    from gamenight import cli

    for arguments, said in (
        (["--night", "chess", "--people", "Ada:phone"], "no game 'chess'"),
        (["--night", "okey:start_points=99", "--people", "Ada:phone"], "99 is outside 5-21"),
        (["--night", "okey:start_points", "--people", "Ada:phone"], "OPTION=VALUE"),
        (["--night", "goker", "--people", "Ada:phone,Robo:bot:wise"], "NAME:bot:LEVEL"),
        (["--night", "goker", "--people", "Robo:bot"], "at least one of --people must be on a phone"),
        (["--night", "goker", "--people", "Ada:phone,ada:phone"], "twice"),
        (["--night", "goker", "--people", ":phone"], "1 to 24 characters"),
        (["--night", "goker"], "--night goes with --people"),
        (["goker", "--seats", "phone", "--night", "goker", "--people", "Ada:phone"], "--night goes with --people"),
        (["--night", "goker", "--people", "Ada:phone", "--pause", "-1"], "--pause"),
    ):
        assert cli.main(["serve", *arguments, "--host", "127.0.0.1"]) == 2, arguments
        assert said in capsys.readouterr().err, arguments


def test_plain_resume_takes_a_killed_night_or_table_first_then_the_newest(tmp_path):
    from tests.night.nights import night_of

    from gamenight.core.playable import PHONE_TABLE
    from gamenight.net.night_resume import open_night_saves, resume
    from gamenight.net.serve import parse_seats, start_match
    from gamenight.storage.in_play import marker_for

    saves = open_night_saves()
    night = night_of(["Ada", "Bo"], ["goker"])
    saves.nights.save(night.record)
    table = start_match("goker", parse_seats("phone,bot:easy", "goker"), 1)
    table.record.view_state[PHONE_TABLE] = {"tokens": ["t" * 24, "u" * 24], "spectator": "s" * 24, "code": "KXWT",
                                            "port": 8765}
    table.record.created = "2999-01-01T00:00:00+00:00"  # newer than the night
    saves.autosaves.save(table.record)
    assert resume(open_night_saves(), None).record.match_id == table.record.match_id  # both stopped: the newest
    marker_for(saves.nights.path_for(night.record.uid)).write_text("1\n")  # the night's host was killed
    found, records, running = resume(open_night_saves(), None)
    assert found.record.uid == night.record.uid and records == {} and running is None
    assert resume(open_night_saves(), table.record.match_id[:8]).record.match_id == table.record.match_id


def test_resume_leaves_a_caller_s_session_alone(tmp_path):
    """A caller's session is played at the console, never by `serve --resume`, killed or not."""
    from tests.night.nights import night_of

    from gamenight.net.night_resume import open_night_saves, resume
    from gamenight.storage.in_play import marker_for

    saves = open_night_saves()
    session = night_of(["Ada", "Bo"], ["goker", "pokeno"])
    session.record.session = True
    saves.nights.save(session.record)
    marker_for(saves.nights.path_for(session.record.uid)).write_text("1\n")  # its console was killed
    with pytest.raises(ValueError):
        resume(open_night_saves(), None)
    night = night_of(["Cy", "Di"], ["goker"])
    saves.nights.save(night.record)
    assert resume(open_night_saves(), None)[0].record.uid == night.record.uid
