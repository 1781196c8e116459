"""The called board every caller game shows: everything that can be called (Goker's 75 balls,
Pokeno's 52 cards) in rows, a tile each. Called tiles light up and the last one is outlined; the
labels grow with the tiles (a projector's board is read across the room). On a console each tile
is a touch target whose tap emits `tapped` with what it shows (the screen decides what a tap
means and the engine accepts or refuses it); on a projector the tiles only show.

A game gives what differs: its rows, each tile's label and spoken name, an optional head for each
row (Goker's B-I-N-G-O), and its colours (`tile_style`)."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from gamenight.caller.projector import MIN_TEXT_PX
from gamenight.table.mirror import is_board
from gamenight.table.touch import touch_px

LAST_OUTLINE = "4px solid #ff6f00"
"""The last call's outline, on both games' boards."""
HEAD_MIN_PX = 30  # a row's head is no touch target
LABEL_HEIGHT = 0.62
"""The labels' pixel size as a part of a tile's height (shared by its lines), when its width allows."""
LABEL_WIDTH = 0.8
"""The widest label line ("75", "10") may take this part of a tile's width."""
PROJECTOR_TILE_PX = 16
"""A projector's tiles are no touch targets: they grow with its window, from this."""


ItemT = TypeVar("ItemT", bound=Hashable)


@dataclass(frozen=True)
class BoardFace(Generic[ItemT]):
    """What a game's board shows: its `rows` of items (each item a tile, keyed by the item), the
    `label` written on a tile (lines split by "\\n"), the `name` a screen reader says, and the
    `heads` leading the rows as (text, background colour), or none."""

    rows: Sequence[Sequence[ItemT]]
    label: Callable[[ItemT], str]
    name: Callable[[ItemT], str]
    heads: Sequence[tuple[str, str]] = ()


class CalledBoard(QWidget):
    tapped = Signal(object)

    def __init__(self, face: BoardFace[Any], interactive: bool = True, parent: QWidget | None = None):
        super().__init__(parent)
        self.face = face
        self.interactive = interactive
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        is_board(self)  # a watched screen (the TV table) keeps it
        self.grid = QGridLayout(self)
        grid = self.grid
        grid.setSpacing(3)
        grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[Hashable, QPushButton] = {}
        self.heads = [self._head(text, colour, grid, row) for row, (text, colour) in enumerate(face.heads)]
        skip = 1 if face.heads else 0
        for row, items in enumerate(face.rows):
            for column, item in enumerate(items):
                grid.addWidget(self._tile(item), row, column + skip)
        self.columns = max(len(items) for items in face.rows)
        self.widest = widest_line(self.font(), [button.text() for button in self.buttons.values()])
        self.called: list[Hashable] = []
        self._restyle()

    def _head(self, text: str, colour: str, grid: QGridLayout, row: int) -> QLabel:
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setPixelSize(24)
        font.setBold(True)
        label.setFont(font)
        label.setStyleSheet(f"color:white;background:{colour};border-radius:6px;")
        label.setMinimumWidth(HEAD_MIN_PX)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        grid.addWidget(label, row, 0)
        return label

    def _tile(self, item: Hashable) -> QPushButton:
        button = QPushButton(self.face.label(item))
        font = QFont(self.font())
        font.setPixelSize(MIN_TEXT_PX)
        font.setBold(True)
        button.setFont(font)
        tile = touch_px(self) if self.interactive else PROJECTOR_TILE_PX  # a finger's size, or any
        button.setMinimumSize(tile, tile)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if self.interactive:
            button.clicked.connect(lambda _=False, item=item: self.tapped.emit(item))
        else:
            button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.buttons[item] = button
        return button

    def changeEvent(self, event) -> None:
        """A new language: the tiles' names follow."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_tiles()

    def resizeEvent(self, event) -> None:
        """The labels fill most of each tile, the rows' heads more."""
        super().resizeEvent(event)
        pixels = self.label_px_for(next(iter(self.buttons.values())))
        for button in self.buttons.values():
            font = button.font()
            font.setPixelSize(pixels)
            button.setFont(font)
        spacing = self.grid.horizontalSpacing()
        room = self.width() - self.columns * (touch_px(self) + spacing)  # what the tiles leave the heads
        for label in self.heads:
            font = label.font()
            font.setPixelSize(max(22, min(int(label.height() * 0.7), 96, int(room / 1.3))))
            label.setFont(font)
            label.setFixedWidth(max(HEAD_MIN_PX, min(int(font.pixelSize() * 1.3), room)))

    def label_px_for(self, tile: QPushButton) -> int:
        """The largest pixel size at which every label fills a tile of this size and still fits
        (never under 12 px: a console's tiles are a finger wide, far more than that needs)."""
        lines = max(button.text().count("\n") + 1 for button in self.buttons.values())
        tall, wide = tile.height() * LABEL_HEIGHT / lines, tile.width() * LABEL_WIDTH / self.widest
        return max(MIN_TEXT_PX, int(min(tall, wide)))

    def label_px(self) -> int:
        """The labels' pixel size now (the smallest, should tiles differ)."""
        return min(button.font().pixelSize() for button in self.buttons.values())

    def show_called(self, called: Sequence[Hashable]) -> None:
        """Light the `called` items, the last one outlined."""
        self.called = list(called)
        self._restyle()

    @property
    def last(self) -> Hashable | None:
        return self.called[-1] if self.called else None

    def _restyle(self) -> None:
        called = set(self.called)
        for item, button in self.buttons.items():
            button.setStyleSheet(f"QPushButton{{{self.tile_style(item, item in called)}border-radius:6px;}}")
        self._name_tiles()

    def _name_tiles(self) -> None:
        """Each tile's name, said by a screen reader and shown on hover (saying whether it was called)."""
        called, called_tip = set(self.called), QCoreApplication.translate("CalledBoard", "{name}: called")
        for item, button in self.buttons.items():
            name = self.face.name(item)
            button.setAccessibleName(name)
            button.setToolTip(called_tip.format(name=name) if item in called else name)

    def tile_style(self, item: Hashable, called: bool) -> str:
        """The style sheet of a tile (its background, colour and border): the game's colours."""
        raise NotImplementedError


def widest_line(font: QFont, labels: list[str]) -> float:
    """The widest line of `labels` in a bold `font`, as a part of the font's pixel size."""
    measure = QFont(font)
    measure.setBold(True)
    measure.setPixelSize(100)
    metrics = QFontMetricsF(measure)
    return max(metrics.horizontalAdvance(line) for label in labels for line in label.split("\n")) / 100
