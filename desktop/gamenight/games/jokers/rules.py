"""The Jokers engine (Texas Good Sam rules, as ruled in RULINGS.md), for four seats.

Chance picks the first player (`ChooseFirst`) and shuffles (`Shuffle`: the opening deal of 5
each, and every refill of an empty stock from the discards). A turn starts with the app drawing
the seat's card; the seat then plays one card (a `ComeOut`, `Move`, `Split` or `JokerMove`), or,
with nothing legal, discards one: a forfeit, or a counted turn of the six-card count.
"""
from __future__ import annotations

import random
from enum import Enum
from typing import cast

from gamenight.core.actions import Action
from gamenight.core.engine import CHANCE, SPECTATOR, TERMINAL, GameState
from gamenight.core.reports import Report
from gamenight.core.words import Text, Words, words
from gamenight.games.jokers.actions import PLAYS, ChooseFirst, ComeOut, Discard, Move, Play, Shuffle
from gamenight.games.jokers.board import Board, reason_words
from gamenight.games.jokers.deck import ALL_CARDS, brings_out, is_card, value_of
from gamenight.games.jokers.moves import (
    COUNT_TO,
    action_of,
    brings_marble_out,
    controlled,
    discard_count,
    perform,
    specs_for,
    team_done,
    travels,
)
from gamenight.games.jokers.reports import report_play
from gamenight.games.jokers.track import SEATS, is_home, is_track, next_seat, team_of, team_seats
from gamenight.games.jokers.views import JokersView, Travel
from gamenight.games.jokers.words import card_words, describe_action, travel_words

HAND = 5
NO_MARBLE_TAKES_IT = words("jokers", "no marble can take it")


class Phase(Enum):
    CHOOSE_FIRST = "choose first"
    DEAL = "deal"
    PLAY = "play"
    REFILL = "refill"
    OVER = "over"


class JokersState(GameState[JokersView]):
    def __init__(self, options: dict | None = None, num_players: int = SEATS):
        if num_players != SEATS:
            raise ValueError("Jokers is for four players")
        self.num_players = SEATS
        self.options = dict(options or {})
        self.phase = Phase.CHOOSE_FIRST
        self.board = Board.initial()
        self.hands: list[list[str]] = [[] for _ in range(SEATS)]
        self.stock: list[str] = []  # the next card to draw is last
        self.discards: list[str] = []
        self.counts = [0] * SEATS
        self.turn = 0
        self.first: int | None = None
        self.drawn: str | None = None
        self.winner_team: int | None = None
        self.public: list = []  # every action as all seats saw it (shuffles without their order)
        self.received: list[list[str]] = [[] for _ in range(SEATS)]
        self._legal: list[Action] | None = None

    def clone(self) -> JokersState:
        other = JokersState.__new__(JokersState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.board = self.board.copy()
        other.hands = [hand[:] for hand in self.hands]
        other.stock = self.stock[:]
        other.discards = self.discards[:]
        other.counts = self.counts[:]
        other.public = self.public[:]
        other.received = [cards[:] for cards in self.received]
        return other

    # -- phases ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        if self.phase is Phase.OVER:
            return TERMINAL
        return self.turn if self.phase is Phase.PLAY else CHANCE

    def legal_actions(self) -> list[Action]:
        if self.phase is Phase.CHOOSE_FIRST:
            return [ChooseFirst(seat) for seat in range(SEATS)]
        if self.phase is not Phase.PLAY:
            return []
        if self._legal is None:
            plays = self._plays()
            self._legal = plays if plays else [Discard(card) for card in self.hands[self.turn]]
        return list(self._legal)

    def _plays(self) -> list[Action]:
        by_value: dict[int, list] = {}
        plays = []
        for card in self.hands[self.turn]:
            value = value_of(card)
            if value not in by_value:
                by_value[value] = specs_for(self.board, self.turn, value)
            plays += [action_of(card, spec) for spec in by_value[value]]
        forced = [play for play in plays if play.card == self.drawn and brings_marble_out(play)]
        return forced if forced and self._drawn_must_be_played() else plays

    def _drawn_must_be_played(self) -> bool:
        """A come-out card or joker drawn on counted draws 2-6 is played at once."""
        return self.counts[self.turn] >= 1 and self.drawn is not None and brings_out(value_of(self.drawn))

    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase is Phase.CHOOSE_FIRST:
            return ChooseFirst(rng.randrange(SEATS))
        cards = list(ALL_CARDS) if self.phase is Phase.DEAL else sorted(self.discards)
        rng.shuffle(cards)
        return Shuffle(tuple(cards))

    # -- checks --------------------------------------------------------------------------------
    def illegal_reason(self, action: Action) -> Text | None:
        if self.phase is Phase.OVER:
            return words("jokers", "the game is over")
        if self.phase is Phase.CHOOSE_FIRST:
            if not isinstance(action, ChooseFirst):
                return words("jokers", "the first player has not been chosen yet")
            return None if 0 <= action.seat < SEATS else words("jokers", "there is no seat {seat}")(seat=action.seat)
        if self.phase in (Phase.DEAL, Phase.REFILL):
            if not isinstance(action, Shuffle):
                return words("jokers", "the cards are being shuffled")
            expected = ALL_CARDS if self.phase is Phase.DEAL else self.discards
            if sorted(action.order) != sorted(expected):
                return (words("jokers", "the opening shuffle holds all 108 cards once") if self.phase is Phase.DEAL
                        else words("jokers", "a refill shuffles exactly the discards"))
            return None
        return self._play_reason(action)

    def unplayable(self) -> dict[str, Text]:
        """Each card of the hand that moves no marble now while another card can, with the reason
        its likeliest move is refused: moving the first marble on the track of those the seat moves
        (its partner's once its own are home), or coming out when none is on it."""
        legal = self.legal_actions() if self.phase is Phase.PLAY else []
        if not legal or isinstance(legal[0], Discard):
            return {}
        playable = {cast(Play, action).card for action in legal}
        track = [hole for hole in self.board.holes_of(controlled(self.board, self.turn)) if is_track(hole)]
        return {card: self.illegal_reason(Move(card, track[0]) if track else ComeOut(card)) or NO_MARBLE_TAKES_IT
                for card in self.hands[self.turn] if card not in playable}

    def _play_reason(self, action: Action) -> Text | None:
        if not isinstance(action, (Discard, *PLAYS)):
            return words("jokers", "it is a player's turn: play or discard a card")
        hand = self.hands[self.turn]
        if action.card not in hand:
            return words("jokers", "you do not hold {card}")(
                card=card_words(action.card) if is_card(action.card) else repr(action.card))
        if isinstance(action, Discard):
            if not isinstance(self.legal_actions()[0], Discard):
                return words("jokers", "you have a play, and a play must be taken")
            return None
        result = perform(self.board, self.turn, action)
        if not isinstance(result, Board):
            return result if isinstance(result, Words) else reason_words(result, self.turn)
        if self.drawn is not None and self._drawn_must_be_played() and action not in self.legal_actions():
            return words("jokers", "the {card} you drew while counting must be played now, bringing a marble out")(
                card=card_words(self.drawn))
        return None

    # -- changes -------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self._legal = None
        self.public.append(("shuffle", len(action.order)) if isinstance(action, Shuffle) else action)
        if isinstance(action, ChooseFirst):
            self.first = self.turn = action.seat
            self.phase = Phase.DEAL
        elif isinstance(action, Shuffle):
            self._shuffled(action.order)
        elif isinstance(action, Discard):
            self._lay(action.card)
            self._discarded()
            self._end_turn()
        else:
            play = cast(Play, action)  # the only other actions are plays
            self._lay(play.card)
            owner = controlled(self.board, self.turn)
            self.board = cast(Board, perform(self.board, self.turn, play))  # a legal play gives a board
            if brings_marble_out(action):
                self._came_out(owner)
            if team_done(self.board, self.turn):
                self.winner_team = team_of(self.turn)
                self.phase = Phase.OVER
            else:
                self._end_turn()

    def _shuffled(self, order: tuple[str, ...]) -> None:
        if self.phase is Phase.DEAL:
            for offset in range(SEATS):
                seat = (self.turn + offset) % SEATS
                self.hands[seat] = list(order[offset * HAND:(offset + 1) * HAND])
                self.received[seat] += self.hands[seat]
            order = order[SEATS * HAND:]
        self.discards = []
        self.stock = list(reversed(order))
        self._begin_turn()

    def _lay(self, card: str) -> None:
        self.hands[self.turn].remove(card)
        self.discards.append(card)

    def _discarded(self) -> None:
        """A counted turn moves the count on; at six a marble comes out if it can (else it waits)."""
        count = discard_count(self.board, self.turn, self.counts)
        if count is None:
            return  # a forfeit, not a counted turn
        self.counts[self.turn] = count
        if count == COUNT_TO:
            owner = controlled(self.board, self.turn)
            plan = self.board.come_out(owner)
            if isinstance(plan, list):
                self.board.carry_out(plan)
                self._came_out(owner)

    def _came_out(self, owner: int) -> None:
        for seat in range(SEATS):
            if controlled(self.board, seat) == owner:
                self.counts[seat] = 0

    def _end_turn(self) -> None:
        self.turn = next_seat(self.turn)
        self.drawn = None
        self._begin_turn()

    def _begin_turn(self) -> None:
        """The app draws the seat's card; an empty stock waits for a refill shuffle first."""
        if not self.stock:
            self.phase = Phase.REFILL
            return
        card = self.stock.pop()
        self.hands[self.turn].append(card)
        self.received[self.turn].append(card)
        self.drawn = card
        self.phase = Phase.PLAY

    # -- results -------------------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        """Each seat's team's marbles home (10 for the winners)."""
        home = [sum(is_home(hole) for hole in self.board.holes_of(seat)) for seat in range(SEATS)]
        return tuple(home[seat] + home[(seat + 2) % SEATS] for seat in range(SEATS))

    def placements(self) -> tuple[int, ...]:
        if self.winner_team is None:
            return super().placements()
        return tuple(1 if team_of(seat) == self.winner_team else 2 for seat in range(SEATS))

    def completed_rounds(self) -> list[tuple[int, ...]]:
        return [self.scores()] if self.phase is Phase.OVER else []

    def team_of(self, seat: int) -> int:
        return team_of(seat)

    # -- what players see ----------------------------------------------------------------------
    def view(self, player: int) -> JokersView:
        winners = team_seats(self.winner_team) if self.winner_team is not None else ()
        seated = player != SPECTATOR
        return JokersView(player, tuple(self.hands[player]) if seated else (), tuple(len(hand) for hand in self.hands),
                          tuple(self.board.holes_of(seat) for seat in range(SEATS)), tuple(self.discards),
                          len(self.stock), self.current_player, tuple(self.counts),
                          self.drawn if seated and self.current_player == player else None, self.first, winners)

    def public_view(self) -> JokersView:
        """The board, the discards and the counts, with no hand."""
        return self.view(SPECTATOR)

    def information_key(self, player: int) -> tuple:
        """Everything `player` has seen: the public actions and the cards it received."""
        return player, tuple(self.public), tuple(self.received[player])

    def sample_world(self, player: int, rng: random.Random) -> JokersState:
        """A full state `player` cannot tell from this one: the other hands and the stock
        re-dealt from the cards it has not seen."""
        world = self.clone()
        if self.phase in (Phase.CHOOSE_FIRST, Phase.DEAL):
            return world  # nothing dealt yet: nothing hidden
        seen = set(self.hands[player]) | set(self.discards)
        unseen = [card for card in ALL_CARDS if card not in seen]
        rng.shuffle(unseen)
        for seat in range(SEATS):
            if seat != player:
                size = len(self.hands[seat])
                world.hands[seat], unseen = unseen[:size], unseen[size:]
                world.received[seat] = world.hands[seat][:]
        world.stock = unseen
        if self.phase is Phase.PLAY and self.turn != player:
            world.drawn = world.hands[self.turn][-1]
        world._legal = None
        return world

    def coming_chance(self) -> Text:
        if self.phase is Phase.CHOOSE_FIRST:
            return words("jokers", "Who plays first is drawn next.")
        if self.phase is Phase.REFILL:
            return words("jokers", "The discards are shuffled into a new stock next.")
        return words("jokers", "The cards are shuffled and dealt next.")

    def describe(self, action: Action) -> Text:
        return describe_action(self, action)

    def report(self, action: Action) -> Report:
        return report_play(self.board, self.turn, self.counts, action)

    def shows(self, action: Action) -> tuple[Travel, ...] | None:
        """Each marble a legal play moves, in order, with its path (a phone draws them on the track)."""
        if not isinstance(action, PLAYS) or action not in self.legal_actions():
            return None
        moved = travels(self.board, self.turn, action)
        said = travel_words(self.board, self.turn, action, moved)
        return tuple(Travel(hole, path, bumped, who, words)
                     for (_, hole, path, bumped), (who, words) in zip(moved, said, strict=True))

