"""The score history's charts read plainly: no SI prefix on the axes, rounds and games counted
from 1, a range that covers the scores, a sentence instead of an empty plot, the legend out of
the plot, and axes in the dark theme's text colour."""
import pytest
from PySide6.QtGui import QColor, QFontMetrics, QPalette

from gamenight.app.charts import PlayerResultsChart, ScoreProgressionChart, WinShareChart
from gamenight.app.history_page import HistoryPage
from gamenight.app.theme import _dark_palette
from gamenight.core.records import GameRecord, Seat
from gamenight.storage.history import HistoryStore, PlayerResult


def test_one_round_gets_whole_round_ticks_from_1_and_a_range_around_the_scores(qtbot):
    chart = ScoreProgressionChart()
    qtbot.addWidget(chart.widget)
    chart.show(["Ann", "Bob"], [(120, -40)])
    for name in ("left", "bottom"):
        axis = chart.plot.getAxis(name)
        assert not axis.autoSIPrefix and axis.labelUnitPrefix == ""
        assert "x0.001" not in axis.labelString()
    ticks = chart.plot.getAxis("bottom")._tickLevels[0]
    assert [value for value, _ in ticks] == [1] and [text for _, text in ticks] == ["1"]
    (x_low, x_high), (y_low, y_high) = chart.plot.getPlotItem().viewRange()
    assert x_low < 1 < x_high and x_low > 0
    assert y_low < -40 and y_high > 120 and y_high - y_low < 200
    assert [list(curve.getData()[0]) for curve in chart.curves] == [[1], [1]]
    assert not chart.widget.showing_message()


def test_many_rounds_are_numbered_in_whole_steps(qtbot):
    chart = ScoreProgressionChart()
    qtbot.addWidget(chart.widget)
    chart.show(["Ann"], [(n,) for n in range(30)])
    values = [value for value, _ in chart.plot.getAxis("bottom")._tickLevels[0]]
    assert values[0] == 1 and all(isinstance(value, int) for value in values) and len(values) <= 12


def test_a_game_without_a_finished_round_says_so_instead_of_a_lone_point(qtbot):
    chart = ScoreProgressionChart()
    qtbot.addWidget(chart.widget)
    chart.show(["Ann", "Bob"], [])
    assert chart.widget.showing_message() and chart.curves == []
    assert chart.widget.message.text().startswith("No finished round yet")


def test_the_legend_sits_under_the_plot_not_over_its_lines(qtbot):
    chart = ScoreProgressionChart()
    qtbot.addWidget(chart.widget)
    chart.widget.resize(600, 400)
    chart.show(["Ann", "Bob"], [(1, 2), (3, 4)])
    chart.widget.show()
    qtbot.waitExposed(chart.widget)
    assert chart.plot.getPlotItem().legend is None
    legend, plot = chart.widget.legend, chart.plot
    assert legend.isVisible() and "Ann" in legend.text() and "Bob" in legend.text()
    assert legend.geometry().top() >= plot.geometry().bottom()


def test_the_charts_tab_explains_itself_when_there_is_nothing_to_plot(qtbot, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    page = HistoryPage(history)
    qtbot.addWidget(page)
    for chart in (page.results_chart, page.share_chart):
        assert chart.widget.showing_message()
        assert "here" in chart.widget.message.text()
    assert "Play a game" in page.share_chart.widget.message.text()
    page.results_chart.show("Ann", [])
    assert "Play a game to the end" in page.results_chart.widget.message.text()
    page.results_chart.show("Ann", [PlayerResult(1, "okey", "2026-01-01", 12, 1, 4)])
    assert not page.results_chart.widget.showing_message()


def test_win_share_bars_show_once_a_game_is_finished(qtbot):
    chart = WinShareChart()
    qtbot.addWidget(chart.widget)
    chart.show(None, {"okey": (1, 4)}, {"okey": "Okey"})
    assert not chart.widget.showing_message() and chart.heights == [pytest.approx(25)]
    chart.show(None, {}, {})
    assert chart.widget.showing_message() and chart.bars is None


def test_a_bars_name_and_its_count_are_on_two_lines_the_axis_tall_enough_for_both(qtbot, english):
    """Side by side on a person's page, "Okey (2 played)Super Pokeno Bonus (2 played)" ran together."""
    chart = WinShareChart()
    qtbot.addWidget(chart.widget)
    chart.show("Ada", {"okey": (0, 2), "pokeno": (2, 2)}, {"okey": "Okey", "pokeno": "Super Pokeno Bonus"})
    axis = chart.plot.getAxis("bottom")
    assert [text for _, text in axis._tickLevels[0]] == ["Okey\n(2 played)", "Super Pokeno Bonus\n(2 played)"]
    assert axis.minimumHeight() >= 2 * QFontMetrics(chart.widget.font()).lineSpacing()


def test_the_dark_theme_draws_axes_and_title_in_its_light_text_colour(qtbot):
    chart = PlayerResultsChart()
    qtbot.addWidget(chart.widget)
    dark = _dark_palette()
    chart.widget.setPalette(dark)
    light_text = dark.color(QPalette.ColorRole.WindowText)
    for name in ("left", "bottom"):
        assert chart.plot.getAxis(name).textPen().color() == light_text
    assert QColor(chart.plot.getPlotItem().titleLabel.opts["color"]) == light_text
    assert chart.plot.backgroundBrush().color() == dark.color(QPalette.ColorRole.Window)  # not the light theme's grey


def test_an_in_progress_game_lists_its_running_totals(qtbot, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    for number, rounds in enumerate([[(5, 1), (2, 3)], []]):
        record = GameRecord("pokeno", {}, [Seat("Ann"), Seat("Bob")], seed=number,
                            created=f"2026-01-0{number + 1}T10:00:00")
        history.begin_game(record)
        history.set_rounds(record.match_id, rounds)
    page = HistoryPage(history)
    qtbot.addWidget(page)
    assert page.table.item(1, 2).text() == "\u2068Ann\u2069 7, \u2068Bob\u2069 4  (in progress: totals after 2 rounds)"
    assert page.table.item(0, 2).text().endswith("(in progress: no round finished yet)")
    assert page.table.item(0, 4).text() == "in progress"


def test_the_back_button_is_not_named_like_the_games_tab(qtbot, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    page = HistoryPage(history)
    qtbot.addWidget(page)
    tab_names = {page.tabs.tabText(index) for index in range(page.tabs.count())}
    back = page.back_button.text().removeprefix("\u2190").strip()
    assert back not in tab_names and back == "Back to the games"
