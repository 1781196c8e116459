"""Spoken calls ("B 7", "Queen of Hearts"), where the system can speak.

The speech engine runs in a child process, the speech worker (caller/speech_worker.py), because a
hung speech service blocks Qt's speech calls while Python's GIL is held. Here nothing ever waits
for it (service_worker.py): the worker is started in the background, its verdict arrives as a
signal, an engine that gives no verdict in time counts as unable to speak (and the worker is
ended), and a call is said by writing a line to the worker's input.

A call is spoken in the app's language when the engine has a voice for it (the worker lists the
languages of its voices when it is ready), else in English: a Turkish voice reading English, or an
English voice reading Turkish, would be worse than an English call."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, Signal

from gamenight.caller.speech_worker import OWN_DETAILS
from gamenight.core.words import Text, words
from gamenight.service_worker import ServiceState, ServiceWorker, worker_command as service_worker_command
from gamenight.sound.player import shared_player
from gamenight.table.language import translated

translate = QCoreApplication.translate
NOT_STARTED = str(QT_TRANSLATE_NOOP("Speech", "the speech engine did not start"))
WORKER_START_MS = 20000  # the worker process up to the moment it starts the engine (a cold start of Python and Qt)
SYSTEM_SAID = words("Speech", "The system said: {detail}")
WORKER_LATE = words("Speech", "The speech worker did not start within {seconds} seconds.")
ENGINE_LATE = words("Speech", "The {engine} engine gave no answer within {seconds} seconds; its service "
                              "(speech-dispatcher on Linux) may be hung.")
WORKER_ENDED = words("Speech", "The speech worker ended with exit code {code}.")
ENGINE_ANSWER_MS = 3000  # the engine, once started, up to its verdict (speech-dispatcher answers in well under 1 s)


SpeechState = ServiceState


def worker_command() -> list[str]:
    """The command that starts the speech worker: this program, from source or frozen."""
    return service_worker_command("--speech-worker")


class CallSpeaker(ServiceWorker):
    """Whether calls can be spoken here (`state`, and where not, `reason` and `detail`), and `say`;
    `speaking` tells when a call starts and stops being spoken (the table's sounds duck under it)."""
    speaking = Signal(bool)
    NOT_STARTED = NOT_STARTED
    NO_ANSWER = str(QT_TRANSLATE_NOOP("Speech", "the speech engine did not answer"))
    STOPPED = str(QT_TRANSLATE_NOOP("Speech", "the speech engine stopped"))
    SYSTEM_SAID = SYSTEM_SAID
    WORKER_LATE = WORKER_LATE
    ENGINE_LATE = ENGINE_LATE
    WORKER_ENDED = WORKER_ENDED

    def __init__(self, command: list[str] | None = None, start_ms: int = WORKER_START_MS,
                 answer_ms: int = ENGINE_ANSWER_MS):
        super().__init__(command or worker_command(), start_ms, answer_ms)
        self.languages: frozenset[str] = frozenset()
        """The languages the engine has a voice for ("en", "tr"), told by the worker when it is ready."""

    def ready(self, message: dict) -> None:
        self.languages = frozenset(str(code) for code in message.get("languages", ()))

    def detail_from_worker(self, detail: str) -> Text:
        return worker_detail(detail)

    def heard(self, message: dict) -> None:
        if isinstance(message.get("speaking"), bool):
            self.speaking.emit(message["speaking"])

    def say(self, text: str) -> None:
        """Queue `text` for the worker; never waits (QProcess writes when the pipe takes it)."""
        self.send(text)

    def call_language(self) -> str:
        """The language calls are spoken in: the app's when a voice speaks it, else English."""
        language = QLocale().name().split("_")[0]
        return language if language in self.languages else "en"

    def say_call(self, call: Text) -> None:
        """Say a call ("B 7", a card's name) in `call_language()`, with a voice of that language."""
        language = self.call_language()
        self.send({"text": str(call) if language == "en" else translated(call), "language": language})


_shared: CallSpeaker | None = None


def shared_speaker() -> CallSpeaker:
    """One speaker for the whole app (the worker starts once, on first use)."""
    global _shared
    if _shared is None:
        _shared = CallSpeaker().start()
        _shared.speaking.connect(lambda on: shared_player().duck(on))  # a call is never drowned
    return _shared


def switch_off_speech(reason: str) -> None:
    """No speech in this run, without starting the worker (the smoke test speaks to no one)."""
    global _shared
    if _shared is None:
        _shared = CallSpeaker()
    _shared.switch_off(reason)


def worker_detail(detail: str) -> Text:
    """A detail the worker sent: its own words, or the system's (said as such)."""
    if not detail:
        return ""
    return OWN_DETAILS.get(detail) or SYSTEM_SAID(detail=detail)


def speech_status(speaker: CallSpeaker) -> str:
    """One line for the preferences: whether calls can be spoken here, and if not, why."""
    if speaker.checking:
        return translate("Speech", "Checking whether calls can be spoken\u2026")
    if speaker.available:
        return translate("Speech", "Spoken calls are available.")
    return translate("Speech", "Calls cannot be spoken: {reason}.").format(reason=reason_text(speaker))


def reason_text(speaker: CallSpeaker) -> str:
    """Why calls cannot be spoken, in the app's language (the reasons are marked where they are made)."""
    return translate("Speech", speaker.reason)
