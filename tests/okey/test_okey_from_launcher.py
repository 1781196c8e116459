"""Okey as a player meets it: Launcher -> Okey -> the new-game dialog -> Start, then played by
clicks on the table (the stock clicked, tiles double-clicked off the rack) through a round's end,
Ctrl+Z, and a game left without closing and resumed from the resume dialog, mid-round (each
human's rack laid out as they left it, hot-seat too) and at a round's end."""
from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from gamenight.app.application import build_main_window
from gamenight.app.context import AppContext
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.resume_dialog import ResumeDialog
from gamenight.core.records import Seat
from gamenight.games.okey.rules import Discard
from gamenight.games.okey.tiles import Tile, tile_label
from gamenight.games.okey.ui.table_scene import slot_position
from gamenight.table.names import name_text

from .test_okey_screen import WIN, centre, drag, rigged_match, send

ME = 0  # the dialog's first seat, left of the first player


def when_modal(qtbot, kind, act) -> list:
    """Run `act(dialog)` on the next modal dialog of class `kind` once it is up; returns a
    list that holds the dialog once that happened."""
    seen = []

    def attempt():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, attempt)
            return
        seen.append(dialog)
        act(dialog)

    QTimer.singleShot(0, attempt)
    return seen


def start_from_launcher(window, qtbot, seed: int):
    """Click Okey's Play, fill the dialog (me, then three bots; the seed) and click Start."""
    def fill(dialog):
        for row, kind in zip(dialog.seat_rows, ("human", "bot", "bot", "bot"), strict=True):
            row.kind.setCurrentIndex(row.kind.findData(kind))
        dialog.seed.setText(str(seed))
        start = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        assert start.text() == "Start"
        qtbot.mouseClick(start, Qt.MouseButton.LeftButton)

    seen = when_modal(qtbot, NewGameDialog, fill)
    qtbot.mouseClick(window.launcher.tiles["okey"].button, Qt.MouseButton.LeftButton)
    assert seen and window.controller is not None
    window.controller.bot_delay_ms = 0
    return window.screen_widget


def click(view, point: QPointF) -> None:
    send(view, QEvent.Type.MouseButtonPress, point)
    send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def double_click(view, point: QPointF) -> None:
    """What the mouse sends: press, release, double-click, release."""
    click(view, point)
    send(view, QEvent.Type.MouseButtonDblClick, point)
    send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def wait_for_my_turn(window, qtbot, or_else=lambda: False) -> None:
    match = window.controller.match
    qtbot.waitUntil(lambda: or_else() or match.current_player == ME, timeout=30000)


def play_a_turn(window, qtbot) -> Discard | None:
    """Take from the stock with a click and double-click the new tile off the rack; with the
    stock out, the click lets the round end. Returns the discard made, if any."""
    screen, match = window.screen_widget, window.controller.match
    click(screen.table_view, centre(screen.scene.stock))
    if match.current_player != ME or match.state.round is None:
        return None
    drawn = next(tile for tile, item in screen.scene.tiles.items() if item.highlight)
    double_click(screen.table_view, centre(screen.scene.tiles[drawn]))
    assert match.state.round.discards[ME][-1:] == [drawn] and drawn not in screen.scene.tiles, screen.message.text()
    return Discard(drawn)


def play_to_the_round_end(window, qtbot) -> Discard | None:
    state = window.controller.state
    last = None
    while not state.results:
        wait_for_my_turn(window, qtbot, or_else=lambda: bool(state.results))
        if not state.results:
            last = play_a_turn(window, qtbot) or last
    return last


def test_okey_deals_by_itself_plays_by_clicks_to_a_round_end_and_undoes_one_step(window, qtbot, monkeypatch):
    screen = start_from_launcher(window, qtbot, seed=4)
    match = window.controller.match
    wait_for_my_turn(window, qtbot)
    assert match.record.seed == 4 and [seat.is_bot for seat in match.seats] == [False, True, True, True]
    assert len(screen.scene.tiles) == 14 and 46 <= screen.scene.stock.left <= 48
    assert screen.status.text().startswith("Your turn: take a tile")
    assert not window.undo_action.isEnabled()  # the deal the app made by itself is no step to undo
    left = screen.places()["left"]
    thrown = len(match.state.round.discards[left])  # the first player's discard, on the stack we take from
    assert thrown == 1 and screen.scene.stacks["left"].caption == (  # a count of tiles, not "take (1)"
        f"{name_text(screen.names[left])}'s discards (1\u00a0tile): take the top one")
    play_a_turn(window, qtbot)
    assert screen.scene.stacks["self"].caption == "Your discards (1\u00a0tile)"

    last = play_to_the_round_end(window, qtbot)
    assert screen.end_panel.isVisible() and screen.next_button.isVisible()
    step = window.controller.undo_step()
    assert last is not None and step.action == last and step.actor == ME and step.rounds_lost == 1
    assert window.undo_action.text() == f"Undo discard the {tile_label(last.tile)}"
    before = list(match.record.actions)

    asked = []
    when_modal(qtbot, QMessageBox, lambda box: (
        asked.append(box.text()),
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)))
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert asked and "reopens a finished round" in asked[0]
    assert match.record.actions == before[:step.index]
    assert match.state.results == [] and match.current_player == ME and match.state.round.taken
    assert last.tile in match.state.round.racks[ME] and last.tile in screen.scene.tiles
    assert not screen.end_panel.isVisible()


def abandon_and_resume(window, qtbot):
    """A new start-up on the same folders (the old window is just left, as after a crash), and
    the game picked in the resume dialog."""
    again = build_main_window(AppContext.open())
    qtbot.addWidget(again)
    again.show()
    listed = []
    when_modal(qtbot, ResumeDialog, lambda dialog: (listed.append(dialog.list.count()),
                                                    qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)))
    again.offer_resume()
    assert listed == [1] and again.controller is not None
    again.controller.bot_delay_ms = 0
    return again


def test_a_game_left_mid_round_resumes_at_the_same_point_with_the_rack_as_arranged(window, qtbot):
    screen = start_from_launcher(window, qtbot, seed=9)
    match = window.controller.match
    wait_for_my_turn(window, qtbot)
    play_a_turn(window, qtbot)
    wait_for_my_turn(window, qtbot)
    click(screen.table_view, centre(screen.scene.stock))
    moved = next(iter(screen.scene.tiles))
    drag(screen.table_view, centre(screen.scene.tiles[moved]), slot_position(31) + QPointF(25, 35))
    assert screen.scene.layout.slots[moved] == 31
    slots = dict(screen.scene.layout.slots)
    actions = list(match.record.actions)

    again = abandon_and_resume(window, qtbot)
    resumed = again.screen_widget
    assert again.controller.match.record.actions == actions
    assert again.controller.state.round.racks == match.state.round.racks
    assert resumed.scene.layout.slots == slots and set(resumed.scene.tiles) == set(slots)
    assert resumed.status.text().startswith("Your turn: discard a tile")
    discard = next(tile for tile in slots if tile != moved)
    double_click(resumed.table_view, centre(resumed.scene.tiles[discard]))
    assert again.controller.state.round.discards[ME][-1] == discard
    assert resumed.scene.layout.slots[moved] == 31  # the arrangement goes on from where it was
    again.close_match()


def test_a_game_left_at_a_round_end_resumes_there_and_deals_from_the_panel(window, qtbot):
    screen = start_from_launcher(window, qtbot, seed=4)
    play_to_the_round_end(window, qtbot)
    assert screen.end_panel.isVisible()
    actions = list(window.controller.match.record.actions)

    again = abandon_and_resume(window, qtbot)
    resumed = again.screen_widget
    state = again.controller.state
    assert again.controller.match.record.actions == actions and state.round is None
    assert resumed.end_panel.isVisible() and resumed.next_button.isVisible()
    assert resumed.end_panel.text.text() == screen.end_panel.text.text()
    qtbot.wait(50)
    assert state.round is None  # nothing is dealt until the players ask
    qtbot.mouseClick(resumed.next_button, Qt.MouseButton.LeftButton)
    assert state.round is not None and not resumed.end_panel.isVisible()
    assert len(resumed.scene.tiles) in (14, 15) and resumed.scene.stock.left == 48
    assert again.undo_action.text() == "Undo the deal"
    again.undo_action.trigger()  # the deal the players asked for is a step of its own
    assert again.controller.state.round is None and again.controller.match.record.actions == actions
    assert resumed.end_panel.isVisible() and resumed.status.text() == "The round is over."
    again.close_match()


def test_hot_seat_racks_are_each_restored_as_their_owner_left_them(window, qtbot):
    seats = [Seat("Ann"), Seat("Bob"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
    window.open_match(rigged_match(WIN + " K13a", seats))
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)  # Bob's turn first
    drag(screen.table_view, centre(screen.scene.tiles[Tile.parse("R1a")]), slot_position(31) + QPointF(25, 35))
    double_click(screen.table_view, centre(screen.scene.tiles[Tile.parse("K13a")]))
    wait_for_my_turn(window, qtbot)
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)  # Ann's turn
    ann_tile = next(iter(screen.scene.tiles))
    drag(screen.table_view, centre(screen.scene.tiles[ann_tile]), slot_position(30) + QPointF(25, 35))
    saved = {seat: dict(layout.slots) for seat, layout in screen.layouts.items()}
    assert saved[1][Tile.parse("R1a")] == 31 and saved[0][ann_tile] == 30 and Tile.parse("K13a") not in saved[1]

    again = abandon_and_resume(window, qtbot)
    resumed = again.screen_widget
    assert resumed.pass_gate.isVisible() and not resumed.scene.tiles  # Ann's rack waits for Ann
    assert {seat: layout.slots for seat, layout in resumed.layouts.items()} == saved
    qtbot.mouseClick(resumed.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert resumed.scene.layout.slots == saved[0] and set(resumed.scene.tiles) == set(saved[0])
    again.close_match()
