"""What the whole app shares: settings, the score history, autosaves, and start-up notices."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from gamenight.app.appimage_notice import cache_problem_notice
from gamenight.core.words import Text
from gamenight.storage import paths
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.history import HistoryStore
from gamenight.storage.settings import Settings, load_settings, save_settings


@dataclass
class AppContext:
    settings: Settings
    settings_file: Path
    history: HistoryStore
    autosaves: AutosaveStore
    notices: list[Text] = field(default_factory=list)
    """Messages the user must see once the window is up (damaged files moved aside...)."""

    @classmethod
    def open(cls, data_dir: Path | None = None, config_dir: Path | None = None) -> AppContext:
        """Always returns a context: unusable files are moved aside or reported in `notices`, and
        a history that cannot be used now (locked, read-only folder, full disk) is unavailable."""
        data_dir = Path(data_dir) if data_dir else paths.data_dir()
        config_dir = Path(config_dir) if config_dir else paths.config_dir()
        settings_file = config_dir / "settings.json"
        settings, settings_notice = load_settings(settings_file)
        history, history_notice = HistoryStore.open(data_dir / "history.sqlite3")
        notices: list[Text] = [notice for notice in (history_notice, settings_notice, cache_problem_notice()) if notice]
        return cls(settings, settings_file, history, AutosaveStore(data_dir / "autosave"), notices)

    def save_settings(self, settings: Settings) -> None:
        """Use `settings` now and save them; raises SaveFailed (the settings stay in use)."""
        self.settings = settings.validated()
        save_settings(self.settings_file, self.settings)
