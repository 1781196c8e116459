"""The caller's console shows what a tap on its flashboard enters: a caller's console started from
the launcher (three people with their cards at the table, a live caller) frames its board in amber
while it takes a guess and in near black while it takes a called ball, with the words under the
board on the same colour, and shows no frame while a tap enters nothing (the coin flip). Before,
the board looked the same whether it took a guess or a call."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from gamenight.games.goker.ui.flashboard import CALL_TAP, FRAME_PX, GUESS_TAP, TAKING_COLOURS
from user_path import seats, start_from_launcher

from .test_goker_projector import contrast


def console(dialog) -> None:
    seats(dialog, 3, {}, ["Ann", "Bob", "Cy"])
    for key, value in (("cards", "table"), ("draw", "external")):
        box = dialog.option_widgets[key]
        box.setCurrentIndex(box.findData(value))


def frame_colour(screen) -> QColor:
    """The colour the screen shows just left of the board, halfway down (the frame's place)."""
    board = screen.board.geometry()
    return screen.grab().toImage().pixelColor(board.left() - 1 - FRAME_PX // 2, board.center().y())


def looks_like(colour: QColor, name: str) -> bool:
    wanted = QColor(name)
    return max(abs(colour.red() - wanted.red()), abs(colour.green() - wanted.green()),
               abs(colour.blue() - wanted.blue())) <= 24


def test_the_board_shows_whether_it_takes_a_guess_or_a_call(window, qtbot):
    match = start_from_launcher(window, qtbot, "goker", console)
    screen = window.screen_widget
    board, prompt = screen.board, screen.prompt
    qtbot.wait(20)
    guessing = frame_colour(screen)
    assert board.taking == GUESS_TAP and looks_like(guessing, TAKING_COLOURS[GUESS_TAP][0])
    assert prompt.text().endswith("tap your guess for the next 5 balls on the board")
    assert TAKING_COLOURS[GUESS_TAP][0] in prompt.styleSheet() and board.accessibleDescription() == prompt.text()
    for number in (70, 71, 72):
        qtbot.mouseClick(board.buttons[number], Qt.MouseButton.LeftButton)
    assert match.state.phase == "draw"
    calling = frame_colour(screen)
    assert board.taking == CALL_TAP and looks_like(calling, TAKING_COLOURS[CALL_TAP][0])
    assert prompt.text() == "Tap each number as the caller calls it"
    assert TAKING_COLOURS[CALL_TAP][0] in prompt.styleSheet()
    assert contrast(guessing.name(), calling.name()) >= 4.5  # told apart without telling hues apart
    for number in (1, 2, 3, 4, 5):
        qtbot.mouseClick(board.buttons[number], Qt.MouseButton.LeftButton)
    assert match.state.phase == "flip" and board.taking is None and prompt.styleSheet() == ""
    plain = frame_colour(screen)
    assert not looks_like(plain, TAKING_COLOURS[GUESS_TAP][0]) and not looks_like(plain, TAKING_COLOURS[CALL_TAP][0])
