"""The night's standings through the evening, as a chart like the history's: a line per person in
their colour, their symbol as its markers (no one is known by colour alone), from the start (0)
through each finished game (numbered along the bottom as in the program), the legend beneath."""
from __future__ import annotations

from collections.abc import Mapping

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QFont, QPainterPath, QPalette, QTransform

from gamenight.app.charts import ChartPanel, legend_entry, whole_number_axis
from gamenight.core.records import GameRecord
from gamenight.night.night import Night
from gamenight.night.people import HEX
from gamenight.table.locale_text import number_text
from gamenight.table.names import name_html

translate = QCoreApplication.translate
MARKER_PX = 20
SPREAD = 0.045
"""How far apart (in games) the people's markers stand at one game, so that people level on
points show side by side rather than one over the other."""
LEAST_CONTRAST = 1.5


def glyph_path(glyph: str) -> QPainterPath:
    """`glyph`'s outline as a marker: in a unit square centred on 0, as pyqtgraph's own symbols are."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(100)
    path = QPainterPath()
    path.addText(0, 0, font, glyph)
    box = path.boundingRect()
    scale = 1 / max(box.width(), box.height(), 1e-6)
    return QTransform().scale(scale, scale).translate(-box.center().x(), -box.center().y()).map(path)


def _luminance(colour: QColor) -> float:
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(first: QColor, second: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def line_colour(colour: str, palette: QPalette) -> QColor:
    """A person's colour for a line on `palette`'s background: as it is, or, where it would hardly
    show (black on a dark theme, yellow on a light one), halfway to the text's colour."""
    shown, background = QColor(HEX.get(colour, "#7F7F7F")), palette.window().color()
    if contrast(shown, background) >= LEAST_CONTRAST:
        return shown
    text = palette.windowText().color()
    return QColor((shown.red() + text.red()) // 2, (shown.green() + text.green()) // 2,
                  (shown.blue() + text.blue()) // 2)


class NightChart:
    def __init__(self):
        self.widget = ChartPanel(translate("NightChart", "The night's standings"), translate("NightChart", "points"),
                                 translate("NightChart", "game"))
        self.plot = self.widget.plot
        self.curves: dict[str, pg.PlotDataItem] = {}
        """Each person's line, by their uid."""

    def show(self, night: Night, records: Mapping[str, GameRecord]) -> None:
        """The night's lines, and the chart's words in the app's language (again after a change)."""
        self.widget.redraw = lambda: self.show(night, records)
        self.plot.setTitle(translate("NightChart", "The night's standings"))
        self.plot.setLabel("left", translate("NightChart", "points"))
        self.plot.setLabel("bottom", translate("NightChart", "game"))
        self.plot.clear()
        self.curves = {}
        after = night.standings_after_each_game(records)
        if not after:
            self.widget.show_message(translate("NightChart", "No game of the night was finished: the standings "
                                                             "through the night appear here after the first."))
            return
        palette = self.widget.palette()
        outline = pg.mkPen(palette.windowText().color(), width=1)
        people = night.record.people
        legend = []
        for index, entry in enumerate(people):
            person = entry.person
            points = [0] + [next(line.points for line in standings if line.person.uid == person.uid)
                            for standings in after]
            shift = (index - (len(people) - 1) / 2) * SPREAD
            colour = line_colour(person.colour, palette)
            self.curves[person.uid] = self.plot.plot(
                [game + shift for game in range(len(points))], points, pen=pg.mkPen(colour, width=3),
                symbol=glyph_path(person.glyph), symbolSize=MARKER_PX, symbolBrush=HEX.get(person.colour, colour),
                symbolPen=outline, name=person.name)
            legend.append(legend_entry(colour.name(), person.glyph, name_html(person.name)))
        whole_number_axis(self.plot, len(after), with_start=True,
                          labels=[number_text(result.item + 1) for result in night.results(records)])
        most = max(line.points for line in after[-1])
        self.plot.setYRange(0, max(most, 1) * 1.08, padding=0.02)
        self.widget.show_plot("&nbsp;&nbsp;&nbsp;".join(legend))
