"""The Jokers table as one scene: the wooden board with its marbles, a badge by each seat's
corner, the stock and the discard pile in the middle, the marks of the picked marble's
destinations, the way to a hovered destination and each seat's last move as a faint trail.

The scene only draws what it is given and reports clicks (a marble, a marked destination, any
other hole); the screen decides what they mean."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from gamenight.games.jokers.track import HOLES, MARBLES, SEATS
from gamenight.games.jokers.ui.board_art import WoodBoard
from gamenight.games.jokers.ui.geometry import HALF, PITCH, SEAT_COLOURS, hole_point, side_of
from gamenight.games.jokers.ui.hand import face_of
from gamenight.games.jokers.ui.marbles import MarbleItem, TargetItem, TrailItem
from gamenight.table.badge import HEIGHT, WIDTH, BadgeInfo, PlayerBadge
from gamenight.table.card_painter import CARD_RATIO, paint_face

COLUMN = WIDTH + 40
FELT = QColor("#24402f")
BADGE_CORNERS = ((1, 1), (-1, 1), (-1, -1), (1, -1))  # by side: bottom, left, top, right
STEP_MS = 70
BUMP_HOLES = 5
"""A bumped marble's flight home takes as long as a walk of this many holes."""


class BoardScene(QGraphicsScene):
    marbleClicked = Signal(int)
    targetClicked = Signal(int)
    holeClicked = Signal(int)
    sound = Signal(str)
    """A marble's sound, as the animation shows it: a step at each hole it passes, its landing, a
    bumped marble leaving for home."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSceneRect(-HALF - COLUMN, -HALF - 14, 2 * (HALF + COLUMN), 2 * HALF + 28)
        self.setBackgroundBrush(FELT)
        self.viewer = -1  # nobody yet: the first `set_viewer` lays the seats out
        self.board = WoodBoard(0)
        self.addItem(self.board)
        self.marbles = {(seat, k): MarbleItem(seat, k, self.marbleClicked.emit)
                        for seat in range(SEATS) for k in range(MARBLES)}
        for item in self.marbles.values():
            self.addItem(item)
            item.passed.connect(lambda index, item=item: self._passed(item, index))
        self._legs: dict[MarbleItem, list[str]] = {}  # a moving marble's sound at each point of its way
        self.badges = [PlayerBadge() for _ in range(SEATS)]
        self.swatches = [MarbleItem(seat, -1, lambda hole: None) for seat in range(SEATS)]
        for badge, swatch in zip(self.badges, self.swatches, strict=False):
            self.addItem(badge)
            swatch.setScale(0.7)
            swatch.setZValue(2)
            swatch.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            swatch.setToolTip(QCoreApplication.translate("JokersTable", "This seat's marbles"))
            self.addItem(swatch)
        self.trails = [TrailItem(SEAT_COLOURS[seat], 150, PITCH * 0.2, 1) for seat in range(SEATS)]
        self.way = TrailItem("#ffe066", 220, PITCH * 0.16, 15)
        for trail in (*self.trails, self.way):
            self.addItem(trail)
        self.pile = PileItem()
        self.addItem(self.pile)
        self.targets: list[TargetItem] = []
        self._waiting: list[tuple[MarbleItem, object]] = []  # bumped marbles' flights, waiting for the mover
        self._retired: list[TargetItem] = []  # marks taken off while one of them may be handling a click

    # -- the seats ------------------------------------------------------------------------------
    def set_viewer(self, viewer: int) -> None:
        """Turn the board so that `viewer` sits at the bottom."""
        self.viewer = viewer
        self.board.set_viewer(viewer)
        for seat, badge in enumerate(self.badges):
            across, down = BADGE_CORNERS[side_of(seat, viewer)]
            badge.centre_on(QPointF(across * (HALF + COLUMN / 2), down * (HALF - HEIGHT / 2 - 10)))
            self.swatches[seat].setPos(badge.pos() + QPointF(10, HEIGHT - 30))

    def show_badges(self, infos: Sequence[BadgeInfo]) -> None:
        for badge, info in zip(self.badges, infos, strict=False):
            badge.show_info(info)

    # -- marbles --------------------------------------------------------------------------------
    def place_marbles(self, holes: Sequence[Sequence[int]], travels: dict[tuple[int, int], tuple] | None = None,
                      ms_per_hole: int = 0, hop: str = "marble_step", last: str = "") -> None:
        """Put every marble on its hole; those in `travels` ((seat, k) -> (path, bumped)) go
        there hole by hole, bumped ones once the (farthest) mover has arrived. Their sounds
        (`sound`): a step at each hole a walking marble passes, `hop` for one that goes straight
        to its hole (out of start, a joker's jump), a bump as a bumped marble leaves, and `last`,
        if given, in place of the farthest mover's landing (a team's last marble home). Without
        animation each mover sounds once, its landing."""
        travels = travels or {}
        self._legs.clear()
        for mover, flight in self._waiting:
            mover.arrived.disconnect(flight)
        self._waiting = []
        movers = [self.marbles[key] for key, (path, bumped) in sorted(travels.items(), key=lambda kv: -len(kv[1][0]))
                  if not bumped and self.marbles[key].pos() != MarbleItem.corner(hole_point(path[-1], self.viewer))]
        for key, item in self.marbles.items():
            hole = holes[key[0]][key[1]]
            item.hole = hole
            landing = MarbleItem.corner(hole_point(hole, self.viewer))
            if key in travels and ms_per_hole and item.pos() != landing:  # not already there (a split's first part)
                path, bumped = travels[key]
                points = [MarbleItem.corner(hole_point(step, self.viewer)) for step in path]
                if bumped and movers:
                    item.stop()
                    self._fly_after(movers[0], item, points, ms_per_hole * BUMP_HOLES)
                else:
                    self._legs[item] = self._leg_sounds(path, last if movers and item is movers[0] else "", hop)
                    item.animate(points, ms=ms_per_hole * len(path))
            elif key in travels and item.pos() != landing:  # no animation: one sound for the marble's move
                path, bumped = travels[key]
                self.sound.emit("marble_bump" if bumped else
                                self._leg_sounds(path, last if movers and item is movers[0] else "", hop)[-1])
                item.stop()
                item.setPos(landing)
            else:
                item.stop()
                item.setPos(landing)

    @staticmethod
    def _leg_sounds(path: Sequence[int], last: str, hop: str) -> list[str]:
        sounds = ["marble_step"] * len(path) if len(path) > 1 else [hop]
        if last:
            sounds[-1] = last
        return sounds

    def _passed(self, item: MarbleItem, index: int) -> None:
        legs = self._legs.get(item, [])
        if index < len(legs):
            self.sound.emit(legs[index])

    def _fly_after(self, mover: MarbleItem, item: MarbleItem, points: list[QPointF], ms: int) -> None:
        def flight() -> None:
            self._waiting.remove((mover, flight))
            mover.arrived.disconnect(flight)
            self.sound.emit("marble_bump")
            item.animate(points, ms=ms)

        mover.arrived.connect(flight)
        self._waiting.append((mover, flight))

    def mark_marbles(self, glowing: set[int], picked: int | None, hinted: set[int]) -> None:
        for item in self.marbles.values():
            item.set_marks(item.hole in glowing, item.hole == picked, item.hole in hinted)

    def marble_on(self, hole: int) -> MarbleItem | None:
        return next((item for item in self.marbles.values() if item.hole == hole), None)

    # -- destinations and trails -----------------------------------------------------------------------
    def show_targets(self, targets: Sequence[tuple[int, str]], on_hover) -> None:
        """Mark each (hole, count label) as a destination."""
        for item in self.targets:
            self.removeItem(item)
        if self.targets:
            self._retired += self.targets
            QTimer.singleShot(0, self._retired.clear)
        self.targets = [TargetItem(hole_point(hole, self.viewer), hole, label, self.targetClicked.emit, on_hover)
                        for hole, label in targets]
        for item in self.targets:
            self.addItem(item)
        self.way.show_points(())

    def target_at(self, hole: int) -> TargetItem | None:
        return next((item for item in self.targets if item.hole == hole), None)

    def show_way(self, holes: Sequence[int]) -> None:
        self.way.show_points([hole_point(hole, self.viewer) for hole in holes])

    def show_trails(self, trails: Sequence[Sequence[Sequence[int]]]) -> None:
        """Each seat's last move: a list of hole paths (the first hole where a marble started)."""
        for trail, paths in zip(self.trails, trails, strict=False):
            trail.show_paths([[hole_point(hole, self.viewer) for hole in path] for path in paths])

    # -- clicks on bare holes -------------------------------------------------------------------------
    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if any(isinstance(item, (MarbleItem, TargetItem)) for item in self.items(event.scenePos())):
            return
        hole = self.hole_near(event.scenePos())
        if hole is not None:
            self.holeClicked.emit(hole)

    def hole_near(self, point: QPointF) -> int | None:
        for hole in range(HOLES):
            delta = hole_point(hole, self.viewer) - point
            if delta.x() ** 2 + delta.y() ** 2 <= (PITCH * 0.45) ** 2:
                return hole
        return None


class PileItem(QGraphicsItem):
    """The stock (a back with the cards left) and the discard pile (its top card face up)."""

    CARD_W = 84.0

    def __init__(self):
        super().__init__()
        self.top: str | None = None
        self.stock_left = 0
        self.discards = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_pile(self, top: str | None, discards: int, stock_left: int) -> None:
        if (top, discards, stock_left) != (self.top, self.discards, self.stock_left):
            self.top, self.discards, self.stock_left = top, discards, stock_left
            self.update()

    def boundingRect(self) -> QRectF:
        height = self.CARD_W * CARD_RATIO
        return QRectF(-self.CARD_W - 30, -height / 2 - 10, 2 * self.CARD_W + 60, height + 50)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        width, height = self.CARD_W, self.CARD_W * CARD_RATIO
        stock = QRectF(-width - 12, -height / 2, width, height)
        pile = QRectF(12, -height / 2, width, height)
        paint_face(painter, stock, None)
        if self.top is not None:
            paint_face(painter, pile, face_of(self.top))
        else:
            painter.setPen(QPen(QColor("#f5e6c8"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(pile, 8, 8)
        font = QFont("DejaVu Sans")
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#fff8e1"))
        below = height / 2 + 4
        painter.drawText(QRectF(stock.left() - 10, below, width + 20, 24), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("JokersTable", "stock {count}").format(count=self.stock_left))
        painter.drawText(QRectF(pile.left() - 10, below, width + 20, 24), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("JokersTable", "discards {count}").format(count=self.discards))
