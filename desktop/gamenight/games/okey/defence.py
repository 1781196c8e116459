"""What the next player might take: a guess, from one seat's view, at how likely the player on
its right is to take a discard from it (bench_okey's "defence" row tries it on the hard bot).

That player takes a discard when it joins its sets and runs. Its rack is hidden, so the guess
deals it racks from what this seat may know: the tiles it took from the discards and has not
thrown again are on its rack, the rest come from the tiles this seat has not seen (tiles in the
discards or on this seat's rack cannot be there). A tile whose partners are all in sight is never
taken; one next to what the neighbour collects is taken in most racks.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from gamenight.core.seats import next_seat
from gamenight.games.okey.hand import best_arrangement, count_faces
from gamenight.games.okey.rules import OkeyView
from gamenight.games.okey.tiles import Tile

RACKS = 12
"""Racks dealt to the next player per decision (shared by every discard judged)."""


def known_rack(view: OkeyView, seat: int) -> list[Tile]:
    """The tiles `seat` took from the discards and has not thrown since (all saw them go)."""
    thrown = set(view.thrown[seat])
    return [tile for tile in view.picked[seat] if tile not in thrown]


def take_chances(view: OkeyView, options: Sequence[Tile], unseen: Sequence[Tile], okey,
                 rng: random.Random, racks: int = RACKS) -> dict[Tile, float]:
    """For each tile in `options`, the share of the next player's dealt racks that it would join
    sets and runs of (more tiles placed with it than without)."""
    right = next_seat(view.seat, 4)
    known = known_rack(view, right)
    hidden = min(max(view.rack_sizes[right] - len(known), 0), len(unseen))
    pool = list(unseen)
    taken = dict.fromkeys(options, 0)
    for _ in range(racks):
        rack = known + rng.sample(pool, hidden)
        placed = best_arrangement(*count_faces(rack, okey))[0]
        for tile in options:
            taken[tile] += best_arrangement(*count_faces(rack + [tile], okey))[0] > placed
    return {tile: count / racks for tile, count in taken.items()}
