"""Who sits in the next game of a night. Everyone present (here or on a phone; not away) when the
game takes them all; otherwise the fair default: those who sat out most recently play first, then
those with the fewest games this night, then the order of the night's people. The night's own
bots sit in where seats are left, and more bots fill up to the game's fewest players. Seats go
round the table in the people's order, turned one seat further each game, so the first seat moves
on. The host may change any of it (`Night.set_plan`)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamenight.core.records import Seat

BOT_NAME = "Bot {number}"


@dataclass(frozen=True)
class Sitter:
    """A person who may sit in: their uid, name, and seat kind ("human" here, "phone")."""

    uid: str
    name: str
    kind: str


@dataclass(frozen=True)
class NightBot:
    """A bot of the night's line-up (`gamenight serve --people Robo:bot:hard`): a name and the level
    it plays where the game has it. Bots are not people: they are never ranked."""

    name: str
    level: str | None = None


def default_level(levels: Sequence[str]) -> str:
    """The level a bot plays unless told: the middle one ("normal"), else the game's first."""
    return "normal" if "normal" in levels else levels[0]


def fair_order(sitters: Sequence[Sitter], played: Sequence[Sequence[str | None]]) -> list[Sitter]:
    """`sitters` in the order they get seats: sat out most recently first, then fewest games
    played this night, then their own order. `played`: each earlier game's seated person uids."""
    def key(item: tuple[int, Sitter]) -> tuple[int, int, int]:
        position, sitter = item
        sat_out = max((number for number, seated in enumerate(played) if sitter.uid not in seated), default=-1)
        games = sum(sitter.uid in seated for seated in played)
        return -sat_out, games, position

    return [sitter for _, sitter in sorted(enumerate(sitters), key=key)]


def plan(sitters: Sequence[Sitter], bots: Sequence[NightBot], played: Sequence[Sequence[str | None]],
         players: tuple[int, int], levels: Sequence[str]) -> list[Seat]:
    """The seats of the next game for a game that takes `players` (fewest, most), whose bots play
    `levels`: the people chosen fairly, the night's bots where seats are left, more bots up to the
    fewest, in the people's order turned by the number of games played so far."""
    fewest, most = players
    chosen = {sitter.uid for sitter in fair_order(sitters, played)[:most]}
    seats = [Seat(sitter.name, sitter.kind, None, sitter.uid) for sitter in sitters if sitter.uid in chosen]
    for bot in bots[:max(0, most - len(seats))]:
        seats.append(Seat(bot.name, "bot", bot.level if bot.level in levels else default_level(levels)))
    names = {sitter.name for sitter in sitters} | {bot.name for bot in bots}
    number = 0
    while len(seats) < fewest:
        number += 1
        name = BOT_NAME.format(number=number)
        if name not in names:
            seats.append(Seat(name, "bot", default_level(levels)))
    turn = len(played) % len(seats) if seats else 0
    return seats[turn:] + seats[:turn]
