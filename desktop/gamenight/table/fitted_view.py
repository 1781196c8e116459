"""A QGraphicsView that always shows its whole scene, scaled to fit, with no scroll bars. Items
that cache themselves (DeviceCoordinateCache) re-render at the new size and stay sharp. Its
accessible interface is the kit's table pane (`accessible_table.py`) from the start."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from gamenight.table.accessible_table import install_table_accessibility


class FittedView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene):
        install_table_accessibility()  # before Qt can first ask for the view's interface
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
