"""The night's people: a look (colour and symbol) of their own, how each joins (here, phone,
away), and Ready from the phone people before the next game."""
import pytest
from tests.night.nights import night_of, people, play_to_the_end

from gamenight.night.night import NightRefused
from gamenight.night.people import COLOUR_NAMES, COLOURS, GLYPHS, SYMBOLS, Person, looks, next_look


def test_the_first_twelve_people_each_get_a_colour_and_a_symbol_of_their_own():
    twelve = people(*(f"P{n}" for n in range(12)))
    assert len({person.colour for person in twelve}) == 12 and len({person.symbol for person in twelve}) == 12
    assert all(person.problem() is None for person in twelve)


def test_every_look_is_given_once_before_any_repeats():
    every = list(looks())
    assert len(every) == len(set(every)) == len(COLOURS) * len(SYMBOLS) == 192
    assert next_look(every[:-1]) == every[-1] and next_look(every) == every[0]
    assert next_look([every[0], every[2]]) == every[1]


def test_the_palette_and_the_symbols_are_named_and_drawn():
    assert set(COLOUR_NAMES) == set(COLOURS) and len(COLOURS) == 12
    assert set(GLYPHS) == set(SYMBOLS) and len(SYMBOLS) == 16 and len(set(GLYPHS.values())) == 16
    assert "".join(GLYPHS.values()) == "★●▲◆♥♣♠☀☾⚑✿♪⚓✈☂⚘"


def test_a_persons_fields_are_checked():
    good = people("Ada")[0]
    for wrong in (dict(uid="ada"), dict(name=""), dict(name="x" * 25), dict(name="Ada "), dict(colour="red"),
                  dict(symbol="skull"), dict(language="xx")):
        assert Person(**{**good.__dict__, **wrong}).problem() is not None
    assert Person(**{**good.__dict__, "language": "tr"}).problem() is None


def test_ready_comes_from_phone_people_between_games_and_is_cleared_when_a_game_starts():
    night = night_of(["Ada", "Bo", "Cy"], ["goker", "goker"])
    ada, bo, cy = (person.uid for person in night.record.people)
    night.set_presence(cy, "here")
    night.set_ready(ada)
    assert not night.all_ready()
    night.set_ready(bo)
    night.set_ready(bo, False)
    assert not night.all_ready() and night.record.ready == [ada]
    night.set_ready(bo)
    assert night.all_ready()
    with pytest.raises(NightRefused):
        night.set_ready(cy)  # at this machine: the host starts the game
    record = night.start_game(seed=1)
    assert night.record.ready == [] and not night.all_ready()
    with pytest.raises(NightRefused):
        night.set_ready(ada)  # a game runs
    night.game_finished(play_to_the_end(record).record)
    night.set_ready(ada)
    assert night.record.ready == [ada]


def test_nobody_is_ready_in_a_night_without_phones():
    night = night_of(["Ada", "Bo"], ["goker"], presence="here")
    assert not night.all_ready()


def test_someone_who_comes_later_joins_the_night_and_sits_in_the_next_game():
    night = night_of(["Ada", "Bo"], ["goker", "goker"])
    night.game_finished(play_to_the_end(night.start_game(seed=1)).record)
    late, twin = people("Cy", "ada")
    night.add_person(late, "phone")
    assert "Cy" in [seat.name for seat in night.plan_seats()]
    with pytest.raises(ValueError):
        night.add_person(twin)  # a name the night has (in other letters)
    with pytest.raises(ValueError):
        night.add_person(late)  # twice
    assert [person.person.name for person in night.record.people] == ["Ada", "Bo", "Cy"]
