"""The Qt side of a match: one QObject that owns the match, applies every action on the UI
thread, keeps it on disk after each one, and runs bots on a worker thread.

Screens call `act`, `enter_chance` and `undo` and redraw on `changed`; they never touch the
engine state directly. Illegal input comes back as `refused(message)` and changes nothing.
"""
from __future__ import annotations

import time

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from gamenight.core.actions import Action
from gamenight.core.engine import CHANCE, IllegalAction
from gamenight.core.match import Match
from gamenight.storage.keeper import MatchKeeper


class _BotRelay(QObject):
    done = Signal(object, int, float)  # action, generation, seconds


class _BotTask(QRunnable):
    def __init__(self, bot, view, legal, rng, generation: int, relay: _BotRelay):
        super().__init__()
        self._args = (bot, view, legal, rng)
        self._generation = generation
        self._relay = relay

    def run(self) -> None:
        bot, view, legal, rng = self._args
        started = time.perf_counter()
        action = bot.choose(view, legal, rng)
        try:
            self._relay.done.emit(action, self._generation, time.perf_counter() - started)
        except RuntimeError:  # the match was closed while the bot thought: nobody wants the answer
            pass


class MatchController(QObject):
    changed = Signal()
    turnStarted = Signal(int)
    refused = Signal(str)
    gameOver = Signal()

    def __init__(self, match: Match, keeper: MatchKeeper, *, auto_chance: bool = True,
                 bot_delay_ms: int = 400, parent: QObject | None = None):
        """`auto_chance`: draw seeded chance steps by themselves (off when a screen lets the
        user trigger each draw). `bot_delay_ms`: a pause before a bot's move is shown."""
        super().__init__(parent)
        self.match = match
        self.keeper = keeper
        self.auto_chance = auto_chance
        self.bot_delay_ms = bot_delay_ms
        self._generation = 0  # bumped on undo and close so a late bot answer is dropped
        self._relay = _BotRelay(self)
        self._relay.done.connect(self._bot_done)
        self._bot_running = False

    @property
    def state(self):
        return self.match.state

    def start(self) -> None:
        """Announce the current turn and let bots or chance move if it is theirs."""
        self.changed.emit()
        self._next()

    # -- input from the screen ---------------------------------------------------------------
    def act(self, action: Action, seat: int) -> bool:
        """A human seat's action. False (and `refused`) if the rules do not allow it."""
        if self.match.current_player >= 0 and self.match.seats[self.match.current_player].is_bot:
            self.refused.emit("wait for the bot to move")
            return False
        return self._apply(action, seat)

    def enter_chance(self, action: Action) -> bool:
        """An outcome entered by hand (a live caller's card, dice read off the table)."""
        if self.match.current_player != CHANCE:
            self.refused.emit("no draw is due now")
            return False
        return self._apply(action, None)

    def draw(self) -> bool:
        """Draw the pending chance step from the seed (for screens that draw on a tap)."""
        try:
            action = self.match.draw_chance()
        except IllegalAction as error:
            self.refused.emit(str(error))
            return False
        return self._apply(action, None)

    def can_undo(self) -> bool:
        return self.match.can_undo()

    def close(self) -> None:
        """Stop moving: a bot still thinking, or a draw already queued, is dropped when it
        comes back (its match may be closed and the history shut by then)."""
        self._generation += 1
        self._bot_running = False
        self.auto_chance = False

    def undo(self) -> bool:
        try:
            self.match.undo()
        except IllegalAction as error:
            self.refused.emit(str(error))
            return False
        self._generation += 1
        self._bot_running = False
        self.keeper.after_change()
        self.changed.emit()
        self._next()
        return True

    # -- internals ---------------------------------------------------------------------------
    def _apply(self, action: Action, seat: int | None) -> bool:
        try:
            self.match.apply(action, seat)
        except IllegalAction as error:
            self.refused.emit(str(error))
            return False
        self.keeper.after_change()
        self.changed.emit()
        self._next()
        return True

    def _next(self) -> None:
        match = self.match
        reaction = match.bot_reaction()
        if reaction is not None:  # quick and rule-bound (a GOKER call): taken at once
            self._apply(reaction[1], reaction[0])
            return
        if match.is_over:
            self.gameOver.emit()
            return
        player = match.current_player
        if player == CHANCE:
            if self.auto_chance and match.chance_is_automatic():
                QTimer.singleShot(0, self._auto_draw)
            return
        self.turnStarted.emit(player)
        if match.seats[player].is_bot and not self._bot_running:
            self._bot_running = True
            generation = self._generation
            QTimer.singleShot(self.bot_delay_ms, lambda: self._start_bot(generation))

    def _auto_draw(self) -> None:
        if self.match.current_player == CHANCE and self.auto_chance:
            self.draw()

    def _start_bot(self, generation: int) -> None:
        if generation != self._generation:
            return
        bot, legal, rng, view = self.match.bot_decision()
        QThreadPool.globalInstance().start(_BotTask(bot, view, legal, rng, generation, self._relay))

    def _bot_done(self, action: Action, generation: int, seconds: float) -> None:
        if generation != self._generation:
            return
        self._bot_running = False
        self._apply(action, self.match.current_player)
