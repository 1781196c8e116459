"""Kill -9 the host mid-game, start it again with `gamenight serve --resume`: every phone's link
still works and each phone is back on its seat, on the same turn, with nothing lost. The resumed
game stays in its one saved file, and once finished it is never offered again; plain `--resume`
takes the table whose host was killed, never one another `serve` is playing."""
import asyncio
import json
import os
import signal
import subprocess
import sys

from aiohttp import ClientSession
from tests.net.browser import Served
from tests.net.phones import join_by_link, run

from gamenight.storage.history import HistoryStore


async def latest(phone):
    """The phone's view once the table has stopped for a phone (no message for half a second)."""
    while True:
        try:
            await asyncio.wait_for(phone.next(), 0.5)
        except asyncio.TimeoutError:
            return phone.view


def test_after_a_kill_the_resumed_host_takes_every_phone_back_on_its_seat(tmp_path):
    first = Served("okey", "phone,bot:easy,phone,bot:easy", 5, tmp_path)
    links = dict(first.links)

    async def moves(phone, count):
        """`count` moves, each on a view newer than the last one acted on (views of one moment come
        more than once: each phone's join is told to all)."""
        acted = -1
        for _ in range(count):
            view = await phone.until(lambda d, last=acted: d["type"] == "view" and d["actions"] and d["version"] > last)
            await phone.act(view["actions"][0]["action"])
            acted = view["version"]

    async def before_the_kill():
        async with ClientSession() as session:
            ada, bo = await join_by_link(session, links[0]), await join_by_link(session, links[2])
            await asyncio.gather(moves(ada, 6), moves(bo, 6))  # a few turns each
            return await latest(ada)

    try:
        last = run(before_the_kill())
        first.process.send_signal(signal.SIGKILL)
        first.process.wait(10)
    finally:
        first.stop()
    again = Served("", "", 0, tmp_path, resume=True)
    try:
        assert again.links == links  # the same links: the same secrets on the same port

        async def after():
            async with ClientSession() as session:
                ada = await join_by_link(session, links[0])
                view = await ada.until(lambda d: d["type"] == "view")
                return view
        view = run(after())
        assert view["you"] == 0 and view["version"] == last["version"]
        assert json.dumps(view["view"]) == json.dumps(last["view"]) and view["actions"] == last["actions"]
    finally:
        again.stop()


def autosaved(tmp_path) -> dict[str, str]:
    """The saved games' files, by name, and the match each holds."""
    folder = tmp_path / "data" / "gamenight" / "autosave"
    return {path.name: json.loads(path.read_text())["match_id"] for path in folder.glob("*.json")}


def resume_refused(tmp_path) -> str:
    """What `gamenight serve --resume` says when it finds nothing to open (it exits with status 2)."""
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-m", "gamenight", "serve", "--resume", "--host", "127.0.0.1"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 2, done
    return done.stderr


async def play_to_the_end(phone, view: dict) -> dict:
    """From `view` on, the phone takes its first offered action whenever it has one, until the
    game is over."""
    while not view["over"]:
        await phone.act(view["actions"][0]["action"])
        view = await phone.my_turn()
    return view


def killed_mid_game(tmp_path, moves: int = 3) -> Served:
    """`gamenight serve goker` with a phone and a bot, the phone's first moves made, then killed -9."""
    first = Served("goker", "phone,bot:easy", 5, tmp_path)

    async def a_few_moves():
        async with ClientSession() as session:
            phone = await join_by_link(session, first.links[0])
            for _ in range(moves):
                view = await phone.my_turn()
                await phone.act(view["actions"][0]["action"])
            await latest(phone)

    try:
        run(a_few_moves())
        first.process.send_signal(signal.SIGKILL)
        first.process.wait(10)
    finally:
        first.stop()
    return first


def test_a_resumed_table_keeps_its_one_saved_file_and_once_finished_is_never_offered_again(tmp_path):
    first = killed_mid_game(tmp_path)
    [(crashed_file, match_id)] = autosaved(tmp_path).items()
    again = Served("", "", 0, tmp_path, resume=True)
    try:
        assert again.links == first.links

        async def to_the_end():
            async with ClientSession() as session:
                phone = await join_by_link(session, again.links[0])
                view = await phone.my_turn()
                assert autosaved(tmp_path) == {crashed_file: match_id}  # saved in its own file, not a second one
                return await play_to_the_end(phone, view)

        assert run(to_the_end())["over"]
        out, _ = again.process.communicate(timeout=30)
        assert again.process.returncode == 0 and "The game is over." in out
    finally:
        again.stop()
    assert autosaved(tmp_path) == {}  # the history has its result: the file is gone
    assert "no saved phone table to resume" in resume_refused(tmp_path)
    history, _ = HistoryStore.open(tmp_path / "data" / "gamenight" / "history.sqlite3")
    assert [row.status for row in history.games()] == ["finished"]


def test_plain_resume_takes_the_killed_table_not_a_newer_one_in_play_or_stopped(tmp_path):
    crashed = killed_mid_game(tmp_path)
    newer = Served("goker", "phone,bot:easy", 5, tmp_path)  # started again with the same arguments
    try:
        assert newer.links != crashed.links and len(autosaved(tmp_path)) == 2
        resumed = Served("", "", 0, tmp_path, resume=True)  # not the newer table: it is in play
        try:
            assert resumed.links == crashed.links
            assert "every saved phone table is being played" in resume_refused(tmp_path)
            resumed.process.send_signal(signal.SIGKILL)  # killed again
            resumed.process.wait(10)
        finally:
            resumed.stop()
        newer.stop()  # stopped cleanly: both tables are saved, neither is in play
        assert newer.process.returncode == 0 and len(autosaved(tmp_path)) == 2
        resumed = Served("", "", 0, tmp_path, resume=True)  # the killed one first, though the other is newer
        resumed.stop()
        assert resumed.links == crashed.links
    finally:
        newer.stop()


def test_serve_stops_cleanly_when_its_terminal_closes(tmp_path):
    served = Served("goker", "phone,bot:easy", 5, tmp_path)
    try:
        served.process.send_signal(signal.SIGHUP)
        out, _ = served.process.communicate(timeout=30)
    finally:
        served.stop()
    assert served.process.returncode == 0 and "Stopped; the game is saved" in out
    assert len(autosaved(tmp_path)) == 1 and not list((tmp_path / "data" / "gamenight" / "autosave").glob("*.playing"))
