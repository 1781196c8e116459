"""Renaming a person and merging two: each a small dialog that says what will happen, does it
when the user says so, and stays open saying why when the history refuses (a name taken, two
people who played each other) or cannot be written now."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.person_look import person_icon
from gamenight.app.theme import error_colour, fit_for_touch
from gamenight.night.people import NAME_CHARS, Person
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import HistoryUnavailable
from gamenight.storage.people import PeopleStore, PersonRefused
from gamenight.table.language import translated
from gamenight.table.locale_text import sorted_names
from gamenight.table.names import name_text, shown_name


def _error_and_buttons(dialog: QDialog, layout: QVBoxLayout, action: str) -> tuple[QLabel, QPushButton]:
    """The line that says why the history refused, and the buttons: `action` (it accepts) and Cancel."""
    error = QLabel(wordWrap=True, textFormat=Qt.TextFormat.PlainText)
    error.setStyleSheet(f"color: {error_colour(dialog.palette())}")
    layout.addWidget(error)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    button = buttons.addButton(action, QDialogButtonBox.ButtonRole.AcceptRole)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return error, button


class RenameDialog(QDialog):
    def __init__(self, store: PeopleStore, person: Person, parent: QWidget | None = None):
        super().__init__(parent)
        self.store, self.person = store, person
        self.renamed: Person | None = None
        self.setWindowTitle(self.tr("Rename {name}").format(name=name_text(person.name)))
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Every game {name} played shows the new name; the games themselves do not change.")
                      .format(name=name_text(person.name)), wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        layout.addWidget(note)
        self.note = note
        form = QFormLayout()
        self.name = QLineEdit(shown_name(person.name))
        self.name.setMaxLength(NAME_CHARS[1])
        form.addRow(self.tr("New name"), self.name)
        layout.addLayout(form)
        self.error, self.rename_button = _error_and_buttons(self, layout, self.tr("Rename"))
        fit_for_touch(self)
        self.name.selectAll()

    def accept(self) -> None:
        try:
            self.renamed = self.store.rename(self.person.uid, self.name.text())
        except (PersonRefused, SaveFailed) as error:
            self.error.setText(translated(error.reason))
            return
        super().accept()


class MergeDialog(QDialog):
    """Merge a person into another chosen from the list, after saying what that does."""

    def __init__(self, store: PeopleStore, person: Person, others: Sequence[Person], parent: QWidget | None = None):
        super().__init__(parent)
        self.store, self.person = store, person
        self.merged: Person | None = None
        self.setWindowTitle(self.tr("Merge {name} with someone").format(name=name_text(person.name)))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.target = QComboBox()
        by_name = {shown_name(other.name): other for other in others}
        for name in sorted_names(by_name):
            self.target.addItem(person_icon(by_name[name], 20, self), name, by_name[name])
        self.target_label = QLabel(self.tr("{name} is").format(name=name_text(person.name)),
                                   textFormat=Qt.TextFormat.PlainText)
        form.addRow(self.target_label, self.target)
        layout.addLayout(form)
        self.what_happens = QLabel(wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        self.what_happens.setMinimumWidth(420)
        layout.addWidget(self.what_happens)
        self.error, self.merge_button = _error_and_buttons(self, layout, self.tr("Merge"))
        self.target.currentIndexChanged.connect(self._say_what_happens)
        self._say_what_happens()
        fit_for_touch(self)

    def _say_what_happens(self) -> None:
        other: Person | None = self.target.currentData()
        self.error.clear()
        self.merge_button.setEnabled(other is not None)
        if other is None:
            self.what_happens.setText(self.tr("There is no one else to merge {name} with.").format(
                name=name_text(self.person.name)))
            return
        try:
            games = self.store.game_count(self.person.uid)
        except HistoryUnavailable as error:
            self.error.setText(translated(error.reason))
            games = 0
        self.what_happens.setText(self.tr(
            "{name} and {other} become one person, {other}: the %n game(s) {name} played and any night {name} won "
            "count as {other}'s. {name} leaves the list of people; a game or a seat that says {name} finds {other} "
            "from now on. Nothing else changes: every game keeps its seats, scores and places. This cannot be "
            "undone.", None, games).format(name=name_text(self.person.name), other=name_text(other.name)))

    def accept(self) -> None:
        other: Person | None = self.target.currentData()
        if other is None:
            return
        try:
            self.merged = self.store.merge(self.person.uid, other.uid)
        except (PersonRefused, SaveFailed) as error:
            self.error.setText(translated(error.reason))
            return
        super().accept()
