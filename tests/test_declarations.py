"""The shared ways games declare themselves: actions through `Action` with a kind, games through
`built_game` (paths by the package layout) and the live-caller house rule."""
import dataclasses
import importlib
import re

import pytest

from gamenight.core import registry
from gamenight.core.actions import Action, ActionCodec, ActionWords
from gamenight.core.words import words
from gamenight.resources import resource_path


class Move(Action, kind="move"):
    """A test action with two fields."""

    piece: int
    to: tuple[int, ...]


class Jump(Action, kind="jump"):
    piece: int
    to: tuple[int, ...]


class Wait(Action, kind="wait"):
    pass


def test_an_action_declared_with_its_kind_is_a_frozen_value_with_a_stable_json_form():
    move = Move(3, (1, 2))
    assert Move.kind == "move" and [field.name for field in dataclasses.fields(Move)] == ["piece", "to"]
    assert move == Move(piece=3, to=(1, 2)) and hash(move) == hash(Move(3, (1, 2)))
    assert move != Jump(3, (1, 2))  # same fields, another kind
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.piece = 4  # type: ignore[misc]
    codec = ActionCodec(Move, Jump, Wait)
    assert codec.encode(move) == {"kind": "move", "piece": 3, "to": [1, 2]}
    assert codec.decode({"kind": "wait"}) == Wait()


def test_an_action_without_a_kind_cannot_join_a_codec():
    class Nameless(Action):
        value: int

    with pytest.raises(ValueError, match="Nameless needs a unique kind"):
        ActionCodec(Nameless)


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_every_built_game_finds_its_picture_engine_and_screen_by_the_layout(game_id):
    info = registry.games()[registry.GAME_IDS.index(game_id)]
    assert info.id == game_id and info.built
    assert info.min_players <= info.default_players <= info.max_players
    assert resource_path(info.picture).is_file()
    assert hasattr(importlib.import_module(info.engine), "NEW_STATE")
    assert info.load_screen().__name__ == info.screen.partition(":")[2]


def test_the_live_caller_option_is_the_same_draw_rule_in_both_caller_games():
    for game_id in ("goker", "pokeno"):
        draw = next(option for option in registry.get(game_id).options if option.key == "draw")
        assert draw.kind == "choice" and draw.default == "app"
        assert [value for value, _ in draw.choices] == ["app", "external"]


def test_a_words_table_fills_words_calls_functions_and_refuses_an_action_it_lacks():
    said = ActionWords({Move: words("test", "move {piece}"),
                        Jump: lambda jump: words("test", "jump over %n")(n=len(jump.to))})
    move = said(Move(3, (7, 8)))
    assert move == words("test", "move {piece}")(piece=3, to=(7, 8))  # Words, translated where shown
    assert str(move) == "move 3"
    assert str(said(Jump(1, (2, 3, 4)))) == "jump over 3"
    with pytest.raises(ValueError, match=re.escape("no words for the action Wait()")):
        said(Wait())


def test_a_words_table_makes_each_actions_words_once_and_says_an_unhashable_one_too():
    made = []
    said = ActionWords({Jump: lambda jump: made.append(jump) or words("test", "jump over %n")(n=len(jump.to))})
    assert said(Jump(1, (2, 3))) is said(Jump(1, (2, 3)))  # an equal action, offered again after a move
    assert made == [Jump(1, (2, 3))] and str(said(Jump(1, (2,)))) == "jump over 1"
    assert str(said(Jump(1, [2, 3, 4]))) == "jump over 3" and len(made) == 3  # a list in a field: no key
