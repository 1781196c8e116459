"""A QGraphicsView that always shows its whole scene, scaled to fit, with no scroll bars. Items
that cache themselves (DeviceCoordinateCache) re-render at the new size and stay sharp."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView


class FittedView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene):
        super().__init__(scene)
        self.fitted_scene = scene  # a view does not own its scene: keep it alive with the view
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self.fitted_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self.fitted_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
