"""One panel laid over the table (round and game ends, a winner banner, the pass gate): a dark
rounded frame centred over the area it covers, re-centred whenever that area changes size, with
a rich-text message and buttons under it. `EndPanel` is the one for round and game ends: a
winner banner, the game's winning picture and the buttons every end offers."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

PANEL_STYLE = "QFrame#overlay{background:rgb(20,30,45);border-radius:16px;} QFrame#overlay QLabel{color:white;}"
"""Opaque: a panel over the table must not let the board's text show through it."""
MAX_WIDTH = 820
EDGE = 8
"""The least gap between a panel and the screen's edges."""


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
        self.text.setTextFormat(Qt.TextFormat.RichText)  # callers escape names (app/names.py)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.body = QVBoxLayout()
        layout.addLayout(self.body)
        self.buttons = QHBoxLayout()
        layout.addLayout(self.buttons)
        area.installEventFilter(Follower(self, self.place))
        self.hide()

    def add_button(self, text: str, slot=None) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(52)
        button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        if slot is not None:
            button.clicked.connect(slot)
        self.buttons.addWidget(button)
        return button

    def show_message(self, html: str) -> None:
        """Show the panel with `html`; arriving while the keyboard is at this table, it takes the
        focus onto its first button (the next round, "show my cards"), as a dialog would."""
        arriving = self.isHidden()
        self.text.setText(html)
        self.show()  # placed once shown: only then does it know the height its text needs
        self.place()
        self.raise_()
        focused = QApplication.focusWidget()
        screen = self.parentWidget()
        if arriving and focused is not None and screen is not None and screen.isAncestorOf(focused):
            row = [self.buttons.itemAt(index) for index in range(self.buttons.count())]
            buttons = [item.widget() for item in row if item is not None]
            first = next((button for button in buttons if button is not None and button.isVisibleTo(self)), None)
            if first is not None:
                first.setFocus(Qt.FocusReason.OtherFocusReason)

    def setVisible(self, visible: bool) -> None:
        """Hidden with the focus on one of its buttons, the panel gives the keyboard back to the table."""
        focused = QApplication.focusWidget()
        giving_back = not visible and focused is not None and self.isAncestorOf(focused)
        super().setVisible(visible)
        if giving_back:
            self.area.setFocus(Qt.FocusReason.OtherFocusReason)

    def needed_height(self, width: int) -> int:
        layout = self.layout()
        assert layout is not None, "built in __init__"
        invalidate_all(layout)
        return self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()

    def place(self) -> None:
        """Centre over the area, as wide as it needs up to `max_width` and the area's width; as tall
        as its words and buttons need, past the area's edges when the area is too short for them (a
        small window), but never past the screen's."""
        area = area_rect(self.area, self)
        width = min(area.width() - 40, self.max_width)
        room = laid_over(self).height()
        for _ in range(2):  # a new width re-wraps the text, which may need another height
            height = max(min(room - 2 * EDGE, self.needed_height(width)), 60)
            top = area.y() + (area.height() - height) // 2
            top = max(EDGE, min(top, room - EDGE - height))
            self.setGeometry(area.x() + (area.width() - width) // 2, top, width, height)


def invalidate_all(layout: QLayout) -> None:
    """Forget the sizes `layout` and every layout inside it measured: a nested layout otherwise
    keeps a picture's old height until the event loop turns (a card made smaller still counted as
    tall, so the panel stayed tall and the card was made smaller again)."""
    layout.invalidate()
    for index in range(layout.count()):
        item = layout.itemAt(index)
        inner = item.layout() if item is not None else None
        if inner is not None:
            invalidate_all(inner)


def area_rect(area: QWidget, widget: QWidget) -> QRect:
    """The rectangle of `area` in the coordinates of `widget`'s parent (a widget laid over it),
    wherever the area lies under that parent (in a stack of pages, say)."""
    parent = laid_over(widget)
    if area is parent:
        return area.rect()
    return QRect(parent.mapFromGlobal(area.mapToGlobal(QPoint(0, 0))), area.size())



def laid_over(widget: QWidget) -> QWidget:
    """The widget an overlay lies over: its parent, which it always has."""
    parent = widget.parentWidget()
    assert parent is not None, "an overlay is made with its parent"
    return parent


class Follower(QObject):
    """Calls `keep` (re-place the widget) when the area it covers is resized or moved, while the
    widget shows."""

    def __init__(self, widget: QWidget, keep: Callable[[], None]):
        super().__init__(widget)
        self.widget = widget
        self.keep = keep

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and self.widget.isVisible():
            self.keep()
        return False


BANNER_STYLE = "color:#ffd54f;"
LEAST_PICTURE = 60


class EndPanel(OverlayPanel):
    """The round and game end: a winner banner, the message, the winning card, board, rack or
    hand as the game draws it (`picture`), the game's own buttons (the next round...) and the
    ones every end has: a new game with the same players (once the game is over), the round's
    log and the way back to the launcher."""

    def __init__(self, area: QWidget, parent: QWidget | None = None):
        super().__init__(area, parent)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setTextFormat(Qt.TextFormat.RichText)  # callers escape names (app/names.py)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(BANNER_STYLE)
        font = self.banner.font()
        font.setPixelSize(30)
        font.setBold(True)
        self.banner.setFont(font)
        layout.removeWidget(self.text)
        words = QVBoxLayout()  # kept together, in the middle of a taller picture beside them
        words.addStretch(1)
        words.addWidget(self.banner)
        words.addWidget(self.text)
        words.addStretch(1)
        self.middle = QHBoxLayout()
        """The banner over the message, and the picture beside them when a tall picture would not
        fit under them (it may then be as tall as both)."""
        self.middle.addLayout(words, 1)
        layout.insertLayout(0, self.middle)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.addWidget(self.picture)
        self.again_button = super().add_button(self.tr("New game, same players"))
        self.log_button = super().add_button(self.tr("Round log"))
        self.launcher_button = super().add_button(self.tr("Back to the games"))
        self.own_buttons = 0
        self.full_picture = QPixmap()
        self.least_picture = LEAST_PICTURE
        """The least height the picture is made (a game may want its winning card larger)."""

    def place(self) -> None:
        """As the plain panel, the picture made smaller when the whole would not fit the area (to
        `least_picture` px high at the least: then the panel reaches past the area)."""
        full = self.full_picture
        if full.isNull():
            super().place()
            return
        ratio = full.devicePixelRatio()
        tallest = round(full.height() / ratio)
        least = min(self.least_picture, tallest)
        height = tallest
        self.picture.setPixmap(full)
        for _ in range(3):  # the words' height is known once laid out at the width they get
            super().place()
            spare = area_rect(self.area, self).height() - 40 - self.needed_height(self.width())
            if spare >= 0 or height <= least:
                break
            height = max(least, height + spare)
            smaller = full.scaledToHeight(round(height * ratio), Qt.TransformationMode.SmoothTransformation)
            smaller.setDevicePixelRatio(ratio)
            self.picture.setPixmap(smaller)
        super().place()

    def add_button(self, text: str, slot=None) -> QPushButton:
        """The game's own buttons come first in the row, before the ones every end has."""
        button = super().add_button(text, slot)
        self.buttons.insertWidget(self.own_buttons, button)
        self.own_buttons += 1
        return button

    def show_end(self, banner: str, html: str, picture: QPixmap | None = None, *, over: bool,
                 beside: bool = False, again: str | None = None) -> None:
        """Show an end: `banner` and `html` are rich text (names escaped); `picture` what won,
        under the message or, `beside` it (a tall picture over a short table); `again`: the
        words of the button after a game's end, when not a new game with the same players."""
        self.body.removeWidget(self.picture)
        self.middle.removeWidget(self.picture)
        (self.middle if beside else self.body).addWidget(self.picture)
        self.banner.setText(banner)
        self.banner.setVisible(bool(banner))
        self.full_picture = picture if picture is not None else QPixmap()
        self.picture.setPixmap(self.full_picture)
        self.picture.setVisible(not self.full_picture.isNull())
        self.again_button.setText(again or self.tr("New game, same players"))
        self.again_button.setVisible(over)
        self.show_message(html)


def scenes_picture(scenes: Sequence[QGraphicsScene], height: int, gap: int = 16) -> QPixmap:
    """The scenes drawn side by side at `height` pixels (the winning boards, a winning card),
    sharp on a high-density screen."""
    ratio = 2
    widths = [int(scene.sceneRect().width() * height / max(scene.sceneRect().height(), 1)) for scene in scenes]
    width = sum(widths) + gap * max(len(scenes) - 1, 0)
    picture = QPixmap(max(width, 1) * ratio, height * ratio)
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    x = 0
    for scene, scene_width in zip(scenes, widths, strict=False):
        scene.render(painter, QRectF(x, 0, scene_width, height), scene.sceneRect())
        x += scene_width + gap
    painter.end()
    return picture
