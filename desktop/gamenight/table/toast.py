"""Words shown where the user looks: a toast by the spot the user tapped (a refusal, a hint: `Taps`
remembers it) or at the table's centre (what a bot just did), and a red flash on an entry that was
refused (a number entered twice). A toast goes by itself after a while, or when the next action is
accepted."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QWidget

from gamenight.table.keep_clear import clear_spot
from gamenight.table.overlay import Follower, area_rect

TOAST_MS = 5000
FLASH_MS = 900
MAX_WIDTH = 420
MARGIN = 12
STYLES = {
    False: "background:rgba(20,30,45,235);color:white;border-radius:10px;padding:10px 16px;",
    True: "background:rgba(183,28,28,240);color:white;border-radius:10px;padding:10px 16px;",
}
FLASH_STYLE = "border:3px solid #e53935;background:#ffcdd2;color:#1b1b1b;"
RESTORE = "flash_restore"
TAP_MEMORY_MS = 4000
"""A message within this long of a tap on the table shows by the tapped spot."""


class Toast(QLabel):
    """A short message laid over `area` (its parent is the area's parent, like the end panel's)."""

    def __init__(self, area: QWidget, parent: QWidget | None = None):
        super().__init__(parent or area)
        self.area = area
        self.setTextFormat(Qt.TextFormat.PlainText)  # a message may hold a player's name
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        font = self.font()
        font.setPixelSize(17)
        font.setBold(True)
        self.setFont(font)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.announcing = False
        """It says what a bot did (kept while the bots play on) rather than a message to the user."""
        self.wanted = QRect()
        """Where it was asked to show (by the tapped spot, or at the centre)."""
        self.at: QPoint | None = None
        self.avoiding: list[QRect] = []
        area.installEventFilter(Follower(self, self._follow_area))  # a smaller window keeps it inside
        self.hide()

    def show_text(self, text: str, at: QPoint | None = None, *, warning: bool = False,
                  announcing: bool = False, avoid: Sequence[QRect] = ()) -> None:
        """Show `text` just above `at` (a point in the area), or at the area's centre; moved to
        the nearest place that covers none of `avoid` (rectangles in this toast's parent)."""
        if not text:
            self.clear_toast()
            return
        self.announcing = announcing
        self.at = at
        self.setText(text)
        self.setStyleSheet(STYLES[warning])
        area = area_rect(self.area, self)
        width = min(MAX_WIDTH, max(area.width() - 2 * MARGIN, 80))
        self.setFixedWidth(min(width, self.fontMetrics().horizontalAdvance(text) + 40))
        self.adjustSize()
        self.wanted = QRect(self._spot(area, at), self.size())
        self.keep_clear_of(avoid)
        self.show()
        self.raise_()
        self.timer.start(TOAST_MS)

    def keep_clear_of(self, avoid: Sequence[QRect]) -> None:
        """Where it was wanted, or the nearest place that covers none of `avoid` (rectangles in
        this toast's parent): again when the table under it has changed."""
        self.avoiding = list(avoid)
        inside = area_rect(self.area, self).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        self.move(clear_spot(self.wanted, inside, avoid))

    def _follow_area(self) -> None:
        """The area changed size: where it was asked to show, in the area as it is now."""
        self.wanted = QRect(self._spot(area_rect(self.area, self), self.at), self.size())
        self.keep_clear_of(self.avoiding)

    def _spot(self, area: QRect, at: QPoint | None) -> QPoint:
        """Centred on the point and above it (below it near the top), kept inside the area."""
        if at is None:
            x, y = area.width() // 2 - self.width() // 2, area.height() // 3 - self.height() // 2
        else:
            x = at.x() - self.width() // 2
            y = at.y() - self.height() - MARGIN
            if y < MARGIN:
                y = at.y() + MARGIN * 2
        x = max(MARGIN, min(x, area.width() - self.width() - MARGIN))
        y = max(MARGIN, min(y, area.height() - self.height() - MARGIN))
        return QPoint(area.x() + x, area.y() + y)

    def clear_toast(self) -> None:
        self.timer.stop()
        self.hide()


def flash_error(widget: QWidget, duration_ms: int = FLASH_MS) -> None:
    """Turn `widget` red for a moment (a refused entry), then back as it was."""
    if widget.property(RESTORE) is None:
        widget.setProperty(RESTORE, widget.styleSheet())
    widget.setStyleSheet(FLASH_STYLE)
    QTimer.singleShot(max(duration_ms, 1), widget, lambda: end_flash(widget))


def end_flash(widget: QWidget) -> None:
    """Put back the widget's own look (at the flash's end, or at the next accepted action)."""
    restore = widget.property(RESTORE)
    if restore is not None:
        widget.setStyleSheet(restore)
        widget.setProperty(RESTORE, None)


def flashing(widget: QWidget) -> bool:
    return widget.property(RESTORE) is not None


class Taps(QObject):
    """Where the user last pressed on `area` (the table), in its coordinates."""

    def __init__(self, area: QWidget):
        super().__init__(area)
        self.area = area
        self.tap: QPoint | None = None
        self.clock = QElapsedTimer()
        area.installEventFilter(self)
        if isinstance(area, QAbstractScrollArea):  # a scene's view: its presses reach the viewport
            area.viewport().installEventFilter(self)

    def recent(self) -> QPoint | None:
        """The spot pressed last, if within `TAP_MEMORY_MS`: a message shows by it."""
        recent = self.tap is not None and self.clock.isValid() and self.clock.elapsed() < TAP_MEMORY_MS
        return self.tap if recent else None

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.MouseButtonPress and isinstance(watched, QWidget):
            self.tap = watched.mapTo(self.area, event.position().toPoint()) if watched is not self.area \
                else event.position().toPoint()
            self.clock.start()
        return False
