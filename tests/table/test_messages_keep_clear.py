"""A message (a toast by the tapped spot, or a bot's news at the table's centre) never covers the
person's own rack or hand, the trick, or a caller's card picker: each game started from its tile,
the message brought up as a user brings it up, and its place measured against those parts."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, Qt

from gamenight.games.goodge.ui.table_scene import CARD_H, CARD_W, TRICK_CENTRE
from gamenight.table.keep_clear import clear_spot, scene_area, widget_area
from gamenight.table.layouts import trick_positions
from user_path import play_on, seats, start_from_launcher, start_seeded

SIZE = (1180, 708)


def toast_rect(screen) -> QRect:
    toast = screen.toast
    return QRect(toast.mapTo(screen, QPoint(0, 0)), toast.size())


def assert_clear(screen, parts: list[QRect]) -> None:
    assert screen.toast.isVisible()
    assert all(not part.isEmpty() for part in parts)
    shown = toast_rect(screen)
    assert not any(shown.intersects(part) for part in parts), (shown, parts)
    area = screen.toast.area
    assert QRect(area.mapTo(screen, QPoint(0, 0)), area.size()).contains(shown)  # still on the table


def tap_scene(qtbot, view, point) -> None:
    """A press and release on the table at a point of its scene (no drag)."""
    where = view.mapFromScene(point)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=where)


def test_a_message_by_a_tap_on_the_okey_rack_moves_off_the_rack(window, qtbot):
    window.resize(*SIZE)
    match = start_from_launcher(window, qtbot, "okey", lambda dialog: None)
    screen = window.screen_widget
    qtbot.waitUntil(lambda: match.current_player == 0 and screen.hint_button.isEnabled(), timeout=5000)
    rack = screen.scene.rack_rect()
    tap_scene(qtbot, screen.table_view, rack.center())
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    assert "hint" in screen.toast.text().lower()
    assert_clear(screen, [scene_area(screen.table_view, rack, screen)])


def test_a_bots_bid_in_goodge_leaves_the_hand_and_the_trick_free(window, qtbot):
    """Seed 1: a bot bids first, so its bid is told at the table's centre before the person moves
    (left to chance, the bids could all pass by while the person's moves were being made)."""
    window.resize(*SIZE)
    _, screen = start_seeded(window, qtbot, "goodge", {1: "normal", 2: "normal", 3: "normal"},
                             ["You", "Ada", "Bo", "Cy"], seed=1)
    qtbot.waitUntil(lambda: screen.toast.isVisible() and screen.toast.announcing, timeout=5000)
    scene = screen.scene
    hand = QRectF()
    for item in scene.hand.items.values():
        hand = hand.united(item.sceneBoundingRect())
    trick = QRectF()  # where the cards of a trick lie
    for point in trick_positions(scene.players, TRICK_CENTRE, CARD_W, CARD_H, scene.viewer):
        trick = trick.united(QRectF(point.x(), point.y(), CARD_W, CARD_H))
    assert_clear(screen, [scene_area(screen.table, hand, screen), scene_area(screen.table, trick, screen)])


def test_a_refused_guess_on_the_goker_console_leaves_the_card_picker_free(window, qtbot):
    window.resize(*SIZE)

    def cards_at_the_table(dialog) -> None:
        seats(dialog, 3, {})
        dialog.option_widgets["cards"].setCurrentIndex(dialog.option_widgets["cards"].findData("table"))

    start_from_launcher(window, qtbot, "goker", cards_at_the_table)
    screen = window.screen_widget
    qtbot.mouseClick(screen.board.buttons[35], Qt.MouseButton.LeftButton)  # the first person's guess
    qtbot.mouseClick(screen.board.buttons[35], Qt.MouseButton.LeftButton)  # the next one's, the same: refused
    assert "already guessed" in screen.toast.text()
    assert_clear(screen, [widget_area(screen.picker, screen), widget_area(screen.card_views[0], screen)])


def test_a_bots_board_choice_in_pokeno_leaves_the_persons_board_free(window, qtbot):
    window.resize(*SIZE)
    start_from_launcher(window, qtbot, "pokeno", lambda dialog: None)
    screen = window.screen_widget
    play_on(window, qtbot, 4, until=lambda: screen.pages.currentWidget() is screen.table)
    qtbot.waitUntil(lambda: screen.toast.isVisible() and screen.toast.announcing, timeout=3000)
    qtbot.wait(20)  # the table just shown is laid out
    assert " chose board " in screen.toast.text()
    assert_clear(screen, [widget_area(screen.board_views[0], screen)])


def test_the_nearest_free_place_is_taken_and_the_wanted_one_when_it_is_free():
    within = QRect(0, 0, 400, 300)
    wanted = QRect(100, 100, 80, 40)
    assert clear_spot(wanted, within, []) == wanted.topLeft()
    assert clear_spot(wanted, within, [QRect(0, 200, 400, 100)]) == wanted.topLeft()
    spot = clear_spot(wanted, within, [QRect(90, 90, 200, 60)])
    assert not QRect(spot, wanted.size()).intersects(QRect(90, 90, 200, 60))
    assert spot.x() == 100 and abs(spot.y() - 100) <= 60  # straight up or down, just clear of it
    assert clear_spot(wanted, within, [within]) == wanted.topLeft()  # nowhere free: where it was asked
