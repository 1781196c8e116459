"""The one question undo asks: only when the step reopens a finished round, whose scores are
already in the score history."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from gamenight.core.match import UndoStep


def confirm_undo(parent: QWidget, step: UndoStep) -> bool:
    if not step.rounds_lost:
        return True
    rounds = "a finished round" if step.rounds_lost == 1 else f"{step.rounds_lost} finished rounds"
    question = f"{step.label}? This reopens {rounds} and takes its scores out of the score history."
    return QMessageBox.question(parent, "Undo", question) == QMessageBox.Yes
