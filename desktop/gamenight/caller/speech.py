"""Spoken calls ("B 7", "Queen of Hearts") through QtTextToSpeech, where the system has an engine.

The module is imported only when first needed: on Linux its import fails outright when
PulseAudio's client library is missing, and the app must start regardless. Qt's "mock" engine
(a test double that speaks nothing) does not count as an engine, and neither does one that
reports an error once started (speech-dispatcher's library present but no service to talk to)."""
from __future__ import annotations

ENGINE_START_MS = 1000  # how long an engine that starts in the background may take to say whether it works
SILENT_ENGINES = {"mock"}


class CallSpeaker:
    def __init__(self):
        self.reason = ""
        self.detail = ""
        """The technical reason behind `reason`, for a tooltip."""
        self._speech = None
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError as error:
            self.reason, self.detail = "the sound library is missing", str(error)
            return
        engines = [name for name in QTextToSpeech.availableEngines() if name not in SILENT_ENGINES]
        if not engines:
            self.reason, self.detail = "no speech engine is installed", "On Linux: install speech-dispatcher."
            return
        speech = QTextToSpeech(engines[0])
        if _settled_state(speech, QTextToSpeech.State) == QTextToSpeech.State.Error:
            self.reason = "the speech engine did not start"
            self.detail = speech.errorString() or "The engine gave no reason."
            return
        self._speech = speech

    @property
    def available(self) -> bool:
        return self._speech is not None

    def say(self, text: str) -> None:
        if self._speech is not None:
            self._speech.say(text)


def _settled_state(speech, states):
    """The engine's state once it is Ready or in Error, waiting up to ENGINE_START_MS for an engine
    that is still starting (its state is then neither)."""
    if speech.state() not in (states.Ready, states.Error):
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        speech.stateChanged.connect(loop.quit)
        QTimer.singleShot(ENGINE_START_MS, loop.quit)
        loop.exec()
    return speech.state()


_shared: CallSpeaker | None = None


def shared_speaker() -> CallSpeaker:
    """One speaker for the whole app (the speech engine starts once)."""
    global _shared
    if _shared is None:
        _shared = CallSpeaker()
    return _shared


def speech_status() -> str:
    """One line for the preferences: whether calls can be spoken here, and if not, why."""
    speaker = shared_speaker()
    return "Spoken calls are available." if speaker.available else f"Calls cannot be spoken: {speaker.reason}."
