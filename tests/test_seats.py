import pytest
from hypothesis import given, strategies as st

from gamenight.core.seats import (
    next_seat,
    opposite_seat,
    partners_of,
    partners_opposite,
    previous_seat,
    seats_from,
    team_of,
)


@given(st.integers(2, 10).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n - 1), st.integers(0, 30))))
def test_next_and_previous_undo_each_other(case):
    players, seat, steps = case
    assert previous_seat(next_seat(seat, players, steps), players, steps) == seat
    assert sorted(seats_from(seat, players)) == list(range(players)) and seats_from(seat, players)[0] == seat


def test_partners_sit_opposite_and_teams_name_them():
    teams = partners_opposite(4)
    assert teams == ((0, 2), (1, 3))
    assert [team_of(seat, teams) for seat in range(4)] == [0, 1, 0, 1]
    assert partners_of(3, teams) == (1,) and opposite_seat(3, 4) == 1
    assert team_of(2, ()) == 2 and partners_of(2, ()) == ()
    with pytest.raises(ValueError):
        opposite_seat(0, 3)
