"""The tables' sounds as a player meets them, from the launcher (its tile, the new-game dialog,
Start) with a recording sink in place of the sound worker (tests/fake_sound.py): every move asks
for its game's sound once, as the table shows it (a Goodge card as it lands, a Jokers marble at each
hole it passes, a bump, a joker's jump); your turn, a refusal and the wins; nothing once M has
switched the table's sounds off (and the choice is kept); only turns and wins in that mode."""
from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.core.engine import CHANCE
from gamenight.core.registry import get
from gamenight.games.jokers.actions import Discard as JokersDiscard, JokerMove
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.ui.story import marble_travels
from gamenight.games.okey.rules import Discard
from gamenight.sound.catalogue import TURNS_AND_WINS
from gamenight.storage.settings import load_settings
from okey.test_okey_from_launcher import when_modal

GAMES = ("okey", "goodge", "jokers", "pokeno", "goker")
ACTIONS = 40  # moves watched in each game
PACE_MS = {"jokers": 1000}
"""A bot's turn, at the least, where a move's animation is long (a marble's walk): a move shown
before the last one's animation ended cuts it short, and with it the steps it did not show."""


def start(window, qtbot, game: str, kinds: tuple[str, ...], seed: int = 5, choices: dict | None = None):
    """The game's tile, its dialog filled (`kinds` per seat, the house rules' `choices`, the seed), Start."""
    def fill(dialog):
        for key, value in (choices or {}).items():
            box = dialog.option_widgets[key]
            box.setCurrentIndex(box.findData(value))
        dialog.player_count.setValue(len(kinds))
        for row, kind in zip(dialog.seat_rows, kinds, strict=False):
            row.kind.setCurrentIndex(row.kind.findData(kind))
        dialog.seed.setText(str(seed))
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    window.context.settings.animation_speed = "fast"  # the sounds follow real animations
    seen = when_modal(qtbot, NewGameDialog, fill)
    qtbot.mouseClick(window.launcher.tiles[game].button, Qt.MouseButton.LeftButton)
    assert seen and window.controller is not None
    window.controller.bot_delay_ms = PACE_MS.get(game, 150)
    window.activateWindow()  # back from the dialog: the table's keys (M) reach it
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    return window.screen_widget


def bots_only(game: str) -> tuple[str, ...]:
    return ("bot",) * get(game).default_players


def play_on(window, qtbot, actions: int) -> None:
    """Let the bots play; the caller's draw (Goker, Pokeno) is pressed as a person would."""
    match = window.controller.match
    goal = min(len(match.record.actions) + actions, 10_000)

    def moved_on() -> bool:
        screen = window.screen_widget
        if match.is_over or len(match.record.actions) >= goal:
            return True
        if match.current_player == CHANCE and hasattr(screen, "controls") and screen.controls.primary.isEnabled():
            screen.controls.primary.click()
        elif screen.end_panel is not None and screen.end_panel.isVisible() and not match.is_over:
            panel = screen.end_panel
            kit = (panel.again_button, panel.log_button, panel.launcher_button)
            buttons = [button for button in panel.findChildren(QPushButton) if button.isVisible() and button not in kit]
            if buttons:
                buttons[0].click()  # the game's own: the next round, Continue
        return False

    qtbot.waitUntil(moved_on, timeout=120_000)


class Moves:
    """What each shown move should sound: its game's sound for public moves and draws, and for
    Jokers each marble's steps, hops, jumps and bumps, worked out from the engine's travels."""

    def __init__(self, controller):
        self.match = controller.match
        self.info = self.match.info
        self.expected: Counter[str] = Counter()
        self.board = self._board()
        controller.changed.connect(self._changed)

    def _board(self):
        return Board.from_holes(self.match.state.public_view().marbles) if self.info.id == "jokers" else None

    def _changed(self, change) -> None:
        action, actor = change.action, change.actor
        if action is None:
            return
        name = self.info.sounds.get(action.kind)
        if name and (isinstance(action, self.info.public_kinds) or actor == CHANCE):
            self.expected[name] += 1
        if self.board is not None and actor is not None and actor >= 0 and not isinstance(action, JokersDiscard):
            for path, bumped in marble_travels(self.board, actor, action).values():  # each marble's way, as shown
                if bumped:
                    self.expected["marble_bump"] += 1
                elif len(path) > 1:
                    self.expected["marble_step"] += len(path)
                else:
                    self.expected["marble_jump" if isinstance(action, JokerMove) else "marble_step"] += 1
        self.board = self._board()


@pytest.mark.parametrize("game", GAMES)
def test_each_move_of_a_bots_game_asks_for_its_sound_once_as_the_table_shows_it(window, qtbot, heard, game):
    screen = start(window, qtbot, game, bots_only(game))
    moves = Moves(window.controller)
    play_on(window, qtbot, ACTIONS if game not in PACE_MS else ACTIONS // 2)
    window.controller.close()  # no more moves: the last ones' animations finish
    qtbot.wait(1500)
    played = Counter(heard.names)
    assert moves.expected, "moves were made"
    for name, count in moves.expected.items():
        if game == "goodge" and name == "cards_gather":
            continue  # a claim's sweep, and each trick's, are counted below
        assert played[name] == count, (name, played, moves.expected)
    assert "turn" not in played and "refused" not in played  # nobody at this machine plays
    if game == "goodge":  # each trick taken swept off the felt as it leaves, a claim too
        assert played["cards_gather"] >= 1
    assert all(0 < gain <= 1 for _, gain in heard.played)
    assert screen.sounds.on


def test_your_turn_sounds_once_per_turn_and_a_refusal_sounds_its_own(window, qtbot, heard):
    start(window, qtbot, "okey", ("human", "bot", "bot", "bot"))
    controller, screen = window.controller, window.screen_widget
    qtbot.waitUntil(lambda: controller.match.current_player == 0, timeout=30_000)
    assert heard.names.count("turn") == 1
    for _ in range(3):  # three turns of the person's: the stock clicked, a tile discarded
        qtbot.waitUntil(lambda: controller.match.current_player == 0, timeout=30_000)
        screen.draw_from_stock()  # the turn goes on: no new chime
        screen.act(Discard(screen.view().rack[0]))
    qtbot.waitUntil(lambda: controller.match.current_player == 0, timeout=30_000)
    assert heard.names.count("turn") == 4
    heard.clear()
    controller.bot_delay_ms = 10_000  # the bot thinks on: it is not the person's turn
    screen.draw_from_stock()
    screen.act(Discard(screen.view().rack[0]))
    screen.draw_from_stock()
    assert heard.names.count("refused") == 1
    assert screen.message.text() == "It is not your turn."


def test_m_switches_the_tables_sounds_off_and_keeps_it(window, qtbot, heard):
    screen = start(window, qtbot, "goodge", bots_only("goodge"))
    window.controller.bot_delay_ms = 60_000  # the table waits while the key is pressed and read
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_M)
    assert screen.message.text() == "Sounds off (M switches them on)."
    assert not load_settings(window.context.settings_file)[0].table_sounds
    heard.clear()
    window.controller.bot_delay_ms = 150
    play_on(window, qtbot, 20)
    qtbot.wait(800)
    assert heard.played == []
    window.controller.bot_delay_ms = 60_000
    qtbot.wait(300)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_M)
    assert screen.message.text() == "Sounds on (M switches them off)."
    assert load_settings(window.context.settings_file)[0].table_sounds


def test_only_turns_and_wins_lets_nothing_else_through(window, qtbot, heard):
    window.context.settings.only_turns_and_wins = True
    start(window, qtbot, "jokers", ("human", "bot", "bot", "bot"))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.match.current_player == 0, timeout=30_000)
    assert heard.names and set(heard.names) <= TURNS_AND_WINS and "turn" in heard.names


def test_with_a_tv_table_open_each_move_is_heard_once_from_the_tv(window, qtbot, heard):
    from test_tv_table import moves_on, open_tv

    start(window, qtbot, "okey", bots_only("okey"))
    tv = open_tv(window, qtbot)
    heard.clear()
    moves = Moves(window.controller)
    moves_on(window, qtbot, 12)
    window.controller.close()
    qtbot.wait(300)
    assert moves.expected and Counter(heard.names) == moves.expected  # once each: the TV's, not the host's too
    assert tv.table_screen.sounds.on


def test_the_callers_console_keeps_its_own_choice(window, qtbot, heard):
    """Goker with the cards at the table is the caller's console: the tables' choice is not its."""
    window.context.settings.table_sounds = False
    window.context.settings.console_sounds = True
    start(window, qtbot, "goker", ("human", "human"), choices={"cards": "table"})
    screen = window.screen_widget
    assert screen.console
    from gamenight.games.goker.views import GokerPhase

    def draw_a_ball() -> None:
        """Each person's guess tapped on the flashboard while guesses are due, then Draw."""
        number = 1
        while screen.view().phase == GokerPhase.GUESS:
            screen.tap_number(number)
            number += 1
        assert screen.view().phase == GokerPhase.DRAW
        screen.controls.primary.click()

    draw_a_ball()
    assert "ball_drop" in heard.names  # the console's choice is on, the tables' off
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_M)  # the console's own switch
    assert not window.context.settings.console_sounds and not window.context.settings.table_sounds
    heard.clear()
    draw_a_ball()
    assert heard.played == []
