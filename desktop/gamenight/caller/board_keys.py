"""A console's called board by keyboard: Tab reaches the board (one tile at a time takes the
focus, as a roving tab stop does, so Tab then goes on past the board), the arrow keys move along
and across its rows, Home and End go to the first and last tile, Enter taps the focused tile as a
finger does. The focused tile is ringed as the table kit rings a focused item (`FocusMark`'s
colours), and each tile's accessible name says what it is now (`name(item)`), so a screen reader
hears "Goker: number 42 on the flashboard, guessed by Ada" as the focus lands on it.

Other keys pass on to the screen (Goker's typed numbers, Space to draw, G); `passes_enter()`
true lets Enter pass too (a number typed is entered rather than the focused tile)."""
from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QPushButton, QWidget

from gamenight.caller.called_board import CalledBoard
from gamenight.table.focus_mark import EDGE, EDGE_PX, INK, INK_PX
from gamenight.table.scene_focus import ARROWS

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
RING_MARGIN = 4  # pixels between a tile and its ring


class TileRing(QWidget):
    """The focus ring round one tile of the board: white inside black, over the tiles, letting
    every tap through to them."""

    def __init__(self, board: QWidget):
        super().__init__(board)
        self.board = board
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def ring(self, tile: QWidget | None) -> None:
        if tile is None:
            self.hide()
            return
        around = tile.geometry().adjusted(-RING_MARGIN, -RING_MARGIN, RING_MARGIN, RING_MARGIN)
        self.setGeometry(around.intersected(self.board.rect()))  # whole at the board's edges too
        self.raise_()
        self.show()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        area = QRect(EDGE_PX // 2, EDGE_PX // 2, self.width() - EDGE_PX, self.height() - EDGE_PX)
        for colour, width in ((EDGE, EDGE_PX), (INK, INK_PX)):
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(area, 6, 6)


class BoardKeys(QObject):
    def __init__(self, board: CalledBoard, name: Callable[[Hashable], str],
                 passes_enter: Callable[[], bool] = lambda: False):
        super().__init__(board)
        self.board = board
        self.name = name
        self.passes_enter = passes_enter
        self.places = {item: (row, column) for row, items in enumerate(board.face.rows)
                       for column, item in enumerate(items)}
        self.items = list(self.places)
        self.current: Hashable = self.items[0]
        self.ring = TileRing(board)
        for button in board.buttons.values():
            button.installEventFilter(self)
        self._rove(self.current)
        self.refresh()

    def refresh(self) -> None:
        """Name every tile as the board shows it now (called, guessed); its tooltip says the same
        (the board's own tooltip is made from the name, which these words replace)."""
        for item, button in self.board.buttons.items():
            name = self.name(item)
            button.setAccessibleName(name)
            button.setToolTip(name)
        self._show()

    def tile(self, item: Hashable) -> QPushButton:
        return self.board.buttons[item]

    def focus(self, item: Hashable) -> None:
        """Put the keyboard focus on `item`'s tile."""
        self._rove(item)
        self.tile(item).setFocus(Qt.FocusReason.OtherFocusReason)
        self._show()

    def _rove(self, item: Hashable) -> None:
        """Only the current tile is a tab stop: Tab comes onto the board there and leaves it next."""
        self.tile(self.current).setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.current = item
        self.tile(item).setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a tap leaves the keys' focus where it is

    def _show(self) -> None:
        tile = self.tile(self.current)
        self.ring.ring(tile if tile.hasFocus() else None)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut, QEvent.Type.Move, QEvent.Type.Resize):
            self._show()
        elif kind == QEvent.Type.KeyPress and watched is self.tile(self.current):
            return self._key(event.key())
        return False

    def _key(self, key) -> bool:
        if key in ARROWS:
            self.focus(self._step(*ARROWS[key]))
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.focus(self.items[0 if key == Qt.Key.Key_Home else -1])
        elif key in ENTER_KEYS and not self.passes_enter():
            self.tile(self.current).click()
        else:
            return False
        return True

    def _step(self, dx: int, dy: int) -> Hashable:
        """The tile beside the current one that way (the same column of the next row, the
        next tile of the row), or the current one at the board's edge."""
        row, column = self.places[self.current]
        rows = self.board.face.rows
        row, column = row + dy, column + dx
        if 0 <= row < len(rows) and 0 <= column < len(rows[row]):
            return rows[row][column]
        return self.current


class FocusedButtonRing(QObject):
    """The ring round whichever of `buttons` (children of `parent`) has the keyboard focus: a
    style's own focus frame is faint on a touch-sized button."""

    def __init__(self, parent: QWidget, buttons):
        super().__init__(parent)
        self.ring = TileRing(parent)
        for button in buttons:
            button.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self.ring.ring(watched)
        elif event.type() == QEvent.Type.FocusOut:
            self.ring.ring(None)
        return False


def enter_presses(buttons, by_tab: bool = False) -> None:
    """Enter presses these buttons when they have the focus: on a caller's screen Space draws
    (a window shortcut, which a focused button does not take), so Enter is the key that acts.
    `by_tab`: buttons made to keep out of the focus (touch targets) are reached by Tab still,
    though a tap does not take the focus from where the keys are."""
    for button in buttons:
        button.setAutoDefault(True)
        if by_tab:
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
