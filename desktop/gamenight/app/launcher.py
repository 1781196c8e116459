"""The launcher: one tile per game with its picture, one line, player counts and a Play button.
A game not built yet says so plainly and its button is disabled."""
from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.app.art import svg_pixmap
from gamenight.core.registry import GameInfo
from gamenight.table.language import translated

PICTURE_SIZE = QSize(240, 160)
TITLE_FACTOR = 1.35
BUTTON_HEIGHT = 40
MAX_SCALE = 2.0
SCALE_STEP = 0.05
MIN_PICTURE_SCALE = 0.6
"""How far the pictures shrink, their text staying its size, when the page is too small for the
tiles at their 1366x768 size (a laptop's screen less its panel and the window's title bar)."""


class GameTile(QFrame):
    """A game's tile; `set_scale` grows its picture, text and button together."""

    play = Signal(str)

    def __init__(self, info: GameInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.scale = self.picture_scale = 1.0
        self.setObjectName(f"tile-{info.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.box = layout = QVBoxLayout(self)  # its minimum size is the tile's (see _tile_size)
        self.picture = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = QLabel(info.name)
        layout.addWidget(self.title)
        self.blurb = QLabel(wordWrap=True)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.blurb)
        self.players = QLabel()
        layout.addWidget(self.players)
        self.button = QPushButton()
        self.button.setEnabled(info.built)
        self.button.clicked.connect(lambda: self.play.emit(info.id))
        layout.addWidget(self.button)
        self.retranslate()
        self._base_points = QFont(self.font()).pointSizeF()
        self._drawn: tuple[QSize, float] | None = None
        self._fonts_scale: float | None = None
        """The scale the text and button are sized for (resizing fonts is the costly part)."""
        self.set_scale(1.0)

    def retranslate(self) -> None:
        name = self.info.name
        self.blurb.setText(translated(self.info.blurb))
        self.players.setText(translated(self.info.players_text))
        if self.info.built:
            self.button.setText(self.tr("Play"))
            self.button.setToolTip(self.tr("Start a new game of {game}").format(game=name))
        else:
            self.button.setText(self.tr("Not built yet"))
            self.button.setToolTip(self.tr("{game} is not built yet and cannot be started.").format(game=name))

    def set_scale(self, scale: float, picture_scale: float | None = None) -> None:
        """Picture, fonts and button `scale` times their size on a 1366x768 screen, the picture
        `picture_scale` times when given (it is drawn by `draw_picture` once the launcher has found
        its size)."""
        fonts_current = self._fonts_scale == scale
        self.scale, self.picture_scale = scale, scale if picture_scale is None else picture_scale
        self.picture.setFixedSize(PICTURE_SIZE * self.picture_scale)
        if fonts_current:  # only the picture changes (the launcher fitting it to the page)
            return
        self._fonts_scale = scale
        for label, factor, bold in ((self.title, TITLE_FACTOR, True), (self.blurb, 1.0, False),
                                    (self.players, 1.0, False), (self.button, 1.0, False)):
            font = QFont(label.font())
            font.setPointSizeF(self._base_points * factor * scale)
            font.setBold(bold)
            label.setFont(font)
        self.blurb.setMinimumHeight(self.blurb.fontMetrics().height() * 2 + 4)
        self.button.setMinimumHeight(round(BUTTON_HEIGHT * scale))

    def draw_picture(self) -> None:
        """Draw the picture at its current size, unless it is drawn at that size already."""
        wanted = (self.picture.size(), self.devicePixelRatioF())
        if self._drawn == wanted:
            return
        self._drawn = wanted
        pixmap = svg_pixmap(self.info.picture, wanted[0], wanted[1])
        if not self.info.built:
            pixmap = _faded(pixmap)
        self.picture.setPixmap(pixmap)

    def changeEvent(self, event) -> None:  # re-render when moved to a screen of another DPR
        super().changeEvent(event)
        if event.type() == event.Type.DevicePixelRatioChange:
            self.draw_picture()


def _faded(pixmap):
    from PySide6.QtGui import QPainter, QPixmap

    faded = QPixmap(pixmap.size())
    faded.setDevicePixelRatio(pixmap.devicePixelRatio())
    faded.fill(Qt.GlobalColor.transparent)
    painter = QPainter(faded)
    painter.setOpacity(0.35)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    return faded


class LauncherPage(QWidget):
    play = Signal(str)
    history = Signal()
    resume = Signal()

    def __init__(self, games: list[GameInfo], parent: QWidget | None = None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        self.heading = heading = QLabel()
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        heading.setFont(font)
        top = QHBoxLayout()
        top.addWidget(heading)
        self.phones_line = QLabel(wordWrap=True)
        """That players may join from their phones (offered only as a seat's Who in the new game)."""
        self.phones_line.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.phones_line, 1)
        outer.addLayout(top)
        grid = QGridLayout()
        grid.setSpacing(16)
        self.tiles: dict[str, GameTile] = {}
        for index, info in enumerate(games):
            tile = GameTile(info)
            tile.play.connect(self.play)
            self.tiles[info.id] = tile
            grid.addWidget(tile, index // 3, index % 3)
        outer.addLayout(grid)
        outer.addStretch(1)
        footer = QHBoxLayout()
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self.resume)
        self.history_button = QPushButton()
        self.retranslate()
        self.history_button.clicked.connect(self.history)
        self._footer_points = QFont(self.resume_button.font()).pointSizeF()
        self._text_scale: float | None = None
        """The scale the tiles' text and the buttons beneath are sized for."""
        for button in (self.resume_button, self.history_button):
            button.setMinimumHeight(BUTTON_HEIGHT)
            footer.addWidget(button)
        footer.addStretch(1)
        outer.addLayout(footer)
        self._set_scale(1.0, MIN_PICTURE_SCALE)
        self._base_size = outer.minimumSize()
        """The page's least size with tiles at scale 1 and the smallest pictures, which
        `minimumSizeHint` keeps reporting: grown tiles must not stop the window from being made
        smaller again."""
        self._base_tile = self._tile_size()
        self._base_footer = self._footer_height()
        self._grid_shape = (math.ceil(len(games) / 3), min(len(games), 3))

    def retranslate(self) -> None:
        """The page's words in the app's language (the main window calls this when it changes)."""
        self.heading.setText(self.tr("Choose a game"))
        self.phones_line.setText(self.tr("Players can join from their phones: in the new game, set Who to Phone "
                                         "for their seats."))
        self.resume_button.setText(self.tr("Resume a saved game\u2026"))
        self.history_button.setText(self.tr("Score history"))
        for tile in self.tiles.values():
            tile.retranslate()

    def minimumSizeHint(self) -> QSize:
        return self._base_size

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_tiles()

    def fit_tiles(self) -> None:
        """Grow the tiles with the page, as far as the page still holds them (so a large screen is
        filled with bigger pictures and text instead of empty space above the buttons)."""
        scale = self._largest_scale()
        picture_scale = 1.0
        while scale == 1.0 and picture_scale > MIN_PICTURE_SCALE and not self._holds_tiles():
            picture_scale = max(MIN_PICTURE_SCALE, round(picture_scale - SCALE_STEP, 2))
            self._set_scale(1.0, picture_scale)
        for tile in self.tiles.values():
            tile.draw_picture()

    def _largest_scale(self) -> float:
        """The largest scale, in steps, at which the page holds the tiles, else 1.0; the tiles are
        left at it. Text at 1.0 is first tried with full-size pictures: tiles that do not fit so
        cannot grow, and their text is not re-sized at all (as on a 1366x768 screen)."""
        if self._text_scale == 1.0:
            self._set_scale(1.0)
            if not self._holds_tiles():
                return 1.0
        base = self._base_size
        estimate = min(self.width() / max(base.width(), 1), self.height() / max(base.height(), 1), MAX_SCALE)
        scale = max(1.0, math.floor(estimate / SCALE_STEP) * SCALE_STEP)
        self._set_scale(scale)
        while scale > 1.0 and not self._holds_tiles():
            scale = max(1.0, round(scale - SCALE_STEP, 2))
            self._set_scale(scale)
        while scale + SCALE_STEP <= MAX_SCALE:
            self._set_scale(round(scale + SCALE_STEP, 2))
            if not self._holds_tiles():
                self._set_scale(scale)
                break
            scale = round(scale + SCALE_STEP, 2)
        return scale

    def _tile_size(self) -> QSize:
        """The least size of the largest tile as it is scaled now (the tiles' own layouts are current
        at once, the page's only after the next layout pass)."""
        sizes = [tile.box.minimumSize() for tile in self.tiles.values()]
        return QSize(max((size.width() for size in sizes), default=0),
                     max((size.height() for size in sizes), default=0))

    def _footer_height(self) -> int:
        return max(self.resume_button.minimumHeight(), self.resume_button.sizeHint().height())

    def _holds_tiles(self) -> bool:
        rows, columns = self._grid_shape
        grown = self._tile_size() - self._base_tile
        footer_grown = self._footer_height() - self._base_footer
        return (self._base_size.height() + rows * grown.height() + footer_grown <= self.height()
                and self._base_size.width() + columns * grown.width() <= self.width())

    def _set_scale(self, scale: float, picture_scale: float | None = None) -> None:
        """The tiles and the buttons beneath them, which grow with the tiles' Play buttons."""
        pictures = scale if picture_scale is None else picture_scale
        for tile in self.tiles.values():
            if abs(tile.scale - scale) > 1e-6 or abs(tile.picture_scale - pictures) > 1e-6:
                tile.set_scale(scale, pictures)
        if self._text_scale == scale:
            return
        self._text_scale = scale
        for button in (self.resume_button, self.history_button):
            font = QFont(button.font())
            font.setPointSizeF(self._footer_points * scale)
            button.setFont(font)
            button.setMinimumHeight(round(BUTTON_HEIGHT * scale))
