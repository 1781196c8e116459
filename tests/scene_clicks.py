"""Mouse events sent to a point of a QGraphicsScene through its view, as a user's clicks and drags."""
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication


def send(view, kind, point: QPointF, buttons=Qt.MouseButton.LeftButton) -> None:
    local = view.mapFromScene(point)
    event = QMouseEvent(kind, QPointF(local), QPointF(view.viewport().mapToGlobal(local)), Qt.MouseButton.LeftButton,
                        buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def grip(item, inset: float = 8) -> QPointF:
    """A point on a fanned card's visible left edge (the next card covers the rest)."""
    return item.mapToScene(QPointF(inset, item.height / 2))
