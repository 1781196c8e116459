"""Preferences: theme, animation speed, spoken calls, the tables' sounds (on or off, the volume,
only your turn and wins, the caller's console's own choice), the default player names, the port for
phones and the language."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.theme import fit_for_touch
from gamenight.caller.speech import shared_speaker, speech_status
from gamenight.core.words import LANGUAGES
from gamenight.sound.player import shared_player, sound_status
from gamenight.storage.settings import ANIMATION_SPEEDS, LANGUAGE_CHOICES, THEMES, Settings
from gamenight.table.language import translated

NAMES_MIN_WIDTH = 420
NAMES_MAX_WIDTH = 760


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout(self)
        self.theme = QComboBox()
        themes = {"system": self.tr("Same as the desktop"), "light": self.tr("Light"), "dark": self.tr("Dark")}
        for theme in THEMES:
            self.theme.addItem(themes[theme], theme)
        self.theme.setCurrentIndex(THEMES.index(settings.theme))
        form.addRow(self.tr("Theme"), self.theme)
        self.speed = QComboBox()
        speeds = {"off": self.tr("Off"), "slow": self.tr("Slow"), "normal": self.tr("Normal"),
                  "fast": self.tr("Fast")}
        for speed in ANIMATION_SPEEDS:
            self.speed.addItem(speeds[speed], speed)
        self.speed.setCurrentIndex(list(ANIMATION_SPEEDS).index(settings.animation_speed))
        form.addRow(self.tr("Animations"), self.speed)
        form.addRow(self.tr("Sound"), self._sound_choice(settings.sound))
        form.addRow(self.tr("Table sounds"), self._table_sounds(settings))
        self.names = QLineEdit(", ".join(settings.default_names))
        self.names.setToolTip(
            self.tr("Names offered for seats 1, 2, 3... in the new-game dialog, separated by commas."))
        # wide enough for the usual dozen names: a short field scrolls and cuts the first ones off
        shown = self.names.fontMetrics().horizontalAdvance(self.names.text() + "MM")
        self.names.setMinimumWidth(min(max(shown, NAMES_MIN_WIDTH), NAMES_MAX_WIDTH))
        form.addRow(self.tr("Default names"), self.names)
        self.phone_port = QSpinBox()
        self.phone_port.setRange(1024, 65535)
        self.phone_port.setValue(settings.phone_port)
        self.phone_port.setToolTip(
            self.tr("The port a table opened to phones listens on; the next free one if it is taken."))
        form.addRow(self.tr("Port for phones"), self.phone_port)
        self.language = QComboBox()
        for choice in LANGUAGE_CHOICES:
            self.language.addItem(LANGUAGES.get(choice) or self.tr("Same as the desktop"), choice)
        self.language.setCurrentIndex(LANGUAGE_CHOICES.index(settings.language))
        form.addRow(self.tr("Language"), self.language)
        self._kept_geometry = settings.window_geometry
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        fit_for_touch(self)

    def _sound_choice(self, sound_on: bool) -> QWidget:
        """The "speak the calls" box with, beneath it, whether calls can be spoken here. Where they
        cannot (or while that is being checked), the box is unticked and disabled, and the stored
        choice is kept for when they can."""
        self._stored_sound = sound_on
        self.sound = QCheckBox(self.tr("Speak the calls (balls, cards) aloud"))
        self.speech_note = QLabel()
        self.speech_note.setWordWrap(True)
        shared_speaker().changed.connect(self._show_speech)
        self._show_speech()
        choice = QWidget()
        column = QVBoxLayout(choice)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.sound)
        column.addWidget(self.speech_note)
        return choice

    def _show_speech(self) -> None:
        speaker = shared_speaker()
        self.sound.setChecked(self._stored_sound and speaker.available)
        self.sound.setEnabled(speaker.available)
        self.speech_note.setText(speech_status(speaker))
        self.speech_note.setToolTip(translated(speaker.detail))

    def _table_sounds(self, settings: Settings) -> QWidget:
        """The tables' sounds: on or off, the volume, only my turn and wins, the caller's console's
        own choice; beneath them whether sounds can be played here. Where they cannot, the choices
        are disabled and kept as they were."""
        self.sounds = QCheckBox(self.tr("Play the tables' sounds (tiles, cards, dice, your turn, a win)"))
        self.sounds.setChecked(settings.table_sounds)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(settings.sound_volume)
        volume_row = QHBoxLayout()
        volume_label = QLabel(self.tr("Volume"))
        volume_label.setBuddy(self.volume)
        volume_row.addWidget(volume_label)
        volume_row.addWidget(self.volume, 1)
        self.only_mine = QCheckBox(self.tr("Only my turn and the wins"))
        self.only_mine.setChecked(settings.only_turns_and_wins)
        self.console_sounds = QCheckBox(self.tr("The caller's console plays sounds too (its own choice; M at it)"))
        self.console_sounds.setChecked(settings.console_sounds)
        self.sound_note = QLabel()
        self.sound_note.setWordWrap(True)
        shared_player().changed.connect(self._show_sound)
        self._show_sound()
        choice = QWidget()
        column = QVBoxLayout(choice)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.sounds)
        column.addLayout(volume_row)
        for widget in (self.only_mine, self.console_sounds, self.sound_note):
            column.addWidget(widget)
        return choice

    def _show_sound(self) -> None:
        sounds = shared_player()
        for widget in (self.sounds, self.volume, self.only_mine, self.console_sounds):
            widget.setEnabled(not sounds.reason)  # while checking, the choice may be made already
        self.sound_note.setText(sound_status(sounds))
        self.sound_note.setToolTip(translated(sounds.detail))

    def settings(self) -> Settings:
        names = [name.strip() for name in self.names.text().split(",") if name.strip()]
        sound = self.sound.isChecked() if self.sound.isEnabled() else self._stored_sound
        return Settings(self.theme.currentData(), self.speed.currentData(), sound, names, self._kept_geometry,
                        self.phone_port.value(), self.language.currentData(),
                        table_sounds=self.sounds.isChecked(), sound_volume=self.volume.value(),
                        only_turns_and_wins=self.only_mine.isChecked(),
                        console_sounds=self.console_sounds.isChecked()).validated()
