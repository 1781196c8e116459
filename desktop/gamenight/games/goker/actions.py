"""Goker's actions and their words: the deal, each ball, a guess, GOKER, the coin flip, a card
played at a level end (`rules.py` says when each may be taken)."""
from __future__ import annotations

from gamenight.core.actions import Action, ActionCodec, ActionWords
from gamenight.core.cards import Card, card_name
from gamenight.core.words import words
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


action_words = ActionWords({
    # a Goker action in words ("call B 7", "play the queen of hearts")
    Ball: lambda ball: words("goker", "call {ball}")(ball=ball_name(ball.number)),
    Guess: words("goker", "guess {number}"),
    PlayCard: lambda play: words("goker", "play the {card}")(card=card_name(play.card)),
    CallGoker: lambda _: words("goker", "GOKER"),
    CoinFlip: lambda _: words("goker", "the coin flip"),
    Deal: lambda _: words("goker", "the deal"),
})
