"""The history charts as a user sees them: the legend measured against the rectangle the data is
plotted in (never over it, at a small and a large size, with many players), every colour of a
chart in the dark theme (background, axis text, grid, series, legend) following a theme change,
and the rounds table's columns fitting the players without a scroll bar."""
import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFontInfo, QPalette
from PySide6.QtWidgets import QApplication

from gamenight.app.charts import (
    SERIES_COLOURS,
    PlayerResultsChart,
    ScoreProgressionChart,
    WinShareChart,
    series_colour,
)
from gamenight.app.history_page import HistoryPage
from gamenight.app.theme import _dark_palette
from gamenight.core.records import GameRecord, Seat
from gamenight.storage.history import HistoryStore, PlayerResult

EIGHT = ["Ann", "Bob", "Cy", "Di", "Eve", "Flo", "Gus", "Hal"]


def data_rect(chart) -> QRect:
    """Where the data is drawn (the plot's view box), in the chart panel's coordinates."""
    plot = chart.plot
    box = plot.mapFromScene(plot.getPlotItem().getViewBox().sceneBoundingRect()).boundingRect()
    return QRect(plot.viewport().mapTo(chart.widget, box.topLeft()), box.size())


def legend_rect(chart) -> QRect:
    legend = chart.widget.legend
    return QRect(legend.mapTo(chart.widget, legend.rect().topLeft()), legend.size())


def shown(qtbot, chart, size):
    qtbot.addWidget(chart.widget)
    chart.widget.resize(*size)
    chart.widget.show()
    qtbot.waitExposed(chart.widget)
    qtbot.wait(20)


@pytest.mark.parametrize("size", [(420, 260), (1800, 500)], ids=["small", "large"])
def test_the_score_legend_lies_outside_the_plotted_data_with_eight_players(qtbot, size):
    chart = ScoreProgressionChart()
    chart.show(EIGHT, [tuple(range(seat, seat + 8)) for seat in range(9)])
    shown(qtbot, chart, size)
    legend, data = legend_rect(chart), data_rect(chart)
    assert chart.widget.legend.isVisible() and data.width() > 100 and data.height() > 50
    assert not legend.intersects(data), (legend, data)
    assert chart.widget.rect().contains(legend)  # not pushed off the panel either
    assert all(name in chart.widget.legend.text() for name in EIGHT)


def test_the_results_legend_lies_outside_a_single_games_plot(qtbot):
    chart = PlayerResultsChart()
    chart.show("Ann", [PlayerResult(1, "okey", "2026-01-01", 12, 1, 4)])
    shown(qtbot, chart, (700, 320))
    assert not legend_rect(chart).intersects(data_rect(chart))
    (x_low, x_high), (y_low, y_high) = chart.plot.getPlotItem().viewRange()
    assert x_low < 1 < x_high and y_low < 12 < y_high  # the one game sits inside, not on an edge


def test_every_chart_colour_follows_a_switch_to_the_dark_theme(qtbot):
    chart = ScoreProgressionChart()
    chart.show(EIGHT, [tuple(range(8)), tuple(range(8))])
    shown(qtbot, chart, (600, 400))
    light_pens = [curve.opts["pen"].color().name() for curve in chart.curves]
    dark = _dark_palette()
    chart.widget.setPalette(dark)
    text, window = dark.color(QPalette.ColorRole.WindowText), dark.color(QPalette.ColorRole.Window)
    assert chart.plot.backgroundBrush().color() == window
    for name in ("left", "bottom"):
        axis = chart.plot.getAxis(name)
        assert axis.textPen().color() == text and axis.pen().color() == text  # the grid is drawn in this pen
    assert chart.widget.legend.palette().color(QPalette.ColorRole.WindowText) == text
    dark_pens = [curve.opts["pen"].color().name() for curve in chart.curves]
    assert dark_pens == [series_colour(seat, dark) for seat in range(8)] != light_pens
    assert dark_pens[SERIES_COLOURS.index(None)] == text.name()  # the text-coloured series is light now
    for pen in dark_pens:  # every line stands out from the dark background
        assert abs(QColor(pen).lightness() - window.lightness()) > 60
    assert all(colour in chart.widget.legend.text() for colour in dark_pens)


def test_the_rounds_table_fits_four_players_without_a_scroll_bar(qtbot, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    record = GameRecord("pokeno", {}, [Seat(name) for name in ("Annabelle", "Bob", "Cy", "Di")], seed=1)
    history.begin_game(record)
    history.set_rounds(record.match_id, [(120, -40, 5, 0), (3, 4, 5, 6)])
    page = HistoryPage(history)
    qtbot.addWidget(page)
    page.resize(1366, 700)
    page.show()
    qtbot.waitExposed(page)
    table = page.rounds_table
    QApplication.processEvents()
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)
        assert header.sectionSize(column) >= header.sectionSizeFromContents(column).width()


def test_each_win_share_bar_says_its_share_above_it_inside_the_plot(qtbot):
    chart = WinShareChart()
    chart.show(None, {"goker": (1, 3), "okey": (0, 2), "jokers": (2, 2)}, {"goker": "Goker"})
    shown(qtbot, chart, (700, 320))
    assert [label.textItem.toPlainText() for label in chart.labels] == ["33%", "0%", "100%"]
    low, high = chart.plot.getPlotItem().viewRange()[1]
    assert low < 0 and high > 100  # the 0 tick is not cut at the axis' end
    inside = chart.plot.getPlotItem().getViewBox().sceneBoundingRect()
    for index, label in enumerate(chart.labels):
        assert label.pos().x() == index and label.pos().y() == pytest.approx(chart.heights[index])
        assert inside.contains(label.sceneBoundingRect()), label.textItem.toPlainText()  # not cut at the top
        assert QFontInfo(label.textItem.font()).pixelSize() >= 12
    dark = _dark_palette()
    chart.widget.setPalette(dark)
    assert [label.color.name() for label in chart.labels] == [dark.color(QPalette.ColorRole.WindowText).name()] * 3
    chart.show(None, {}, {})
    assert chart.labels == [] and not [item for item in chart.plot.getPlotItem().items
                                       if item.__class__.__name__ == "TextItem"]


def test_an_empty_list_says_why_in_place_of_the_chart_and_the_rounds_table(qtbot, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    page = HistoryPage(history)
    qtbot.addWidget(page)
    page.show()
    assert page.progression.widget.showing_message() and not page.rounds_table.isVisible()
    assert page.progression.widget.message.text().startswith("No games yet")
    record = GameRecord("pokeno", {}, [Seat("Ann"), Seat("Bob")], seed=1)
    history.begin_game(record)
    history.set_rounds(record.match_id, [(1, 2)])
    page.refresh()
    assert page.rounds_table.isVisible() and not page.progression.widget.showing_message()
    page.game_filter.setCurrentIndex(page.game_filter.findData("okey"))  # a filter nothing matches
    text = page.progression.widget.message.text()
    assert text.startswith("No game matches") and "All games" in text and page.empty_note.text() == text

