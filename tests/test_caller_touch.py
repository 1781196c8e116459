"""What a caller taps on a console is at least 9 mm tall (table/touch.py), measured on the real
consoles opened from their tiles: the items of the More menus of Goker and Pokeno, and the
buttons of Goker's "Take back ...?" question after a live caller's ball."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMenu, QMessageBox

from gamenight.app.smoke import when_modal
from gamenight.games.goker.views import GokerPhase
from gamenight.table.touch import touch_px
from user_path import play_on, start_from_launcher


def choose(**options):
    def fill(dialog) -> None:
        for key, value in options.items():
            dialog.option_widgets[key].setCurrentIndex(dialog.option_widgets[key].findData(value))
    return fill


def item_heights(qtbot, menu: QMenu) -> dict[str, int]:
    """Each item's height in the open menu (separators left out)."""
    menu.popup(QPoint(0, 0))
    qtbot.waitExposed(menu)
    heights = {action.text(): menu.actionGeometry(action).height() for action in menu.actions()
               if not action.isSeparator()}
    menu.hide()
    return heights


def test_the_goker_and_pokeno_more_menus_have_items_of_9_mm(window, qtbot):
    window.resize(1180, 708)
    start_from_launcher(window, qtbot, "goker", choose(cards="table"))
    goker = item_heights(qtbot, window.screen_widget.more.menu())
    start_from_launcher(window, qtbot, "pokeno", choose(draw="external"))
    pokeno = item_heights(qtbot, window.screen_widget.bar.more.menu())
    assert len(goker) >= 7 and len(pokeno) >= 3
    least = touch_px(window)
    assert all(height >= least for height in [*goker.values(), *pokeno.values()]), (least, goker, pokeno)


def test_the_take_back_question_has_buttons_of_9_mm(window, qtbot):
    window.resize(1180, 708)
    match = start_from_launcher(window, qtbot, "goker", choose(cards="table", draw="external"))
    screen = window.screen_widget
    play_on(window, qtbot, 6, until=lambda: match.state.phase == GokerPhase.DRAW)
    free = next(number for number in range(1, 76) if number not in match.state.round.guesses.values())
    qtbot.mouseClick(screen.board.buttons[free], Qt.MouseButton.LeftButton)  # the live caller's ball
    assert match.state.balls == [free]
    asked = []

    def answer_no(box: QMessageBox) -> None:
        asked.append((box.text(), [button.height() for button in box.buttons()], touch_px(box)))
        box.button(QMessageBox.StandardButton.No).click()

    when_modal(QMessageBox, answer_no)
    qtbot.mouseClick(screen.undo_button, Qt.MouseButton.LeftButton)
    assert asked, "no question was asked"
    text, heights, least = asked[0]
    assert text.startswith("Take back") and len(heights) == 2
    assert min(heights) >= least, heights
    assert match.state.balls == [free]  # No keeps the ball


def test_the_undo_question_has_buttons_a_finger_can_press(qtbot):
    """The question undo asks before reopening a finished round (a live caller's console asks it)
    is built by QMessageBox.question; its Yes and No are made 9 mm once it shows."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

    from gamenight.core.match import UndoStep
    from gamenight.table.touch import touch_px
    from gamenight.table.undo_prompt import confirm_undo

    parent = QWidget()
    qtbot.addWidget(parent)
    seen = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        seen.extend(button.height() for button in box.buttons())
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(200, answer)
    step = UndoStep(3, None, -1, "Undo the call of the 7 of Hearts", rounds_lost=1)
    assert confirm_undo(parent, step) is False
    assert len(seen) == 2 and min(seen) >= touch_px(parent)
