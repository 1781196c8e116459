"""The Pokeno screen on the table kit: a GameScreen with no pass gate, the end panel at every
round's end, and the fixes from the screenshot review (touch-sized labelled dice entry, readable
line labels, nothing stale or unusable on show)."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from gamenight.core.cards import Card
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.pokeno.rules import Dice, Draw
from gamenight.games.pokeno.ui.board_scene import LineLabel
from gamenight.games.pokeno.views import Phase
from gamenight.table.screen import GameScreen


def start(window, seats, options=None, seed=11):
    match = Match.start("pokeno", seats, options, seed=seed)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    return match, window.screen_widget


def bots(window):
    match, screen = start(window, [Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")])
    return match, screen


def to_round_end(match, screen):
    while not match.state.completed_rounds():
        screen.controls.primary.click()


def test_the_screen_is_a_game_screen_with_public_boards_and_no_pass_gate(window, qtbot):
    match, screen = start(window, [Seat("Ann"), Seat("Bob")])
    assert isinstance(screen, GameScreen) and not screen.hidden_information and not screen.gated
    window.controller.act(match.state.legal_actions()[0], 0)
    window.controller.act(match.state.legal_actions()[0], 1)
    assert not screen.pass_gate.isVisible() and screen.pages.currentWidget() is screen.table
    assert screen.view() == match.state.view(screen.viewer)


def test_the_board_picker_hides_the_draw_controls(window, qtbot):
    match, screen = start(window, [Seat("Me"), Seat("Bo", "bot", "easy")])
    assert screen.pages.currentWidget() is screen.picker
    assert not screen.controls.isVisible() and not screen.undo_entry.isVisible()
    qtbot.mouseClick(screen.picker.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert screen.controls.isVisible() and screen.controls.primary.isEnabled()


def test_each_round_ends_on_a_panel_with_its_points_and_a_button_for_the_next(window, qtbot):
    match, screen = bots(window)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert not screen.end_panel.isVisible() and not screen.footnote.isVisible()
    to_round_end(match, screen)
    played = match.state.round
    text = screen.end_panel.text.text()
    assert screen.end_panel.isVisible() and "Round 1 of 5 is over" in text
    assert str(played.bonus.named) in text
    assert all(f"{points:+g}" in text for points in played.points(2) if points)
    assert "Base roll" not in screen.steps.text()  # the finished round's steps are put away
    assert screen.footnote.isVisible() and "\u2605" in screen.scores.item(0, 0).text()
    assert screen.next_round.text() == "Roll for round 2"
    actions = len(match.record.actions)
    qtbot.mouseClick(screen.next_round, Qt.MouseButton.LeftButton)
    assert len(match.record.actions) == actions + 1 and not screen.end_panel.isVisible()
    assert screen.view().phase is Phase.ROLLING


def test_auto_draw_pauses_at_the_round_end(window, qtbot):
    match, screen = bots(window)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    screen.controls.speed.setValue(2)
    screen.controls.auto.setChecked(True)
    qtbot.waitUntil(lambda: len(match.state.completed_rounds()) == 1, timeout=20000)
    count = len(match.record.actions)
    qtbot.wait(600)
    assert len(match.record.actions) == count and not screen.controls.auto.isChecked()
    assert screen.end_panel.isVisible()


def test_the_score_table_is_only_as_tall_as_its_rows(window, qtbot):
    match, screen = bots(window)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    short = screen.scores.maximumHeight()
    to_round_end(match, screen)
    assert screen.scores.rowCount() == 2
    assert screen.scores.maximumHeight() == short + screen.scores.rowHeight(0) < 200
    assert screen.scores.verticalHeaderItem(0).text() == "R1"


def test_a_void_round_gets_its_own_row_and_a_panel(window, qtbot):
    match, screen = start(window, [Seat("Op"), Seat("Bo", "bot", "easy")], {"draw": "external"})
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert window.controller.enter_chance(Dice((5, 6)))
    assert screen.scores.verticalHeaderItem(0).text() == "void"
    assert screen.scores.item(0, 0).text() == "-10 \u2605"
    assert "Round void" in screen.end_panel.text.text() and screen.next_round.text() == "Enter the next roll"
    qtbot.mouseClick(screen.next_round, Qt.MouseButton.LeftButton)
    assert not screen.end_panel.isVisible() and screen.bottom.currentWidget() is screen.dice_entry


def test_the_live_dice_entry_is_labelled_and_touch_sized(window, qtbot):
    window.resize(1366, 768)
    match, screen = start(window, [Seat("Op"), Seat("Bo", "bot", "easy")], {"draw": "external"})
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    entry = screen.dice_entry
    assert screen.bottom.currentWidget() is entry
    assert [label.text() for label in entry.labels] == ["First die", "Second die"]
    assert all(button.width() >= 48 and button.height() >= 48 for row in entry.rows for button in row)
    assert "\u2068Op\u2069 rolls the two dice" in screen.dice.caption
    window.controller.enter_chance(Dice((2, 2)))
    window.controller.enter_chance(Dice((1, 1)))
    window.controller.enter_chance(Dice((3,)))
    assert entry.labels[0].text() == "The die" and not entry.labels[1].isVisible()
    window.controller.enter_chance(Dice((2,)))
    assert screen.bottom.currentWidget() is screen.called and screen.called.entry_enabled


def test_the_undo_button_keeps_its_width(window, qtbot):
    match, screen = start(window, [Seat("Op"), Seat("Bo", "bot", "easy")], {"draw": "external"})
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    widths = set()
    for action in (Dice((2, 2)), Dice((1, 1)), Dice((3,)), Dice((2,)), Draw(Card.parse("10D"))):
        window.controller.enter_chance(action)
        widths.add(screen.undo_entry.width())
        tip = QTextDocument()
        tip.setHtml(screen.undo_entry.toolTip())  # plain text given as escaped rich text (names in it)
        assert tip.toPlainText() == f"Undo {match.state.describe(action)}"
    assert len(widths) == 1


def test_line_labels_are_at_least_14_px_on_a_1366_screen(window, qtbot):
    window.resize(1366, 768)
    match, screen = bots(window)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    qtbot.wait(50)
    scale = screen.board_views[0].transform().m11()
    assert scale > 0.5
    assert min(LineLabel.TEXT_PX.values()) * scale >= 14
