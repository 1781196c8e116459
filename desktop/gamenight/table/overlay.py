"""One panel laid over the table (round and game ends, a winner banner, the pass gate): a dark
rounded frame centred over the area it covers, re-centred whenever that area changes size, with
a rich-text message and buttons under it."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

PANEL_STYLE = "QFrame#overlay{background:rgb(20,30,45);border-radius:16px;} QFrame#overlay QLabel{color:white;}"
"""Opaque: a panel over the table must not let the board's text show through it."""
MAX_WIDTH = 820


class OverlayPanel(QFrame):
    def __init__(self, area: QWidget, parent: QWidget | None = None):
        """`area`: the widget the panel lies over (it must share `parent`, or be it)."""
        super().__init__(parent or area)
        self.area = area
        self.max_width = MAX_WIDTH  # a screen may let its panel grow with a large table
        self.setObjectName("overlay")
        self.setStyleSheet(PANEL_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        self.text = QLabel()
        self.text.setTextFormat(Qt.RichText)  # callers escape names (app/names.py)
        self.text.setAlignment(Qt.AlignCenter)
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.body = QVBoxLayout()
        layout.addLayout(self.body)
        self.buttons = QHBoxLayout()
        layout.addLayout(self.buttons)
        self._follower = _Follower(self)
        area.installEventFilter(self._follower)
        self.hide()

    def add_button(self, text: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(52)
        button.clicked.connect(slot)
        self.buttons.addWidget(button)
        return button

    def show_message(self, html: str) -> None:
        self.text.setText(html)
        self.show()  # placed once shown: only then does it know the height its text needs
        self.place()
        self.raise_()

    def place(self) -> None:
        """Centre over the area, as wide as it needs up to `max_width`, never larger than the area."""
        area = self.area.geometry() if self.area is not self.parentWidget() else self.area.rect()
        width = min(area.width() - 40, self.max_width)
        for _ in range(2):  # a new width re-wraps the text, which may need another height
            self.layout().invalidate()
            height = min(area.height() - 40, self.heightForWidth(width) if self.hasHeightForWidth()
                         else self.sizeHint().height())
            self.setGeometry(area.x() + (area.width() - width) // 2, area.y() + (area.height() - height) // 2,
                             width, max(height, 60))


class _Follower(QObject):
    """Keeps the panel centred when the area it covers is resized or moved."""

    def __init__(self, panel: OverlayPanel):
        super().__init__(panel)
        self.panel = panel

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Resize, QEvent.Move) and self.panel.isVisible():
            self.panel.place()
        return False
