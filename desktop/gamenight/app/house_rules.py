"""A game's house rules as controls, one per option (a tick box, a number, a choice, a file), each
with its description written out: the new-game dialog's, and each game's in a night's program
(`HouseRules`, filled with values already chosen)."""
from __future__ import annotations

import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamenight.core.options import Option
from gamenight.core.registry import GameInfo
from gamenight.storage.files import read_regular_file
from gamenight.table.language import translated

translate = QCoreApplication.translate
DESCRIPTION_PIXELS = 13
DESCRIPTION_WIDTH = 380
NARROW_DESCRIPTION_WIDTH = 300
"""The descriptions' width in a narrow column (`HouseRules(narrow=True)`)."""
LABEL_GAP = 8
ONE_COLUMN_MOST = 6
"""House rules up to this many are laid in one column; more in two (`HouseRules(two_columns=True)`)."""


class FileOption(QWidget):
    """A file chosen for an option: its content is the value ("" keeps the built-in one). A file is
    read with the limits of a saved game and checked at once; one that cannot be used changes
    nothing and `refused` says why (the dialog shows it)."""

    refused = Signal(str)
    chosen = Signal()

    def __init__(self, option: Option):
        super().__init__()
        self.option = option
        self.content = option.default
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(translate("FileOption", "built-in"))
        layout.addWidget(self.label, 1)
        choose = QPushButton(translate("FileOption", "Choose file\u2026"))
        choose.clicked.connect(
            lambda: self.load(QFileDialog.getOpenFileName(self, translated(option.label), "", "JSON (*.json)")[0]))
        layout.addWidget(choose)
        reset = QPushButton(translate("FileOption", "Built-in"))
        reset.clicked.connect(lambda: self.set_content("", translate("FileOption", "built-in")))
        layout.addWidget(reset)

    def load(self, path: str) -> None:
        if not path:
            return
        name = path.replace("\\", "/").rsplit("/", 1)[-1]
        try:
            value = self.option.check(read_regular_file(Path(path)).decode("utf-8"))
        except UnicodeDecodeError:
            self.refused.emit(translate("FileOption", "{file} cannot be used: it is not text (UTF-8)")
                              .format(file=name))
        except ValueError as error:  # FileRefused (size, not a file), or the file's own checks
            self.refused.emit(translate("FileOption", "{file} cannot be used: {reason}")
                              .format(file=name, reason=translated(getattr(error, "reason", error))))
        else:
            self.set_content(value, name)

    def set_content(self, text: str, name: str) -> None:
        self.content = text
        self.label.setText(name)
        self.chosen.emit()


def option_widget(option: Option) -> QWidget:
    widget: QWidget
    if option.kind == "file":
        widget = FileOption(option)
    elif option.kind == "bool":
        widget = check = QCheckBox()
        check.setChecked(option.default)
    elif option.kind == "int":
        widget = spin = QSpinBox()
        spin.setRange(option.minimum if option.minimum is not None else -10**6,
                      option.maximum if option.maximum is not None else 10**6)
        spin.setSingleStep(option.step)
        spin.setValue(option.default)
    else:
        widget = combo = QComboBox()
        for value, label in option.choices:
            combo.addItem(translated(label), value)
        combo.setCurrentIndex([value for value, _ in option.choices].index(option.default))
    widget.setToolTip(translated(option.description))
    widget.setObjectName(f"option-{option.key}")
    return widget


class DescriptionLabel(QLabel):
    """An option's description in a small wrapped line; beside a checkbox a click on it ticks the box,
    as a click on the box's own text would."""

    def __init__(self, description: str, key: str, width: int, box: QCheckBox | None = None):
        super().__init__(description, wordWrap=True)
        self.box = box
        self.setObjectName(f"description-{key}")
        font = QFont(self.font())
        font.setPixelSize(DESCRIPTION_PIXELS)
        self.setFont(font)
        # a fixed wrapping width and the height it needs: inside the scroll area a wrapped label left
        # to find its own height gets squeezed to one line
        self.setFixedWidth(width)
        self.setMinimumHeight(self.heightForWidth(width))

    def mousePressEvent(self, event) -> None:
        if self.box is not None and self.box.isEnabled() and event.button() == Qt.MouseButton.LeftButton:
            self.box.toggle()
        super().mousePressEvent(event)


def described(control: QWidget, description: str, width: int = DESCRIPTION_WIDTH) -> QWidget:
    """A control with its description written out (not only a tooltip), wrapped at `width`: a
    checkbox's right beside it, as its text, and any other control's in a line under it."""
    if not description:
        return control
    key = control.objectName().removeprefix("option-")
    box = QWidget()
    if isinstance(control, QCheckBox):
        layout: QVBoxLayout | QHBoxLayout = QHBoxLayout(box)
        layout.setSpacing(6)
        layout.addWidget(control, 0, Qt.AlignmentFlag.AlignTop)
        control.setAccessibleDescription(description)  # a screen reader reads the text beside the box with it
        note = DescriptionLabel(description, key, width - control.sizeHint().width() - 6, control)
    else:
        layout = QVBoxLayout(box)
        layout.setSpacing(2)
        layout.addWidget(control)
        note = DescriptionLabel(description, key, width)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(note, 0, Qt.AlignmentFlag.AlignTop)
    if isinstance(control, QCheckBox):
        layout.addStretch(1)
    return box


def option_value(widget: QWidget) -> Any:
    """The value chosen in a widget made by `option_widget`."""
    if isinstance(widget, FileOption):
        return widget.content
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    assert isinstance(widget, QComboBox)
    return widget.currentData()


def set_option_value(widget: QWidget, value: Any) -> None:
    """Show `value` (one the option allows) in a widget made by `option_widget`."""
    if isinstance(widget, FileOption):
        widget.set_content(value, translate("FileOption", "chosen file") if value else
                           translate("FileOption", "built-in"))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(value)
    else:
        assert isinstance(widget, QComboBox)
        widget.setCurrentIndex(max(0, widget.findData(value)))


class HouseRules(QGroupBox):
    """One row per option of `info`: its label, then its control with the description written
    under it; with `two_columns` a game with many options (Goker's ten) lays them in two columns,
    so that the new-game dialog needs no scroll bar where the screen is wide enough; `narrow` lays
    them for a narrow column (the night page's, beside the standings): each label over its control,
    the descriptions wrapped narrower. `changed` after any control changes; `refused(text)` when a
    chosen file cannot be used (nothing changed)."""

    changed = Signal()
    refused = Signal(str)

    def __init__(self, info: GameInfo, title: str, values: Mapping[str, Any] | None = None,
                 parent: QWidget | None = None, two_columns: bool = False, narrow: bool = False):
        super().__init__(title, parent)
        self.info = info
        self.widgets: dict[str, QWidget] = {}
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(12)
        options = info.options
        rows = len(options) if not two_columns or len(options) <= ONE_COLUMN_MOST else math.ceil(len(options) / 2)
        for index, option in enumerate(options):
            widget = option_widget(option)
            if values is not None and option.key in values:
                set_option_value(widget, values[option.key])
            self.widgets[option.key] = widget
            if isinstance(widget, FileOption):
                widget.refused.connect(self.refused)
                widget.chosen.connect(self.changed)
            for signal in ("toggled", "valueChanged", "currentIndexChanged"):
                if hasattr(widget, signal):
                    getattr(widget, signal).connect(self.changed)
                    break
            label = QLabel(translated(option.label))
            label.setToolTip(translated(option.description))
            if narrow:  # one column, each label over its control, apart from the control above
                label_at, control_at = (2 * index, 0), (2 * index + 1, 0)
                label.setContentsMargins(0, LABEL_GAP if index else 0, 0, 0)
            else:  # down the first column, then the second
                row, column = index % rows, 2 * (index // rows)
                label_at, control_at = (row, column), (row, column + 1)
            grid.addWidget(label, *label_at, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(described(widget, translated(option.description),
                                     NARROW_DESCRIPTION_WIDTH if narrow else DESCRIPTION_WIDTH),
                           *control_at, Qt.AlignmentFlag.AlignTop)
        if narrow:  # room to spare goes under the last control, not between a label and its control
            grid.setRowStretch(2 * len(options), 1)

    def values(self) -> dict[str, Any]:
        return {key: option_value(widget) for key, widget in self.widgets.items()}
