"""The questions undo asks: when the step reopens a finished round, whose scores are already in
the score history, and when it takes back another person's move at a hot-seat table (the person
at the machine now did not make it). Undoing one's own move, or a bot's, asks nothing."""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gamenight.core.match import UndoStep
from gamenight.table.names import plain_markup
from gamenight.table.touch import make_touch_sized


def confirm_undo(parent: QWidget, step: UndoStep, others_move: str = "") -> bool:
    """True when the step may be taken back; `others_move` ("Bo's move (bid 50)") when it is
    another person's, from `GameScreen.others_move`."""
    if not step.rounds_lost and not others_move:
        return True
    question = f"Undo {others_move}?" if others_move else f"{step.label}?"
    if step.rounds_lost:
        rounds = "a finished round" if step.rounds_lost == 1 else f"{step.rounds_lost} finished rounds"
        question += f" This reopens {rounds} and takes its scores out of the score history."
    QTimer.singleShot(0, _touch_sized_question)  # runs once the question below is showing
    answer = QMessageBox.question(parent, "Undo", plain_markup(question))  # names as typed
    return answer == QMessageBox.StandardButton.Yes


def _touch_sized_question() -> None:
    """QMessageBox.question builds its box itself: its Yes and No become 9 mm once it shows, for
    a caller at a touch screen."""
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        make_touch_sized(box.buttons())
