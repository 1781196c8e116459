"""The app's one sound player: the sound worker (sound/worker.py) driven from the window's thread
without ever waiting for it (service_worker.py), and what each table's choice lets through.

`shared_player()` starts the worker once, at the first table opened. Until the worker says the
output is open, and on a machine with no audio device, no sound server or a server that never
answers, sounds asked for go nowhere and the Preferences say why (`sound_status`). Tests put a
recording sink in its place (tests/fake_sound.py)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gamenight.core.words import words
from gamenight.service_worker import ServiceWorker, worker_command

translate = QCoreApplication.translate
WORKER_START_MS = 20000  # the worker process up to the moment it connects (a cold start of Python)
SERVER_ANSWER_MS = 3000  # the sound server, once the worker connects, up to the stream being open


class SoundPlayer(ServiceWorker):
    """Plays the table's sounds (`play`) and lowers them while a call is spoken (`duck`)."""
    NOT_STARTED = str(QT_TRANSLATE_NOOP("Sound", "the sound worker did not start"))
    NO_ANSWER = str(QT_TRANSLATE_NOOP("Sound", "the sound server did not answer"))
    STOPPED = str(QT_TRANSLATE_NOOP("Sound", "the sound output stopped"))
    SYSTEM_SAID = words("Sound", "The system said: {detail}")
    WORKER_LATE = words("Sound", "The sound worker did not start within {seconds} seconds.")
    ENGINE_LATE = words("Sound", "The sound server ({engine}) gave no answer within {seconds} seconds; it may be hung.")
    WORKER_ENDED = words("Sound", "The sound worker ended with exit code {code}.")

    def __init__(self, command: list[str] | None = None, start_ms: int = WORKER_START_MS,
                 answer_ms: int = SERVER_ANSWER_MS):
        super().__init__(command or worker_command("--sound-worker"), start_ms, answer_ms)

    def play(self, name: str, gain: float) -> None:
        """Start the sound `name` (sound/recipes.py) at `gain` (0..1); nothing while unavailable."""
        self.send({"play": name, "gain": round(gain, 3)})

    def duck(self, on: bool) -> None:
        self.send({"duck": on})


_shared: SoundPlayer | None = None


def shared_player() -> SoundPlayer:
    """One player for the whole app (the worker starts once, on first use)."""
    global _shared
    if _shared is None:
        _shared = SoundPlayer().start()
    return _shared


def switch_off_sound(reason: str) -> None:
    """No sound in this run, without starting the worker (the smoke test plays to no one)."""
    global _shared
    if _shared is None:
        _shared = SoundPlayer()
    _shared.switch_off(reason)


def sound_status(player: SoundPlayer) -> str:
    """One line for the preferences: whether sounds can be played here, and if not, why."""
    if player.checking:
        return translate("Sound", "Checking the sound output\u2026")
    if player.available:
        return translate("Sound", "Sounds play on this computer.")
    return translate("Sound", "No sound on this computer: {reason}.").format(reason=translate("Sound", player.reason))


def gain_for(volume: int) -> float:
    """A volume (0..100, as the preferences set it) as a gain: squared, so that the slider's steps
    sound even."""
    return (max(0, min(100, volume)) / 100) ** 2
