"""The launcher: one tile per game with its picture, one line, player counts and a Play button.
A game not built yet says so plainly and its button is disabled."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.app.art import svg_pixmap
from gamenight.core.registry import GameInfo

PICTURE_SIZE = QSize(240, 160)


class GameTile(QFrame):
    play = Signal(str)

    def __init__(self, info: GameInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.setObjectName(f"tile-{info.id}")
        self.setFrameShape(QFrame.StyledPanel)
        layout = QVBoxLayout(self)
        self.picture = QLabel(alignment=Qt.AlignCenter)
        self.picture.setFixedSize(PICTURE_SIZE)
        layout.addWidget(self.picture, 0, Qt.AlignHCenter)
        title = QLabel(info.name)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        blurb = QLabel(info.blurb, wordWrap=True)
        blurb.setMinimumHeight(blurb.fontMetrics().height() * 2 + 4)
        blurb.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        layout.addWidget(blurb)
        layout.addWidget(QLabel(info.players_text))
        self.button = QPushButton("Play" if info.built else "Not built yet")
        self.button.setEnabled(info.built)
        self.button.setMinimumHeight(40)
        if info.built:
            self.button.setToolTip(f"Start a new game of {info.name}")
        else:
            self.button.setToolTip(f"{info.name} is not built yet and cannot be started.")
        self.button.clicked.connect(lambda: self.play.emit(info.id))
        layout.addWidget(self.button)
        self._render_picture()

    def _render_picture(self) -> None:
        pixmap = svg_pixmap(self.info.picture, PICTURE_SIZE, self.devicePixelRatioF())
        if not self.info.built:
            pixmap = _faded(pixmap)
        self.picture.setPixmap(pixmap)

    def changeEvent(self, event) -> None:  # re-render when moved to a screen of another DPR
        super().changeEvent(event)
        if event.type() == event.Type.DevicePixelRatioChange:
            self._render_picture()


def _faded(pixmap):
    from PySide6.QtGui import QPainter, QPixmap

    faded = QPixmap(pixmap.size())
    faded.setDevicePixelRatio(pixmap.devicePixelRatio())
    faded.fill(Qt.transparent)
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
        heading = QLabel("Choose a game")
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        heading.setFont(font)
        outer.addWidget(heading)
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
        self.resume_button = QPushButton("Resume a saved game…")
        self.resume_button.clicked.connect(self.resume)
        self.history_button = QPushButton("Score history")
        self.history_button.clicked.connect(self.history)
        for button in (self.resume_button, self.history_button):
            button.setMinimumHeight(40)
            footer.addWidget(button)
        footer.addStretch(1)
        outer.addLayout(footer)
