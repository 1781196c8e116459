import json

import pytest

from gamenight.games.pokeno import boards as boards_module
from gamenight.games.pokeno.boards import (
    BUILT_IN_COUNT,
    BUILT_IN_SEED,
    Board,
    BoardError,
    board_set,
    boards_from_json,
    boards_to_json,
    built_in_boards,
    generate_boards,
)
from gamenight.games.pokeno.hands import Hand
from gamenight.resources import resource_path


def test_there_are_12_built_in_boards_each_valid_with_every_hand():
    boards = built_in_boards()
    assert len(boards) == BUILT_IN_COUNT == 12
    for board in boards:
        assert len(board.cards) == 25 and len(set(board.cards)) == 25
        assert set(board.full_hands()) >= set(Hand), f"board {board.number}"
    assert len({board.cards for board in boards}) == 12


def test_the_data_files_are_the_documented_generator_output():
    """The built-in boards and the more boards (13 to 24) are the generator's sequence."""
    generated = [b.cards for b in generate_boards(24)]
    for name, part in (("pokeno/boards.json", generated[:12]), ("pokeno/more_boards.json", generated[12:])):
        text = resource_path(name).read_text()
        assert json.loads(text)["generator_seed"] == BUILT_IN_SEED
        assert [b.cards for b in boards_from_json(text)] == part


def test_more_boards_for_more_players_continue_the_sequence():
    boards = board_set(24)
    assert [b.number for b in boards] == list(range(1, 25))
    assert len({b.cards for b in boards}) == 24
    for board in boards[12:]:
        assert set(board.full_hands()) >= set(Hand)


def test_a_table_of_24_reads_its_boards_and_makes_none(monkeypatch):
    """Making boards 13 to 24 takes seconds: a night's next game of 24 would keep every phone waiting."""
    def made(*_args, **_kwargs):
        raise AssertionError("boards were generated")

    monkeypatch.setattr(boards_module, "generate_boards", made)
    assert [b.number for b in board_set(24)] == list(range(1, 25))


def test_boards_round_trip_through_json():
    boards = generate_boards(3, seed=5)
    assert [b.cards for b in boards_from_json(boards_to_json(boards, 5))] == [b.cards for b in boards]


@pytest.mark.parametrize("mutate,message", [
    (lambda d: d["boards"][1].__setitem__(3, d["boards"][1][0]), "board 2: .* appears twice"),
    (lambda d: d["boards"][0].pop(), "board 1: has 24 cards"),
    (lambda d: d["boards"][0].__setitem__(0, "ZZ"), "board 1: not a card code: 'ZZ'"),
    (lambda d: d.update(format="x"), "not a Pokeno board file"),
    (lambda d: d.update(version=9), "it is version 9, made by a newer Game Night"),
    (lambda d: d.pop("version"), "its version \\(None\\) is unknown"),
    (lambda d: d.update(boards=[]), "holds no boards"),
])
def test_damaged_board_files_name_the_problem(mutate, message):
    data = json.loads(boards_to_json(generate_boards(2, seed=5), 5))
    mutate(data)
    with pytest.raises(BoardError, match=message):
        boards_from_json(json.dumps(data))
    with pytest.raises(BoardError, match="damaged"):
        boards_from_json("{")


def test_a_board_checks_itself():
    board = generate_boards(1)[0]
    with pytest.raises(BoardError):
        Board(1, board.cards[:24] + board.cards[:1])
