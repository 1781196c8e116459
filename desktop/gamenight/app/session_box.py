"""The new-game dialog's "A session of several games" box, for the games a caller's console runs
(those a live caller may draw for: Goker, Super Pokeno Bonus). Ticked, the dialog's players play
the program it lists, one game after another at the console (`app/session_flow.py`): first the
dialog's own game with the house rules above it (it stays first), then each game added here with
its own house rules (a night's program editor, offering only those games), scored by places or
by wins."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gamenight.app.house_rules import HouseRules
from gamenight.app.night_program import ProgramEditor
from gamenight.core import registry
from gamenight.core.options import OptionRefused
from gamenight.core.records import Seat
from gamenight.core.registry import GameInfo
from gamenight.night.program import Program, ProgramItem
from gamenight.night.scoring import PLACEMENT, SCORING_NAMES, SCORINGS, WINS, points_table
from gamenight.table.language import translated


def has_console(info: GameInfo) -> bool:
    """Whether a caller's console runs the game: a live caller may draw for it."""
    return info.built and any(option.key == "draw" for option in info.options)


class SessionBox(QGroupBox):
    def __init__(self, info: GameInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.players = info.default_players or info.min_players
        self.setCheckable(True)
        self.setChecked(False)
        self.setObjectName("session-box")
        self.body = QWidget()
        """All but the tick box, shown only while it is ticked: unticked, the box takes one line of the
        dialog (Goker's dialog needed a scroll bar on a 1920x1080 screen for an empty program)."""
        QVBoxLayout(self).addWidget(self.body)
        self.toggled.connect(self.body.setVisible)
        self.body.setVisible(False)
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.about = QLabel(wordWrap=True)
        layout.addWidget(self.about)
        self.editor = ProgramEditor()
        choice = self.editor.game_choice
        for index in reversed(range(choice.count())):  # the games a console runs
            if not has_console(registry.get(choice.itemData(index))):
                choice.removeItem(index)
        self.editor.set_program(Program([ProgramItem(info.id, {})], started=1))  # the dialog's own game stays first
        self._fit_rules()
        self.editor.setMinimumHeight(self.editor.sizeHint().height())
        layout.addWidget(self.editor)
        scoring = QHBoxLayout()
        self.scoring_label = QLabel()
        scoring.addWidget(self.scoring_label)
        self.scoring = QComboBox()
        for key in SCORINGS:
            self.scoring.addItem("", key)
        self.scoring.currentIndexChanged.connect(self._show_points)
        scoring.addWidget(self.scoring, 1)
        layout.addLayout(scoring)
        self.points = QLabel(wordWrap=True)
        layout.addWidget(self.points)
        self._name()

    def _fit_rules(self) -> None:
        """The house rules below the program shown whole, the dialog scrolling rather than a box in
        it: their area as large as the largest of the console's games' house rules."""
        choice = self.editor.game_choice
        sizes = [HouseRules(registry.get(choice.itemData(index)), "").sizeHint() for index in range(choice.count())]
        area = self.editor.rules_area
        area.setMinimumSize(max(size.width() for size in sizes) + area.verticalScrollBar().sizeHint().width(),
                            max(size.height() for size in sizes))

    def _name(self) -> None:
        self.setTitle(self.tr("A session of several games with these players"))
        self.about.setText(self.tr("The console plays these games one after another with everyone above, keeps the "
                                   "session's standings and shows them on the projector between games. The first "
                                   "game is this one, with the house rules above."))
        self.scoring_label.setText(self.tr("Scoring"))
        for index, key in enumerate(SCORINGS):
            self.scoring.setItemText(index, translated(SCORING_NAMES[key]))
        self._show_points()

    def set_players(self, count: int) -> None:
        self.players = count
        self._show_points()

    def _show_points(self) -> None:
        if self.scoring.currentData() == WINS:
            self.points.setText(self.tr("Each game's winners get a point; bots are not ranked."))
            return
        points = ", ".join(map(str, points_table(self.players)))
        self.points.setText(self.tr("With {count} players the places score {points} (1st, 2nd, ...); bots are "
                                    "not ranked.").format(count=self.players, points=points))

    # -- what the dialog reads -------------------------------------------------------------------
    def chosen_program(self, options: dict[str, Any]) -> list[ProgramItem]:
        """The session's program (the dialog's game with `options` first), or [] for one game."""
        if not self.isChecked():
            return []
        return [ProgramItem(self.info.id, dict(options)), *self.editor.program.items[1:]]

    def chosen_scoring(self) -> str:
        return self.scoring.currentData() or PLACEMENT

    def problem(self, seats: list[Seat]) -> str:
        """Why the session cannot start with `seats`, or "" (nothing when it is not ticked)."""
        if not self.isChecked():
            return ""
        if len(self.editor.program.items) < 2:
            return self.tr("A session has two games or more: add a game to it, or untick it for one game.")
        if any(seat.kind == "phone" for seat in seats):
            return self.tr("In a session everyone plays at the console: choose Human or Bot for every seat.")
        for item in self.editor.program.items[1:]:
            try:
                registry.get(item.game).check_players(len(seats))
            except OptionRefused as refusal:
                return translated(refusal.reason)
        return ""

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()
