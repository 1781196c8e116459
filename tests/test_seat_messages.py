"""The seat's messages (core/seat_messages.py): a seat's view with its legal actions and their
words, and actions read back from JSON through the engine's own checks, refused in words with
nothing changed."""
import json

import pytest

from gamenight.core import codec
from gamenight.core.engine import SPECTATOR
from gamenight.core.seat_messages import RefusedAction, public_message, read_action, seat_message
from played import PLAYED_GAMES, played


def first_turn(game_id, seed=2):
    """A match where a seat (not chance) is to act, a few moves in."""
    for step, match in enumerate(played(game_id, seed, max_steps=200)):
        if step > 1 and match.current_player >= 0:
            return match
    raise AssertionError("no seat's turn")


@pytest.mark.parametrize("game_id", PLAYED_GAMES)
def test_a_seat_is_offered_exactly_its_legal_actions_with_the_engines_words(game_id):
    match = first_turn(game_id)
    state, seat = match.state, match.current_player
    message = json.loads(json.dumps(seat_message(match.info, state, seat)))
    assert message["format"] == codec.FORMAT and message["game"] == game_id and message["seat"] == seat
    assert message["view"] == codec.encode(state.view(seat))  # the engine's words in it (Okey's okey) as text:
    assert codec.encode(codec.read(message["view"], type(state.view(seat)))) == message["view"]  # read as text
    offered = [match.info.codec.decode(entry["action"]) for entry in message["actions"]]
    assert offered == state.legal_actions() + [a for a in state.out_of_turn_actions(seat)
                                               if a not in state.legal_actions()]
    assert [entry["words"] for entry in message["actions"]] == [str(state.describe(a)) for a in offered]
    other = (seat + 1) % len(match.seats)
    assert all(match.info.codec.decode(e["action"]) in state.out_of_turn_actions(other)
               for e in seat_message(match.info, state, other)["actions"])
    public = public_message(match.info, state)
    assert public["seat"] == SPECTATOR and "actions" not in public
    assert codec.encode(codec.read(public["view"], type(state.public_view()))) == public["view"]


@pytest.mark.parametrize("game_id", PLAYED_GAMES)
def test_an_action_sent_as_json_is_taken_only_when_the_rules_allow_it(game_id):
    match = first_turn(game_id)
    info, state, seat = match.info, match.state, match.current_player
    before = json.dumps(seat_message(info, state, seat))
    legal = state.legal_actions()[0]
    assert read_action(info, state, seat, json.loads(json.dumps(legal.to_json()))) == legal
    for data in ["discard", {"kind": "no such move"}, {"kind": legal.kind, "nonsense": 1}, None, 7]:
        with pytest.raises(RefusedAction, match="not a move of"):
            read_action(info, state, seat, data)
    other = next(s for s in range(len(match.seats)) if s != seat and legal not in state.out_of_turn_actions(s))
    with pytest.raises(RefusedAction, match="not your turn"):
        read_action(info, state, other, legal.to_json())
    assert json.dumps(seat_message(info, state, seat)) == before  # nothing changed


def test_an_illegal_action_gets_the_engines_own_reason():
    match = first_turn("okey")
    state, seat = match.state, match.current_player
    view = state.view(seat)
    from gamenight.games.okey.rules import Discard
    from gamenight.games.okey.tiles import all_tiles

    foreign = next(tile for tile in all_tiles() if tile not in view.rack)
    data = Discard(foreign).to_json()
    with pytest.raises(RefusedAction) as refused:
        read_action(match.info, state, seat, data)
    assert str(refused.value) == str(state.illegal_reason(Discard(foreign))) and str(refused.value)


def test_a_goker_call_out_of_its_window_gets_the_engines_reason_not_a_turn():
    """A phone's GOKER! press that arrives once its window closed is told so, not "not your turn"."""
    from gamenight.core.random_play import random_match

    match = random_match("goker", seed=4, moves=3)
    state = match.state
    seat = next(s for s in range(len(match.seats)) if s != state.current_player)
    with pytest.raises(RefusedAction) as refused:
        read_action(match.info, state, seat, {"kind": "goker", "seat": seat})
    assert str(refused.value) == "no GOKER to call: the guess was not drawn, or its window closed"
    other = (seat + 1) % len(match.seats)
    if other != state.current_player:  # a call for another seat is still not this seat's to make
        with pytest.raises(RefusedAction, match=r"not your turn|cards or dice"):
            read_action(match.info, state, seat, {"kind": "goker", "seat": other})
