"""Positions set up by hand (tests, tutorials, screen previews): a Jokers state in mid-game.

    state = build_position({0: [12, 30], 2: [home_hole(2, 4)]}, {0: "7H 9S"}, turn=0)

Each seat's listed holes are its marbles 0, 1, ...; the rest wait in start. Cards are given by
code ("7H", "JK1"), each taking the next free copy; seats not given get cards from the stock's
end, so that the seat to move holds 6 and the others 5. The stock is every card left.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from gamenight.games.jokers.board import Board
from gamenight.games.jokers.deck import ALL_CARDS
from gamenight.games.jokers.rules import HAND, JokersState, Phase
from gamenight.games.jokers.track import MARBLES, SEATS, start_hole


def take_cards(codes: str, free: list[str]) -> list[str]:
    """The ids of the cards named in `codes` (space-separated codes), removed from `free`."""
    taken = []
    for code in codes.split():
        card = next((card for card in free if card.partition(".")[0] == code.upper()), None)
        if card is None:
            raise ValueError(f"no copy of {code!r} is left")
        free.remove(card)
        taken.append(card)
    return taken


def build_position(marbles: Mapping[int, Sequence[int]] | None = None, hands: Mapping[int, str] | None = None,
                   turn: int = 0, counts: Sequence[int] = (0, 0, 0, 0), drawn: str | None = None) -> JokersState:
    """A state in the play phase with `turn` to move; `drawn` (a code) is the card it just drew,
    by default the last of its hand."""
    marbles = marbles or {}
    holes = []
    for seat in range(SEATS):
        given = list(marbles.get(seat, ()))
        holes.append(given + [start_hole(seat, k) for k in range(len(given), MARBLES)])
    state = JokersState()
    state.board = Board.from_holes(holes)
    free = list(ALL_CARDS)
    for seat, codes in (hands or {}).items():
        state.hands[seat] = take_cards(codes, free)
    for seat in range(SEATS):
        wanted = HAND + (seat == turn) - len(state.hands[seat])
        if seat not in (hands or {}):
            state.hands[seat] = [free.pop() for _ in range(wanted)]
        state.received[seat] = state.hands[seat][:]
    state.stock = free
    state.counts = list(counts)
    state.first = state.turn = turn
    hand = state.hands[turn]
    state.drawn = next(card for card in hand if card.startswith(drawn.upper() + ".")) if drawn else hand[-1]
    state.phase = Phase.PLAY
    return state
