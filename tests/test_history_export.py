"""The history's CSV export matches what the history shows (running totals of unfinished games,
a status, each round's points), keeps formula-like cells as text, and its dialog starts in the
documents folder; a void round is not numbered as a round; the win share is numbered to 100 %."""
import csv

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from gamenight.app.charts import WinShareChart
from gamenight.app.history_page import HistoryPage
from gamenight.core import registry
from gamenight.core.engine import CHANCE
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.games.pokeno.rules import Dice
from gamenight.storage.csv_cells import spreadsheet_safe
from gamenight.storage.history import HistoryStore
from gamenight.storage.history_csv import export_history_csv
from gamenight.storage.keeper import MatchKeeper
from gamenight.table.names import name_text


def exported(history, tmp_path):
    path = tmp_path / "out.csv"
    export_history_csv(history, path, history.games())
    return list(csv.DictReader(path.open(encoding="utf-8", newline="")))


def pokeno_with_void_rounds(history):
    """A Super Pokeno Bonus game kept by the app's keeper: its 1st and 3rd rounds are void
    (base roll 11: the caller loses 10), the 2nd counts; not finished."""
    match = Match.start("pokeno", [Seat("Ann"), Seat("Bob")], seed=1)
    keeper = MatchKeeper(match, None, history)
    while match.current_player >= 0:
        match.apply(match.state.legal_actions()[0])
    match.apply(Dice((5, 6)))
    while len(match.state.completed_rounds()) < 2:
        match.advance() if match.current_player == CHANCE else match.apply(match.state.legal_actions()[0])
    match.apply(Dice((6, 5)))
    keeper.after_change()
    return match


@pytest.mark.parametrize("cell", ["\t=1+2", "\r=HYPERLINK(\"http://x\")", "\tBo", "\r"])
def test_cells_starting_with_a_tab_or_carriage_return_are_kept_as_text(cell):
    assert spreadsheet_safe(cell) == "'" + cell


def test_a_name_starting_with_a_tab_is_exported_as_text(tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    record = GameRecord("pokeno", {}, [Seat("\t=1+2"), Seat("Bo")], seed=1)
    history.begin_game(record)
    history.finish_game(record, [3, 5], [2, 1])
    assert [row["player"] for row in exported(history, tmp_path)] == ["'\t=1+2", "Bo"]


def test_unfinished_games_export_the_totals_the_history_shows_with_status_and_rounds(qtbot, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    okey = GameRecord("okey", {}, [Seat(name) for name in ("Cy", "Di", "Ed", "Flo")], seed=2,
                      created="2026-01-01T10:00:00")
    history.begin_game(okey)
    history.set_rounds(okey.match_id, [(-2, -4, 0, 0), (0, -6, 0, -2)])  # Okey counts down from its starting points
    dropped = GameRecord("pokeno", {}, [Seat("Eve"), Seat("Fay")], seed=3, created="2026-01-02T10:00:00")
    history.begin_game(dropped)
    history.set_rounds(dropped.match_id, [(5, 1)])
    history.abandon_game(dropped.match_id)
    done = GameRecord("pokeno", {}, [Seat("Gus"), Seat("Hal")], seed=4, created="2026-01-03T10:00:00")
    history.begin_game(done)
    history.set_rounds(done.match_id, [(4, 0), (1, 9)])
    history.finish_game(done, [5, 9], [2, 1])
    rows = {row["player"]: row for row in exported(history, tmp_path)}

    info = registry.get("okey")
    start = info.new_state(info.resolve_options({}), 4).scores()
    assert [rows[name]["score"] for name in ("Cy", "Di")] == [str(float(start[0] - 2)), str(float(start[1] - 10))]
    page = HistoryPage(history)
    qtbot.addWidget(page)
    shown = page.table.item([row.game for row in page.rows].index("okey"), 2).text()
    assert f"{name_text('Cy')} {start[0] - 2:g}, {name_text('Di')} {start[1] - 10:g}" in shown  # as listed
    assert [rows[name]["status"] for name in ("Cy", "Eve", "Gus")] == ["in progress", "abandoned", "finished"]
    assert [rows["Eve"]["score"], rows["Fay"]["score"]] == ["5.0", "1.0"]
    assert [rows["Gus"]["score"], rows["Gus"]["placement"]] == ["5.0", "2"]
    assert [rows["Di"]["round_1"], rows["Di"]["round_2"]] == ["-4.0", "-6.0"]
    assert [rows["Hal"]["round_1"], rows["Hal"]["round_2"]] == ["0.0", "9.0"]
    assert rows["Fay"]["round_1"] == "1.0" and rows["Fay"]["round_2"] == ""


def test_a_void_round_is_not_numbered_in_the_history_nor_the_csv(qtbot, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    match = pokeno_with_void_rounds(history)
    rounds = match.state.completed_rounds()
    detail = history.detail(history.games()[0].id)
    assert detail.void == {0, 2} and detail.round_labels() == ["void", "1", "void"]
    page = HistoryPage(history)
    qtbot.addWidget(page)
    headers = [page.rounds_table.verticalHeaderItem(row).text() for row in range(page.rounds_table.rowCount())]
    assert headers == ["Void round", "Round 1", "Void round", "Total"]
    ticks = page.progression.plot.getAxis("bottom")._tickLevels[0]
    assert [text for _, text in ticks] == ["void", "1", "void"]
    assert "totals after 1 round and 2 void" in page.table.item(0, 2).text()
    rows = exported(history, tmp_path)
    assert "round_2" not in rows[0]  # one counted round, one column
    caller_void = sum(points[0] for index, points in enumerate(rounds) if index in (0, 2))
    assert [float(rows[0]["round_1"]), float(rows[0]["void_rounds"])] == [rounds[1][0], caller_void]
    assert float(rows[0]["score"]) == match.state.scores()[0]


def test_an_undone_void_round_leaves_no_mark(tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    record = GameRecord("pokeno", {}, [Seat("Ann"), Seat("Bob")], seed=1)
    history.begin_game(record)
    history.set_rounds(record.match_id, [(-10, 0), (3, 4)], {0})
    history.set_rounds(record.match_id, [(-10, 0)], {0})
    history.set_rounds(record.match_id, [], set())
    history.set_rounds(record.match_id, [(5, 5)], set())
    assert history.detail(history.games()[0].id).void == frozenset()


def test_the_export_dialog_starts_in_the_documents_folder(qtbot, tmp_path, monkeypatch):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    record = GameRecord("pokeno", {}, [Seat("Ann"), Seat("Bob")], seed=1)
    history.begin_game(record)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: asked.append(args) or ("", ""))
    page = HistoryPage(history)
    qtbot.addWidget(page)
    page.export_button.click()
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert documents and asked[0][2] == f"{documents}/gamenight-history.csv"


def test_the_win_share_axis_is_numbered_up_to_100_percent(qtbot):
    chart = WinShareChart()
    qtbot.addWidget(chart.widget)
    chart.show(None, {"goker": (2, 2), "okey": (1, 3)}, {})
    numbered = [value for level in chart.plot.getAxis("left")._tickLevels for value, text in level if text]
    assert max(numbered) == 100 and 0 in numbered


def test_a_file_that_cannot_be_written_is_said_and_a_history_that_cannot_be_read_leaves_no_file(qtbot, tmp_path,
                                                                                                monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gamenight.storage.history import HistoryUnavailable

    history, _ = HistoryStore.open(tmp_path / "h.sqlite3")
    pokeno_with_void_rounds(history)
    page = HistoryPage(history)
    qtbot.addWidget(page)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: said.append(text))
    (tmp_path / "folder.csv").mkdir()
    page.export_csv(str(tmp_path / "folder.csv"))
    assert said == ["The history was not exported: a folder is in the way of the file."]

    def locked(self, game_id):
        raise HistoryUnavailable("the score history is locked by another program")

    monkeypatch.setattr(HistoryStore, "detail", locked)
    page.export_csv(str(tmp_path / "out.csv"))
    assert said[-1] == "The history was not exported: the score history is locked by another program."
    assert not (tmp_path / "out.csv").exists()
