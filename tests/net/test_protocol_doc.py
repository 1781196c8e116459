"""docs/protocol.md is a contract: a client is written from it alone. Every message the phone
server reads or sends, every limit with its value, and every game's out-of-turn actions are in it."""
import ast
import dataclasses
import re
from pathlib import Path

from tests.hostile import random_play

from gamenight.core import registry
from gamenight.net import greeting, hello_limits, host, night_host, server, waiting
from gamenight.net.limits import Limits

PROTOCOL = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")


def message_types() -> tuple[set[str], set[str]]:
    """(the `type`s the phone table sends, the `type`s it reads), from its source: every
    {"type": ...} the server, the hosts (a game's and a night's), the waiting room and the hello's
    limits build, and every kind the server compares a message's type with."""
    trees = [ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
             for module in (server, greeting, host, waiting, night_host, hello_limits)]
    sent = {value.value for tree in trees for node in ast.walk(tree) if isinstance(node, ast.Dict)
            for key, value in zip(node.keys, node.values, strict=True)
            if isinstance(key, ast.Constant) and key.value == "type" and isinstance(value, ast.Constant)}
    read = {constant.value for node in ast.walk(trees[0]) if isinstance(node, ast.Compare)
            and isinstance(node.left, ast.Name) and node.left.id == "kind"
            for constant in ast.walk(node.comparators[0]) if isinstance(constant, ast.Constant)}
    return sent, read


def test_every_message_the_server_reads_or_sends_is_documented():
    sent, read = message_types()
    assert {"view", "error", "refused", "replaced", "token", "hint", "night"} <= sent
    assert {"hello", "act", "undo", "hint", "ready", "arrange"} <= read
    missing = sorted(kind for kind in sent | read if f'{{"type": "{kind}"' not in PROTOCOL)
    assert missing == []


def test_every_limit_is_documented_with_its_value():
    table = dict(re.findall(r"^\| `(\w+)` \| ([\d.]+) \|", PROTOCOL, re.MULTILINE))
    limits = {field.name: getattr(Limits(), field.name) for field in dataclasses.fields(Limits)}
    assert {name: float(value) for name, value in table.items()} == {name: float(v) for name, v in limits.items()}


def test_every_games_out_of_turn_actions_are_documented():
    """Seeded random play of every game, every seat asked at every step what it may do out of turn."""
    for info in map(registry.get, registry.GAME_IDS):
        kinds = {action.kind for seed in (1, 2) for state in random_play(info.id, 4, {}, 300, seed)
                 for seat in range(state.num_players) for action in state.out_of_turn_actions(seat)}
        name = str(info.name)
        for kind in kinds:
            assert re.search(rf"^  - {re.escape(name)}: `{{\"kind\": \"{kind}\"", PROTOCOL, re.MULTILINE), kind
        if not kinds:
            assert re.search(rf"^  - .*{re.escape(name)}.* have none\.", PROTOCOL, re.MULTILINE), name


def test_the_size_from_which_a_view_leaves_out_what_the_phone_has_is_documented():
    from gamenight.net.wire import KEPT_BYTES

    assert f"a list or an object of {KEPT_BYTES} bytes or more" in PROTOCOL
    assert '"kept": ["view.deck", "night"]' in PROTOCOL
