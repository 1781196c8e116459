"""Trick play: following suit, who wins a trick, revealed voids and the proof behind a claim.

The Crown belongs to the trump suit for following (RULINGS: "counts as trump for following suit")
and is its highest card (the 11 of trump), so it wins any trick. With the "1 ranks high" option
the 1 sits above the 10 (and still below the Crown).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from gamenight.core.words import Words, words
from gamenight.games.goodge.cards import CROWN_RANK, SUIT_WORDS, Card


def suit_of(card: Card, trump: int) -> int:
    """The suit a card follows as: the Crown is a trump."""
    return trump if card.is_crown else card.suit


def power(card: Card, one_high: bool) -> int:
    """Rank within its suit: 1-10, the 1 as 10.5 (doubled to stay whole) with `one_high`,
    the Crown above everything."""
    if card.is_crown:
        return 2 * CROWN_RANK + 1
    if card.rank == 1 and one_high:
        return 21
    return 2 * card.rank


def beats(card: Card, best: Card, trump: int, one_high: bool) -> bool:
    """Does `card` take the trick from `best`, the card winning it so far?"""
    suit, best_suit = suit_of(card, trump), suit_of(best, trump)
    if suit == best_suit:
        return power(card, one_high) > power(best, one_high)
    return suit == trump  # `best` is of the lead suit or a trump: another suit never wins


def trick_winner(cards: Sequence[Card], trump: int, one_high: bool) -> int:
    """The index (in play order) of the card that wins the trick."""
    best = 0
    for index in range(1, len(cards)):
        if beats(cards[index], cards[best], trump, one_high):
            best = index
    return best


def playable(hand: Iterable[Card], lead: Card | None, trump: int) -> list[Card]:
    """The cards of `hand` that may be played on a trick led by `lead` (any card on a lead)."""
    cards = sorted(hand)
    if lead is None:
        return cards
    lead_suit = suit_of(lead, trump)
    following = [card for card in cards if suit_of(card, trump) == lead_suit]
    return following or cards


def follow_reason(hand: Iterable[Card], card: Card, lead: Card | None, trump: int) -> Words | None:
    """Why `card` may not be played on `lead` from `hand`, in the player's words, or None."""
    if lead is None or card in playable(hand, lead, trump):
        return None
    lead_suit = suit_of(lead, trump)
    if lead_suit == trump:
        return words("goodge", "trump was led: play a trump or the Crown")
    return words("goodge", "you must follow {suit}")(suit=SUIT_WORDS[lead_suit])


def voids(tricks: Iterable[tuple[int, Sequence[Card]]], num_players: int, trump: int) -> list[set[int]]:
    """The suits each seat has shown it lacks by not following (tricks as (leader, cards in play
    order), the trick in progress too). A void in trump means no trump and no Crown."""
    found: list[set[int]] = [set() for _ in range(num_players)]
    for leader, cards in tricks:
        if not cards:
            continue
        lead_suit = suit_of(cards[0], trump)
        for offset, card in enumerate(cards[1:], start=1):
            if suit_of(card, trump) != lead_suit:
                found[(leader + offset) % num_players].add(lead_suit)
    return found


def may_hold(card: Card, void_suits: set[int], trump: int) -> bool:
    return suit_of(card, trump) not in void_suits


def is_sure_winner(card: Card, others: Iterable[Card], trump: int, one_high: bool) -> bool:
    """Does `card`, led, win against any cards the others might hold (`others`, all unseen ones)?

    Led, a card loses only to a higher card of its own suit or, when it is not a trump, to any
    trump (a player who cannot follow may trump). So it is sure when no card in `others` is of
    its suit and higher, and, for a non-trump, none is a trump or the Crown.
    """
    suit = suit_of(card, trump)
    mine = power(card, one_high)
    for other in others:
        other_suit = suit_of(other, trump)
        if other_suit == suit and power(other, one_high) > mine:
            return False
        if other_suit == trump and suit != trump:
            return False
    return True


def claim_is_proven(hand: Iterable[Card], others: Sequence[Card], trump: int, one_high: bool) -> bool:
    """May a player on lead holding `hand` claim every remaining trick, against every card the
    player has not seen (`others`, wherever it lies)?

    The proof (sound, and conservative: voids are not used, so some true claims are refused but
    none granted can fail): each trump in the hand is above every unseen trump, and each plain
    card is above every unseen card of its suit. The player leads the trumps first: each wins,
    and each draws a trump from every other hand still holding one, so when the player holds at
    least as many trumps as are unseen, nobody can trump the plain cards led afterwards, and
    those win too. With no unseen trump the plain cards are safe from the start.
    """
    cards = list(hand)
    trumps = [card for card in cards if suit_of(card, trump) == trump]
    unseen_trumps = sum(suit_of(other, trump) == trump for other in others)
    if not cards or (len(trumps) < len(cards) and len(trumps) < unseen_trumps):
        return False
    plain_others = [other for other in others if suit_of(other, trump) != trump]
    return (all(is_sure_winner(card, others, trump, one_high) for card in trumps)
            and all(is_sure_winner(card, plain_others, trump, one_high) for card in cards if card not in trumps))
