"""The TV table's side band: every player's name (with the score where the public view has one),
whose turn it is (or, while chance is to move, what comes next in the game's own words: "Round 2 is
dealt next."), the last few things that happened in words, and, while the table is open to
phones, the join codes (tv_join_codes.py). All of it is what the whole table may see: the public
view, and only the actions the game lists as seen by everyone (`GameInfo.public_kinds`), in the
engine's reports ("Bo took the red 7 ◆ from the discards."), as the round log and the phones tell them."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from gamenight.app.tv_text import ROOM_PX
from gamenight.core.engine import CHANCE, TERMINAL
from gamenight.core.reports import Report
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.language import translated
from gamenight.table.locale_text import number_text
from gamenight.table.names import game_over_text, name_text
from gamenight.table.round_log import event_line, round_reports

EVENTS_SHOWN = 4
ONE_COLUMN_PLAYERS = 6
"""More players than this are listed in two columns."""
TURN_STYLE = "background:#ffca28; color:#102027; border-radius:6px; padding:2px 8px;"
SEAT_STYLE = "padding:2px 8px;"
SCORE_FIELDS = ("scores", "totals")
"""The public view's fields that hold each seat's score, in the games that keep one."""


def seat_scores(view, seats: int) -> Sequence[float] | None:
    """Each seat's score as the public view shows it, or None where it shows none (Jokers)."""
    for field in SCORE_FIELDS:
        scores = getattr(view, field, None)
        if scores is not None and len(scores) == seats:
            return scores
    return None


class TableEvents:
    """The latest public events of a match: the round's so far when it opens, then each action as
    it is applied (the match's observer), read again from the record after an undo. They are kept
    as the engine's reports and said in the app's language of the moment (`lines`)."""

    def __init__(self, match, names: Callable[[], list[str]]):
        self.match = match
        self.names = names
        self.reports = round_reports(match, match.info.public_kinds)[-EVENTS_SHOWN:]
        match.observers.append(self.heard)

    @property
    def lines(self) -> list[str]:
        names = self.names()
        return [event_line(names, report) for report in self.reports]

    def heard(self, action, _actor: int, told: Report) -> None:
        if isinstance(action, self.match.info.public_kinds):
            self.reports = [*self.reports, told][-EVENTS_SHOWN:]

    def changed(self, change: Change | None) -> None:
        if change is not None and change.kind is ChangeKind.UNDONE:
            self.reports = round_reports(self.match, self.match.info.public_kinds)[-EVENTS_SHOWN:]

    def close(self) -> None:
        if self.heard in self.match.observers:
            self.match.observers.remove(self.heard)


class TvBand(QWidget):
    def __init__(self, controller, table, text_line: Callable[[float], QLabel]):
        """`controller`: the match's; `table`: its PhoneTable, or None when no phone may join;
        `text_line(base_px)`: a label sized with the TV's picture (ProjectorWindow.text_line)."""
        super().__init__()
        self.match = controller.match
        self.events = TableEvents(self.match, self.names)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        players = QGridLayout()
        count = len(self.match.seats)
        rows = count if count <= ONE_COLUMN_PLAYERS else -(-count // 2)
        self.players: list[QLabel] = []
        for seat in range(count):
            label = text_line(28)
            label.setWordWrap(False)
            players.addWidget(label, seat % rows, seat // rows)
            self.players.append(label)
        column.addLayout(players)
        self.turn = text_line(30)
        column.addWidget(self.turn)
        self.just_now = text_line(ROOM_PX)
        column.addWidget(self.just_now)
        self.event_lines = [text_line(ROOM_PX) for _ in range(EVENTS_SHOWN)]
        for label in self.event_lines:
            column.addWidget(label)
        self.join_codes = None
        if table is not None:
            from gamenight.app.tv_join_codes import JoinCodes  # segno loads with a phone table only

            self.join_codes = JoinCodes(table, text_line)
            column.addWidget(self.join_codes, 1)
            table.presenceChanged.connect(self.refresh)  # a phone that joins names its seat
        else:
            column.addStretch(1)
        controller.changed.connect(self.refresh)
        controller.gameOver.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Everything in the app's language (again, after a change of language)."""
        self.just_now.setText(self.tr("Just now"))
        if self.join_codes is not None:
            self.join_codes.retranslate()
        self.refresh()

    def names(self) -> list[str]:
        return [seat.name for seat in self.match.seats]

    def refresh(self, change: Change | None = None) -> None:
        self.events.changed(change)
        state, names = self.match.state, self.names()
        scores = seat_scores(state.public_view(), len(names))
        turn = state.current_player
        for seat, label in enumerate(self.players):
            mark = "\u25b6 " if seat == turn else ""
            score = f"   {number_text(scores[seat])}" if scores is not None else ""
            label.setText(f"{mark}{name_text(names[seat])}{score}")
            label.setStyleSheet(TURN_STYLE if seat == turn else SEAT_STYLE)
        self.turn.setText(self.turn_text(turn, names))
        lines = self.events.lines or [self.tr("Nothing has happened yet.")]
        for index, label in enumerate(self.event_lines):
            label.setText(lines[index] if index < len(lines) else "")
            label.setVisible(index < len(lines))

    def turn_text(self, turn: int, names: list[str]) -> str:
        if turn == TERMINAL:
            places = self.match.state.placements()
            return game_over_text([names[seat] for seat, place in enumerate(places) if place == 1])
        if turn == CHANCE:  # the game says what comes: the deal of round 2, call 13
            return translated(self.match.state.coming_chance())
        return self.tr("{player} to play").format(player=name_text(names[turn]))

    def close_events(self) -> None:
        self.events.close()
