"""The Goker engine (points version, as ruled in RULINGS.md).

Chance steps: the deal (`Deal`, when the app deals), every ball (`Ball`) and the coin flip that closes each Goker
round (`CoinFlip`; the console waits out the grace seconds before it). Player steps: a guess before each round
(`Guess`), the card played face down at each level end (`PlayCard`), and GOKER (`CallGoker`), which a player with
an open window may call out of turn.

A player whose turn to guess comes with no uncalled, unguessed number left passes (RULINGS: too few numbers to
guess): the guesses end there with no action, so a save made while a game waited for that guess resumes.

With physical cards at the table nobody is dealt in the app: the operator enters each card as it is played, and the
app validates it against the deck.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import cast

from gamenight.core.actions import Action
from gamenight.core.cards import Card, standard_deck
from gamenight.core.engine import CHANCE, TERMINAL, GameState
from gamenight.core.reports import Report
from gamenight.core.words import Text, words
from gamenight.games.goker.actions import (
    CODEC as CODEC,  # the game's codec, where the registry looks for it
    Ball,
    CallGoker,
    CoinFlip,
    Deal,
    Guess,
    PlayCard,
    action_words,
    reports,
)
from gamenight.games.goker.deck import Deck, Grid, ball_name
from gamenight.games.goker.options import check_options, game_deck, level_ends
from gamenight.games.goker.patterns import Pattern, best_pattern
from gamenight.games.goker.scoring import Played, card_points, level_points
from gamenight.games.goker.views import (
    ROUND_CALLS,
    SPECTATOR,
    CardValue,
    GokerPhase,
    GokerView,
    LevelResult,
    RoundView,
    card_value,
)

CARDS_EACH = 3
BALLS = range(1, 76)


def rapid_marks(first: int) -> set[int]:
    """Every number sharing the first ball's last digit (N37: 7, 17, ... 67; 10: 10, 20, ... 70)."""
    digit = first % 10
    return {number for number in BALLS if number % 10 == digit}


@dataclass
class GokerRound:
    number: int  # 0-based over the game
    first_guesser: int
    guesses: dict[int, int] = field(default_factory=dict)  # seat -> number
    calls: list[int] = field(default_factory=list)  # balls drawn in this round
    hits: dict[int, int] = field(default_factory=dict)  # seat -> call number (1-based in game) of its hit
    open: set[int] = field(default_factory=set)  # seats whose GOKER window is open
    claimed: set[int] = field(default_factory=set)
    flipped: bool = False


class GokerState(GameState[GokerView]):
    def __init__(self, options: dict, num_players: int):
        check_options(options)
        self.options = options
        self.num_players = num_players
        self.ends = level_ends(options)
        self.deck: Deck = game_deck(options)
        self.app_deals = options["cards"] == "app"
        self.hands: list[list[Card]] = [[] for _ in range(num_players)]
        self.dealt = not self.app_deals
        self.balls: list[int] = []  # in call order
        self.marked: set[int] = set()  # balls plus Rapid Start marks
        self.rounds: list[GokerRound] = []
        self.level = 1
        self.playing: dict[int, Card] = {}  # seat -> card played face down at this level end
        self.results: list[LevelResult] = []
        self.guess_points = [0] * num_players
        self._start_round()

    # -- phases ------------------------------------------------------------------------------
    @property
    def round(self) -> GokerRound:
        return self.rounds[-1]

    @property
    def level_end(self) -> int:
        return self.ends[min(self.level, 3) - 1]

    @property
    def phase(self) -> GokerPhase:
        if not self.dealt:
            return GokerPhase.DEAL
        if self.level > 3:
            return GokerPhase.OVER
        current = self.round
        if len(current.guesses) < self.num_players and not current.calls and self._numbers_to_guess(current):
            return GokerPhase.GUESS
        if len(current.calls) < ROUND_CALLS:
            return GokerPhase.DRAW
        if not current.flipped:
            return GokerPhase.FLIP
        return GokerPhase.PLAY

    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == GokerPhase.OVER:
            return TERMINAL
        if phase == GokerPhase.GUESS:
            return (self.round.first_guesser + len(self.round.guesses)) % self.num_players
        if phase == GokerPhase.PLAY:
            order = ((1 + offset) % self.num_players for offset in range(self.num_players))  # from the dealer's left
            return next(seat for seat in order if seat not in self.playing)
        return CHANCE

    @property
    def external_chance(self) -> bool:
        return self.options["draw"] == "external"

    def _numbers_to_guess(self, current: GokerRound) -> int:
        """Uncalled numbers nobody has guessed yet this round (a guess is always an uncalled number,
        and no ball falls while the round's guesses are made)."""
        return len(BALLS) - len(self.marked) - len(current.guesses)

    def passed(self, current: GokerRound) -> frozenset[int]:
        """The seats that passed this round's guess: none was left for them (empty while guessing)."""
        if current is self.round and self.phase in (GokerPhase.DEAL, GokerPhase.GUESS):
            return frozenset()
        return frozenset(range(self.num_players)) - set(current.guesses)

    def _start_round(self) -> None:
        number = len(self.rounds)
        self.rounds.append(GokerRound(number, (1 + number) % self.num_players))

    # -- actions -----------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == GokerPhase.GUESS:
            taken = set(self.round.guesses.values())
            return [Guess(n) for n in BALLS if n not in self.marked and n not in taken]
        if phase == GokerPhase.DRAW:
            return [Ball(n) for n in BALLS if n not in self.marked]
        if phase == GokerPhase.FLIP:
            return [CoinFlip()]
        if phase == GokerPhase.PLAY:
            return [PlayCard(card) for card in self.playable(self.current_player)]
        return []

    def playable(self, seat: int) -> list[Card]:
        if self.app_deals:
            return sorted(set(self.hands[seat]), key=lambda card: card.index)
        used = {play.card for result in self.results for play in result.played} | set(self.playing.values())
        wilds = [Card(0, None, n) for n in range(1, self.options["wilds"] + 1)]
        return [card for card in standard_deck() + wilds if card not in used]

    def out_of_turn_actions(self, seat: int) -> list[Action]:
        return [CallGoker(seat)] if self.rounds and seat in self.round.open else []

    def sample_chance(self, rng: random.Random) -> Action:
        phase = self.phase
        if phase == GokerPhase.DEAL:
            cards = standard_deck(self.options["wilds"])
            return Deal(tuple(rng.sample(cards, CARDS_EACH * self.num_players)))
        if phase == GokerPhase.FLIP:
            return CoinFlip()
        return Ball(rng.choice([n for n in BALLS if n not in self.marked]))

    def illegal_reason(self, action: Action) -> Text | None:
        phase = self.phase
        if isinstance(action, CallGoker):
            if not 0 <= action.seat < self.num_players:
                return words("goker", "there is no seat {seat}")(seat=action.seat + 1)
            if action.seat in self.round.claimed:
                return words("goker", "GOKER was already called for that guess")
            if action.seat not in self.round.open:
                return words("goker", "no GOKER to call: the guess was not drawn, or its window closed")
            return None
        if phase == GokerPhase.OVER:
            return words("goker", "the game is over")
        if phase == GokerPhase.DEAL and not isinstance(action, Deal):
            return words("goker", "deal the cards first")
        if isinstance(action, Deal):
            if phase != GokerPhase.DEAL:
                return words("goker", "the cards are already dealt")
            expected = CARDS_EACH * self.num_players
            pool = set(standard_deck(self.options["wilds"]))
            if len(action.cards) != expected or len(set(action.cards)) != expected or not set(action.cards) <= pool:
                return words("goker", "a deal is {count} different cards from the deck")(count=expected)
            return None
        if isinstance(action, Ball):
            return self._ball_reason(action.number, phase)
        if isinstance(action, CoinFlip):
            return None if phase == GokerPhase.FLIP else words("goker", "no coin flip is due")
        if isinstance(action, Guess):
            if phase != GokerPhase.GUESS:
                none_left = phase == GokerPhase.DRAW and not self.round.calls and self.passed(self.round)
                return words("goker", "no number is left to guess this round") if none_left else \
                    words("goker", "guesses are made before a round's first ball")
            if not 1 <= action.number <= 75:
                return words("goker", "a guess is a number from 1 to 75, not {number}")(number=action.number)
            if action.number in self.marked:
                return words("goker", "{ball} is already called")(ball=ball_name(action.number))
            if action.number in self.round.guesses.values():
                return words("goker", "{ball} is already guessed this round")(ball=ball_name(action.number))
            return None
        if isinstance(action, PlayCard):
            if phase != GokerPhase.PLAY:
                return words("goker", "cards are played at the end of a level")
            if action.card not in self.playable(self.current_player):
                if self.app_deals:
                    return words("goker", "{card} cannot be played (not in the hand)")(card=action.card.label)
                return words("goker", "{card} cannot be played (already played, or not in the deck)")(
                    card=action.card.label)
            return None
        return words("goker", "{action} is not a Goker action")(action=repr(action))

    def _ball_reason(self, number: int, phase: GokerPhase) -> Text | None:
        """Why ball `number` may not be called now, or None."""
        if phase == GokerPhase.GUESS:
            return words("goker", "every player guesses first ({done} of {players} have)")(
                done=len(self.round.guesses), players=self.num_players)
        if phase == GokerPhase.FLIP:
            return words("goker", "the round is over: flip the coin")
        if phase != GokerPhase.DRAW:
            return words("goker", "no ball is due now: play the level's cards")
        if not 1 <= number <= 75:
            return words("goker", "balls are numbered 1 to 75, not {number}")(number=number)
        if number in self.balls:
            return words("goker", "{ball} was already called (call {call})")(
                ball=ball_name(number), call=self.balls.index(number) + 1)
        if number in self.marked:
            return words("goker", "{ball} was marked by the Rapid Start and is out of the draw")(ball=ball_name(number))
        return None

    def _apply(self, action: Action) -> None:
        if isinstance(action, Deal):
            for seat in range(self.num_players):
                self.hands[seat] = list(action.cards[seat * CARDS_EACH:(seat + 1) * CARDS_EACH])
            self.dealt = True
        elif isinstance(action, Guess):
            self.round.guesses[self.current_player] = action.number
        elif isinstance(action, Ball):
            self._call(action.number)
        elif isinstance(action, CallGoker):
            self.round.open.discard(action.seat)
            self.round.claimed.add(action.seat)
            self.guess_points[action.seat] += self.options["guess_points"]
        elif isinstance(action, CoinFlip):
            self.round.open.clear()
            self.round.flipped = True
            if len(self.balls) < self.level_end:
                self._start_round()
        elif isinstance(action, PlayCard):
            seat = self.current_player
            self.playing[seat] = action.card
            if self.app_deals:
                self.hands[seat].remove(action.card)
            if len(self.playing) == self.num_players:
                self._score_level()

    def _call(self, number: int) -> None:
        newly = {number}
        if not self.balls and self.options["rapid_start"]:
            newly |= rapid_marks(number)
        self.balls.append(number)
        self.marked |= newly
        current = self.round
        current.calls.append(number)
        hitters = {seat for seat, guess in current.guesses.items() if guess in newly and seat not in current.hits}
        if hitters:
            current.open -= set(range(self.num_players)) - hitters  # another player's hit closes a window
            for seat in hitters:
                current.hits[seat] = len(self.balls)
                current.open.add(seat)

    def _score_level(self) -> None:
        played = [Played(seat, card, self.pattern_of(card)) for seat, card in sorted(self.playing.items())]
        points, winner = level_points(played, self.level)
        before = [result.guess_points for result in self.results]
        earned_before = [sum(g.get(seat, 0) for g in before) for seat in range(self.num_players)]
        guesses = {seat: self.guess_points[seat] - earned_before[seat] for seat in range(self.num_players)}
        self.results.append(LevelResult(self.level, played, points, winner, guesses, frozenset(self.marked)))
        self.playing = {}
        self.level += 1
        if self.level <= 3:
            self._start_round()

    # -- patterns and scores -----------------------------------------------------------------
    def grid_of(self, card: Card) -> Grid | None:
        return None if card.is_joker else self.deck.grid(card)

    def pattern_of(self, card: Card, grid: Grid | None = None) -> Pattern | None:
        """The card's best pattern on the numbers marked so far (None for a wild)."""
        grid = grid or self.grid_of(card)
        return None if grid is None else best_pattern(grid.marked(self.marked))

    def validate(self, card: Card, grid: Grid | None = None) -> tuple[Pattern | None, int]:
        """The card's pattern now and what it would score if played at this level's end."""
        pattern = self.pattern_of(card, grid)
        return pattern, card_points(card, pattern, min(self.level, 3))

    def coming_chance(self) -> Text:
        phase = self.phase
        if phase == GokerPhase.DEAL:
            return words("goker", "The cards are dealt next.")
        if phase == GokerPhase.FLIP:
            return words("goker", "The coin flip comes next: the last chance to call GOKER.")
        return words("goker", "Call {call} comes next: level {level} ends at call {end}.")(
            call=len(self.balls) + 1, level=min(self.level, 3), end=self.level_end)

    def describe(self, action: Action) -> Text:
        return action_words(action)

    def shows(self, action: Action) -> CardValue | None:
        """A card played at a level end: its best pattern now and the points it would score."""
        if not isinstance(action, PlayCard):
            return None
        pattern, points = card_value(self.deck, self.marked, action.card, min(self.level, 3))
        return CardValue(pattern.title if pattern else None, points)

    def report(self, action: Action) -> Report:
        return reports(action, self.actor_of(action))

    def scores(self) -> tuple[int, ...]:
        level = [sum(result.points.get(seat, 0) for result in self.results) for seat in range(self.num_players)]
        return tuple(level[seat] + self.guess_points[seat] for seat in range(self.num_players))

    def completed_rounds(self) -> list[tuple[int, ...]]:
        """One history round per finished level: its card points plus the guesses won in it."""
        return [tuple(result.points.get(seat, 0) + result.guess_points[seat] for seat in range(self.num_players))
                for result in self.results]

    def what_if(self) -> list[tuple[int, Card, Pattern | None]]:
        """(level, card, pattern it would show on every number called in the game) for each card
        played before the last level: the end screen's 'what it would have reached'."""
        return self.public_view().what_if()

    def sample_world(self, player: int, rng: random.Random) -> GokerState:
        """The other seats' hands and face-down plays dealt afresh from the cards `player` has
        not seen (the draw to come is chance, drawn when it is due)."""
        world = cast(GokerState, self.clone())  # a copy of this state
        seen = self.view(player).seen_cards
        pool = [card for card in standard_deck(self.options["wilds"]) if card not in seen]
        rng.shuffle(pool)
        for seat in range(self.num_players):
            if seat == player:
                continue
            world.hands[seat] = [pool.pop() for _ in self.hands[seat]]
            if seat in self.playing:
                world.playing[seat] = pool.pop()
        return world

    def view(self, player: int) -> GokerView:
        """What `player` may see; `SPECTATOR` (-1) gets the public view, with no hand at all."""
        own = player != SPECTATOR
        seen = {play.card for result in self.results for play in result.played}
        if own:
            seen |= set(self.hands[player])
            if player in self.playing:  # its own card, played face down at this level end
                seen.add(self.playing[player])
        acting = self.current_player
        knows_hand = acting == player or not self.app_deals  # physical cards: any unplayed card
        playable = tuple(self.playable(acting)) if self.phase == GokerPhase.PLAY and knows_hand else ()
        rounds = tuple(RoundView(r.number, dict(r.guesses), frozenset(r.hits), frozenset(r.open), frozenset(r.claimed),
                                 self.passed(r)) for r in self.rounds)
        return GokerView(player, tuple(self.hands[player]) if own else (), frozenset(self.marked), len(self.balls),
                         min(self.level, 3), self.level_end, self.ends, self.phase, dict(self.round.guesses),
                         self.scores(), self.num_players, frozenset(seen), tuple(self.results), self.options["wilds"],
                         self.deck, balls=tuple(self.balls), rapid_marks=frozenset(self.marked - set(self.balls)),
                         rounds=rounds, guess_points=tuple(self.guess_points), current_player=acting, playable=playable,
                         grace_seconds=self.options["grace_seconds"], played_face_down=frozenset(self.playing),
                         app_deals=self.app_deals)

    def public_view(self) -> GokerView:
        """What everyone at the table sees: the audience window and the caller's console draw it."""
        return self.view(SPECTATOR)
