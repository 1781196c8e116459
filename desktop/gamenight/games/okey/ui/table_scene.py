"""The Okey table as one QGraphicsScene: the player's wooden rack (two rows of slots) at the
bottom, the stock and the indicator in the middle, the other three players round the table and
the four discard stacks in the corners, each between the player who throws on it (on their right)
and the player who may take it.

Tiles on the rack are dragged anywhere (onto a taken slot they swap); dragged onto the own
discard stack or double-clicked they are discarded, dragged onto the indicator they finish. The
left neighbour's stack and the stock are taken from by a click or by dragging them to the rack.
The scene only reports what the player asked for; the screen asks the engine."""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from gamenight.games.okey.arrange import ROW, RackLayout
from gamenight.games.okey.tiles import Tile, tile_label
from gamenight.games.okey.ui.tile_art import paint_tile

WIDTH, HEIGHT = 1260, 660
TILE_W, TILE_H = 50, 70
PITCH = 54
RACK_X, RACK_Y = (WIDTH - ROW * PITCH) / 2, 478
ROW_GAP = 84
SMALL_W, SMALL_H = 40, 56  # tiles on the table
STACK_RECTS = {  # where each stack lies, by its thrower's place relative to the player
    "left": QRectF(22, 466, 160, 166),     # the left neighbour's: the player takes from it
    "self": QRectF(1078, 466, 160, 166),   # the player's own (the right neighbour takes from it)
    "right": QRectF(1078, 92, 160, 112),
    "across": QRectF(22, 92, 160, 112),
}
STOCK_RECT = QRectF(470, 228, 120, 110)
INDICATOR_RECT = QRectF(650, 228, 120, 110)
FELT = QColor("#2f5d46")


def slot_position(slot: int) -> QPointF:
    row, column = divmod(slot, ROW)
    return QPointF(RACK_X + column * PITCH + (PITCH - TILE_W) / 2, RACK_Y + row * ROW_GAP)


def nearest_slot(point: QPointF) -> int:
    column = int((point.x() - RACK_X) // PITCH)
    row = 0 if point.y() < RACK_Y + ROW_GAP - 6 else 1
    return row * ROW + min(ROW - 1, max(0, column))


class TileItem(QGraphicsObject):
    def __init__(self, tile: Tile, okey, size=(TILE_W, TILE_H)):
        super().__init__()
        self.tile = tile
        self.okey = okey
        self.size = size
        self.highlight = False
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setToolTip(tile_label(tile) + (" \u2014 okey (wild)" if (tile.colour, tile.number) == okey else ""))
        self._animation: QPropertyAnimation | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.size[0] + 6, self.size[1] + 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, *self.size)
        if self.highlight:
            painter.setPen(QPen(QColor("#ffd54f"), 5))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)
        paint_tile(painter, rect, self.tile, self.okey)

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def glide_to(self, point: QPointF, ms: int) -> None:
        if self._animation is not None:
            self._animation.stop()
        if ms <= 0 or self.pos() == point:
            self.setPos(point)
            return
        self._animation = QPropertyAnimation(self, b"pos", self)
        self._animation.setDuration(ms)
        self._animation.setEndValue(point)
        self._animation.start()


class RackTile(TileItem):
    """A tile on the player's rack: dragged, dropped, double-clicked."""

    def __init__(self, tile: Tile, okey, scene: TableScene):
        super().__init__(tile, okey)
        self.table = scene
        self.setFlag(QGraphicsItem.ItemIsMovable, True)
        self.setCursor(Qt.OpenHandCursor)
        self.setZValue(2)

    def mousePressEvent(self, event) -> None:
        self.setZValue(10)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        self.setZValue(2)
        self.table.tile_dropped(self, self.sceneBoundingRect().center())

    def mouseDoubleClickEvent(self, event) -> None:
        self.table.discardRequested.emit(self.tile)


class _Clickable(QGraphicsObject):
    """A table item the player may click, or drag and let go over the rack."""

    def __init__(self, rect: QRectF, scene: TableScene):
        super().__init__()
        self.rect = rect
        self.table = scene
        self.active = False
        self.setPos(rect.topLeft())

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def set_active(self, on: bool) -> None:
        self.active = on
        self.setCursor(Qt.PointingHandCursor if on else Qt.ArrowCursor)
        self.update()

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if not self.active:
            return
        inside = self.boundingRect().contains(event.pos())
        on_rack = self.table.rack_rect().contains(event.scenePos())
        if inside or on_rack:
            self.activated()

    def activated(self) -> None:
        raise NotImplementedError

    def paint_frame(self, painter: QPainter, caption: str) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        if self.active:
            painter.setPen(QPen(QColor("#ffd54f"), 3))
            painter.setBrush(QColor(255, 255, 255, 28))
            painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 10, 10)
        painter.setPen(QColor("#e8f5e9"))
        font = QFont("DejaVu Sans")
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(4, self.rect.height() - 42, self.rect.width() - 8, 40),
                         Qt.AlignHCenter | Qt.AlignBottom | Qt.TextWordWrap, caption)


class StockItem(_Clickable):
    def __init__(self, scene: TableScene):
        super().__init__(STOCK_RECT, scene)
        self.left = 0

    def activated(self) -> None:
        self.table.drawRequested.emit()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for depth in range(min(4, max(1, self.left // 12))):
            paint_tile(painter, QRectF(36 + depth * 3, 14 - depth * 3, SMALL_W, SMALL_H), None, face_up=False)
        if not self.left:
            painter.setPen(QPen(QColor("#a5d6a7"), 2, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(QRectF(36, 14, SMALL_W, SMALL_H), 5, 5)
        self.paint_frame(painter, f"Stock: {self.left}")


class StackItem(_Clickable):
    def __init__(self, place: str, scene: TableScene):
        super().__init__(STACK_RECTS[place], scene)
        self.place = place
        self.tiles: tuple[Tile, ...] = ()
        self.okey = None
        self.caption = ""
        self.inspectable = place in ("left", "self")

    def show_tiles(self, tiles: tuple[Tile, ...], okey, caption: str) -> None:
        self.tiles, self.okey, self.caption = tiles, okey, caption
        if self.inspectable:
            listed = ", ".join(tile_label(tile) for tile in tiles) or "empty"
            self.setToolTip(f"{caption}, oldest first: {listed}")
        self.update()

    def activated(self) -> None:
        self.table.takeRequested.emit()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        shown = self.tiles[-4:] if self.inspectable else self.tiles[-1:]
        x0 = (self.rect.width() - SMALL_W - 6 * (len(shown) - 1)) / 2
        for index, tile in enumerate(shown):  # older tiles peek out behind the top one
            paint_tile(painter, QRectF(x0 + index * 6, 10 + index * 4, SMALL_W, SMALL_H), tile, self.okey)
        if not self.tiles:
            painter.setPen(QPen(QColor("#a5d6a7"), 2, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(QRectF(x0, 10, SMALL_W, SMALL_H), 5, 5)
        count = f" ({len(self.tiles)})" if self.inspectable and self.tiles else ""
        self.paint_frame(painter, self.caption + count)


class IndicatorItem(QGraphicsObject):
    def __init__(self):
        super().__init__()
        self.setPos(INDICATOR_RECT.topLeft())
        self.tile: Tile | None = None
        self.okey = None
        self.target = False  # glowing while a finish is possible

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, INDICATOR_RECT.width() + 60, INDICATOR_RECT.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        if self.target:
            painter.setPen(QPen(QColor("#ffd54f"), 3, Qt.DashLine))
            painter.setBrush(QColor(255, 213, 79, 40))
            painter.drawRoundedRect(QRectF(22, 2, SMALL_W + 28, SMALL_H + 16), 10, 10)
        if self.tile is not None:
            paint_tile(painter, QRectF(36, 8, SMALL_W, SMALL_H), self.tile)
        font = QFont("DejaVu Sans")
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#e8f5e9"))
        painter.drawText(QRectF(0, self.boundingRect().height() - 24, 112, 22), Qt.AlignCenter, "Indicator")


class OkeyCallout(QGraphicsObject):
    """"Okey: red 5" beside the indicator, with the okey tile itself."""

    def __init__(self):
        super().__init__()
        self.setPos(INDICATOR_RECT.right() + 6, INDICATOR_RECT.top())
        self.okey_tile: Tile | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 130, INDICATOR_RECT.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.okey_tile is None:
            return
        okey = (self.okey_tile.colour, self.okey_tile.number)
        paint_tile(painter, QRectF(40, 8, SMALL_W, SMALL_H), self.okey_tile, okey)
        font = QFont("DejaVu Sans")
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffe082"))
        painter.drawText(QRectF(0, self.boundingRect().height() - 24, 130, 22), Qt.AlignCenter,
                         "Okey: " + tile_label(self.okey_tile))


class PlayerBadge(QGraphicsObject):
    def __init__(self, centre: QPointF):
        super().__init__()
        self.setPos(centre.x() - 110, centre.y() - 34)
        self.name = ""
        self.detail = ""
        self.tiles = 0
        self.to_move = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 220, 68)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(QColor("#ffd54f"), 3) if self.to_move else Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 12, 12)
        font = QFont("DejaVu Sans")
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(10, 6, 200, 22), Qt.AlignCenter, self.name)
        font.setPixelSize(13)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#e8f5e9"))
        painter.drawText(QRectF(10, 28, 200, 18), Qt.AlignCenter, self.detail)
        backs = min(self.tiles, 15)
        for index in range(backs):  # the backs of the tiles on their rack
            painter.setBrush(QColor("#2e7d32"))
            painter.setPen(QPen(QColor("#c8e6c9"), 1))
            painter.drawRoundedRect(QRectF(110 - backs * 6.5 + index * 13, 48, 11, 14), 2, 2)


class TableScene(QGraphicsScene):
    discardRequested = Signal(object)  # Tile
    finishRequested = Signal(object)  # Tile
    takeRequested = Signal()
    drawRequested = Signal()
    rackArranged = Signal()  # the player moved a tile on the rack

    def __init__(self, parent: QObject | None = None):
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self.layout = RackLayout()
        self.okey = None
        self.glide_ms = 160
        self.tiles: dict[Tile, RackTile] = {}
        self.stock = StockItem(self)
        self.indicator = IndicatorItem()
        self.callout = OkeyCallout()
        self.stacks = {place: StackItem(place, self) for place in STACK_RECTS}
        self.badges = {"left": PlayerBadge(QPointF(210, 300)), "across": PlayerBadge(QPointF(WIDTH / 2, 52)),
                       "right": PlayerBadge(QPointF(WIDTH - 210, 300)), "self": PlayerBadge(QPointF(WIDTH / 2, 410))}
        for item in [self.stock, self.indicator, self.callout, *self.stacks.values(), *self.badges.values()]:
            self.addItem(item)

    # -- painting the table ------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#1d3b2c"))
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(Qt.NoPen)
        painter.setBrush(FELT)
        painter.drawRoundedRect(QRectF(6, 6, WIDTH - 12, HEIGHT - 12), 26, 26)
        wood = QLinearGradient(0, RACK_Y - 14, 0, RACK_Y + ROW_GAP + TILE_H + 14)
        wood.setColorAt(0, QColor("#a1683a"))
        wood.setColorAt(1, QColor("#6d4223"))
        painter.setBrush(QBrush(wood))
        painter.drawRoundedRect(self.rack_rect(), 12, 12)
        painter.setPen(QPen(QColor("#4e2f18"), 3))
        for row in range(2):  # the ledge each row of tiles stands on
            y = RACK_Y + row * ROW_GAP + TILE_H + 3
            painter.drawLine(QPointF(RACK_X - 6, y), QPointF(RACK_X + ROW * PITCH + 2, y))

    def rack_rect(self) -> QRectF:
        return QRectF(RACK_X - 14, RACK_Y - 12, ROW * PITCH + 24, ROW_GAP + TILE_H + 26)

    # -- the player's rack ----------------------------------------------------------------------------
    def show_rack(self, rack: tuple[Tile, ...], okey, layout: RackLayout, face_up: bool = True) -> list[Tile]:
        """Show `rack` in `layout`'s slots (the layout is the player's and is kept by the
        screen); returns the tiles new to it."""
        self.layout = layout
        self.okey = okey
        new = layout.sync(rack)
        for tile in list(self.tiles):
            if tile not in layout.slots or not face_up:
                self.removeItem(self.tiles.pop(tile))
        if face_up:
            for tile in layout.slots:
                if tile not in self.tiles:
                    item = RackTile(tile, okey, self)
                    self.tiles[tile] = item
                    self.addItem(item)
                    item.setPos(slot_position(layout.slots[tile]))
            self.place_tiles()
        return new

    def place_tiles(self) -> None:
        for tile, item in self.tiles.items():
            item.glide_to(slot_position(self.layout.slots[tile]), self.glide_ms)

    def mark_new(self, tiles: list[Tile]) -> None:
        """Glow on the tiles just taken, until the next change."""
        for tile, item in self.tiles.items():
            item.set_highlight(tile in tiles)

    def tile_dropped(self, item: RackTile, point: QPointF) -> None:
        if self.stacks["self"].rect.contains(point):
            self.discardRequested.emit(item.tile)
        elif self.indicator.sceneBoundingRect().contains(point):
            self.finishRequested.emit(item.tile)
        elif self.rack_rect().adjusted(-20, -30, 20, 30).contains(point):
            self.layout.move(item.tile, nearest_slot(point))
            self.rackArranged.emit()
        self.place_tiles()  # whatever happened, the tile goes back to a slot until the engine says
