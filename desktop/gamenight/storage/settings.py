"""User settings (theme, animation speed, spoken calls and sounds, default names, language) in the user config
folder."""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from gamenight.core.datafiles import check_nesting, parse_json
from gamenight.core.words import LANGUAGES, Refusal, Text, Words, words
from gamenight.storage.errors import NOT_TEXT, SETTINGS, SaveFailed, Unusable, reason_for
from gamenight.storage.files import FileRefused, move_aside, read_regular_file, write_atomically

THEMES = ("system", "light", "dark")
PHONE_PORT = 8765
ANIMATION_SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 1.0, "fast": 1.8}
LANGUAGE_CHOICES = ("system", *LANGUAGES)
"""The desktop's language, or one the app speaks."""
LEFT_IN_PLACE = words("storage", "Your settings file could not be read ({problem}); defaults are in use. It was left "
                      "where it is.")
KEPT_AS = words("storage", "Your settings file could not be read ({problem}); defaults are in use. The old file was "
                "kept as {file}.")
NOT_MOVED = words("storage", "Your settings file could not be read ({problem}); defaults are in use. It could not "
                  "be moved aside ({reason}).")
NOT_AN_OBJECT = words("storage", "not an object")
WRONG_TYPE = words("storage", "the setting '{name}' has the wrong type")
NAME_NOT_TEXT = words("storage", "a default name is not text")
PLAYER_N = words("SeatNames", "Player {number}")
"""A seat's name when the default names run out (the new-game dialog's words for a numbered player)."""


def _default_names() -> list[str]:
    return ["You", "Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kit"]


@dataclass
class Settings:
    theme: str = "system"
    animation_speed: str = "normal"
    sound: bool = True
    """The calls (balls, cards) spoken aloud, where the system can speak."""
    default_names: list[str] = field(default_factory=_default_names)
    window_geometry: str = ""
    """The main window's last size and place (Qt's saveGeometry, base64); "" fits the screen."""
    phone_port: int = PHONE_PORT
    """The port a phone table listens on (the next free one if it is taken)."""
    language: str = "system"
    table_sounds: bool = True
    """The tables' sounds (a tile put down, dice, your turn, a win)."""
    sound_volume: int = 70
    """The tables' sounds' volume, 0 to 100."""
    only_turns_and_wins: bool = False
    """Of the tables' sounds, only your turn and the wins."""
    console_sounds: bool = True
    """The caller's console's own choice of sounds (its calls are `sound`)."""

    def validated(self) -> Settings:
        """A copy with any out-of-range value reset to its default."""
        fresh = Settings()
        theme = self.theme if self.theme in THEMES else fresh.theme
        speed = self.animation_speed if self.animation_speed in ANIMATION_SPEEDS else fresh.animation_speed
        names = ([str(name) for name in self.default_names if str(name).strip()]
                 if isinstance(self.default_names, list) else [])
        geometry = (self.window_geometry if isinstance(self.window_geometry, str) and len(self.window_geometry) < 4096
                    else "")
        port = self.phone_port if isinstance(self.phone_port, int) and 1024 <= self.phone_port <= 65535 else PHONE_PORT
        language = self.language if self.language in LANGUAGE_CHOICES else fresh.language
        volume = self.sound_volume if isinstance(self.sound_volume, int) and 0 <= self.sound_volume <= 100 \
            else fresh.sound_volume
        return Settings(theme, speed, bool(self.sound), names or fresh.default_names, geometry, port, language,
                        table_sounds=bool(self.table_sounds), sound_volume=volume,
                        only_turns_and_wins=bool(self.only_turns_and_wins), console_sounds=bool(self.console_sounds))

    @property
    def animation_factor(self) -> float:
        """Multiplier for animation speed; 0 means animations are off."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def name_for_seat(self, seat: int) -> Text:
        """The user's default name for `seat` (0-based), else "Player N" (translated where shown)."""
        names = self.default_names
        return names[seat] if seat < len(names) else PLAYER_N(number=seat + 1)


_FIELD_TYPES = {"theme": str, "animation_speed": str, "sound": bool, "default_names": list, "phone_port": int,
                "language": str, "table_sounds": bool, "sound_volume": int, "only_turns_and_wins": bool,
                "console_sounds": bool}


def load_settings(path: Path) -> tuple[Settings, Words | None]:
    """The saved settings (defaults if none), and a notice if the file was unusable (it is then
    moved aside, even when it is a folder or a FIFO, so the next save can take its place)."""
    path = Path(path)
    if not os.path.lexists(path):
        return Settings(), None
    try:
        return _parse(read_regular_file(path).decode("utf-8")), None
    except (ValueError, TypeError, RecursionError) as error:  # FileRefused, Unusable, UnicodeDecodeError too
        problem: Text = (error.reason if isinstance(error, Refusal)
                         else NOT_TEXT if isinstance(error, UnicodeDecodeError)
                         else f"{type(error).__name__}: {error}")  # Python's words: as they are
        if isinstance(error, FileRefused) and not error.damage:
            return Settings(), LEFT_IN_PLACE(problem=problem)
    try:
        return Settings(), KEPT_AS(problem=problem, file=move_aside(path, "damaged").name)
    except OSError as error:
        return Settings(), NOT_MOVED(problem=problem, reason=reason_for(error))


def _parse(text: str) -> Settings:
    check_nesting(text, Unusable, limit=8)
    data = parse_json(text, Unusable)
    if not isinstance(data, dict):
        raise Unusable(NOT_AN_OBJECT)
    for name, kind in _FIELD_TYPES.items():
        if name in data and not isinstance(data[name], kind):
            raise Unusable(WRONG_TYPE(name=name))
    names = data.get("default_names", [])
    if not all(isinstance(name, str) for name in names):
        raise Unusable(NAME_NOT_TEXT)
    known = {f.name for f in fields(Settings)}
    return Settings(**{k: v for k, v in data.items() if k in known}).validated()


def save_settings(path: Path, settings: Settings) -> None:
    """Raises SaveFailed; the previous settings file stays intact."""
    try:
        write_atomically(Path(path), json.dumps(asdict(settings.validated()), indent=1))
    except OSError as error:
        raise SaveFailed(SETTINGS, reason_for(error)) from error
