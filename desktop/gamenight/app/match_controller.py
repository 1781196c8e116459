"""The Qt side of a match: one QObject that owns the match, applies every action on the UI
thread, keeps it on disk after each one, and runs bots on a worker thread.

Screens call `act`, `enter_chance` and `undo` and redraw on `changed`; they never touch the
engine state directly. Illegal input comes back as `refused(reason)` and changes nothing (the
reason is `Text`: the engine's `Words` or the controller's own, translated where shown).
A bot starts thinking as soon as its turn comes, and its move is shown no sooner than
`bot_delay_ms` after the turn began, so people can follow the table.
A save that fails never stops the game: `saveProblem(text)` tells the window (an empty text
once saving works again) and the write is retried every few seconds and after every action.
A history held by another program fails its write at once (the table never waits for it); the
banner says the scores are waiting, then that the history caught up.
"""
from __future__ import annotations

import contextlib
import gc
import threading
import time
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from gamenight.core.actions import Action
from gamenight.core.bots import Advice
from gamenight.core.engine import CHANCE, IllegalAction
from gamenight.core.match import Match, UndoStep
from gamenight.core.reports import Report
from gamenight.core.words import words
from gamenight.storage.errors import LOCKED, SaveFailed
from gamenight.storage.keeper import MatchKeeper
from gamenight.table.after_game import AfterGame
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.language import translated

translate = QCoreApplication.translate
SAVE_RETRY_MS = 3000
CAUGHT_UP_WORDS = words("MatchController", "The score history caught up: every finished round is saved in it.")
CAUGHT_UP = str(CAUGHT_UP_WORDS)
"""The news that the history caught up, as `save_problem` holds it (the window shows it translated)."""
CAUGHT_UP_SHOWN_MS = 6000
WAIT_FOR_BOT = words("MatchController", "wait for the bot to move")
NO_DRAW_DUE = words("MatchController", "no draw is due now")
HINT_NOT_YOUR_TURN = words("MatchController", "a hint is for your own turn")
NO_HINT = words("MatchController", "no hint this time: the bot could not decide ({error})")
BOT_FELL_BACK = words("MatchController", "{name} (a bot) could not decide ({error}), so it made the first legal move")
BOT_PAUSE_MS = 400
"""How long a bot's turn lasts at least at the normal animation speed, its move's animation
included, so a person sees each move before the next one."""


def save_problem_text(keeper: MatchKeeper) -> str:
    """The banner for the keeper's failed writes, naming each cause (in the app's language)."""
    game, history = keeper.game_failure, keeper.history_failure
    if game is not None and history is not None:
        if game.reason == history.reason:
            return translate("MatchController", "Not saved: {reason}, for the game and the score history. "
                             "Game Night keeps trying; you can play on.").format(reason=translated(game.reason))
        return translate("MatchController", "Not saved: the game ({game}) and the score history ({history}). "
                         "Game Night keeps trying; you can play on.").format(game=translated(game.reason),
                                                                            history=translated(history.reason))
    if game is not None:
        return translate("MatchController", "Not saved: {reason}. Game Night keeps trying; you can play on.").format(
            reason=translated(game.reason))
    if history is not None and history.reason == LOCKED:
        return translate("MatchController", "The score history is locked by another program: its scores are "
                         "waiting and are written as soon as it is free. The game itself is saved; play on.")
    reason = translated(history.reason) if history is not None else translate("MatchController", "unknown")
    return translate("MatchController", "Not saved in the score history: {reason}. The game itself is saved; "
                     "Game Night keeps trying.").format(reason=reason)


def bot_pause_ms(animation_factor: float) -> int:
    """The bots' pause for an animation speed factor: longer when slow, none when animations are
    off (`Settings.animation_factor`)."""
    return round(BOT_PAUSE_MS / animation_factor) if animation_factor else 0


class _BotRelay(QObject):
    done = Signal(object, int, float)  # the answer (an action, or Advice for a hint), generation, seconds


@dataclass(frozen=True)
class BotFailure:
    """A bot that raised instead of deciding: the table goes on with `fallback` (the first legal
    move) and says so, rather than wait for a move that will never come."""

    fallback: Action | None
    error: str


class _CollectorPause:
    """Python's cyclic garbage collector does not run while a bot thinks on a worker thread: a
    collection on the window's thread then was seen to crash the process (a segfault inside the
    collector, three times in full test runs, always with a bot's search running). Garbage made
    meanwhile is collected once the last bot is done; a collector someone else switched off (the
    tests collect between tests only) stays off."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._thinking = 0
        self._was_on = True

    def bot_starts(self) -> None:
        with self._lock:
            if not self._thinking:
                self._was_on = gc.isenabled()
            self._thinking += 1
            gc.disable()

    def bot_ends(self) -> None:
        with self._lock:
            self._thinking -= 1
            if not self._thinking and self._was_on:
                gc.enable()


_collector = _CollectorPause()


class _BotTask(QRunnable):
    def __init__(self, decide, view, legal, rng, generation: int, relay: _BotRelay):
        """`decide`: a bot's `choose`, or its `advise` for a hint. Made right before it is started."""
        super().__init__()
        self._args = (decide, view, legal, rng)
        self._generation = generation
        self._relay = relay
        _collector.bot_starts()

    def run(self) -> None:
        decide, view, legal, rng = self._args
        started = time.perf_counter()
        try:
            answer = decide(view, legal, rng)
        except Exception as error:  # a bot's bug must never leave the table waiting for ever
            traceback.print_exc()
            answer = BotFailure(legal[0] if legal else None, f"{type(error).__name__}: {error}")
        finally:
            _collector.bot_ends()
        with contextlib.suppress(RuntimeError):  # the match was closed while the bot thought: nobody wants the answer
            self._relay.done.emit(answer, self._generation, time.perf_counter() - started)


class MatchController(QObject):
    changed = Signal(object)  # Change
    turnStarted = Signal(int)
    refused = Signal(object)  # Text: why an action was not taken
    gameOver = Signal()
    saveProblem = Signal(str)
    hintReady = Signal(int, object, object)  # seat, the action the strongest bot would take there, why

    def __init__(self, match: Match, keeper: MatchKeeper, *, auto_chance: bool = True,
                 bot_delay_ms: int = BOT_PAUSE_MS, parent: QObject | None = None):
        """`auto_chance`: draw seeded chance steps by themselves (off when a screen lets the
        user trigger each draw). `bot_delay_ms`: the least time from a bot's turn beginning to
        its move being shown (see `bot_pause_ms`); it may be changed at any time."""
        super().__init__(parent)
        self.match = match
        self.keeper = keeper
        self.auto_chance = auto_chance
        self.bot_delay_ms = bot_delay_ms
        self._generation = 0  # bumped on undo and close so a late bot answer is dropped
        self._relay = _BotRelay(self)
        self._relay.done.connect(self._bot_done)
        self._hint_relay = _BotRelay(self)
        self._hint_relay.done.connect(self._hint_done)
        self._hint_for: tuple[int, int] | None = None  # (seat, step) of the hint being worked out
        self._bot_running = False
        self._bot_turn_began = 0.0  # perf_counter when the thinking bot's turn began
        self.save_problem = ""
        self._retry = QTimer(self)
        self._retry.setInterval(SAVE_RETRY_MS)
        self._retry.timeout.connect(self.save)
        self._caught_up_shown = QTimer(self, singleShot=True, interval=CAUGHT_UP_SHOWN_MS)
        self._caught_up_shown.timeout.connect(self._stop_saying_caught_up)
        self._told: Report = ""
        self.after_game: AfterGame | None = None
        """What the game's end offers in place of a new game with the same players (its owner's)."""
        match.observers.append(self._heard)

    @property
    def state(self):
        return self.match.state

    def start(self) -> None:
        """Save, announce the current turn and let bots or chance move if it is theirs."""
        self.save()
        rounds = len(self.match.state.completed_rounds())
        self.changed.emit(Change(ChangeKind.OPENED, rounds_before=rounds, rounds_after=rounds))
        self._next()

    # -- input from the screen ---------------------------------------------------------------
    def act(self, action: Action, seat: int) -> bool:
        """A human seat's action. False (and `refused`) if the rules do not allow it."""
        turn = self.match.current_player
        out_of_turn = action in self.match.state.out_of_turn_actions(seat)  # a GOKER call, an indicator shown
        if turn >= 0 and self.match.seats[turn].is_bot and not out_of_turn:
            self.refused.emit(WAIT_FOR_BOT)
            return False
        if out_of_turn and self._bot_running:  # the thinking bot's answer is for a table that is gone
            self._generation += 1
            self._bot_running = False
        return self._apply(action, seat)

    def enter_chance(self, action: Action, *, by_user: bool = True) -> bool:
        """An outcome entered by hand (a live caller's card, dice read off the table); with
        `by_user` False, one the screen enters by itself (a coin landing), not a step for undo."""
        if self.match.current_player != CHANCE:
            self.refused.emit(NO_DRAW_DUE)
            return False
        return self._apply(action, None, by_user=by_user)

    def draw(self, *, by_user: bool = True) -> bool:
        """Draw the pending chance step from the seed: at the user's request (a Draw button,
        auto draw: each such draw is undone on its own), or by the app itself (a deal)."""
        try:
            action = self.match.draw_chance()
        except IllegalAction as error:
            self.refused.emit(error.reason)
            return False
        return self._apply(action, None, by_user=by_user)

    def can_undo(self) -> bool:
        return self.match.can_undo()

    def seats_changed(self) -> None:
        """Who plays a seat changed (a phone's seat given to a bot, or back): save, and let a bot
        whose turn it now is move."""
        self.save()
        self._next()

    def undo_step(self, kind: str | None = None) -> UndoStep | None:
        return self.match.undo_step(kind)

    def request_hint(self, seat: int) -> None:
        """Ask the strongest bot, from `seat`'s own view, on the bot worker (never on the UI
        thread); `hintReady(seat, action, reason)` follows unless the game moved on meanwhile."""
        match = self.match
        if match.current_player != seat:
            self.refused.emit(HINT_NOT_YOUR_TURN)
            return
        self._hint_for = (seat, len(match.record.actions))
        task = _BotTask(*match.hint_decision(seat), self._generation, self._hint_relay)
        QThreadPool.globalInstance().start(task)

    def _hint_done(self, advice: Advice | BotFailure, generation: int, seconds: float) -> None:
        if generation != self._generation or self._hint_for is None:
            return
        if isinstance(advice, BotFailure):
            self._hint_for = None
            self.refused.emit(NO_HINT(error=advice.error))
            return
        seat, step = self._hint_for
        if step == len(self.match.record.actions):
            self._hint_for = None
            self.hintReady.emit(seat, advice.action, advice.reason)

    def remember(self, key: str, value) -> None:
        """Keep a screen's own state (a rack's order, a draw speed) in the record, so a resume
        restores it; saved at once."""
        if self.match.record.view_state.get(key) != value:
            self.match.record.view_state[key] = value
            self.save()

    def save(self) -> bool:
        """Write the match now; on failure say so (`saveProblem`) and keep retrying."""
        history_was_behind = self.keeper.history_failure is not None
        try:
            self.keeper.after_change()
        except SaveFailed:
            self._say(save_problem_text(self.keeper))
            if not self._retry.isActive():
                self._retry.start()
            return False
        self._retry.stop()
        if history_was_behind:
            self._say(CAUGHT_UP)
            self._caught_up_shown.start()
        elif self.save_problem != CAUGHT_UP:
            self._say("")
        return True

    def _say(self, text: str) -> None:
        if text != self.save_problem:
            self.save_problem = text
            self.saveProblem.emit(text)

    def _stop_saying_caught_up(self) -> None:
        if self.save_problem == CAUGHT_UP:
            self._say("")

    def close(self) -> None:
        """Stop moving: a bot still thinking, or a draw already queued, is dropped when it
        comes back (its match may be closed and the history shut by then)."""
        self._generation += 1
        self._bot_running = False
        self.auto_chance = False
        self._retry.stop()
        self._caught_up_shown.stop()

    def undo(self, kind: str | None = None) -> bool:
        """Take back one step (see `Match.undo_step`); screens ask the user first when it
        reopens a finished round."""
        before = len(self.match.state.completed_rounds())
        try:
            step = self.match.undo(kind)
        except IllegalAction as error:
            self.refused.emit(error.reason)
            return False
        self._generation += 1
        self._bot_running = False
        self.save()
        self.changed.emit(Change(ChangeKind.UNDONE, step.action, step.actor, before,
                                 len(self.match.state.completed_rounds())))
        self._next()
        return True

    # -- internals ---------------------------------------------------------------------------
    def _apply(self, action: Action, seat: int | None, *, by_user: bool = False) -> bool:
        before = len(self.match.state.completed_rounds())
        try:
            self.match.apply(action, seat, by_user=by_user)
        except IllegalAction as error:
            self.refused.emit(error.reason)
            return False
        self.save()
        self.changed.emit(Change(ChangeKind.ACTION, action, self.match.last_actor, before,
                                 len(self.match.state.completed_rounds()), self._told))
        self._next()
        return True

    def _heard(self, _action: Action, _actor: int, told: Report) -> None:
        self._told = told  # the report of the action `_apply` is applying, for its Change

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
            self._bot_turn_began = time.perf_counter()
            generation = self._generation
            QTimer.singleShot(0, lambda: self._start_bot(generation))

    def _auto_draw(self) -> None:
        if self.match.current_player == CHANCE and self.auto_chance:
            self.draw(by_user=False)

    def _start_bot(self, generation: int) -> None:
        if generation != self._generation:
            return
        bot, legal, rng, view = self.match.bot_decision()
        QThreadPool.globalInstance().start(_BotTask(bot.choose, view, legal, rng, generation, self._relay))

    def _bot_done(self, action: Action, generation: int, seconds: float) -> None:
        """Show the bot's move once its turn has lasted `bot_delay_ms` (the thinking counts)."""
        if generation != self._generation:
            return
        if isinstance(action, BotFailure):
            name = self.match.seats[self.match.current_player].name
            self.refused.emit(BOT_FELL_BACK(name=name, error=action.error))
            if action.fallback is None:
                self._bot_running = False
                return
            action = action.fallback
        waited_ms = (time.perf_counter() - self._bot_turn_began) * 1000
        if waited_ms < self.bot_delay_ms:
            QTimer.singleShot(round(self.bot_delay_ms - waited_ms), lambda: self._bot_done(action, generation, seconds))
            return
        self._bot_running = False
        self._apply(action, self.match.current_player)
