"""The new-game dialog, generated from what a game declares: seats (human, or bot with a level,
and a name), house rules (one widget per option), and an optional seed to replay a deal."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from gamenight.core.options import Option
from gamenight.core.records import Seat
from gamenight.core.registry import GameInfo
from gamenight.storage.settings import Settings


@dataclass
class NewGameRequest:
    seats: list[Seat]
    options: dict[str, Any]
    seed: int | None


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int, levels: tuple[str, ...], name: str, bot: bool):
        self.label = QLabel(f"Seat {row}")
        self.name = QLineEdit(name)
        self.name.setMaxLength(24)
        self.kind = QComboBox()
        self.kind.addItem("Human", "human")
        if levels:
            self.kind.addItem("Bot", "bot")
        self.level = QComboBox()
        for level in levels:
            self.level.addItem(level.capitalize(), level)
        if "normal" in levels:
            self.level.setCurrentIndex(levels.index("normal"))
        self.kind.setCurrentIndex(1 if bot and levels else 0)
        self.kind.currentIndexChanged.connect(self._sync)
        for column, widget in enumerate((self.label, self.name, self.kind, self.level)):
            grid.addWidget(widget, row, column)
        self._sync()

    def _sync(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "bot")

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.kind, self.level):
            widget.setVisible(visible)

    def seat(self) -> Seat:
        kind = self.kind.currentData()
        return Seat(self.name.text().strip() or self.label.text(), kind, self.level.currentData() if kind == "bot" else None)


class FileOption(QWidget):
    """A file chosen for an option: its content is the value ("" keeps the built-in one)."""

    def __init__(self, option: Option):
        super().__init__()
        self.option = option
        self.content = option.default
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel("built-in")
        layout.addWidget(self.label, 1)
        choose = QPushButton("Choose file\u2026")
        choose.clicked.connect(lambda: self.load(QFileDialog.getOpenFileName(self, option.label, "", "JSON (*.json)")[0]))
        layout.addWidget(choose)
        reset = QPushButton("Built-in")
        reset.clicked.connect(lambda: self.set_content("", "built-in"))
        layout.addWidget(reset)

    def load(self, path: str) -> None:
        if not path:
            return
        try:
            text = open(path, encoding="utf-8").read()
        except (OSError, UnicodeDecodeError) as error:
            self.label.setText(f"cannot read {path}: {error}")
            return
        self.set_content(text, path.replace("\\", "/").rsplit("/", 1)[-1])

    def set_content(self, text: str, name: str) -> None:
        self.content = text
        self.label.setText(name)


def option_widget(option: Option) -> QWidget:
    if option.kind == "file":
        widget = FileOption(option)
    elif option.kind == "bool":
        widget = QCheckBox()
        widget.setChecked(option.default)
    elif option.kind == "int":
        widget = QSpinBox()
        widget.setRange(option.minimum if option.minimum is not None else -10**6,
                        option.maximum if option.maximum is not None else 10**6)
        widget.setSingleStep(option.step)
        widget.setValue(option.default)
    else:
        widget = QComboBox()
        for value, label in option.choices:
            widget.addItem(label, value)
        widget.setCurrentIndex([value for value, _ in option.choices].index(option.default))
    widget.setToolTip(option.description)
    widget.setObjectName(f"option-{option.key}")
    return widget


def option_value(option: Option, widget: QWidget) -> Any:
    if option.kind == "file":
        return widget.content
    if option.kind == "bool":
        return widget.isChecked()
    if option.kind == "int":
        return widget.value()
    return widget.currentData()


class NewGameDialog(QDialog):
    def __init__(self, info: GameInfo, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.setWindowTitle(f"New game of {info.name}")
        layout = QVBoxLayout(self)

        seats_box = QGroupBox("Players")
        seats_layout = QVBoxLayout(seats_box)
        count_form = QFormLayout()
        self.player_count = QSpinBox()
        self.player_count.setRange(info.min_players, info.max_players)
        self.player_count.setValue(info.default_players or info.min_players)
        self.player_count.setEnabled(info.min_players != info.max_players)
        count_form.addRow("Number of players", self.player_count)
        seats_layout.addLayout(count_form)
        grid = QGridLayout()
        for column, title in enumerate(("", "Name", "Who", "Bot level")):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.seat_rows = [SeatRow(grid, seat + 1, info.bot_levels, settings.name_for_seat(seat), bot=seat > 0)
                          for seat in range(info.max_players)]
        seats_layout.addLayout(grid)
        layout.addWidget(seats_box)
        self.player_count.valueChanged.connect(self._show_seats)
        self._show_seats(self.player_count.value())

        self.option_widgets: dict[str, QWidget] = {}
        if info.options:
            rules_box = QGroupBox("House rules")
            form = QFormLayout(rules_box)
            for option in info.options:
                widget = option_widget(option)
                self.option_widgets[option.key] = widget
                label = QLabel(option.label)
                label.setToolTip(option.description)
                form.addRow(label, widget)
            layout.addWidget(rules_box)

        seed_form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.seed.setValidator(QRegularExpressionValidator(r"\d{0,15}"))
        self.seed.setToolTip("Type the seed of an earlier game to play the same deal and draws again.")
        seed_form.addRow("Seed (optional)", self.seed)
        layout.addLayout(seed_form)

        self.error = QLabel()
        self.error.setStyleSheet("color: #d32f2f")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _show_seats(self, count: int) -> None:
        for index, row in enumerate(self.seat_rows):
            row.set_visible(index < count)

    def request(self) -> NewGameRequest:
        seats = [row.seat() for row in self.seat_rows[: self.player_count.value()]]
        options = {option.key: option_value(option, self.option_widgets[option.key]) for option in self.info.options}
        seed = int(self.seed.text()) if self.seed.text() else None
        return NewGameRequest(seats, options, seed)

    def accept(self) -> None:
        request = self.request()
        names = [seat.name for seat in request.seats]
        if len(set(names)) != len(names):
            self.error.setText("Every player needs a different name.")
            return
        try:
            self.info.resolve_options(request.options)
        except ValueError as error:
            self.error.setText(str(error))
            return
        super().accept()
