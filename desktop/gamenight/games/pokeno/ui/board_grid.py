"""The players' boards in a grid that fills the table (2x2 for four, 4x2 for eight where the
screen allows): as many to a page as fit with their line labels readable, the rest on further
pages with a bar to turn them. The viewer's board is framed and its page shows first; "My board"
brings it back."""
from __future__ import annotations

import math

from PySide6.QtCore import QSizeF, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.games.pokeno.ui.board_scene import BoardView, LineLabel, board_size
from gamenight.table.fonts import bold_font
from gamenight.table.touch import touch_px

MIN_LABEL_PX = 12
"""No line label is drawn smaller than this: boards that would need it go to another page."""
SPACING = 6
NEAR_BEST = 0.85
FIT_MARGIN = 1.02
"""A view fits its scene a little inside its own size: the layout allows for that."""


def board_scale(count: int, columns: int, width: float, height: float, board: QSizeF) -> float:
    """The scale of each of `count` boards laid out in `columns` in a width x height area."""
    rows = math.ceil(count / columns)
    cell_w = (width - SPACING * (columns - 1)) / columns
    cell_h = (height - SPACING * (rows - 1)) / rows
    return min(cell_w / board.width(), cell_h / board.height())


def best_columns(count: int, width: float, height: float, board: QSizeF) -> int:
    """The columns that show `count` boards largest; of layouts within 15% of that size, the one
    with the fewest empty places (8 boards go 4x2 rather than 3x3)."""
    scales = {columns: board_scale(count, columns, width, height, board) for columns in range(1, count + 1)}
    largest = max(scales.values())
    near = [columns for columns, scale in scales.items() if scale >= NEAR_BEST * largest]
    return min(near, key=lambda columns: (math.ceil(count / columns) * columns - count, -scales[columns]))


def page_layout(count: int, width: float, height: float, board: QSizeF) -> tuple[int, int]:
    """(boards a page, columns): the most boards that keep their labels at MIN_LABEL_PX or more."""
    least = MIN_LABEL_PX / min(LineLabel.TEXT_PX.values()) * FIT_MARGIN
    for per_page in range(count, 0, -1):
        columns = best_columns(per_page, width, height, board)
        if board_scale(per_page, columns, width, height, board) >= least:
            return per_page, columns
    return 1, 1


class BoardGrid(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(SPACING)
        self.bar = QWidget()
        bar = QHBoxLayout(self.bar)
        bar.setContentsMargins(0, 0, 0, 0)
        self.previous = self._button(self.tr("\u25c0 Previous"), bar, lambda: self.turn(-1))
        self.page_label = QLabel()
        self.page_label.setFont(bold_font(self, 16))
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bar.addWidget(self.page_label, 1)
        self.next = self._button(self.tr("Next \u25b6"), bar, lambda: self.turn(1))
        self.mine = self._button(self.tr("My board"), bar, self.show_mine)
        outer.addWidget(self.bar)
        self.bar.hide()
        self.area = QWidget()
        self.grid = QGridLayout(self.area)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(SPACING)
        outer.addWidget(self.area, 1)
        self.views: list[BoardView] = []
        self.focus: int | None = None
        self.page = 0
        self.per_page = 1
        self.columns = 1

    def _button(self, text: str, bar: QHBoxLayout, slot) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumSize(touch_px(self) * 3, touch_px(self))
        button.setFont(bold_font(self, 15))
        button.clicked.connect(slot)
        bar.addWidget(button)
        return button

    @property
    def pages(self) -> int:
        return math.ceil(len(self.views) / self.per_page) if self.views else 0

    def set_boards(self, views: list[BoardView], focus: int | None) -> None:
        """The boards in seat order; `focus` is the seat of the one person playing (its board
        framed), None when several people share the screen."""
        self.views = views
        self.focus = focus
        for seat, view in enumerate(views):
            view.board_scene.set_focus(seat == focus)
            view.hide()
        self._arrange(force=True)
        self.show_mine()

    def show_mine(self) -> None:
        self.show_page((self.focus or 0) // self.per_page)

    def turn(self, step: int) -> None:
        self.show_page((self.page + step) % max(1, self.pages))

    def show_page(self, page: int) -> None:
        self.page = page
        self._place()

    def visible_views(self) -> list[BoardView]:
        return self.views[self.page * self.per_page:(self.page + 1) * self.per_page]

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self, force: bool = False) -> None:
        """Choose the boards a page and the columns for the size of the table."""
        if not self.views:
            return
        board = board_size()  # the compact board: taller places get taller cards
        width, height = max(self.width(), 100), max(self.height(), 100)
        per_page, columns = page_layout(len(self.views), width, height, board)
        if per_page < len(self.views):  # the page bar takes some of the height
            bar_height = self.bar.sizeHint().height() + SPACING
            per_page, columns = page_layout(len(self.views), width, height - bar_height, board)
        if force or (per_page, columns) != (self.per_page, self.columns):
            first = self.page * self.per_page
            self.per_page, self.columns = per_page, columns
            self.page = min(first // per_page, self.pages - 1)
            self._place()

    def _place(self) -> None:
        for view in self.views:
            self.grid.removeWidget(view)
            view.hide()
        shown = self.visible_views()
        for index, view in enumerate(shown):
            self.grid.addWidget(view, index // self.columns, index % self.columns)
            view.show()
        rows = math.ceil(min(self.per_page, len(self.views)) / self.columns)  # the last page's too
        for line in range(max(self.grid.rowCount(), self.grid.columnCount())):
            self.grid.setRowStretch(line, 1 if line < rows else 0)
            self.grid.setColumnStretch(line, 1 if line < self.columns else 0)
        paged = self.pages > 1
        self.bar.setVisible(paged)
        if paged:
            first = self.page * self.per_page + 1
            last = first + len(shown) - 1
            self.page_label.setText(self.tr("Boards {first}\u2013{last} of {count}").format(
                first=first, last=last, count=len(self.views)))
            self.mine.setVisible(self.focus is not None)
            self.mine.setEnabled(self.focus not in range(first - 1, last))
