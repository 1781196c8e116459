"""A match: a game record together with the state it replays to.

The match is the one place that changes a game in progress: it draws chance outcomes from the
seed, asks bots for their moves (giving them only their seat's view), applies actions, keeps
the record in step, and undoes by replaying the record without the last human action.
"""
from __future__ import annotations

import datetime as _dt
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from gamenight.core import registry
from gamenight.core.actions import Action, ActionCodec
from gamenight.core.bots import Advice, Bot
from gamenight.core.engine import CHANCE, TERMINAL, GameState, IllegalAction
from gamenight.core.playable import NOT_BUILT, CannotPlay, check_playable, check_seats, playable_game
from gamenight.core.records import GameRecord, RecordError, Seat
from gamenight.core.reports import Report
from gamenight.core.rng import new_seed, step_rng
from gamenight.core.words import Text, Words, words

UNDO = words("Undo", "Undo {move}")
UNDO_FOR = words("Undo", "Undo {move} for {player}")
BAD_ACTION = words("Match", "action {index}: {reason}")
UNREADABLE_ACTION = words("Match", "the action cannot be read ({error})")
NOT_YOUR_TURN = words("Match", "it is not {player}'s turn")
NO_CHANCE_DUE = words("Match", "no random event is due")
EXPLICIT_DEAL = words("Match", "this match has an explicit deal: enter the outcome")
NOT_A_BOTS_TURN = words("Match", "it is not a bot's turn")
NOTHING_TO_UNDO = words("Match", "there is nothing of yours to undo")


class ReplayError(RecordError):
    """A record whose actions do not replay: `index` is the first bad action."""

    def __init__(self, index: int, reason: Text):
        super().__init__(BAD_ACTION(index=index, reason=reason))
        self.index = index


@dataclass(frozen=True)
class UndoStep:
    """The one step `Match.undo` would take back: `says` names it for the Edit menu ("Undo
    discard the blue 5", translated where shown; `label` is the English);
    `rounds_lost` counts finished rounds (already written to the history)
    that taking it back would reopen, so the app can ask first."""

    index: int
    action: Action
    actor: int
    says: Words
    rounds_lost: int

    @property
    def label(self) -> str:
        return str(self.says)


class Match:
    def __init__(self, info: registry.GameInfo, record: GameRecord):
        """Use `start` or `from_record`; this replays `record` and raises ReplayError if it cannot
        (CannotPlay if it asks for what this version does not have). The record's `finished` is
        what its replay says."""
        if info.new_state is None or info.codec is None:
            raise CannotPlay(NOT_BUILT(game=info.name))
        self.info = info
        self.record = record
        self.state, self._actors, self._rounds_before = _replay(info, record)
        record.finished = self.is_over
        self._asked: set[tuple[int, int]] = set()  # (bot seat, step) asked for a reaction
        self.observers: list[Callable[[Action, int, Report], None]] = []
        """Called after each action applied with (action, actor, the engine's report of it, made on
        the table it was taken at): how a phone table hears every move, whoever made it."""

    @classmethod
    def start(
        cls,
        game_id: str,
        seats: Sequence[Seat],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> Match:
        info = registry.get(game_id)
        check_seats(info, list(seats))
        record = GameRecord(
            game=game_id,
            options=info.resolve_options(options),
            seats=list(seats),
            seed=new_seed() if seed is None else seed,
        )
        return cls(info, record)

    @classmethod
    def from_record(cls, record: GameRecord) -> Match:
        """The match a record replays to; CannotPlay if this version cannot play it (see
        `core.playable`), ReplayError if its actions do not replay."""
        return cls(playable_game(record.game), record)

    # -- what is going on -------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.current_player == TERMINAL

    @property
    def last_actor(self) -> int | None:
        """Who took the last action (a seat, or CHANCE), None before the first."""
        return self._actors[-1] if self._actors else None

    def ended_a_round(self) -> bool:
        """Whether the last action finished a round."""
        return bool(self._rounds_before) and len(self.state.completed_rounds()) > self._rounds_before[-1]

    @property
    def seats(self) -> list[Seat]:
        return self.record.seats

    def chance_is_automatic(self) -> bool:
        """Chance steps are drawn from the seed unless the record is an explicit deal or the
        outcomes come from a live caller."""
        return self.record.seed is not None and not self.state.external_chance

    # -- acting ------------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None, *, by_user: bool = False) -> None:
        """Apply an action of the current player (or a chance outcome entered by hand).
        With `seat`, the action is that seat's and is refused if it is not its turn.
        `by_user`: a chance outcome drawn or typed at the user's request, a step of its own
        for undo. Raises IllegalAction and changes nothing if the rules refuse it."""
        actor = self.state.actor_of(action)
        if seat is not None and seat != actor:
            raise IllegalAction(NOT_YOUR_TURN(player=self.seats[seat].name))
        rounds = len(self.state.completed_rounds())
        told: Report = ""
        if self.observers:  # a report is made of a legal action only, on the table it is taken at
            reason = self.state.illegal_reason(action)
            if reason is not None:
                raise IllegalAction(reason)
            told = self.state.report(action)
        self.state.apply(action)
        if by_user and actor == CHANCE:
            self.record.user_draws.append(len(self.record.actions))
        self.record.actions.append(self._codec.encode(action))
        self._actors.append(actor)
        self._rounds_before.append(rounds)
        self.record.finished = self.is_over
        self._log("play", len(self.record.actions) - 1)
        for observer in self.observers:
            observer(action, actor, told)

    def draw_chance(self) -> Action:
        """The seeded outcome of the pending chance step (not applied)."""
        if self.current_player != CHANCE:
            raise IllegalAction(NO_CHANCE_DUE)
        if self.record.seed is None:
            raise IllegalAction(EXPLICIT_DEAL)
        return self.state.sample_chance(step_rng(self.record.seed, "chance", len(self.record.actions)))

    def _bot_seed(self) -> int | str:
        return self.record.seed if self.record.seed is not None else self.record.match_id

    def bot_rng(self) -> random.Random:
        return step_rng(self._bot_seed(), "bot", len(self.record.actions))

    def bot_decision(self) -> tuple[Any, list[Action], random.Random, Any]:
        """What the bot to move needs, taken on this thread: (bot, legal, rng, view).
        `bot.choose(view, legal, rng)` may then run on a worker thread."""
        seat = self.current_player
        if seat < 0 or not self.seats[seat].is_bot:
            raise IllegalAction(NOT_A_BOTS_TURN)
        bot = self._bot(seat)
        return bot, self.state.legal_actions(), self.bot_rng(), self.state.view(seat)

    def _bot(self, seat: int) -> Bot:
        level = self.seats[seat].level
        assert level is not None, "a bot seat has a level"  # `start` and `from_record` refuse one without
        return self.info.bots[level](seat)

    @property
    def _codec(self) -> ActionCodec:
        assert self.info.codec is not None, "a game without a codec"  # `__init__` refuses one
        return self.info.codec

    def bot_reaction(self) -> tuple[int, Action] | None:
        """A bot's out-of-turn action due now (each bot is asked once per step), or None."""
        step = len(self.record.actions)
        for seat, info in enumerate(self.seats):
            if not info.is_bot or (seat, step) in self._asked:
                continue
            actions = self.state.out_of_turn_actions(seat)
            if actions:
                self._asked.add((seat, step))
                bot = self._bot(seat)
                action = bot.react(self.state.view(seat), actions, step_rng(self._bot_seed(), "react", seat, step))
                if action is not None:
                    return seat, action
        return None

    def advance(self) -> Action | None:
        """Take one automatic step (a bot's out-of-turn call, a seeded chance outcome or a bot
        move) and return it; None when a human must act, the chance step needs an entry, or
        the game is over."""
        reaction = self.bot_reaction()
        if reaction is not None:
            seat, action = reaction
            self.apply(action, seat)
            return action
        player = self.current_player
        if player == CHANCE and self.chance_is_automatic():
            action = self.draw_chance()
        elif player >= 0 and self.seats[player].is_bot:
            bot, legal, rng, view = self.bot_decision()
            action = bot.choose(view, legal, rng)
        else:
            return None
        self.apply(action)
        return action

    def play_out(self, max_steps: int = 1_000_000) -> None:
        """Advance until a human must act or the game ends."""
        for _ in range(max_steps):
            if self.advance() is None:
                return
        raise RuntimeError(f"{self.info.name}: no end after {max_steps} steps")

    # -- undo --------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.undo_step() is not None

    def undo_step(self, kind: str | None = None) -> UndoStep | None:
        """The step `undo` takes back: the last action a person took or asked for (a human
        seat's move, a draw the user asked for, a live caller's entry), or with `kind` the last
        action of that kind (the console's "Undo last call"). None when there is none."""
        index = self._last_undo_point(kind)
        if index is None:
            return None
        action = self._codec.decode(self.record.actions[index])
        actor = self._actors[index]
        rounds_lost = len(self.state.completed_rounds()) - self._rounds_before[index]
        return UndoStep(index, action, actor, self._undo_label(action, actor), max(rounds_lost, 0))

    def undo(self, kind: str | None = None) -> UndoStep:
        """Take back one step (see `undo_step`) and the automatic steps after it (bots' moves,
        the app's own draws). Chance outcomes are tied to their step, so playing on draws the
        same cards again."""
        step = self.undo_step(kind)
        if step is None:
            raise IllegalAction(NOTHING_TO_UNDO)
        for index in range(len(self.record.actions) - 1, step.index - 1, -1):
            self._log("undo", index)
        del self.record.actions[step.index:]
        self.record.user_draws[:] = [index for index in self.record.user_draws if index < step.index]
        self.state, self._actors, self._rounds_before = _replay(self.info, self.record)
        self._asked = {asked for asked in self._asked if asked[1] <= step.index}
        self.record.finished = self.is_over
        return step

    def hint_decision(self, seat: int) -> tuple[Callable[..., Advice], Any, list[Action], random.Random]:
        """The strongest bot's `advise` for `seat` here, with what it reads (the seat's own view,
        the legal actions, a seeded rng): slow, so the caller runs it off the UI or network loop."""
        level = "hard" if "hard" in self.info.bots else self.info.bot_levels[-1]
        rng = step_rng(self.record.match_id, "hint", seat, len(self.record.actions))
        return self.info.bots[level](seat).advise, self.state.view(seat), self.state.legal_actions(), rng

    def last_mover(self) -> int | None:
        """The seat that made the last move (chance steps since do not count), None before any."""
        return next((actor for actor in reversed(self._actors) if actor >= 0), None)

    def describe(self, action: Action) -> Text:
        return self.state.describe(action)

    def _log(self, event: str, index: int) -> None:
        """Log the play or undo of the action at `index` if its kind is one the game logs."""
        data = self.record.actions[index]
        if data.get("kind") in self.info.logged:
            self.record.log.append({"time": _dt.datetime.now().isoformat(timespec="seconds"), "event": event,
                                    "index": index, "action": data})

    def _undo_label(self, action: Action, actor: int) -> Words:
        move = self.state.describe(action)
        humans = sum(not seat.is_bot for seat in self.seats)
        if actor >= 0 and humans > 1:
            return UNDO_FOR(move=move, player=self.seats[actor].name)
        return UNDO(move=move)

    def _last_undo_point(self, kind: str | None) -> int | None:
        drawn = set(self.record.user_draws)
        for index in range(len(self._actors) - 1, -1, -1):
            if kind is not None:
                if self.record.actions[index].get("kind") == kind:
                    return index
                continue
            actor = self._actors[index]
            if (actor >= 0 and not self.seats[actor].is_bot) or (actor == CHANCE and index in drawn):
                return index
        return None


@dataclass(frozen=True)
class ReplayStep:
    """One action of a record as it was replayed: who took it, the engine's report of it on the
    table it was taken at (when asked for), and the finished rounds before and after it."""

    index: int
    action: Action
    actor: int
    report: Report
    rounds_before: int
    rounds_after: int

    @property
    def ended_round(self) -> bool:
        return self.rounds_after > self.rounds_before


class Replay:
    """A record replayed one action at a time: iterate for its steps; `state` is the state after
    the steps taken so far (the whole record once the iteration ends). Saves, undo, the round log
    and the resume list all rebuild a game through this one loop."""

    def __init__(self, info: registry.GameInfo, record: GameRecord, *, reports: bool = False):
        options = check_playable(info, record)
        assert info.new_state is not None and info.codec is not None  # `Match.__init__` refuses a game without them
        self.info, self.record, self.reports = info, record, reports
        self.state: GameState = info.new_state(options, len(record.seats))

    def __iter__(self) -> Iterator[ReplayStep]:
        codec, state = self.info.codec, self.state
        assert codec is not None
        for index, data in enumerate(self.record.actions):
            try:
                action = codec.decode(data)
            except (ValueError, TypeError) as error:
                raise ReplayError(index, UNREADABLE_ACTION(error=str(error))) from None
            actor = state.actor_of(action)
            rounds = len(state.completed_rounds())
            told: Report = state.report(action) if self.reports else ""
            try:
                state.apply(action)
            except IllegalAction as error:
                raise ReplayError(index, error.reason) from None
            yield ReplayStep(index, action, actor, told, rounds, len(state.completed_rounds()))


def _replay(info: registry.GameInfo, record: GameRecord) -> tuple[GameState, list[int], list[int]]:
    """The state after the record's actions, who took each, and how many rounds were finished
    before each."""
    replay = Replay(info, record)
    steps = list(replay)
    return replay.state, [step.actor for step in steps], [step.rounds_before for step in steps]
