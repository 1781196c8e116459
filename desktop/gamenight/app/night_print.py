"""Print the night: a PDF (A4, through Qt's printing as the caller's sheets are) of the night's
champion, its standings, and each game of the program with its seats and result (each seat's place
and the night's points it brought), in the app's language. Written as a rich-text document that Qt
lays out over as many pages as it takes."""
from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QTextDocument

from gamenight.app.night_words import champions_text, program_line_text
from gamenight.caller.pdf import a4_writer
from gamenight.core.records import GameRecord, Seat
from gamenight.core.words import words
from gamenight.night.night import GameResult, Night
from gamenight.night.people import HEX, Person
from gamenight.night.scoring import SCORING_NAMES, game_points
from gamenight.night.summary import DONE, person_of, program_lines
from gamenight.storage.errors import SaveFailed, reason_for
from gamenight.table.language import translated
from gamenight.table.locale_text import local_time, number_text

translate = QCoreApplication.translate
PRINTED_NIGHT = words("NightPrint", "The printed night")
TEXT_PT = 10


def print_night(path: str, night: Night, records: Mapping[str, GameRecord]) -> None:
    """Write the night's PDF at `path`; SaveFailed (nothing written) when the file cannot be made."""
    try:
        with open(path, "wb"):
            pass
    except OSError as error:
        raise SaveFailed(PRINTED_NIGHT, reason_for(error)) from error
    title = printed_title(night)
    writer = a4_writer(path, title)
    document = QTextDocument()
    font = QFont("DejaVu Sans")
    font.setPointSize(TEXT_PT)
    document.setDefaultFont(font)
    document.setHtml(night_html(title, night, records))
    document.print_(writer)


def printed_title(night: Night) -> str:
    """"Game night, 28 Nov 2026 21:30": the PDF's title and its first line."""
    return translate("NightPrint", "Game night, {date}").format(date=local_time(night.record.created))


def _person_html(person: Person) -> str:
    """A person as printed: a square of their colour, their symbol and name."""
    return (f'<span style="color:{HEX.get(person.colour, "#7F7F7F")}">\u25a0</span>&nbsp;'
            f"{person.glyph}&nbsp;{html.escape(person.name)}")


def _seat_html(night: Night, seat: Seat) -> str:
    person = person_of(night, seat)
    if person is not None:
        return _person_html(person)
    name = html.escape(seat.name)
    return translate("NightWords", "{name} (bot)").format(name=name) if seat.is_bot else name


def _table(headings: list[str], rows: list[list[str]]) -> str:
    head = "".join(f'<th align="left">{heading}</th>' for heading in headings)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return (f'<table border="1" cellspacing="0" cellpadding="4" width="100%" style="border-collapse:collapse">'
            f"<tr>{head}</tr>{body}</table>")


def night_html(title: str, night: Night, records: Mapping[str, GameRecord]) -> str:
    """The printed night as rich text."""
    results = {result.item: result for result in night.results(records)}
    champions = champions_text(night.champion(records)) or translate("NightPrint", "No game was finished.")
    parts = [f"<h1>{html.escape(title)}</h1>", f'<p style="font-size:14pt"><b>{html.escape(champions)}</b></p>',
             "<p>" + html.escape(translate("NightPrint", "Scored: {scoring}. {played} of {total} games played.").format(
                 scoring=translated(SCORING_NAMES.get(night.record.scoring, night.record.scoring)),
                 played=number_text(len(results)), total=number_text(len(night.record.program)))) + "</p>",
             "<h2>" + translate("NightPrint", "Standings") + "</h2>",
             _table([translate("NightPrint", "Place"), translate("NightPrint", "Person"),
                     translate("NightPrint", "Points"), translate("NightPrint", "Played"),
                     translate("NightPrint", "Won")],
                    [[number_text(line.place), _person_html(line.person), number_text(line.points),
                      number_text(line.played), number_text(line.wins)] for line in night.standings(records)]),
             "<h2>" + translate("NightPrint", "Games") + "</h2>"]
    for line in program_lines(night, records):
        parts.append(f"<h3>{html.escape(program_line_text(night, line))}</h3>")
        if line.state == DONE:
            parts.append(_game_table(night, results[line.item]))
    return "".join(parts)


def _game_table(night: Night, result: GameResult) -> str:
    """A finished game's seats, in seat order: each one's place and the night's points it brought."""
    points = game_points(night.record.scoring, result.seats, result.placements)
    rows = [[number_text(number), _seat_html(night, seat), number_text(place),
             number_text(points[seat.person]) if seat.person in points else "\u2014"]
            for number, (seat, place) in enumerate(zip(result.seats, result.placements, strict=True), start=1)]
    return _table([translate("NightPrint", "Seat"), translate("NightPrint", "Player"),
                   translate("NightPrint", "Place"), translate("NightPrint", "Night's points")], rows)

