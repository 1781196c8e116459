"""share_out: placing unseen cards with holders that may refuse some of them."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from gamenight.games.goodge import dealing
from gamenight.games.goodge.dealing import share_out


def test_an_augmenting_path_moves_an_earlier_item_along(monkeypatch):
    """Three items in a ring of holders: a random first choice often leaves the last item only
    full holders, and the repair must still find the share."""
    allowed, repairs = [[0, 1], [1, 2], [0, 2]], []
    augment = dealing._Placement.augment
    monkeypatch.setattr(dealing._Placement, "augment",
                        lambda self, *args: repairs.append(1) or augment(self, *args))
    for seed in range(40):
        placed = share_out(allowed, [1, 1, 1], random.Random(seed))
        assert sorted(placed) == [0, 1, 2] and all(h in options for h, options in zip(placed, allowed, strict=True))
    assert repairs


def test_an_impossible_share_is_refused():
    with pytest.raises(ValueError, match="no way to share"):
        share_out([[0], [0]], [1, 1], random.Random(1))
    with pytest.raises(ValueError, match="cannot fill"):
        share_out([[0]], [2], random.Random(1))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.lists(st.integers(0, 4), min_size=1, max_size=30))
def test_whenever_a_share_exists_one_is_found(seed, truth):
    """Items are given holders at random (`truth`), each allowed its own and a few others."""
    rng = random.Random(seed)
    capacity = [truth.count(holder) for holder in range(5)]
    allowed = [sorted({own} | set(rng.sample(range(5), rng.randrange(3)))) for own in truth]
    placed = share_out(allowed, capacity, rng)
    assert all(holder in options for holder, options in zip(placed, allowed, strict=True))
    assert [placed.count(holder) for holder in range(5)] == capacity
