"""The question before leaving a game in progress: it stays autosaved and can be resumed later."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate


class LeaveGamePrompt(QMessageBox):
    """Leave / Stay; Stay is the default, so a stray Enter keeps the game on screen."""

    def __init__(self, game_name: str, unsaved_reason: str | None, parent: QWidget | None = None):
        if unsaved_reason:
            question = translate("LeaveGamePrompt", "Leave this game of {game}? Its last moves are NOT saved "
                                 "({reason}): leaving now loses them. Stay to let the save be retried.")
        else:
            question = translate("LeaveGamePrompt", "Leave this game of {game}? It is saved: Game \u2192 Resume a "
                                 "saved game carries on where it stops.")
        super().__init__(QMessageBox.Icon.Question, translate("LeaveGamePrompt", "Leave the game?"),
                         question.format(game=game_name, reason=unsaved_reason), QMessageBox.StandardButton.NoButton,
                         parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.leave_button = self.addButton(self.tr("Leave"), QMessageBox.ButtonRole.AcceptRole)
        self.stay_button = self.addButton(self.tr("Stay"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.stay_button)
        self.setEscapeButton(self.stay_button)

    def leave_chosen(self) -> bool:
        self.exec()
        return self.clickedButton() is self.leave_button
