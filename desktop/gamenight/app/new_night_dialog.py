"""Game -> New night…: who is here (each person at this machine, on a phone or away, and bots to
fill seats), the program (games in order, each with its house rules: `night_program`), and how
the night is scored, with the points each place earns at each game's table.

A person's row is a new-game seat row (`SeatRow`): the name offers the people the history knows
as it is typed, and a name nobody has yet becomes a new person when the night starts. A row left
without a name is not part of the night. Bots sit in where seats are left and are never ranked."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.night_program import ProgramEditor
from gamenight.app.rules_dialog import SCREEN_MARGIN
from gamenight.app.seat_names import names_problem
from gamenight.app.seat_row import SeatRow
from gamenight.app.theme import error_colour, fit_for_touch
from gamenight.core import registry
from gamenight.night.people import Person
from gamenight.night.program import Program, ProgramItem
from gamenight.night.scoring import PLACEMENT, SCORING_NAMES, SCORINGS, WINS, points_table
from gamenight.night.seating import NightBot
from gamenight.table.language import translated

translate = QCoreApplication.translate
BOT_LEVELS = ("easy", "normal", "hard")
"""Every level some game's bots play; a game without a night bot's level seats it at its own middle one."""
FIRST_ROWS = 4
MOST_ROWS = 30
PRESENCE = {"human": "here", "phone": "phone", "away": "away"}
"""A row's kind -> the night's presence of its person."""


@dataclass
class NightRequest:
    people: list[tuple[str, str]]
    """Each person's name as typed, with their presence: "here", "phone" or "away"."""
    bots: list[NightBot]
    program: list[ProgramItem]
    scoring: str


def row_kinds() -> list[tuple[str, str]]:
    return [("human", translate("NewNightDialog", "At this machine")),
            ("phone", translate("NewNightDialog", "On a phone")),
            ("away", translate("NewNightDialog", "Away")), ("bot", translate("NewNightDialog", "Bot"))]


def table_size(game: str, people: int) -> int:
    """How many people a game of the program seats when `people` are present (bots aside)."""
    return min(people, registry.get(game).max_players)


class NewNightDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, people: Sequence[Person] = ()):
        """`people`: whom the names offer as they are typed (the history's people)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New night"))
        self.known = people
        self.rows: list[SeatRow] = []
        self.grid = QGridLayout()
        self.program = ProgramEditor()
        self.program.set_program(Program([], 0))
        self.program.changed.connect(self._show_points)
        self.points = QLabel(wordWrap=True)
        self.points.setObjectName("night-points")
        self.points.setTextFormat(Qt.TextFormat.PlainText)
        self.error = QLabel(wordWrap=True)
        self.error.setStyleSheet(f"color: {error_colour(self.palette())}")
        top = QHBoxLayout()
        top.addWidget(self._people_box(), 3)
        program_box = QGroupBox(self.tr("The program"))
        QVBoxLayout(program_box).addWidget(self.program)
        top.addWidget(program_box, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self._scoring_box())
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start the night"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for _ in range(FIRST_ROWS):
            self.add_row()
        self._show_points()
        fit_for_touch(self)
        screen = (parent or self).screen().availableGeometry()
        wanted = self.sizeHint()
        self.resize(min(max(wanted.width(), 1000), screen.width() - SCREEN_MARGIN),
                    min(max(wanted.height(), 640), screen.height() - SCREEN_MARGIN))

    def _people_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Who is here"))
        column = QVBoxLayout(box)
        intro = QLabel(self.tr("Type each person's name: the people Game Night knows are offered as you type, and "
                               "a new name becomes a new person. Bots fill seats; they are not ranked."))
        intro.setWordWrap(True)
        column.addWidget(intro)
        for place, title in enumerate((self.tr("Name"), self.tr("Where"), self.tr("Bot level"))):
            self.grid.addWidget(QLabel(f"<b>{title}</b>"), 0, place + 1)
        rows = QWidget()
        rows_column = QVBoxLayout(rows)
        rows_column.addLayout(self.grid)
        rows_column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(rows)
        column.addWidget(scroll, 1)
        self.add_button = QPushButton(self.tr("Add a row"))
        self.add_button.clicked.connect(self.add_row)
        column.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        return box

    def _scoring_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("How the night is scored"))
        column = QVBoxLayout(box)
        choices = QHBoxLayout()
        self.scoring = QButtonGroup(self)
        for scoring in SCORINGS:
            button = QRadioButton(translated(SCORING_NAMES[scoring]))
            button.setObjectName(f"scoring-{scoring}")
            button.setChecked(scoring == PLACEMENT)
            self.scoring.addButton(button, SCORINGS.index(scoring))
            choices.addWidget(button)
        choices.addStretch(1)
        self.scoring.idToggled.connect(lambda _id, on: self._show_points() if on else None)
        column.addLayout(choices)
        column.addWidget(self.points)
        return box

    def add_row(self) -> SeatRow | None:
        """Another person's (or bot's) row, as long as there is room for one."""
        if len(self.rows) >= MOST_ROWS:
            return None
        number = len(self.rows) + 1
        row = SeatRow(self.grid, number, BOT_LEVELS, "", bot=False, people=self.known, kinds=row_kinds())
        row.label.setText(f"{number}.")
        row.name.setPlaceholderText(self.tr("Name"))
        row.name.setObjectName(f"night-name-{number}")
        row.kind.currentIndexChanged.connect(self._show_points)
        row.name.textChanged.connect(self._show_points)
        fit_for_touch(row.kind.parentWidget() or self)
        self.rows.append(row)
        self.add_button.setEnabled(len(self.rows) < MOST_ROWS)
        return row

    def filled_rows(self) -> list[SeatRow]:
        return [row for row in self.rows if row.typed_name()]

    def chosen_scoring(self) -> str:
        return SCORINGS[self.scoring.checkedId()]

    def present(self) -> int:
        return sum(row.kind.currentData() in ("human", "phone") for row in self.filled_rows())

    def _show_points(self) -> None:
        """What each place earns at each game of the program, for the people present now."""
        if self.chosen_scoring() == WINS:
            self.points.setText(self.tr("Each game's winner gets a point (winners who tie get one each); a game a "
                                        "bot wins gives nobody a point."))
            return
        lines = [self.tr("Points for each place among the people at the table (bots are not ranked):")]
        for item in self.program.program.items:
            size = table_size(item.game, self.present())
            if size:
                lines.append(self.tr("{game}, %n person(s): {points}", None, size).format(
                    game=registry.get(item.game).name, points=", ".join(map(str, points_table(size)))))
        if len(lines) == 1:
            lines.append(self.tr("Add people and games to see the points."))
        self.points.setText("\n".join(lines))

    def request(self) -> NightRequest:
        rows = self.filled_rows()
        people = [(row.typed_name(), PRESENCE[row.kind.currentData()]) for row in rows
                  if row.kind.currentData() != "bot"]
        bots = [NightBot(row.typed_name(), row.level.currentData()) for row in rows if row.kind.currentData() == "bot"]
        return NightRequest(people, bots, list(self.program.program.items), self.chosen_scoring())

    def problem(self) -> str:
        """Why the night cannot start as it is filled in, or ""."""
        problem = names_problem(self.filled_rows())
        if problem:
            return problem
        if not self.present():
            return self.tr("Add at least one person who is here or on a phone.")
        if not self.program.program.items:
            return self.tr("Add at least one game to the program.")
        return ""

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        super().accept()

    def done(self, result: int) -> None:
        """Gone once its answer is read (as the new-game dialog goes)."""
        super().done(result)
        self.deleteLater()
