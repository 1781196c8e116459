"""The sound worker: a child process (`gamenight --sound-worker`) that owns the audio output.

It lives apart from the app because connecting to a sound server that accepts and never answers
blocks the connecting thread for ever (service_worker.py says how the app copes). It tells the app
`{"probing": "PulseAudio"}`, opens the output, then `{"ready": true}` or `{"ready": false, ...}`;
then it reads JSON lines: `{"play": name, "gain": 0..1}` starts a sound (several play at once, mixed
here), `{"duck": true|false}` lowers every sound while a call is spoken (and raises them again), and
the end of its input ends it.

On Linux it plays through PulseAudio (PipeWire's PulseAudio service too) with a short buffer, so a
sound is heard within a few tens of milliseconds of its line; on Windows through winsound (one
sound at a time, at its own level); elsewhere it has no output and says so."""
from __future__ import annotations

import json
import queue
import sys
import threading
import wave
from pathlib import Path

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP

from gamenight.resources import resources_dir
from gamenight.service_worker import end_with_the_app
from gamenight.sound.synth import RATE

CHUNK_FRAMES = 128
"""Frames mixed per write: 5.8 ms at RATE. A sound asked for waits at most this long to be mixed in."""
LATENCY_MS = 15.0
"""What the worker asks of the server: how far ahead of the ear the buffer runs."""
DUCKED = 0.3
"""The sounds' level while a call is spoken."""
DUCK_STEP = 0.1
"""How far the level moves per chunk towards ducked or back (a gentle ramp, no click)."""
NO_OUTPUT = str(QT_TRANSLATE_NOOP("Sound", "this system has no sound output Game Night can use"))
NO_SERVER = str(QT_TRANSLATE_NOOP("Sound", "the sound server could not be reached"))


def tell(**message) -> None:
    print(json.dumps(message), flush=True)


def load_sounds(folder: Path | None = None) -> dict[str, np.ndarray]:
    """Every sound file's samples (float32, -1..1), by name."""
    folder = folder or resources_dir() / "sounds"
    sounds = {}
    for path in sorted(folder.glob("*.wav")):
        with wave.open(str(path), "rb") as source:
            samples = np.frombuffer(source.readframes(source.getnframes()), "<i2")
        sounds[path.stem] = samples.astype(np.float32) / 32767
    return sounds


class Mixer:
    """The sounds playing now, mixed a chunk at a time."""

    def __init__(self, sounds: dict[str, np.ndarray]):
        self.sounds = sounds
        self.voices: list[list] = []  # [samples, position, gain]
        self.level = 1.0
        self.ducked = False

    @property
    def idle(self) -> bool:
        return not self.voices

    def take(self, message) -> None:
        if not isinstance(message, dict):
            return
        if isinstance(message.get("play"), str) and message["play"] in self.sounds:
            gain = message.get("gain", 1.0)
            gain = min(1.0, max(0.0, float(gain))) if isinstance(gain, (int, float)) else 1.0
            self.voices.append([self.sounds[message["play"]], 0, gain])
        elif isinstance(message.get("duck"), bool):
            self.ducked = message["duck"]

    def next_chunk(self) -> bytes:
        mixed = np.zeros(CHUNK_FRAMES, np.float32)
        for voice in self.voices:
            samples, at, gain = voice
            part = samples[at:at + CHUNK_FRAMES]
            mixed[:len(part)] += gain * part
            voice[1] = at + CHUNK_FRAMES
        self.voices = [voice for voice in self.voices if voice[1] < len(voice[0])]
        target = DUCKED if self.ducked else 1.0
        start = self.level
        self.level = max(target, start - DUCK_STEP) if target < start else min(target, start + DUCK_STEP)
        mixed *= np.linspace(start, self.level, CHUNK_FRAMES, dtype=np.float32)
        return (np.clip(mixed, -1.0, 1.0) * 32767).astype("<i2").tobytes()


def play_through(write, mixer: Mixer, inbox: queue.Queue) -> None:
    """Mix what the inbox asks for into `write` until the inbox says its input ended (None) and
    what was playing has played. While nothing plays it waits on the inbox and writes nothing."""
    ended = False
    while not ended or not mixer.idle:
        if mixer.idle:
            message = inbox.get()
            ended = message is None
            mixer.take(message)
        while not ended:
            try:
                message = inbox.get_nowait()
            except queue.Empty:
                break
            ended = message is None
            mixer.take(message)
        if not mixer.idle:
            write(mixer.next_chunk())


def read_lines(stream, inbox: queue.Queue) -> None:
    for line in stream:
        try:
            inbox.put(json.loads(line))
        except ValueError:
            continue
    inbox.put(None)


def run_sound_worker() -> int:
    end_with_the_app()
    sounds = load_sounds()
    inbox: queue.Queue = queue.Queue()
    if sys.platform == "win32":
        tell(ready=True)
        threading.Thread(target=read_lines, args=(sys.stdin, inbox), daemon=True).start()
        play_on_windows(inbox, resources_dir() / "sounds", set(sounds))
        return 0
    if not sys.platform.startswith("linux"):
        tell(ready=False, reason=NO_OUTPUT)
        return 0
    from gamenight.sound.pulse import PulseStream, SoundServerError

    tell(probing="PulseAudio")  # from here the app waits a bounded time for the verdict
    try:
        stream = PulseStream("Game Night", "Table sounds", RATE, latency_ms=LATENCY_MS, chunk_bytes=CHUNK_FRAMES * 2)
    except SoundServerError as error:
        tell(ready=False, reason=NO_SERVER, detail=str(error))
        return 0
    tell(ready=True)
    threading.Thread(target=read_lines, args=(sys.stdin, inbox), daemon=True).start()
    try:
        play_through(stream.write, Mixer(sounds), inbox)
    except SoundServerError as error:  # the server went away: the app hears the worker end
        print(error, file=sys.stderr)
        return 1
    return 0


def play_on_windows(inbox: queue.Queue, folder: Path, names: set[str]) -> None:
    """winsound plays one sound at a time, at its own level, and knows no ducking."""
    if sys.platform != "win32":  # (for the type checker: winsound is Windows' own)
        return
    import winsound

    flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
    while (message := inbox.get()) is not None:
        name = message.get("play") if isinstance(message, dict) else None
        if name in names and message.get("gain", 1.0) > 0:
            winsound.PlaySound(str(folder / f"{name}.wav"), flags)
