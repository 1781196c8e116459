"""Goker bots. Guesses cannot be played well or badly (every uncalled number is equally likely
to come up), so the levels differ in calling GOKER and, above all, in which card they play when.

- easy: random guesses and cards; now and then misses its GOKER call.
- normal: plays the card worth most now (a wild only when it is the last card).
- hard: samples thousands of futures (the hidden cards, consistent with what each player has
  played so far, and the rest of the draw) and plays the card (or the wild) that wins the game
  most often over them (`futures`).
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from gamenight.core.actions import Action
from gamenight.core.bots import Bot, RandomBot
from gamenight.core.cards import Card, standard_deck
from gamenight.games.goker.patterns import Pattern, best_pattern
from gamenight.games.goker.rules import GokerView, PlayCard
from gamenight.games.goker.scoring import card_points

if TYPE_CHECKING:
    from gamenight.games.goker.futures import Worlds

WORLDS = {3: (1000, 16), 2: (12000, 1)}
"""Worlds the hard bot samples, by cards in hand: (worlds, inner futures per world), for three
players; a bigger table gets proportionally fewer, so that a choice takes about as long."""


def normal_key(card: Card, pattern: Pattern | None, level: int) -> tuple[int, int, int]:
    """The normal bot's preference: most points now, then card rank, then suit; a wild last."""
    if card.is_joker:
        return (-1, 0, 0)
    return (card_points(card, pattern, level), card.rank, card.index // 13)  # index // 13 is the suit


def _pattern(card: Card, deck, marked) -> Pattern | None:
    return None if card.is_joker else best_pattern(deck.grid(card).marked(marked))


class EasyGokerBot(RandomBot):
    level = "easy"

    def react(self, view, actions, rng):
        return actions[0] if rng.random() < 0.75 else None


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
    sample_sizes = WORLDS

    def choose(self, view: GokerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(legal[0], PlayCard) or len(legal) == 1:
            return legal[0] if len(legal) == 1 else rng.choice(list(legal))
        from gamenight.games.goker.futures import (  # NumPy loads when first needed, not at start-up
            CardTable,
            card_values,
        )

        hand = [action.card for action in cast(Sequence[PlayCard], legal)]  # all card plays here
        others = [seat for seat in range(view.num_players) if seat != view.seat]
        drawn = [end - view.calls for end in view.level_ends[view.level:]]
        values = card_values(CardTable.of(view.deck, view.wilds), [card.index for card in hand],
                             [view.scores[view.seat]] + [view.scores[seat] for seat in others], view.level, drawn,
                             self.worlds(view, len(hand), drawn[0], rng))
        return PlayCard(max(zip(hand, values), key=lambda item: (item[1], item[0].rank))[0])

    def worlds(self, view: GokerView, cards_each: int, next_end: int, rng: random.Random) -> Worlds:
        """The futures the cards are scored on, sampled from what this seat has seen.
        (The benchmarks' ceiling bots, which may know more, replace this.)"""
        from gamenight.games.goker.futures import sample_worlds

        unseen = [card for card in standard_deck(view.wilds) if card not in view.seen_cards]
        allowed = [[may_hold(view, seat, card) for card in unseen]
                   for seat in range(view.num_players) if seat != view.seat]
        count, inner = self.sample_sizes[cards_each]
        return sample_worlds(rng, [card.index for card in unseen], allowed, cards_each, view.marked, next_end,
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
