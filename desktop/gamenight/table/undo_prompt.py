"""The questions undo asks: when the step reopens a finished round, whose scores are already in
the score history, and when it takes back another person's move at a hot-seat table (the person
at the machine now did not make it). Undoing one's own move, or a bot's, asks nothing."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gamenight.core.match import UndoStep
from gamenight.table.language import translated
from gamenight.table.names import plain_markup
from gamenight.table.touch import make_touch_sized


def confirm_undo(parent: QWidget, step: UndoStep, others_move: str = "") -> bool:
    """True when the step may be taken back; `others_move` ("Bo's move (bid 50)") when it is
    another person's, from `GameScreen.others_move`."""
    if not step.rounds_lost and not others_move:
        return True
    translate = QCoreApplication.translate
    what, lost = others_move or translated(step.says), step.rounds_lost
    if not step.rounds_lost:
        question = translate("Undo", "Undo {move}?").format(move=others_move) if others_move else \
            translate("Undo", "{undo}?").format(undo=what)
    elif others_move:
        question = translate("Undo", "Undo {move}? This reopens %n finished round(s) and takes their scores out of "
                             "the score history.", None, lost).format(move=others_move)
    else:
        question = translate("Undo", "{undo}? This reopens %n finished round(s) and takes their scores out of "
                             "the score history.", None, lost).format(undo=what)
    QTimer.singleShot(0, _touch_sized_question)  # runs once the question below is showing
    answer = QMessageBox.question(parent, translate("Undo", "Undo"), plain_markup(question))  # names as typed
    return answer == QMessageBox.StandardButton.Yes


def _touch_sized_question() -> None:
    """QMessageBox.question builds its box itself: its Yes and No become 9 mm once it shows, for
    a caller at a touch screen."""
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        make_touch_sized(box.buttons())
