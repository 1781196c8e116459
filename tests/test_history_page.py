"""The score history page shows the game its list highlights: the first on open, then whichever
row becomes current (by click, keys or a filter change)."""
from PySide6.QtCore import Qt

from gamenight.app.history_page import HistoryPage
from gamenight.core.records import GameRecord, Seat
from gamenight.storage.history import HistoryStore


def stored_games(tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    for number, (names, rounds) in enumerate([(["Ann", "Bob"], [(1, 2)]),
                                              (["Cy", "Di"], [(5, 0), (1, 1)]),
                                              (["Ann", "Eve"], [(3, 4), (0, 2), (7, 7)])]):
        record = GameRecord("pokeno", {}, [Seat(name) for name in names], seed=number,
                            created=f"2026-01-0{number + 1}T10:00:00")
        history.begin_game(record)
        history.set_rounds(record.match_id, rounds)
    return history


def shown_players(page):
    return [page.rounds_table.horizontalHeaderItem(column).text() for column in range(page.rounds_table.columnCount())]


def test_the_first_game_is_selected_and_shown_on_open(qtbot, tmp_path):
    page = HistoryPage(stored_games(tmp_path))
    qtbot.addWidget(page)
    assert page.table.currentRow() == 0 and page.table.item(0, 2).isSelected()
    assert shown_players(page) == list(page.rows[0].names)


def test_the_detail_follows_the_current_row_and_the_filters(qtbot, tmp_path):
    page = HistoryPage(stored_games(tmp_path))
    qtbot.addWidget(page)
    page.show()
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Down)
    assert page.table.currentRow() == 1 and shown_players(page) == list(page.rows[1].names)
    page.table.setCurrentCell(2, 0)
    assert shown_players(page) == list(page.rows[2].names)
    assert page.rounds_table.rowCount() == len(page.history.detail(page.rows[2].id).rounds) + 1
    # a filter puts another game at the top: the detail shows that one, not the last one seen
    page.player_filter.setCurrentIndex(page.player_filter.findData("Cy"))
    assert [row.names for row in page.rows] == [("Cy", "Di")]
    assert page.table.currentRow() == 0 and shown_players(page) == ["Cy", "Di"]
    assert list(page.progression.curves[0].getData()[1]) == [5, 6]


def test_a_refresh_shows_the_new_top_game_even_when_row_0_was_current(qtbot, tmp_path):
    history = stored_games(tmp_path)
    page = HistoryPage(history)
    qtbot.addWidget(page)
    assert page.table.currentRow() == 0
    record = GameRecord("pokeno", {}, [Seat("Fay"), Seat("Gus")], seed=9, created="2026-02-01T10:00:00")
    history.begin_game(record)
    history.set_rounds(record.match_id, [(2, 9)])
    page.refresh()  # as when the page is shown again after a game
    assert page.rows[0].names == ("Fay", "Gus")
    assert page.table.currentRow() == 0 and shown_players(page) == ["Fay", "Gus"]
    assert list(page.progression.curves[1].getData()[1]) == [9]
