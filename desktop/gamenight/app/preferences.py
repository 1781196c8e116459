"""Preferences: theme, animation speed, sound, and the default player names."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from gamenight.storage.settings import ANIMATION_SPEEDS, THEMES, Settings


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        form = QFormLayout(self)
        self.theme = QComboBox()
        for theme in THEMES:
            self.theme.addItem({"system": "Same as the desktop"}.get(theme, theme.capitalize()), theme)
        self.theme.setCurrentIndex(THEMES.index(settings.theme))
        form.addRow("Theme", self.theme)
        self.speed = QComboBox()
        for speed in ANIMATION_SPEEDS:
            self.speed.addItem(speed.capitalize(), speed)
        self.speed.setCurrentIndex(list(ANIMATION_SPEEDS).index(settings.animation_speed))
        form.addRow("Animations", self.speed)
        self.sound = QCheckBox("Speak the calls (balls, cards) aloud")
        self.sound.setChecked(settings.sound)
        form.addRow("Sound", self.sound)
        from gamenight.caller.speech import speech_status  # QtTextToSpeech loads only here

        self.speech_note = QLabel(speech_status())
        self.speech_note.setWordWrap(True)
        form.addRow("Spoken calls", self.speech_note)
        self.names = QLineEdit(", ".join(settings.default_names))
        self.names.setToolTip("Names offered for seats 1, 2, 3... in the new-game dialog, separated by commas.")
        form.addRow("Default names", self.names)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def settings(self) -> Settings:
        names = [name.strip() for name in self.names.text().split(",") if name.strip()]
        return Settings(self.theme.currentData(), self.speed.currentData(), self.sound.isChecked(), names).validated()
