"""The score sheet, built from the engine's `completed_rounds()` (never from a game's internals):
a line per finished round and a total at the foot, a column per player; or, turned with
`players_as_rows` (ten players fit a narrow column), a row per player and a column per round.

Options for the shapes the games need: `round_labels` names the rounds a game plays in advance
(shown empty until played: Goker's three levels), `show_rounds(extra=...)` adds named lines before
the total (Goker's guess points), and `start` makes a "points left" sheet that counts down from the
start points (Okey): a "Start" line first and "Left" at the foot."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from gamenight.table.locale_text import number_text
from gamenight.table.names import shown_name

translate = QCoreApplication.translate

Line = tuple[str, list[str]]
"""A sheet line: its label and one text per player."""


class ScoreSheet(QTableWidget):
    def __init__(self, names: Sequence[str], *, players_as_rows: bool = False,
                 round_labels: Sequence[str] = (), start: float | None = None):
        super().__init__(0, 0)
        self.names = list(names)
        self.players_as_rows = players_as_rows
        self.round_labels = tuple(round_labels)
        self.start = start
        self.total_name = translate("ScoreSheet", "Total") if start is None else translate("ScoreSheet", "Left")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no current-cell frame on a sheet nobody edits
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        if not players_as_rows:  # turned, each line's column is as wide as its own words
            self.horizontalHeader().setMinimumSectionSize(36)
            self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # a long name: "Zeyn…"
        # many rounds as columns scroll sideways (to the latest); as rows they scroll down
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if players_as_rows
                                          else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.show_rounds([])

    def show_rounds(self, rounds: Sequence[Sequence[float]], totals: Sequence[float] | None = None,
                    marks: Sequence[Sequence[str]] = (), extra: Sequence[tuple[str, Sequence[float]]] = ()) -> None:
        """`rounds` as completed_rounds() gives them; `totals` (default: the start plus the rounds'
        and the extra lines' sums; for games whose score is not only these, pass `state.scores()`);
        `marks` adds a sign to a round's cell (the caller's star); `extra` adds (label, points)
        lines after the rounds."""
        players = range(len(self.names))
        if totals is None:
            totals = [(self.start or 0) + sum(points[seat] for points in rounds)
                      + sum(points[seat] for _, points in extra) for seat in players]
        lines: list[Line] = []
        if self.start is not None:
            lines.append((translate("ScoreSheet", "Start"), [number_text(self.start) for _ in players]))
        for number in range(max(len(rounds), len(self.round_labels))):
            played = number < len(rounds)
            signs = marks[number] if number < len(marks) else ["" for _ in players]
            lines.append((self._round_label(number),
                          [f"{number_text(rounds[number][seat])}{signs[seat]}" if played else "" for seat in players]))
        lines.extend((label, [number_text(value) for value in points]) for label, points in extra)
        lines.append((self.total_name, [number_text(total) for total in totals]))
        self._show_lines(lines)

    def _round_label(self, number: int) -> str:
        if number < len(self.round_labels):
            return self.round_labels[number]
        if self.players_as_rows:  # narrow columns: "R1", "R2"
            return translate("ScoreSheet", "R{number}").format(number=number + 1)
        return translate("ScoreSheet", "Round {number}").format(number=number + 1)

    def _show_lines(self, lines: list[Line]) -> None:
        """Each line a row under the players' names, or a column beside them; the total in bold."""
        if self.players_as_rows:
            self.setRowCount(len(self.names))
            self.setColumnCount(len(lines))
        else:
            self.setRowCount(len(lines))
            self.setColumnCount(len(self.names))
        for index, (_, texts) in enumerate(lines):
            for seat, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if index == len(lines) - 1:
                    font = QFont(self.font())  # the sheet's size (an item's own font is the app's)
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(*self._cell(index, seat), item)
        labels = [label for label, _ in lines]
        names = [shown_name(name) for name in self.names]
        self.setHorizontalHeaderLabels(labels if self.players_as_rows else names)
        self.setVerticalHeaderLabels(names if self.players_as_rows else labels)
        if not self.players_as_rows:  # a narrow column elides a long name (Qt's headers clip it): all of it on hover
            for seat, name in enumerate(names):
                heading = self.horizontalHeaderItem(seat)
                if heading is not None:
                    heading.setToolTip(name)
        if self.players_as_rows:
            self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            self.executeDelayedItemsLayout()  # as scrollToBottom does: the scroll range is up to date
            self.updateGeometries()
            self.fit_height()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().maximum())
        else:
            self.scrollToBottom()

    def _cell(self, line: int, seat: int) -> tuple[int, int]:
        return (seat, line) if self.players_as_rows else (line, seat)

    def fit_height(self) -> None:
        """Players as rows: every line's column as wide as its heading and numbers ("Tahmin" and
        "Toplam" are longer than "Guess" and "Total"), the total's taking any room left; as tall
        as the header, the rows and (when the lines are wider than the sheet) the scroll bar, so
        a short sheet leaves no empty box under it."""
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        overflow = header.length() > self.viewport().width()
        header.setStretchLastSection(not overflow)
        bar = self.horizontalScrollBar().sizeHint().height() if overflow else 0
        self.setFixedHeight(self.horizontalHeader().sizeHint().height() + self.verticalHeader().length()
                            + 2 * self.frameWidth() + 2 + bar)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.players_as_rows:
            self.fit_height()

    def total_texts(self) -> list[str]:
        last = (self.columnCount() if self.players_as_rows else self.rowCount()) - 1
        cells = [self.item(*self._cell(last, seat)) for seat in range(len(self.names))]
        return [cell.text() for cell in cells if cell is not None]
