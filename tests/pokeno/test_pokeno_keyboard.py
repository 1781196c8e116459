"""Super Pokeno Bonus from the keyboard alone: a board chosen (Tab to a board's button, Enter, Tab
to Take, Enter) and a round rolled and drawn with Space to its end; a console entering a live
caller's dice and cards by keys; each board's cards and hands read from the accessibility tree."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication

from gamenight.games.pokeno.views import Phase
from keyboard_play import accessible_focus, focus_by_keys, press, tab_to
from user_path import seats, start_from_launcher


def new_game(window, qtbot, external=False):
    def fill(dialog):
        seats(dialog, 2, {1: "easy"}, ["You", "Bo"])
        dialog.seed.setText("11")
        if external:
            dialog.option_widgets["draw"].setCurrentIndex(dialog.option_widgets["draw"].findData("external"))

    match = start_from_launcher(window, qtbot, "pokeno", fill)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isAncestorOf(QApplication.focusWidget()), timeout=3000)
    screen = window.screen_widget
    tab_to(qtbot, window, screen.picker.number_buttons[4])
    press(qtbot, screen.picker.number_buttons[4], Qt.Key.Key_Return)
    assert screen.picker.chosen == 4 and screen.picker.take_button.hasFocus()
    press(qtbot, screen.picker.take_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert match.state.board_of[0] == 4
    return match, screen


def test_a_round_played_to_its_end_by_keys_alone(window, qtbot, monkeypatch):
    match, screen = new_game(window, qtbot)
    said = []
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: said.append(event.message())
                        if isinstance(event, QAccessibleAnnouncementEvent) else None)
    for _ in range(300):
        if match.state.completed_rounds():
            break
        press(qtbot, QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert match.state.completed_rounds() and screen.end_panel.isVisible()
    drawn = screen.view().round.drawn
    assert [text for text in said if text.endswith(" called")] == [f"{card.name} called" for card in drawn]
    assert said[0].startswith("The di")  # the first roll, said


def test_a_console_enters_a_live_callers_dice_and_cards_by_keys(window, qtbot):
    _match, screen = new_game(window, qtbot, external=True)
    for _ in range(10):
        if screen.view().phase is Phase.CALLING:
            break
        entry = screen.dice_entry
        for die in range(entry.dice):
            tab_to(qtbot, window, entry.rows[die][2])
            ring = screen.table_focus.dice_ring.ring
            assert ring.isVisible() and ring.geometry().contains(entry.rows[die][2].geometry())
            press(qtbot, entry.rows[die][2], Qt.Key.Key_Return)
    assert screen.view().phase is Phase.CALLING
    keys = screen.table_focus.called
    tab_to(qtbot, window, keys.tile(keys.current), limit=200)
    first = keys.current
    press(qtbot, keys.tile(first), Qt.Key.Key_Down)
    press(qtbot, keys.tile(keys.current), Qt.Key.Key_Right)
    card = keys.current
    assert card != first and keys.tile(card).hasFocus() and keys.ring.isVisible()
    press(qtbot, keys.tile(card), Qt.Key.Key_Return)
    assert screen.view().round.drawn[-1] == card
    face = QAccessible.queryAccessibleInterface(keys.tile(card))
    assert face.text(QAccessible.Text.Name) == f"Pokeno: {card.name} on the called board, called"
    assert face.state().focused and face.role() == QAccessible.Role.Button


def test_the_accessibility_tree_names_the_boards_cards_and_hands(window, qtbot):
    match, screen = new_game(window, qtbot)
    for _ in range(300):
        if match.state.completed_rounds():
            break
        press(qtbot, QApplication.focusWidget() or window, Qt.Key.Key_Space)
    screen.hide_end()
    mine = match.state.board_of.index(4)
    focus = screen.table_focus.boards[mine]
    focus_by_keys(qtbot, focus, ("line", 1))
    name, role, names = accessible_focus(focus.view)
    score = screen.view().lines[mine][1]
    assert role == QAccessible.Role.Row and len(names) == 35
    assert name.startswith("Pokeno: your board 4, row 2, ")
    if score.hand is not None:
        assert str(score.hand.title) in name
    assert any(text.endswith(", covered") for text in names[:25])
