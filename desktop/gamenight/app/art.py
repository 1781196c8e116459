"""SVG art rendered sharp at the screen's device pixel ratio."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from gamenight.resources import resource_path


@lru_cache(maxsize=64)
def _renderer(relative: str) -> QSvgRenderer:
    renderer = QSvgRenderer(str(resource_path(relative)))
    if not renderer.isValid():
        raise ValueError(f"resource {relative} is not a valid SVG")
    return renderer


def svg_pixmap(relative: str, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The SVG drawn into a pixmap of `size` logical pixels at the given ratio."""
    pixmap = QPixmap(size * device_pixel_ratio)
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(relative).render(painter)
    painter.end()
    return pixmap


def app_icon() -> QIcon:
    """The app's icon, drawn by Qt's SVG icon engine at each size when first asked for it (rendering
    seven sizes up front cost about a tenth of start-up)."""
    icon = QIcon(str(resource_path("icons/gamenight.svg")))
    if icon.isNull():  # no SVG icon engine: draw the sizes here
        for side in (16, 24, 32, 48, 64, 128, 256):
            icon.addPixmap(svg_pixmap("icons/gamenight.svg", QSize(side, side)))
    return icon
