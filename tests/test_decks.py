import json

import pytest

from gamenight.core.cards import standard_deck, standard_spec
from gamenight.core.decks import CopiedCard, DeckCard, DeckSpec, Extra, SuitSpec, numbered
from gamenight.games.goodge.actions import CODEC, Play
from gamenight.games.goodge.cards import Card

FIVE_SUITS = DeckSpec("five-suit", [SuitSpec(name, name[0], sign, "#000000") for name, sign in
                                    [("Acorns", "\u2663"), ("Bells", "\u2666"), ("Cups", "\u2665"),
                                     ("Dice", "\u2660"), ("Eyes", "\u2605")]],
                      numbered(1, 10), [Extra("CR", "Crown", 11, "\u265b", "\u265b", "#b8860b")])


class FiveSuitCard(DeckCard):
    DECK = FIVE_SUITS


class TwoDeckCard(CopiedCard):
    DECK = standard_spec("two-deck", jokers=2, copies=2)


def test_two_decks_hold_108_distinct_cards_and_twins_look_alike():
    cards = TwoDeckCard.full_deck()
    assert len(cards) == 108 and len(set(cards)) == 108 and len({card.code for card in cards}) == 108
    first, second = TwoDeckCard.parse("7H.1"), TwoDeckCard.parse("7H.2")
    assert first != second and first < second and (first.suit, first.rank) == (second.suit, second.rank)
    assert first.look == second.look == ("7", "\u2665", "#c62828") and first.label == "7\u2665"
    assert [card.code for card in cards[52:56]] == ["JK1.1", "JK2.1", "2C.2", "3C.2"]
    assert TwoDeckCard.parse("JK2.2").is_extra and TwoDeckCard.parse("JK2.2").label == "Joker"


def test_a_standard_spec_of_one_copy_writes_the_standard_codes():
    spec = standard_spec("standard", jokers=2)
    assert [spec.code(key) for key in spec.keys] == [card.code for card in standard_deck(jokers=2)]
    assert spec.name_of(spec.parse("qh")) == "Queen of Hearts"


def test_a_custom_deck_of_five_suits_numbered_1_to_10_and_a_crown():
    cards = FiveSuitCard.full_deck()
    assert len(cards) == 51 and cards == sorted(cards) and cards[-1] == FiveSuitCard(5, 11)
    assert [card.code for card in cards[:2]] + [cards[-1].code] == ["1A", "2A", "CR"]
    ten_of_eyes = FiveSuitCard.parse("10e")
    assert (ten_of_eyes.suit, ten_of_eyes.rank, ten_of_eyes.code) == (4, 10, "10E")
    assert FIVE_SUITS.name_of(ten_of_eyes.key) == "10 of Eyes" and ten_of_eyes.label == "10\u2605"
    assert cards[-1].look == ("\u265b", "\u265b", "#b8860b") and cards[-1].is_extra


def test_cards_round_trip_through_their_json_form():
    cards = TwoDeckCard.full_deck()
    text = json.dumps([card.code for card in cards])
    assert [TwoDeckCard.parse(code) for code in json.loads(text)] == cards
    encoded = CODEC.encode(Play(Card.parse("7t")))  # a Goodge action names its card by the code
    assert encoded == {"kind": "play", "card": "7T"}
    assert CODEC.decode(json.loads(json.dumps(encoded))) == Play(Card(2, 7))


@pytest.mark.parametrize("bad", ["", "7H", "7H.0", "7H.3", "JK3.1", "1H.1", "7X.1", "7H.1.1"])
def test_bad_codes_of_a_two_deck_deck_are_refused_naming_the_code(bad):
    with pytest.raises(ValueError, match=f"not a two-deck card code: '{bad}'"):
        TwoDeckCard.parse(bad)


@pytest.mark.parametrize("bad", ["11A", "0A", "7F", "CR.1", "JK1", "7"])
def test_bad_codes_of_a_custom_deck_are_refused(bad):
    with pytest.raises(ValueError, match="not a five-suit card code"):
        FiveSuitCard.parse(bad)


def test_cards_that_are_not_in_the_deck_cannot_be_made():
    for suit, rank in [(0, 11), (5, 1), (6, 11), (-1, 3)]:
        with pytest.raises(ValueError, match="not a five-suit card"):
            FiveSuitCard(suit, rank)
    with pytest.raises(ValueError, match="not a two-deck card"):
        TwoDeckCard(0, 7, 3)


def test_a_deck_spec_refuses_clashing_suits_or_no_copies():
    suits = [SuitSpec("Stars", "S", "\u2605", "#000000"), SuitSpec("Spades", "s", "\u2660", "#000000")]
    with pytest.raises(ValueError, match="suit letters that differ"):
        DeckSpec("bad", suits, numbered(1, 3))
    with pytest.raises(ValueError, match="at least one copy"):
        DeckSpec("bad", suits[:1], numbered(1, 3), copies=0)
