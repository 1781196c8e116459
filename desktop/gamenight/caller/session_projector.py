"""The session's projector window between its games, read from the back of a hall: what comes
next ("Game 2 of 5, next: Super Pokeno Bonus", or who won the session), each game's winners so
far, and the standings (the leaders in full size, a crowd after them as large as fits). It takes
the place of the game's audience window between games (`app/session_flow.py`); its only
control is the full-screen button (see `ProjectorWindow`). Every size is drawn for a 1920x1080
picture and follows the window's size."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout

from gamenight.caller.projector import HALL, CrowdLines, ProjectorWindow
from gamenight.caller.session_summary import SessionSummary, next_line, standing_line, winners_line
from gamenight.core.words import words

HEADLINE_PX = 60
TITLE_PX = 40
LEADERS = 3
"""The people at the top of the standings, always in the standings' full size."""
GOLD = "color:#ffd54f;"
COLUMN_SPACING = 6


class SessionProjector(ProjectorWindow):
    def __init__(self):
        super().__init__(words("SessionProjector", "Game Night session \u2014 projector"))
        self.summary: SessionSummary | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(16)
        self.headline = self.text_line(HEADLINE_PX)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addLayout(self.header(self.headline))
        row = QHBoxLayout()
        row.setSpacing(40)
        winners = QVBoxLayout()
        winners.setSpacing(COLUMN_SPACING)  # not the row's
        self.winners_title = self.text_line(TITLE_PX)
        self.winners_title.setStyleSheet(GOLD)
        winners.addWidget(self.winners_title)
        self.first_winners = self.text_line(HALL.standings)
        winners.addWidget(self.first_winners)
        self.winners = CrowdLines(self.first_winners)
        winners.addWidget(self.winners, 1)
        row.addLayout(winners, 3)
        standings = QVBoxLayout()
        standings.setSpacing(COLUMN_SPACING)
        self.standings_title = self.text_line(TITLE_PX)
        self.standings_title.setStyleSheet(GOLD)
        standings.addWidget(self.standings_title)
        self.leaders = self.text_line(HALL.standings)
        standings.addWidget(self.leaders)
        self.others = CrowdLines(self.leaders)
        standings.addWidget(self.others, 1)
        row.addLayout(standings, 2)
        layout.addLayout(row, 1)

    def rescale(self, scale: float) -> None:
        self.winners.fit()
        self.others.fit()

    def show_session(self, summary: SessionSummary) -> None:
        """Draw `summary`: what comes next, the winners so far and the standings."""
        self.summary = summary
        self.headline.setText(next_line(summary))
        self.headline.setStyleSheet(GOLD if summary.over else "")
        self.winners_title.setText(self.tr("Winners so far") if not summary.over else self.tr("Winners"))
        lines = [winners_line(game) for game in summary.played] or [self.tr("No game finished yet")]
        self.first_winners.setText(lines[0])
        self.winners.setText("\n".join(lines[1:]))
        self.standings_title.setText(self.tr("Standings"))
        standings = [standing_line(standing) for standing in summary.standings]
        self.leaders.setText("\n".join(standings[:LEADERS]))
        self.others.setText("\n".join(standings[LEADERS:]))

    def changeEvent(self, event) -> None:
        """A new language: everything said again in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.summary is not None:
            self.show_session(self.summary)
