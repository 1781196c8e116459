"""PulseAudio's simple API through ctypes (libpulse-simple, there wherever PulseAudio or PipeWire's
PulseAudio service runs): one blocking stream, to play 16-bit mono samples or to record them.

Opening a stream connects to the sound server and may block for as long as the server does (one
that accepts and never answers blocks for ever): only a worker process opens one (sound/worker.py),
never the app's."""
from __future__ import annotations

import ctypes
import ctypes.util

PA_SAMPLE_S16LE = 3
PLAYBACK, RECORD = 1, 2
UNSET = 0xFFFFFFFF  # (uint32_t) -1: the server's choice


class SoundServerError(OSError):
    """The server refused or failed: `str()` is PulseAudio's own words."""


class _SampleSpec(ctypes.Structure):
    _fields_ = [("format", ctypes.c_int), ("rate", ctypes.c_uint32), ("channels", ctypes.c_uint8)]


class _BufferAttr(ctypes.Structure):
    _fields_ = [("maxlength", ctypes.c_uint32), ("tlength", ctypes.c_uint32), ("prebuf", ctypes.c_uint32),
                ("minreq", ctypes.c_uint32), ("fragsize", ctypes.c_uint32)]


def _library(name: str, soname: str) -> ctypes.CDLL:
    try:
        return ctypes.CDLL(ctypes.util.find_library(name) or soname)
    except OSError as error:
        raise SoundServerError(f"{soname}: {error}") from error


class PulseStream:
    """A 16-bit mono stream at `rate` to (or from) the default device. `latency_ms` asks for the
    time a sample written waits before it is heard (the server may give more); `chunk_bytes` is the
    size of one write or read."""

    def __init__(self, app_name: str, stream_name: str, rate: int, direction: int = PLAYBACK,
                 latency_ms: float = 25.0, chunk_bytes: int = 512, device: str | None = None):
        self._simple = _library("pulse-simple", "libpulse-simple.so.0")
        self._pulse = _library("pulse", "libpulse.so.0")
        self._simple.pa_simple_new.restype = ctypes.c_void_p
        self._simple.pa_simple_get_latency.restype = ctypes.c_uint64
        self._pulse.pa_strerror.restype = ctypes.c_char_p
        spec = _SampleSpec(PA_SAMPLE_S16LE, rate, 1)
        latency_bytes = int(rate * 2 * latency_ms / 1000)
        if direction == PLAYBACK:
            attr = _BufferAttr(UNSET, latency_bytes, chunk_bytes, chunk_bytes, UNSET)
        else:
            attr = _BufferAttr(UNSET, UNSET, UNSET, UNSET, chunk_bytes)
        error = ctypes.c_int(0)
        self._stream = self._simple.pa_simple_new(
            None, app_name.encode(), direction, device.encode() if device else None, stream_name.encode(),
            ctypes.byref(spec), None, ctypes.byref(attr), ctypes.byref(error))
        if not self._stream:
            raise SoundServerError(self._words(error))

    def write(self, pcm: bytes) -> None:
        """Blocks while the server's buffer is full (about `latency_ms` ahead of what is heard)."""
        error = ctypes.c_int(0)
        if self._simple.pa_simple_write(ctypes.c_void_p(self._stream), pcm, len(pcm), ctypes.byref(error)) < 0:
            raise SoundServerError(self._words(error))

    def read(self, count: int) -> bytes:
        buffer = ctypes.create_string_buffer(count)
        error = ctypes.c_int(0)
        if self._simple.pa_simple_read(ctypes.c_void_p(self._stream), buffer, count, ctypes.byref(error)) < 0:
            raise SoundServerError(self._words(error))
        return buffer.raw

    def latency_s(self) -> float:
        """What the server says lies between the stream's end and the ear (or the microphone and
        the next read), in seconds."""
        error = ctypes.c_int(0)
        return self._simple.pa_simple_get_latency(ctypes.c_void_p(self._stream), ctypes.byref(error)) / 1e6

    def close(self) -> None:
        if self._stream:
            self._simple.pa_simple_free(ctypes.c_void_p(self._stream))
            self._stream = None

    def _words(self, error: ctypes.c_int) -> str:
        return (self._pulse.pa_strerror(error.value) or b"unknown error").decode("utf-8", "replace")
