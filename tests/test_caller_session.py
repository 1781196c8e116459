"""A caller's session from the launcher (issue 35): the Goker tile, the new-game dialog with "A
session of several games" (Goker with three short levels, then Super Pokeno Bonus), each game
played by taps on its console; between games the console shows the session's standings and
"Start game 2 of 2", the projector "Game 2 of 2, next: Super Pokeno Bonus" and the winners so
far; a kill there, the session resumed as one entry of the resume dialog; the session's end, its
report (PDF, read back), and its place in the score history."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QFileDialog

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.smoke import when_modal
from gamenight.caller.session_summary import champions_line
from gamenight.night.night import Night
from gamenight.storage.nights import NightsStore
from session_play import add_game, click, fill_session, play_goker, play_pokeno, resume_the_session, session_of
from user_path import killed_and_reopened, start_from_launcher

NAMES = ["Ann", "Bob", "Cy"]


def pdf_text(path) -> str:
    document = QPdfDocument()
    document.load(str(path))
    return "\n".join(document.getAllText(page).text() for page in range(document.pageCount()))


def test_a_session_of_goker_then_pokeno_from_the_launcher(window, qtbot, tmp_path, monkeypatch):
    wait = lambda done: qtbot.waitUntil(done, timeout=5000)  # noqa: E731
    match = start_from_launcher(window, qtbot, "goker", fill_session(NAMES, [("pokeno", {"everyone_calls": False})]))
    session = session_of(window)
    assert match.record.game == "goker" and match.record.options["level3"] == 15
    assert [seat.name for seat in match.seats] == NAMES and all(seat.person for seat in match.seats)
    window.screen_widget.open_audience(window.screen())  # More -> Audience window: on the console's screen
    play_goker(window, wait)
    screen = window.screen_widget
    goker_winners = [seat.name for seat, place in zip(match.seats, match.state.placements(), strict=True)
                     if place == 1]
    assert screen.end_panel.isVisible()
    assert screen.end_panel.again_button.text() == "Session: standings and game 2 of 2"

    click(screen.end_panel.again_button)  # between games
    page, projector = session.page, session.projector
    assert window.stack.currentWidget() is page and window.controller is None
    assert page.headline.text() == "Game 2 of 2, next: Super Pokeno Bonus"
    assert page.start_button.text() == "Start game 2 of 2: Super Pokeno Bonus"
    night = Night(session.night.record)
    standings = night.standings({match.record.match_id: match.record})
    assert [page.standings.item(row, 1).text().split(" ", 1)[1].strip("\u2068\u2069") for row in range(3)] == \
        [standing.person.name for standing in standings]
    assert [int(page.standings.item(row, 2).text()) for row in range(3)] == [standing.points for standing in standings]
    assert projector is not None and projector.isVisible()  # where the audience window was
    assert projector.headline.text() == "Game 2 of 2, next: Super Pokeno Bonus"
    assert projector.first_winners.text().startswith("Game 1, Goker: ")
    assert all(name in projector.first_winners.text() for name in goker_winners)

    window = killed_and_reopened(qtbot)  # killed between games (the first window abandoned, nothing written)
    entries = resume_the_session(window)
    assert len(entries) == 1 and entries[0].startswith("Caller's session \u2014 \u2068Ann\u2069, \u2068Bob\u2069, "
                                                       "\u2068Cy\u2069\n1 of 2 games played, next: Super Pokeno Bonus")
    resumed = session_of(window)
    assert resumed.night.record.uid == session.night.record.uid
    session, page = resumed, resumed.page
    assert window.stack.currentWidget() is page and page.headline.text() == "Game 2 of 2, next: Super Pokeno Bonus"
    assert [int(page.standings.item(row, 2).text()) for row in range(3)] == [standing.points for standing in standings]
    click(page.projector_button)  # the hall's projector again, from the session's page
    projector = session.projector
    assert projector is not None and projector.isVisible() and projector.headline.text() == page.headline.text()

    click(page.start_button)
    second = window.controller.match
    assert second.record.game == "pokeno" and {seat.person for seat in second.seats} == \
        {seat.person for seat in match.seats}
    assert not projector.isVisible() and window.screen_widget.projector.isVisible()  # the game's own again
    play_pokeno(window, wait)
    assert window.screen_widget.end_panel.again_button.text() == "Session: the final standings"
    click(window.screen_widget.end_panel.again_button)
    assert page.headline.text().endswith("the session!") and page.start_button.isHidden()
    assert projector.isVisible() and projector.headline.text() == page.headline.text()
    assert session.night.record.finished

    path = tmp_path / "report.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    click(page.report_button)
    lines = pdf_text(path).splitlines()
    summary = session.summary()
    assert lines[1] == champions_line(summary).replace("\u2068", "").replace("\u2069", "")  # "Cy wins the session!"
    assert lines[2:4] == ["Standings", "Place Player Points Games won"]
    assert lines[4:7] == [f"{line.place} {line.person.glyph} {line.person.name} {line.points} {line.wins}"
                          for line in session.night.standings(session.records)]
    for game, at in zip(summary.played, (7, 12), strict=True):
        assert lines[at] == f"Game {game.number} of 2: {game.name}"
        assert lines[at + 2:at + 5] == [f"{seat.place} {seat.name} {seat.score:.0f} {seat.points}"
                                        for seat in game.seats]
    assert sorted(seat.name for seat in summary.played[0].winners) == sorted(goker_winners)
    nights = NightsStore(window.context.history).nights()
    assert len(nights) == 1 and nights[0].finished and len(nights[0].games) == 2
    assert {person.name for person in nights[0].champions} == set(session.summary().champions)

    click(page.leave_button)  # back to the games: the session is put away, nothing left to resume
    assert window.stack.currentWidget() is window.launcher and not projector.isVisible()


def test_the_session_box_shows_each_games_house_rules_whole(window, qtbot):
    seen = {}

    def look(dialog) -> None:
        box = dialog.session_box
        box.setChecked(True)
        for game in ("pokeno", "goker"):
            add_game(box.editor, game, {})
            qtbot.wait(10)  # laid out
            area = box.editor.rules_area
            seen[game] = (area.horizontalScrollBar().maximum(), area.widget().width(), area.viewport().width())
        dialog.reject()

    when_modal(NewGameDialog, look)
    qtbot.mouseClick(window.launcher.tiles["goker"].button, Qt.MouseButton.LeftButton)
    assert seen["goker"][0] == seen["pokeno"][0] == 0, seen  # nothing cut at the right, no scrolling sideways
