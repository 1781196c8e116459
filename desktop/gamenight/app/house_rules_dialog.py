"""The house rules of one game of a caller's session, chosen as in its own new-game dialog: one
control per option with its description written out. Rules a game does not take are refused
with the reason, and the dialog stays open."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.new_game_dialog import FileOption, described, option_value, option_widget
from gamenight.app.theme import error_colour, fit_for_touch
from gamenight.core.registry import GameInfo
from gamenight.table.language import translated


def set_option_value(widget: QWidget, value: Any) -> None:
    """Show `value` in a widget made by `option_widget` (the rules chosen before)."""
    if isinstance(widget, FileOption):
        widget.set_content(value, widget.tr("chosen file") if value else widget.tr("built-in"))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value))
    elif isinstance(widget, QComboBox) and widget.findData(value) >= 0:
        widget.setCurrentIndex(widget.findData(value))


class HouseRulesDialog(QDialog):
    def __init__(self, info: GameInfo, options: dict[str, Any], parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.setWindowTitle(self.tr("House rules of {game}").format(game=info.name))
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {error_colour(self.palette())}")
        content = QWidget()
        form = QFormLayout(content)
        self.widgets: dict[str, QWidget] = {}
        for option in info.options:
            widget = option_widget(option)
            if option.key in options:
                set_option_value(widget, options[option.key])
            if isinstance(widget, FileOption):
                widget.refused.connect(self.error.setText)
            self.widgets[option.key] = widget
            form.addRow(QLabel(translated(option.label)), described(widget, translated(option.description)))
        scroll = QScrollArea()
        scroll.setWidget(content)
        scroll.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_for_touch(self)
        self.resize(max(self.sizeHint().width(), content.sizeHint().width() + 60),
                    min(content.sizeHint().height() + 140, (self.screen().availableGeometry().height() * 9) // 10))

    def options(self) -> dict[str, Any]:
        return {key: option_value(widget) for key, widget in self.widgets.items()}

    def accept(self) -> None:
        try:
            self.info.resolve_options(self.options())
        except ValueError as error:  # a Refusal says why in words
            self.error.setText(translated(getattr(error, "reason", str(error))))
            return
        super().accept()
