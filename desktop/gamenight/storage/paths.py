"""Where Game Night keeps its files: platformdirs' user data and config folders.

On Linux these follow XDG_DATA_HOME / XDG_CONFIG_HOME, which is how tests point them at a
temporary folder.
"""
from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "gamenight"


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def history_path() -> Path:
    return data_dir() / "history.sqlite3"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def settings_path() -> Path:
    return config_dir() / "settings.json"
