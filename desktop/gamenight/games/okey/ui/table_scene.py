"""The Okey table as one QGraphicsScene: the player's wooden rack (two rows of slots) at the
bottom, the stock and the indicator in the middle, the other three players round the table and
the four discard stacks in the corners, each between the player who throws on it (on their right)
and the player who may take it.

Tiles on the rack are dragged anywhere: a tile lands on the slot under the pointer where it is let
go, however it was gripped (onto a taken slot they swap); dragged onto the own discard stack or
double-clicked they are discarded, dragged onto the indicator they finish. The
left neighbour's stack and the stock are taken from by a click or by dragging them to the rack.
The scene only reports what the player asked for; the screen asks the engine."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from gamenight.games.okey.arrange import ROW, RackLayout
from gamenight.games.okey.tiles import Tile, tile_label
from gamenight.games.okey.ui.tile_art import paint_tile
from gamenight.table.badge import PlayerBadge
from gamenight.table.language import translated
from gamenight.table.names import plain_markup
from gamenight.table.pieces import PieceItem

translate = QCoreApplication.translate

WIDTH, HEIGHT = 1260, 860  # about the shape of the table's area on a laptop and a full-HD screen
TILE_W, TILE_H = 68, 95
PITCH = 74
RACK_X, RACK_Y = (WIDTH - ROW * PITCH) / 2, 618
ROW_GAP = TILE_H + 22
"""The rack runs the table's whole width, under everything else: its tiles are the ones a player
reads and moves all game, so they get the room (at 50x70 beside the two stacks they were drawn
about 36x48 px on a 1366x768 screen, with empty felt above and below)."""
SMALL_W, SMALL_H = 44, 62  # tiles on the table
TEXT_PX = 15  # captions: at least 12 px on screen when a 1366x768 window scales the table down
BADGE_SCALE = 1.15  # the kit's badge, grown so its small line stays readable when scaled down
STACK_RECTS = {  # where each stack lies, by its thrower's place relative to the player
    "left": QRectF(16, 412, 160, 186),     # the left neighbour's: the player takes from it
    "self": QRectF(1084, 412, 160, 186),   # the player's own (the right neighbour takes from it)
    "right": QRectF(1060, 56, 180, 150),
    "across": QRectF(20, 56, 180, 150),
}
INSPECTABLE = ("left", "self")
"""The stacks the player takes from and throws on: their tiles may be looked through, and are counted."""
STOCK_RECT = QRectF(430, 270, 130, 150)
INDICATOR_RECT = QRectF(590, 270, 130, 150)
BADGE_CENTRES = {"left": QPointF(230, 330), "across": QPointF(WIDTH / 2, 64), "right": QPointF(1040, 330),
                 "self": QPointF(WIDTH / 2, 520)}
FELT = QColor("#2f5d46")
RAISED = 10.0  # a tile held by the mouse lies over the others
RESTING = 2.0


def slot_position(slot: int) -> QPointF:
    row, column = divmod(slot, ROW)
    return QPointF(RACK_X + column * PITCH + (PITCH - TILE_W) / 2, RACK_Y + row * ROW_GAP)


def nearest_slot(point: QPointF) -> int:
    column = int((point.x() - RACK_X) // PITCH)
    row = 0 if point.y() < RACK_Y + ROW_GAP - 6 else 1
    return row * ROW + min(ROW - 1, max(0, column))


def caption_font() -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(TEXT_PX)
    font.setBold(True)
    return font


class RackTile(PieceItem):
    """A tile on the player's rack: dragged, dropped, double-clicked; it glides back to its slot."""

    def __init__(self, tile: Tile, okey, scene: TableScene):
        super().__init__(TILE_W, TILE_H)
        self.tile = tile
        self.okey = okey
        self.table = scene
        self.highlight = False
        label = translated(tile_label(tile))
        self.setToolTip(translate("OkeyTable", "{tile} \u2014 okey (wild)").format(tile=label)
                        if (tile.colour, tile.number) == okey else label)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(RESTING)

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        if self.highlight:
            painter.setPen(QPen(QColor("#ffd54f"), 5))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)
        paint_tile(painter, rect, self.tile, self.okey)

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def mousePressEvent(self, event) -> None:
        self.stop()
        self.setZValue(RAISED)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        self.setZValue(RESTING)
        self.table.tile_dropped(self, event.scenePos())  # where the pointer lets go, not the tile's centre

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
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
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
        """The glowing frame while active, and the caption inside it (wrapped within the frame,
        never onto it)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            painter.setPen(QPen(QColor("#ffd54f"), 3))
            painter.setBrush(QColor(255, 255, 255, 28))
            painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 10, 10)
        paint_caption(painter, self.boundingRect(), caption, QColor("#e8f5e9"))


def paint_caption(painter: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
    """Text along the bottom of `rect`, up to three lines, kept 8 units inside its edges."""
    painter.setFont(caption_font())
    painter.setPen(colour)
    painter.drawText(QRectF(rect.left() + 8, rect.bottom() - 66, rect.width() - 16, 58),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap, text)


def small_tile_rect(width: float, top: float = 12) -> QRectF:
    """A table tile centred across an item `width` wide."""
    return QRectF((width - SMALL_W) / 2, top, SMALL_W, SMALL_H)


class StockItem(_Clickable):
    def __init__(self, scene: TableScene):
        super().__init__(STOCK_RECT, scene)
        self.left = 0

    def activated(self) -> None:
        self.table.drawRequested.emit()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        spot = small_tile_rect(self.rect.width(), 18)
        for depth in range(min(4, max(1, self.left // 12))):
            paint_tile(painter, spot.translated(depth * 3, -depth * 3), None, face_up=False)
        if not self.left:
            painter.setPen(QPen(QColor("#a5d6a7"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(spot, 5, 5)
        self.paint_frame(painter, translate("OkeyTable", "Stock: {count}").format(count=self.left))


class StackItem(_Clickable):
    def __init__(self, place: str, scene: TableScene):
        super().__init__(STACK_RECTS[place], scene)
        self.place = place
        self.tiles: tuple[Tile, ...] = ()
        self.okey = None
        self.caption = ""
        self.inspectable = place in INSPECTABLE

    def show_tiles(self, tiles: tuple[Tile, ...], okey, caption: str) -> None:
        self.tiles, self.okey, self.caption = tiles, okey, caption
        if self.inspectable:
            listed = ", ".join(translated(tile_label(tile)) for tile in tiles)
            self.setToolTip(plain_markup(translate("OkeyTable", "{caption}, oldest first: {tiles}").format(
                caption=caption, tiles=listed) if tiles else translate("OkeyTable", "{caption}: empty").format(
                caption=caption)))
        self.update()

    def activated(self) -> None:
        self.table.takeRequested.emit()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        shown = self.tiles[-4:] if self.inspectable else self.tiles[-1:]
        first = small_tile_rect(self.rect.width()).translated(-3 * (len(shown) - 1), 0)
        for index, tile in enumerate(shown):  # older tiles peek out behind the top one
            paint_tile(painter, first.translated(index * 6, index * 4), tile, self.okey)
        if not self.tiles:
            painter.setPen(QPen(QColor("#a5d6a7"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(first, 5, 5)
        self.paint_frame(painter, self.caption)


class IndicatorItem(QGraphicsObject):
    def __init__(self):
        super().__init__()
        self.setPos(INDICATOR_RECT.topLeft())
        self.tile: Tile | None = None
        self.target = False  # glowing while a finish is possible

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, INDICATOR_RECT.width(), INDICATOR_RECT.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        spot = small_tile_rect(INDICATOR_RECT.width(), 18)
        if self.target:
            painter.setPen(QPen(QColor("#ffd54f"), 3, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 213, 79, 40))
            painter.drawRoundedRect(spot.adjusted(-14, -8, 14, 8), 10, 10)
        if self.tile is not None:
            paint_tile(painter, spot, self.tile)
        paint_caption(painter, self.boundingRect(), translate("OkeyTable", "Indicator"), QColor("#e8f5e9"))


class OkeyCallout(QGraphicsObject):
    """"Okey: red 5" beside the indicator, with the okey tile itself."""

    def __init__(self):
        super().__init__()
        self.setPos(INDICATOR_RECT.right() + 6, INDICATOR_RECT.top())
        self.okey_tile: Tile | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 170, INDICATOR_RECT.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.okey_tile is None:
            return
        okey = (self.okey_tile.colour, self.okey_tile.number)
        paint_tile(painter, small_tile_rect(self.boundingRect().width(), 18), self.okey_tile, okey)
        words = translate("OkeyTable", "Okey: {tile}").format(tile=translated(tile_label(self.okey_tile)))
        paint_caption(painter, self.boundingRect().adjusted(-8, 0, 8, 0), words, QColor("#ffe082"))


def scaled_badge(centre: QPointF) -> PlayerBadge:
    badge = PlayerBadge()
    badge.setTransformOriginPoint(badge.boundingRect().center())
    badge.setScale(BADGE_SCALE)
    badge.centre_on(centre)
    return badge


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
        self.badges = {place: scaled_badge(centre) for place, centre in BADGE_CENTRES.items()}
        for item in [self.stock, self.indicator, self.callout, *self.stacks.values(), *self.badges.values()]:
            self.addItem(item)

    # -- painting the table ------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, QColor("#1d3b2c"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
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
            target = slot_position(self.layout.slots[tile])
            item.animate(target, z=RESTING, ms=0 if item.pos() == target else self.glide_ms)

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
