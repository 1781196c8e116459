import pytest

from gamenight.core import registry
from gamenight.core.options import Option, resolve_options


def test_the_five_games_are_registered_with_stable_ids():
    assert [info.id for info in registry.games()] == ["goker", "pokeno", "okey", "jokers", "goodge"]
    for info in registry.games():
        assert info.name and info.blurb and 1 <= info.min_players <= info.max_players
        assert info.picture


def test_registered_test_game_is_listed_and_removed(pig):
    assert registry.get("pig") is pig
    assert registry.games()[-1] is pig
    registry.unregister("pig")
    with pytest.raises(KeyError):
        registry.get("pig")
    with pytest.raises(ValueError):
        registry.register(registry.get("okey"))


def test_options_fill_defaults_and_check_values():
    declared = (
        Option("rapid", "Rapid Start", "bool", False),
        Option("points", "Start points", "int", 20, minimum=5, maximum=21),
        Option("guess", "Guess value", "int", 25, minimum=5, maximum=100, step=5),
        Option("wilds", "Wild cards", "choice", 0, choices=((0, "None"), (1, "One"), (2, "Two"))),
    )
    assert resolve_options(declared, {}) == {"rapid": False, "points": 20, "guess": 25, "wilds": 0}
    assert resolve_options(declared, {"points": 5, "wilds": 2})["wilds"] == 2
    for bad, message in [({"points": 22}, "outside 5-21"), ({"rapid": 1}, "on or off"),
                         ({"guess": 27}, "step of 5"), ({"wilds": 3}, "not one of"), ({"typo": 1}, "unknown option")]:
        with pytest.raises(ValueError, match=message):
            resolve_options(declared, bad)
    with pytest.raises(ValueError):
        Option("x", "X", "int", 50, minimum=1, maximum=10)
