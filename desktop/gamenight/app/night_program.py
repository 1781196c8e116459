"""A night's program as the host edits it, in the new-night dialog and on the night page mid-night:
the games in order (each with what it is now: played, being played, next), a game added at the
end, one removed, moved up or down, and the chosen game's house rules (the new-game dialog's
controls, `HouseRules`). The changes go through the night core's `Program`, which keeps the games
started where they are: those are shown, greyed, and cannot be chosen for a change."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.house_rules import HouseRules
from gamenight.app.theme import error_colour
from gamenight.core import registry
from gamenight.core.options import Option
from gamenight.core.words import Refusal
from gamenight.night.program import Program, ProgramItem
from gamenight.table.language import translated

translate = QCoreApplication.translate


def value_text(option: Option, value: Any) -> str:
    if option.kind == "bool":
        return translate("NightProgram", "on") if value else translate("NightProgram", "off")
    if option.kind == "choice":
        return next((translated(label) for choice, label in option.choices if choice == value), str(value))
    if option.kind == "file":
        return translate("NightProgram", "a file of its own")
    return str(value)


def rules_text(game: str, options: dict[str, Any]) -> str:
    """The house rules that differ from the game's usual ones, in words ("" for none)."""
    return ", ".join(f"{translated(option.label)} {value_text(option, options[option.key])}"
                     for option in registry.get(game).options
                     if option.key in options and options[option.key] != option.default)


def item_text(number: int, item: ProgramItem, state: str) -> str:
    """"2. Okey (Start points 5) — next": the item as the list shows it."""
    text = translate("NightProgram", "{number}. {game}").format(number=number, game=registry.get(item.game).name)
    rules = rules_text(item.game, item.options)
    if rules:
        text += f" ({rules})"
    said = {"done": translate("NightProgram", "played"), "running": translate("NightProgram", "being played"),
            "next": translate("NightProgram", "next")}.get(state)
    return f"{text} \u2014 {said}" if said else text


class ProgramEditor(QWidget):
    """`set_program(program, states)`: the program to edit (a night core `Program`, whose list is
    changed in place) and each item's state ("done", "running", "next" or ""). `changed` after
    each change the host makes. `narrow`: the house rules laid for a narrow column."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, narrow: bool = False):
        super().__init__(parent)
        self.narrow = narrow
        self.program = Program([], 0)
        self.states: Sequence[str] = ()
        self.rules: HouseRules | None = None
        self.list = QListWidget()
        self.list.setObjectName("night-program")
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._show_rules)
        self.game_choice = QComboBox()
        for info in registry.games():
            if info.built:
                self.game_choice.addItem(info.name, info.id)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_game)
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(lambda: self._change(lambda row: self.program.remove(row)))
        self.up_button = QPushButton()
        self.up_button.clicked.connect(lambda: self._change(lambda row: self.program.move(row, row - 1), -1))
        self.down_button = QPushButton()
        self.down_button.clicked.connect(lambda: self._change(lambda row: self.program.move(row, row + 1), 1))
        self.error = QLabel(wordWrap=True)
        self.error.setStyleSheet(f"color: {error_colour(self.palette())}")
        self.rules_area = QScrollArea()
        self.rules_area.setWidgetResizable(True)
        self.rules_area.setFrameShape(QFrame.Shape.NoFrame)
        self.retranslate()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        adding = QHBoxLayout()
        adding.addWidget(self.game_choice, 1)
        adding.addWidget(self.add_button)
        layout.addLayout(adding)
        moving = QGridLayout()
        for column, button in enumerate((self.remove_button, self.up_button, self.down_button)):
            moving.addWidget(button, 0, column)
        layout.addLayout(moving)
        layout.addWidget(self.error)
        layout.addWidget(self.rules_area, 2)
        self._sync_buttons()

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add the chosen game at the end of the program"))
        self.remove_button.setText(self.tr("Remove"))
        self.up_button.setText(self.tr("Move up"))
        self.down_button.setText(self.tr("Move down"))
        self.rules_area.setMinimumWidth(self.largest_rules().width())  # no game's rules cut at the right

    def changeEvent(self, event) -> None:
        """A new language: the buttons, the games' lines and the house rules say it."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.set_program(self.program, self.states)
        super().changeEvent(event)

    def set_program(self, program: Program, states: Sequence[str] = ()) -> None:
        row = self.list.currentRow()
        self.program, self.states = program, states
        self.list.blockSignals(True)
        self.list.clear()
        for index, item in enumerate(program.items):
            state = states[index] if index < len(states) else ""
            entry = QListWidgetItem(item_text(index + 1, item, state))
            if index < program.started:
                entry.setFlags(entry.flags() & ~Qt.ItemFlag.ItemIsSelectable & ~Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(entry)
        self.list.blockSignals(False)
        changeable = range(program.started, len(program.items))
        self.list.setCurrentRow(row if row in changeable else (changeable[0] if changeable else -1))
        self._show_rules(self.list.currentRow())

    def add_game(self) -> None:
        self.program.add(ProgramItem(self.game_choice.currentData(), {}))
        self.list.setCurrentRow(-1)
        self._told(len(self.program.items) - 1)

    def _change(self, change: Callable[[int], Any], moved: int = 0) -> None:
        row = self.list.currentRow()
        try:
            change(row)
        except Refusal as refusal:
            self.error.setText(translated(refusal.reason))
            return
        self._told(min(row + moved, len(self.program.items) - 1))

    def _told(self, row: int) -> None:
        """Show the program again with `row` chosen, and say it changed."""
        self.error.clear()
        states = self.states
        self.set_program(self.program, states)
        if row >= self.program.started:
            self.list.setCurrentRow(row)
        self.changed.emit()

    def largest_rules(self) -> QSize:
        """The size of the largest house rules among the games offered (with the area's scroll
        bar), to fit the rules' area to them rather than cut them."""
        choice = self.game_choice
        sizes = [HouseRules(registry.get(choice.itemData(index)), "", narrow=self.narrow).sizeHint()
                 for index in range(choice.count())]
        return QSize(max(size.width() for size in sizes) + self.rules_area.verticalScrollBar().sizeHint().width(),
                     max(size.height() for size in sizes))

    def _show_rules(self, row: int) -> None:
        """The chosen game's house rules, to change (nothing for a game already started)."""
        old = self.rules_area.takeWidget()
        if old is not None:
            old.deleteLater()
        self.rules = None
        if self.program.started <= row < len(self.program.items):
            item = self.program.items[row]
            info = registry.get(item.game)
            self.rules = HouseRules(info, self.tr("House rules of {game}").format(game=info.name), item.options,
                                    narrow=self.narrow)
            self.rules.changed.connect(lambda: self._rules_changed(row))
            self.rules.refused.connect(self.error.setText)
            self.rules_area.setWidget(self.rules)
        self._sync_buttons()

    def _rules_changed(self, row: int) -> None:
        """The game's new house rules, if the game takes them (else the reason, and nothing changes)."""
        assert self.rules is not None
        item = self.program.items[row]
        options = self.rules.values()
        try:
            registry.get(item.game).resolve_options(options)
            self.program.replace(row, ProgramItem(item.game, options))
        except (Refusal, ValueError) as error:
            self.error.setText(translated(getattr(error, "reason", str(error))))
            return
        self.error.clear()
        self.list.item(row).setText(item_text(row + 1, self.program.items[row],
                                              self.states[row] if row < len(self.states) else ""))
        self.changed.emit()

    def _sync_buttons(self) -> None:
        row, program = self.list.currentRow(), self.program
        changeable = program.started <= row < len(program.items)
        self.remove_button.setEnabled(changeable)
        self.up_button.setEnabled(changeable and row - 1 >= program.started)
        self.down_button.setEnabled(changeable and row + 1 < len(program.items))
