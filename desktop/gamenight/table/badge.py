"""A player's badge on the table: the name, the bot level, a line of detail (points, the dealer),
how many cards or tiles the player holds (drawn as little backs), a glow while it is their turn,
and a mark shared with their partner."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from gamenight.table.names import shown_name

WIDTH, HEIGHT = 220.0, 72.0
TEAM_COLOURS = ("#42a5f5", "#ef5350", "#66bb6a", "#ffca28")

translate = QCoreApplication.translate
BOT_LEVELS: dict[str, str] = {
    "easy": str(QT_TRANSLATE_NOOP("Badge", "{name} (easy bot)")),
    "normal": str(QT_TRANSLATE_NOOP("Badge", "{name} (normal bot)")),
    "hard": str(QT_TRANSLATE_NOOP("Badge", "{name} (hard bot)"))}
"""A bot's badge title, one sentence per level."""


@dataclass
class BadgeInfo:
    name: str
    level: str | None = None  # a bot's level, None for a person
    detail: str = ""  # "18 points · dealer"
    held: int = 0  # cards or tiles in hand
    to_move: bool = False
    team: int | None = None  # the partner mark: same colour for partners
    team_colours: tuple[str, ...] = ()
    """The partner mark's colours when the game has its own for the team (Jokers: the team's
    marble colours, the mark split between them); else one of TEAM_COLOURS by `team`."""


class PlayerBadge(QGraphicsObject):
    def __init__(self, centre: QPointF | None = None):
        super().__init__()
        self.info = BadgeInfo("")
        if centre is not None:
            self.centre_on(centre)

    def centre_on(self, centre: QPointF) -> None:
        self.setPos(centre.x() - WIDTH / 2, centre.y() - HEIGHT / 2)

    def show_info(self, info: BadgeInfo) -> None:
        if info != self.info:
            self.info = info
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, HEIGHT)

    def title(self) -> str:
        info = self.info
        name = shown_name(info.name)
        if info.level is None:
            return name
        level = BOT_LEVELS.get(info.level)
        return translate("Badge", level).format(name=name) if level else f"{name} ({info.level} bot)"

    def paint(self, painter: QPainter, option, widget=None) -> None:
        info = self.info
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffd54f"), 3) if info.to_move else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 12, 12)
        if info.team is not None:
            self._paint_team_mark(painter, info)
        font = QFont("DejaVu Sans")
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(26, 6, WIDTH - 52, 22), Qt.AlignmentFlag.AlignCenter, self.title())
        font.setPixelSize(13)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#e8f5e9"))
        painter.drawText(QRectF(10, 29, WIDTH - 20, 18), Qt.AlignmentFlag.AlignCenter, info.detail)
        backs = min(info.held, 16)
        for index in range(backs):
            painter.setBrush(QColor("#2e7d32"))
            painter.setPen(QPen(QColor("#c8e6c9"), 1))
            painter.drawRoundedRect(QRectF(WIDTH / 2 - backs * 6.5 + index * 13, 51, 11, 14), 2, 2)

    @staticmethod
    def _paint_team_mark(painter: QPainter, info: BadgeInfo) -> None:
        """A dot in the team's colour, or split into equal slices of the team's own colours."""
        assert info.team is not None
        colours = info.team_colours or (TEAM_COLOURS[info.team % len(TEAM_COLOURS)],)
        dot = QRectF(10, 10, 14, 14)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        span = 360 * 16 // len(colours)  # Qt's angles are in sixteenths of a degree
        for index, colour in enumerate(colours):
            painter.setBrush(QColor(colour))
            painter.drawPie(dot, 90 * 16 + index * span, span)
