"""A person's places through time: the place they finished in each of their games, oldest first,
one series per game (first place at the top), drawn like the history's other charts."""
from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication

from gamenight.app.charts import SYMBOL_GLYPHS, SYMBOLS, ChartPanel, legend_entry, series_colour, whole_number_axis
from gamenight.storage.person_stats import Result
from gamenight.table.locale_text import number_text
from gamenight.table.names import name_text

translate = QCoreApplication.translate


class PlacesChart:
    def __init__(self):
        self.widget = ChartPanel(translate("Charts", "Places over time"), translate("Charts", "place"),
                                 translate("Charts", "game"))
        self.plot = self.widget.plot
        self.plot.invertY(True)  # first place on top
        self.series: dict[str, pg.PlotDataItem] = {}

    def show(self, name: str, results: Sequence[Result], names: dict[str, str]) -> None:
        """`results` oldest first; `names`: each game's name by its id."""
        self.widget.redraw = lambda: self.show(name, results, names)
        self.plot.clear()
        self.series = {}
        if not results:
            self.widget.show_message(translate("Charts", "Places over time\n\nPlay a game to the end to see the "
                                                         "places {player} finished in here.").format(
                player=name_text(name)))
            return
        palette = self.widget.palette()
        legend = []
        for index, game in enumerate(sorted({result.game for result in results})):
            colour, symbol = series_colour(index, palette), SYMBOLS[index % len(SYMBOLS)]
            played = [(number, result) for number, result in enumerate(results, start=1) if result.game == game]
            self.series[game] = self.plot.plot([number for number, _ in played], [r.placement for _, r in played],
                                               pen=pg.mkPen(colour, width=1), symbol=symbol, symbolBrush=colour,
                                               symbolPen=colour, symbolSize=9)
            legend.append(legend_entry(colour, SYMBOL_GLYPHS[symbol], names.get(game, game)))
        most = max(result.players for result in results)
        self.plot.getAxis("left").setTicks([[(place, number_text(place)) for place in range(1, most + 1)]])
        self.plot.setYRange(0.5, most + 0.5, padding=0)
        whole_number_axis(self.plot, len(results))
        self.widget.show_plot("&nbsp;&nbsp;&nbsp;".join(legend))
