"""What the night's screens say of its program (night/summary.py): each item done (with the seats
its own placements put first), running, next, started but without a result, or later; the next
game's seats with the people present who sit it out; the game the night is at."""
from dataclasses import replace

from tests.night.nights import night_of, play_to_the_end

from gamenight.night.summary import DONE, LATER, NEXT, RUNNING, UNFINISHED, game_number, next_game, program_lines


def test_each_item_of_the_program_is_done_running_next_or_later():
    night = night_of(["Ada", "Bo", "Cy", "Di", "Ed", "Fay"], ["goker", "okey", "pokeno"])
    assert [line.state for line in program_lines(night, {})] == [NEXT, LATER, LATER]
    assert game_number(night) == (1, 3)
    started = night.start_game(seed=1)
    assert [line.state for line in program_lines(night, {started.match_id: started})] == [RUNNING, LATER, LATER]
    first = play_to_the_end(started)
    records = {first.record.match_id: first.record}
    assert [line.state for line in program_lines(night, records)] == [DONE, LATER, LATER]  # its result counts
    night.game_finished(first.record)
    lines = program_lines(night, records)
    assert [line.state for line in lines] == [DONE, NEXT, LATER]
    places = first.state.placements()
    assert lines[0].winners == tuple(seat for seat, place in zip(first.record.seats, places, strict=True) if place == 1)
    assert game_number(night) == (1, 3)
    second = night.start_game(seed=2)
    assert game_number(night) == (2, 3)
    assert [line.state for line in program_lines(night, {**records, second.match_id: second})] == [DONE, RUNNING,
                                                                                                     LATER]


def test_a_finished_game_whose_record_is_missing_has_no_result():
    night = night_of(["Ada", "Bo"], ["okey", "okey"])
    record = play_to_the_end(night.start_game(seed=1)).record
    night.game_finished(record)
    assert [line.state for line in program_lines(night, {})] == [UNFINISHED, NEXT]
    assert program_lines(night, {})[0].winners == ()


def test_the_next_game_names_who_plays_and_who_watches():
    night = night_of(["Ada", "Bo", "Cy", "Di", "Ed", "Fay"], ["okey", "goker"])
    coming = next_game(night)
    assert coming is not None and coming.game == "okey" and coming.item == 0
    assert tuple(coming.seats) == tuple(night.plan_seats()) and len(coming.seats) == 4
    seated = {seat.person for seat in coming.seats}
    assert [person.name for person in coming.watching] == [person.person.name for person in night.record.people
                                                           if person.uid not in seated]
    night.set_presence(night.record.people[5].uid, "away")
    assert "Fay" not in [person.name for person in next_game(night).watching]  # away: not watching here
    night.set_plan([replace(seat) for seat in coming.seats])
    night.start_game(seed=3)
    assert next_game(night) is None  # a game runs
