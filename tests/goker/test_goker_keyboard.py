"""Goker from the keyboard alone: a solo level played to its end by key presses (a number typed
and Enter, or Tab to the flashboard and Enter, to guess; Space to draw; G for GOKER; Enter on a
card to choose it and Enter again to play it); a console entering a live caller's balls from the
flashboard by keys; the cards' and the flashboard's names read from the accessibility tree."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication

from gamenight.games.goker.deck import ball_name
from gamenight.table.names import name_text
from keyboard_play import accessible_focus, focus_by_keys, press, tab_to
from user_path import seats, start_from_launcher


def solo_game(window, qtbot, level1=10):
    def fill(dialog):
        seats(dialog, 2, {1: "easy"}, ["Ann", "Ada"])
        dialog.option_widgets["level1"].setValue(level1)
        dialog.seed.setText("5")

    match = start_from_launcher(window, qtbot, "goker", fill)
    qtbot.waitUntil(lambda: match.state.phase != "deal", timeout=3000)
    in_window(qtbot, window)
    return match, window.screen_widget


def console_game(window, qtbot, level1=25):
    def fill(dialog):
        seats(dialog, 2, {}, ["Ann", "Bob"])
        dialog.option_widgets["level1"].setValue(level1)
        dialog.option_widgets["cards"].setCurrentIndex(dialog.option_widgets["cards"].findData("table"))
        dialog.option_widgets["draw"].setCurrentIndex(dialog.option_widgets["draw"].findData("external"))

    match = start_from_launcher(window, qtbot, "goker", fill)
    in_window(qtbot, window)
    return match, window.screen_widget


def in_window(qtbot, window) -> None:
    """The window active again after the new-game dialog, its focus in it."""
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isAncestorOf(QApplication.focusWidget()), timeout=3000)


def type_number(qtbot, window, number: int) -> None:
    for digit in str(number):
        press(qtbot, QApplication.focusWidget() or window, getattr(Qt.Key, f"Key_{digit}"))
    press(qtbot, QApplication.focusWidget() or window, Qt.Key.Key_Return)


def arrows_to(qtbot, board, item) -> None:
    """The arrow keys from the focused tile to `item`'s."""
    (row, column), (to_row, to_column) = board.places[board.current], board.places[item]
    for key, count in ((Qt.Key.Key_Down if to_row > row else Qt.Key.Key_Up, abs(to_row - row)),
                       (Qt.Key.Key_Right if to_column > column else Qt.Key.Key_Left, abs(to_column - column))):
        for _ in range(count):
            press(qtbot, board.tile(board.current), key)
    assert board.current == item and board.tile(item).hasFocus()


def my_turn_by_keys(window, qtbot, match, screen) -> None:
    state = match.state
    if state.phase == "guess":
        number = state.legal_actions()[-1].number
        if len(state.balls) % 2:  # the flashboard by keys: Tab to it, then arrows and Enter
            board = screen.table_focus.board
            tab_to(qtbot, window, board.tile(board.current), limit=200)
            arrows_to(qtbot, board, number)
            press(qtbot, board.tile(number), Qt.Key.Key_Return)
        else:
            type_number(qtbot, window, number)
        assert number in screen.view().round_guesses.values() or match.state.phase != "guess"
    elif state.phase == "draw":
        press(qtbot, QApplication.focusWidget() or window, Qt.Key.Key_Space)
    elif state.phase == "play":
        focus = screen.table_focus.cards[0]
        focus_by_keys(qtbot, focus, ("card", 0))
        press(qtbot, focus.view, Qt.Key.Key_Return)
        assert screen.selected_card is not None and "chosen" in focus.current.name
        press(qtbot, focus.view, Qt.Key.Key_Return)
    if 0 in screen.goker_prompt.seats:
        press(qtbot, QApplication.focusWidget() or window, Qt.Key.Key_G)


def test_a_solo_level_played_to_its_end_by_keys_alone(window, qtbot, monkeypatch):
    match, screen = solo_game(window, qtbot)
    said = []
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: said.append(event.message())
                        if isinstance(event, QAccessibleAnnouncementEvent) else None)
    for _ in range(200):
        qtbot.waitUntil(lambda: match.is_over or match.state.phase == "draw" or (
            match.state.current_player == 0 and match.state.phase in ("guess", "play")), timeout=5000)
        if match.state.results:
            break
        my_turn_by_keys(window, qtbot, match, screen)
    assert match.state.results, "the level did not end"
    played = [action for action in match.record.actions if action.get("kind") == "play_card"]
    assert played, "no card was played"
    balls = [ball_name(ball) for ball in match.state.balls]
    assert [text[:-len(" called")] for text in said if text.endswith(" called")] == balls  # each ball said


def test_a_console_enters_a_live_callers_balls_by_keys(window, qtbot):
    match, screen = console_game(window, qtbot)
    board = screen.table_focus.board
    for number in (10, 11):  # the two guesses, typed
        type_number(qtbot, window, number)
    assert sorted(screen.view().round_guesses.values()) == [10, 11]
    tab_to(qtbot, window, board.tile(board.current), limit=200)
    start = board.current
    press(qtbot, board.tile(start), Qt.Key.Key_Right)
    press(qtbot, board.tile(board.current), Qt.Key.Key_Down)
    assert board.current == start + 16 and board.tile(board.current).hasFocus()
    press(qtbot, board.tile(board.current), Qt.Key.Key_Return)
    assert match.state.balls == [start + 16]
    assert board.ring.isVisible() and board.ring.geometry().contains(board.tile(board.current).geometry())
    press(qtbot, board.tile(board.current), Qt.Key.Key_Left)
    press(qtbot, board.tile(board.current), Qt.Key.Key_Return)
    assert match.state.balls == [start + 16, start + 15]
    face = QAccessible.queryAccessibleInterface(board.tile(start + 16))
    assert face.text(QAccessible.Text.Name) == f"Goker: number {start + 16} on the flashboard, called"
    assert board.tile(start + 16).toolTip() == face.text(QAccessible.Text.Name)
    assert face.role() == QAccessible.Role.Button and not face.state().focused
    named = QAccessible.queryAccessibleInterface(board.tile(10)).text(QAccessible.Text.Name)
    guesser = next(seat for seat, number in screen.view().round_guesses.items() if number == 10)
    assert named == f"Goker: number 10 on the flashboard, guessed by {name_text(screen.names[guesser])}"
    focused = QAccessible.queryAccessibleInterface(QApplication.focusWidget())
    assert focused.text(QAccessible.Text.Name).endswith("the last call") and focused.state().focused


def test_the_accessibility_tree_names_your_card_and_its_numbers(window, qtbot):
    _match, screen = solo_game(window, qtbot)
    focus = screen.table_focus.cards[1]
    qtbot.waitUntil(lambda: bool(focus.stops), timeout=5000)
    focus_by_keys(qtbot, focus, ("card", 1))
    name, role, names = accessible_focus(focus.view)
    assert name.startswith("Goker: your card 2, ") and role == QAccessible.Role.ListItem
    assert len(names) == 26 and names[13] == "Goker: your card 2, free space"
    press(qtbot, focus.view, Qt.Key.Key_Tab)
    name, role, _names = accessible_focus(focus.view)
    grid = screen.view().deck.grid(screen.view().hand[1])
    assert name.startswith(f"Goker: your card 2, B column {grid.numbers[0][0]}") and role == QAccessible.Role.Cell


def test_a_console_level_to_its_end_by_keys(window, qtbot):
    """Guesses and balls typed, GOKER by Tab and Enter, each card played at the table picked
    on the picker (Tab and the arrows to its suit, Enter; Tab to its rank, Enter), then Enter on
    Play."""
    match, screen = console_game(window, qtbot, level1=5)
    for number in (7, 12):
        type_number(qtbot, window, number)
    for number in (12, 40, 41, 42, 43):
        type_number(qtbot, window, number)
        if screen.goker_prompt.seats:
            button = next(iter(screen.goker_prompt.buttons.values()))
            tab_to(qtbot, window, button, limit=200)
            press(qtbot, button, Qt.Key.Key_Return)
    assert any(action.get("kind") == "goker" for action in match.record.actions), "GOKER was not called"
    qtbot.waitUntil(lambda: match.state.phase == "play", timeout=5000)
    for _ in range(2):
        card = next(card for card in screen.view().playable if not card.is_joker)
        suit, rank = screen.picker.button_for(card)
        chosen = next(button for button in screen.picker.suit_buttons.values() if button.isChecked())
        tab_to(qtbot, window, chosen, limit=200)  # Tab reaches the chosen suit, arrows the others
        for _ in range(4):
            if suit.hasFocus():
                break
            press(qtbot, QApplication.focusWidget(), Qt.Key.Key_Right)
        press(qtbot, suit, Qt.Key.Key_Return)
        tab_to(qtbot, window, rank, limit=200)
        press(qtbot, rank, Qt.Key.Key_Return)
        assert screen.selected_card == card
        tab_to(qtbot, window, screen.play_button, limit=200)
        press(qtbot, screen.play_button, Qt.Key.Key_Return)
    assert match.state.results, "the level did not end"
