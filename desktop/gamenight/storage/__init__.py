"""Everything written to disk: score history (SQLite), autosaved games, settings."""
