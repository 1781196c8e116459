"""Spoken calls ("B 7", "Queen of Hearts"), where the system can speak.

The speech engine runs in a child process, the speech worker (caller/speech_worker.py), because a
hung speech service blocks Qt's speech calls while Python's GIL is held. Here nothing ever waits
for it: the worker is started in the background, its verdict arrives as a signal, an engine that
gives no verdict in time counts as unable to speak (and the worker is ended), and a call is said
by writing a line to the worker's input.

A call is spoken in the app's language when the engine has a voice for it (the worker lists the
languages of its voices when it is ready), else in English: a Turkish voice reading English, or an
English voice reading Turkish, would be worse than an English call."""
from __future__ import annotations

import enum
import json
import sys

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject, QProcess, QTimer, Signal

from gamenight.caller.speech_worker import OWN_DETAILS
from gamenight.core.words import Text, words
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


class SpeechState(enum.Enum):
    CHECKING = enum.auto()
    AVAILABLE = enum.auto()
    UNAVAILABLE = enum.auto()


def worker_command() -> list[str]:
    """The command that starts the speech worker: this program, from source or frozen."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--speech-worker"]
    return [sys.executable, "-m", "gamenight", "--speech-worker"]


class CallSpeaker(QObject):
    """Whether calls can be spoken here (`state`, and where not, `reason` and `detail`), and `say`."""
    changed = Signal()  # from CHECKING to a verdict; from AVAILABLE to UNAVAILABLE if the worker stops

    def __init__(self, command: list[str] | None = None, start_ms: int = WORKER_START_MS,
                 answer_ms: int = ENGINE_ANSWER_MS):
        super().__init__()
        self.state = SpeechState.CHECKING
        self.reason = ""
        self.languages: frozenset[str] = frozenset()
        """The languages the engine has a voice for ("en", "tr"), told by the worker when it is ready."""
        self.detail: Text = ""
        """The technical reason behind `reason`, for a tooltip (translated where shown)."""
        self._command = command or worker_command()
        self._answer_ms = answer_ms
        self._engine: str | None = None  # the engine the worker is starting, once it says
        self._process: QProcess | None = None
        self._last_error = ""  # the last line the worker wrote to stderr, read as it comes so none piles up
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._no_answer)
        self._start_ms = start_ms

    @property
    def available(self) -> bool:
        return self.state is SpeechState.AVAILABLE

    @property
    def checking(self) -> bool:
        return self.state is SpeechState.CHECKING

    def start(self) -> CallSpeaker:
        """Start the worker; the verdict comes later, through `changed`."""
        process = self._process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        process.readyReadStandardOutput.connect(self._read)
        process.readyReadStandardError.connect(self._read_errors)
        process.errorOccurred.connect(self._failed)
        process.finished.connect(self._ended)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        self._deadline.start(self._start_ms)
        process.start(self._command[0], self._command[1:])
        return self

    def say(self, text: str) -> None:
        """Queue `text` for the worker; never waits (QProcess writes when the pipe takes it)."""
        if self.available and self._process is not None:
            self._process.write((json.dumps(text) + "\n").encode("ascii"))

    def call_language(self) -> str:
        """The language calls are spoken in: the app's when a voice speaks it, else English."""
        language = QLocale().name().split("_")[0]
        return language if language in self.languages else "en"

    def say_call(self, call: Text) -> None:
        """Say a call ("B 7", a card's name) in `call_language()`, with a voice of that language."""
        language = self.call_language()
        if self.available and self._process is not None:
            text = str(call) if language == "en" else translated(call)
            self._process.write((json.dumps({"text": text, "language": language}) + "\n").encode("ascii"))

    def stop(self) -> None:
        """End the worker (at exit, or once it is of no use): killed, as a hung one would not listen."""
        self._deadline.stop()
        process, self._process = self._process, None
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.blockSignals(True)  # its end is ours, not news
            process.kill()
            process.waitForFinished(1000)  # a killed process ends at once: this only collects it

    def switch_off(self, reason: str, detail: Text = "") -> None:
        """No speech from here on, for `reason`."""
        self.stop()
        self._settle(SpeechState.UNAVAILABLE, reason, detail)

    def _read(self) -> None:
        while self._process is not None and self._process.canReadLine():
            line = bytes(self._process.readLine().data()).decode("utf-8", "replace")
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if not isinstance(message, dict):
                continue
            if "probing" in message:  # the engine is starting: from now on it has ENGINE_ANSWER_MS to answer
                self._engine = str(message["probing"])
                self._deadline.start(self._answer_ms)
            elif message.get("ready") is True:
                self._deadline.stop()
                self.languages = frozenset(str(code) for code in message.get("languages", ()))
                self._settle(SpeechState.AVAILABLE)
            elif message.get("ready") is False:
                self.switch_off(str(message.get("reason", NOT_STARTED)), worker_detail(str(message.get("detail", ""))))

    def _read_errors(self) -> None:
        if self._process is not None:
            lines = bytes(self._process.readAllStandardError().data()).decode("utf-8", "replace").splitlines()
            self._last_error = next((line.strip() for line in reversed(lines) if line.strip()), self._last_error)

    def _no_answer(self) -> None:
        detail: Text
        if self._engine is None:
            detail = WORKER_LATE(seconds=f"{self._start_ms / 1000:g}")
        else:
            detail = ENGINE_LATE(engine=self._engine, seconds=f"{self._answer_ms / 1000:g}")
        self.switch_off(str(QT_TRANSLATE_NOOP("Speech", "the speech engine did not answer")), detail)

    def _failed(self, error) -> None:
        if error == QProcess.ProcessError.FailedToStart and self._process is not None:
            self.switch_off(NOT_STARTED, SYSTEM_SAID(detail=self._process.errorString()))

    def _ended(self) -> None:
        """The worker ended: before its verdict it failed; after it, speech is over."""
        self._read()  # a verdict it wrote just before it ended comes first
        process = self._process
        if process is None:
            return
        self._read_errors()
        detail = SYSTEM_SAID(detail=self._last_error) if self._last_error else WORKER_ENDED(code=process.exitCode())
        reason = str(QT_TRANSLATE_NOOP("Speech", "the speech engine stopped")) if self.available else NOT_STARTED
        self.switch_off(reason, detail)

    def _settle(self, state: SpeechState, reason: str = "", detail: Text = "") -> None:
        if self.state is SpeechState.UNAVAILABLE:
            return  # the first verdict stands
        self.state, self.reason, self.detail = state, reason, detail
        self.changed.emit()


_shared: CallSpeaker | None = None


def shared_speaker() -> CallSpeaker:
    """One speaker for the whole app (the worker starts once, on first use)."""
    global _shared
    if _shared is None:
        _shared = CallSpeaker().start()
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
