"""What the keyboard reaches on the Okey table, in order: the rack's tiles slot by slot, the
stock and the left neighbour's discards (the two places a tile is taken from).

Enter or Space on a tile discards it (as a double-click does), F finishes with it (as dragging it
onto the indicator does), Shift+arrows move it along the rack (as dragging it does: onto a taken
slot the two swap). The screen asks the engine for every one of them, so a refusal is the
engine's, said as for a click."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAccessible

from gamenight.games.okey.arrange import ROW, SLOTS
from gamenight.games.okey.rules import Discard, Finish, TakeDiscard
from gamenight.games.okey.tiles import Tile, tile_name
from gamenight.table.language import translated
from gamenight.table.names import name_text
from gamenight.table.scene_focus import TABLE_KEYS, FocusStop

OKEY_KEYS = (*TABLE_KEYS,
             (QT_TRANSLATE_NOOP("GameKeys", "Enter, Space"),
              QT_TRANSLATE_NOOP("GameKeys", "on a rack tile: discard it; on the stock or the left discards: take")),
             (QT_TRANSLATE_NOOP("GameKeys", "F"),
              QT_TRANSLATE_NOOP("GameKeys", "finish the round with the focused tile")),
             (QT_TRANSLATE_NOOP("GameKeys", "Shift+arrow keys"),
              QT_TRANSLATE_NOOP("GameKeys", "move the focused tile along the rack")))
"""The keys of the Okey table, for the shortcuts list."""
translate = QCoreApplication.translate


def tile_words(tile: Tile, okey) -> str:
    """A tile as a person says it: "red 7", "false joker", "blue 3, the okey (wild)" (the tile's
    name is the engine's, one sentence a colour)."""
    words = translated(tile_name(tile))
    if not tile.is_false_joker and (tile.colour, tile.number) == okey:
        words = QCoreApplication.translate("OkeyKeys", "{tile}, the okey (wild)").format(tile=words)
    return words


def okey_stops(screen) -> list[FocusStop]:
    """The stops of `screen` (an OkeyScreen) as its table is drawn now."""
    scene = screen.scene
    stops = [_tile_stop(screen, tile) for tile in sorted(scene.tiles, key=lambda tile: scene.layout.slots[tile])]
    left = scene.stock.left  # a plain name: lupdate skips a call whose count is an attribute
    stock = translate("OkeyKeys", "Okey: the stock, %n tile(s) left", None, left)
    stops.append(FocusStop("stock", scene.stock, stock, screen.draw_from_stock))
    stack = scene.stacks["left"]
    if screen.view().indicator is not None:
        thrower = name_text(screen.names[screen.places()["left"]])
        if stack.tiles:
            words = QCoreApplication.translate("OkeyKeys", "Okey: {name}'s discards, {top} on top").format(
                name=thrower, top=tile_words(stack.tiles[-1], stack.okey))
        else:
            words = QCoreApplication.translate("OkeyKeys", "Okey: {name}'s discards, empty").format(name=thrower)
        stops.append(FocusStop("left discards", stack, words, lambda: screen.act(TakeDiscard())))
    return stops


def _tile_stop(screen, tile: Tile) -> FocusStop:
    scene = screen.scene
    slot = scene.layout.slots[tile]
    words = QCoreApplication.translate("OkeyKeys", "Okey: {tile}, rack slot {slot}").format(
        tile=tile_words(tile, scene.okey), slot=slot + 1)
    return FocusStop(tile, scene.tiles[tile], words, lambda: screen.act(Discard(tile)),
                     QAccessible.Role.ListItem, lambda dx, dy: _slide(screen, tile, dx, dy),
                     {Qt.Key.Key_F: lambda: screen.act(Finish(tile))})


def _slide(screen, tile: Tile, dx: int, dy: int) -> None:
    """Shift+arrow: the tile one slot along its row, or to the other row (a swap onto a tile)."""
    layout = screen.scene.layout
    slot = layout.slots[tile]
    row, column = divmod(slot, ROW)
    column = min(ROW - 1, max(0, column + dx))
    row = min(SLOTS // ROW - 1, max(0, row + dy))
    if row * ROW + column != slot:
        layout.move(tile, row * ROW + column)
        screen.scene.place_tiles()
        screen.scene.rackArranged.emit()
        screen.table_focus.refresh()
