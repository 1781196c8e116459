"""The Super Pokeno Bonus projector (audience) window, to be read from the back of a hall: the
card just called huge, the dice with the step in words, the cards called so far on a 52-card
board, the round's bonus hand and multiplier, and the standings. It mirrors the console from the
public spectator view and has no controls (Esc or a double-click closes it)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gamenight.app.fonts import bold_font
from gamenight.app.names import name_text
from gamenight.caller.projector import ProjectorWindow
from gamenight.core.cards import Card, Suit
from gamenight.games.pokeno.ui.dice_tray import DiceTray
from gamenight.games.pokeno.ui.drawn_card import DrawnCard
from gamenight.games.pokeno.view import PokenoView

RANKS = range(14, 1, -1)
SUIT_ROWS = tuple(reversed(Suit))
CALLED = QColor("#ffe082")
LAST = QColor("#ff6f00")
STANDINGS_PX = 32


class CalledGrid(QWidget):
    """The 52 cards in suit rows, painted large: the called ones lit, the last one outlined."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.called: list[Card] = []
        self.setMinimumSize(13 * 24, 4 * 24)

    def show_called(self, called: list[Card]) -> None:
        self.called = list(called)
        self.update()

    def cell_rect(self, card: Card) -> QRectF:
        width, height = self.width() / 13, self.height() / 4
        column, row = list(RANKS).index(card.rank), SUIT_ROWS.index(card.suit)
        return QRectF(column * width, row * height, width, height).adjusted(3, 3, -3, -3)

    def label_px(self) -> int:
        """The size of a card's label: most of its cell's height."""
        return max(12, int(min(self.height() / 4 * 0.5, self.width() / 13 * 0.36)))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(self.label_px())
        painter.setFont(font)
        called = set(self.called)
        last = self.called[-1] if self.called else None
        for suit in SUIT_ROWS:
            for rank in RANKS:
                card = Card(rank, suit)
                rect = self.cell_rect(card)
                lit = card in called
                painter.setPen(QPen(LAST, 5) if card == last else Qt.NoPen)
                painter.setBrush(CALLED if lit else QColor("#263238"))
                painter.drawRoundedRect(rect, 8, 8)
                ink = ("#c62828" if suit.is_red else "#1b1b1b") if lit else ("#ef9a9a" if suit.is_red else "#90a4ae")
                painter.setPen(QColor(ink))
                painter.drawText(rect, Qt.AlignCenter, card.label)


class PokenoProjector(ProjectorWindow):
    def __init__(self):
        super().__init__("Super Pokeno Bonus \u2014 projector")
        self.view: PokenoView | None = None
        self.held = ("", "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.status = self._label(40)
        self.status.setAlignment(Qt.AlignCenter)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        row.setSpacing(16)
        left = QVBoxLayout()
        self.drawn = DrawnCard()
        self.drawn.label.setFont(bold_font(self, 36))
        left.addWidget(self.drawn, 1)
        self.dice = DiceTray(caption_px=26, max_side=110)
        self.dice.setFixedHeight(250)
        self.dice.setMinimumWidth(160)
        self.dice.rolled.connect(self._show_held)
        left.addWidget(self.dice)
        row.addLayout(left, 4)
        middle = QVBoxLayout()
        self.called = CalledGrid()
        middle.addWidget(self.called, 1)
        self.bonus = self._label(40)
        self.bonus.setAlignment(Qt.AlignCenter)
        self.bonus.setStyleSheet("color:#ffd54f;")
        middle.addWidget(self.bonus)
        row.addLayout(middle, 10)
        self.standings = self._label(STANDINGS_PX)
        self.standings.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.standings.setMinimumWidth(140)
        self.standings.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Ignored)  # sized to fit, below
        self.standings.installEventFilter(self)
        row.addWidget(self.standings, 3)
        layout.addLayout(row, 1)

    def _label(self, pixels: int) -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.PlainText)  # holds names, shown as typed
        label.setWordWrap(True)
        label.setFont(bold_font(self, pixels))
        return label

    def mirror(self, status: str, view: PokenoView, names: list[str], roll_ms: int, card_ms: int) -> None:
        """Show the public `view` under the console's `status`; `roll_ms` tumbles a new roll,
        `card_ms` turns a new card over (0: no new roll or card)."""
        self.view = view
        played = view.round
        called = list(played.drawn) if played else []
        caption = f"Call {len(called)} of {played.cards_to_draw}" if played and played.cards_to_draw else ""
        self.drawn.show_card(called[-1] if called else None, caption, card_ms)
        words = played.log[-1] if played and played.log else "Roll the dice to start the round"
        if roll_ms and played is not None:
            self.dice.show_roll(played.dice, words, roll_ms)
        elif not (self.dice.rolling and card_ms):  # a card may follow the roll; an undo stops it
            self.dice.show_still(played.dice if played else (), words)
        self.called.show_called(called)
        self.standings.setText(standings_text(view, names))
        self._fit_standings()
        self.held = (status, bonus_text(view))
        if not self.dice.rolling:
            self._show_held()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.standings and event.type() == QEvent.Resize:
            self._fit_standings()
        return False

    def _fit_standings(self) -> None:
        """Every player's line fits the height: smaller text for a crowd, never under 12 px.
        Measured from the laid-out text (names may bring in fonts with taller lines)."""
        label = self.standings
        for pixels in range(STANDINGS_PX, 11, -1):
            label.setFont(bold_font(self, pixels))
            if label.heightForWidth(label.width()) <= label.height():
                return

    def _show_held(self) -> None:
        """The round in words and the bonus: shown once the dice stop, like the roll itself."""
        self.status.setText(self.held[0])
        self.bonus.setText(self.held[1])


def bonus_text(view: PokenoView) -> str:
    played = view.round
    if played is None or played.bonus is None:
        return "Bonus hand: not rolled yet"
    if not played.multiplier:
        return f"Bonus hand: {played.bonus.title}"
    return (f"Bonus hand: {played.bonus.title} \u00d7{played.multiplier} = "
            f"{played.bonus.points * played.multiplier} points")


def standings_text(view: PokenoView, names: list[str]) -> str:
    """Every player by total, best first, one line each."""
    scores = view.scores or (0,) * len(names)
    order = sorted(range(len(names)), key=lambda seat: (-scores[seat], seat))
    return "Standings\n" + "\n".join(
        f"{1 + sum(other > scores[seat] for other in scores)}. {name_text(names[seat])}  {scores[seat]:g}"
        for seat in order)
