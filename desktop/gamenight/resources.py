"""Finding the files in resources/ the same way in every kind of install.

- a frozen bundle (PyInstaller) unpacks them to `<bundle>/resources`;
- a wheel carries them inside the package, as `gamenight/resources`;
- an editable install or a source checkout finds them at the top of the repository.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def resources_dir() -> Path:
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates += [_PACKAGE / "resources", _PACKAGE.parent.parent / "resources"]
    for candidate in candidates:
        if (candidate / "icons" / "gamenight.svg").is_file():
            return candidate
    raise FileNotFoundError("Game Night's resources folder is missing (looked in: "
                            + ", ".join(str(c) for c in candidates) + ")")


def resource_path(relative: str) -> Path:
    """The path of a file inside resources/, e.g. `resource_path("games/okey.svg")`."""
    path = resources_dir() / relative
    if not path.is_file():
        raise FileNotFoundError(f"missing resource: {relative}")
    return path
