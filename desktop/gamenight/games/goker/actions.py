"""Goker's actions and their words: the deal, each ball, a guess, GOKER, the coin flip, a card
played at a level end (`rules.py` says when each may be taken)."""
from __future__ import annotations

from gamenight.core.actions import Action, ActionCodec
from gamenight.core.cards import Card, card_name
from gamenight.core.words import Text, words
from gamenight.games.goker.deck import ball_name


class Deal(Action, kind="deal"):
    cards: tuple[Card, ...]  # three per seat, seat by seat


class Ball(Action, kind="ball"):
    number: int


class Guess(Action, kind="guess"):
    number: int


class CallGoker(Action, kind="goker"):
    seat: int


class CoinFlip(Action, kind="coin_flip"):
    """Chance: the coin flip that closes a Goker round; GOKER windows still open close unclaimed."""


class PlayCard(Action, kind="play_card"):
    card: Card


CODEC = ActionCodec(Deal, Ball, Guess, CallGoker, CoinFlip, PlayCard)


def action_words(action: Action) -> Text:
    """A Goker action in words ("call B 7", "play the Queen of Hearts")."""
    if isinstance(action, Ball):
        return words("goker", "call {ball}")(ball=ball_name(action.number))
    if isinstance(action, Guess):
        return words("goker", "guess {number}")(number=action.number)
    if isinstance(action, PlayCard):
        return words("goker", "play the {card}")(card=card_name(action.card))
    if isinstance(action, CallGoker):
        return words("goker", "GOKER")
    if isinstance(action, CoinFlip):
        return words("goker", "the coin flip")
    if isinstance(action, Deal):
        return words("goker", "the deal")
    raise ValueError(f"no words for the action {action!r}")
