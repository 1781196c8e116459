"""No text under 12 px on any game's screen at 1366x768 and 1920x1080, each game started the way a
user starts it (its tile, the new-game dialog with its defaults, Start): widget text measured from
the fonts Qt resolves, scene text from its font and the view's scale."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QWidget,
)

from gamenight.core import registry
from user_path import start_from_launcher

SMALLEST_PX = 12
SIZES = [(1366, 768), (1920, 1080)]


def small_widget_text(root: QWidget) -> list[str]:
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
        if text.strip() and not (isinstance(widget, QLabel) and widget.pixmap() and not widget.pixmap().isNull()):
            pixels = QFontInfo(widget.font()).pixelSize()
            if pixels < SMALLEST_PX:
                found.append(f"{type(widget).__name__} {text[:30]!r}: {pixels} px")
    return found


def small_scene_text(root: QWidget) -> list[str]:
    found = []
    for view in root.findChildren(QGraphicsView):
        if not view.isVisibleTo(root) or view.scene() is None:
            continue
        scale = view.transform().m22()
        for item in view.scene().items():
            if not isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) or not item.isVisible():
                continue
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if not text.strip():
                continue
            pixels = QFontInfo(item.font()).pixelSize() * scale * item.sceneTransform().m22()
            if pixels < SMALLEST_PX - 0.5:
                found.append(f"scene text {text[:30]!r}: {pixels:.1f} px")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game_id", [info.id for info in registry.games() if info.built])
def test_no_text_under_12_px(window, qtbot, game_id, size):
    window.resize(*size)
    start_from_launcher(window, qtbot, game_id, lambda dialog: None)
    qtbot.wait(50)
    small = small_widget_text(window) + small_scene_text(window)
    assert not small, f"{game_id} at {size[0]}x{size[1]}: " + "; ".join(small[:12])
