"""The Super Pokeno Bonus engine: board choice, then counted rounds of roll, draw and score.

Everything random is a chance step: each die roll (`Dice`) and each called card (`Draw`, from
what is left of that round's fresh deck), so a live caller's dice and cards enter the same way
as the app's own draw. Players make one decision: which board to hold.
"""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field, replace
from typing import cast

from gamenight.core.actions import Action, ActionCodec, ActionWords
from gamenight.core.cards import Card, card_name, standard_deck
from gamenight.core.dice import roll, valid_roll
from gamenight.core.engine import CHANCE, SPECTATOR, TERMINAL, GameState
from gamenight.core.reports import About, ActionReports, Report
from gamenight.core.words import Text, words
from gamenight.games.pokeno import roll as procedure
from gamenight.games.pokeno.boards import LINES, Board, board_set
from gamenight.games.pokeno.hands import Hand, best_hand, line_points
from gamenight.games.pokeno.roll import Step
from gamenight.games.pokeno.views import LineScore, Phase, PokenoView, RoundView

COUNTED_ROUNDS = 5


class ChooseBoard(Action, kind="choose_board"):
    board: int


class Dice(Action, kind="dice"):
    values: tuple[int, ...]


class Draw(Action, kind="draw"):
    card: Card


CODEC = ActionCodec(ChooseBoard, Dice, Draw)


action_words = ActionWords({
    # a Pokeno action in words ("roll 3 + 4", "draw the queen of hearts")
    ChooseBoard: words("pokeno", "choose board {board}"),
    Dice: lambda dice: words("pokeno", "roll {dice}")(dice=" + ".join(str(value) for value in dice.values)),
    Draw: lambda draw: words("pokeno", "draw the {card}")(card=card_name(draw.card)),
})
ONE_DIE = words("pokeno", "The die showed {value}.")
TWO_DICE = words("pokeno", "The dice showed {first} and {second}.")
REPORTS = ActionReports({
    # what happened, told to the table: "Ann chose board 4.", "The dice showed 3 and 5.",
    # "The Queen of Hearts was called."
    ChooseBoard: About(words("pokeno", "{player} chose board {board}."), words("pokeno", "You chose board {board}.")),
    Dice: lambda dice, _: (ONE_DIE(value=dice.values[0]) if len(dice.values) == 1
                           else TWO_DICE(first=dice.values[0], second=dice.values[1])),
    Draw: lambda draw, _: words("pokeno", "The {card} was called.")(card=card_name(draw.card)),
})


@dataclass
class Round:
    caller: int
    step: Step | None = Step.BASE  # None once the dice are done
    base: int | None = None
    cards_to_draw: int | None = None
    bonus: Hand | None = None
    multiplier: int | None = None
    drawn: list[Card] = field(default_factory=list)
    dice: tuple[int, ...] = ()
    """What the dice showed at this round's last roll."""
    caller_points: int = 0
    void: bool = False
    log: list[Text] = field(default_factory=list)
    board_points: tuple[int, ...] = ()
    """Filled when the round is over: each seat's board score."""

    @property
    def finished(self) -> bool:
        return self.void or bool(self.board_points)

    def points(self, num_players: int) -> tuple[int, ...]:
        """Each seat's points from this round, caller's bonuses included."""
        board = self.board_points or (0,) * num_players
        return tuple(board[seat] + (self.caller_points if seat == self.caller else 0) for seat in range(num_players))


ROLL_COMES = {
    Step.ADD: words("pokeno", "The add roll comes next."),
    Step.BONUS: words("pokeno", "The bonus die is rolled next."),
    Step.MULTIPLIER: words("pokeno", "The multiplier die is rolled next."),
}
"""What `coming_chance` says before each roll after a round's base roll."""

class PokenoState(GameState[PokenoView]):
    def __init__(self, options: dict, num_players: int):
        self.num_players = num_players
        self.options = options
        self.rounds_to_play = max(COUNTED_ROUNDS, num_players) if options["everyone_calls"] else COUNTED_ROUNDS
        self.boards: list[Board] = board_set(max(12, num_players))
        self.board_of: list[int | None] = [None] * num_players
        self.rounds: list[Round] = []
        self.counted = 0

    # -- contract ----------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        for seat, board in enumerate(self.board_of):
            if board is None:
                return seat
        if self.counted >= self.rounds_to_play:
            return TERMINAL
        return CHANCE

    @property
    def external_chance(self) -> bool:
        return self.options["draw"] == "external"

    @property
    def round(self) -> Round | None:
        """The round being played, or the last one once the game is over."""
        return self.rounds[-1] if self.rounds else None

    def legal_actions(self) -> list[Action]:
        player = self.current_player
        if player >= 0:
            return [ChooseBoard(board.number) for board in self.boards if board.number not in self.board_of]
        if player == TERMINAL:
            return []
        step = self.pending_step()
        if step is None:
            drawn = set(self._called_now())
            return [Draw(card) for card in standard_deck() if card not in drawn]
        values = range(1, 7)
        if step.dice == 2:
            return [Dice((a, b)) for a in values for b in values]
        return [Dice((a,)) for a in values]

    def sample_chance(self, rng: random.Random) -> Action:
        step = self.pending_step()
        if step is not None:
            return Dice(roll(rng, step.dice))
        drawn = set(self._called_now())
        return Draw(rng.choice([card for card in standard_deck() if card not in drawn]))

    def illegal_reason(self, action: Action) -> Text | None:
        player = self.current_player
        if player == TERMINAL:
            return words("pokeno", "the game is over")
        if isinstance(action, ChooseBoard):
            if player < 0:
                return words("pokeno", "every seat already has a board")
            if not any(board.number == action.board for board in self.boards):
                return words("pokeno", "there is no board {board}")(board=action.board)
            if action.board in self.board_of:
                return words("pokeno", "board {board} is already taken")(board=action.board)
            return None
        if player >= 0:
            return words("pokeno", "every seat must pick a board first")
        step = self.pending_step()
        if isinstance(action, Dice):
            if step is None:
                return words("pokeno", "the dice are done: call the cards")
            return valid_roll(action.values, step.dice)
        if isinstance(action, Draw):
            if step is not None:
                return words("pokeno", "roll the dice first ({step} is next)")(step=step.named)
            called = self._called_now()
            if action.card in called:
                return words("pokeno", "{card} was already called (call {call})")(
                    card=action.card.label, call=called.index(action.card) + 1)
            if action.card.is_joker:
                return words("pokeno", "Pokeno uses no jokers")
            return None
        return words("pokeno", "{action} is not a Pokeno action")(action=repr(action))

    def _apply(self, action: Action) -> None:
        if isinstance(action, ChooseBoard):
            self.board_of[self.current_player] = action.board
            return
        live = self._live_round()
        if isinstance(action, Dice):
            live.dice = action.values
            self._apply_dice(live, sum(action.values))
        else:
            live.drawn.append(cast(Draw, action).card)  # the only other action is a draw
            if len(live.drawn) == live.cards_to_draw:
                live.board_points = tuple(sum(line.points for line in self.line_scores(seat))
                                          for seat in range(self.num_players))
                self.counted += 1

    def _apply_dice(self, live: Round, total: int) -> None:
        if live.step == Step.BASE:
            result = procedure.base_roll(total)
        elif live.step == Step.ADD:
            result = procedure.add_roll(total, cast(int, live.base))  # set by the base roll
        elif live.step == Step.BONUS:
            result = procedure.bonus_die(total)
        else:
            result = procedure.multiplier_die(total, cast(Hand, live.bonus))  # set by the bonus die
        live.caller_points += result.caller_points
        live.log.append(result.words)
        if result.void:
            live.void = True
            return
        if result.again:
            return
        if live.step == Step.BASE:
            live.base, live.step = result.value, Step.ADD
        elif live.step == Step.ADD:
            live.cards_to_draw, live.step = cast(int, live.base) + cast(int, result.value), Step.BONUS
        elif live.step == Step.BONUS:
            live.bonus, live.step = cast(Hand, result.value), Step.MULTIPLIER
        else:
            live.multiplier, live.step = cast(int, result.value), None

    def coming_chance(self) -> Text:
        step = self.pending_step()
        if step is None:
            played = self.rounds[-1]
            return words("pokeno", "Card {number} of {cards} is called next.")(
                number=len(played.drawn) + 1, cards=played.cards_to_draw)
        if step is Step.BASE:
            return words("pokeno", "The dice are rolled for round {number} next.")(
                number=min(self.counted + 1, self.rounds_to_play))
        return ROLL_COMES[step]

    def describe(self, action: Action) -> Text:
        return action_words(action)

    def shows(self, action: Action) -> tuple[LineScore, ...] | None:
        """A board to choose: each of its ten lines (rows, then columns) with the hand it makes
        when all five of its cards are called, at its base points (as the desktop's picker shows)."""
        if not isinstance(action, ChooseBoard):
            return None
        return _full_lines(next(board for board in self.boards if board.number == action.board))

    def report(self, action: Action) -> Report:
        return REPORTS(action, self.actor_of(action))

    def scores(self) -> tuple[int, ...]:
        totals = [0] * self.num_players
        for played in self.rounds:
            for seat, points in enumerate(played.points(self.num_players)):
                totals[seat] += points
        return tuple(totals)

    def completed_rounds(self) -> list[tuple[int, ...]]:
        return [played.points(self.num_players) for played in self.rounds if played.finished]

    def void_rounds(self) -> frozenset[int]:
        """A base roll of 11 voids the round: the caller's -10 stands, the round does not count."""
        finished = [played for played in self.rounds if played.finished]
        return frozenset(index for index, played in enumerate(finished) if played.void)

    def view(self, player: int) -> PokenoView:
        """Everything is public: the same table for every seat (built once after each action,
        since a table of 24 would otherwise score every seat's lines 24 times over)."""
        cached = getattr(self, "_table", None)
        if cached is None or cached[0] != self.changes:
            cached = self._table = (self.changes, self._table_view())
        return replace(cached[1], seat=player)

    def _table_view(self) -> PokenoView:
        free = tuple(a.board for a in self.legal_actions() if isinstance(a, ChooseBoard))
        chosen = None not in self.board_of
        live = self.round is not None and not self.round.finished
        return PokenoView(
            SPECTATOR, free, self.phase(), tuple(self.boards), tuple(self.board_of), self.rounds_to_play,
            self.counted_round_number(), self.rounds[-1].caller if live else self.next_caller(),
            tuple(self._round_view(played) for played in self.rounds),
            tuple(tuple(self.line_scores(seat)) for seat in range(self.num_players)) if chosen else (),
            self.scores())

    def public_view(self) -> PokenoView:
        """The same table as every seat's: boards, dice and called cards are all public."""
        return self.view(SPECTATOR)

    def phase(self) -> Phase:
        player = self.current_player
        if player >= 0:
            return Phase.CHOOSING
        if player == TERMINAL:
            return Phase.GAME_OVER
        if self.round is not None and self.round.finished:
            return Phase.ROUND_OVER
        return Phase.ROLLING if self.pending_step() is not None else Phase.CALLING

    def _round_view(self, played: Round) -> RoundView:
        counted = sum(1 for other in self.rounds[: self.rounds.index(played) + 1] if not other.void)
        return RoundView(played.caller, None if played.void else counted, None if played.finished else played.step,
                         played.dice, played.cards_to_draw, played.bonus, played.multiplier, tuple(played.drawn),
                         tuple(played.log), played.void, played.finished, played.points(self.num_players))

    # -- rounds ------------------------------------------------------------------------------
    def next_caller(self) -> int:
        if not self.rounds:
            return 0
        return (self.rounds[-1].caller + 1) % self.num_players

    def _live_round(self) -> Round:
        """The round taking dice or cards now, starting a fresh one (fresh deck) if needed."""
        if not self.rounds or self.rounds[-1].finished:
            self.rounds.append(Round(self.next_caller()))
        return self.rounds[-1]

    def _called_now(self) -> list[Card]:
        """Cards called in the round taking cards now (none before its first draw)."""
        if not self.rounds or self.rounds[-1].finished:
            return []
        return self.rounds[-1].drawn

    def pending_step(self) -> Step | None:
        """The roll due next, or None while cards are being called."""
        if not self.rounds or self.rounds[-1].finished:
            return Step.BASE
        return self.rounds[-1].step

    # -- scoring -----------------------------------------------------------------------------
    def board_for(self, seat: int) -> Board:
        return self.boards[cast(int, self.board_of[seat]) - 1]  # asked once boards are chosen

    def line_scores(self, seat: int) -> list[LineScore]:
        """Each of the seat's 10 lines: covered count, best hand and points in the current
        (or last) round."""
        played = self.round
        drawn = set(played.drawn) if played else set()
        bonus = played.bonus if played else None
        multiplier = played.multiplier or 1 if played else 1
        board = self.board_for(seat)
        scores = []
        for line, cells in enumerate(LINES):
            covered = [board.cards[cell] for cell in cells if board.cards[cell] in drawn]
            hand = best_hand(covered)
            scores.append(LineScore(line, len(covered), hand, line_points(hand, bonus, multiplier)))
        return scores

    def counted_round_number(self) -> int:
        """1-based number of the counted round on show: the one in play, or the last one scored
        (void rounds do not count)."""
        if self.round is not None and self.round.board_points:
            return self.counted
        return min(self.counted + 1, self.rounds_to_play)

    def round_winners(self) -> list[tuple[int, ...]]:
        """As the contract's default, but nobody wins a void round (base roll 11): the caller's
        loss leaves the others ahead without their having won anything."""
        finished = [played for played in self.rounds if played.finished]
        return [() if played.void else winners
                for played, winners in zip(finished, super().round_winners(), strict=False)]


@functools.lru_cache(maxsize=256)
def _full_lines(board: Board) -> tuple[LineScore, ...]:
    """A board's ten lines with the hand each makes when fully covered, at its base points: worked
    out once a board (the same object each time: a phone's picker offers every free board after
    every choice)."""
    return tuple(LineScore(line, 5, hand, hand.points if hand else 0) for line, hand in enumerate(board.full_hands()))
