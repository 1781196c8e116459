"""Several people at one machine: the new-game dialog gives each person a name of their own (no
two are "You"), the pass screen and the table call them by it, and undoing another person's move
asks first (undoing one's own, or playing alone, asks nothing)."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QMessageBox

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.smoke import when_modal
from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goodge.actions import Bid
from gamenight.storage.settings import Settings
from user_path import button_named, start_from_launcher, undo_by_keys


def shown(rich: str) -> str:
    """What a message box given rich text shows."""
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


def person(row) -> None:
    row.kind.setCurrentIndex(row.kind.findData("human"))


def test_a_second_person_renames_you_and_start_refuses_names_that_cannot_tell_people_apart(qtbot):
    dialog = NewGameDialog(registry.get("goodge"), Settings())
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows
    assert rows[0].name.text() == "You" and rows[1].name.text() == "Ada"
    person(rows[1])
    assert [rows[0].name.text(), rows[1].name.text()] == ["Player 1", "Ada"]
    rows[1].kind.setCurrentIndex(rows[1].kind.findData("bot"))  # alone again: "You" again
    assert rows[0].name.text() == "You"
    person(rows[1])

    for names, problem in ((["", "Ada"], "Seat 1 needs a name."),
                           (["Ada", "ada"], "Every player needs a different name."),
                           (["You", "Ada"], 'With several people at this machine, give each one a name of their '
                                            'own instead of "You".')):
        rows[0].name.setText(names[0])
        rows[1].name.setText(names[1])
        qtbot.mouseClick(button_named(dialog, "Start"), Qt.MouseButton.LeftButton)
        assert dialog.error.text() == problem and dialog.result() == 0  # not accepted


def bid_lowest(screen, qtbot) -> None:
    lowest = min((value for value in screen.choices.buttons if isinstance(value, Bid)), key=lambda bid: bid.amount)
    qtbot.mouseClick(screen.choices.buttons[lowest], Qt.MouseButton.LeftButton)


def test_two_people_from_the_launcher_are_called_by_name_and_undo_of_the_others_bid_asks(window, qtbot):
    def fill(dialog):
        dialog.player_count.setValue(3)
        person(dialog.seat_rows[1])
        dialog.seed.setText("5")

    match = start_from_launcher(window, qtbot, "goodge", fill)
    screen = window.screen_widget
    assert [seat.name for seat in match.seats][:2] == ["Player 1", "Ada"]
    qtbot.waitUntil(lambda: screen.pass_gate.isVisible(), timeout=5000)
    first = match.current_player
    assert screen.pass_gate.open_button.text() == f"I am \u2068{match.seats[first].name}\u2069: show my cards"
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    bid_lowest(screen, qtbot)
    other = 1 - first
    qtbot.waitUntil(lambda: screen.pass_gate.isVisible() and screen.pass_gate.seat == other, timeout=5000)
    assert screen.pass_gate.open_button.text() == f"I am \u2068{match.seats[other].name}\u2069: show my cards"
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)

    step = window.controller.undo_step()
    assert step.actor == first and isinstance(step.action, Bid)
    before = list(match.record.actions)
    asked = []
    when_modal(QMessageBox, lambda box: (
        asked.append(shown(box.text())),
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)))
    undo_by_keys(window, qtbot)
    name = match.seats[first].name
    assert asked == [f"Undo \u2068{name}\u2069's move (bid {step.action.amount})?"]
    assert match.record.actions == before  # No: nothing taken back

    agreed = []
    when_modal(QMessageBox, lambda box: (
        agreed.append(shown(box.text())),
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)))
    window.activateWindow()  # the question box had the focus: Ctrl+Z goes to the window again
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    undo_by_keys(window, qtbot)
    assert agreed == asked
    assert match.record.actions == before[:step.index]


def test_undo_of_ones_own_move_asks_nothing_with_several_people(window, qtbot):
    from gamenight.games.goodge.actions import Pass

    match = Match.start("goodge", [Seat("Ann"), Seat("Bo"), Seat("Cy", "bot", "easy")], seed=5)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    for _ in range(20):  # Ann bids, Bo passes, until Ann acts twice in a row (a bot between, or the stash)
        qtbot.waitUntil(lambda: match.current_player in (0, 1), timeout=5000)
        step = window.controller.undo_step()
        if step is not None and step.actor == match.current_player == 0:
            break
        seat, legal = match.current_player, match.state.legal_actions()
        bids = [action for action in legal if isinstance(action, Bid)]
        window.controller.act(Pass() if seat == 1 and Pass() in legal else bids[0] if bids else legal[0], seat)
    assert step.actor == match.current_player == 0 and screen.others_move(step) == ""
    before = list(match.record.actions)
    asked = []
    when_modal(QMessageBox, lambda box: (asked.append(box.text()), box.reject()), tries=30)
    undo_by_keys(window, qtbot)
    qtbot.wait(400)  # long enough for a question to have come up
    assert asked == [] and match.record.actions == before[:step.index]


def test_okey_piles_are_named_for_each_person_at_a_hot_seat_table(window, qtbot):
    seats = [Seat("Ada"), Seat("Bo"), Seat("Cy", "bot", "easy"), Seat("Di", "bot", "easy")]
    match = Match.start("okey", seats, seed=3)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    qtbot.waitUntil(lambda: screen.pass_gate.isVisible(), timeout=5000)
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    captions = {place: stack.caption for place, stack in screen.scene.stacks.items()}
    names = {place: match.seats[seat].name for place, seat in screen.places().items()}
    assert captions["self"] == f"\u2068{names['self']}\u2069's discards"
    left = len(screen.scene.stacks["left"].tiles)
    tiles = "tile" if left == 1 else "tiles"
    assert captions["left"] == (f"\u2068{names['left']}\u2069's discards ({left}\u00a0{tiles}): take the top one"
                                if left else f"\u2068{names['left']}\u2069's discards")
    assert not any(caption.startswith("Your") for caption in captions.values())


def test_a_saved_hot_seat_game_with_a_person_called_you_shows_them_as_player_n(window, qtbot):
    match = Match.start("goodge", [Seat("You"), Seat("Bo"), Seat("Cy", "bot", "easy")], seed=5)
    window.open_match(match)
    screen = window.screen_widget
    assert screen.names == ["Player 1", "Bo", "Cy"]
    qtbot.waitUntil(lambda: screen.pass_gate.isVisible(), timeout=5000)
    assert "You" not in screen.pass_gate.open_button.text()
    solo = Match.start("goodge", [Seat("You"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")], seed=5)
    window.open_match(solo)
    assert window.screen_widget.names == ["You", "Bo", "Cy"]  # alone, "You" it is
