"""Fakes at speech's process boundaries: speech workers (small Python programs that play the app's
speech worker), a speech-dispatcher that accepts connections and never answers (what a hung one
does), and whether Qt's speechd plugin can run here at all. Used by the speech, Goker and smoke tests."""
from __future__ import annotations

import contextlib
import ctypes.util
import os
import socket
import sys
import tempfile
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest


def speechd_plugin_missing() -> str:
    """Why Qt's speechd engine cannot run here, or "" where it can."""
    if not sys.platform.startswith("linux"):
        return "speech-dispatcher is Linux's speech service"
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError as error:
        return f"PySide6.QtTextToSpeech does not load ({error}): apt-get install libpulse0"
    if "speechd" not in QTextToSpeech.availableEngines():
        return "PySide6 has no speechd engine plugin"
    if ctypes.util.find_library("speechd") is None:
        return "the speechd plugin's library is missing: apt-get install libspeechd2"
    return ""


MISSING = speechd_plugin_missing()
# In CI (.ci/run installs libspeechd2 and libpulse0) a plugin that cannot load fails the tests instead.
needs_speechd = pytest.mark.skipif(bool(MISSING) and not os.environ.get("CI"),
                                   reason=f"needs Qt's speechd engine: {MISSING}")


class HungSpeechService:
    """A Unix socket that accepts every connection and never writes a byte: `connections` counts
    the clients that came. `address` is for SPEECHD_ADDRESS (a hung sound server's, for PULSE_SERVER,
    is made with `scheme="unix:"` and the socket's `name` "native", as tests/fake_sound.py does)."""

    def __init__(self, scheme: str = "unix_socket:", name: str = "speechd.sock"):
        self._folder = tempfile.TemporaryDirectory(prefix="hung-")  # short: a socket path has ~100 bytes
        path = Path(self._folder.name) / name
        self.address = f"{scheme}{path}"
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(str(path))
        self._server.listen(16)
        self._server.settimeout(0.1)
        self._clients: list[socket.socket] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    @property
    def connections(self) -> int:
        return len(self._clients)

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                client, _ = self._server.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            self._clients.append(client)  # kept open, never answered

    def close(self) -> None:
        self._stop.set()
        self._thread.join(5)
        for client in self._clients:
            client.close()
        self._server.close()
        self._folder.cleanup()


@contextlib.contextmanager
def hung_speech_service() -> Iterator[HungSpeechService]:
    service = HungSpeechService()
    try:
        yield service
    finally:
        service.close()


def fake_worker(folder: Path, body: str) -> list[str]:
    """The command of a worker program that runs `body`, in which `tell(...)` writes a line to the
    app and `said` is the file of what the worker was told to say; it writes its pid to folder/pid."""
    script = folder / "worker.py"
    script.write_text(textwrap.dedent(f"""\
        import json, os, sys, time
        said = {str(folder / 'said.txt')!r}
        open({str(folder / 'pid')!r}, "w").write(str(os.getpid()))
        def tell(**message):
            print(json.dumps(message), flush=True)
        """) + textwrap.dedent(body))
    return [sys.executable, str(script)]


_SPEAKS_IN = """\
    tell(probing="fake")
    tell(ready=True, languages=VOICES)
    for line in sys.stdin:
        call = json.loads(line)
        text, language = (call, "") if isinstance(call, str) else (call["text"], call["language"])
        open(said, "a", encoding="utf-8").write(text + "\\n")
        open(said + ".language", "a", encoding="utf-8").write(language + "\\n")
    """
"""A worker that says what it is told (into said.txt, and the voice's language into said.txt.language)
with voices for the languages VOICES (English and Turkish)."""


def speaks(*voices: str) -> str:
    """SPEAKS with voices for `voices` only."""
    return f"    VOICES = {list(voices)!r}\n" + _SPEAKS_IN


SPEAKS = speaks("en", "tr")
