"""How a night scores a game: placement points among its people (bots not ranked, ties sharing the
best place they tie for), or a point a game won."""
import itertools

from hypothesis import given, settings, strategies as st

from gamenight.core.records import Seat
from gamenight.night.scoring import PLACEMENT, WINS, game_points, points_table, ranks_among_people


def seats(*names: str) -> list[Seat]:
    """Seats for names; a name starting with "Bot" is a bot's seat, every other a person's (uid = name)."""
    return [Seat(name, "bot", "easy") if name.startswith("Bot") else Seat(name, "phone", None, name) for name in names]


def test_the_points_of_each_place_for_two_to_ten_people():
    assert points_table(2) == (3, 1)
    assert points_table(3) == (4, 2, 1)
    assert points_table(4) == (5, 3, 2, 1)
    assert points_table(6) == (7, 5, 4, 3, 2, 1)
    assert points_table(10) == (11, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    for people in range(2, 11):
        table = points_table(people)
        assert len(table) == people and table[-1] == 1 and table[0] - table[1] == 2
        assert all(higher - lower == 1 for higher, lower in itertools.pairwise(table[1:]))


def test_one_person_alone_with_bots_is_first_and_last():
    assert points_table(1) == (1,) and points_table(0) == ()


def test_people_who_tie_share_the_best_place_they_tie_for():
    four = seats("Ada", "Bo", "Cy", "Di")
    assert game_points(PLACEMENT, four, (1, 1, 3, 4)) == {"Ada": 5, "Bo": 5, "Cy": 2, "Di": 1}
    assert game_points(PLACEMENT, four, (1, 2, 2, 4)) == {"Ada": 5, "Bo": 3, "Cy": 3, "Di": 1}
    assert game_points(PLACEMENT, four, (1, 1, 1, 1)) == {"Ada": 5, "Bo": 5, "Cy": 5, "Di": 5}  # Okey: all level


def test_bots_are_not_ranked_the_people_are_ranked_among_themselves():
    table = seats("Ada", "Bot 1", "Bo", "Cy")
    assert ranks_among_people(table, (2, 1, 3, 4)) == {"Ada": 1, "Bo": 2, "Cy": 3}
    assert game_points(PLACEMENT, table, (2, 1, 3, 4)) == {"Ada": 4, "Bo": 2, "Cy": 1}  # three people: 4, 2, 1
    assert game_points(PLACEMENT, seats("Bot 1", "Ada", "Bot 2"), (1, 3, 2)) == {"Ada": 1}


def test_wins_scoring_gives_a_point_a_game_won_to_every_tied_winner_and_none_for_a_bots_win():
    table = seats("Ada", "Bo", "Bot 1", "Cy")
    assert game_points(WINS, table, (1, 1, 3, 4)) == {"Ada": 1, "Bo": 1, "Cy": 0}
    assert game_points(WINS, table, (2, 3, 1, 4)) == {"Ada": 0, "Bo": 0, "Cy": 0}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(1, 6)), min_size=2, max_size=10))
def test_placement_points_follow_the_places_among_people(table):
    """For any table of people and bots and any placements: a better place never scores less, level
    places score alike, every person scores at least 1, and bots score nothing."""
    names = [f"Bot {n}" if is_bot else f"P{n}" for n, (is_bot, _) in enumerate(table)]
    placements = [place for _, place in table]
    points = game_points(PLACEMENT, seats(*names), placements)
    people = [(name, place) for name, place in zip(names, placements, strict=True) if not name.startswith("Bot")]
    assert set(points) == {name for name, _ in people}
    for name, place in people:
        assert points[name] >= 1
        for other, other_place in people:
            if place < other_place:
                assert points[name] > points[other]
            elif place == other_place:
                assert points[name] == points[other]
    if people:
        best = min(place for _, place in people)
        assert all(points[name] == points_table(len(people))[0] for name, place in people if place == best)


def test_a_bot_keeping_a_persons_seat_keeps_it_for_them_and_its_record_reads_back():
    """A phone that left has its seat played by a bot (the join screen's "give to a bot"): the record
    still reads, and the game's result is still that person's."""
    from dataclasses import replace

    from gamenight.core.records import GameRecord

    kept = seats("Ann", "Bo", "Bot 1")
    kept[1] = replace(kept[1], kind="bot", level="easy")  # what TableHost.give_to_bot does
    record = GameRecord("okey", {}, kept, seed=1)
    assert GameRecord.loads(record.dumps()).seats == kept
    assert game_points(PLACEMENT, kept, (2, 1, 3)) == {"Bo": 3, "Ann": 1}
