"""The panel shown over the table when a round is over: how it was won, who lost what, the
winning hand in its groups, and the button that deals the next round (or, at the game's end,
the final points and the winners)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.app.names import name_html
from gamenight.games.okey.arrange import melds_of, pairs_of
from gamenight.games.okey.rules import OkeyState, RoundResult
from gamenight.games.okey.tiles import okey_face
from gamenight.games.okey.ui.tile_art import TILE_RATIO, paint_tile

PANEL_STYLE = "QFrame{background:rgba(20,30,45,246);border-radius:16px;} QLabel{color:white;}"


def panel_frame(parent: QWidget) -> QFrame:
    """A dark rounded frame laid over the table, hidden until needed."""
    panel = QFrame(parent)
    panel.setStyleSheet(PANEL_STYLE)
    QVBoxLayout(panel).setContentsMargins(28, 22, 28, 22)
    panel.hide()
    return panel


class RoundPanel:
    """The round-end frame and its widgets: `text`, `hand` and `next_button`."""

    def __init__(self, parent: QWidget, deal_next):
        self.frame = panel_frame(parent)
        self.text = QLabel()
        self.text.setTextFormat(Qt.RichText)
        self.text.setAlignment(Qt.AlignCenter)
        self.text.setWordWrap(True)
        self.hand = QLabel()
        self.hand.setAlignment(Qt.AlignCenter)
        self.next_button = QPushButton("Deal the next round")
        self.next_button.setMinimumHeight(52)
        self.next_button.clicked.connect(deal_next)
        for widget in (self.text, self.hand, self.next_button):
            self.frame.layout().addWidget(widget)

    def show_result(self, state: OkeyState, result: RoundResult, names: list[str], over: bool) -> None:
        self.text.setText(result_text(state, result, names, over))
        self.hand.setPixmap(hand_picture(result) if result.hand else QPixmap())
        self.next_button.setVisible(not over)


def result_text(state: OkeyState, result: RoundResult, names: list[str], over: bool) -> str:
    if result.winner is None:
        headline = "The stock ran out: nobody won the round." if result.how == "stock out" else \
            "The gosterge took the last points."
    else:
        headline = f"{name_html(names[result.winner])} won the round: {result.how}."
    losses = ", ".join(f"{name_html(names[s])} \u2212{loss}" for s, loss in enumerate(result.losses) if loss)
    if over:
        places = state.placements()
        winners = " and ".join(name_html(names[s]) for s in range(4) if places[s] == 1)
        final = ", ".join(f"{name_html(names[s])} {p}" for s, p in enumerate(state.scores()))
        headline += f"<br><br><b>Game over.</b> Points left: {final}.<br><b>{winners} win the game.</b>"
    return f"<h2>{headline}</h2><p>{losses or 'Nobody loses points.'}</p>"


def hand_picture(result: RoundResult) -> QPixmap:
    """The winning 14 tiles in their groups, then the tile laid on the indicator."""
    okey = okey_face(result.indicator)
    pairs = "pairs" in result.how
    groups, loose = (pairs_of if pairs else melds_of)(list(result.hand), okey)
    groups = groups + ([loose] if loose else [])
    width, gap = 36, 14
    height = int(width * TILE_RATIO)
    total = sum(len(g) for g in groups) * (width + 2) + gap * len(groups) + width + 3 * gap
    picture = QPixmap(int(total) * 2, height * 2)
    picture.setDevicePixelRatio(2)
    picture.fill(QColor(0, 0, 0, 0))
    painter = QPainter(picture)
    x = 0.0
    for group in groups:
        for tile in group:
            paint_tile(painter, QRectF(x, 0, width, height), tile, okey)
            x += width + 2
        x += gap
    x += gap
    if result.finish_tile is not None:
        painter.setPen(QColor("#ffd54f"))
        painter.drawText(QRectF(x - 2 * gap, 0, 2 * gap, height), Qt.AlignCenter, "\u2192")
        paint_tile(painter, QRectF(x, 0, width, height), result.finish_tile, okey)
    painter.end()
    return picture
