"""The sound worker and the app's player. The worker mixes the sounds asked for and writes them
to its output a chunk at a time, ducking under speech; the player never waits for it: against a
PulseAudio server that accepts and never answers, and against none at all, the launcher and every
table open at once, the Preferences say once why there is no sound, and the worker is ended."""
from __future__ import annotations

import faulthandler
import json
import os
import queue
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest

from fake_sound import hung_sound_server
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.service_worker import ServiceState
from gamenight.sound import player, worker
from gamenight.sound.player import SoundPlayer, sound_status

WAIT_MS = 30000  # a worker is a whole Python process: on a busy machine its start takes seconds
OPEN_S = 5.0  # a table opened "at once", even on a busy machine
GAMES = {"okey": [Seat("Ann"), *(Seat(name, "bot", "easy") for name in ("Bo", "Cy", "Di"))],
         "goodge": [Seat("Ann"), *(Seat(name, "bot", "easy") for name in ("Bo", "Cy", "Di"))],
         "jokers": [Seat("Ann"), *(Seat(name, "bot", "easy") for name in ("Bo", "Cy", "Di"))],
         "pokeno": [Seat("Ann"), Seat("Bo", "bot", "easy")],
         "goker": [Seat("Ann"), Seat("Bo", "bot", "easy")]}


# The worker's mixing, in this process.

def test_the_mixer_plays_a_sound_whole_then_goes_idle_and_mixes_two_at_once():
    sounds = {"a": np.full(300, 0.25, np.float32), "b": np.full(100, 0.5, np.float32)}
    mixer = worker.Mixer(sounds)
    written: list[bytes] = []
    inbox: queue.Queue = queue.Queue()
    for message in ({"play": "a", "gain": 1.0}, {"play": "b", "gain": 0.5}, {"play": "nothing"}, "junk", None):
        inbox.put(message)
    worker.play_through(written.append, mixer, inbox)
    out = np.frombuffer(b"".join(written), "<i2") / 32767
    assert len(out) == 3 * worker.CHUNK_FRAMES  # 300 frames: three chunks, then idle
    assert out[:100] == pytest.approx(0.5, abs=1e-3)  # 0.25 + 0.5 * 0.5
    assert out[100:300] == pytest.approx(0.25, abs=1e-3)
    assert not out[300:].any()


def test_the_worker_ducks_under_speech_gently_and_comes_back():
    mixer = worker.Mixer({"long": np.full(worker.CHUNK_FRAMES * 40, 0.5, np.float32)})
    mixer.take({"play": "long"})
    mixer.take({"duck": True})
    levels = [np.frombuffer(mixer.next_chunk(), "<i2")[-1] / 32767 / 0.5 for _ in range(12)]
    assert levels[0] > levels[3] > levels[-1] == pytest.approx(worker.DUCKED, abs=1e-3)  # a ramp, no jump
    mixer.take({"duck": False})
    assert [np.frombuffer(mixer.next_chunk(), "<i2")[-1] / 32767 / 0.5 for _ in range(10)][-1] == \
        pytest.approx(1.0, abs=1e-3)


def worker_run(env: dict, timeout: float) -> tuple[list[dict], float, bool]:
    """The real worker with `env`: what it told, how long it took, and whether it had to be killed."""
    started = time.monotonic()
    process = subprocess.Popen([sys.executable, "-m", "gamenight", "--sound-worker"], env={**os.environ, **env},
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        out, _ = process.communicate("", timeout=timeout)
        killed = False
    except subprocess.TimeoutExpired:
        process.kill()
        out, _ = process.communicate()
        killed = True
    return [json.loads(line) for line in out.splitlines()], time.monotonic() - started, killed


def test_with_no_sound_server_the_worker_says_so_and_ends():
    told, _, killed = worker_run({}, 60)  # the test setup points PulseAudio at a socket nobody listens on
    assert not killed
    assert told[0] == {"probing": "PulseAudio"}
    assert told[1]["ready"] is False and told[1]["reason"] == "the sound server could not be reached"
    assert told[1]["detail"]  # PulseAudio's own words


def test_against_a_hung_sound_server_the_worker_hangs_and_only_a_kill_ends_it():
    """Why the worker is a process of its own: this is what the app's window would suffer."""
    with hung_sound_server() as server:
        told, _, killed = worker_run({"PULSE_SERVER": server.address}, 8)
        assert server.connections >= 1
    assert told == [{"probing": "PulseAudio"}] and killed


# The app's side.

@pytest.fixture
def real_player(monkeypatch):
    """A fresh shared player, started by what the test opens; stopped after it."""
    monkeypatch.setattr(player, "_shared", None)
    yield
    if player._shared is not None:
        player._shared.stop()


@pytest.mark.parametrize("hung", [True, False], ids=["hung server", "no server"])
def test_the_launcher_and_every_table_open_at_once_and_preferences_say_why_there_is_no_sound(
        window, qtbot, real_player, monkeypatch, hung):
    from gamenight.app.preferences import PreferencesDialog

    with hung_sound_server() as server:
        if hung:
            monkeypatch.setenv("PULSE_SERVER", server.address)
        faulthandler.dump_traceback_later(120, exit=True)
        try:
            for game, seats in GAMES.items():
                started = time.monotonic()
                window.open_match(Match.start(game, seats, seed=3))
                assert window.screen_widget.isVisible() and time.monotonic() - started < OPEN_S, game
                window.screen_widget.sounds.play("turn")  # asked of a player still checking: goes nowhere
                window.close_match()
                assert time.monotonic() - started < OPEN_S
        finally:
            faulthandler.cancel_dump_traceback_later()
        sounds = player.shared_player()
        qtbot.waitUntil(lambda: sounds.state is not ServiceState.CHECKING, timeout=WAIT_MS)
        if hung:
            assert server.connections >= 1
    assert sounds.state is ServiceState.UNAVAILABLE
    reason = "the sound server did not answer" if hung else "the sound server could not be reached"
    assert sounds.reason == reason and sounds._process is None
    dialog = PreferencesDialog(window.context.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.sound_note.text() == f"No sound on this computer: {reason}."
    assert dialog.sound_note.toolTip()  # the system's words, or how long it was given
    assert not dialog.sounds.isEnabled() and dialog.settings().table_sounds  # the choice kept for later


def test_a_player_whose_worker_is_ready_sends_each_sound_and_duck(qtbot, tmp_path):
    said = tmp_path / "lines.txt"
    script = tmp_path / "worker.py"
    script.write_text("import json, sys\nprint(json.dumps({'probing': 'fake'}), flush=True)\n"
                      "print(json.dumps({'ready': True}), flush=True)\n"
                      f"out = open({str(said)!r}, 'w')\n"
                      "for line in sys.stdin:\n    out.write(line); out.flush()\n")
    sounds = SoundPlayer([sys.executable, str(script)]).start()
    qtbot.waitUntil(lambda: sounds.available, timeout=WAIT_MS)
    assert sound_status(sounds) == "Sounds play on this computer."
    sounds.play("dice", 0.49)
    sounds.duck(True)
    qtbot.waitUntil(lambda: said.exists() and said.read_text().count("\n") == 2, timeout=WAIT_MS)
    assert [json.loads(line) for line in said.read_text().splitlines()] == [{"play": "dice", "gain": 0.49},
                                                                            {"duck": True}]
    sounds.stop()


def test_the_smoke_test_runs_through_against_a_hung_sound_server(tmp_path):
    with hung_sound_server() as server:
        env = {**os.environ, "PULSE_SERVER": server.address}
        started = time.monotonic()
        result = subprocess.run([sys.executable, "-m", "gamenight", "--smoke-test", "--smoke-limit", "170"],
                                capture_output=True, text=True, env=env, timeout=240)
    assert result.returncode == 0, result.stdout + result.stderr
    assert time.monotonic() - started < 170


def test_the_sounds_duck_while_a_call_is_spoken_and_come_back_after(qtbot, tmp_path, monkeypatch, heard):
    from fake_speech import fake_worker
    from gamenight.caller import speech

    speaks = ('tell(probing="speechd")\ntell(ready=True)\nsys.stdin.readline()\n'
              'tell(speaking=True)\ntime.sleep(0.2)\ntell(speaking=False)\nsys.stdin.readline()\n')
    monkeypatch.setattr(speech, "worker_command", lambda: fake_worker(tmp_path, speaks))
    monkeypatch.setattr(speech, "_shared", None)
    speaker = speech.shared_speaker()
    qtbot.waitUntil(lambda: speaker.available, timeout=WAIT_MS)
    speaker.say_call("B 7")
    qtbot.waitUntil(lambda: heard.ducked == [True, False], timeout=WAIT_MS)
    speaker.stop()


def test_the_app_quits_at_once_with_its_sound_worker_stuck_on_a_hung_server():
    """A worker stuck connecting neither holds up the app's exit nor outlives it. The app quits
    once its worker has begun to open the server (not after a fixed time: a loaded machine starts
    the worker's Python later than that)."""
    app = textwrap.dedent("""\
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from gamenight.sound.player import SoundPlayer

        app = QApplication([])
        sounds = SoundPlayer().start()

        def once_opening():  # the worker said it is opening the server: it is stuck connecting soon after
            if sounds._engine is None:
                QTimer.singleShot(50, once_opening)
                return
            QTimer.singleShot(300, lambda: (print(sounds._process.processId(), flush=True), app.quit()))

        once_opening()
        app.exec()
        print(sounds.state.name)
        """)
    with hung_sound_server() as server:
        started = time.monotonic()
        result = subprocess.run([sys.executable, "-c", app], capture_output=True, text=True, timeout=60,
                                env={**os.environ, "PULSE_SERVER": server.address})
        assert server.connections >= 1
    assert result.returncode == 0 and time.monotonic() - started < 30, result.stderr
    pid, state = result.stdout.split()
    assert state == "CHECKING" and "QProcess" not in result.stderr
    time.sleep(0.5)
    with pytest.raises(ProcessLookupError):
        os.kill(int(pid), 0)


def test_preferences_keep_the_sound_choices_and_a_bad_volume_in_the_file_is_reset(qtbot, heard, tmp_path):
    from gamenight.app.preferences import PreferencesDialog
    from gamenight.storage.settings import Settings, load_settings, save_settings

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.sounds.isEnabled() and dialog.sound_note.text() == "Sounds play on this computer."
    dialog.volume.setValue(40)
    dialog.only_mine.setChecked(True)
    dialog.console_sounds.setChecked(False)
    chosen = dialog.settings()
    assert (chosen.table_sounds, chosen.sound_volume, chosen.only_turns_and_wins, chosen.console_sounds) == \
        (True, 40, True, False)
    save_settings(tmp_path / "settings.json", chosen)
    assert load_settings(tmp_path / "settings.json") == (chosen, None)
    (tmp_path / "settings.json").write_text(json.dumps({"sound_volume": 500, "table_sounds": False}))
    loaded, notice = load_settings(tmp_path / "settings.json")
    assert notice is None and loaded.sound_volume == 70 and not loaded.table_sounds
