"""The engine contract, checked for every registered game (OpenSpiel's random_sim_test and
playthroughs): random legal play ends, a record replays to an equal state, an illegal action
changes nothing, clones are independent, sampled worlds look the same to their player, every
legal action has words, every action taken is reported in whole sentences about its actor, and a
short seeded game matches its golden playthrough.

A game that registers gets all of this for free. Set GOLDEN_UPDATE=1 to rewrite the golden files
after a deliberate change of rules or views."""
from __future__ import annotations

import dataclasses
import enum
import os
import random
from pathlib import Path

import pytest

from gamenight.core import registry
from gamenight.core.engine import CHANCE, CHANCE_COMES, IllegalAction
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.core.reports import About, named
from gamenight.core.words import Words

GOLDEN = Path(__file__).parent / "golden"
GOLDEN_STEPS = 60
MAX_STEPS = 50_000
SHORT_GAME = {"okey": {"start_points": 5}}
"""House rules that keep a random game short (random Okey play rarely finishes a round)."""


def engines():
    return [registry.get(info.id) for info in registry.games() if info.has_engine]


def canonical(value):
    """A comparable form of any state or view: sets sorted, objects by their fields."""
    if isinstance(value, enum.Enum):
        return repr(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__, canonical({f.name: getattr(value, f.name) for f in dataclasses.fields(value)})]
    if isinstance(value, dict):
        return sorted(((repr(canonical(k)), canonical(v)) for k, v in value.items()), key=lambda item: item[0])
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(item) for item in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [canonical(item) for item in value]
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return [type(value).__name__, canonical({k: v for k, v in vars(value).items() if not k.startswith("__")})]
    slots = [name for cls in type(value).__mro__ for name in getattr(cls, "__slots__", ())]
    if slots:
        return [type(value).__name__, canonical({name: getattr(value, name, None) for name in slots})]
    return value


def digest(state) -> str:
    return repr(canonical(state))


def random_game(info, seed: int, players: int | None = None):
    """A seeded game of random legal play: (final state, actions, states every few steps)."""
    rng = random.Random(seed)
    players = players or info.default_players or info.min_players
    state = info.new_state(info.resolve_options(SHORT_GAME.get(info.id, {})), players)
    actions, checkpoints = [], []
    for step in range(MAX_STEPS):
        if state.is_over:
            return state, actions, checkpoints
        if step < 4 or step % 37 == 5:
            checkpoints.append(state.clone())
        action = state.sample_chance(rng) if state.current_player == CHANCE else rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    pytest.fail(f"{info.name}: random play did not end in {MAX_STEPS} steps")


@pytest.fixture(scope="module", params=[info.id for info in engines()])
def played(request):
    info = registry.get(request.param)
    return info, random_game(info, seed=7)


def test_random_play_reaches_the_end_and_the_record_replays_to_an_equal_state(played):
    info, (state, actions, _) = played
    assert state.is_over and len(state.placements()) == state.num_players
    seats = [Seat(f"P{n}", "bot", info.bot_levels[0]) for n in range(state.num_players)]
    record = GameRecord(info.id, info.resolve_options(SHORT_GAME.get(info.id, {})), seats, seed=None,
                        actions=[info.codec.encode(action) for action in actions])
    replayed = Match.from_record(GameRecord.loads(record.dumps())).state
    assert digest(replayed) == digest(state)


def test_an_illegal_action_changes_nothing(played):
    _info, (_, actions, checkpoints) = played
    tried = 0
    for state in checkpoints:
        before = digest(state)
        for action in actions:
            if state.illegal_reason(action) is not None:
                with pytest.raises(IllegalAction):
                    state.apply(action)
                assert digest(state) == before
                tried += 1
                break
    assert tried


def test_clones_are_independent(played):
    _info, (_, _, checkpoints) = played
    rng = random.Random(1)
    for state in checkpoints:
        before = digest(state)
        copy = state.clone()
        copy.apply(copy.sample_chance(rng) if copy.current_player == CHANCE else copy.legal_actions()[0])
        assert digest(state) == before


def test_sampled_worlds_look_the_same_to_their_player_and_every_action_has_words(played):
    _info, (_, _, checkpoints) = played
    rng = random.Random(2)
    for state in checkpoints:
        for player in range(state.num_players):
            world = state.sample_world(player, rng)
            assert digest(world.view(player)) == digest(state.view(player))
            assert world.information_key(player) == state.information_key(player)
        if state.current_player >= 0:
            for action in state.legal_actions():
                words = state.describe(action)
                assert isinstance(words, (str, Words)) and str(words).strip()


def test_every_chance_step_says_what_comes_in_the_games_own_words(played):
    """While chance is to move (a deal, a ball, a roll), the game says what comes as a sentence of
    its own for the whole table (the TV's band says it), never the contract's line for any game."""
    info, (final, actions, _) = played
    state = info.new_state(info.resolve_options(SHORT_GAME.get(info.id, {})), final.num_players)
    said = set()
    for action in actions:
        if state.current_player == CHANCE:
            coming = state.coming_chance()
            assert isinstance(coming, Words) and coming.context == info.id and coming != CHANCE_COMES
            said.add(str(coming))
        state.apply(action)
    assert said and all(sentence.endswith(".") for sentence in said)


def abouts(report) -> list[About]:
    """Every `About` in a report, its blanks' included."""
    if isinstance(report, About):
        return [report, *abouts(report.told), *abouts(report.to_you)]
    if isinstance(report, Words):
        return [found for _, value in report.blanks for found in abouts(value)]
    return []


def test_every_action_taken_is_reported_in_whole_sentences_about_its_actor(played):
    """A report tells what happened, never offers it: a seat's action is a sentence whose subject is
    the actor ("<2> took the discard."), not a name glued to the move's words ("<2>: take the
    discard"), and in the second person to the seat named "You"; a chance step's report is a
    sentence of its own. Every sentence ends as one, with every blank filled."""
    info, (_, actions, _) = played
    state = info.new_state(info.resolve_options(SHORT_GAME.get(info.id, {})), played[1][0].num_players)
    for action in actions:
        actor, report = state.actor_of(action), state.report(action)
        for about in abouts(report):
            assert "{player}" in about.told.text and "{player}" not in about.to_you.text, about
        told = str(named(report, lambda seat: (f"<{seat}>", False)))
        to_you = str(named(report, lambda seat, actor=actor: ("", seat == actor)))
        assert told.endswith((".", "!")) and "{" not in told and (told[:1].isupper() or told[:1] == "<"), told
        if actor >= 0:
            assert told.startswith(f"<{actor}> ") and to_you.startswith("You "), (told, to_you)
        state.apply(action)


@pytest.mark.parametrize("game_id", [info.id for info in engines()])
def test_golden_playthrough(game_id):
    info = registry.get(game_id)
    rng = random.Random(2026)
    state = info.new_state(info.resolve_options({}), info.default_players or info.min_players)
    lines = []
    for _ in range(GOLDEN_STEPS):
        if state.is_over:
            break
        player = state.current_player
        action = state.sample_chance(rng) if player == CHANCE else rng.choice(state.legal_actions())
        words = "chance" if player == CHANCE else f"seat {player}: {state.describe(action)}"
        lines.append(f"{words} | {info.codec.encode(action)}")
        state.apply(action)
        if player >= 0:
            lines.append(f"  view {player}: {digest(state.view(player))[:400]}")
    text = "\n".join(lines) + "\n"
    path = GOLDEN / f"{game_id}.txt"
    if os.environ.get("GOLDEN_UPDATE"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden playthrough for {game_id}: run with GOLDEN_UPDATE=1, read it, commit it"
    assert text == path.read_text(encoding="utf-8"), f"{game_id} plays differently from {path.name}"
