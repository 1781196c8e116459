"""Spoken calls. The speech engine lives in a worker process, so nothing the speech service does
(or fails to do) can block the UI: the app learns the worker's verdict through a signal, an engine
that gives no verdict in time counts as unable to speak, and where calls cannot be spoken the
preferences and the Goker console say why and disable the choice. Qt's mock engine and an
engine in error do not count as engines."""
from __future__ import annotations

import enum
import io
import os
import subprocess
import sys
import textwrap
import time
import types

import pytest
from PySide6.QtCore import QLocale, QObject, QTimer, Signal

from fake_speech import SPEAKS, fake_worker
from gamenight.caller import speech, speech_worker
from gamenight.caller.speech import CallSpeaker, SpeechState

WAIT_MS = 30000  # a worker is a whole Python process: on a busy machine its start takes seconds


class State(enum.Enum):
    Ready, Speaking, Synthesizing, Paused, Error = range(5)


def fake_speech_module(monkeypatch, engines, state=State.Ready, later_state=None):
    """Stands in for PySide6.QtTextToSpeech inside the worker: `engines` are installed, and a
    started engine reports `state`, then `later_state` shortly after."""
    started = []

    class QTextToSpeech(QObject):
        stateChanged = Signal(object)

        def __init__(self, engine):
            super().__init__()
            started.append(engine)
            self._state = state
            if later_state is not None:
                QTimer.singleShot(20, self._settle)

        def _settle(self):
            self._state = later_state
            self.stateChanged.emit(later_state)

        @staticmethod
        def availableEngines():
            return list(engines)

        def state(self):
            return self._state

        def errorString(self):
            return "could not connect to speech-dispatcher" if self._state is State.Error else ""

        @staticmethod
        def availableLocales():
            return [QLocale("en_GB"), QLocale("tr_TR")]

    QTextToSpeech.State = State
    monkeypatch.setitem(sys.modules, "PySide6.QtTextToSpeech", types.SimpleNamespace(QTextToSpeech=QTextToSpeech))
    return started


def told(monkeypatch, qapp, *fake_args, **fake_kwargs):
    """What the worker tells the app, with a fake speech module."""
    started = fake_speech_module(monkeypatch, *fake_args, **fake_kwargs)
    messages: list[dict] = []
    engine = speech_worker.open_engine(lambda **message: messages.append(message))
    return engine, messages, started


# The worker, in this process with a fake QtTextToSpeech.

def test_the_mock_engine_alone_cannot_speak(qapp, monkeypatch):
    engine, messages, started = told(monkeypatch, qapp, ["mock"])
    assert engine is None and started == []
    assert messages == [{"ready": False, "reason": "no speech engine is installed",
                         "detail": "On Linux: install speech-dispatcher."}]


def test_a_real_engine_is_used_rather_than_the_mock(qapp, monkeypatch):
    engine, messages, started = told(monkeypatch, qapp, ["mock", "speechd"])
    assert engine is not None and started == ["speechd"]
    assert messages == [{"probing": "speechd"}, {"ready": True, "languages": ["en", "tr"]}]


@pytest.mark.parametrize("state, later_state", [(State.Error, None), (State.Synthesizing, State.Error)])
def test_an_engine_in_error_cannot_speak(qapp, monkeypatch, state, later_state):
    """Right away, or once an engine still starting has settled."""
    engine, messages, _ = told(monkeypatch, qapp, ["speechd"], state, later_state)
    assert engine is None
    assert messages[-1] == {"ready": False, "reason": "the speech engine did not start",
                            "detail": "could not connect to speech-dispatcher"}


def test_a_missing_sound_library_is_said_in_plain_words_with_the_detail_apart(qapp, monkeypatch):
    """The import error (libpulse.so.0: cannot open shared object file...) is for the tooltip only."""
    monkeypatch.setitem(sys.modules, "PySide6.QtTextToSpeech", None)  # its import now fails
    messages: list[dict] = []
    assert speech_worker.open_engine(lambda **message: messages.append(message)) is None
    assert messages[0]["reason"] == "the sound library is missing"
    assert "PySide6.QtTextToSpeech" in messages[0]["detail"]


def test_the_worker_says_each_line_it_reads_and_ends_with_its_input(qapp):
    lines = speech_worker._Lines()
    said, ended = [], []
    lines.said.connect(lambda text, language: said.append((text, language)))
    lines.ended.connect(lambda: ended.append(True))
    lines.read(io.StringIO('"B 7"\nnot json\n42\n"Queen of Hearts"\n{"text": "Kupa K\u0131z", "language": "tr"}\n'))
    assert said == [("B 7", ""), ("Queen of Hearts", ""), ("Kupa K\u0131z", "tr")] and ended == [True]


def test_the_worker_says_a_call_with_a_voice_of_its_language(qapp):
    class Engine:
        def __init__(self):
            self.voice, self.said = QLocale("en_GB"), []

        def availableLocales(self):
            return [QLocale("en_GB"), QLocale("tr_TR")]

        def locale(self):
            return self.voice

        def setLocale(self, locale):
            self.voice = locale

        def say(self, text):
            self.said.append((text, self.voice.name()))

    engine = Engine()
    speech_worker._say(engine, "Kupa K\u0131z", "tr")
    speech_worker._say(engine, "B 7", "")
    speech_worker._say(engine, "Queen of Hearts", "en")
    speech_worker._say(engine, "Herz-Dame", "de")  # no German voice: the voice stays
    assert engine.said == [("Kupa K\u0131z", "tr_TR"), ("B 7", "tr_TR"), ("Queen of Hearts", "en_GB"),
                           ("Herz-Dame", "en_GB")]


# The app's side, with fake workers (small Python programs) at the process boundary.

def test_a_worker_that_speaks_makes_calls_available_and_says_them(qtbot, tmp_path):
    speaker = CallSpeaker(fake_worker(tmp_path, SPEAKS)).start()
    assert speaker.state is SpeechState.CHECKING and not speaker.available
    with qtbot.waitSignal(speaker.changed, timeout=WAIT_MS):
        pass
    assert speaker.available and speaker.reason == ""
    speaker.say("B 7")
    speaker.say('The "Joker" \u00e9')
    said = tmp_path / "said.txt"
    qtbot.waitUntil(lambda: said.exists() and said.read_text("utf-8").count("\n") == 2, timeout=WAIT_MS)
    assert said.read_text("utf-8") == 'B 7\nThe "Joker" \u00e9\n'
    speaker.stop()


def test_a_worker_that_refuses_gives_its_reason(qtbot, tmp_path):
    refuses = 'tell(ready=False, reason="no speech engine is installed", detail="install it")\n'
    speaker = CallSpeaker(fake_worker(tmp_path, refuses)).start()
    qtbot.waitUntil(lambda: speaker.state is SpeechState.UNAVAILABLE, timeout=WAIT_MS)
    assert speaker.reason == "no speech engine is installed"
    assert speaker.detail == speech.SYSTEM_SAID(detail="install it")
    assert speech.speech_status(speaker) == "Calls cannot be spoken: no speech engine is installed."


def test_an_engine_that_never_answers_counts_as_unable_and_its_worker_is_ended(qtbot, tmp_path):
    hangs = 'tell(probing="speechd")\ntime.sleep(600)\n'
    speaker = CallSpeaker(fake_worker(tmp_path, hangs), answer_ms=300).start()
    qtbot.waitUntil(lambda: speaker.state is not SpeechState.CHECKING, timeout=WAIT_MS)
    assert speaker.reason == "the speech engine did not answer"
    assert str(speaker.detail) == ("The speechd engine gave no answer within 0.3 seconds; "
                              "its service (speech-dispatcher on Linux) may be hung.")
    pid = int((tmp_path / "pid").read_text())
    with pytest.raises(ProcessLookupError):  # killed and collected
        os.kill(pid, 0)
    speaker.say("B 7")  # goes nowhere, and waits for nothing
    assert not (tmp_path / "said.txt").exists()


def test_a_worker_that_never_starts_its_engine_counts_as_unable(qtbot, tmp_path):
    speaker = CallSpeaker(fake_worker(tmp_path, "time.sleep(600)\n"), start_ms=300).start()
    qtbot.waitUntil(lambda: speaker.state is not SpeechState.CHECKING, timeout=WAIT_MS)
    assert speaker.reason == "the speech engine did not answer"
    assert str(speaker.detail) == "The speech worker did not start within 0.3 seconds."


def test_a_worker_that_fails_says_why(qtbot, tmp_path):
    crashes = 'tell(probing="speechd")\nsys.exit("speechd: segmentation fault")\n'
    speaker = CallSpeaker(fake_worker(tmp_path, crashes)).start()
    qtbot.waitUntil(lambda: speaker.state is not SpeechState.CHECKING, timeout=WAIT_MS)
    assert speaker.reason == "the speech engine did not start"
    assert speaker.detail == speech.SYSTEM_SAID(detail="speechd: segmentation fault")
    missing = CallSpeaker([str(tmp_path / "no such program")]).start()
    qtbot.waitUntil(lambda: missing.state is not SpeechState.CHECKING, timeout=WAIT_MS)
    assert missing.reason == "the speech engine did not start" and missing.detail



def test_a_worker_that_ends_after_its_verdict_takes_speech_with_it(qtbot, tmp_path):
    ends = 'tell(probing="speechd")\ntell(ready=True)\nsys.stdin.readline()\nsys.exit(3)\n'
    speaker = CallSpeaker(fake_worker(tmp_path, ends)).start()
    qtbot.waitUntil(lambda: speaker.available, timeout=WAIT_MS)
    speaker.say("B 7")
    qtbot.waitUntil(lambda: speaker.state is SpeechState.UNAVAILABLE, timeout=WAIT_MS)
    assert speaker.reason == "the speech engine stopped"
    assert str(speaker.detail) == "The speech worker ended with exit code 3."


# The preferences.

def shared(monkeypatch, speaker: CallSpeaker) -> CallSpeaker:
    monkeypatch.setattr(speech, "_shared", speaker.start())
    return speaker


def preferences(qtbot, sound=True):
    from gamenight.app.preferences import PreferencesDialog
    from gamenight.storage.settings import Settings

    dialog = PreferencesDialog(Settings(sound=sound))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_preferences_disable_spoken_calls_while_checking_then_give_the_reason_beside(qtbot, tmp_path, monkeypatch):
    refuses = 'time.sleep(0.5)\ntell(ready=False, reason="no speech engine is installed", detail="install it")\n'
    speaker = shared(monkeypatch, CallSpeaker(fake_worker(tmp_path, refuses)))
    dialog = preferences(qtbot)
    assert not dialog.sound.isChecked() and not dialog.sound.isEnabled()
    assert dialog.speech_note.text() == "Checking whether calls can be spoken\u2026"
    qtbot.waitUntil(lambda: speaker.state is SpeechState.UNAVAILABLE, timeout=WAIT_MS)
    assert not dialog.sound.isChecked() and not dialog.sound.isEnabled()
    assert dialog.speech_note.isVisible()
    assert dialog.speech_note.text() == "Calls cannot be spoken: no speech engine is installed."
    assert dialog.speech_note.toolTip() == "The system said: install it"
    assert dialog.speech_note.parentWidget() is dialog.sound.parentWidget()  # next to the box, not a tooltip
    assert dialog.settings().sound  # the choice is kept for when a speech engine is installed


def test_preferences_offer_spoken_calls_once_an_engine_works(qtbot, tmp_path, monkeypatch):
    speaker = shared(monkeypatch, CallSpeaker(fake_worker(tmp_path, SPEAKS)))
    dialog = preferences(qtbot)
    qtbot.waitUntil(lambda: speaker.available, timeout=WAIT_MS)
    assert dialog.sound.isChecked() and dialog.sound.isEnabled()
    assert dialog.speech_note.text() == "Spoken calls are available."
    dialog.sound.setChecked(False)
    assert not dialog.settings().sound
    speaker.stop()


def test_speech_switched_off_starts_no_worker(qtbot, monkeypatch):
    monkeypatch.setattr(speech, "_shared", None)
    speech.switch_off_speech("the smoke test speaks to no one")
    speaker = speech.shared_speaker()
    assert speaker.state is SpeechState.UNAVAILABLE and speaker._process is None
    assert speech.speech_status(speaker) == "Calls cannot be spoken: the smoke test speaks to no one."


def test_the_worker_command_runs_this_program_from_source_or_frozen(monkeypatch):
    assert speech.worker_command() == [sys.executable, "-m", "gamenight", "--speech-worker"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert speech.worker_command() == [sys.executable, "--speech-worker"]


def test_the_app_quits_at_once_with_its_worker_stuck(tmp_path):
    """A worker stuck on its engine neither holds up the app's exit nor outlives it."""
    worker = fake_worker(tmp_path, 'tell(probing="speechd")\ntime.sleep(600)\n')
    app = textwrap.dedent(f"""\
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from gamenight.caller.speech import CallSpeaker

        app = QApplication([])
        speaker = CallSpeaker({worker!r}).start()
        QTimer.singleShot(1000, app.quit)
        app.exec()
        print(speaker.state.name)
        """)
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-c", app], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and time.monotonic() - started < 30, result.stderr
    assert result.stdout == "CHECKING\n" and "QProcess" not in result.stderr
    with pytest.raises(ProcessLookupError):
        os.kill(int((tmp_path / "pid").read_text()), 0)


def test_a_details_own_words_are_translated_and_the_systems_are_said_as_theirs(turkish):
    """The tooltip behind "calls cannot be spoken" in the app's language; the system's own message
    (never translatable) inside a sentence that says whose words they are."""
    from gamenight.table.language import translated

    assert translated(speech.worker_detail("On Linux: install speech-dispatcher.")) == \
        "Linux'ta: speech-dispatcher'ı kurun."
    assert translated(speech.worker_detail("could not connect")) == "Sistemin iletisi: could not connect"
    assert speech.worker_detail("") == ""
