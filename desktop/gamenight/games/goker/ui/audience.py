"""The audience window for a projector, read from the back of a hall: above, the last ball huge,
the level and the call it ends at, the five balls before it, the Goker round's guesses, the
level winners with their points and the coin that closes a round; below, the flashboard across
the whole width, its numbers filling the tiles. It mirrors the console from the public view; its
only control is the full-screen button (see `ProjectorWindow`). Every size is drawn for a
1920x1080 picture and follows the window's size."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout

from gamenight.caller.projector import HALL, ProjectorWindow
from gamenight.core.words import words
from gamenight.games.goker.ui.ball import BigBall, RecentBalls
from gamenight.games.goker.ui.coin import GokerCoin
from gamenight.games.goker.ui.flashboard import FlashBoard
from gamenight.games.goker.ui.texts import call_line, level_line, round_line, winners_line
from gamenight.games.goker.views import GokerView, LevelResult

HEADLINE_PX = 46
LINE_PX = 30
COIN_PX = 140
MIN_COIN_PX = 48


class AudienceWindow(ProjectorWindow):
    def __init__(self):
        super().__init__(words("AudienceWindow", "Goker \u2014 audience"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(14)
        top = QHBoxLayout()
        top.setSpacing(28)
        self.ball = BigBall(show_recent=False)
        self.ball.setMinimumSize(80, 80)  # it grows with the window
        top.addWidget(self.ball, 3)
        top.addLayout(self._build_info(), 8)
        layout.addLayout(top, 1)
        self.board = FlashBoard(interactive=False)
        layout.addWidget(self.board, 1)

    def _build_info(self) -> QVBoxLayout:
        info = QVBoxLayout()
        info.setSpacing(8)  # not the row's 28
        self.status = self.text_line(HEADLINE_PX)
        info.addLayout(self.header(self.status))
        call = QHBoxLayout()  # the coin beside the call, so that the five balls have the whole width
        self.call = self.text_line(LINE_PX)
        call.addWidget(self.call, 1)
        self.coin = GokerCoin(height=COIN_PX)
        call.addWidget(self.coin, 0, Qt.AlignmentFlag.AlignVCenter)
        info.addLayout(call)
        self.recent = RecentBalls()
        info.addWidget(self.recent, 1)
        self.guesses = self.text_line(HALL.standings)
        info.addWidget(self.guesses)
        self.winners = self.text_line(HALL.standings)
        info.addWidget(self.winners)
        return info

    def rescale(self, scale: float) -> None:
        self.coin.set_size(max(MIN_COIN_PX, round(COIN_PX * scale)))

    def mirror(self, view: GokerView, names: list[str], duration_ms: int, coin: GokerCoin,
               revealing: LevelResult | None = None, turning: bool = False) -> None:
        """Show the public `view`; `coin`: the console's coin, which this one follows;
        `revealing`: the level whose cards the console shows, still `turning` over (its winner
        waits for the last card)."""
        self.status.setText(level_line(view, revealing))
        self.call.setText(call_line(view))
        self.ball.show_balls(list(view.balls), duration_ms)
        self.recent.show_balls(list(view.balls))
        self.board.show_calls(list(view.balls), set(view.marked))
        self.guesses.setText(round_line(view, names))
        self.winners.setText(winners_line(view, names, revealing.level if turning and revealing else None))
        self.coin.follow(coin)
