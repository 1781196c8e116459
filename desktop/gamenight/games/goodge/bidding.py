"""The auction: from the dealer's left, clockwise; bids are multiples of 5 from 50 to 250, each
above the high bid; a pass is final for the round. It ends when all but one have passed (the
one left, the high bidder, is the Goodge) or when a bid reaches 250. When everyone else passed
before any bid, the last player must bid at least 50.
"""
from __future__ import annotations

from gamenight.core.words import Words, words

MIN_BID = 50
MAX_BID = 250
STEP = 5


def bid_note(amount: int, lowest: int) -> Words | None:
    """A few words on what bidding `amount` does beyond the next raise (`lowest` is the lowest
    bid allowed now), for a bid button: the highest bid ends the bidding, a higher one jumps."""
    if amount == MAX_BID:
        return words("goodge", "ends the bidding")
    if amount > lowest:
        return words("goodge", "jump")
    return None


def bid_why(amount: int, lowest: int) -> Words:
    """What bidding `amount` now does and commits the bidder to, in a sentence or two."""
    if amount == MAX_BID:
        return words("goodge", "{bid} is the highest bid: the bidding ends at once, and its bidder is the Goodge, "
                               "who must then take {bid} points or lose {bid}.")(bid=amount)
    if amount > lowest:
        return words("goodge", "Any bid above the high bid may be made: {bid} jumps over {lowest}, so the others "
                               "must bid above {bid} to stay in. The Goodge must take {bid} points or lose {bid}.")(
            bid=amount, lowest=lowest)
    return words("goodge", "The Goodge must take {bid} points or lose {bid}.")(bid=amount)


class Auction:
    def __init__(self, num_players: int, first: int):
        self.num_players = num_players
        self.turn = first
        self.passed = [False] * num_players
        self.high_bid: int | None = None
        self.high_bidder: int | None = None
        self.calls: list[tuple[int, int | None]] = []
        """(seat, bid) in order; None is a pass."""

    def clone(self) -> Auction:
        other = Auction.__new__(Auction)
        other.num_players, other.turn = self.num_players, self.turn
        other.passed, other.calls = list(self.passed), list(self.calls)
        other.high_bid, other.high_bidder = self.high_bid, self.high_bidder
        return other

    @property
    def done(self) -> bool:
        if self.high_bid == MAX_BID:
            return True
        return self.high_bid is not None and self.passed.count(False) == 1

    @property
    def lowest_bid(self) -> int:
        return MIN_BID if self.high_bid is None else self.high_bid + STEP

    def must_bid(self) -> bool:
        """Everyone else has passed and nobody has bid: the player to call may not pass."""
        return self.high_bid is None and self.passed.count(False) == 1

    def bids(self) -> list[int]:
        return list(range(self.lowest_bid, MAX_BID + 1, STEP))

    def bid_reason(self, amount: int) -> Words | None:
        if amount % STEP:
            return words("goodge", "bids go up in steps of 5")
        if amount > MAX_BID:
            return words("goodge", "the highest bid is {bid}")(bid=MAX_BID)
        if self.high_bid is None and amount < MIN_BID:
            return words("goodge", "the first bid is at least {bid}")(bid=MIN_BID)
        if self.high_bid is not None and amount <= self.high_bid:
            return words("goodge", "the bid must be above {bid}")(bid=self.high_bid)
        return None

    def pass_reason(self) -> Words | None:
        if self.must_bid():
            return words("goodge", "everyone else passed: you must bid at least {bid}")(bid=MIN_BID)
        return None

    def bid(self, amount: int) -> None:
        self.calls.append((self.turn, amount))
        self.high_bid, self.high_bidder = amount, self.turn
        self._next()

    def pass_(self) -> None:
        self.calls.append((self.turn, None))
        self.passed[self.turn] = True
        self._next()

    def _next(self) -> None:
        if self.done:
            return
        seat = self.turn
        for _ in range(self.num_players):
            seat = (seat + 1) % self.num_players
            if not self.passed[seat]:
                self.turn = seat
                return
