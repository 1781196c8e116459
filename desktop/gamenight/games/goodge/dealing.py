"""Sharing unseen cards among holders that may refuse some of them (a generic helper).

`share_out` places each item with one of the holders allowed for it, filling every holder to
exactly its capacity: the most constrained items go first, each to a random allowed holder
(weighted by the room left), and when an item finds every allowed holder full, an augmenting
path moves earlier items along (Kuhn's algorithm for bipartite matching). A placement is
therefore found whenever one exists; it is random, though not exactly uniform.
"""
from __future__ import annotations

import random
from collections.abc import Sequence


class _Placement:
    def __init__(self, allowed: Sequence[Sequence[int]], capacity: Sequence[int]):
        self.allowed = allowed
        self.room = list(capacity)
        self.holder = [-1] * len(allowed)
        self.members: list[set[int]] = [set() for _ in capacity]

    def put(self, item: int, holder: int) -> None:
        self.holder[item] = holder
        self.members[holder].add(item)
        self.room[holder] -= 1

    def take(self, item: int) -> None:
        holder = self.holder[item]
        self.members[holder].discard(item)
        self.room[holder] += 1
        self.holder[item] = -1

    def augment(self, item: int, visited: set[int], rng: random.Random) -> bool:
        """Place `item`, moving others along a path of full holders if need be."""
        holders = list(self.allowed[item])
        rng.shuffle(holders)
        for holder in holders:
            if holder in visited:
                continue
            visited.add(holder)
            if self.room[holder] > 0:
                self.put(item, holder)
                return True
            for other in sorted(self.members[holder]):
                self.take(other)
                if self.augment(other, visited, rng):
                    self.put(item, holder)
                    return True
                self.put(other, holder)
        return False


def share_out(allowed: Sequence[Sequence[int]], capacity: Sequence[int], rng: random.Random) -> list[int]:
    """The holder of each item (`allowed[i]`: the holders item i may go to). Raises ValueError
    when the items cannot fill the holders as asked."""
    if len(allowed) != sum(capacity):
        raise ValueError(f"{len(allowed)} items cannot fill holders of {sum(capacity)} places")
    placement = _Placement(allowed, capacity)
    order = sorted(range(len(allowed)), key=lambda item: (len(allowed[item]), rng.random()))
    for item in order:
        open_holders = [holder for holder in allowed[item] if placement.room[holder] > 0]
        if open_holders:
            weights = [placement.room[holder] for holder in open_holders]
            placement.put(item, rng.choices(open_holders, weights)[0])
        elif not placement.augment(item, set(), rng):
            raise ValueError("no way to share the items out among the allowed holders")
    return placement.holder
