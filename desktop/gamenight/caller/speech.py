"""Spoken calls ("B 7", "Queen of Hearts") through QtTextToSpeech, where the system has an engine.

The module is imported only when first needed: on Linux its import fails outright when
PulseAudio's client library is missing, and the app must start regardless."""
from __future__ import annotations


class CallSpeaker:
    def __init__(self):
        self.reason = ""
        self._speech = None
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError as error:
            self.reason = f"no speech module on this system ({error})"
            return
        if not QTextToSpeech.availableEngines():
            self.reason = "no speech engine is installed"
            return
        self._speech = QTextToSpeech()

    @property
    def available(self) -> bool:
        return self._speech is not None

    def say(self, text: str) -> None:
        if self._speech is not None:
            self._speech.say(text)


_status: str | None = None
_shared: CallSpeaker | None = None


def shared_speaker() -> CallSpeaker:
    """One speaker for the whole app (the speech engine starts once)."""
    global _shared
    if _shared is None:
        _shared = CallSpeaker()
    return _shared


def speech_status() -> str:
    """One line for the preferences: whether calls can be spoken here, and if not, why."""
    global _status
    if _status is None:
        speaker = shared_speaker()
        _status = "Spoken calls are available." if speaker.available else f"Calls cannot be spoken: {speaker.reason}."
    return _status
