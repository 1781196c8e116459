"""The Okey screen driven with the mouse (offscreen): tiles dragged on the rack, discarded by a
drag and by a double-click, a refused finish, a rigged win finished on the indicator, and the
hot-seat pass screen (and each human's rack arranged afresh in a new round)."""
import random

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.okey.arrange import RackLayout
from gamenight.games.okey.rules import Deal, Discard, Finish
from gamenight.games.okey.tiles import Tile, all_tiles
from gamenight.games.okey.ui.table_scene import slot_position
from gamenight.games.okey.views import RoundEnd

WIN = "R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a Y5a"


def tiles(codes):
    return [Tile.parse(code) for code in codes.split()]


def rigged_match(first_rack, seats, indicator="R4a", options=None):
    """Seat 1 (right of the first dealer) is dealt `first_rack`; the rest is shuffled."""
    match = Match.start("okey", seats, options, seed=11)
    order = tiles(first_rack)
    rest = [t for t in all_tiles() if t not in order and t != Tile.parse(indicator)]
    random.Random(5).shuffle(rest)
    match.apply(Deal(Tile.parse(indicator), tuple(order + rest)))
    return match


def send(view, kind, point: QPointF, buttons=Qt.MouseButton.LeftButton) -> None:
    local = view.mapFromScene(point)
    event = QMouseEvent(kind, QPointF(local), QPointF(view.viewport().mapToGlobal(local)), Qt.MouseButton.LeftButton,
                        buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def drag(view, start: QPointF, end: QPointF) -> None:
    send(view, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 9):
        send(view, QEvent.Type.MouseMove, start + (end - start) * step / 8)
    send(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def centre(item) -> QPointF:
    return item.sceneBoundingRect().center()


def test_drag_discard_and_finish_a_rigged_win_on_the_indicator(window, qtbot):
    seats = [Seat("Easy 0", "bot", "easy"), Seat("Ann"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
    match = rigged_match(WIN + " K13a", seats)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    scene, view = screen.scene, screen.table_view
    window.resize(1400, 860)
    qtbot.wait(50)
    k13 = Tile.parse("K13a")

    # a drag to an empty slot moves the tile there; the game does not change
    drag(view, centre(scene.tiles[k13]), slot_position(31) + QPointF(25, 35))
    assert scene.layout.slots[k13] == 31 and len(match.record.actions) == 1
    assert scene.tiles[k13].pos() == slot_position(31)

    # onto a taken slot the two tiles swap
    other = scene.layout.tile_at(0)
    drag(view, centre(scene.tiles[k13]), slot_position(0) + QPointF(25, 35))
    assert scene.layout.slots[k13] == 0 and scene.layout.slots[other] == 31

    # a finish that is not a win is refused with the reason and changes nothing
    drag(view, centre(scene.tiles[Tile.parse("R2a")]), centre(scene.indicator))
    assert "do not form sets and runs" in screen.message.text()
    assert len(match.record.actions) == 1 and scene.layout.slots[Tile.parse("R2a")] is not None

    # dragged onto the own discard stack, the tile is discarded
    drag(view, centre(scene.tiles[k13]), centre(scene.stacks["self"]))
    assert match.state.round.discards[1] == [k13]
    assert k13 not in scene.tiles and scene.stacks["self"].tiles == (k13,)

    # the bots play round the table; then a click on the stock draws and the new tile glows
    qtbot.waitUntil(lambda: match.current_player == 1, timeout=5000)
    assert screen.status.text().startswith("Your turn: take a tile")
    send(view, QEvent.Type.MouseButtonPress, centre(scene.stock))
    send(view, QEvent.Type.MouseButtonRelease, centre(scene.stock), Qt.MouseButton.NoButton)
    drawn = next(t for t in match.state.round.racks[1] if t not in tiles(WIN))
    assert len(match.state.round.racks[1]) == 15 and scene.tiles[drawn].highlight
    assert scene.indicator.target  # a finish is possible: the indicator glows

    # the drawn tile dragged onto the indicator finishes the round with the win
    drag(view, centre(scene.tiles[drawn]), centre(scene.indicator))
    result = match.state.results[0]
    assert drawn == Tile.parse("R5b")  # this deal's draw is an okey: laid on the indicator, it scores 4
    assert result.winner == 1 and result.kind is RoundEnd.OKEY_FINISH and result.finish_tile == drawn
    assert screen.end_panel.isVisible() and screen.end_panel.banner.text() == "\u2068Ann\u2069 wins the round!"
    assert "Okey finish" in screen.end_panel.text.text()
    assert not screen.hand_picture.pixmap().isNull()
    assert match.state.scores() == (16, 20, 16, 16)
    sheet = screen.points  # the kit's points-left sheet: a row per player, the start, the round, what is left
    assert [sheet.horizontalHeaderItem(column).text() for column in range(3)] == ["Start", "R1", "Left"]
    assert [sheet.item(seat, 1).text() for seat in range(4)] == ["-4", "0", "-4", "-4"]
    assert sheet.total_texts() == ["16", "20", "16", "16"]
    qtbot.mouseClick(screen.next_button, Qt.MouseButton.LeftButton)
    assert match.state.round is not None and not screen.end_panel.isVisible()


def test_double_click_discards_and_arrange_groups_the_rack(window, qtbot):
    seats = [Seat("Easy 0", "bot", "easy"), Seat("Ann"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
    match = rigged_match("Y5a R1a K7a B10a R2a B7a B11a Y2a R3a Y7a B12a Y3a B13a Y4a K13a", seats)
    window.open_match(match)
    screen = window.screen_widget
    scene = screen.scene
    qtbot.mouseClick(screen.runs_button, Qt.MouseButton.LeftButton)
    slots = scene.layout.slots
    runs = [sorted(slots[t] for t in tiles(group)) for group in
            ("R1a R2a R3a", "K7a B7a Y7a", "B10a B11a B12a B13a", "Y2a Y3a Y4a Y5a")]
    for group in runs:  # each group sits in consecutive slots of one row
        assert group == list(range(group[0], group[0] + len(group))) and group[0] // 16 == group[-1] // 16
    assert len({slot for group in runs for slot in group}) == 14
    qtbot.mouseClick(screen.pairs_button, Qt.MouseButton.LeftButton)
    assert len(set(scene.layout.slots.values())) == 15
    k13 = Tile.parse("K13a")
    send(screen.table_view, QEvent.Type.MouseButtonDblClick, centre(scene.tiles[k13]))
    assert match.state.round.discards[1] == [k13]


def test_hot_seat_hides_the_rack_until_its_owner_takes_over(window, qtbot):
    seats = [Seat("Ann"), Seat("Bob"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
    match = rigged_match(WIN + " K13a", seats)
    window.open_match(match)
    screen = window.screen_widget
    assert screen.pass_gate.isVisible() and screen.pass_gate.text.text() == "Pass to \u2068Bob\u2069"
    assert not screen.scene.tiles  # nobody's tiles are on show
    assert "rgb(20,30,45)" in screen.pass_gate.styleSheet()  # opaque: no plate shows through the gate
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert not screen.pass_gate.isVisible() and set(screen.scene.tiles) == set(match.state.round.racks[1])
    screen.act(Discard(Tile.parse("K13a")))
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=5000)
    assert screen.pass_gate.isVisible() and screen.pass_gate.text.text() == "Pass to \u2068Ann\u2069"
    assert not screen.scene.tiles


def test_hint_names_the_hard_bots_move(window, qtbot):
    seats = [Seat("Easy 0", "bot", "easy"), Seat("Ann"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
    match = rigged_match(WIN + " K13a", seats)
    window.open_match(match)
    screen = window.screen_widget
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    assert screen.message.text() == "Thinking of a hint\u2026"  # the bot works on the worker thread
    qtbot.waitUntil(lambda: screen.message.text().startswith("Hint:"), timeout=10000)
    assert screen.message.text() == "Hint: finish with the black 13 \u25cf. The 14 tiles left win the round."
    assert screen.scene.tiles[Tile.parse("K13a")].highlight


def test_take_by_dragging_the_left_stack_gosterge_and_undo(window, qtbot):
    seats = [Seat("Easy 0", "bot", "easy"), Seat("Ann"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
    match = rigged_match("R4b " + WIN, seats)  # R4b is the indicator's twin
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    scene, view = screen.scene, screen.table_view
    assert screen.show_button.isVisible()
    qtbot.mouseClick(screen.show_button, Qt.MouseButton.LeftButton)
    assert match.state.scores() == (19, 20, 19, 19) and not screen.show_button.isVisible()
    drag(view, centre(scene.tiles[Tile.parse("R4b")]), centre(scene.stacks["self"]))
    qtbot.waitUntil(lambda: match.current_player == 1, timeout=5000)
    top = match.state.round.discards[0][-1]
    drag(view, centre(scene.stacks["left"]), slot_position(30) + QPointF(25, 35))
    assert top in match.state.round.racks[1] and scene.tiles[top].highlight
    window.undo()  # back to before the take
    assert top not in match.state.round.racks[1] and match.current_player == 1
    assert set(scene.tiles) == set(match.state.round.racks[1])


def test_hot_seat_racks_are_arranged_afresh_in_the_next_round(window, qtbot):
    seats = [Seat("Ann"), Seat("Bob"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
    match = rigged_match(WIN + " K13a", seats)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    screen.act(Discard(Tile.parse("K13a")))
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=5000)
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)  # Ann's rack is laid out in round 1
    screen.draw_from_stock()
    screen.act(Discard(match.state.round.racks[0][-1]))
    qtbot.waitUntil(lambda: match.current_player == 1, timeout=5000)
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    screen.draw_from_stock()
    screen.act(Finish(match.state.round.racks[1][-1]))  # Bob's 14 left are a win
    assert match.state.results[0].winner == 1
    qtbot.mouseClick(screen.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=5000)
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    fresh = RackLayout()
    fresh.sync(sorted(match.state.round.racks[0]))
    fresh.arrange_runs(match.state.round.okey)
    assert screen.layouts[0].slots == fresh.slots  # not round 1's slots with the new tiles dropped in
