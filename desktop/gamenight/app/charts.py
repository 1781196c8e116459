"""pyqtgraph charts of the score history (PySide6 is imported first, as pyqtgraph requires)."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

import pyqtgraph as pg
import PySide6.QtWidgets  # noqa: F401  (PySide6 before pyqtgraph picks the binding)

from gamenight.app.names import name_html
from gamenight.storage.history import PlayerResult

# Okabe-Ito: distinguishable with the common colour-vision deficiencies.
SERIES_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
SYMBOLS = ("o", "s", "t", "d", "+", "x", "star", "p")


def _plot(title: str, left: str, bottom: str) -> pg.PlotWidget:
    widget = pg.PlotWidget()
    widget.setBackground(None)
    text = widget.palette().windowText().color()
    for name in ("left", "bottom"):
        axis = widget.getAxis(name)
        axis.setPen(text)
        axis.setTextPen(text)
    widget.getPlotItem().titleLabel.opts["color"] = text
    widget.setTitle(title)
    widget.setLabel("left", left)
    widget.setLabel("bottom", bottom)
    widget.showGrid(x=True, y=True, alpha=0.25)
    widget.setMinimumHeight(220)
    return widget


def _whole_number_ticks(widget: pg.PlotWidget, last: int) -> None:
    """Label the bottom axis 0/1, 2, 3... only (rounds and games are counted, not measured)."""
    step = max(1, last // 12)
    widget.getAxis("bottom").setTicks([[(n, str(n)) for n in range(0, last + 1, step)]])


class ScoreProgressionChart:
    """Running totals per seat, round by round, within one game."""

    def __init__(self):
        self.widget = _plot("Score progression", "total", "round")
        self.legend = self.widget.addLegend(offset=(10, 10), labelTextColor=self.widget.palette().windowText().color())
        self.curves: list[pg.PlotDataItem] = []

    def show(self, names: Sequence[str], rounds: Sequence[Sequence[float]]) -> None:
        self.widget.clear()
        self.legend.clear()
        self.curves = []
        _whole_number_ticks(self.widget, len(rounds))
        for seat, name in enumerate(names):
            totals = [0.0, *accumulate(points[seat] for points in rounds)]
            colour = SERIES_COLOURS[seat % len(SERIES_COLOURS)]
            legend = name_html(name)  # pyqtgraph legends are HTML
            self.curves.append(self.widget.plot(list(range(len(totals))), totals, name=legend,
                                                pen=pg.mkPen(colour, width=2), symbol=SYMBOLS[seat % len(SYMBOLS)],
                                                symbolBrush=colour, symbolSize=7))


class PlayerResultsChart:
    """One player's final score in each finished game, oldest first; wins are starred."""

    def __init__(self):
        self.widget = _plot("Results over time", "final score", "game")
        self.scores = self.widget.plot([], [], pen=pg.mkPen(SERIES_COLOURS[0], width=2), symbol="o",
                                       symbolBrush=SERIES_COLOURS[0])
        self.wins = self.widget.plot([], [], pen=None, symbol="star", symbolSize=16, symbolBrush=SERIES_COLOURS[1])

    def show(self, player: str | None, results: Sequence[PlayerResult]) -> None:
        self.widget.setTitle(f"Results over time: {name_html(player)}" if player else
                             "Results over time (choose a player)")
        xs = list(range(1, len(results) + 1))
        _whole_number_ticks(self.widget, len(results))
        self.scores.setData(xs, [result.score for result in results])
        won = [(x, result.score) for x, result in zip(xs, results) if result.placement == 1]
        self.wins.setData([x for x, _ in won], [y for _, y in won])


class WinShareChart:
    """Share of finished games won, per game."""

    def __init__(self):
        self.widget = _plot("Win share per game", "% won", "")
        self.widget.setYRange(0, 100)
        self.bars: pg.BarGraphItem | None = None

    def show(self, player: str | None, shares: dict[str, tuple[int, int]], names: dict[str, str]) -> None:
        self.widget.setTitle(f"Win share per game: {name_html(player)}" if player else
                             "Win share per game (human players)")
        if self.bars is not None:
            self.widget.removeItem(self.bars)
        games = list(shares)
        heights = [100.0 * wins / played if played else 0.0 for wins, played in shares.values()]
        self.bars = pg.BarGraphItem(x=list(range(len(games))), height=heights, width=0.6, brush=SERIES_COLOURS[2])
        self.widget.addItem(self.bars)
        axis = self.widget.getAxis("bottom")
        axis.setTicks([[(index, f"{names.get(game, game)} ({shares[game][1]})") for index, game in enumerate(games)]])
        self.widget.setXRange(-0.6, max(len(games) - 0.4, 0.6))
        self.heights = heights
