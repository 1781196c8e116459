"""The night's standings on screen (app/night_standings.py), drawn from a night whose games were
played to their end through the night core: the TV's view between games (every person's place,
badge, name, points, games played and won as the night computes them, a ready mark, the program
with each game's winners, the next game's players and watchers, the champion at the end; large
words; pages when the people are too many for the height; both languages) and the one-line band
over a game (best first, the rest counted, never widening its window)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget
from tests.night.night_table import night_played
from tests.night.nights import people

from gamenight.app.night_standings import StandingsBand, StandingsView
from gamenight.app.night_words import champions_text, players_text, watching_text
from gamenight.caller.projector import scaled_px
from gamenight.night.summary import next_game
from gamenight.table.language import install_language
from layout_fit import unfit

ISOLATES = str.maketrans("", "", "\u2068\u2069")


def plain(text: str) -> str:
    return text.translate(ISOLATES).replace("\u00a0", " ")


def standings_rows(view: StandingsView) -> list[tuple[str, str, str, str, str]]:
    """(place, name, points, played, won) of each line the view shows, top to bottom."""
    grid, rows = view.grid, []
    for row in range(1, grid.rowCount()):
        badge = grid.itemAtPosition(row, 1)
        if badge is None or badge.widget().pixmap().isNull():  # no badge: the page's line, or no line
            continue
        rows.append(tuple(plain(grid.itemAtPosition(row, column).widget().text()) for column in (0, 2, 3, 4, 5)))
    return rows


def expected_rows(night, records) -> list[tuple[str, str, str, str, str]]:
    return [(f"{line.place}.", line.person.name, str(line.points), str(line.played), str(line.wins))
            for line in night.standings(records)]


def texts(view: StandingsView) -> list[str]:
    return [plain(label.text()) for label in view.labels]


def shown_view(qtbot, night, records, size=(1920, 1000), scale=1.0) -> StandingsView:
    view = StandingsView()
    qtbot.addWidget(view)
    view.set_scale(scale)
    view.show_night(night, records)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_between_games_it_shows_the_standings_the_program_and_who_plays_next(qtbot):
    night, records = night_played(1)  # Goker for all six; Okey next, for four
    night.set_ready(night.record.people[1].uid)
    view = shown_view(qtbot, night, records)
    assert standings_rows(view) == expected_rows(night, records)
    assert [row[3] for row in standings_rows(view)] == ["1"] * 6  # everyone played Goker
    result = night.results(records)[0]
    winners = [seat.person for seat in result.winners]
    shown = texts(view)
    names = {person.uid: f"{person.person.glyph} {person.person.name}" for person in night.record.people}
    goker = next(text for text in shown if text.startswith("1. Goker"))
    assert goker.startswith("1. Goker \u2014 won by ") and all(names[uid] in goker for uid in winners)
    assert "2. Okey \u2014 next" in shown and "3. Super Pokeno Bonus" in shown and "4. The Goodge Rules" in shown
    assert "Next: Okey" in shown
    coming = next_game(night)
    assert len(coming.seats) == 4 and len(coming.watching) == 2
    playing = next(text for text in shown if text.startswith("Playing: "))
    assert all(names[seat.person] in playing for seat in coming.seats)
    watching = next(text for text in shown if text.startswith("Watching: "))
    assert all(f"{person.glyph} {person.name}" in watching for person in coming.watching)
    assert not any(names[seat.person] in watching for seat in coming.seats)
    ready = [row for row in range(1, view.grid.rowCount()) if view.grid.itemAtPosition(row, 6) is not None]
    assert [plain(view.grid.itemAtPosition(row, 2).widget().text()) for row in ready] == ["Bo"]  # Bo's phone is ready
    assert view.title() == "Game night \u00b7 1 of 4 games played"
    assert unfit(view) == []


def test_once_every_game_is_played_it_names_the_champion(qtbot):
    night, records = night_played(2, program=["goker", "okey"])
    view = shown_view(qtbot, night, records)
    champions = night.champion(records)
    assert champions and plain(champions_text(champions)) in texts(view)
    assert not any(text.startswith("Next: ") for text in texts(view))
    assert standings_rows(view) == expected_rows(night, records)
    assert view.title() == "Game night \u00b7 The night is over"


def test_champions_level_on_points_and_wins_are_named_together():
    ada, bo = people("Ada", "Bo")
    assert plain(champions_text([ada])) == f"Champion of the night: {ada.glyph} Ada"
    assert plain(champions_text([ada, bo])) == f"Champions of the night, level: {ada.glyph} Ada and {bo.glyph} Bo"
    assert champions_text([]) == ""


def test_many_players_or_watchers_are_counted_rather_than_named():
    names = [f"P{number}" for number in range(12)]
    night, _ = night_played(0, names=names, program=["pokeno", "okey"])
    coming = next_game(night)
    assert plain(players_text(night, coming.seats, coming.watching)) == "Everyone plays."
    assert watching_text(coming.watching) == ""
    people_of = night.record.people
    assert plain(watching_text([person.person for person in people_of[:3]])) == \
        f"Watching: {people_of[0].person.glyph} P0, {people_of[1].person.glyph} P1 and {people_of[2].person.glyph} P2"
    assert plain(watching_text([person.person for person in people_of])) == "12 people watching"


@pytest.mark.parametrize("scale", [1.0, 768 / 1080], ids=["1920x1080", "1366x768"])
def test_its_words_are_large_enough_to_read_across_the_room(qtbot, scale):
    """At least 40 px on a 1920x1080 screen (28 px at 1366x768); the standings larger still."""
    night, records = night_played(1)
    view = shown_view(qtbot, night, records, size=(round(1880 * scale), round(980 * scale)), scale=scale)
    sizes = [QFontInfo(label.font()).pixelSize() for label in view.labels]
    assert min(sizes) >= scaled_px(40, scale)
    names = [view.grid.itemAtPosition(row, 2).widget() for row in range(1, 7)]
    assert all(QFontInfo(name.font()).pixelSize() >= scaled_px(44, scale) for name in names)
    assert len(standings_rows(view)) == 6 and unfit(view) == []


def test_people_too_many_for_the_height_turn_pages(qtbot):
    names = [f"P{number}" for number in range(14)]
    night, records = night_played(0, names=names, program=["pokeno", "okey"])  # everyone on 0, in the people's order
    view = shown_view(qtbot, night, records, size=(1300, 700), scale=768 / 1080)
    first = standings_rows(view)
    assert 1 < len(first) < 14 and view.pages > 1 and view.page_timer.isActive()
    seen = list(first)
    page_line = [text for text in texts(view) if text.endswith("of 14")]
    assert page_line == [f"1\u2013{len(first)} of 14"]
    for _ in range(view.pages - 1):
        view.next_page()
        seen += standings_rows(view)
        assert unfit(view) == []
    assert seen == expected_rows(night, records)  # each person once, in order
    view.next_page()
    assert standings_rows(view) == first  # round again
    view.resize(1300, 1600)
    assert standings_rows(view) == expected_rows(night, records) and not view.page_timer.isActive()


def test_a_name_too_long_for_its_column_is_cut_short_and_whole_in_its_tooltip(qtbot):
    names = ["Ada", "Bartholomew-Alexander X", "Cy", "Di"]
    night, records = night_played(1, names=names, program=["okey"])
    view = shown_view(qtbot, night, records, size=(720, 700), scale=768 / 1080)
    label = next(view.grid.itemAtPosition(row, 2).widget() for row in range(1, 5)
                 if view.grid.itemAtPosition(row, 2).widget().toolTip() == names[1])
    assert plain(label.text()).endswith("\u2026") and plain(label.text())[:-1] in names[1]
    assert unfit(view) == []


def test_it_speaks_the_apps_language_and_follows_a_change(qtbot):
    night, records = night_played(1)
    view = shown_view(qtbot, night, records)
    english = texts(view)
    install_language("tr")
    try:
        turkish = texts(view)
        assert "Gecenin programı" in turkish and "Sırada: Okey" in turkish
        for sentence in ("Points", "Played", "Won", "Next: Okey", "2. Okey \u2014 next"):
            assert sentence in english and sentence not in turkish
        assert standings_rows(view) == [row for row in expected_rows(night, records)]
        assert view.title() != "Game night \u00b7 1 of 4 games played"
    finally:
        install_language("en")
    assert texts(view) == english


# -- the band over a game --------------------------------------------------------------------
def band_entries(band: StandingsBand) -> list[str]:
    return [plain(words.text()) for _, words in band.entries if words.isVisible()]


def test_the_band_says_the_game_of_the_night_and_the_standings_best_first(qtbot):
    night, records = night_played(1)
    running = night.start_game(seed=5)
    records[running.match_id] = running
    host = QWidget()
    qtbot.addWidget(host)
    band = StandingsBand(host)
    band.show_night(night, records)
    host.resize(1800, 60)
    band.resize(1800, band.sizeHint().height())
    host.show()
    qtbot.waitExposed(host)
    standings = night.standings(records)
    assert plain(band.progress.text()).startswith("Game 2 of 4")
    assert band_entries(band) == [f"{line.place}. {line.person.name} {line.points}" for line in standings]
    assert not band.more.isVisible() and unfit(host) == []
    told = band.entries[0][1].toolTip()
    assert standings[0].person.name in told and f"{standings[0].points} points" in told


def test_a_narrow_band_counts_who_does_not_fit_and_never_widens_its_window(qtbot):
    night, records = night_played(1, names=[f"Person {number}" for number in range(10)], program=["goker", "okey"])
    window = QWidget()
    qtbot.addWidget(window)
    row = QHBoxLayout(window)
    band = StandingsBand()
    row.addWidget(band, 1)
    row.addWidget(QLabel("Night"))
    window.resize(420, 50)
    window.show()
    qtbot.waitExposed(window)
    band.show_night(night, records)
    qtbot.wait(50)
    assert window.width() == 420  # the band never makes its window wider
    assert band.minimumSizeHint().width() <= 400 and band.sizeHint().height() <= 40
    shown = band_entries(band)
    assert 0 < len(shown) < 10 and band.more.isVisible()
    assert plain(band.more.text()) == f"+{10 - len(shown)}"
    best_first = [f"{line.place}. {line.person.name} {line.points}" for line in night.standings(records)]
    assert shown == best_first[:len(shown)]
    assert unfit(window) == []


def test_the_program_goes_beside_the_standings_only_when_they_fit_there(qtbot, turkish):
    """Turkish headings ("Kazanılan") are wider: a view wide enough for the program beside the
    English standings puts it under the Turkish ones, nothing cut."""
    night, records = night_played(1)
    view = shown_view(qtbot, night, records, size=(720, 700), scale=800 / 1920)
    assert view.outer.direction() == view.outer.Direction.TopToBottom
    assert standings_rows(view) == expected_rows(night, records)
    assert unfit(view) == []
    install_language("en")
    view.draw()
    assert view.outer.direction() == view.outer.Direction.LeftToRight and unfit(view) == []
