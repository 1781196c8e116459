"""The app asked to stop by the system ends as Quit ends it (issue 33: SIGTERM, from a logout or
`kill`, ended it without saving or releasing its lock): the real app in a child process, offscreen,
with a saved game offered in the resume dialog, gets SIGTERM, SIGINT or SIGHUP; it exits with
status 0, its window's place is saved, the history is closed (no write-ahead log left), the saved
game is untouched, and the next start takes the lock. A SIGHUP it was started ignoring (`nohup`)
stays ignored."""
from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from gamenight.app.application import create_application
from gamenight.app.single_instance import LOCK_NAME, SingleInstance
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.core.stop_requests import stop_requests
from gamenight.net.stopping import stop_requested, until_stopped

START_SECONDS = 60


def start(tmp_path, ignore_hangup: bool = False) -> subprocess.Popen:
    """`python -m gamenight` on the test's folders, once its window is up (it answers a second
    copy's request to come forward only from its event loop)."""
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen([sys.executable, "-m", "gamenight"], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True,
                               preexec_fn=(lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN)) if ignore_hangup
                               else None)
    create_application()
    second_copy = SingleInstance(tmp_path / "data" / "gamenight")
    deadline = time.monotonic() + START_SECONDS
    while not second_copy.ask_running_copy_to_raise(timeout_ms=500):
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"the app did not come up: {process.communicate(timeout=10)}")
        time.sleep(0.1)
    return process


def ended(process: subprocess.Popen) -> tuple[int, str]:
    try:
        _, errors = process.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        pytest.fail(f"the app did not end: {process.communicate(timeout=10)}")
    return process.returncode, errors


def a_saved_game(tmp_path) -> bytes:
    match = Match.start("goker", [Seat("Ann"), Seat("Bob", "bot", "easy")], seed=4)
    match.play_out()
    folder = tmp_path / "data" / "gamenight" / "autosave"
    folder.mkdir(parents=True)
    (folder / "tuesday.json").write_text(match.record.dumps())
    return (folder / "tuesday.json").read_bytes()


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP], ids=["TERM", "INT", "HUP"])
def test_a_stop_signal_ends_the_app_as_quit_does(tmp_path, stop):
    saved = a_saved_game(tmp_path)
    data = tmp_path / "data" / "gamenight"
    process = start(tmp_path)  # the resume dialog is open, offering the saved game
    assert (data / LOCK_NAME).exists()
    process.send_signal(stop)
    status, errors = ended(process)
    assert status == 0 and "Traceback" not in errors, errors
    assert json.loads((tmp_path / "config" / "gamenight" / "settings.json").read_text())["window_geometry"]
    assert not (data / LOCK_NAME).exists() and not (data / "history.sqlite3-wal").exists()
    assert (data / "autosave" / "tuesday.json").read_bytes() == saved
    again = start(tmp_path)  # the next start takes the lock, and the saved game is still there
    again.send_signal(signal.SIGTERM)
    assert ended(again)[0] == 0 and (data / "autosave" / "tuesday.json").read_bytes() == saved


def test_a_hangup_the_app_was_started_ignoring_stays_ignored(tmp_path):
    process = start(tmp_path, ignore_hangup=True)
    process.send_signal(signal.SIGHUP)
    time.sleep(1)
    assert process.poll() is None
    process.send_signal(signal.SIGTERM)
    assert ended(process)[0] == 0


def test_gamenight_serve_plays_until_the_table_ends_or_a_stop_comes_and_says_the_tables_own_error():
    """`until_stopped`, the stop handling a table's and a night's `gamenight serve` share (their
    signals are the child process tests' in tests/net/test_phone_resume.py)."""
    cancelled = []

    async def forever() -> None:
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            cancelled.append(True)
            raise

    async def broken() -> None:
        raise RuntimeError("a bot failed")

    async def outcomes() -> tuple[bool, bool]:
        ended = await until_stopped(asyncio.sleep(0), asyncio.Event())
        stop = asyncio.Event()
        asyncio.get_running_loop().call_later(0.05, stop.set)
        stopped = await until_stopped(forever(), stop)
        await asyncio.sleep(0)  # the cancellation lands
        with pytest.raises(RuntimeError, match="a bot failed"):
            await until_stopped(broken(), asyncio.Event())
        return ended, stopped

    assert asyncio.run(outcomes()) == (False, True) and cancelled == [True]


def test_gamenight_serve_hears_a_stop_until_it_is_stopping_and_ignores_any_after():
    """`stop_requested`, entered before a serve says its links: a stop signal sets its event; once
    left (the serve is stopping) the loop holds no handler and a signal is ignored, so none can come
    while the loop closes and find its wakeup pipe gone ("Bad file descriptor")."""
    numbers = stop_requests()
    before = {number: signal.getsignal(number) for number in numbers}

    async def heard() -> list[bool]:
        loop = asyncio.get_running_loop()
        with stop_requested() as stop:
            os.kill(os.getpid(), signal.SIGTERM)
            await asyncio.wait_for(stop.wait(), 5)
        return [loop.remove_signal_handler(number) for number in numbers]  # False: none was left

    try:
        assert signal.SIGTERM in numbers and asyncio.run(heard()) == [False] * len(numbers)
        assert all(signal.getsignal(number) is signal.SIG_IGN for number in numbers)
        os.kill(os.getpid(), signal.SIGTERM)  # ignored: this test goes on
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)
