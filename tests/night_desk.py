"""Driving a night at the desktop as its host does: Game -> New night…, the dialog filled (people
with where they are, the program with each game's house rules, the scoring), Start the night;
then the night page's buttons and each game played as `user_path.play_on` plays one."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QRadioButton

from gamenight.app.house_rules import set_option_value
from gamenight.app.new_night_dialog import NewNightDialog
from gamenight.app.resume_dialog import ResumeDialog
from gamenight.app.smoke import when_modal
from user_path import button_named, play_on, start_the_app

SHORT = {"goker": {"level1": 5, "level2": 10, "level3": 15, "grace_seconds": 0}, "okey": {"start_points": 5},
         "goodge": {"target": 500}}
"""House rules that keep a test's games short."""


def menu_action(window, words_text: str) -> QAction:
    """The main window's menu item whose words (before translation) are `words_text`."""
    return next(item for item, text in window.menu_words if str(text) == words_text and isinstance(item, QAction))


def fill_night(dialog: NewNightDialog, people: Sequence[tuple[str, str]], games: Sequence[str],
               scoring: str = "placement", levels: dict[str, str] | None = None) -> None:
    """People as (name, "human" | "phone" | "away" | "bot"), bots at `levels` (name -> level, else
    easy); the games added in order, each with its short house rules set in its controls."""
    while len(dialog.rows) < len(people):
        dialog.add_row()
    for row, (name, kind) in zip(dialog.rows, people, strict=False):
        row.name.setText(name)
        row.kind.setCurrentIndex(row.kind.findData(kind))
        if kind == "bot":
            row.level.setCurrentIndex(row.level.findData((levels or {}).get(name, "easy")))
    for game in games:
        editor = dialog.program
        editor.game_choice.setCurrentIndex(editor.game_choice.findData(game))
        editor.add_button.click()
        set_rules(editor, SHORT.get(game, {}))
    dialog.findChild(QRadioButton, f"scoring-{scoring}").setChecked(True)


def set_rules(editor, options: dict[str, Any]) -> None:
    """Set the chosen program item's house rules in its controls, as the host does."""
    for key, value in options.items():
        set_option_value(editor.rules.widgets[key], value)


def start_night(window, qtbot, fill: Callable[[NewNightDialog], None]):
    """Game -> New night…, `fill(dialog)`, Start the night: the night's controller."""
    filled = []

    def fill_and_start(dialog: NewNightDialog) -> None:
        try:
            fill(dialog)
        except BaseException:
            dialog.reject()  # the test fails with the reason rather than wait on the open dialog
            raise
        filled.append(dialog)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    when_modal(NewNightDialog, fill_and_start)
    menu_action(window, "New n&ight\u2026").trigger()
    assert filled, "the new-night dialog did not open"
    assert window.night is not None, "Start the night did not open the night"
    return window.night


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_game_out(window, qtbot) -> None:
    """The night's game on screen played to its end (the people's moves as easy bots)."""
    controller = window.controller
    controller.bot_delay_ms = 0
    play_on(window, qtbot, 5000, until=lambda: controller.match.is_over)
    assert controller.match.is_over


def resumed_from_the_dialog(qtbot) -> tuple[Any, list[str]]:
    """The app started again, the first entry of its resume dialog resumed: (the window, the entries)."""
    offered: list[str] = []

    def resume(dialog: ResumeDialog) -> None:
        offered.extend(dialog.list.item(row).text().replace("\u2068", "").replace("\u2069", "")
                       for row in range(dialog.list.count()))
        dialog.list.setCurrentRow(0)
        qtbot.mouseClick(button_named(dialog, "Resume"), Qt.MouseButton.LeftButton)

    when_modal(ResumeDialog, resume)
    window = start_the_app(qtbot)  # the resume dialog is offered once the window is up
    qtbot.waitUntil(lambda: window.night is not None, timeout=10_000)
    return window, offered
