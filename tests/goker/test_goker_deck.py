import json

import pytest

from gamenight.core.cards import Card
from gamenight.games.goker.deck import (
    DeckError,
    ball_name,
    column_range,
    deck_from_json,
    default_deck,
    generate_deck,
    grid_from_columns,
)


def test_the_default_deck_is_valid_and_generated_from_its_seed():
    deck = default_deck()
    assert len(deck.grids) == 52
    assert deck.to_json() == generate_deck(75, "Game Night default deck").to_json()
    for _card, grid in deck.grids.items():
        for column, values in enumerate(grid.columns()):
            numbers = [v for v in values if v]
            assert len(set(numbers)) == len(numbers) == (4 if column == 2 else 5)
            assert all(v in column_range(column) for v in numbers)
        assert grid.numbers[2][2] == 0


def test_deck_files_round_trip():
    deck = generate_deck(3, "Club deck")
    again = deck_from_json(deck.to_json())
    assert again.name == "Club deck" and again.grids == deck.grids


def edited(change):
    data = json.loads(generate_deck(3, "x").to_json())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("change,message", [
    (lambda d: d["cards"]["QS"][0].__setitem__(1, 17), "card QS: column B, row 2: 17 is outside 1-15"),
    (lambda d: d["cards"]["7H"][1].__setitem__(4, d["cards"]["7H"][1][0]),
     "card 7H: column I, row 5: .* appears twice"),
    (lambda d: d["cards"]["2C"][2].__setitem__(2, 40), "card 2C: column N, row 3 is the free centre"),
    (lambda d: d["cards"]["AS"].pop(), "card AS: needs 5 columns"),
    (lambda d: d["cards"]["AS"][3].pop(), "card AS: column G needs 5 numbers"),
    (lambda d: d["cards"].pop("KD"), "missing 1 card\\(s\\): KD"),
    (lambda d: d["cards"].__setitem__("ZZ", d["cards"]["KD"]), "unknown card 'ZZ'"),
    (lambda d: d.update(format="other"), "not a Goker deck file"),
    (lambda d: d.update(version=2), "it is version 2, made by a newer Game Night; this one reads up to 1"),
    (lambda d: d.update(version="1"), "its version \\('1'\\) is unknown"),
])
def test_a_bad_deck_file_names_the_card_and_cell(change, message):
    with pytest.raises(DeckError, match=message):
        deck_from_json(edited(change))


def test_a_damaged_deck_file():
    with pytest.raises(DeckError, match="damaged"):
        deck_from_json("{")


def test_grid_marks_and_ball_names():
    grid = grid_from_columns([[1, 2, 3, 4, 5], [16, 17, 18, 19, 20], [31, 32, 0, 34, 35], [46, 47, 48, 49, 50],
                              [61, 62, 63, 64, 65]])
    assert grid.marked({1, 17}) == (1 << 0) | (1 << 6)
    assert ball_name(7) == "B 7" and ball_name(37) == "N 37" and ball_name(75) == "O 75"
    assert Card.parse("QS") in default_deck().grids
