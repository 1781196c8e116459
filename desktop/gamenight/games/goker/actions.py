"""Goker's actions, their words and their reports: the deal, each ball, a guess, GOKER, the coin
flip, a card played at a level end (`rules.py` says when each may be taken)."""
from __future__ import annotations

from gamenight.core.actions import Action, ActionCodec, ActionWords
from gamenight.core.cards import Card, card_name
from gamenight.core.reports import About, ActionReports
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

PLAYED = About(words("goker", "{player} played a card face down."), words("goker", "You played the {card} face down."))
reports = ActionReports({
    # what happened, told to the table ("B 7 was called.", "Ann guessed N 38."); a card played
    # face down is named only to the one who played it
    Ball: lambda ball, _: words("goker", "{ball} was called.")(ball=ball_name(ball.number)),
    Guess: lambda guess, seat: About(words("goker", "{player} guessed {ball}."),
                                     words("goker", "You guessed {ball}.")).of(seat, ball=ball_name(guess.number)),
    PlayCard: lambda play, seat: PLAYED.of(seat, card=card_name(play.card)),
    CallGoker: About(words("goker", "{player} called GOKER!"), words("goker", "You called GOKER!")),
    CoinFlip: words("goker", "The coin was flipped: the Goker round is over."),
    Deal: words("goker", "The cards were dealt."),
})
