"""A piece on the table (a card, a tile, a marble) that moves the way things move on a table:
along a path of points (a marble hole by hole, a card in an arc), raised above the others while it
travels, turning face up or down, and pulsing once to draw the eye.

A game's piece derives from `PieceItem` and paints itself in `paint_piece(painter, rect)`; the
kit owns the motion. A duration of 0 (animations off in the preferences) places it at once.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

RAISED_Z = 1000.0


class PieceItem(QGraphicsObject):
    arrived = Signal()
    passed = Signal(int)
    """Each point of an animated path reached, by its index (a marble's hole): what a sound follows."""

    def __init__(self, width: float, height: float, face_up: bool = True):
        super().__init__()
        self.width, self.height = width, height
        self.face_up = face_up
        self._flip = 1.0  # horizontal scale while turning over: 1 -> 0 -> 1
        self._pulse = 1.0
        self._motion: QSequentialAnimationGroup | None = None
        self._effects: list[QPropertyAnimation] = []
        self._rest_z = 0.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(width / 2, height / 2)

    # -- painting ------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        centre = QPointF(self.width / 2, self.height / 2)
        painter.translate(centre)
        painter.scale(self._flip * self._pulse, self._pulse)
        painter.translate(-centre)
        self.paint_piece(painter, QRectF(0, 0, self.width, self.height))
        painter.restore()

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        """Games draw the piece (its face when `self.face_up`, else its back) in `rect`."""
        raise NotImplementedError

    # -- motion --------------------------------------------------------------------------------
    @property
    def moving(self) -> bool:
        return self._motion is not None

    def animate(self, to: QPointF | Sequence[QPointF], z: float | None = None, face_up: bool | None = None,
                ms: int = 0) -> None:
        """Move to a point, or through every point of a path, in `ms` milliseconds in all; rest at
        `z` (default: where it was), turning to `face_up` on the way."""
        path = [to] if isinstance(to, QPointF) else list(to)
        self.stop()
        if z is not None:
            self._rest_z = z
        elif not self.moving:
            self._rest_z = self.zValue()
        if face_up is not None and face_up != self.face_up:
            self.flip(face_up, ms // 2)
        if ms <= 0 or not path:
            if path:
                self.setPos(path[-1])
            self.setZValue(self._rest_z)
            self.arrived.emit()
            return
        self.setZValue(RAISED_Z)
        group = QSequentialAnimationGroup(self)
        lengths = _leg_lengths(self.pos(), path)
        total = sum(lengths) or 1.0
        for index, (point, length) in enumerate(zip(path, lengths, strict=False)):
            leg = QPropertyAnimation(self, b"pos", group)
            leg.finished.connect(lambda index=index: self.passed.emit(index))
            leg.setEndValue(point)
            leg.setDuration(max(1, int(ms * length / total)))
            leg.setEasingCurve(QEasingCurve.Type.Linear if len(path) > 1 else QEasingCurve.Type.OutCubic)
            group.addAnimation(leg)
        group.finished.connect(self._landed)
        self._motion = group
        group.start()

    def stop(self) -> None:
        """End a move at once, at its destination."""
        if self._motion is not None:
            motion, self._motion = self._motion, None
            last = motion.animationAt(motion.animationCount() - 1)
            assert isinstance(last, QPropertyAnimation), "a move ends with its last leg"
            motion.stop()
            self.setPos(last.endValue())
            self.setZValue(self._rest_z)

    def _landed(self) -> None:
        self._motion = None
        self.setZValue(self._rest_z)
        self.arrived.emit()

    # -- turning over and pulsing -----------------------------------------------------------------
    def flip(self, face_up: bool, ms: int = 0) -> None:
        """Turn over: the piece narrows to an edge, changes face and widens again."""
        if ms <= 0:
            self.face_up = face_up
            self.update()
            return
        narrow = self._effect(b"flip_scale", 1.0, 0.0, ms // 2)

        def turn() -> None:
            self.face_up = face_up
            self._effect(b"flip_scale", 0.0, 1.0, ms // 2).start()

        narrow.finished.connect(turn)
        narrow.start()

    def pulse(self, ms: int = 500, grow: float = 1.15) -> None:
        """Grow and shrink back once (a new card, a winning tile, a marble that can move)."""
        if ms <= 0:
            return
        animation = self._effect(b"pulse_scale", 1.0, 1.0, ms)
        animation.setKeyValueAt(0.5, grow)
        animation.start()

    def _effect(self, name: bytes, start: float, end: float, ms: int) -> QPropertyAnimation:
        animation = QPropertyAnimation(self, name, self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(max(1, ms))
        self._effects = [effect for effect in self._effects if effect.state() != QPropertyAnimation.State.Stopped]
        self._effects.append(animation)
        return animation

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    def _get_pulse(self) -> float:
        return self._pulse

    def _set_pulse(self, value: float) -> None:
        self._pulse = value
        self.update()

    flip_scale = Property(float, _get_flip, _set_flip)
    pulse_scale = Property(float, _get_pulse, _set_pulse)


def _leg_lengths(start: QPointF, path: list[QPointF]) -> list[float]:
    lengths, here = [], start
    for point in path:
        delta = point - here
        lengths.append((delta.x() ** 2 + delta.y() ** 2) ** 0.5)
        here = point
    return lengths
