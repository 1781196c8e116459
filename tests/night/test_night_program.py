"""A night's program: add, remove and reorder games at any time, mid-night too; the games already
played or running stay where they are, and the next game is always the next item."""
import pytest
from tests.night.nights import night_of, play_to_the_end

from gamenight.night.program import ProgramItem, ProgramRefused


def test_the_program_is_changed_before_the_night_starts():
    night = night_of(["Ada", "Bo", "Cy"], ["goker", "pokeno"])
    night.program.add(ProgramItem("goodge"), at=0)
    night.program.move(2, 1)
    assert [item.game for item in night.record.program] == ["goodge", "pokeno", "goker"]
    assert night.program.remove(2).game == "goker"
    assert night.next_item() == 0 and [item.game for item in night.record.program] == ["goodge", "pokeno"]


def test_mid_night_the_played_and_the_running_game_stay_and_the_rest_changes():
    night = night_of(["Ada", "Bo", "Cy", "Di"], ["goker", "okey", "pokeno"])
    first = night.start_game(seed=1)
    assert night.next_item() is None  # a game runs
    program = night.program
    for refused in (lambda: program.remove(0), lambda: program.move(0, 2), lambda: program.move(2, 0),
                    lambda: program.add(ProgramItem("goodge"), at=0), lambda: program.remove(5)):
        with pytest.raises(ProgramRefused):
            refused()
    assert [item.game for item in night.record.program] == ["goker", "okey", "pokeno"]  # nothing changed
    program.move(2, 1)
    program.add(ProgramItem("jokers"), at=1)
    night.game_finished(play_to_the_end(first).record)
    assert night.next_item() == 1
    second = night.start_game(seed=2)
    assert second.game == "jokers"
    night.program.remove(2)  # pokeno, moved up, then taken out
    night.game_finished(play_to_the_end(second).record)
    assert [item.game for item in night.record.program] == ["goker", "jokers", "okey"]
    assert night.start_game(seed=3).game == "okey" and night.record.games[-1].item == 2


def test_a_games_house_rules_are_its_program_items():
    night = night_of(["Ada", "Bo", "Cy", "Di"], ["okey"])
    assert night.start_game(seed=1).options["start_points"] == 5


def test_a_game_not_started_yet_gets_other_house_rules_and_the_scoring_may_change():
    night = night_of(["Ada", "Bo", "Cy", "Di"], ["okey", "okey"])
    night.start_game(seed=1)
    with pytest.raises(ProgramRefused):
        night.program.replace(0, ProgramItem("okey", {"start_points": 7}))
    night.program.replace(1, ProgramItem("okey", {"start_points": 7}))
    assert night.record.program[1].options == {"start_points": 7}
    night.set_scoring("wins")
    with pytest.raises(ValueError):
        night.set_scoring("style")
    assert night.record.scoring == "wins"
