"""The table's language (core/codec.py): every game's views and actions go to JSON and back
unchanged, bad data is refused with the place and the reason, and a newer format is refused."""
import json
from dataclasses import dataclass
from enum import Enum

import pytest

from gamenight.core import codec
from gamenight.core.cards import Card
from gamenight.core.codec import CodecError
from played import PLAYED_GAMES, played


@pytest.mark.parametrize("game_id", PLAYED_GAMES)
def test_every_view_of_a_played_game_goes_to_json_and_back_unchanged(game_id):
    checked = 0
    for step, match in enumerate(played(game_id, seed=3, max_steps=400)):
        if step % 7:
            continue
        for seat in range(len(match.seats)):
            view = match.state.view(seat)
            text = json.dumps(codec.encode(view))
            read = codec.read(json.loads(text), type(view), "view")
            # unchanged, but for an engine's Words (a Pokeno roll's, a Goker pattern's title, Okey's
            # okey named), which cross as text
            assert read == view or codec.encode(read) == json.loads(text)
            assert read == view or game_id in ("pokeno", "goker", "okey")
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("game_id", PLAYED_GAMES)
def test_every_action_taken_goes_to_json_and_back_unchanged(game_id):
    *_, match = played(game_id, seed=5, max_steps=300)  # the match as it ends
    info = match.info
    for data in match.record.actions:
        action = info.codec.decode(json.loads(json.dumps(data)))
        assert info.codec.encode(action) == data


class Colour(Enum):
    RED = "red"


@dataclass(frozen=True)
class Sample:
    card: Card
    colour: Colour
    counts: tuple[int, ...]
    best: int | None = None


def test_bad_data_is_refused_naming_the_place_and_the_reason():
    good = codec.encode(Sample(Card.parse("QH"), Colour.RED, (1, 2)))
    assert codec.read(good, Sample) == Sample(Card.parse("QH"), Colour.RED, (1, 2))
    cases = [
        ({**good, "card": "ZZ"}, "view.card"),
        ({**good, "colour": "BLUE"}, "expected one of RED"),
        ({**good, "counts": [1, "2"]}, "view.counts[1]: expected a whole number"),
        ({**good, "counts": [1, True]}, "view.counts[1]: expected a whole number"),
        ({**good, "extra": 1}, "unexpected fields ['extra']"),
        ({"colour": "RED", "counts": []}, "missing field 'card'"),
        ([good], "view: expected an object"),
    ]
    for data, words in cases:
        with pytest.raises(CodecError, match=words.replace("[", r"\[").replace("]", r"\]")):
            codec.read(data, Sample, "view")


def test_a_message_from_a_newer_format_is_refused_with_a_clear_reason():
    codec.check_format({"format": codec.FORMAT})
    with pytest.raises(CodecError, match="newer Game Night"):
        codec.check_format({"format": codec.FORMAT + 1})
    for message in ({}, {"format": "1"}, {"format": True}, [], "text"):
        with pytest.raises(CodecError):
            codec.check_format(message)


def test_views_written_with_a_shared_memo_are_the_same_and_share_their_common_parts():
    from played import played

    *_, match = played("pokeno", 2, players=6, max_steps=60)  # the match as it ends
    memo: dict = {}
    views = [match.state.view(seat) for seat in range(6)]
    written = [codec.encode(view, memo) for view in views]
    assert written == [codec.encode(view) for view in views]
    assert written[0]["boards"][0] is written[5]["boards"][0]  # the boards were written once
    assert [w["seat"] for w in written] == list(range(6))


@dataclass(frozen=True)
class _Held:
    cards: tuple
    notes: list


def test_a_memo_keeps_from_one_round_to_the_next_only_what_can_never_change():
    """codec.Memo: a frozen value (a frozen dataclass, tuple or frozenset of such) is written once
    for all the rounds that hold it; one holding a list (which may change in place) is written anew
    each round, so a change shows; what no round used is dropped."""
    memo = codec.Memo()
    cards = (Card.parse("QH"), Card.parse("10C"))
    notes = ["one"]
    held = _Held(cards, notes)
    first = codec.encode((cards, held), memo)
    memo.next()
    notes.append("two")
    again = codec.encode((cards, held), memo)
    assert again[0] is first[0]  # the cards: written in the first round only
    assert again[1] == {"cards": ["QH", "10C"], "notes": ["one", "two"]}  # the list changed: written anew
    memo.next()
    memo.next()  # a round that wrote nothing: nothing is kept for the next
    assert codec.encode(cards, memo) is not first[0]


def test_a_memo_keeps_no_code_values_only_what_holds_them():
    """A card or a tile is written as its code, however often it is met: a memo keeps the frozen
    values that hold them (a rack's tuple), not every card (a view writes hundreds)."""
    memo = codec.Memo()
    cards = (Card.parse("QH"), Card.parse("10C"), Card.parse("2S"))
    assert codec.encode(cards, memo) == ["QH", "10C", "2S"]
    assert [entry[0] for entry in memo.values()] == [cards]
    memo.next()
    assert codec.encode(cards, memo) == ["QH", "10C", "2S"] and len(memo) == 1
