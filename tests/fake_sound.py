"""Fakes at sound's process boundary: a sink that records what the tables ask to hear, and a
PulseAudio socket that accepts and never answers (what a hung sound server does)."""
from __future__ import annotations

import contextlib
from collections.abc import Iterator

from fake_speech import HungSpeechService
from gamenight.service_worker import ServiceState
from gamenight.sound.player import SoundPlayer


class RecordingSink(SoundPlayer):
    """The app's sound player, ready at once, that plays nothing and keeps each request."""

    def __init__(self):
        super().__init__(["no worker"])
        self.state = ServiceState.AVAILABLE
        self.played: list[tuple[str, float]] = []
        self.ducked: list[bool] = []

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]

    def play(self, name: str, gain: float) -> None:
        self.played.append((name, gain))

    def duck(self, on: bool) -> None:
        self.ducked.append(on)

    def clear(self) -> None:
        self.played.clear()


@contextlib.contextmanager
def hung_sound_server() -> Iterator[HungSpeechService]:
    """A PulseAudio socket that accepts every connection and never answers: its `address` is for
    PULSE_SERVER, `connections` counts the clients that came."""
    server = HungSpeechService(scheme="unix:", name="native")
    try:
        yield server
    finally:
        server.close()
