"""pyqtgraph charts of the score history (PySide6 is imported first, as pyqtgraph requires).

Each chart sits in a ChartPanel: the plot with its legend written under it (a legend inside the
plot covers the lines), or, when there is nothing to plot, a plain sentence saying what will
appear there. Axes count whole rounds and games from 1 and never take an SI prefix."""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from itertools import accumulate

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from gamenight.storage.history import PlayerResult
from gamenight.table.locale_text import number_text
from gamenight.table.names import YOU, name_html, name_text

translate = QCoreApplication.translate

# Okabe-Ito: distinguishable with the common colour-vision deficiencies (the last one is the text colour).
SERIES_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", None)
SYMBOLS = ("o", "s", "t", "d", "+", "x", "star", "p")
SYMBOL_GLYPHS = {"o": "\u25cf", "s": "\u25a0", "t": "\u25bc", "d": "\u25c6", "+": "+", "x": "\u00d7",
                 "star": "\u2605", "p": "\u2b1f"}
MAX_TICKS = 12
SHARE_TOP = 112
"""The win share's view ends above 100 %, leaving room for a full bar's label; its axis is
numbered only up to 100 % (see `SHARE_TICKS`)."""
SHARE_TICKS = [[(value, str(value)) for value in range(0, 101, 20)], [(value, "") for value in range(10, 100, 20)]]


def _dark(palette: QPalette) -> bool:
    return palette.window().color().lightness() < 128


def series_colour(index: int, palette: QPalette) -> str:
    """The colour of series `index`, lightened on a dark background so the lines stay readable."""
    colour = SERIES_COLOURS[index % len(SERIES_COLOURS)]
    if colour is None:
        return palette.windowText().color().name()
    return QColor(colour).lighter(135).name() if _dark(palette) else colour


def _colour_axes(widget: pg.PlotWidget, palette: QPalette) -> None:
    """Axes, tick labels, grid and title in the palette's text colour, on its window colour."""
    text = palette.windowText().color()
    widget.setBackground(palette.window().color())
    for name in ("left", "bottom"):
        axis = widget.getAxis(name)
        axis.setPen(text)
        axis.setTextPen(text)
    title = widget.getPlotItem().titleLabel
    title.opts["color"] = text
    title.setText(title.text)


def _plot(title: str, left: str, bottom: str) -> pg.PlotWidget:
    widget = pg.PlotWidget()
    widget.setTitle(title)
    for name, label in (("left", left), ("bottom", bottom)):
        widget.getAxis(name).enableAutoSIPrefix(False)
        widget.setLabel(name, label)
    widget.showGrid(x=True, y=True, alpha=0.25)
    _colour_axes(widget, widget.palette())
    return widget


class ChartPanel(QStackedWidget):
    """A plot with its legend beneath, or a sentence in its place when there is nothing to plot."""

    def __init__(self, title: str, left: str, bottom: str):
        super().__init__()
        self.plot = _plot(title, left, bottom)
        self.legend = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True, textFormat=Qt.TextFormat.RichText)
        self.legend.setObjectName("chart-legend")
        plotted = QWidget()
        column = QVBoxLayout(plotted)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.plot, 1)
        column.addWidget(self.legend)
        self.message = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        self.message.setObjectName("chart-message")
        font = QFont(self.message.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.message.setFont(font)
        self.addWidget(plotted)
        self.addWidget(self.message)
        self.setMinimumHeight(220)
        self.redraw: Callable[[], None] | None = None
        """Draws the chart's data again; called when the theme changes, as the series' colours
        are chosen for the palette they are drawn on."""

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.setCurrentIndex(1)

    def show_plot(self, legend_html: str = "") -> None:
        self.legend.setText(legend_html)
        self.legend.setVisible(bool(legend_html))
        self.setCurrentIndex(0)

    def showing_message(self) -> bool:
        return self.currentIndex() == 1

    def changeEvent(self, event) -> None:  # the theme changed: axes and title follow the new text colour
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            _colour_axes(self.plot, self.palette())
            if self.redraw is not None:
                self.redraw()


def _played(game: str, played: int) -> str:
    """A bar's name: the game and, on a line of its own, how many of its games were finished
    ("Okey" over "(3 played)"), so the names of neighbouring bars never run into each other."""
    return translate("Charts", "{game}\n(%n played)", None, played).format(game=game)


def legend_entry(colour: str, glyph: str, text_html: str) -> str:
    return f'<span style="color:{colour}; font-weight:bold">\u2501{glyph}\u2501</span>&nbsp;{text_html}'


def whole_number_axis(widget: pg.PlotWidget, count: int, with_start: bool = False,
                       labels: Sequence[str] = ()) -> None:
    """The bottom axis numbered 1, 2, 3... (rounds and games are counted, not measured), after a
    "start" at 0 when the lines begin from a starting score; `labels` name the points instead
    (a void round is "void", not a number)."""
    step = max(1, math.ceil(count / MAX_TICKS))
    ticks = [(0, translate("Charts", "start"))] if with_start else []
    names = [translate("Charts", "void") if label == "void" else label for label in labels] or \
        [number_text(n) for n in range(1, count + 1)]
    widget.getAxis("bottom").setTicks([ticks + [(n, names[n - 1]) for n in range(1, count + 1, step)]])
    widget.setXRange(-0.5 if with_start else 0.5, count + 0.5, padding=0)


def _cover(widget: pg.PlotWidget, values: Sequence[float]) -> None:
    """A vertical range holding every value with a margin (a tenth of the spread, at least 1)."""
    low, high = min(values), max(values)
    margin = max((high - low) * 0.1, abs(high) * 0.05, abs(low) * 0.05, 1.0)
    widget.setYRange(low - margin, high + margin, padding=0)


class ScoreProgressionChart:
    """Running totals per seat after each finished round of one game."""

    def __init__(self):
        self.widget = ChartPanel(translate("Charts", "Score progression"), translate("Charts", "total"),
                                 translate("Charts", "round"))
        self.plot = self.widget.plot
        self.curves: list[pg.PlotDataItem] = []

    def show(self, names: Sequence[str], rounds: Sequence[Sequence[float]], start: Sequence[float] = (),
             labels: Sequence[str] = ()) -> None:
        """`start`: each seat's score before round 1 when the game does not start from 0 (Okey's
        points to lose): the lines then begin there, at "start", and show points left. `labels`:
        each round's name on the axis (see `GameDetail.round_labels`), 1, 2, 3... by default."""
        self.widget.redraw = lambda: self.show(names, rounds, start, labels)
        self.plot.clear()
        self.curves = []
        if not names:
            self.widget.show_message(translate("Charts",
                                               "Choose a game in the list to see its score progression here."))
            return
        if not rounds:
            self.widget.show_message(translate("Charts", "No finished round yet: the running totals appear here "
                                               "after the first round."))
            return
        from_start = any(start)
        palette = self.widget.palette()
        xs = list(range(0 if from_start else 1, len(rounds) + 1))
        legend, every_total = [], []
        for seat, name in enumerate(names):
            totals = list(accumulate((points[seat] for points in rounds), initial=start[seat] if from_start else None))
            every_total += totals
            colour = series_colour(seat, palette)
            symbol = SYMBOLS[seat % len(SYMBOLS)]
            self.curves.append(self.plot.plot(xs, totals, pen=pg.mkPen(colour, width=2), symbol=symbol,
                                              symbolBrush=colour, symbolPen=colour, symbolSize=8))
            legend.append(legend_entry(colour, SYMBOL_GLYPHS[symbol], name_html(name)))
        self.plot.setLabel("left", translate("Charts", "points left") if from_start else translate("Charts", "total"))
        whole_number_axis(self.plot, len(rounds), with_start=from_start, labels=labels)
        _cover(self.plot, every_total)
        self.widget.show_plot("&nbsp;&nbsp;&nbsp;".join(legend))


class PlayerResultsChart:
    """One player's final score in each finished game, oldest first; wins are starred."""

    def __init__(self):
        self.widget = ChartPanel(translate("Charts", "Results over time"), translate("Charts", "final score"),
                                 translate("Charts", "game"))
        self.plot = self.widget.plot
        self.scores = self.plot.plot([], [], symbol="o")
        self.wins = self.plot.plot([], [], pen=None, symbol="star", symbolSize=16)

    def show(self, player: str | None, results: Sequence[PlayerResult]) -> None:
        self.widget.redraw = lambda: self.show(player, results)
        self.plot.setTitle(translate("Charts", "Results over time: {player}").format(player=name_html(player))
                           if player else translate("Charts", "Results over time"))
        xs = list(range(1, len(results) + 1))
        self.scores.setData(xs, [result.score for result in results])
        won = [(x, result.score) for x, result in zip(xs, results, strict=False) if result.placement == 1]
        self.wins.setData([x for x, _ in won], [y for _, y in won])
        if not player:
            self.widget.show_message(translate("Charts", "Results over time\n\nChoose a player above to see their "
                                               "final scores here."))
            return
        if not results:
            self.widget.show_message(
                translate("Charts", "Results over time\n\nPlay a game to the end to see your final scores here.")
                if player == YOU else
                translate("Charts", "Results over time\n\nPlay a game to the end to see {player}'s final scores here.")
                .format(player=name_text(player)))
            return
        palette = self.widget.palette()
        line, star = series_colour(0, palette), series_colour(1, palette)
        self.scores.setPen(pg.mkPen(line, width=2))
        self.scores.setSymbolBrush(line)
        self.wins.setSymbolBrush(star)
        whole_number_axis(self.plot, len(results))
        _cover(self.plot, [result.score for result in results])
        self.widget.show_plot(legend_entry(line, "\u25cf", translate("Charts", "final score")) + "&nbsp;&nbsp;&nbsp;"
                              + f'<span style="color:{star}">\u2605</span>&nbsp;' + translate("Charts", "won"))


class WinShareChart:
    """Share of finished games won, per game, each bar with its share written above it (so a
    game never won reads "0%" rather than showing nothing)."""

    def __init__(self):
        self.widget = ChartPanel(translate("Charts", "Win share per game"), translate("Charts", "% won"), "")
        self.plot = self.widget.plot
        self.plot.setYRange(0, SHARE_TOP)  # with its small default padding, so the 0 tick shows
        self.plot.getAxis("left").setTicks(SHARE_TICKS)  # a share never passes 100 %
        self.bars: pg.BarGraphItem | None = None
        self.labels: list[pg.TextItem] = []
        self.heights: list[float] = []

    def show(self, player: str | None, shares: dict[str, tuple[int, int]], names: dict[str, str]) -> None:
        self.widget.redraw = lambda: self.show(player, shares, names)
        self.plot.setTitle(translate("Charts", "Win share per game: {player}").format(player=name_html(player))
                           if player else translate("Charts", "Win share per game (human players)"))
        for item in [self.bars, *self.labels]:
            if item is not None:
                self.plot.removeItem(item)
        self.bars, self.labels = None, []
        games = list(shares)
        self.heights = [100.0 * wins / played if played else 0.0 for wins, played in shares.values()]
        if not games:
            self.widget.show_message(
                translate("Charts", "Win share per game\n\nPlay a game to the end to see the share of games you "
                          "won here.") if player == YOU else
                translate("Charts", "Win share per game\n\nPlay a game to the end to see the share of games won "
                          "by {player} here.").format(player=name_text(player)) if player else
                translate("Charts", "Win share per game\n\nPlay a game to the end to see the share of games won here."))
            return
        self.bars = pg.BarGraphItem(x=list(range(len(games))), height=self.heights, width=0.6,
                                    brush=series_colour(2, self.widget.palette()))
        self.plot.addItem(self.bars)
        text = self.widget.palette().windowText().color()
        for index, height in enumerate(self.heights):
            label = pg.TextItem(translate("Charts", "{share}%").format(share=number_text(round(height))),
                                color=text, anchor=(0.5, 1))
            label.setPos(index, height)
            self.plot.addItem(label)
            self.labels.append(label)
        axis = self.plot.getAxis("bottom")
        axis.setTicks([[(index, _played(names.get(game, game), shares[game][1])) for index, game in enumerate(games)]])
        axis.setHeight(2 * QFontMetrics(axis.style.get("tickFont") or self.widget.font()).lineSpacing() + 14)
        self.plot.setXRange(-0.6, max(len(games) - 0.4, 0.6))
        self.widget.show_plot()
