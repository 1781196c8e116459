"""The resume offer at start-up: games left unfinished (after a crash, a kill or a quit)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.names import name_text
from gamenight.core import registry
from gamenight.core.records import GameRecord
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.errors import SaveFailed


def describe(record: GameRecord) -> str:
    name = registry.get(record.game).name
    players = ", ".join(name_text(seat.name) for seat in record.seats)
    started = record.created.replace('T', ' ')[:16]
    return f"{name} \u2014 {players} \u2014 started {started}, {len(record.actions)} moves"


class ResumeDialog(QDialog):
    def __init__(self, records: list[GameRecord], autosaves: AutosaveStore, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Resume a game")
        self.autosaves = autosaves
        self.chosen: GameRecord | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("These games were not finished. Pick one to carry on where it stopped."))
        self.list = QListWidget()
        for record in records:
            item = QListWidgetItem(describe(record))
            item.setData(256, record)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _: self.accept())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.resume_button = buttons.addButton("Resume", QDialogButtonBox.AcceptRole)
        self.discard_button = QPushButton("Discard\u2026")
        buttons.addButton(self.discard_button, QDialogButtonBox.DestructiveRole)
        buttons.addButton("Later", QDialogButtonBox.RejectRole)
        self.discard_button.clicked.connect(self._discard)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 300)

    def _discard(self, confirmed: bool = False) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        if not confirmed and not self._confirm_discard(item.text()):
            return
        try:
            self.autosaves.discard(item.data(256).match_id)
        except SaveFailed as failure:
            QMessageBox.warning(self, "Discard game", f"This game could not be discarded: {failure.reason}.")
            return
        self.list.takeItem(self.list.row(item))
        if self.list.count() == 0:
            self.reject()

    def _confirm_discard(self, described: str) -> bool:
        text = f"Discard this saved game? Its file goes to the autosave trash folder.\n\n{described}"
        box = QMessageBox(QMessageBox.Question, "Discard game", text, QMessageBox.Yes | QMessageBox.No, self)
        box.setTextFormat(Qt.PlainText)  # player names are shown as typed, never as markup
        return box.exec() == QMessageBox.Yes

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = item.data(256)
            super().accept()
