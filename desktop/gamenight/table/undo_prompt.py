"""The questions undo asks: when the step reopens a finished round, whose scores are already in
the score history, and when it takes back another person's move at a hot-seat table (the person
at the machine now did not make it). Undoing one's own move, or a bot's, asks nothing."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from gamenight.core.match import UndoStep
from gamenight.table.names import plain_markup


def confirm_undo(parent: QWidget, step: UndoStep, others_move: str = "") -> bool:
    """True when the step may be taken back; `others_move` ("Bo's move (bid 50)") when it is
    another person's, from `GameScreen.others_move`."""
    if not step.rounds_lost and not others_move:
        return True
    question = f"Undo {others_move}?" if others_move else f"{step.label}?"
    if step.rounds_lost:
        rounds = "a finished round" if step.rounds_lost == 1 else f"{step.rounds_lost} finished rounds"
        question += f" This reopens {rounds} and takes its scores out of the score history."
    return QMessageBox.question(parent, "Undo", plain_markup(question)) == QMessageBox.Yes  # names as typed
