"""Goker bots. Guesses cannot be played well or badly (every uncalled number is equally likely
to come up), so the levels differ in calling GOKER and, above all, in which card they play when.

- easy: a beginner: random guesses, the card with the most numbers marked (a wild last); now
  and then misses its GOKER call.
- normal: plays the card worth most now (a wild only when it is the last card).
- hard: samples futures in batches of thousands (the hidden cards, consistent with what each
  player has played so far, and the rest of the draw) and plays the card (or the wild) that wins
  the game most often over them: `core.search.batched_pimc` over `futures`, for a number of
  batches its time budget buys.
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from gamenight.core.actions import Action
from gamenight.core.bots import Bot
from gamenight.core.cards import Card, standard_deck
from gamenight.core.search import Budget, batched_pimc
from gamenight.games.goker.patterns import Pattern, best_pattern
from gamenight.games.goker.rules import GokerView, PlayCard
from gamenight.games.goker.scoring import card_points

if TYPE_CHECKING:
    from gamenight.games.goker.futures import Worlds

BATCHES = {3: (250, 16), 2: (3000, 1)}
"""A batch of worlds the hard bot samples, by cards in hand: (worlds, inner futures per world),
for three players; a bigger table gets proportionally fewer, so that a batch takes about as long."""
BATCHES_PER_SECOND = 16
"""Batches a second of `time_budget` buys (the default hard budget, 0.25 s, buys 4: 16,000
futures with three cards in hand, about 80 ms on the benchmark machine). The budget is spent as
this count, never by the clock, so a seed replays the same choices on any machine."""
SURPRISE = 0.1
"""How much less a world counts for each card it deals a player that, playing as the normal
bot, it would have played before (the others may not be normal bots: unlikely, not impossible)."""


def normal_key(card: Card, pattern: Pattern | None, level: int) -> tuple[int, int, int]:
    """The normal bot's preference: most points now, then card rank, then suit; a wild last."""
    if card.is_joker:
        return (-1, 0, 0)
    return (card_points(card, pattern, level), card.rank, card.index // 13)  # index // 13 is the suit


def _pattern(card: Card, deck, marked) -> Pattern | None:
    return None if card.is_joker else best_pattern(deck.grid(card).marked(marked))


class EasyGokerBot(Bot):
    """A beginner who does not read patterns yet: plays the card with the most numbers marked
    (a tie at random), never weighing patterns, points, multipliers or the levels to come; a wild
    only as its last card; guesses at random (as everyone may) and now and then misses its GOKER
    call."""

    level = "easy"

    def choose(self, view: GokerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(legal[0], PlayCard):
            return rng.choice(list(legal))
        cards = [action.card for action in cast(Sequence[PlayCard], legal) if not action.card.is_joker]
        if not cards:
            return legal[0]
        marks = {card: marked_cells(card, view) for card in cards}
        return PlayCard(rng.choice([card for card in cards if marks[card] == max(marks.values())]))

    def react(self, view, actions, rng):
        return actions[0] if rng.random() < 0.75 else None


def marked_cells(card: Card, view: GokerView) -> int:
    """How many cells of the card's grid are marked (the free centre counts)."""
    return view.deck.grid(card).marked(view.marked).bit_count()


class NormalGokerBot(Bot):
    level = "normal"

    def choose(self, view: GokerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(legal[0], PlayCard):
            return rng.choice(list(legal))
        plays = cast(Sequence[PlayCard], legal)  # legal[0] is a card play, so all are
        return max(plays, key=lambda action: normal_key(action.card, _pattern(action.card, view.deck, view.marked),
                                                        view.level))


class HardGokerBot(Bot):
    level = "hard"
    batch_sizes = BATCHES

    def choose(self, view: GokerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(legal[0], PlayCard) or len(legal) == 1:
            return legal[0] if len(legal) == 1 else rng.choice(list(legal))
        from gamenight.games.goker.futures import CardTable, card_values, world_weights  # NumPy loads when first needed

        plays = cast(Sequence[PlayCard], legal)  # at a level end every legal action plays a card
        hand = [action.card.index for action in plays]
        others = [seat for seat in range(view.num_players) if seat != view.seat]
        scores = [view.scores[view.seat]] + [view.scores[seat] for seat in others]
        drawn = [end - view.calls for end in view.level_ends[view.level:]]
        table = CardTable.of(view.deck, view.wilds)
        unseen = [card for card in standard_deck(view.wilds) if card not in view.seen_cards]
        allowed = [[may_hold(view, seat, card) for card in unseen] for seat in others]
        indices = [card.index for card in unseen]
        _, means = batched_pimc(
            lambda rng: self.worlds(view, indices, allowed, len(hand), drawn[0], rng), plays, rng, self.budget(),
            values=lambda worlds: card_values(table, hand, scores, view.level, drawn, worlds).tolist(),
            weight=lambda worlds: world_weights(worlds, indices, allowed, SURPRISE).tolist())
        return max(plays, key=lambda action: (means[action], action.card.rank))

    def budget(self) -> Budget:
        """`time_budget` as a count of batches (at least one), with no clock: see BATCHES_PER_SECOND."""
        batches = max(1, round(self.time_budget * BATCHES_PER_SECOND))
        return Budget(math.inf, iterations=batches, minimum=batches)

    def worlds(self, view: GokerView, unseen: list[int], allowed: list[list[bool]], cards_each: int,
               next_end: int, rng: random.Random) -> Worlds:
        """One batch of futures the cards are scored on, sampled from what this seat has seen:
        `cards_each` of the `unseen` cards dealt to each other player, those `allowed` (by
        `may_hold`) first.
        (The benchmarks' ceiling bots, which may know more, replace this.)"""
        from gamenight.games.goker.futures import sample_worlds

        count, inner = self.batch_sizes[cards_each]
        return sample_worlds(rng, unseen, allowed, cards_each, view.marked, next_end,
                             count * 3 // max(3, view.num_players), inner)


def may_hold(view: GokerView, seat: int, card: Card) -> bool:
    """Whether `seat` can still hold `card` if it plays as the normal bot does: at every level
    end so far it played a card it preferred to this one. (A wild played before the last level
    is not the normal bot's play: nothing is inferred from such a seat.)"""
    for result in view.results:
        played = next(play for play in result.played if play.seat == seat)
        if played.card.is_joker:
            return True
        if normal_key(card, _pattern(card, view.deck, result.marked), result.level) > \
                normal_key(played.card, played.pattern, result.level):
            return False
    return True
