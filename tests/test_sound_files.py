"""The table's sounds are made from code (sound/recipes.py) and committed: making them again gives
the same bytes; each is short, warm-levelled (no clipping, no DC, a fade at each end); every game
names only sounds that exist; together they stay under 2 MB; the user guide's Sound page lists every one."""
from __future__ import annotations

import wave
from pathlib import Path

import numpy as np
import pytest

from gamenight.core import registry
from gamenight.resources import resources_dir
from gamenight.sound.catalogue import GAME_WON, REFUSED, ROUND_WON, TURN, check_sounds
from gamenight.sound.make import make_all
from gamenight.sound.recipes import RECIPES

FOLDER = resources_dir() / "sounds"
SOUND_PAGE = Path(__file__).resolve().parent.parent / "docs" / "guide" / "sound.md"
LONG = {GAME_WON: 1.3, ROUND_WON: 0.9, "team_home": 0.8}
"""The wins ring longer than a move's 0.6 s."""


def samples(name: str) -> tuple[np.ndarray, int]:
    with wave.open(str(FOLDER / f"{name}.wav"), "rb") as source:
        assert (source.getnchannels(), source.getsampwidth()) == (1, 2)
        return np.frombuffer(source.readframes(source.getnframes()), "<i2") / 32767, source.getframerate()


def test_making_the_sounds_again_gives_the_committed_files_byte_for_byte():
    made = make_all()
    assert sorted(made) == sorted(path.name for path in FOLDER.glob("*.wav"))
    for name, data in made.items():
        assert (FOLDER / name).read_bytes() == data, f"{name} differs: run python -m gamenight.sound.make"


@pytest.mark.parametrize("name", sorted(RECIPES))
def test_each_sound_is_short_unclipped_centred_and_faded(name):
    audio, rate = samples(name)
    seconds = len(audio) / rate
    assert 0.05 <= seconds <= LONG.get(name, 0.6)
    peak = np.abs(audio).max()
    assert 0.3 <= peak <= 0.65  # loud enough to hear, far from clipping
    rms_db = 20 * np.log10(np.sqrt(np.mean(audio ** 2)))
    assert -30 <= rms_db <= -15
    assert abs(audio.mean()) < 0.002  # no DC
    assert abs(audio[0]) < 0.01 and abs(audio[-1]) < 0.01  # faded in and out: no click
    tail = audio[-int(rate * 0.01):]
    assert np.abs(tail).max() < 0.1 * peak


def test_all_sounds_together_stay_under_two_megabytes():
    assert sum(path.stat().st_size for path in FOLDER.glob("*.wav")) <= 2 * 1024 * 1024


def test_every_game_names_only_sounds_that_are_made_and_every_table_event_has_one():
    for info in registry.games():
        if info.built:
            check_sounds(info.id, registry.get(info.id).sounds)
    assert {TURN, REFUSED, ROUND_WON, GAME_WON} <= set(RECIPES)
    with pytest.raises(ValueError, match="no such sounds: bell"):
        check_sounds("toy", {"roll": "bell"})


def test_the_sound_page_lists_every_sound():
    text = SOUND_PAGE.read_text(encoding="utf-8")
    missing = [name for name in RECIPES if f"`{name}`" not in text]
    assert missing == []
