"""Make the table's sound files: `python -m gamenight.sound.make [FOLDER]` writes every recipe's
sound (sound/recipes.py) as a 16-bit mono WAV into resources/sounds/ (or FOLDER). The files are
committed, so the phone page serves them as they are; a test makes them again and compares bytes."""
from __future__ import annotations

import io
import sys
import wave
from pathlib import Path

from gamenight.sound.recipes import RECIPES
from gamenight.sound.synth import RATE, pcm16


def wav_bytes(samples: list[float]) -> bytes:
    """A 16-bit mono WAV of `samples` at RATE."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm16(samples))
    return buffer.getvalue()


def make_all() -> dict[str, bytes]:
    """Every sound's file name -> its bytes."""
    return {f"{name}.wav": wav_bytes(recipe.make()) for name, recipe in RECIPES.items()}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else Path(__file__).resolve().parents[3] / "resources" / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in make_all().items():
        (folder / name).write_bytes(data)
    print(f"{len(RECIPES)} sounds written to {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
