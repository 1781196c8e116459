"""Who sits in each game of a night: everyone present when the game takes them all; otherwise
those who sat out most recently first, then the fewest games, then the people's order; bots fill
up to the game's fewest; the host may choose otherwise, within the rules."""
import pytest
from hypothesis import given, settings, strategies as st
from tests.night.nights import night_of, people, play_night, play_to_the_end

from gamenight.core.records import Seat
from gamenight.night.night import Night, NightRefused
from gamenight.night.program import ProgramItem
from gamenight.night.seating import NightBot, Sitter, fair_order, plan

SIX = ["Ada", "Bo", "Cy", "Di", "Ed", "Fa"]


def seated(seats: list[Seat]) -> set[str]:
    return {seat.name for seat in seats if not seat.is_bot}


def test_everyone_sits_in_when_the_game_takes_them_all():
    night = night_of(SIX, ["goker", "pokeno"])
    seats = night.plan_seats()
    assert seated(seats) == set(SIX) and len(seats) == 6
    assert all(seat.person and seat.kind == "phone" for seat in seats)


def test_okey_takes_four_of_six_and_those_who_sat_out_play_next():
    night = night_of(SIX, ["okey", "okey", "okey"])
    sat_out = []
    for seed in (1, 2, 3):
        seats = night.plan_seats()
        assert len(seats) == 4 and not any(seat.is_bot for seat in seats)
        if sat_out:
            assert set(sat_out[-1]) <= seated(seats)  # the last game's watchers play first
        sat_out.append(sorted(set(SIX) - seated(seats)))
        night.game_finished(play_to_the_end(night.start_game(seats, seed=seed)).record)
    assert sat_out == [["Ed", "Fa"], ["Cy", "Di"], ["Ada", "Bo"]]  # each sat out once, in turn


def test_the_first_seat_moves_on_from_game_to_game():
    night = night_of(SIX[:3], ["goker", "goker", "goker"])
    firsts = []
    while night.next_item() is not None:
        record = night.start_game(seed=len(firsts))
        firsts.append(record.seats[0].name)
        night.game_finished(play_to_the_end(record).record)
    assert firsts == ["Ada", "Bo", "Cy"]


def test_bots_fill_up_to_the_fewest_and_the_nights_bots_take_seats_left():
    okey = night_of(SIX[:3], ["okey"], bots=[NightBot("Robo", "hard"), NightBot("Tin")]).plan_seats()
    assert [(seat.name, seat.kind, seat.level) for seat in okey if seat.is_bot] == [("Robo", "bot", "hard")]
    goker = night_of(SIX[:3], ["goker"], bots=[NightBot("Robo", "hard"), NightBot("Tin")]).plan_seats()
    assert [(seat.name, seat.level) for seat in goker if seat.is_bot] == [("Robo", "hard"), ("Tin", "normal")]
    two = night_of(SIX[:2], ["okey"])
    assert [seat.name for seat in two.plan_seats() if seat.is_bot] == ["Bot 1", "Bot 2"]
    assert {seat.level for seat in two.plan_seats() if seat.is_bot} == {"normal"}


def test_a_bot_plays_its_level_where_the_game_has_it_else_the_games_own():
    night = night_of(SIX[:1], ["pokeno"], bots=[NightBot("Robo", "hard")])
    assert [(seat.name, seat.level) for seat in night.plan_seats() if seat.is_bot] == [("Robo", "easy")]


def test_people_away_sit_out_and_people_here_sit_at_this_machine():
    night = Night.new(list(zip(people(*SIX[:4]), ["here", "phone", "away", "here"], strict=True)),
                      [ProgramItem("goker")])
    assert [(seat.name, seat.kind) for seat in night.plan_seats()] == [("Ada", "human"), ("Bo", "phone"),
                                                                       ("Di", "human")]


def test_the_host_chooses_the_seats_within_the_rules():
    night = night_of(SIX, ["okey", "goker"])
    ada, bo, _cy, _di, ed, fa = (person.uid for person in night.record.people)
    chosen = [Seat("x", "phone", None, uid) for uid in (ed, fa, ada)] + [Seat("Robo", "bot", "easy")]
    night.set_plan(chosen)
    assert [seat.name for seat in night.plan_seats()] == ["Ed", "Fa", "Ada", "Robo"]  # names are the people's
    night.set_presence(bo, "away")
    for wrong in ([Seat("x", "phone", None, bo), *chosen[1:]],  # away
                  [Seat("x", "phone", None, ed), *chosen[:3]],  # twice
                  [Seat("x", "phone", None, "f" * 32), *chosen[1:]],  # not of the night
                  chosen[:3]):  # Okey takes four
        with pytest.raises(ValueError):
            night.set_plan(wrong)
    record = night.start_game(seed=1)
    assert [seat.name for seat in record.seats] == ["Ed", "Fa", "Ada", "Robo"] and night.record.planned is None
    with pytest.raises(NightRefused):
        night.start_game(seed=2)  # a game runs


def test_nothing_starts_once_every_game_is_played():
    night = night_of(SIX[:2], ["goker"])
    play_night(night)
    with pytest.raises(NightRefused):
        night.plan_seats()


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 12), st.integers(2, 11), st.integers(1, 12))
def test_with_a_table_smaller_than_the_night_games_played_never_differ_by_more_than_one(count, size, games):
    """The fair default, game after game at a table of `size` (fewer than the people): after every
    game, nobody has played two games more than anybody else."""
    size = min(size, count - 1)
    sitters = [Sitter(f"{n:032x}", f"P{n}", "phone") for n in range(count)]
    played: list[list[str | None]] = []
    for _ in range(games):
        seats = plan(sitters, [], played, (2, size), ("easy",))
        played.append([seat.person for seat in seats])
        counts = [sum(sitter.uid in game for game in played) for sitter in sitters]
        assert len(seats) == size and max(counts) - min(counts) <= 1


def test_the_fair_order_puts_the_latest_to_sit_out_first_then_the_fewest_games():
    a, b, c, d = (Sitter(f"{n:032x}", name, "phone") for n, name in enumerate("ABCD"))
    assert fair_order([a, b, c, d], [[a.uid, b.uid], [a.uid, c.uid, d.uid]]) == [b, c, d, a]
    assert fair_order([a, b, c, d], [[a.uid], [a.uid, b.uid]]) == [c, d, b, a]
