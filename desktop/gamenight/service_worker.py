"""A system service (speech, sound) driven in a child process, so that a service that hangs never
holds up the window.

Qt's speech engine blocks inside Qt holding Python's GIL when its service accepts a connection and
never answers, and an audio server can hang a client's connect in the same way: in the app's
process either would freeze every thread, the window's first. So each service has a worker, a
child process (`gamenight --speech-worker`, `gamenight --sound-worker`) that opens the service
and tells the app, in JSON lines, `{"probing": name}` when it starts opening it, then
`{"ready": true, ...}` or `{"ready": false, "reason": ..., "detail": ...}`. The app never waits
for it: the verdict comes as a signal, a worker that gives none in time is ended and counts as
unable, and what the app asks of it is a line written to its input (QProcess writes when the pipe
takes it)."""
from __future__ import annotations

import enum
import json
import sys
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QTimer, Signal

from gamenight.core.words import Text, Words


class ServiceState(enum.Enum):
    CHECKING = enum.auto()
    AVAILABLE = enum.auto()
    UNAVAILABLE = enum.auto()


def worker_command(flag: str) -> list[str]:
    """The command that starts a worker (`flag` is "--speech-worker", "--sound-worker"): this
    program, from source or frozen."""
    if getattr(sys, "frozen", False):
        return [sys.executable, flag]
    return [sys.executable, "-m", "gamenight", flag]


def end_with_the_app() -> None:
    """Called in a worker: on Linux, the kernel ends it when the app ends, however it ends (a crash,
    a kill); a worker stuck inside a service's library could not notice by itself."""
    if sys.platform.startswith("linux"):
        import ctypes
        import signal

        PR_SET_PDEATHSIG = 1
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


class ServiceWorker(QObject):
    """Whether the service can be used here (`state`, and where not, `reason` and `detail`).

    A service names its words in the class attributes below: the reasons are marked for
    translation where they are made (they are translated where shown), the details are `Words`."""
    changed = Signal()  # from CHECKING to a verdict; from AVAILABLE to UNAVAILABLE if the worker stops

    NOT_STARTED: ClassVar[str]
    NO_ANSWER: ClassVar[str]
    STOPPED: ClassVar[str]
    SYSTEM_SAID: ClassVar[Words]  # {detail}
    WORKER_LATE: ClassVar[Words]  # {seconds}
    ENGINE_LATE: ClassVar[Words]  # {engine}, {seconds}
    WORKER_ENDED: ClassVar[Words]  # {code}

    def __init__(self, command: list[str], start_ms: int, answer_ms: int):
        """`start_ms`: the worker up to the moment it starts opening the service (a cold start of
        Python); `answer_ms`: the service, once being opened, up to its verdict."""
        super().__init__()
        self.state = ServiceState.CHECKING
        self.reason = ""
        self.detail: Text = ""
        """The technical reason behind `reason`, for a tooltip (translated where shown)."""
        self._command = command
        self._start_ms = start_ms
        self._answer_ms = answer_ms
        self._engine: str | None = None  # the service the worker is opening, once it says
        self._process: QProcess | None = None
        self._last_error = ""  # the last line the worker wrote to stderr, read as it comes so none piles up
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._no_answer)

    @property
    def available(self) -> bool:
        return self.state is ServiceState.AVAILABLE

    @property
    def checking(self) -> bool:
        return self.state is ServiceState.CHECKING

    def start(self):
        """Start the worker; the verdict comes later, through `changed`. Returns self."""
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

    def send(self, message: Any) -> None:
        """One JSON line to a ready worker; never waits."""
        if self.available and self._process is not None:
            self._process.write((json.dumps(message) + "\n").encode("ascii"))

    def stop(self) -> None:
        """End the worker (at exit, or once it is of no use): killed, as a hung one would not listen."""
        self._deadline.stop()
        process, self._process = self._process, None
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.blockSignals(True)  # its end is ours, not news
            process.kill()
            process.waitForFinished(1000)  # a killed process ends at once: this only collects it

    def switch_off(self, reason: str, detail: Text = "") -> None:
        """No service from here on, for `reason`."""
        self.stop()
        self._settle(ServiceState.UNAVAILABLE, reason, detail)

    def ready(self, message: dict) -> None:
        """The worker's `{"ready": true, ...}`: a service reads what else it told here."""

    def heard(self, message: dict) -> None:
        """Any other line from a ready worker (the speech worker's `{"speaking": true}`)."""

    def detail_from_worker(self, detail: str) -> Text:
        """A detail the worker sent, as shown: by default the system's words, said as such."""
        return self.SYSTEM_SAID(detail=detail) if detail else ""

    def _read(self) -> None:
        while self._process is not None and self._process.canReadLine():
            line = bytes(self._process.readLine().data()).decode("utf-8", "replace")
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if not isinstance(message, dict):
                continue
            if "probing" in message:  # the service is being opened: from now on it has `answer_ms` to answer
                self._engine = str(message["probing"])
                self._deadline.start(self._answer_ms)
            elif message.get("ready") is True:
                self._deadline.stop()
                self.ready(message)
                self._settle(ServiceState.AVAILABLE)
            elif message.get("ready") is False:
                self.switch_off(str(message.get("reason", self.NOT_STARTED)),
                                self.detail_from_worker(str(message.get("detail", ""))))
            elif self.available:
                self.heard(message)

    def _read_errors(self) -> None:
        if self._process is not None:
            lines = bytes(self._process.readAllStandardError().data()).decode("utf-8", "replace").splitlines()
            self._last_error = next((line.strip() for line in reversed(lines) if line.strip()), self._last_error)

    def _no_answer(self) -> None:
        detail: Text
        if self._engine is None:
            detail = self.WORKER_LATE(seconds=f"{self._start_ms / 1000:g}")
        else:
            detail = self.ENGINE_LATE(engine=self._engine, seconds=f"{self._answer_ms / 1000:g}")
        self.switch_off(self.NO_ANSWER, detail)

    def _failed(self, error) -> None:
        if error == QProcess.ProcessError.FailedToStart and self._process is not None:
            self.switch_off(self.NOT_STARTED, self.SYSTEM_SAID(detail=self._process.errorString()))

    def _ended(self) -> None:
        """The worker ended: before its verdict it failed; after it, the service is over."""
        self._read()  # a verdict it wrote just before it ended comes first
        process = self._process
        if process is None:
            return
        self._read_errors()
        detail = (self.SYSTEM_SAID(detail=self._last_error) if self._last_error
                  else self.WORKER_ENDED(code=process.exitCode()))
        self.switch_off(self.STOPPED if self.available else self.NOT_STARTED, detail)

    def _settle(self, state: ServiceState, reason: str = "", detail: Text = "") -> None:
        if self.state is ServiceState.UNAVAILABLE:
            return  # the first verdict stands
        self.state, self.reason, self.detail = state, reason, detail
        self.changed.emit()
