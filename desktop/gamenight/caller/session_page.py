"""The console between a session's games: what comes next, the standings, the program with each
game's winners, and the caller's buttons (start the next game, the projector window, the session
report, back to the games), each at least 9 mm tall. It only draws the summary it is given and
says what the caller pressed; `app/session_flow.py` does the rest."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamenight.caller.session_summary import SessionSummary, next_line, start_text, winners_text
from gamenight.table.fonts import bold_font, heading
from gamenight.table.names import name_text
from gamenight.table.touch import make_touch_sized

HEADLINE_PX = 26
TITLE_PX = 18
TABLE_PX = 16


class SessionPage(QWidget):
    startNext = Signal()
    projectorRequested = Signal()
    reportRequested = Signal()
    leaveRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.summary: SessionSummary | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.headline = heading(self, HEADLINE_PX)
        layout.addWidget(self.headline)
        self.progress = QLabel()
        layout.addWidget(self.progress)
        columns = QHBoxLayout()
        columns.setSpacing(24)
        self.standings_title, self.standings = self._titled_table(columns, 3)
        self.games_title, self.games = self._titled_table(columns, 4)
        layout.addLayout(columns, 1)
        buttons = QHBoxLayout()
        self.start_button = QPushButton()
        self.start_button.setFont(bold_font(self, TITLE_PX))
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.startNext)
        self.projector_button = QPushButton()
        self.projector_button.clicked.connect(self.projectorRequested)
        self.report_button = QPushButton()
        self.report_button.clicked.connect(self.reportRequested)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leaveRequested)
        for button in (self.start_button, self.projector_button, self.report_button, self.leave_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        make_touch_sized([self.start_button, self.projector_button, self.report_button, self.leave_button])
        layout.addLayout(buttons)
        self._name_buttons()

    def _titled_table(self, columns: QHBoxLayout, stretch: int) -> tuple[QLabel, QTableWidget]:
        column = QVBoxLayout()
        title = heading(self, TITLE_PX)
        column.addWidget(title)
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.verticalHeader().hide()
        table.setWordWrap(True)
        font = table.font()
        font.setPixelSize(TABLE_PX)
        table.setFont(font)
        column.addWidget(table, 1)
        columns.addLayout(column, stretch)
        return title, table

    def _name_buttons(self) -> None:
        self.projector_button.setText(self.tr("Projector window for the audience\u2026"))
        self.report_button.setText(self.tr("Print the session report (PDF)\u2026"))
        self.leave_button.setText(self.tr("Back to the games"))
        self.leave_button.setToolTip(self.tr("The session is kept: Resume brings it back"))

    def show_session(self, summary: SessionSummary) -> None:
        self.summary = summary
        self.headline.setText(next_line(summary))
        self.progress.setText(self.tr("Games played: {played} of {count}").format(played=len(summary.played),
                                                                                  count=summary.count))
        self.start_button.setVisible(summary.next_number is not None)
        if summary.next_number is not None:
            self.start_button.setText(start_text(summary))
            self.start_button.setFocus()  # Enter or Space starts it
        self.standings_title.setText(self.tr("Standings"))
        self._fill(self.standings, [self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Played"),
                                    self.tr("Won")],
                   [[str(standing.place), f"{standing.person.glyph} {name_text(standing.person.name)}",
                     str(standing.points), str(standing.played), str(standing.wins)]
                    for standing in summary.standings])
        self.games_title.setText(self.tr("Games"))
        self._fill(self.games, [self.tr("Game"), self.tr("Winners")], self._program_rows(summary))

    def _program_rows(self, summary: SessionSummary) -> list[list[str]]:
        played = {game.number: game for game in summary.played}
        rows = []
        for number, name in enumerate(summary.program, start=1):
            if number in played:
                state = winners_text(played[number])
            elif number == summary.next_number:
                state = self.tr("next")
            elif number == summary.running_number:
                state = self.tr("being played")
            else:
                state = self.tr("to come")
            rows.append([f"{number}. {name}", state])
        return rows

    @staticmethod
    def _fill(table: QTableWidget, headers: list[str], rows: list[list[str]]) -> None:
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignVCenter |
                                      (Qt.AlignmentFlag.AlignLeft if column == 1 or len(headers) == 2
                                       else Qt.AlignmentFlag.AlignCenter))
                table.setItem(row, column, item)
        header = table.horizontalHeader()
        for column in range(len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == 1 else
                                        QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()

    def changeEvent(self, event) -> None:
        """A new language: the buttons and what the page shows said in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_buttons()
            if self.summary is not None:
                self.show_session(self.summary)
