"""The resume list says each game's mode, progress and dates, discards several games at once, and
the history marks discarded games abandoned; an Okey game in the history reads as points left."""
import dataclasses
import os

from PySide6.QtWidgets import QMessageBox

from gamenight.app.history_page import HistoryPage
from gamenight.app.resume_dialog import ResumeDialog, mode_text, progress_text
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.history import HistoryStore

BOT = Seat("Bot", "bot", "easy")


def played(game: str, seats: list[Seat], calls: int, options: dict | None = None) -> GameRecord:
    """A bots-only match of `game` advanced until `calls` balls or cards were called, given `seats`."""
    match = Match.start(game, [dataclasses.replace(BOT, name=f"Bot {n}") for n in range(len(seats))], options, seed=5)
    while sum(action["kind"] in ("ball", "draw") for action in match.record.actions) < calls:
        assert match.advance() is not None
    return dataclasses.replace(match.record, seats=seats)


def test_modes_and_progress_are_read_from_the_record():
    goker = played("goker", [Seat("Ann"), Seat("Bob")], calls=7)
    assert mode_text(goker) == "caller console" and progress_text(goker) == "round 1, call 7"
    live = dataclasses.replace(goker, options={**goker.options, "draw": "external"})
    assert mode_text(live) == "caller console, live caller"
    okey = Match.start("okey", [Seat("Ann"), BOT, dataclasses.replace(BOT, name="B2"),
                                dataclasses.replace(BOT, name="B3")], seed=2).record
    assert mode_text(okey) == "solo" and progress_text(okey) == "round 1"  # Okey has no calls
    hot_seat = Match.start("okey", [Seat(name) for name in ("Ann", "Bob", "Cy", "Di")], seed=2).record
    assert mode_text(hot_seat) == "hot-seat, 4 players"


def saved_games(tmp_path, count):
    autosaves, (history, _) = AutosaveStore(tmp_path / "autosave"), HistoryStore.open(tmp_path / "history.sqlite")
    records = []
    for number in range(count):
        record = played("goker", [Seat(f"P{number}"), Seat("Zed")], calls=number + 1)
        autosaves.save(record)
        history.begin_game(record)
        records.append(record)
    return autosaves, history, records


def test_each_line_shows_mode_progress_and_when_it_was_played(qtbot, tmp_path):
    autosaves, history, records = saved_games(tmp_path, 1)
    os.utime(autosaves.path_for(records[0].match_id), (1_700_000_000, 1_700_000_000))  # 14 Nov 2023
    dialog = ResumeDialog(records, autosaves, history=history)
    qtbot.addWidget(dialog)
    text = dialog.list.item(0).text()
    assert "Goker \u2014 \u2068P0\u2069, \u2068Zed\u2069\ncaller console \u00b7 round 1, call 1" in text
    assert "last played " in text and "Nov 2023" in text and "started " in text


def test_several_games_are_discarded_at_once_and_marked_abandoned(qtbot, tmp_path, monkeypatch):
    autosaves, history, records = saved_games(tmp_path, 3)
    dialog = ResumeDialog(records, autosaves, history=history)
    qtbot.addWidget(dialog)
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.Yes)
    dialog.list.item(0).setSelected(True)
    dialog.list.item(2).setSelected(True)
    assert dialog.discard_button.text() == "Discard 2 games\u2026" and not dialog.resume_button.isEnabled()
    dialog.discard_button.click()
    assert len(asked) == 1 and "these 2 saved games" in asked[0]
    kept = dialog.list.item(0).data(256)
    assert dialog.list.count() == 1 and kept.match_id == records[1].match_id
    assert len(list((tmp_path / "autosave" / "trash").glob("*.json"))) == 2
    abandoned = {row.names[0] for row in history.games() if row.abandoned}
    assert abandoned == {"P0", "P2"}

    page = HistoryPage(history)
    qtbot.addWidget(page)
    statuses = {page.table.item(row, 2).text().split(",")[0]: page.table.item(row, 4).text()
                for row in range(page.table.rowCount())}
    assert statuses == {"\u2068P0\u2069": "abandoned", "\u2068P1\u2069": "in progress", "\u2068P2\u2069": "abandoned"}


def test_a_discarded_game_played_again_is_no_longer_abandoned(tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    record = GameRecord("okey", {}, [Seat(name) for name in "ABCD"], seed=1)
    history.abandon_game(record.match_id)  # never entered: nothing to mark
    assert history.games() == []
    history.begin_game(record)
    history.abandon_game(record.match_id)
    assert history.games()[0].abandoned
    history.begin_game(record)  # its file put back from the trash and resumed
    assert history.games()[0].abandoned is None


def test_a_history_without_the_abandoned_table_gets_it_when_opened(tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    history.begin_game(GameRecord("okey", {}, [Seat(name) for name in "ABCD"], seed=1))
    history._db.execute("DROP TABLE abandoned")  # as an earlier Game Night wrote it
    history.close()
    again, notice = HistoryStore.open(tmp_path / "history.sqlite")
    assert notice is None and len(again.games()) == 1 and again.games()[0].abandoned is None


def test_okey_in_the_history_counts_down_the_points_left(qtbot, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    record = GameRecord("okey", {"start_points": 15}, [Seat(name) for name in "ABCD"], seed=1)
    history.begin_game(record)
    history.set_rounds(record.match_id, [(0, -2, -2, -2), (-4, 0, -4, -4)])
    page = HistoryPage(history)
    qtbot.addWidget(page)
    assert page.table.item(0, 2).text().startswith("\u2068A\u2069 11, \u2068B\u2069 13, \u2068C\u2069 9")
    table = page.rounds_table
    assert [table.verticalHeaderItem(row).text() for row in range(table.rowCount())] == [
        "Start", "Round 1", "Round 2", "Total"]
    assert table.item(0, 0).text() == "15" and table.item(3, 1).text() == "13"
    xs, ys = page.progression.curves[0].getData()
    assert list(xs) == [0, 1, 2] and list(ys) == [15, 15, 11]
    assert page.progression.plot.getAxis("left").labelText == "points left"
