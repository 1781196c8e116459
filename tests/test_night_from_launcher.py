"""A night at the desktop from where its host starts it: Game -> New night…, the dialog filled
(people here, on a phone and away, the program with each game's house rules, the scoring with its
points shown), the night page (standings, program, the next game's seats, Ready), each game on the
window's screen with the night's band, its end offering "Back to the night", the program changed
mid-night, who sits out, a phone person following their person into each game (or watching), and
the night's end with its champion in the history."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from tests.net.phones import follow_in_the_background
from tests.net.test_desktop_host import free_port

from gamenight.app.smoke import when_modal
from gamenight.night.scoring import points_table
from gamenight.storage.nights import NightsStore
from gamenight.storage.people import PeopleStore
from gamenight.table.names import name_text
from night_desk import click, fill_night, play_game_out, start_night
from test_people_from_launcher import type_text
from user_path import play_on

PEOPLE = [("Ada", "human"), ("Bo", "phone"), ("Cy", "human"), ("Di", "human"), ("Ed", "human"), ("Fay", "away")]


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    """The night's phone table listens on 127.0.0.1 only."""
    monkeypatch.setattr("gamenight.net.serve.default_address", lambda: "127.0.0.1")


def page_standings(page) -> list[tuple[str, str, str, str, str]]:
    table = page.standings
    return [tuple(table.item(row, column).text() for column in range(5)) for row in range(table.rowCount())]


def standings_now(night) -> list[tuple[str, str, str, str, str]]:
    return [(str(line.place), name_text(line.person.name), str(line.points), str(line.played), str(line.wins))
            for line in night.night.standings(night.records)]


def sitters(page) -> dict[str, bool]:
    items = [page.sitters.item(row) for row in range(page.sitters.count())]
    return {item.text().strip("\u2068\u2069"): item.checkState() == Qt.CheckState.Checked for item in items}


def test_a_night_from_the_launcher_with_a_phone_person_sit_outs_and_the_program_changed(window, qtbot):
    window.context.settings.phone_port = free_port()
    shown = []

    def fill(dialog) -> None:
        fill_night(dialog, PEOPLE, ["goker", "okey", "goker"])
        shown.append(dialog.points.text())

    night = start_night(window, qtbot, fill)
    assert f"Goker, 5 people: {', '.join(map(str, points_table(5)))}" in shown[0]  # Fay is away
    assert "Okey, 4 people: 5, 3, 2, 1" in shown[0]
    page, record = night.page, night.night.record
    assert window.stack.currentWidget() is page and window.tv_action.isEnabled()  # the TV's night, between games
    assert [(person.person.name, person.presence) for person in record.people] == [
        ("Ada", "here"), ("Bo", "phone"), ("Cy", "here"), ("Di", "here"), ("Ed", "here"), ("Fay", "away")]
    assert [(item.game, item.options.get("level1")) for item in record.program] == [
        ("goker", 5), ("okey", None), ("goker", 5)]
    assert page_standings(page) == standings_now(night) and {row[2] for row in page_standings(page)} == {"0"}
    assert sitters(page) == {"Ada": True, "Bo": True, "Cy": True, "Di": True, "Ed": True}  # Goker takes them all

    join = window.phones.join_screen
    assert join.isVisible() and sorted(join.rows) == [1]  # Bo's row: the night's one phone person
    go, phones = threading.Event(), []  # Bo says Ready only once `go` is set
    follow_in_the_background(night.table.link(1), "Bo", go, phones)
    qtbot.waitUntil(lambda: bool(phones) and bool(phones[0].log), timeout=10_000)
    first = phones[0].log[0][1]
    assert first["type"] == "night" and first["next"]["title"] == "Goker" and first["next"]["seat"] == 1
    click(qtbot, page.start_button)  # the host starts the first game: Bo has not said Ready
    goker = window.controller.match
    assert [seat.person for seat in goker.seats] == [person.uid for person in record.people[:5]]
    assert night.bar.isVisible() and window.stack.currentWidget() is window.screen_widget
    go.set()  # Bo's Ready comes late (refused: the game is on); Bo plays Bo's seat

    play_game_out(window, qtbot)
    assert {view["you"] for view in phones[0].views("Goker")} == {1}  # Bo's phone played Bo's seat
    qtbot.waitUntil(lambda: phones[0].log[-1][1]["type"] == "night", timeout=10_000)  # then the night's message
    assert [game["state"] for game in phones[0].log[-1][1]["program"]] == ["done", "next", "later"]
    end = window.screen_widget.end_panel
    qtbot.waitUntil(end.again_button.isVisible)
    assert end.again_button.text() == "Back to the night"
    click(qtbot, end.again_button)
    assert window.stack.currentWidget() is page and not night.bar.isVisible()
    assert page_standings(page) == standings_now(night)
    assert {row[1].strip("\u2068\u2069"): row[3] for row in page_standings(page)} == {
        "Ada": "1", "Bo": "1", "Cy": "1", "Di": "1", "Ed": "1", "Fay": "0"}  # Fay was away
    assert max(int(row[2]) for row in page_standings(page)) == points_table(5)[0]

    editor = page.program  # mid-night: a game added, moved up, and taken out again
    assert editor.list.currentRow() == 1 and not editor.up_button.isEnabled()  # nothing goes above the game played
    editor.game_choice.setCurrentIndex(editor.game_choice.findData("pokeno"))
    click(qtbot, editor.add_button)
    click(qtbot, editor.up_button)
    click(qtbot, editor.up_button)
    assert [item.game for item in record.program] == ["goker", "pokeno", "okey", "goker"]
    assert not editor.up_button.isEnabled()  # the game played stays first
    assert "Super Pokeno Bonus" in page.status.text()
    click(qtbot, editor.remove_button)
    assert [item.game for item in record.program] == ["goker", "okey", "goker"]

    assert sitters(page) == {"Ada": True, "Bo": True, "Cy": True, "Di": True, "Ed": False}  # Okey seats four
    assert page.next_title.text() == "Who sits in Okey (4 players): the others watch."  # not "4 to 4"
    page.sitters.item(1).setCheckState(Qt.CheckState.Unchecked)  # Bo out...
    page.sitters.item(4).setCheckState(Qt.CheckState.Checked)  # ...and Ed in
    seats = [seat.name for seat in night.night.plan_seats()]
    assert sorted(seats) == ["Ada", "Cy", "Di", "Ed"] and record.planned is not None
    assert page.seats.text().replace("\u2068", "").replace("\u2069", "") == \
        f"Seats: {seats[0]}, {seats[1]}, {seats[2]} and {seats[3]}"
    go.set()  # Bo says Ready: the next game starts by itself, with the host's seats
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.info.id == "okey",
                    timeout=20_000)
    okey = window.controller.match
    assert sorted(seat.name for seat in okey.seats) == ["Ada", "Cy", "Di", "Ed"]
    play_on(window, qtbot, 6)
    qtbot.waitUntil(lambda: len(phones[0].views("Okey")) > 3, timeout=10_000)
    watched = phones[0].views("Okey")
    told = [data for _, data in phones[0].log if data["type"] == "night"]
    assert told[-1]["next"]["title"] == "Okey" and told[-1]["next"]["seat"] is None  # Bo was told: watching
    assert all(view["you"] == -1 and "actions" not in view and view["night"]["person"] == "Bo" for view in watched)

    click(qtbot, night.bar.button)  # the night page during the game: the program changed meanwhile
    assert window.stack.currentWidget() is page and page.back_button.isVisible()
    assert "being played" in page.status.text()
    click(qtbot, editor.add_button)
    assert [item.game for item in record.program] == ["goker", "okey", "goker", "pokeno"]
    click(qtbot, page.back_button)
    assert window.stack.currentWidget() is window.screen_widget and window.controller.match is okey

    click(qtbot, night.bar.button)
    when_modal(QMessageBox, lambda box: click(qtbot, box.button(QMessageBox.StandardButton.Yes)))
    click(qtbot, page.end_button)  # the host ends the night: the Okey game going on is discarded
    assert window.night is None and window.controller is None and window.phones.table is None
    champions = night.night.champion(night.records)
    stored = NightsStore(window.context.history).nights()
    assert len(stored) == 1 and stored[0].finished
    assert [(row.game, bool(row.abandoned)) for row in stored[0].games] == [("goker", False), ("okey", True)]
    assert sorted(person.uid for person in stored[0].champions) == sorted(person.uid for person in champions)
    assert window.context.autosaves.path_for(okey.record.match_id) is None  # in the trash


def test_each_games_house_rules_show_whole_in_the_dialog_and_on_the_night_page_at_1366x768(window, qtbot):
    """Goker's ten house rules were cut at the right, under a sideways scroll bar."""
    games = ("goker", "okey", "pokeno", "jokers", "goodge")
    window.context.settings.phone_port = free_port()
    window.resize(1366, 740)
    cut = {}

    def fill(dialog) -> None:
        dialog.resize(1366 - 40, 768 - 80)
        fill_night(dialog, PEOPLE[:4], games)
        for row in range(len(games)):
            dialog.program.list.setCurrentRow(row)
            qtbot.wait(20)
            cut[games[row]] = dialog.program.rules_area.horizontalScrollBar().maximum()

    night = start_night(window, qtbot, fill)
    assert cut == dict.fromkeys(games, 0)
    editor = night.page.program
    for row in range(len(games)):
        editor.list.setCurrentRow(row)
        qtbot.wait(20)
        cut[games[row]] = editor.rules_area.horizontalScrollBar().maximum()
    assert cut == dict.fromkeys(games, 0) and night.page.width() <= 1366
    night.leave()


def test_a_known_person_picked_by_typing_a_bot_filling_a_seat_and_a_point_per_game_won(window, qtbot):
    """The New night dialog's names offer the people the history knows (typed, then picked in the
    list that opens): the night's person is that one, with their look. A bot sits in and is never
    ranked; scored by games won, the winner of each game gets a point."""
    known = PeopleStore(window.context.history).add_person("Ayşe")
    offered = []

    def fill(dialog) -> None:
        fill_night(dialog, [("", "human"), ("Bo", "human"), ("Robo", "bot")], ["goker"], scoring="wins")
        box = dialog.rows[0].name
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
        type_text(box, "ay")
        popup = box.completer().popup()
        qtbot.waitUntil(popup.isVisible, timeout=2000)
        model = popup.model()
        offered.extend(model.index(row, 0).data() for row in range(model.rowCount()))
        qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=popup.visualRect(model.index(0, 0)).center())
        qtbot.waitUntil(lambda: box.text() == "Ayşe", timeout=2000)
        offered.append(dialog.rows[0].look.toolTip())  # their colour and symbol shown
        offered.append(dialog.points.text())

    night = start_night(window, qtbot, fill)
    assert offered[0] == "Ayşe" and offered[1] and offered[2].startswith("Each game's winner gets a point")
    record = night.night.record
    assert record.people[0].person.uid == known.uid and record.scoring == "wins"
    click(qtbot, night.page.start_button)
    match = window.controller.match
    assert [(seat.name, seat.is_bot, seat.person) for seat in match.seats] == [
        ("Ayşe", False, known.uid), ("Bo", False, record.people[1].person.uid), ("Robo", True, None)]
    play_game_out(window, qtbot)
    lines = night.night.standings(night.records)
    assert [line.person.name for line in lines] in (["Ayşe", "Bo"], ["Bo", "Ayşe"])  # Robo is not ranked
    winners = {match.seats[seat].name for seat, place in enumerate(match.state.placements()) if place == 1}
    assert {line.person.name: line.points for line in lines} == {name: int(name in winners) for name in ("Ayşe", "Bo")}
    night.leave()
