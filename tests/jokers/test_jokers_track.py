"""Track geometry: holes, come-out and entrance holes, paths, seats and teams."""
from gamenight.games.jokers.track import (
    HOLES,
    TRACK,
    backward_path,
    come_out_hole,
    entrance,
    forward_path,
    hole_name,
    home_hole,
    is_home,
    is_start,
    is_track,
    next_seat,
    partner,
    progress,
    seat_of_hole,
    start_hole,
    team_of,
)


def test_72_track_holes_and_each_seats_5_start_and_5_home_holes():
    assert TRACK == 72 and HOLES == 112
    assert sum(map(is_track, range(HOLES))) == 72
    for seat in range(4):
        homes = [home_hole(seat, i) for i in range(5)]
        starts = [start_hole(seat, i) for i in range(5)]
        assert all(map(is_home, homes)) and all(map(is_start, starts))
        assert {seat_of_hole(hole) for hole in homes + starts} == {seat}
    every = [hole for s in range(4) for i in range(5) for hole in (home_hole(s, i), start_hole(s, i))]
    assert len(set(every)) == 40 and set(every) == set(range(72, 112))


def test_come_out_and_entrance_holes_follow_the_ruling():
    assert [come_out_hole(p) for p in range(4)] == [8, 26, 44, 62]
    assert [entrance(p) for p in range(4)] == [3, 21, 39, 57]


def test_partners_sit_opposite_and_play_goes_clockwise():
    assert [partner(p) for p in range(4)] == [2, 3, 0, 1]
    assert [next_seat(p) for p in range(4)] == [1, 2, 3, 0]
    assert team_of(0) == team_of(2) != team_of(1) == team_of(3)


def test_forward_paths_wrap_round_and_turn_into_home_at_the_entrance():
    assert forward_path(1, 70, 4) == (71, 0, 1, 2)  # seat 1 passes seat 0's entrance
    assert forward_path(0, 70, 5) == (71, 0, 1, 2, 3)
    assert forward_path(0, 2, 3) == (3, home_hole(0, 0), home_hole(0, 1))
    assert forward_path(0, 3, 5) == tuple(home_hole(0, i) for i in range(5))
    assert forward_path(0, 3, 6) is None  # past the last home hole
    assert forward_path(0, home_hole(0, 1), 3) == (home_hole(0, 2), home_hole(0, 3), home_hole(0, 4))
    assert forward_path(0, home_hole(0, 1), 4) is None
    assert forward_path(0, start_hole(0, 0), 1) is None
    assert forward_path(0, come_out_hole(0), 13) == tuple(range(9, 22))  # a fresh marble goes round


def test_backward_paths_stay_on_the_track():
    assert backward_path(2, 8) == (1, 0, 71, 70, 69, 68, 67, 66)
    assert backward_path(5, 8)[-1] == 69  # carried back past seat 0's entrance, not into home
    assert backward_path(home_hole(0, 2), 1) is None and backward_path(start_hole(0, 0), 1) is None


def test_progress_and_hole_names():
    assert progress(0, start_hole(0, 3)) == 0
    assert progress(0, 8) == 1 and progress(0, 3) == 68 and progress(0, 0) == 65
    assert progress(0, home_hole(0, 4)) == 73
    assert hole_name(12) == "12" and str(hole_name(home_hole(2, 0))) == "home 1"
    assert str(hole_name(start_hole(1, 2))) == "start"
    assert hole_name(500) == "500"
