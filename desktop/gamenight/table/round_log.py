"""The log of the round: what the table saw happen in the round in play (or in the round just
finished, until the next one starts), in the engine's reports with the players' names ("Ann
discarded the red 7 ◆.", "The 9 of Diamonds was called."). Only the kinds of action the whole
table sees are listed (a game names them), so the log never tells what a seat's hidden cards or
tiles were."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidget, QVBoxLayout, QWidget

from gamenight.core.match import Match, Replay
from gamenight.core.reports import Report, named
from gamenight.table.language import translated
from gamenight.table.names import seat_names


def round_log(match: Match, public_kinds: tuple[type, ...], names: Sequence[str]) -> list[str]:
    """The round's lines, oldest first."""
    return [event_line(names, report) for report in round_reports(match, public_kinds)]


def round_reports(match: Match, public_kinds: tuple[type, ...]) -> list[Report]:
    """The engine's reports of the round, oldest first. The record is replayed from the start so
    that each action is reported on the table it was taken at, as the engine tells it."""
    reports: list[Report] = []
    round_over = False
    for step in Replay(match.info, match.record, reports=True):
        if round_over:
            reports = []
        round_over = step.ended_round
        if isinstance(step.action, public_kinds):
            reports.append(step.report)
    return reports


def event_line(names: Sequence[str], report: Report) -> str:
    """One line of what happened, in the app's language: the engine's report with the seats named
    ("Ann took the red 7 ◆ from the discards.", "You bid 85.")."""
    return translated(named(report, seat_names(names)))


class RoundLogDialog(QDialog):
    def __init__(self, lines: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Round log"))
        self.resize(460, 520)
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.addItems(lines or [self.tr("Nothing has happened in this round yet.")])
        self.list.scrollToBottom()
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
