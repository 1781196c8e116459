"""The Okey rack: a tile let go over a slot lands on that slot however it was gripped, and the
"Sort by colour" / "Sort by number" buttons lay the rack out as the mobile apps do."""
from PySide6.QtCore import QPointF, Qt

from gamenight.core.records import Seat
from gamenight.games.okey.tiles import Tile
from gamenight.games.okey.ui.table_scene import TILE_H, TILE_W, slot_position
from okey.test_okey_screen import drag, rigged_match, tiles

SEATS = [Seat("Easy 0", "bot", "easy"), Seat("Ann"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]
RACK = "R5a Fa Y5a R1a K7a B10a R2a B7a B11a Y2a R3a Y7a B12a K13a Y3a"  # the indicator R4a makes R5 the okey


def opened(window):
    window.open_match(rigged_match(RACK, SEATS))
    return window.screen_widget


def test_a_tile_gripped_at_its_edge_lands_on_the_slot_under_the_pointer(window, qtbot):
    screen = opened(window)
    scene, view = screen.scene, screen.table_view
    y7 = Tile.parse("Y7a")
    grip = scene.tiles[y7].pos() + QPointF(4, TILE_H / 2)  # the tile's left edge
    drop = slot_position(5) + QPointF(TILE_W - 4, TILE_H / 2)  # over slot 5, near its right side
    drag(view, grip, drop)
    assert scene.layout.slots[y7] == 5  # its centre was over slot 6: the pointer decides
    grip = scene.tiles[y7].pos() + QPointF(TILE_W / 2, TILE_H - 3)  # its bottom edge
    drag(view, grip, slot_position(20) + QPointF(TILE_W / 2, 4))  # the top of a bottom-row slot
    assert scene.layout.slots[y7] == 20
    assert scene.tiles[y7].pos() == slot_position(20) or scene.tiles[y7].moving
    assert window.controller.match.record.view_state  # the arrangement is kept for a resume


def test_sort_by_colour_and_by_number(window, qtbot):
    screen = opened(window)
    layout = screen.scene.layout
    qtbot.mouseClick(screen.colour_button, Qt.MouseButton.LeftButton)
    by_colour = "R1a R2a R3a Fa K7a K13a B7a B10a B11a B12a Y2a Y3a Y5a Y7a R5a"  # the false joker is red 5
    assert layout.ordered() == tiles(by_colour)
    for group in ("R1a R2a R3a Fa", "K7a K13a", "B7a B10a B11a B12a", "Y2a Y3a Y5a Y7a"):
        slots = [layout.slots[tile] for tile in tiles(group)]
        assert slots == list(range(slots[0], slots[0] + len(slots))) and slots[0] // 16 == slots[-1] // 16
    qtbot.mouseClick(screen.number_button, Qt.MouseButton.LeftButton)
    by_number = "R1a R2a Y2a R3a Y3a Fa Y5a K7a B7a Y7a B10a B11a B12a K13a R5a"
    assert layout.ordered() == tiles(by_number)
    assert [layout.slots[tile] for tile in tiles(by_number)] == [*range(14), 15]  # the okey after a gap
    assert {item.pos().toTuple() for item in screen.scene.tiles.values()} <= {
        slot_position(slot).toTuple() for slot in range(32)} or any(item.moving for item in screen.scene.tiles.values())
