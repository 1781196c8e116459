"""The night's standings on screen, drawn from the night and its games' records on every call of
`show_night` (and again in a new language); they never change the night.

`StandingsView` is the TV's between games: the standings large (each person's place, badge, name,
points, games played and won, and "ready" once their phone said so), the program (each game done
with its winners, running, next or later) and the next game's seats (who plays, who watches), or
the champion once every game is played. Its words are at least 40 px on a 1920x1080 screen and in
proportion on another (`set_scale`); on a screen too narrow for both side by side the program goes
under the standings, and people too many for the height turn pages by themselves.

`StandingsBand`, the same standings in one line over a game, is app/standings_band.py's, named
here too: the night's host takes both from here."""
from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QLabel, QLayout, QVBoxLayout, QWidget

from gamenight.app.night_words import (
    champions_text,
    game_name,
    players_text,
    program_line_text,
    progress_text,
    watching_text,
)
from gamenight.app.person_look import badge, look_words
from gamenight.app.standings_band import StandingsBand as StandingsBand
from gamenight.caller.projector import scaled_px
from gamenight.core.records import GameRecord
from gamenight.night.night import Night, Standing
from gamenight.night.summary import next_game, program_lines
from gamenight.table.fonts import bold_font
from gamenight.table.locale_text import number_text
from gamenight.table.names import shown_name

STANDINGS_PX = 44
"""The standings' words on a 1920x1080 screen: read from across the room."""
WORDS_PX = 40
"""Every other word of the view (headings, the program, the seats) on a 1920x1080 screen."""
GAP_PX = 28
SIDE_BY_SIDE_PX = 1500
"""A view at least this wide (on a 1920x1080 screen) shows the program beside the standings."""
STANDINGS_SHARE = 0.6
PAGE_MS = 8000
"""How long each page of standings shows when they take several."""
LEAST_NAME = "Mmmmmmmm"
"""The standings go beside the program only when names this long show whole there."""
LEADER_STYLE = "color:#ffca28;"
DIM_STYLE = "color:#b0bec5;"
READY_STYLE = "color:#9ccc65;"


def _clear(layout: QLayout) -> None:
    while (item := layout.takeAt(0)) is not None:
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif (inner := item.layout()) is not None:
            _clear(inner)


class StandingsView(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.night: Night | None = None
        self.records: Mapping[str, GameRecord] = {}
        self.scale = 1.0
        self.page = self.pages = 0
        self.page_timer = QTimer(self, interval=PAGE_MS)
        self.page_timer.timeout.connect(self.next_page)
        self.outer = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.outer.setContentsMargins(0, 0, 0, 0)
        self.outer.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # it fits itself to the room given
        self.table = QWidget()
        self.grid = QGridLayout(self.table)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(2, 1)  # the names take what room the figures leave
        self.side = QWidget()
        self.side_layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.side)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        self.program = QVBoxLayout()
        self.coming = QVBoxLayout()
        for part in (self.program, self.coming):
            box = QWidget()
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            column.addLayout(part)
            column.addStretch(1)
            self.side_layout.addWidget(box)
        self.side_layout.addStretch(1)
        self.outer.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        self.outer.addWidget(self.side, 1)
        self.labels: list[QLabel] = []
        """Every label with words the view shows now (what a size test measures)."""

    # -- what the host calls ----------------------------------------------------------------
    def show_night(self, night: Night, records: Mapping[str, GameRecord]) -> None:
        self.night, self.records = night, records
        self.draw()

    def set_scale(self, scale: float) -> None:
        """The view's words for a screen at `scale` (1 for 1920x1080)."""
        if scale != self.scale:
            self.scale = scale
            self.draw()

    def title(self) -> str:
        """Where the night is, for the TV's heading ("Game night · 2 of 4 games played")."""
        if self.night is None:
            return self.tr("Game night")
        played = len(self.night.results(self.records))
        return self.tr("Game night \u00b7 {progress}").format(progress=progress_text(self.night, played))

    def next_page(self) -> None:
        self.page += 1
        self.draw()

    # -- drawing ----------------------------------------------------------------------------
    def px(self, base: float) -> int:
        return scaled_px(base, self.scale)

    def _label(self, text: str, base: float = WORDS_PX, style: str = "", wrap: bool = False) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setFont(bold_font(self, self.px(base)))
        label.setWordWrap(wrap)
        if style:
            label.setStyleSheet(style)
        self.labels.append(label)
        return label

    def draw(self) -> None:
        for layout in (self.grid, self.program, self.coming):
            _clear(layout)
        self.labels = []
        if self.night is None:
            return
        gap = self.px(GAP_PX)
        self.outer.setContentsMargins(0, 0, gap, 0)  # apart from what stands at its right (the join codes)
        width = self.width() - gap
        side_by_side = (width >= SIDE_BY_SIDE_PX * self.scale
                        and round(width * STANDINGS_SHARE) >= self._least_table_width())
        self.outer.setDirection(QBoxLayout.Direction.LeftToRight if side_by_side else QBoxLayout.Direction.TopToBottom)
        self.side_layout.setDirection(QBoxLayout.Direction.TopToBottom if side_by_side
                                      else QBoxLayout.Direction.LeftToRight)
        for index, stretch in enumerate((0, 0, 1) if side_by_side else (1, 1, 0)):
            self.side_layout.setStretch(index, stretch)  # a column packed at the top, or two halves
        self.outer.setSpacing(gap)
        self.side_layout.setSpacing(gap)
        for part in (self.program, self.coming):
            part.setSpacing(self.px(12))
        self._draw_program()
        self._draw_coming()
        table_width = round(width * STANDINGS_SHARE) if side_by_side else width
        room = self.height()
        if not side_by_side:
            half = (width - gap) // 2
            room -= max(self._height(self.program, half), self._height(self.coming, half)) + gap
        self._draw_standings(table_width, room)
        for widget in [*self.table.findChildren(QWidget), *self.side.findChildren(QWidget)]:
            widget.show()  # now, not once the layout gets round to it: the view is drawn whole

    @staticmethod
    def _height(part: QVBoxLayout, width: int) -> int:
        """How tall `part`'s lines are in `width`."""
        items = [part.itemAt(index) for index in range(part.count())]
        labels = [label for item in items if item is not None and isinstance(label := item.widget(), QLabel)]
        heights = [label.heightForWidth(width) if label.wordWrap() else label.sizeHint().height() for label in labels]
        return sum(heights) + part.spacing() * max(0, len(heights) - 1)

    def _draw_program(self) -> None:
        night = self.night
        assert night is not None
        self.program.addWidget(self._label(self.tr("Program"), style=DIM_STYLE))
        for line in program_lines(night, self.records):
            self.program.addWidget(self._label(program_line_text(night, line), wrap=True))

    def _draw_coming(self) -> None:
        night = self.night
        assert night is not None
        coming = next_game(night)
        if coming is None:
            champions = champions_text(night.champion(self.records))
            if champions:
                self.coming.addWidget(self._label(champions, style=LEADER_STYLE, wrap=True))
            return
        title = self.tr("Next: {game}").format(game=game_name(coming.game))
        self.coming.addWidget(self._label(title, style=DIM_STYLE, wrap=True))
        self.coming.addWidget(self._label(players_text(night, coming.seats, coming.watching), wrap=True))
        watching = watching_text(coming.watching)
        if watching:
            self.coming.addWidget(self._label(watching, wrap=True))

    def _headings(self) -> list[str]:
        assert self.night is not None
        ready = [self.tr("Ready")] if self.night.phone_people else []
        return [self.tr("Points"), self.tr("Played"), self.tr("Won"), *ready]

    def _label_width(self, text: str, base: float) -> int:
        sample = QLabel(text)
        sample.setFont(bold_font(self, self.px(base)))
        return sample.sizeHint().width()

    def _beside_names(self) -> int:
        """How wide the standings are without their names: the place, the badge, the figures under
        their headings, the gaps between them."""
        assert self.night is not None
        headings = self._headings()
        metrics = QFontMetrics(bold_font(self, self.px(STANDINGS_PX)))
        place = self._label_width(f"{number_text(len(self.night.record.people))}.", STANDINGS_PX)
        figures = sum(max(self._label_width(heading, WORDS_PX), self._label_width("00", STANDINGS_PX))
                      for heading in headings)
        return place + metrics.height() + figures + (len(headings) + 2) * self.px(22)

    def _least_table_width(self) -> int:
        """The standings' width with names of up to `LEAST_NAME` shown whole."""
        assert self.night is not None
        metrics = QFontMetrics(bold_font(self, self.px(STANDINGS_PX)))
        longest = max((metrics.horizontalAdvance(shown_name(entry.person.name)) for entry in self.night.record.people),
                      default=0)
        return self._beside_names() + min(longest, metrics.horizontalAdvance(LEAST_NAME))

    def _draw_standings(self, width: int, height: int) -> None:
        """The standings in `width`, as many rows as `height` holds a page (the pages turning)."""
        night = self.night
        assert night is not None
        standings = night.standings(self.records)
        font = bold_font(self, self.px(STANDINGS_PX))
        metrics = QFontMetrics(font)
        spacing = self.px(10)
        self.grid.setVerticalSpacing(spacing)
        self.grid.setHorizontalSpacing(self.px(22))
        sample = QLabel("0")
        sample.setFont(font)
        row_height = max(sample.sizeHint().height(), metrics.height()) + spacing
        headings = self._headings()
        rows = max(1, (height - 2 * row_height) // row_height)
        self.pages = math.ceil(len(standings) / rows)
        self.page %= self.pages
        shown = standings[self.page * rows:(self.page + 1) * rows]
        for column, heading in enumerate(headings, start=3):
            self.grid.addWidget(self._label(heading, style=DIM_STYLE), 0, column,
                                Qt.AlignmentFlag.AlignHCenter if column == 6 else Qt.AlignmentFlag.AlignRight)
        ready = set(night.record.ready)
        slack = self._label_width("M", STANDINGS_PX) - metrics.horizontalAdvance("M")  # a label's own margins
        name_room = width - self._beside_names() - slack
        for row, line in enumerate(shown, start=1):
            self._draw_line(row, line, metrics, max(name_room, metrics.height()))
            if line.person.uid in ready:
                mark = self._label("\u2713", STANDINGS_PX, READY_STYLE)
                mark.setToolTip(self.tr("ready for the next game"))
                self.grid.addWidget(mark, row, 6, Qt.AlignmentFlag.AlignHCenter)
        if self.pages > 1:
            first = self.page * rows + 1
            self.grid.addWidget(self._label(self.tr("{first}\u2013{last} of {count}").format(
                first=number_text(first), last=number_text(first + len(shown) - 1),
                count=number_text(len(standings))), style=DIM_STYLE), len(shown) + 1, 0, 1, 7)
            if not self.page_timer.isActive():
                self.page_timer.start()
        else:
            self.page_timer.stop()
        self.table.setFixedWidth(width)

    def _draw_line(self, row: int, line: Standing, metrics: QFontMetrics, name_room: int) -> None:
        person = line.person
        style = LEADER_STYLE if line.place == 1 and line.played else ""
        self.grid.addWidget(self._label(f"{number_text(line.place)}.", STANDINGS_PX, style), row, 0,
                            Qt.AlignmentFlag.AlignRight)
        mark = QLabel()
        mark.setPixmap(badge(person.colour, person.symbol, metrics.height(), self.devicePixelRatioF()))
        mark.setToolTip(look_words(person))
        self.grid.addWidget(mark, row, 1)
        # alone on its line, the name needs no direction isolates (whose fallback font would make the row taller)
        name = metrics.elidedText(shown_name(person.name), Qt.TextElideMode.ElideRight, name_room)
        label = self._label(name, STANDINGS_PX, style)
        label.setToolTip(person.name)
        self.grid.addWidget(label, row, 2)
        for column, figure in enumerate((line.points, line.played, line.wins), start=3):
            self.grid.addWidget(self._label(number_text(figure), STANDINGS_PX, style), row, column,
                                Qt.AlignmentFlag.AlignRight)

    # -- Qt ---------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.draw()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)  # the view fits what it shows to the room it is given

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.draw()
