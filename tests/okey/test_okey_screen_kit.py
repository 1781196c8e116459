"""The Okey screen on the shared table kit: a GameScreen with the kit's pass gate, end panel,
pieces and badges; it shows nothing of another seat's rack or of the stock; its text stays
readable when a 1366x768 window scales the table down; the round-end panel covers the table's
middle opaquely and grows with the window."""
from PySide6.QtCore import Qt

from gamenight.core.records import Seat
from gamenight.games.okey.rules import Discard, Finish
from gamenight.games.okey.tiles import Tile
from gamenight.games.okey.ui.table_scene import BADGE_SCALE, TEXT_PX, RackTile
from gamenight.table.badge import PlayerBadge
from gamenight.table.fitted_view import FittedView
from gamenight.table.pieces import PieceItem
from gamenight.table.screen import GameScreen

from .test_okey_screen import WIN, rigged_match

BOTS = [Seat("Easy 0", "bot", "easy"), Seat("Ann"), Seat("Easy 2", "bot", "easy"), Seat("Bo", "bot", "hard")]


def shown_tiles(scene) -> set[Tile]:
    """Every tile the table scene paints (the okey callout shows a face, no particular tile)."""
    faces = set(scene.tiles) | {tile for stack in scene.stacks.values() for tile in stack.tiles}
    return faces | {scene.indicator.tile}


def test_the_screen_stands_on_the_kit_with_kit_badges_and_pieces(window, qtbot):
    match = rigged_match(WIN + " K13a", BOTS, options={"pairs": True})
    window.open_match(match)
    screen = window.screen_widget
    assert isinstance(screen, GameScreen) and screen.viewer == 1 and screen.pass_gate is not None
    assert all(isinstance(item, RackTile) and isinstance(item, PieceItem) for item in screen.scene.tiles.values())
    badges = screen.scene.badges
    assert all(isinstance(badge, PlayerBadge) for badge in badges.values())
    across, me, left = badges["across"].info, badges["self"].info, badges["left"].info
    assert across.name == "Bo" and across.level == "hard" and across.held == 14 and not across.to_move
    assert me.level is None and me.held == 0 and me.to_move  # the own rack is on the table, not on the badge
    assert "dealer" in left.detail and left.name == "Easy 0"
    assert me.team == across.team != left.team  # the partner mark of Pairs


def test_the_table_shows_no_tile_of_another_rack_or_the_stock(window, qtbot):
    match = rigged_match(WIN + " K13a", BOTS)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    screen.act(Discard(Tile.parse("K13a")))
    qtbot.waitUntil(lambda: match.current_player == 1, timeout=5000)
    current = match.state.round
    hidden = {tile for seat in (0, 2, 3) for tile in current.racks[seat]} | set(current.stock)
    shown = shown_tiles(screen.scene)
    assert set(current.racks[1]) <= shown and not shown & hidden


def test_scene_text_is_at_least_12_px_on_a_1366x768_table(window, qtbot):
    window.open_match(rigged_match(WIN + " K13a", BOTS))
    table = FittedView(window.screen_widget.scene)
    qtbot.addWidget(table)
    table.resize(1052, 712)  # the table's area in a maximised 1366x768 window (measured)
    table.show()
    qtbot.waitUntil(lambda: table.transform().m11() > 0.5)
    scale = table.transform().m11()
    assert TEXT_PX * scale >= 12 and 13 * BADGE_SCALE * scale >= 12  # captions; the badge's points line
    shown = table.mapFromScene(table.sceneRect()).boundingRect()
    assert shown.height() >= 712 - 40 and shown.width() >= 1052 - 40  # no wide dark bands


def test_the_round_end_panel_is_opaque_readable_and_grows_with_the_window(window, qtbot):
    match = rigged_match(WIN + " K13a", BOTS)
    window.open_match(match)
    screen = window.screen_widget
    window.resize(1366, 768)
    qtbot.wait(20)
    screen.act(Finish(Tile.parse("K13a")))
    panel = screen.end_panel
    assert panel.isVisible() and "Sets and runs" in panel.text.text() and "wins the round!" in panel.banner.text()
    assert "rgb(20,30,45)" in panel.styleSheet()  # no alpha: the plates do not show through
    small_width, small_px = panel.width(), panel.text.font().pixelSize()
    assert small_px >= 16 and screen.next_button.isVisible()
    assert panel.height() >= panel.heightForWidth(panel.width())  # the losses line is not cut off
    for place in ("left", "right"):  # the side players' plates lie wholly under the panel
        plate = screen.table_view.mapFromScene(screen.scene.badges[place].sceneBoundingRect()).boundingRect()
        plate.translate(screen.table_view.pos())
        assert panel.geometry().left() <= plate.left() and plate.right() <= panel.geometry().right()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: panel.width() > small_width, timeout=2000)
    assert panel.text.font().pixelSize() > small_px and panel.height() >= panel.heightForWidth(panel.width())
    qtbot.mouseClick(screen.next_button, Qt.MouseButton.LeftButton)
    assert match.state.round is not None and not panel.isVisible()
