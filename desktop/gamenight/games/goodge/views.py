"""What a seat sees of a Goodge game (bots get only this), the phases and round results."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gamenight.games.goodge.cards import Card, deck
from gamenight.games.goodge.tricks import trick_winner


class Phase(Enum):
    FIRST_DEALER = "first dealer"  # chance: who deals the first round
    DEAL = "deal"  # chance: the cards of a round
    BIDDING = "bidding"
    PUT_BACK = "put back"  # the Goodge holds the stash and puts three cards back, one at a time
    TRUMP = "trump"  # the Goodge names trump
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class RoundResult:
    dealer: int
    goodge: int
    bid: int
    trump: int
    stash: tuple[Card, ...]  # the 3 cards put back, shown to all once the round is over
    last_winner: int  # who took the last trick (and so the stash)
    captured: tuple[int, ...]  # points each seat took, the stash included
    points: tuple[int, ...]  # each seat's score for the round (the Goodge's -bid when short)
    tricks_taken: tuple[int, ...]
    claimed_by: int | None = None  # the seat that claimed the remaining tricks, if any

    @property
    def made(self) -> bool:
        return self.captured[self.goodge] >= self.bid


@dataclass(frozen=True)
class TakenTrick:
    """A trick just taken (tricks are played face up): who led it, its cards in play order, who took it."""

    leader: int
    cards: tuple[Card, ...]
    taker: int


@dataclass(frozen=True)
class GoodgeView:
    seat: int
    num_players: int
    phase: Phase
    current_player: int
    dealer: int | None
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stash: tuple[Card, ...] | None
    """The cards in the stash: for the Goodge only (who put them back); None for the others."""
    stash_count: int
    stash_dealt: tuple[Card, ...] | None
    """The stash as dealt, which the Goodge took into hand: for the Goodge only; None for the others."""
    calls: tuple[tuple[int, int | None], ...]  # (seat, bid or None for a pass), in order
    passed: tuple[bool, ...]
    high_bid: int | None  # once the Goodge is known, the Goodge's bid
    high_bidder: int | None
    goodge: int | None
    trump: int | None
    leader: int | None  # who leads (or led) the trick in progress
    trick: tuple[Card, ...]  # the trick in progress, in play order from the leader
    tricks: tuple[tuple[int, tuple[Card, ...]], ...]  # this round's finished tricks: (leader, cards)
    tricks_taken: tuple[int, ...]
    captured: tuple[int, ...]  # points each seat has taken this round (public: tricks are face up)
    totals: tuple[int, ...]
    target: int
    one_high: bool
    results: tuple[RoundResult, ...]  # every finished round, oldest first
    last_trick: TakenTrick | None = None
    """The trick taken last in this round (the round's last one too, until the next deal)."""

    def winning(self) -> int | None:
        """The index in `trick` of the card winning the trick so far (None before a card or trump)."""
        if not self.trick or self.trump is None:
            return None
        return trick_winner(self.trick, self.trump, self.one_high)

    def unseen(self) -> list[Card]:
        """Cards this seat has not seen: in the other hands, and in the stash unless it is the Goodge."""
        seen = set(self.hand) | set(self.trick) | set(self.stash or ())
        for _, cards in self.tricks:
            seen.update(cards)
        return [card for card in deck() if card not in seen]
