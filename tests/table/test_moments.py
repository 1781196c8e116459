"""Moments of play on the GameScreen base: the end panel (banner, picture, celebration, its
buttons), the round log, a bot's move announced at the table's centre, messages by the tapped
spot and a red flash on an entry made twice, all cleared by the next accepted action."""
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPixmap

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.table.round_log import round_log
from gamenight.table.toast import flashing
from layout_fit import cut_texts
from toygame import Hold, Roll
from toygame_screen import PigScreen, open_screen


class PigEndScreen(PigScreen):
    """Pig with an end panel at the game's end, and a bot's hold announced."""

    public_kinds = (Roll, Hold)
    announced_kinds = (Roll, Hold)

    def refresh(self):
        super().refresh()
        if self.controller.match.is_over:
            picture = QPixmap(300, 200)
            picture.fill(QColor("gold"))
            self.show_end("<p>First to the target.</p>", picture)
        else:
            self.hide_end()


def screen_for(qtbot, seats, animations="off"):
    match, controller, screen = open_screen(qtbot, seats, PigEndScreen, animations)
    screen.resize(700, 500)
    return match, controller, screen


def win_now(match, controller, seat=0):
    """Bring `seat` within a point of the target and bank a turn total that gets it there."""
    match.state.totals[seat] = match.state.target - 1
    match.state.turn_total = 5
    controller.act(Hold(), seat)


def test_the_game_end_shows_the_winner_banner_picture_and_every_button(qtbot, pig):
    match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")])
    win_now(match, controller)
    panel = screen.end_panel
    assert match.is_over and panel.isVisible()
    assert panel.banner.text() == screen.winners_title() and "Ann" in panel.banner.text()
    assert not panel.picture.isHidden() and 0 < panel.picture.pixmap().width() <= 300
    for button in (panel.again_button, panel.log_button, panel.launcher_button):
        assert button.isVisible() and button.height() >= 44
    assert not screen.celebration.isVisible()  # animations are off: no confetti
    with qtbot.waitSignal(screen.leaveRequested, timeout=1000):
        qtbot.mouseClick(panel.launcher_button, Qt.MouseButton.LeftButton)


def test_a_new_game_with_the_same_players_and_options(qtbot, pig):
    match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bo", "bot", "easy")])
    win_now(match, controller)
    with qtbot.waitSignal(screen.newMatch, timeout=1000) as new:
        qtbot.mouseClick(screen.end_panel.again_button, Qt.MouseButton.LeftButton)
    again = new.args[0]
    assert again.seats == match.seats and again.record.options == match.record.options
    assert again.record.match_id != match.record.match_id and not again.record.actions


def test_the_celebration_plays_once_with_animations_on(qtbot, pig):
    match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")], animations="normal")
    win_now(match, controller)
    assert screen.celebration.running and screen.celebration.isVisible()
    assert screen.celebration.geometry() == screen.table.geometry()
    assert screen.end_panel.isVisible()
    qtbot.waitUntil(lambda: not screen.celebration.isVisible(), timeout=5000)
    screen.refresh()  # the panel shown again (a resize, a redraw): no second shower
    assert not screen.celebration.running


def test_the_end_panel_picture_shrinks_to_fit_a_small_table(qtbot, pig):
    match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")])
    screen.resize(700, 420)
    win_now(match, controller)
    panel = screen.end_panel
    tall = QPixmap(200, 900)
    tall.fill(QColor("gold"))
    screen.show_end("<p>A tall picture</p>", tall)
    assert 60 <= panel.picture.pixmap().height() < 900
    assert screen.rect().contains(panel.geometry())  # past the short table, to show its words and buttons
    assert not cut_texts(panel) and panel.launcher_button.height() >= panel.launcher_button.minimumHeight()


def test_the_main_window_opens_the_new_game_and_goes_back_to_the_launcher(window, qtbot, pig):
    match = Match.start("pig", [Seat("Ann"), Seat("Bob")], seed=3)
    window.open_match(match)
    screen = window.screen_widget
    win_now(match, window.controller)
    qtbot.mouseClick(screen.end_panel.again_button, Qt.MouseButton.LeftButton)
    assert window.controller.match is not match and [seat.name for seat in window.controller.match.seats] == \
        ["Ann", "Bob"]
    assert window.stack.currentWidget() is window.screen_widget and not window.controller.match.is_over
    again = window.controller.match
    win_now(again, window.controller)
    qtbot.mouseClick(window.screen_widget.end_panel.launcher_button, Qt.MouseButton.LeftButton)
    assert window.controller is None and window.stack.currentWidget() is window.launcher


def test_a_bots_move_is_announced_at_the_table_centre_until_the_users_next(qtbot, pig):
    match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bo", "bot", "easy")])
    controller.act(Hold(), 0)
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=5000)  # Bo has played his turn
    assert screen.toast.isVisible()  # kept through the die's fall
    assert re.fullmatch(r"\u2068Bo\u2069 (rolled|held \d+)\.", screen.toast.text())  # the engine's report
    centre = screen.table.geometry().center()
    assert abs(screen.toast.geometry().center().x() - centre.x()) < 10
    assert screen.table.geometry().contains(screen.toast.geometry())
    controller.act(Roll(), 0)  # Ann's own move
    assert not screen.toast.isVisible()


def test_a_refusal_shows_by_the_tapped_spot_and_goes_with_the_next_action(qtbot, pig):
    _match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")])
    spot = screen.hold.geometry().center()
    qtbot.mouseClick(screen.hold, Qt.MouseButton.LeftButton)  # Ann holds: Bob's turn
    qtbot.mousePress(screen.table, Qt.MouseButton.LeftButton, pos=spot)
    controller.act(Roll(), 0)  # not Ann's turn
    toast = screen.toast
    assert toast.isVisible() and "not Ann's turn" in toast.text() and "not Ann's turn" in screen.message.text()
    where = screen.table.mapFrom(screen, toast.geometry().center())
    assert abs(where.x() - spot.x()) < toast.width() // 2 + 1 and where.y() < spot.y() + 80
    controller.act(Roll(), 1)
    assert not toast.isVisible() and screen.message.text() == ""


def test_without_a_recent_tap_a_message_shows_at_the_table_centre(qtbot, pig):
    _, _controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")])
    screen.show_message("Pick a card first.")
    centre = screen.table.geometry().center()
    assert screen.toast.isVisible() and abs(screen.toast.geometry().center().x() - centre.x()) < 10
    assert screen.toast.geometry().top() >= screen.table.geometry().top()


def test_a_flash_on_a_refused_entry_ends_with_the_next_accepted_action(qtbot, pig):
    _, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")])
    screen.roll.setStyleSheet("color:blue;")
    screen.flash(screen.roll)
    assert flashing(screen.roll) and "e53935" in screen.roll.styleSheet()
    controller.act(Roll(), 0)
    assert not flashing(screen.roll) and screen.roll.styleSheet() == "color:blue;"
    screen.flash(screen.hold)
    qtbot.waitUntil(lambda: not flashing(screen.hold), timeout=3000)  # or by itself after a moment


def test_the_round_log_lists_the_round_in_the_engines_reports(qtbot, pig):
    match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")])
    controller.act(Roll(), 0)
    lines = screen.round_log_lines()
    assert lines[0] == "\u2068Ann\u2069 rolled."
    assert all("die" not in line for line in lines)  # the die is not among the kinds listed
    assert round_log(match, (), screen.names) == []


def test_the_end_panels_log_button_opens_the_rounds_log(qtbot, pig):
    from gamenight.app.smoke import when_modal
    from gamenight.table.round_log import RoundLogDialog

    match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")])
    controller.act(Roll(), 0)
    qtbot.waitUntil(lambda: match.current_player >= 0, timeout=3000)  # the die has fallen
    win_now(match, controller, seat=match.current_player)
    assert screen.end_panel.isVisible()
    shown = []

    def read_and_close(dialog):
        shown.extend(dialog.list.item(row).text() for row in range(dialog.list.count()))
        dialog.reject()

    when_modal(RoundLogDialog, read_and_close)
    qtbot.mouseClick(screen.end_panel.log_button, Qt.MouseButton.LeftButton)
    assert shown == screen.round_log_lines() and re.fullmatch(r"\u2068Ann\u2069 held \d+\.", shown[-1])


def test_a_tall_picture_may_stand_beside_the_message(qtbot, pig):
    match, controller, screen = screen_for(qtbot, [Seat("Ann"), Seat("Bob")])
    win_now(match, controller)
    panel = screen.end_panel
    card = QPixmap(120, 170)
    card.fill(QColor("white"))
    screen.show_end("<p>Level over</p>", card, beside=True)
    assert panel.middle.indexOf(panel.picture) >= 0 and panel.body.indexOf(panel.picture) < 0
    qtbot.waitUntil(lambda: panel.picture.geometry().left() >= panel.text.geometry().right(), timeout=2000)
    screen.show_end("<p>Under it again</p>", card)
    assert panel.body.indexOf(panel.picture) >= 0 and panel.middle.indexOf(panel.picture) < 0
