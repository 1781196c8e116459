"""User settings (theme, animation speed, sound, default names) in the user config folder."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from gamenight.storage.files import move_aside, write_atomically

THEMES = ("system", "light", "dark")
ANIMATION_SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 1.0, "fast": 1.8}


def _default_names() -> list[str]:
    return ["You", "Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kit"]


@dataclass
class Settings:
    theme: str = "system"
    animation_speed: str = "normal"
    sound: bool = True
    default_names: list[str] = field(default_factory=_default_names)
    window_geometry: str = ""
    """The main window's last size and place (Qt's saveGeometry, base64); "" fits the screen."""

    def validated(self) -> Settings:
        """A copy with any out-of-range value reset to its default."""
        fresh = Settings()
        theme = self.theme if self.theme in THEMES else fresh.theme
        speed = self.animation_speed if self.animation_speed in ANIMATION_SPEEDS else fresh.animation_speed
        names = [str(name) for name in self.default_names if str(name).strip()] if isinstance(self.default_names, list) else []
        geometry = self.window_geometry if isinstance(self.window_geometry, str) and len(self.window_geometry) < 4096 else ""
        return Settings(theme, speed, bool(self.sound), names or fresh.default_names, geometry)

    @property
    def animation_factor(self) -> float:
        """Multiplier for animation speed; 0 means animations are off."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def name_for_seat(self, seat: int) -> str:
        names = self.default_names
        return names[seat] if seat < len(names) else f"Player {seat + 1}"


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """The saved settings (defaults if none), and a notice if the file was damaged."""
    path = Path(path)
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in data.items() if k in known}).validated(), None
    except (ValueError, TypeError, UnicodeDecodeError) as error:
        kept = move_aside(path, "damaged")
        return Settings(), f"Your settings file could not be read ({error}); defaults are in use. The old file was kept as {kept.name}."


def save_settings(path: Path, settings: Settings) -> None:
    write_atomically(Path(path), json.dumps(asdict(settings.validated()), indent=1))
