"""Spoken calls count as available only when a real engine has started: Qt's mock engine (which
PyInstaller may bundle) and an engine in error do not, and the preferences then say why and
disable the choice."""
from __future__ import annotations

import enum
import sys
import types

import pytest
from PySide6.QtCore import QObject, QTimer, Signal

from gamenight.caller import speech


class State(enum.Enum):
    Ready, Speaking, Synthesizing, Paused, Error = range(5)


def fake_speech_module(monkeypatch, engines, state=State.Ready, later_state=None):
    """Stands in for PySide6.QtTextToSpeech (which does not even import without PulseAudio):
    `engines` are installed, and a started engine reports `state`, then `later_state` shortly after."""
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

    QTextToSpeech.State = State
    monkeypatch.setitem(sys.modules, "PySide6.QtTextToSpeech", types.SimpleNamespace(QTextToSpeech=QTextToSpeech))
    monkeypatch.setattr(speech, "_shared", None)
    return started


def test_the_mock_engine_alone_cannot_speak(qapp, monkeypatch):
    started = fake_speech_module(monkeypatch, ["mock"])
    speaker = speech.CallSpeaker()
    assert not speaker.available and started == []
    assert "no speech engine is installed" in speaker.reason


def test_a_real_engine_is_used_rather_than_the_mock(qapp, monkeypatch):
    started = fake_speech_module(monkeypatch, ["mock", "speechd"])
    assert speech.CallSpeaker().available and started == ["speechd"]


@pytest.mark.parametrize("state, later_state", [(State.Error, None), (State.Synthesizing, State.Error)])
def test_an_engine_in_error_cannot_speak(qapp, monkeypatch, state, later_state):
    """Right away, or once an engine still starting has settled."""
    fake_speech_module(monkeypatch, ["speechd"], state, later_state)
    speaker = speech.CallSpeaker()
    assert not speaker.available
    assert speaker.reason == "the speech engine did not start"
    assert speaker.detail == "could not connect to speech-dispatcher"


def test_a_missing_sound_library_is_said_in_plain_words_with_the_detail_in_a_tooltip(qtbot, monkeypatch):
    """The import error (libpulse.so.0: cannot open shared object file...) is for the tooltip only."""
    from gamenight.app.preferences import PreferencesDialog
    from gamenight.storage.settings import Settings

    monkeypatch.setitem(sys.modules, "PySide6.QtTextToSpeech", None)  # its import now fails
    monkeypatch.setattr(speech, "_shared", None)
    speaker = speech.shared_speaker()
    assert not speaker.available and speaker.reason == "the sound library is missing"
    assert "PySide6.QtTextToSpeech" in speaker.detail
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.speech_note.text() == "Calls cannot be spoken: the sound library is missing."
    assert dialog.speech_note.toolTip() == speaker.detail


def test_preferences_disable_and_untick_spoken_calls_with_the_reason_beside(qtbot, monkeypatch):
    from gamenight.app.preferences import PreferencesDialog
    from gamenight.storage.settings import Settings

    fake_speech_module(monkeypatch, ["mock"])
    dialog = PreferencesDialog(Settings(sound=True))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.sound.isChecked() and not dialog.sound.isEnabled()
    assert dialog.speech_note.isVisible()
    assert dialog.speech_note.text() == "Calls cannot be spoken: no speech engine is installed."
    assert "speech-dispatcher" in dialog.speech_note.toolTip()
    assert dialog.speech_note.parentWidget() is dialog.sound.parentWidget()  # next to the box, not a tooltip
    assert dialog.settings().sound  # the choice is kept for when a speech engine is installed


def test_preferences_offer_spoken_calls_where_an_engine_works(qtbot, monkeypatch):
    from gamenight.app.preferences import PreferencesDialog
    from gamenight.storage.settings import Settings

    fake_speech_module(monkeypatch, ["speechd"])
    dialog = PreferencesDialog(Settings(sound=True))
    qtbot.addWidget(dialog)
    assert dialog.sound.isChecked() and dialog.sound.isEnabled()
    assert dialog.speech_note.text() == "Spoken calls are available."
    dialog.sound.setChecked(False)
    assert not dialog.settings().sound
