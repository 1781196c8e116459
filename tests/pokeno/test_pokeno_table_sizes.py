"""The Pokeno table uses the screen: boards in a grid that fills it (pages past what fits, with
"My board"), line labels readable at 1366x768, the dice inside their tray, caller controls of
9 mm or more, and no text under 12 px or clipped at 1366x768 and 1920x1080. Sizes are measured
from the widgets."""
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontInfo, QScreen, QTransform
from PySide6.QtWidgets import QAbstractButton, QLabel

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.pokeno.rules import ChooseBoard
from gamenight.games.pokeno.ui.board_scene import LineLabel
from gamenight.games.pokeno.ui.dice_entry import DiceEntry
from gamenight.games.pokeno.ui.dice_tray import ROLLING, DiceTray
from gamenight.table.touch import touch_px
from layout_fit import cut_headers

SIZES = [(1366, 768), (1920, 1080)]


def table(window, qtbot, players: int, size: tuple[int, int], options=None):
    """A game of one person and bots at `size`, boards chosen."""
    window.resize(*size)
    seats = [Seat("Me")] + [Seat(f"Bot {seat}", "bot", "easy") for seat in range(1, players)]
    match = Match.start("pokeno", seats, options, seed=5)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    window.controller.act(ChooseBoard(match.state.legal_actions()[0].board), 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    qtbot.waitUntil(lambda: window.screen_widget.board_views[0].isVisible(), timeout=2000)
    qtbot.wait(30)
    return match, window.screen_widget


def label_px(screen) -> float:
    """The smallest line label as drawn on screen."""
    return min(LineLabel.TEXT_PX.values()) * screen.boards.visible_views()[0].transform().m11()


def fills_its_place(view) -> bool:
    """The board covers most of its view both ways: no band of bare table around it."""
    board = view.mapFromScene(view.sceneRect()).boundingRect()
    return board.width() >= 0.85 * view.width() and board.height() >= 0.85 * view.height()


def test_four_boards_fill_a_1366_table_two_by_two_with_labels_of_14_px(window, qtbot):
    _match, screen = table(window, qtbot, 4, (1366, 768))
    grid = screen.boards
    assert (grid.per_page, grid.columns) == (4, 2) and not grid.bar.isVisible()
    assert label_px(screen) >= 14
    area = grid.area.width() * grid.area.height()
    covered = sum(view.width() * view.height() for view in grid.visible_views())
    assert covered >= 0.9 * area  # no empty band in the table
    assert grid.width() >= window.width() - 330  # only the side column beside the boards
    assert all(fills_its_place(view) for view in grid.visible_views())


def test_eight_boards_go_four_by_two_on_a_1920_screen(window, qtbot):
    match, screen = table(window, qtbot, 8, (1920, 1080))
    assert (screen.boards.per_page, screen.boards.columns) == (8, 4)
    assert label_px(screen) >= 12 and all(fills_its_place(view) for view in screen.board_views)
    assert screen.board_scenes[0].shape[0] > 60  # taller cards in the taller places
    qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    while not match.state.round.drawn:
        qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    qtbot.wait(30)
    card = screen.drawn.view.mapFromScene(screen.drawn.item.sceneBoundingRect()).boundingRect()
    assert screen.side.width() > 300 and card.height() >= 400  # the side column grows: no empty band


def test_24_boards_turn_in_pages_and_my_board_comes_back(window, qtbot):
    _match, screen = table(window, qtbot, 24, (1366, 768))
    grid = screen.boards
    assert grid.bar.isVisible() and 1 < grid.per_page < 24 and label_px(screen) >= 12
    assert grid.visible_views()[0] is screen.board_views[0] and screen.board_scenes[0].frame.isVisible()
    assert not any(scene.frame.isVisible() for scene in screen.board_scenes[1:])
    assert grid.page_label.text() == f"Boards 1\u2013{grid.per_page} of 24" and not grid.mine.isEnabled()
    qtbot.mouseClick(grid.next, Qt.MouseButton.LeftButton)
    assert grid.visible_views()[0] is screen.board_views[grid.per_page] and grid.mine.isEnabled()
    assert screen.board_views[grid.per_page].isVisible() and not screen.board_views[0].isVisible()
    qtbot.mouseClick(grid.mine, Qt.MouseButton.LeftButton)
    assert grid.page == 0 and screen.board_views[0].isVisible()


def test_the_entry_board_shows_only_for_a_live_caller(window, qtbot):
    _, screen = table(window, qtbot, 2, (1366, 768))
    assert not screen.called.isVisible() and not screen.bottom.isVisible()
    _match, screen = table(window, qtbot, 2, (1366, 768), {"draw": "external"})
    assert screen.bottom.isVisible() and screen.dice_entry.isVisible()


def test_dice_stay_inside_the_tray_while_tumbling_and_show_the_result_when_they_stop(qtbot):
    tray = DiceTray()
    qtbot.addWidget(tray)
    tray.resize(240, 150)
    tray.show()
    tray.show_roll((6, 5), "Base roll 11: the caller loses 10 and the dice pass", 900)
    bounds = tray.rect()
    for time in range(0, 900, 25):
        tray.animation.setCurrentTime(time)
        assert tray.caption == ROLLING
        for rect, angle in tray.die_places():
            turn = QTransform().translate(rect.center().x(), rect.center().y()).rotate(angle)
            turned = turn.map(rect.translated(-rect.center())).boundingRect()
            assert bounds.contains(turned.toAlignedRect()), (time, angle, turned)
    tray.animation.setCurrentTime(900)
    assert not tray.rolling and tray._shown == (6, 5) and tray.caption.startswith("Base roll 11")


def test_the_roll_in_words_waits_for_the_dice_to_stop(window, qtbot):
    match, screen = table(window, qtbot, 2, (1366, 768))
    screen.speed_factor = 1.0  # animations on
    before = screen.bar.status.text()
    qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    words = str(match.state.round.log[-1])
    assert screen.dice.rolling and words not in screen.steps.text() and screen.bar.status.text() == before
    qtbot.waitUntil(lambda: not screen.dice.rolling, timeout=3000)
    assert words in screen.steps.text() and screen.dice.caption == words


def test_an_undo_stops_the_tumble_on_the_dice_left(window, qtbot):
    match, screen = table(window, qtbot, 2, (1366, 768), {"draw": "external"})
    window.controller.enter_chance(match.state.legal_actions()[0])
    screen.speed_factor = 1.0  # animations on
    shown = screen.dice.values
    window.controller.enter_chance(match.state.legal_actions()[-1])
    assert screen.dice.rolling
    window.controller.undo()
    assert not screen.dice.rolling and screen.dice._shown == shown == match.state.round.dice


def test_caller_controls_are_at_least_9_mm(window, qtbot):
    nine_mm = touch_px(window)
    match, screen = table(window, qtbot, 2, (1366, 768))
    controls = screen.controls
    for widget in (controls.primary, controls.auto, controls.speed, screen.bar.more):
        assert widget.height() >= nine_mm, widget
    match, screen = table(window, qtbot, 2, (1366, 768), {"draw": "external"})
    die_buttons = [button for row in screen.dice_entry.rows for button in row if button.isVisible()]
    assert die_buttons and all(min(b.width(), b.height()) >= nine_mm for b in die_buttons)
    assert die_buttons[0].font().pixelSize() >= 24  # big faces, not small ones
    window.controller.enter_chance(match.state.legal_actions()[0])
    assert screen.undo_entry.height() >= nine_mm


def test_touch_targets_follow_the_screens_dpi(qtbot, monkeypatch):
    monkeypatch.setattr(QScreen, "logicalDotsPerInch", lambda screen: 192.0)
    assert touch_px() == 69  # 9 mm at 192 dpi
    entry = DiceEntry()
    qtbot.addWidget(entry)
    assert all(button.minimumHeight() >= 69 for row in entry.rows for button in row)


def visible_texts(root):
    for widget in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if widget.isVisible() and widget.text():
            yield widget


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("options", [None, {"draw": "external"}])
def test_no_text_under_12_px_nor_clipped(window, qtbot, size, options):
    match, screen = table(window, qtbot, 4, size, options)
    for _ in range(6):
        if options:
            window.controller.enter_chance(match.state.legal_actions()[0])
        else:
            qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    qtbot.wait(30)
    checked = list(visible_texts(screen))
    assert screen.bar.status in checked and screen.drawn.label in checked
    for widget in checked:
        text = widget.text().replace("&", "")
        assert QFontInfo(widget.font()).pixelSize() >= 12, text
        wraps = isinstance(widget, QLabel) and (widget.wordWrap() or widget.textFormat() == Qt.TextFormat.RichText)
        if not wraps:
            assert widget.fontMetrics().horizontalAdvance(text) <= widget.contentsRect().width(), text
    assert label_px(screen) >= 12
    top_left = screen.boards.mapTo(screen, QPointF(0, 0).toPoint())
    assert top_left.y() < 90  # the boards start right under the bar


@pytest.mark.parametrize("players", [6, 7, 12])
def test_every_players_score_column_heading_shows_or_scrolls_into_view(window, qtbot, turkish, players):
    """The side column's score table at 1366x768 (the default window), in Turkish ("Toplam" heads its
    rows, wider than "Total"): a player's column is never
    past the table's end with no way to scroll to it (six names were, the sixth cut in half);
    a name longer than its column is elided, whole on hover."""
    _match, screen = table(window, qtbot, players, (1180, 708))
    scores = screen.scores
    assert not cut_headers(window), cut_headers(window)
    header = scores.horizontalHeader()
    if header.length() > scores.viewport().width():
        assert scores.horizontalScrollBar().isVisible()
        assert scores.height() >= header.height() + scores.rowHeight(0) + scores.horizontalScrollBar().height()
