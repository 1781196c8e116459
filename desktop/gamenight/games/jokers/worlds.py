"""Jokers worlds for search: a full state built from one seat's view alone.

A view shows the board, the counts, the discards since the last refill and the seat's own hand;
the other hands and the stock are the cards it has not seen (108 less its hand and the
discards), dealt at random to the sizes the view shows. The bot never reads the true state.
"""
from __future__ import annotations

import random

from gamenight.games.jokers.board import Board
from gamenight.games.jokers.deck import ALL_CARDS
from gamenight.games.jokers.rules import JokersState, Phase
from gamenight.games.jokers.track import SEATS
from gamenight.games.jokers.views import JokersView


def unseen_cards(view: JokersView) -> list[str]:
    """The cards `view.seat` has not seen: the other hands and the stock, in deck order."""
    seen = set(view.hand) | set(view.discards)
    return [card for card in ALL_CARDS if card not in seen]


def world_from_view(view: JokersView, rng: random.Random) -> JokersState:
    """A state in the play phase, `view.seat` to move, agreeing with everything the view shows."""
    if view.turn != view.seat:
        raise ValueError("a world is built for the seat to move")
    unseen = unseen_cards(view)
    if len(unseen) != view.stock_left + sum(view.hand_sizes) - len(view.hand):
        raise ValueError("the view's hand sizes and stock do not add up to the unseen cards")
    rng.shuffle(unseen)
    world = JokersState()
    world.board = Board.from_holes(view.marbles)
    for seat in range(SEATS):
        if seat == view.seat:
            world.hands[seat] = list(view.hand)
        else:
            size = view.hand_sizes[seat]
            world.hands[seat], unseen = unseen[:size], unseen[size:]
        world.received[seat] = world.hands[seat][:]
    world.stock = unseen
    world.discards = list(view.discards)
    world.counts = list(view.counts)
    world.turn = view.seat
    world.first = view.first_player
    world.drawn = view.drawn
    world.phase = Phase.PLAY
    return world
