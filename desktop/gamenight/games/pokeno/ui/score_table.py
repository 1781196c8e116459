"""The round score table on the kit's ScoreSheet: void rounds and the round in play (the caller's
bonuses for 11s and 12s) get their own rows, the caller of each round is starred, and the table is
only as tall as its rows."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QSizePolicy

from gamenight.games.pokeno.views import PokenoView, RoundView
from gamenight.table.score_sheet import ScoreSheet

CALLER_MARK = " \u2605"


class ScoreTable(ScoreSheet):
    def __init__(self, names: list[str]):
        super().__init__(names)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing to edit: no highlighted current cell
        # more players than the side column holds at the columns' least width (six at 1366x768, seven
        # at 1920x1080): the table scrolls sideways
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.starred = False
        """A caller's star shows in the table (its footnote is only wanted then)."""

    def show_view(self, view: PokenoView) -> None:
        rows = [played for played in view.rounds if played.finished or any(played.points)]
        marks = [[CALLER_MARK if seat == played.caller else "" for seat in range(len(view.scores))]
                 for played in rows]
        self.show_rounds([played.points for played in rows], view.scores, marks)
        self.setVerticalHeaderLabels([_row_label(played) for played in rows] + [self.tr("Total")])
        self.starred = bool(rows)
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as the header and rows (no white below them), scrolling past the space given."""
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        crowded = self.horizontalHeader().length() > self.viewport().width()
        scroll = self.horizontalScrollBar().sizeHint().height() if crowded else 0
        self.setMaximumHeight(self.horizontalHeader().height() + rows + scroll + 2 * self.frameWidth() + 2)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()  # the scroll bar comes and goes with the room


def _row_label(played: RoundView) -> str:
    if played.void:
        return QCoreApplication.translate("ScoreTable", "void")
    if played.finished:
        return QCoreApplication.translate("ScoreTable", "R{number}").format(number=played.number)
    return QCoreApplication.translate("ScoreTable", "now")
