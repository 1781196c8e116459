"""One copy of Game Night owns its data folder.

The first copy holds `<data folder>/gamenight.lock` (a QLockFile: a lock left by a crashed copy
is taken over, as its process is gone) and listens on a local socket named after the folder. A
second copy asks the first to bring its window forward, then exits.
"""
from __future__ import annotations

import zlib
from pathlib import Path

from PySide6.QtCore import QEventLoop, QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

LOCK_NAME = "gamenight.lock"
RAISE = b"raise\n"
DONE = b"raised\n"


def server_name(data_dir: Path) -> str:
    """A local socket name that is the same for every copy using this data folder (a CRC, not a
    cryptographic hash: loading hashlib's OpenSSL cost start-up more than the name is worth)."""
    folder = str(Path(data_dir).resolve()).encode("utf-8")
    return f"gamenight-{zlib.crc32(folder):08x}{len(folder):04x}"


def bring_forward(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


class SingleInstance(QObject):
    """`acquire()` once at start-up; keep the object alive while the app runs."""

    raise_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.lock_path = self.data_dir / LOCK_NAME
        self.name = server_name(self.data_dir)
        self.unguarded: str | None = None
        """Why no lock could be made (e.g. a read-only folder): the app runs unguarded then."""
        self._lock = QLockFile(str(self.lock_path))
        self._lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
        self._server: QLocalServer | None = None
        self._callers: list[QLocalSocket] = []
        """Connections from later copies, kept referenced until closed (never deleteLater: Python owns them)."""

    def acquire(self) -> bool:
        """True if this copy may run: it holds the lock (or no lock can be made at all).
        False if another running copy holds it."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.unguarded = error.strerror or str(error)
            return True
        if not self._lock.tryLock(0):
            if self._lock.error() == QLockFile.LockError.LockFailedError:
                return False
            self.unguarded = f"the lock file cannot be written ({self._lock.error().name})"
            return True
        self._listen()
        return True

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        for caller in self._callers:
            caller.abort()
        self._callers.clear()
        if self._lock.isLocked():
            self._lock.unlock()

    def ask_running_copy_to_raise(self, timeout_ms: int = 2000) -> bool:
        """Ask the copy holding the lock to bring its window forward; True if it said it did.
        Waits in a local event loop, so a copy in this same process can answer too."""
        socket = QLocalSocket()
        loop = QEventLoop()
        timer = QTimer(loop)  # owned by the loop: it cannot fire after this method returns
        timer.setSingleShot(True)
        reply = bytearray()

        def read() -> None:
            reply.extend(socket.readAll().data())
            if reply.endswith(b"\n"):
                loop.quit()

        socket.connected.connect(lambda: socket.write(RAISE))
        socket.readyRead.connect(read)
        socket.errorOccurred.connect(lambda _error: loop.quit())
        socket.disconnected.connect(loop.quit)
        timer.timeout.connect(loop.quit)
        timer.start(timeout_ms)
        socket.connectToServer(self.name)
        if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            loop.exec()
        timer.stop()
        socket.abort()
        return bytes(reply) == DONE

    def _listen(self) -> None:
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket left by a crashed copy: we hold the lock now
        if not self._server.listen(self.name):
            self._server = None  # the lock still guards the data; only the raise request is lost
            return
        self._server.newConnection.connect(self._answer)

    def _answer(self) -> None:
        self._callers = [caller for caller in self._callers
                         if caller.state() != QLocalSocket.LocalSocketState.UnconnectedState]
        while self._server is not None and self._server.hasPendingConnections():
            caller = self._server.nextPendingConnection()
            caller.readyRead.connect(self._read_requests)
            self._callers.append(caller)

    def _read_requests(self) -> None:
        for caller in self._callers:
            while caller.canReadLine():
                if caller.readLine().data() == RAISE:
                    self.raise_requested.emit()
                    caller.write(DONE)
                    caller.flush()
