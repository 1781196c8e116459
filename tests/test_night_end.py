"""The night's end page (app/night_end.py), shown for a night whose games bots played to their end
through the night core (three people and a bot): the champion, the final standings, each game's
winners and players by place, a chart of the standings through the night whose steps are the points
each game's own placements brought; "Print the night" (a PDF read back with Qt's PDF reader) and
the CSV export, both checked against the games' records; a file that cannot be written is said in
words and nothing else changes; Done leaves; everything in Turkish after a language change."""
from __future__ import annotations

import csv

import pytest
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QMessageBox
from tests.night.nights import night_of, play_night
from tests.test_night_standings import plain

from gamenight.app.night_end import NightEndPage
from gamenight.app.night_words import champions_text, seats_text
from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.night.record import NightBot
from gamenight.night.scoring import game_points
from gamenight.table.language import install_language
from layout_fit import unfit


@pytest.fixture(scope="module")
def played():
    """Goker and Okey for Ada, Bo and Cy, the bot Robo sitting in where a seat is short."""
    night = night_of(["Ada", "Bo", "Cy"], ["goker", "okey"], bots=[NightBot("Robo")])
    records = play_night(night, seed=4)
    night.end()
    return night, records


def in_order(night, records):
    """The night's finished games' records, in the order the program played them."""
    return [records[game.match_id] for game in night.record.games]


def shown_page(qtbot, night, records) -> NightEndPage:
    page = NightEndPage()
    qtbot.addWidget(page)
    page.resize(1366, 720)
    page.show_night(night, records)
    page.show()
    qtbot.waitExposed(page)
    return page


def column(table, index: int) -> list[str]:
    return [plain(table.item(row, index).text()) for row in range(table.rowCount())]


def test_it_names_the_champion_each_games_winners_and_charts_the_night(qtbot, played):
    night, records = played
    page = shown_page(qtbot, night, records)
    standings = night.standings(records)
    assert plain(page.title.text()) == plain(champions_text(night.champion(records)))
    assert plain(page.title.text()).startswith("Champion")
    rows = [[plain(page.standings_table.item(row, index).text()) for index in range(5)]
            for row in range(page.standings_table.rowCount())]
    assert rows == [[str(line.place), line.person.name, str(line.points), str(line.played), str(line.wins)]
                    for line in standings]
    assert column(page.games_table, 0) == ["1. Goker", "2. Okey"]
    totals = {entry.uid: [0] for entry in night.record.people}
    for row, record in enumerate(in_order(night, records)):
        places = Match.from_record(record).state.placements()
        winners = [seat for seat, place in zip(record.seats, places, strict=True) if place == 1]
        assert plain(page.games_table.item(row, 1).text()) == plain(seats_text(night, winners))
        players = plain(page.games_table.item(row, 2).text())
        assert all(f"{place}. " in players for place in places) and "Robo (bot)" in players
        points = game_points(night.record.scoring, record.seats, places)
        for uid, steps in totals.items():
            steps.append(steps[-1] + points.get(uid, 0))
    for uid, steps in totals.items():  # each line climbs by what each game's own placements brought
        assert list(page.chart.curves[uid].getData()[1]) == steps
        assert steps[-1] == next(line.points for line in standings if line.person.uid == uid)
    assert unfit(page) == []


def test_print_the_night_writes_its_standings_and_every_game_to_a_pdf(qtbot, played, tmp_path):
    night, records = played
    page = shown_page(qtbot, night, records)
    path = tmp_path / "night.pdf"
    page.print_night(str(path))
    document = QPdfDocument()
    document.load(str(path))
    assert document.pageCount() >= 1
    text = plain(" ".join(document.getAllText(page_number).text() for page_number in range(document.pageCount())))
    words = " ".join(text.split())
    assert words.startswith("Game night, ")
    assert plain(champions_text(night.champion(records))) in words
    assert "Standings" in words and "Games" in words and "Night's points" in words
    for line in night.standings(records):
        assert f"{line.place} \u25a0 {line.person.glyph} {line.person.name} {line.points} {line.played} {line.wins}" \
            in words
    for number, record in enumerate(in_order(night, records), start=1):
        places = Match.from_record(record).state.placements()
        points = game_points(night.record.scoring, record.seats, places)
        assert f"{number}. {registry.get(record.game).name} \u2014 won by" in words
        for seat_number, (seat, place) in enumerate(zip(record.seats, places, strict=True), start=1):
            if seat.person is None:
                assert f"{seat_number} {seat.name} (bot) {place} \u2014" in words
            else:
                assert f"{seat.name} {place} {points[seat.person]}" in words


def test_the_csv_export_holds_the_standings_and_every_seat_of_every_game(qtbot, played, tmp_path):
    night, records = played
    page = shown_page(qtbot, night, records)
    path = tmp_path / "night.csv"
    page.export_csv(str(path))
    with open(path, newline="", encoding="utf-8") as handle:
        lines = list(csv.reader(handle))
    blank = lines.index([])
    standings, games = lines[:blank], lines[blank + 1:]
    assert standings[0] == ["place", "person", "points", "played", "won"]
    assert standings[1:] == [[str(line.place), line.person.name, str(line.points), str(line.played), str(line.wins)]
                             for line in night.standings(records)]
    assert games[0] == ["game_number", "game", "seat", "player", "kind", "placement", "night_points", "won"]
    expected, totals = [], {}
    for number, record in enumerate(in_order(night, records), start=1):
        places = Match.from_record(record).state.placements()
        points = game_points(night.record.scoring, record.seats, places)
        for seat_number, (seat, place) in enumerate(zip(record.seats, places, strict=True), start=1):
            scored = points[seat.person] if seat.person is not None else ""
            expected.append([str(number), registry.get(record.game).name, str(seat_number), seat.name, seat.kind,
                             str(place), str(scored), str(int(place == 1))])
            if seat.person is not None:
                totals[seat.name] = totals.get(seat.name, 0) + scored
    assert games[1:] == expected
    assert any(row[4] == "bot" and row[6] == "" for row in games[1:])  # bots score nothing for the night
    assert {row[1]: int(row[2]) for row in standings[1:]} == totals


def test_a_file_that_cannot_be_written_is_said_and_nothing_else_changes(qtbot, played, tmp_path, monkeypatch):
    night, records = played
    page = shown_page(qtbot, night, records)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: said.append((title, text)))
    before = (page.title.text(), page.summary.text(), column(page.standings_table, 1), column(page.games_table, 1))
    (tmp_path / "night.pdf").mkdir()
    (tmp_path / "night.csv").mkdir()
    page.print_night(str(tmp_path / "night.pdf"))
    page.export_csv(str(tmp_path / "night.csv"))
    page.print_night(str(tmp_path / "missing" / "night.pdf"))
    assert said[:2] == [("Print the night", "The night was not printed: a folder is in the way of the file."),
                        ("Export the night", "The night was not exported: a folder is in the way of the file.")]
    assert said[2][0] == "Print the night" and said[2][1].startswith("The night was not printed: ")  # system words
    assert sorted(path.name for path in tmp_path.iterdir()) == ["night.csv", "night.pdf"]
    assert not any((tmp_path / "night.pdf").iterdir()) and not any((tmp_path / "night.csv").iterdir())
    assert (page.title.text(), page.summary.text(), column(page.standings_table, 1),
            column(page.games_table, 1)) == before


def test_done_leaves_the_page(qtbot, played):
    page = shown_page(qtbot, *played)
    with qtbot.waitSignal(page.closed, timeout=1000):
        page.done_button.click()


def test_a_night_with_no_game_finished_says_so(qtbot):
    night = night_of(["Ada", "Bo"], ["okey"])
    night.end()
    page = shown_page(qtbot, night, {})
    assert page.title.text() == "No game of the night was finished."
    assert page.chart.curves == {}
    assert column(page.games_table, 1) == ["not played"]


def test_the_page_and_its_export_speak_turkish_after_a_language_change(qtbot, played, tmp_path):
    night, records = played
    page = shown_page(qtbot, night, records)
    install_language("tr")
    try:
        assert page.print_button.text() == "Geceyi yazdır\u2026" and page.done_button.text() == "Bitti"
        assert plain(page.title.text()).startswith("Gecenin şampiyon")  # şampiyonu, or şampiyonları when level
        headings = [page.standings_table.horizontalHeaderItem(index).text() for index in range(5)]
        assert headings == ["Sıra", "Kişi", "Puan", "Oynanan", "Kazanılan"]
        assert column(page.games_table, 0) == ["1. Goker", "2. Okey"]
        games = [page.games_table.horizontalHeaderItem(index).text() for index in range(3)]
        assert games == ["Oyun", "Kazanan", "Oyuncular, sıraya göre"]
        assert "2 oyunun 2 tanesi oynandı" in page.summary.text()
        assert page.chart.plot.getPlotItem().titleLabel.text == "Gecenin sıralaması"
        assert page.chart.plot.getAxis("left").labelText == "puan"
        page.print_night(str(tmp_path / "gece.pdf"))
        document = QPdfDocument()
        document.load(str(tmp_path / "gece.pdf"))
        printed = " ".join(document.getAllText(number).text() for number in range(document.pageCount()))
        assert all(word in printed for word in ("Oyun gecesi", "Sıralama", "Oyunlar", "Gece puanı", "kazanan"))
        assert not any(word in printed for word in ("Standings", "Games", "Night's points", "won by"))
        page.export_csv(str(tmp_path / "gece.csv"))
        with open(tmp_path / "gece.csv", newline="", encoding="utf-8") as handle:
            assert next(csv.reader(handle)) == ["sıra", "kişi", "puan", "oynanan", "kazanılan"]
        assert unfit(page) == []
    finally:
        install_language("en")
    assert page.print_button.text() == "Print the night\u2026"
