"""PDF output shared by the games' print commands: an A4 writer and its printable area."""
from __future__ import annotations

from PySide6.QtCore import QMarginsF, QRectF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter


def a4_writer(path: str, title: str, landscape: bool = False) -> QPdfWriter:
    writer = QPdfWriter(path)
    writer.setTitle(title)
    writer.setCreator("Game Night")
    writer.setResolution(300)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation, QMarginsF(12, 12, 12, 12),
                                     QPageLayout.Unit.Millimeter))
    return writer


def page_rect(writer: QPdfWriter) -> QRectF:
    """The printable area in device pixels, from (0, 0)."""
    rect = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
    rect.moveTo(0, 0)
    return rect
