"""The night's standings in one line, for while a game of the night runs ("Game 2 of 4 · 1. ★ Ada 8
· 2. ● Bo 5"), drawn from the night and its games' records on every `show_night` (and again in a
new language), in the app's font or a size given (`set_text_px`, the TV's): who does not fit its
width is counted ("+2"), and the band never makes its window wider."""
from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from gamenight.app.night_words import progress_text
from gamenight.app.person_look import badge, look_words
from gamenight.core.records import GameRecord
from gamenight.night.night import Night
from gamenight.table.fonts import bold_font
from gamenight.table.locale_text import number_text
from gamenight.table.names import name_text

BAND_PAD_PX = 3
"""Room above and below the band's line, in the app's pixels."""


class StandingsBand(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.night: Night | None = None
        self.records: Mapping[str, GameRecord] = {}
        self.text_px = 0
        """The words' size in pixels, 0 for the app's font."""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.progress = QLabel(self)
        self.more = QLabel(self)
        self.entries: list[tuple[QLabel, QLabel]] = []
        """Each person's badge and words ("1. Ada 8"), best first."""
        for label in (self.progress, self.more):
            label.setTextFormat(Qt.TextFormat.PlainText)

    def set_text_px(self, pixels: int) -> None:
        if pixels != self.text_px:
            self.text_px = pixels
            self.draw()

    def show_night(self, night: Night, records: Mapping[str, GameRecord]) -> None:
        self.night, self.records = night, records
        self.draw()

    def _font(self) -> QFont:
        return bold_font(self, self.text_px) if self.text_px else bold_font(self, QFontInfo(self.font()).pixelSize())

    def draw(self) -> None:
        for picture, words in self.entries:
            for label in (picture, words):
                label.setParent(None)
                label.deleteLater()
        self.entries = []
        font = self._font()
        for label in (self.progress, self.more):
            label.setFont(font)
        if self.night is None:
            return
        standings = self.night.standings(self.records)
        self.progress.setText(progress_text(self.night, len(self.night.results(self.records))) + "  \u00b7")
        height = QFontMetrics(font).height()
        for line in standings:
            person = line.person
            picture = QLabel(self)
            picture.setPixmap(badge(person.colour, person.symbol, height, self.devicePixelRatioF()))
            words = QLabel(self)
            words.setTextFormat(Qt.TextFormat.PlainText)
            words.setFont(font)
            words.setText(self.tr("{place}. {name} {points}").format(
                place=number_text(line.place), name=name_text(person.name), points=number_text(line.points)))
            told = self.tr("{place}. {name} ({look}): {points} points, {played} played, {won} won").format(
                place=number_text(line.place), name=person.name, look=look_words(person),
                points=number_text(line.points), played=number_text(line.played), won=number_text(line.wins))
            for label in (picture, words):
                label.setToolTip(told)
            words.setAccessibleName(told)
            self.entries.append((picture, words))
        self.updateGeometry()
        self._place()

    def _place(self) -> None:
        """Each person after the night's progress, left to right, as many as the width holds; the
        rest counted at the end ("+2")."""
        metrics = QFontMetrics(self._font())
        gap, top = metrics.horizontalAdvance("  "), BAND_PAD_PX
        x = self._put(self.progress, 0, top)
        count = len(self.entries)
        for index, (picture, words) in enumerate(self.entries):
            left_out = count - index - 1
            self.more.setText(self.tr("+{count}").format(count=number_text(left_out + 1)))
            needed = picture.sizeHint().width() + gap // 2 + words.sizeHint().width()
            reserve = self.more.sizeHint().width() + gap if left_out else 0
            if x + gap + needed + reserve > self.width():
                for hidden in self.entries[index:]:
                    hidden[0].hide()
                    hidden[1].hide()
                self.more.setText(self.tr("+{count}").format(count=number_text(count - index)))
                self._put(self.more, x + gap, top)
                return
            x = self._put(picture, x + gap, top)
            x = self._put(words, x + gap // 2, top)
        self.more.hide()

    @staticmethod
    def _put(label: QLabel, x: int, top: int) -> int:
        """`label` at its own size from `x`; where it ends."""
        size = label.sizeHint()
        label.setGeometry(x, top, size.width(), size.height())
        label.show()
        return x + size.width()

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self._font())
        width = self.progress.sizeHint().width() + sum(
            picture.sizeHint().width() + words.sizeHint().width() + metrics.horizontalAdvance("   ")
            for picture, words in self.entries)
        tallest = max([self.progress.sizeHint().height(), *(words.sizeHint().height() for _, words in self.entries)])
        return QSize(width, tallest + 2 * BAND_PAD_PX)

    def minimumSizeHint(self) -> QSize:
        """The progress and a count of those left out: the band never widens its window."""
        metrics = QFontMetrics(self._font())
        count = self.tr("+{count}").format(count=number_text(len(self.entries)))
        width = self.progress.sizeHint().width() + metrics.horizontalAdvance("  ") + metrics.horizontalAdvance(count)
        return QSize(width, self.sizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.draw()
