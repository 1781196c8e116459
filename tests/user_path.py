"""Driving the app the way a user starts it: the launcher's tile, the new-game dialog, Start;
and after a kill, a fresh window and the resume dialog. Used by every game's start-up tests."""
from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.resume_dialog import ResumeDialog
from gamenight.app.smoke import when_modal
from gamenight.core.engine import CHANCE
from gamenight.storage import paths
from gamenight.storage.settings import Settings, save_settings


def button_named(dialog, text: str) -> QPushButton:
    for button in dialog.findChildren(QPushButton):
        if button.text().replace("&", "") == text:
            return button
    raise LookupError(f"no button {text!r} in {dialog.windowTitle()!r}")


def start_from_launcher(window, qtbot, game_id: str, fill: Callable[[NewGameDialog], None]):
    """Click the game's tile, fill the new-game dialog with `fill(dialog)`, press Start; the
    match the window then shows (bots move without a pause)."""
    filled = []

    def fill_and_start(dialog: NewGameDialog) -> None:
        fill(dialog)
        filled.append(dialog)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    window.show_launcher()
    when_modal(NewGameDialog, fill_and_start)
    qtbot.mouseClick(window.launcher.tiles[game_id].button, Qt.MouseButton.LeftButton)
    assert filled, "the new-game dialog did not open"
    assert window.controller is not None, "Start did not open the game"
    window.controller.bot_delay_ms = 0
    return window.controller.match


def seats(dialog: NewGameDialog, count: int, bots: dict[int, str], names: list[str] | None = None) -> None:
    """Set the number of players, which seats are bots (seat -> level) and, optionally, names."""
    dialog.player_count.setValue(count)
    for index, row in enumerate(dialog.seat_rows[:count]):
        if names:
            row.name.setText(names[index])
        row.kind.setCurrentIndex(row.kind.findData("bot" if index in bots else "human"))
        if index in bots:
            row.level.setCurrentIndex(row.level.findData(bots[index]))


def start_seeded(window, qtbot, game_id: str, bots: dict[int, str], names: list[str], seed: int):
    """Start `game_id` from its tile with these seats and seed; (the match, its screen)."""
    def fill(dialog: NewGameDialog) -> None:
        seats(dialog, len(names), bots, names)
        dialog.seed.setText(str(seed))

    match = start_from_launcher(window, qtbot, game_id, fill)
    assert match.record.game == game_id and match.record.seed == seed
    return match, window.screen_widget


def start_the_app(qtbot, language: str = "en"):
    """The app as a user starts it (the Preferences say `language`): the window, then what it does
    once it is up (the notices, the resume offer)."""
    save_settings(paths.settings_path(), Settings(language=language, animation_speed="off"))
    create_application()
    window = build_main_window(AppContext.open())
    qtbot.addWidget(window)
    window.show()
    window.after_start()
    return window


def choose_language(window, qtbot, language: str) -> None:
    """View -> Preferences, `language` chosen (a code: "tr", "en"), OK: the app speaks it at once."""
    from PySide6.QtWidgets import QDialogButtonBox

    from gamenight.app.preferences import PreferencesDialog

    def choose(dialog: PreferencesDialog) -> None:
        dialog.language.setCurrentIndex(dialog.language.findData(language))
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    when_modal(PreferencesDialog, choose)
    window.edit_preferences()
    assert window.context.settings.language == language


def killed_and_reopened(qtbot):
    """A second main window on the same data folder, as after a kill: the first is abandoned
    without closing (nothing is written at close)."""
    again = build_main_window(AppContext.open())
    again.context.settings.animation_speed = "off"
    qtbot.addWidget(again)
    again.show()
    return again


BOT_TURN_MS = 20000
"""How long a test waits for the bots between two of the people's moves: a searching bot takes a
second or two alone, several times that on a loaded machine (5 s timed out under load)."""


def resume_through_dialog(window, qtbot, pick: int = 0):
    """Open Game -> Resume, choose the `pick`-th saved game and press Resume."""
    chosen = []

    def choose(dialog: ResumeDialog) -> None:
        dialog.list.setCurrentRow(pick)
        chosen.append(dialog.list.currentItem().text())
        qtbot.mouseClick(button_named(dialog, "Resume"), Qt.MouseButton.LeftButton)

    when_modal(ResumeDialog, choose)
    window.resume_action.trigger()
    assert chosen, "the resume dialog did not open"
    window.controller.bot_delay_ms = 0
    return window.controller.match


def undo_by_keys(window, qtbot) -> str:
    """Ctrl+Z as a user presses it; returns what the Edit menu said it would undo."""
    label = window.undo_action.text()
    assert window.undo_action.isEnabled(), "nothing to undo"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    return label


def play_on(window, qtbot, moves: int, until: Callable[[], bool] = lambda: False) -> None:
    """The people's moves (an easy bot's choice) and the draws, `moves` of them or until `until()`
    (asked before each of them, once the bots have moved); bots play on."""
    controller = window.controller
    match = controller.match
    rng = random.Random(3)
    for _ in range(moves):
        qtbot.waitUntil(lambda: until() or match.is_over or match.current_player == CHANCE
                        or not match.seats[match.current_player].is_bot, timeout=BOT_TURN_MS)
        if until() or match.is_over:
            return
        player = match.current_player
        if player == CHANCE and match.state.external_chance:
            controller.enter_chance(rng.choice(match.state.legal_actions()))
        elif player == CHANCE:
            controller.draw()
        else:
            bot = match.info.bots["easy"](player)
            controller.act(bot.choose(match.state.view(player), match.state.legal_actions(), rng), player)
        qtbot.wait(5)
