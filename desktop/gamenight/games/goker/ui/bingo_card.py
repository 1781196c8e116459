"""A Goker card as a bingo card: rank and suit in the corner, B-I-N-G-O over the 5x5 grid,
daubs on marked numbers, the best pattern's cells outlined, and its name and points below."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from gamenight.core.cards import Card
from gamenight.games.goker.deck import LETTERS, Grid
from gamenight.games.goker.patterns import Pattern
from gamenight.games.goker.ui.flashboard import LETTER_COLOURS
from gamenight.table.card_painter import ink, paint_face
from gamenight.table.fitted_view import FittedView
from gamenight.table.language import translated

translate = QCoreApplication.translate

CELL = 44.0
TOP = 64.0
WIDTH = CELL * 5 + 16
CAPTION = QRectF(8, TOP + CELL * 5 + 4, WIDTH - 16, 44)
"""Where the pattern and its points are written: two lines, so the longest caption
("Half Goker diagonal \u2014 300 pts") wraps instead of being cut."""
HEIGHT = CAPTION.bottom() + 8
FACE_DOWN = "face down"  # a marker, never shown: the card is drawn face down
MIN_SCALE = 0.82
"""The least a view shrinks a card: its smallest text stays at 12 px or more."""
SMALLEST_PX = 15
"""The smallest text the card paints (its caption), before the view scales it."""


class BingoCardItem(QGraphicsObject):
    cellClicked = Signal(int)

    def __init__(self):
        super().__init__()
        self.card: Card | None = None
        self.grid: Grid | None = None
        self.marked = 0
        self.daubed = 0
        self.outline = 0
        self.caption = ""
        self.empty = ""
        """What the card says when it shows no card: "face down" paints its back, any other text
        is a placeholder ("Pick a card to validate it")."""
        self.selected = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, HEIGHT)

    def show_card(self, card: Card | None, grid: Grid | None, marked: int, daubed: int, pattern: Pattern | None,
             points: int | None, selected: bool = False) -> None:
        self.card, self.grid, self.marked, self.daubed = card, grid, marked, daubed
        self.empty = ""
        self.outline = (pattern.shown_by(marked | (1 << 12)) or 0) if pattern else 0
        if card is not None and card.is_joker:
            self.caption = translate("BingoCard", "Goker wild")
        elif pattern is None:
            self.caption = translate("BingoCard", "No pattern yet")
        else:
            name = translated(pattern.title)
            self.caption = name if points is None else \
                translate("BingoCard", "{pattern} \u2014 {points} pts").format(pattern=name, points=points)
        self.selected = selected
        self.update()

    def show_empty(self, text: str) -> None:
        self.card, self.grid, self.marked, self.daubed, self.outline = None, None, 0, 0, 0
        self.caption, self.empty, self.selected = "", text, False
        self.update()

    def _paint_empty(self, painter: QPainter) -> None:
        if self.empty == FACE_DOWN:
            paint_face(painter, self.boundingRect().adjusted(2, 2, -2, -2), None)
            return
        painter.setPen(QPen(QColor("#90a4ae"), 3, Qt.PenStyle.DashLine))
        painter.setBrush(QColor("#f5f7f8"))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 12, 12)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(24)
        painter.setFont(font)
        painter.setPen(QColor("#546e7a"))
        painter.drawText(self.boundingRect().adjusted(24, 24, -24, -24),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.empty:
            self._paint_empty(painter)
            return
        painter.setPen(QPen(QColor("#ff6f00") if self.selected else QColor("#455a64"), 5 if self.selected else 2))
        painter.setBrush(QColor("#fffdf5"))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 12, 12)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        if self.card is not None:
            font.setPixelSize(26)
            painter.setFont(font)
            painter.setPen(ink(self.card))
            painter.drawText(QRectF(12, 6, 120, 30), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             self.card.label)
        if self.card is not None and self.card.is_joker:
            font.setPixelSize(40)
            painter.setFont(font)
            painter.setPen(QColor("#6a1b9a"))
            painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, "\u2605 GOKER \u2605")
            return
        font.setPixelSize(20)
        painter.setFont(font)
        for column, letter in enumerate(LETTERS):
            painter.setPen(QColor(LETTER_COLOURS[column]))
            painter.drawText(QRectF(8 + column * CELL, TOP - 26, CELL, 24), Qt.AlignmentFlag.AlignCenter, letter)
        if self.grid is None:
            return
        font.setPixelSize(17)
        painter.setFont(font)
        for row in range(5):
            for column in range(5):
                bit = 1 << (row * 5 + column)
                rect = QRectF(8 + column * CELL, TOP + row * CELL, CELL, CELL)
                painter.setPen(QPen(QColor("#b0bec5"), 1))
                called_only = self.marked & bit and not self.daubed & bit
                painter.setBrush(QColor("#e8f5e9") if called_only else Qt.BrushStyle.NoBrush)
                painter.drawRect(rect)
                number = self.grid.numbers[row][column]
                if self.daubed & bit or number == 0:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(216, 27, 96, 150) if number else QColor(255, 213, 79, 200))
                    painter.drawEllipse(rect.center(), CELL * 0.38, CELL * 0.38)
                painter.setPen(QColor("#212121"))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number) if number else "\u2605")
        if self.outline:
            painter.setPen(QPen(QColor("#ff6f00"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for row in range(5):
                for column in range(5):
                    if self.outline & (1 << (row * 5 + column)):
                        cell = QRectF(10 + column * CELL, TOP + 2 + row * CELL, CELL - 4, CELL - 4)
                        painter.drawRoundedRect(cell, 6, 6)
        font.setPixelSize(SMALLEST_PX)
        painter.setFont(font)
        painter.setPen(QColor("#37474f"))
        painter.drawText(CAPTION, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.caption)

    def mousePressEvent(self, event) -> None:
        column = int((event.pos().x() - 8) // CELL)
        row = int((event.pos().y() - TOP) // CELL)
        if 0 <= row < 5 and 0 <= column < 5:
            self.cellClicked.emit(row * 5 + column)
        else:
            super().mousePressEvent(event)


class BingoCardView(FittedView):
    """One card in a scene of its own, scaled to fit; a click anywhere on it is `clicked`."""

    clicked = Signal()

    def __init__(self):
        self.item = BingoCardItem()
        scene = QGraphicsScene()
        scene.addItem(self.item)
        scene.setSceneRect(self.item.boundingRect())
        super().__init__(scene)
        self.setMinimumSize(int(WIDTH * MIN_SCALE), int(HEIGHT * MIN_SCALE))
        self.setStyleSheet("background: transparent")

    def scale_factor(self) -> float:
        """How much the view scales the card (its smallest text is `SMALLEST_PX` times this)."""
        return self.transform().m11()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        self.clicked.emit()
