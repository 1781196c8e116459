"""The kit's score sheet in its other shapes: players as rows (Goker's ten players), rounds known in
advance, extra lines before the total, and a "points left" sheet counting down from a start (Okey)."""
from gamenight.table.score_sheet import ScoreSheet


def _headers(sheet: ScoreSheet) -> list[str]:
    return [sheet.horizontalHeaderItem(column).text() for column in range(sheet.columnCount())]


def _row(sheet: ScoreSheet, row: int) -> list[str]:
    return [sheet.item(row, column).text() for column in range(sheet.columnCount())]


def test_players_as_rows_show_the_planned_rounds_extra_lines_and_a_bold_total(qtbot):
    sheet = ScoreSheet(["Ann", "Bo", "Cy"], players_as_rows=True, round_labels=("L1", "L2", "L3"))
    qtbot.addWidget(sheet)
    sheet.show_rounds([(50, 0, 200)], totals=(75, 0, 200), marks=[("", "", "\u2605")], extra=[("Guess", (25, 0, 0))])
    assert sheet.rowCount() == 3
    assert [sheet.verticalHeaderItem(row).text() for row in range(3)] == ["Ann", "Bo", "Cy"]
    assert _headers(sheet) == ["L1", "L2", "L3", "Guess", "Total"]
    assert _row(sheet, 2) == ["200\u2605", "", "", "0", "200"]
    assert sheet.total_texts() == ["75", "0", "200"]
    assert sheet.item(0, 4).font().bold() and not sheet.item(0, 0).font().bold()


def test_a_points_left_sheet_counts_down_from_the_start(qtbot):
    sheet = ScoreSheet(["Ann", "Bo"], players_as_rows=True, start=20)
    qtbot.addWidget(sheet)
    assert _headers(sheet) == ["Start", "Left"] and sheet.total_texts() == ["20", "20"]
    sheet.show_rounds([(-2, 0), (0, -4)])
    assert _headers(sheet) == ["Start", "R1", "R2", "Left"]
    assert _row(sheet, 1) == ["20", "0", "-4", "16"] and sheet.total_texts() == ["18", "16"]
    turned = ScoreSheet(["Ann", "Bo"], start=20)
    qtbot.addWidget(turned)
    turned.show_rounds([(-2, 0)], totals=(17, 20))
    assert [turned.verticalHeaderItem(row).text() for row in range(3)] == ["Start", "Round 1", "Left"]
    assert turned.total_texts() == ["17", "20"]


def test_many_rounds_scroll_sideways_to_the_latest_and_every_player_stays_in_sight(qtbot):
    sheet = ScoreSheet(["Ann", "Bo", "Cy", "Di"], players_as_rows=True, start=20)
    qtbot.addWidget(sheet)
    sheet.resize(260, 100)
    sheet.show()
    sheet.show_rounds([(-1, 0, 0, -1)] * 12)
    qtbot.waitUntil(lambda: sheet.horizontalScrollBar().isVisible())
    bar = sheet.horizontalScrollBar()
    assert bar.value() == bar.maximum() > 0  # the latest rounds and "Left" show
    assert sheet.viewport().height() >= sheet.verticalHeader().length()  # no player's row is cut off
    assert sheet.total_texts() == ["8", "20", "20", "8"]
