"""The Qt bindings must not corrupt Python's reference counts (PySide6 6.12.0 did, on Python
3.11: every void method call dropped a reference to None, and painting crashed the app)."""
import sys

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_void_calls_keep_the_reference_count_of_none():
    image = QImage(20, 20, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.save()
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(QRectF(0, 0, 10, 10), 2, 2)
        painter.restore()
    after = sys.getrefcount(None)
    painter.end()
    assert after - before > -50
