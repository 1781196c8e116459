"""A table widget never narrower than its words, so that it never scrolls sideways nor cuts a
column: Goker's sheets in a row under the TV's board, the night page's standings."""
from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableWidget


def fit_width(table: QTableWidget, *, rows_may_scroll: bool = False) -> None:
    """At least as wide as its row names (when shown) and every column's words; with
    `rows_may_scroll`, with room for the scroll bar that more rows than fit bring."""
    header = table.horizontalHeader()
    needs = [max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
             for column in range(table.columnCount())]
    stretched = header.sectionResizeMode(0) == QHeaderView.ResizeMode.Stretch if needs else False
    columns = len(needs) * max(needs) if stretched else sum(needs)  # stretched columns are all as wide
    names = table.verticalHeader().sizeHint().width() if not table.verticalHeader().isHidden() else 0
    bar = table.verticalScrollBar().sizeHint().width() if rows_may_scroll else 0
    table.setMinimumWidth(names + columns + bar + 2 * table.frameWidth() + 2)
