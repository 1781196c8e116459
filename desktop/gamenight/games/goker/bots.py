"""Goker bots. Guesses cannot be played well or badly (every uncalled number is equally likely
to come up), so the levels differ in calling GOKER and, above all, in which card they play when.

- easy: random guesses and cards; now and then misses its GOKER call.
- normal: plays the card worth most now (a wild only when it is the last card).
- hard: samples the hidden cards and the rest of the draw and plays the card (or the wild) that
  gives the best expected total over this level and the ones to come.
"""
from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from gamenight.core.actions import Action
from gamenight.core.bots import Bot, RandomBot
from gamenight.core.cards import Card, standard_deck
from gamenight.games.goker.patterns import best_pattern
from gamenight.games.goker.rules import BALLS, CARDS_EACH, GokerView, PlayCard
from gamenight.games.goker.scoring import Played, card_points, level_points

HARD_SAMPLES = 300


def _now_points(card: Card, view: GokerView) -> int:
    if card.is_joker:
        return -1
    return card_points(card, best_pattern(view.deck.grid(card).marked(view.marked)), view.level)


class EasyGokerBot(RandomBot):
    level = "easy"

    def react(self, view, actions, rng):
        return actions[0] if rng.random() < 0.75 else None


class NormalGokerBot(Bot):
    level = "normal"

    def choose(self, view: GokerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(legal[0], PlayCard):
            return rng.choice(list(legal))
        return max(legal, key=lambda action: (_now_points(action.card, view), action.card.rank, int(action.card.suit or 0)))


class HardGokerBot(Bot):
    level = "hard"

    def __init__(self, seat: int, time_budget: float | None = None, samples: int = HARD_SAMPLES):
        super().__init__(seat, time_budget)
        self.samples = samples

    def choose(self, view: GokerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(legal[0], PlayCard) or len(legal) == 1:
            return legal[0] if len(legal) == 1 else rng.choice(list(legal))
        hand = [action.card for action in legal]
        totals = {card: 0.0 for card in hand}
        for _ in range(self.samples):
            opponents, marks = _sample_world(view, rng)
            patterns = _patterns_at(view.deck, set(hand).union(*opponents), marks)
            for card in hand:
                totals[card] += _best_total(card, hand, view, opponents, patterns)
        return PlayCard(max(hand, key=lambda card: (totals[card], card.rank)))


def _sample_world(view: GokerView, rng: random.Random) -> tuple[list[list[Card]], list[set[int]]]:
    """Opponents' remaining hands (from the cards this seat has not seen) and the marked numbers
    at each level end still to come (from a shuffle of the balls not yet drawn)."""
    unseen = [card for card in standard_deck(view.wilds) if card not in view.seen_cards]
    rng.shuffle(unseen)
    cards_left = CARDS_EACH - (view.level - 1)
    opponents = [unseen[i * cards_left:(i + 1) * cards_left] for i in range(view.num_players - 1)]
    pool = [number for number in BALLS if number not in view.marked]
    rng.shuffle(pool)
    marks = []
    for end in view.level_ends[view.level - 1:]:
        marks.append(set(view.marked) | set(pool[:max(0, end - view.calls)]))
    return opponents, marks


def _patterns_at(deck, cards, marks) -> dict[Card, list]:
    """Each card's best pattern at each future level end of one sampled world (None: a wild)."""
    return {card: [None if card.is_joker else best_pattern(deck.grid(card).marked(marked)) for marked in marks]
            for card in cards}


def _opponent_choice(hand: list[Card], patterns: dict[Card, list], offset: int, level: int) -> Card:
    """Opponents are modelled as normal bots: the card worth most now, the wild last."""
    return max(hand, key=lambda card: (-1, 0) if card.is_joker else (
        card_points(card, patterns[card][offset], level), card.rank))


def _best_total(first: Card, hand: list[Card], view: GokerView, opponents: list[list[Card]],
                patterns: dict[Card, list]) -> float:
    """How good playing `first` now is in one sampled future (the opponents' hands, and every
    card's pattern at each level end to come): winning the game counts most (a tie shares), then
    my points (a small weight), playing my other cards as well as this future allows."""
    me = view.seat
    start = [view.scores[me]] + [score for seat, score in enumerate(view.scores) if seat != me]
    rest = [card for card in hand if card != first]
    best = float("-inf")
    for order in itertools.permutations(rest) if rest else [()]:
        totals = list(start)
        their = [list(h) for h in opponents]
        for offset, card in enumerate((first, *order)):
            level = view.level + offset
            if level > 3:
                break
            picks = [_opponent_choice(h, patterns, offset, level) for h in their]  # one card per level left
            for h, pick in zip(their, picks):
                h.remove(pick)
            played = [Played(seat, played_card, patterns[played_card][offset])
                      for seat, played_card in enumerate([card, *picks])]
            for seat, points in level_points(played, level)[0].items():
                totals[seat] += points
        top = max(totals)
        win = 0.0 if totals[0] < top else 1.0 / totals.count(top)
        best = max(best, win + totals[0] / 10_000)
    return best
