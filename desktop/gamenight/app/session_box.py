"""The new-game dialog's "A session of several games" box, for the games a caller's console runs
(those a live caller may draw for: Goker, Super Pokeno Bonus). Ticked, the dialog's players play
the program it lists, one game after another at the console (`app/session_flow.py`): first the
dialog's own game with the house rules above, then each game added here with its own house rules
(moved up or down, removed, its rules changed), scored by places or by wins."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.house_rules_dialog import HouseRulesDialog
from gamenight.core import registry
from gamenight.core.options import OptionRefused
from gamenight.core.records import Seat
from gamenight.core.registry import GameInfo
from gamenight.night.program import ProgramItem
from gamenight.night.scoring import PLACEMENT, SCORING_NAMES, SCORINGS, WINS, points_table
from gamenight.table.language import translated

translate = QCoreApplication.translate


def has_console(info: GameInfo) -> bool:
    """Whether a caller's console runs the game: a live caller may draw for it."""
    return info.built and any(option.key == "draw" for option in info.options)


class SessionBox(QGroupBox):
    def __init__(self, info: GameInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.items: list[ProgramItem] = []
        """The games after the dialog's own, each with its house rules."""
        self.players = info.default_players or info.min_players
        self.setCheckable(True)
        self.setChecked(False)
        self.setObjectName("session-box")
        layout = QVBoxLayout(self)
        self.about = QLabel(wordWrap=True)
        layout.addWidget(self.about)
        self.program = QListWidget()
        self.program.setWordWrap(True)
        self.program.currentRowChanged.connect(self._sync_buttons)
        layout.addWidget(self.program)
        self.add_buttons = {}
        adding = QHBoxLayout()
        for game in (game for game in registry.games() if has_console(game)):
            button = QPushButton()
            button.clicked.connect(lambda _=False, game=game: self.add(game))
            self.add_buttons[game.id] = button
            adding.addWidget(button)
        adding.addStretch(1)
        layout.addLayout(adding)
        changing = QGridLayout()
        self.rules_button, self.up_button, self.down_button, self.remove_button = (QPushButton() for _ in range(4))
        self.rules_button.clicked.connect(self.change_rules)
        self.up_button.clicked.connect(lambda: self.move_item(-1))
        self.down_button.clicked.connect(lambda: self.move_item(1))
        self.remove_button.clicked.connect(self.remove)
        for column, button in enumerate((self.rules_button, self.up_button, self.down_button, self.remove_button)):
            changing.addWidget(button, 0, column)
        layout.addLayout(changing)
        scoring = QHBoxLayout()
        self.scoring_label = QLabel()
        scoring.addWidget(self.scoring_label)
        self.scoring = QComboBox()
        self.scoring.currentIndexChanged.connect(self._show_points)
        scoring.addWidget(self.scoring, 1)
        layout.addLayout(scoring)
        self.points = QLabel(wordWrap=True)
        layout.addWidget(self.points)
        self._name()
        self._show_program()

    def _name(self) -> None:
        self.setTitle(self.tr("A session of several games with these players"))
        self.about.setText(self.tr("The console plays these games one after another with everyone above, keeps the "
                                   "session's standings and shows them on the projector between games."))
        for game_id, button in self.add_buttons.items():
            button.setText(self.tr("Add {game}\u2026").format(game=registry.get(game_id).name))
        self.rules_button.setText(self.tr("House rules\u2026"))
        self.up_button.setText(self.tr("Move up"))
        self.down_button.setText(self.tr("Move down"))
        self.remove_button.setText(self.tr("Remove"))
        self.scoring_label.setText(self.tr("Scoring"))
        chosen = self.scoring.currentData() or PLACEMENT
        self.scoring.clear()
        for scoring in SCORINGS:
            self.scoring.addItem(translated(SCORING_NAMES[scoring]), scoring)
        self.scoring.setCurrentIndex(SCORINGS.index(chosen))

    # -- the program ---------------------------------------------------------------------------
    def add(self, game: GameInfo, options: dict[str, Any] | None = None) -> None:
        """A game at the program's end, with the house rules chosen for it (asked for unless given)."""
        if options is None:
            dialog = HouseRulesDialog(game, {}, self)
            if not dialog.exec():
                return
            options = dialog.options()
        self.items.append(ProgramItem(game.id, options))
        self._show_program(len(self.items))

    def change_rules(self) -> None:
        index = self.program.currentRow() - 1
        if 0 <= index < len(self.items):
            item = self.items[index]
            dialog = HouseRulesDialog(registry.get(item.game), item.options, self)
            if dialog.exec():
                self.items[index] = ProgramItem(item.game, dialog.options())
                self._show_program(index + 1)

    def move_item(self, step: int) -> None:
        index = self.program.currentRow() - 1
        if 0 <= index < len(self.items) and 0 <= index + step < len(self.items):
            self.items.insert(index + step, self.items.pop(index))
            self._show_program(index + step + 1)

    def remove(self) -> None:
        index = self.program.currentRow() - 1
        if 0 <= index < len(self.items):
            del self.items[index]
            self._show_program(min(index + 1, len(self.items)))

    def _show_program(self, current: int = 0) -> None:
        self.program.clear()
        self.program.addItem(self.tr("1. {game}, with the house rules above").format(game=self.info.name))
        for number, item in enumerate(self.items, start=2):
            game = registry.get(item.game)
            self.program.addItem(self.tr("{number}. {game}: {rules}").format(
                number=number, game=game.name, rules=rules_text(game, item.options)))
        self.program.setCurrentRow(current)
        self.program.setFixedHeight(self.program.sizeHintForRow(0) * 4 + 2 * self.program.frameWidth())
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        index = self.program.currentRow() - 1
        chosen = 0 <= index < len(self.items)
        for button in (self.rules_button, self.remove_button):
            button.setEnabled(chosen)
        self.up_button.setEnabled(chosen and index > 0)
        self.down_button.setEnabled(chosen and index < len(self.items) - 1)

    # -- scoring -------------------------------------------------------------------------------
    def set_players(self, count: int) -> None:
        self.players = count
        self._show_points()

    def _show_points(self) -> None:
        if self.scoring.currentData() == WINS:
            self.points.setText(self.tr("Each game's winners get a point; bots are not ranked."))
            return
        points = ", ".join(map(str, points_table(self.players)))
        self.points.setText(self.tr("Points for 1st, 2nd, ... place with %n player(s): {points}; bots are not "
                                    "ranked.", None, self.players).format(points=points))

    # -- what the dialog reads -------------------------------------------------------------------
    def chosen_program(self, options: dict[str, Any]) -> list[ProgramItem]:
        """The session's program (the dialog's game with `options` first), or [] for one game."""
        return [ProgramItem(self.info.id, dict(options)), *self.items] if self.isChecked() else []

    def chosen_scoring(self) -> str:
        return self.scoring.currentData() or PLACEMENT

    def problem(self, seats: list[Seat]) -> str:
        """Why the session cannot start with `seats`, or "" (nothing when it is not ticked)."""
        if not self.isChecked():
            return ""
        if not self.items:
            return self.tr("A session has two games or more: add a game to it, or untick it for one game.")
        if any(seat.kind == "phone" for seat in seats):
            return self.tr("In a session everyone plays at the console: choose Human or Bot for every seat.")
        for item in self.items:
            try:
                registry.get(item.game).check_players(len(seats))
            except OptionRefused as refusal:
                return translated(refusal.reason)
        return ""

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()
            self._show_program(self.program.currentRow())
            self._show_points()


def rules_text(game: GameInfo, options: dict[str, Any]) -> str:
    """The house rules that differ from the game's defaults ("Level 1 ends after call 5, ..."),
    or that it plays by its usual rules."""
    changed = []
    for option in game.options:
        value = options.get(option.key, option.default)
        if value == option.default:
            continue
        if option.kind == "choice":
            value = translated(next(label for choice, label in option.choices if choice == value))
        elif option.kind == "bool":
            value = translate("SessionBox", "yes") if value else translate("SessionBox", "no")
        elif option.kind == "file":
            value = translate("SessionBox", "a file")
        changed.append(translate("SessionBox", "{rule}: {value}").format(rule=translated(option.label), value=value))
    return "; ".join(changed) if changed else translate("SessionBox", "the usual house rules")
