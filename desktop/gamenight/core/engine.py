"""The engine contract every game implements (in the spirit of OpenSpiel's `State`).

A state is a plain-Python, deterministic state machine. Chance (shuffles, dice, a live
caller's draw) is an explicit player, `CHANCE`: when it is chance's turn, `sample_chance(rng)`
proposes an outcome and `apply` records it like any other action, so a list of actions
replays a game exactly. `apply` checks first and changes nothing when it refuses.
"""
from __future__ import annotations

import copy
import dataclasses
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from gamenight.core.actions import Action
from gamenight.core.reports import Report
from gamenight.core.words import Refusal, Text, words

CHANCE = -1
"""`current_player` while a random event (or a live caller's entry) is due."""
TERMINAL = -2
"""`current_player` once the game is over."""
SPECTATOR = -1
"""The seat of the public view (`public_view()`): what a spectator, the TV or a projector sees."""
GAME_OVER = words("engine", "the game is over")
NOT_AN_OUTCOME = words("engine", "that is not a possible outcome now")
NOT_A_LEGAL_MOVE = words("engine", "that is not a legal move now")
CHANCE_COMES = words("engine", "A deal, a draw or a roll comes next.")
"""What `coming_chance` says for a game that does not say it in its own words."""

ViewT = TypeVar("ViewT")
"""A game's view type: a frozen dataclass the codec writes as JSON (core/codec.py)."""


class IllegalAction(Refusal):
    """An action that the rules do not allow now; the state is unchanged. `reason` says why in
    the player's words (translated where shown); the exception's message is the English."""


class GameState(ABC, Generic[ViewT]):
    num_players: int

    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, `CHANCE`, or `TERMINAL`."""

    @property
    def external_chance(self) -> bool:
        """True when chance outcomes come from outside (a live caller's draw typed in), so the
        app must not draw them itself."""
        return False

    @property
    def is_over(self) -> bool:
        return self.current_player == TERMINAL

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The actions the current player may take (empty for chance steps with huge outcome
        spaces such as shuffles: use `sample_chance` and `illegal_reason`)."""

    def out_of_turn_actions(self, player: int) -> list[Action]:
        """Actions `player` may take although it is not their turn (Goker's GOKER call)."""
        return []

    def actor_of(self, action: Action) -> int:
        """Who takes `action` now: the current player, unless the action is one of some
        seat's out-of-turn actions."""
        current = self.current_player
        for seat in range(self.num_players):
            if seat != current and action in self.out_of_turn_actions(seat):
                return seat
        return current

    @abstractmethod
    def sample_chance(self, rng: random.Random) -> Action:
        """A random outcome for the pending chance step."""

    def illegal_reason(self, action: Action) -> Text | None:
        """Why `action` may not be applied now, or None. Games override this to explain
        refusals in the player's terms."""
        if self.is_over:
            return GAME_OVER
        if self.current_player == CHANCE:
            return None if action in self.legal_actions() else NOT_AN_OUTCOME
        if action not in self.legal_actions():
            return NOT_A_LEGAL_MOVE
        return None

    def apply(self, action: Action) -> None:
        reason = self.illegal_reason(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._apply(action)
        self.changes = self.changes + 1

    changes: int = 0
    """How many actions this state has taken: a key for what a game caches between two actions."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out an action already known to be legal."""

    def team_of(self, seat: int) -> int:
        """The seat's team (partners share one); by default every seat plays alone."""
        return seat

    def coming_chance(self) -> Text:
        """What chance brings next, as a sentence for the whole table while `current_player` is
        `CHANCE` ("Round 2 is dealt next.", "Call 13 comes next: level 1 ends at call 25."). Every
        game says it in its own words; this is for one that does not."""
        return CHANCE_COMES

    def describe(self, action: Action) -> Text:
        """Player-facing words for `action`, without the player's name ("discard the blue 5",
        "draw the 7 of Clubs"). Games override this; the default names the kind and values."""
        values = " ".join(str(getattr(action, field.name)) for field in dataclasses.fields(action))
        return f"{action.kind.replace('_', ' ')} {values}".strip()

    def unplayable(self) -> dict[Any, Text]:
        """The current player's pieces in hand that no legal action plays now, each with the engine's
        reason (what a screen says when one is tapped: "you must follow Spades"); empty where a
        screen dims nothing, or when no piece can be played at all."""
        return {}

    def arranged_pieces(self, seat: int) -> tuple[Any, ...]:
        """The pieces `seat` holds in an order of its own choosing (Okey's rack): a phone may ask the
        host to keep that order for the seat; empty where a screen keeps no order."""
        return ()

    @abstractmethod
    def report(self, action: Action) -> Report:
        """What `action` did, told to the table once it is taken (asked of the state it is taken
        in, before `apply`, as `describe` is): one whole sentence in the past tense with its actor
        as subject, `About` the actor ("{player} took the discard", core/reports.py), or plain
        words for a chance step ("The 9 of Diamonds was called."). A report of a kind everyone
        sees (a game's PUBLIC_KINDS) says only what everyone sees: never the tile drawn from a
        stock."""

    def shows(self, action: Action) -> Any:
        """What a screen that holds no rules may draw of a legal `action` before it is taken (Jokers:
        each marble it moves, the holes it goes through, whether it is bumped), as a value the
        codec writes; None (the default) when the words say it all."""
        return None

    @abstractmethod
    def scores(self) -> tuple[float, ...]:
        """Each seat's score so far (final once the game is over)."""

    def placements(self) -> tuple[int, ...]:
        """1 for the winner(s); tied seats share a place. Games with other win rules override."""
        scores = self.scores()
        return tuple(1 + sum(other > mine for other in scores) for mine in scores)

    def completed_rounds(self) -> Sequence[tuple[float, ...]]:
        """Points each seat gained in every finished round, oldest first (for the history)."""
        return ()

    def void_rounds(self) -> frozenset[int]:
        """Indexes into `completed_rounds` of rounds that do not count as rounds (their points
        stand, but they are not numbered): none by default."""
        return frozenset()

    def round_winners(self) -> list[tuple[int, ...]]:
        """The seats that won each finished round: by default those with the round's best
        score, nobody when all scored alike. Games whose rounds have a plain winner override."""
        winners = []
        for points in self.completed_rounds():
            best = max(points)
            winners.append(() if min(points) == best else tuple(s for s, p in enumerate(points) if p == best))
        return winners

    @abstractmethod
    def view(self, player: int) -> ViewT:
        """What `player` may see; bots receive only this."""

    @abstractmethod
    def public_view(self) -> ViewT:
        """What everyone at the table may see and nobody's hidden cards, tiles or boards: for a
        spectator, the TV and the projectors (its `seat` is `SPECTATOR`)."""

    def clone(self) -> GameState:
        """An independent copy. Games searched in hot loops override this with a shallow copy
        of their mutable parts."""
        return copy.deepcopy(self)

    def sample_world(self, player: int, rng: random.Random) -> GameState:
        """A full state that agrees with everything `player` has seen, the hidden parts (other
        hands, a stock's order) dealt at random from what `player` has not seen: the
        determinization a search bot plays in. Games without hidden information need not
        override this."""
        return self.clone()

    def information_key(self, player: int) -> Any:
        """A hashable value equal for two states exactly when `player` cannot tell them apart."""
        return repr(self.view(player))
