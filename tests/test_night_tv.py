"""The TV table through a night (app/tv_table.py's night mode), one TV all evening: between games
the night's standings fill it (for the TV's screen: measured on real screen sizes in test_night_tv_screens.py),
with the join codes of the people whose phones have not joined, each named as the person (gone
once their phone joins); a game of the night shows as a single game's does with the standings'
band over it (drawn again, not rebuilt, for the same game); between games again the standings
come back; a language change redraws all of it. The night's games are played by bots through the
night core; the night's phone table is the stand-in of tests/night/night_table.py."""
from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QLabel
from tests.night.night_table import NightPhones, night_played
from tests.test_night_standings import expected_rows, plain, standings_rows

from gamenight.app.night_words import person_text
from gamenight.app.tv_join_codes import JoinCodes
from gamenight.app.tv_table import TvTable
from gamenight.caller.projector import picture_scale, scaled_px
from gamenight.core.match import Match
from gamenight.table.fonts import bold_font
from gamenight.table.language import install_language
from layout_fit import unfit


def tv_between_games(qtbot, context, night, records, table, size=(1920, 1080)) -> TvTable:
    """The night's TV made between its games, as the host makes it, at `size`."""
    tv = TvTable(None, context, table)
    qtbot.addWidget(tv)
    tv.resize(*size)
    tv.show_night(night, records)
    tv.show()
    qtbot.waitExposed(tv)
    qtbot.wait(50)
    return tv


def captions(tv: TvTable) -> list[str]:
    return [plain(label.text()) for _, label, _ in tv.codes.tiles.values()]


def test_between_games_the_tv_shows_the_standings_and_each_phone_persons_code(window, qtbot):
    night, records = night_played(1)  # Goker for six people on phones; Okey next
    phones = NightPhones(night, records)
    phones.join(0)  # Ada's phone has joined
    tv = tv_between_games(qtbot, window.context, night, records, phones)
    assert tv.standings is not None and tv.table_screen is None and tv.standings_band is None
    assert standings_rows(tv.standings) == expected_rows(night, records)
    scale = picture_scale(tv.screen().size())  # its words are for the TV's screen (measured in test_night_tv_screens)
    assert tv.standings.scale == scale
    assert min(QFontInfo(label.font()).pixelSize() for label in tv.standings.labels) >= scaled_px(40, scale)
    assert plain(tv.heading.text()) == "Game night \u00b7 1 of 4 games played"
    people = [entry.person for entry in night.record.people]
    assert captions(tv) == [plain(person_text(person)) for person in people[1:]] + ["Watch on your phone"]
    phones.join(3)  # Di's phone joins: her code goes
    assert captions(tv) == [plain(person_text(person)) for person in people[1:] if person.name != "Di"] + \
        ["Watch on your phone"]
    assert unfit(tv) == []


def test_a_nights_game_shows_with_the_band_then_the_standings_come_back(window, qtbot):
    night, records = night_played(1, program=["goker", "okey"])
    for person in night.record.people:  # the game's people at this machine: no phone server opens for it
        night.set_presence(person.uid, "here")
    tv = tv_between_games(qtbot, window.context, night, records, None)
    assert tv.codes is None  # no phone table: no codes
    record = night.start_game(seed=3)
    window.open_match(Match.from_record(record))
    window.controller.bot_delay_ms = 0
    records[record.match_id] = window.controller.match.record
    tv.show_game(window.controller, night, records)
    qtbot.wait(50)
    assert tv.standings is None and tv.table_screen is not None and tv.table_screen.isVisible()
    band = tv.standings_band
    assert band is not None and band.isVisible() and plain(band.progress.text()).startswith("Game 2 of 2")
    shown = [plain(words.text()) for _, words in band.entries if words.isVisible()]
    assert shown == [f"{line.place}. {line.person.name} {line.points}" for line in night.standings(records)]
    assert band.geometry().bottom() < tv.table_screen.geometry().top()  # over the game, not on it
    screen = tv.table_screen
    tv.show_game(window.controller, night, records)  # the same game again: only the band is drawn
    assert tv.table_screen is screen and tv.standings_band is band
    install_language("tr")
    try:
        qtbot.waitUntil(lambda: not plain(band.progress.text()).startswith("Game"), timeout=3000)
        assert plain(band.progress.text()).startswith("Oyun 2 / 2")
    finally:
        install_language("en")
    window.close_match()
    records.pop(record.match_id)
    night.forget_game(record.match_id)
    tv.show_night(night, records)  # between games again
    qtbot.wait(50)
    assert tv.table_screen is None and tv.standings_band is None and tv.standings is not None
    assert standings_rows(tv.standings) == expected_rows(night, records)
    assert plain(tv.heading.text()) == "Game night \u00b7 1 of 2 games played"
    tv.release()


def test_the_standings_on_the_tv_speak_turkish_after_a_language_change(window, qtbot):
    night, records = night_played(1)
    phones = NightPhones(night, records)
    tv = tv_between_games(qtbot, window.context, night, records, phones)
    english = sorted(plain(label.text()) for label in tv.standings.labels)
    install_language("tr")
    try:
        turkish = [plain(label.text()) for label in tv.standings.labels]
        assert "Sırada: Okey" in turkish and "2. Okey \u2014 sırada" in turkish and "Puan" in turkish
        assert "Next: Okey" in english and "Points" not in turkish
        assert plain(tv.heading.text()) == "Oyun gecesi \u00b7 4 oyunun 1 tanesi oynandı"
        assert "Telefonunuzdan izleyin" in captions(tv)
        assert unfit(tv) == []
    finally:
        install_language("en")
    assert sorted(plain(label.text()) for label in tv.standings.labels) == english


def test_no_caption_of_a_code_is_cut_in_a_narrow_column_in_turkish(qtbot, turkish):
    """"Telefonunuzdan izleyin" under codes narrower than its first word (the codes of five phones in
    the band of a 1366x768 TV): the columns are fewer, each as wide as the captions' widest word,
    and all the codes still show at once."""
    night, _ = night_played(0)
    phones = NightPhones(night, {})
    phones.join(0)
    phones.join(1)

    def text_line(base_px: float) -> QLabel:  # the TV's words at 1366x768
        label = QLabel()
        label.setWordWrap(True)
        label.setFont(bold_font(label, scaled_px(base_px, 768 / 1080)))
        return label

    codes = JoinCodes(phones, text_line)
    qtbot.addWidget(codes)
    codes.resize(355, 470)
    codes.show()
    qtbot.waitExposed(codes)
    labels = [label for _, label, _ in codes.tiles.values()]
    assert len(labels) == 5 and all(label.isVisible() for label in labels)
    for label in labels:
        widest = max(label.fontMetrics().horizontalAdvance(word) for word in label.text().split(" "))
        assert label.width() >= widest, (label.text(), label.width(), widest)
    assert unfit(codes) == []
