"""The audience window for a projector: the big ball with the five before it, the flashboard,
the level and round, and the level winners, all sized to be read across a room (nothing under
24 px on a 1920x1080 projector). It mirrors the console from the public view; it has no controls
(Esc or a double-click closes it, see `ProjectorWindow`)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout

from gamenight.app.fonts import bold_font
from gamenight.app.names import name_text
from gamenight.caller.projector import ProjectorWindow
from gamenight.games.goker.ui.ball import BigBall
from gamenight.games.goker.ui.flashboard import FlashBoard
from gamenight.games.goker.views import GokerView


class AudienceWindow(ProjectorWindow):
    def __init__(self):
        super().__init__("Goker \u2014 audience")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 32, 16)
        self.status = QLabel()
        self.status.setTextFormat(Qt.PlainText)  # mirrors text that holds player names
        self.status.setFont(bold_font(self, 40))
        self.status.setAlignment(Qt.AlignCenter)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        row.setSpacing(28)
        self.ball = BigBall(recent_max=150)
        self.ball.setMinimumWidth(360)
        row.addWidget(self.ball, 5)
        self.board = FlashBoard(interactive=False)
        row.addWidget(self.board, 12)
        layout.addLayout(row, 1)
        self.winners = QLabel()
        self.winners.setTextFormat(Qt.PlainText)
        self.winners.setFont(bold_font(self, 30))
        self.winners.setAlignment(Qt.AlignCenter)
        layout.addWidget(self.winners)

    def mirror(self, status: str, view: GokerView, names: list[str], duration_ms: int) -> None:
        """Show the public `view` under the console's `status` line."""
        self.status.setText(status)
        self.ball.show_balls(list(view.balls), duration_ms)
        self.board.show_calls(list(view.balls), set(view.marked))
        self.winners.setText("   ".join(f"Level {result.level}: {name_text(names[result.winner])}"
                                       for result in view.results if result.winner is not None))
