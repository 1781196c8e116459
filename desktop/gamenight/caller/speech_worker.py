"""The speech worker: a child process (`gamenight --speech-worker`) that owns the speech engine.

Speech lives in a process of its own because a speech service that accepts connections and never
answers (a hung speech-dispatcher) blocks QTextToSpeech's constructor, and its say(), inside Qt
while Python's GIL is held: in the app's process that would freeze every thread, the UI first.
The app (caller/speech.py) talks to the worker over its pipes. The worker writes JSON lines:
`{"probing": engine}` when it starts the engine, then `{"ready": true}` or
`{"ready": true, "languages": ["en", "tr"]}` (its voices' languages) or
`{"ready": false, "reason": ..., "detail": ...}`; it then says each JSON string it reads, one per
line, or `{"text": ..., "language": "tr"}` with a voice of that language, tells
`{"speaking": true}` and `{"speaking": false}` as it starts and stops (the table's sounds duck
under a call), and ends when its input closes.

Qt's "mock" engine (a test double that speaks nothing) does not count as an engine, and neither
does one that reports an error once started (speech-dispatcher's library present but no service)."""
from __future__ import annotations

import json
import sys
import threading
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEventLoop, QLocale, QObject, QTimer, Signal

from gamenight.core.words import words
from gamenight.service_worker import end_with_the_app

ENGINE_START_MS = 1000  # how long an engine that starts in the background may take to say whether it works
SILENT_ENGINES = {"mock"}

Tell = Callable[..., None]


def run_speech_worker() -> int:
    end_with_the_app()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    speech = open_engine(tell)
    if speech is None:
        return 0
    speaking = type(speech).State.Speaking
    speech.stateChanged.connect(lambda state: tell(speaking=state == speaking))
    lines = _Lines()
    lines.said.connect(lambda text, language: _say(speech, text, language))
    lines.ended.connect(app.quit)
    threading.Thread(target=lines.read, args=(sys.stdin,), daemon=True).start()
    return app.exec()


def _say(speech, text: str, language: str) -> None:
    """Say `text` with a voice of `language` ("" keeps the voice as it is)."""
    if language and QLocale(speech.locale()).name().split("_")[0] != language:
        chosen = [locale for locale in speech.availableLocales() if locale.name().split("_")[0] == language]
        if chosen:
            speech.setLocale(chosen[0])
    speech.say(text)


INSTALL_SPEECH_DISPATCHER = words("Speech", "On Linux: install speech-dispatcher.")
NO_REASON_GIVEN = words("Speech", "The engine gave no reason.")
OWN_DETAILS = {str(said): said for said in (INSTALL_SPEECH_DISPATCHER, NO_REASON_GIVEN)}
"""The worker's own details, sent as their English and translated by the app; any other detail is
the system's own words."""


def tell(**message) -> None:
    """One line to the app."""
    print(json.dumps(message), flush=True)


def open_engine(tell: Tell):
    """The started QTextToSpeech, or None; what happened is told to the app through `tell`."""
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError as error:  # on Linux, PulseAudio's client library is missing
        tell(ready=False, reason=str(QT_TRANSLATE_NOOP("Speech", "the sound library is missing")), detail=str(error))
        return None
    engines = [name for name in QTextToSpeech.availableEngines() if name not in SILENT_ENGINES]
    if not engines:
        tell(ready=False, reason=str(QT_TRANSLATE_NOOP("Speech", "no speech engine is installed")),
             detail=str(INSTALL_SPEECH_DISPATCHER))
        return None
    tell(probing=engines[0])  # from here, the app waits a bounded time for the verdict
    speech = QTextToSpeech(engines[0])
    if _settled_state(speech, QTextToSpeech.State) == QTextToSpeech.State.Error:
        tell(ready=False, reason=str(QT_TRANSLATE_NOOP("Speech", "the speech engine did not start")),
             detail=speech.errorString() or str(NO_REASON_GIVEN))
        return None
    tell(ready=True, languages=sorted({QLocale(locale).name().split("_")[0] for locale in speech.availableLocales()}))
    return speech


def _settled_state(speech, states):
    """The engine's state once it is Ready or in Error, waiting up to ENGINE_START_MS for an engine
    that is still starting (its state is then neither)."""
    if speech.state() not in (states.Ready, states.Error):
        loop = QEventLoop()
        speech.stateChanged.connect(loop.quit)
        QTimer.singleShot(ENGINE_START_MS, loop.quit)
        loop.exec()
    return speech.state()


class _Lines(QObject):
    """Reads the texts to say on a thread of its own and hands them to the engine's thread."""
    said = Signal(str, str)  # the text, and the language of the voice to say it ("": as it is)
    ended = Signal()

    def read(self, stream) -> None:
        for line in stream:
            try:
                text = json.loads(line)
            except ValueError:
                continue
            if isinstance(text, str):
                self.said.emit(text, "")
            elif isinstance(text, dict) and isinstance(text.get("text"), str):
                self.said.emit(text["text"], str(text.get("language", "")))
        self.ended.emit()
