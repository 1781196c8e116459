"""Bots paced for people: each bot move is shown after a pause that follows the animation speed
preference (none when animations are off), and a bot thinking hard never stalls the UI thread."""
from __future__ import annotations

import itertools
import time

from PySide6.QtCore import Qt, QTimer

from gamenight.app.match_controller import BOT_PAUSE_MS, bot_pause_ms
from gamenight.core.engine import CHANCE
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.storage.settings import ANIMATION_SPEEDS


def test_the_pause_follows_the_animation_speed():
    assert bot_pause_ms(ANIMATION_SPEEDS["off"]) == 0
    assert bot_pause_ms(ANIMATION_SPEEDS["normal"]) == BOT_PAUSE_MS
    assert bot_pause_ms(ANIMATION_SPEEDS["slow"]) > BOT_PAUSE_MS > bot_pause_ms(ANIMATION_SPEEDS["fast"]) > 0


def bot_move_gaps(window, qtbot, moves: int) -> list[float]:
    """Seconds between consecutive bot moves (chance draws left out) in a game of two Pig bots."""
    times: list[float] = []

    def note(change) -> None:
        if change.action is not None and change.actor != CHANCE:
            times.append(time.perf_counter())

    match = Match.start("pig", [Seat("Ann", "bot", "normal"), Seat("Bob", "bot", "normal")], seed=4)
    window.open_match(match)
    window.controller.changed.connect(note)
    qtbot.waitUntil(lambda: len(times) > moves or match.is_over, timeout=20000)
    window.close_match()
    return [later - earlier for earlier, later in itertools.pairwise(times)]


def test_slow_animations_space_bot_moves_further_apart_than_fast_ones(pig, window, qtbot):
    window.context.settings.animation_speed = "slow"
    slow = bot_move_gaps(window, qtbot, 4)
    window.context.settings.animation_speed = "fast"
    fast = bot_move_gaps(window, qtbot, 4)
    slow_ms, fast_ms = bot_pause_ms(ANIMATION_SPEEDS["slow"]), bot_pause_ms(ANIMATION_SPEEDS["fast"])
    assert min(slow) >= slow_ms / 1000 - 0.02  # the bots' decisions are instant: the pause is the gap
    assert min(fast) >= fast_ms / 1000 - 0.02
    assert sorted(fast)[len(fast) // 2] < min(slow)


def test_with_animations_off_bots_move_at_once(pig, window, qtbot):
    assert window.context.settings.animation_speed == "off"
    match = Match.start("pig", [Seat("Ann", "bot", "normal"), Seat("Bob", "bot", "normal")], seed=4)
    started = time.perf_counter()
    window.open_match(match)
    assert window.controller.bot_delay_ms == 0
    qtbot.waitUntil(lambda: match.is_over, timeout=20000)
    bot_moves = sum(action["kind"] != "die" for action in match.record.actions)  # rolls and holds
    assert bot_moves > 5 and time.perf_counter() - started < bot_moves * BOT_PAUSE_MS / 1000  # no pause at all


def test_the_ui_thread_keeps_running_while_a_hard_bot_thinks(window, qtbot, monkeypatch):
    from gamenight.games.okey.bots import HardOkeyBot

    monkeypatch.setattr(HardOkeyBot, "futures", 400)  # a very slow hard bot: ~17 times the futures
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    thoughts: list[tuple[float, float]] = []  # (start, end) of each bot decision, stamped on the worker

    def thought(action, generation: int, seconds: float) -> None:
        now = time.perf_counter()
        thoughts.append((now - seconds, now))

    seats = [Seat(name, "bot", "hard") for name in ("Ada", "Bo", "Cy", "Di")]
    window.open_match(Match.start("okey", seats, seed=2))
    window.controller._relay.done.connect(thought, Qt.ConnectionType.DirectConnection)
    timer.start()
    qtbot.waitUntil(lambda: any(end - start > 0.5 for start, end in thoughts), timeout=60000)
    timer.stop()
    window.close_match()
    start, end = next((start, end) for start, end in thoughts if end - start > 0.5)
    during = [tick for tick in ticks if start < tick < end]
    assert len(during) >= (end - start) * 4  # the 10 ms timer kept firing (blocked, it would not at all)


def test_a_new_animation_speed_applies_to_the_bots_of_the_open_match(pig, window, monkeypatch):
    from gamenight.app import preferences
    from gamenight.storage.settings import Settings

    class SlowChosen:
        """The preferences dialog, answered: animation speed "slow"."""

        def __init__(self, settings, parent):
            self.chosen = Settings(animation_speed="slow")

        def exec(self) -> bool:
            return True

        def settings(self) -> Settings:
            return self.chosen

    window.open_match(Match.start("pig", [Seat("Ann"), Seat("Bob", "bot", "normal")], seed=4))
    assert window.controller.bot_delay_ms == 0
    monkeypatch.setattr(preferences, "PreferencesDialog", SlowChosen)
    window.edit_preferences()
    assert window.controller.bot_delay_ms == bot_pause_ms(ANIMATION_SPEEDS["slow"]) > BOT_PAUSE_MS
