"""The night's screens in words: how the program's games, the next game's seats, the people and the
night's progress are said on the TV, on the night's end page, in its PDF and beside its chart."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gamenight.core import registry
from gamenight.core.records import Seat
from gamenight.night.night import Night
from gamenight.night.people import Person
from gamenight.night.summary import DONE, LATER, NEXT, RUNNING, ProgramLine, game_number, person_of
from gamenight.table.locale_text import number_text
from gamenight.table.names import name_text, names_list

translate = QCoreApplication.translate
LISTED_AT_MOST = 8
"""More people than this playing or watching the next game are counted, not named."""


def game_name(game: str) -> str:
    return registry.get(game).name


def person_text(person: Person) -> str:
    """"★ Ada": a person with their symbol (their colour is on their badge)."""
    return f"{person.glyph}\u00a0{name_text(person.name)}"


def seat_text(night: Night, seat: Seat) -> str:
    """A seat as the night says it: its person with their symbol, or a bot's name marked as one."""
    person = person_of(night, seat)
    if person is not None:
        return person_text(person)
    if seat.is_bot:
        return translate("NightWords", "{name} (bot)").format(name=name_text(seat.name))
    return name_text(seat.name)


def seats_text(night: Night, seats: Sequence[Seat]) -> str:
    """The seats as a list in a sentence ("★ Ada, ● Bo and Robo (bot)")."""
    return names_list([seat_text(night, seat) for seat in seats])


def numbered_game(item: int, game: str) -> str:
    """"2. Okey": program item `item` (from 0) by its number and name."""
    return translate("NightWords", "{number}. {game}").format(number=number_text(item + 1), game=game_name(game))


def program_line_text(night: Night, line: ProgramLine) -> str:
    """"1. Goker — won by ★ Ada", "2. Okey — being played", "3. Super Pokeno Bonus — next"."""
    game = numbered_game(line.item, line.game)
    if line.state == DONE:
        return translate("NightWords", "{game} \u2014 won by {winners}").format(
            game=game, winners=seats_text(night, line.winners))
    if line.state == RUNNING:
        return translate("NightWords", "{game} \u2014 being played").format(game=game)
    if line.state == NEXT:
        return translate("NightWords", "{game} \u2014 next").format(game=game)
    if line.state == LATER:
        return game
    return translate("NightWords", "{game} \u2014 not finished").format(game=game)


def players_text(night: Night, seats: Sequence[Seat], watching: Sequence[Person]) -> str:
    """Who plays the next game: everyone, or its seats by name (counted when they are many)."""
    if not watching and not any(seat.is_bot for seat in seats) and len(seats) > LISTED_AT_MOST:
        return translate("NightWords", "Everyone plays.")
    count = len(seats)  # a name, not a call: lupdate reads no call as a plural's number
    if count > LISTED_AT_MOST:
        return translate("NightWords", "%n player(s)", None, count)
    return translate("NightWords", "Playing: {names}").format(names=seats_text(night, seats))


def watching_text(watching: Sequence[Person]) -> str:
    """Who sits the next game out, by name (counted when they are many); "" when nobody does."""
    if not watching:
        return ""
    count = len(watching)
    if count > LISTED_AT_MOST:
        return translate("NightWords", "%n person(s) watching", None, count)
    return translate("NightWords", "Watching: {names}").format(
        names=names_list([person_text(person) for person in watching]))


def progress_text(night: Night, played: int) -> str:
    """Where the night is: "Game 2 of 4" while a game runs, else how many of its games are played."""
    number, total = game_number(night)
    if night.running() is not None:
        return translate("NightWords", "Game {number} of {total}").format(number=number_text(number),
                                                                         total=number_text(total))
    if night.next_item() is None:
        return translate("NightWords", "The night is over")
    return translate("NightWords", "{played} of {total} games played").format(played=number_text(played),
                                                                             total=number_text(total))


def champions_text(champions: Sequence[Person]) -> str:
    """"Champion of the night: ★ Ada" (several when level); "" before any game ends."""
    if not champions:
        return ""
    names = names_list([person_text(person) for person in champions])
    if len(champions) == 1:
        return translate("NightWords", "Champion of the night: {names}").format(names=names)
    return translate("NightWords", "Champions of the night, level: {names}").format(names=names)
