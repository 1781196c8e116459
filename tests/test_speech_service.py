"""The real speech worker with Qt's speechd engine, against a speech-dispatcher that accepts and
never answers (opening a Goker game used to freeze the whole window on one) and against none at
all (what every other test sees: tests/conftest.py points speech at nothing)."""
from __future__ import annotations

import faulthandler
import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from fake_speech import hung_speech_service, needs_speechd
from gamenight.caller import speech
from gamenight.caller.speech import CallSpeaker, SpeechState
from gamenight.core.match import Match
from gamenight.core.records import Seat

pytestmark = needs_speechd
WAIT_MS = 30000  # the worker's start (a whole Python process, on a busy machine) and the engine's 3 s
HARD_LIMIT_S = 60  # the old code hung inside Qt holding the GIL: nothing but faulthandler could end it


@pytest.fixture
def hung_service(monkeypatch):
    with hung_speech_service() as service:
        monkeypatch.setenv("SPEECHD_ADDRESS", service.address)
        monkeypatch.setattr(speech, "_shared", None)  # a fresh speaker, started by what the test opens
        yield service
        if speech._shared is not None:
            speech._shared.stop()


def test_a_hung_speech_service_neither_holds_up_the_goker_table_nor_leaves_speech_offered(window, qtbot,
                                                                                          hung_service):
    from gamenight.app.preferences import PreferencesDialog

    match = Match.start("goker", [Seat("Ann"), Seat("Bo")], {"cards": "table", "draw": "app"}, seed=3)
    faulthandler.dump_traceback_later(HARD_LIMIT_S, exit=True)
    try:
        started = time.monotonic()
        window.open_match(match)
        opened_in = time.monotonic() - started
    finally:
        faulthandler.cancel_dump_traceback_later()
    speaker = speech.shared_speaker()
    action = window.screen_widget.more.speak_action
    assert window.screen_widget.isVisible() and opened_in < 5  # at once: the engine has 3 s to answer
    assert speaker.state is SpeechState.CHECKING  # the table did not wait for the verdict
    assert not action.isEnabled() and action.text() == "Speak the calls (checking the speech engine\u2026)"
    qtbot.waitUntil(lambda: speaker.state is not SpeechState.CHECKING, timeout=WAIT_MS)
    assert hung_service.connections >= 1  # the engine did knock at the fake service
    assert not action.isEnabled() and not action.isChecked()
    assert action.text() == "Speak the calls (unavailable: the speech engine did not answer)"
    assert "may be hung" in action.toolTip()
    dialog = PreferencesDialog(window.context.settings, window)
    qtbot.addWidget(dialog)
    assert not dialog.sound.isEnabled()
    assert dialog.speech_note.text() == "Calls cannot be spoken: the speech engine did not answer."


def test_with_no_speech_service_at_all_the_engine_did_not_start(qtbot):
    """What the tests' setup gives every test: no service, and none started on demand."""
    speaker = CallSpeaker().start()
    qtbot.waitUntil(lambda: speaker.state is not SpeechState.CHECKING, timeout=WAIT_MS)
    assert speaker.reason == "the speech engine did not start"
    assert str(speaker.detail) == "The system said: Connection to speech-dispatcher failed"


def test_a_worker_stuck_on_a_hung_service_ends_with_the_app(hung_service):
    """However the app ends (here: killed), its worker does not outlive it, even stuck inside the engine."""
    app = subprocess.Popen([sys.executable, "-c", textwrap.dedent("""\
        import subprocess, sys, time
        from gamenight.caller.speech import worker_command

        worker = subprocess.Popen(worker_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        print(worker.pid, worker.stdout.readline().decode().strip(), flush=True)
        time.sleep(600)
        """)], stdout=subprocess.PIPE, text=True)
    try:
        pid, told = app.stdout.readline().split(" ", 1)
        assert json.loads(told) == {"probing": "speechd"}
        time.sleep(0.5)
        assert running(int(pid))  # stuck on the hung service
    finally:
        app.kill()
        app.wait(10)
    deadline = time.monotonic() + 10
    while running(int(pid)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not running(int(pid))


def running(pid: int) -> bool:
    """Whether the process runs (a zombie no longer does: some containers' first process never collects them)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in status
