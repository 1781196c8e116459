"""The audience window for a projector: the big ball, the flashboard, the level and round, and
the level winners. It only mirrors the console; it has no controls."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gamenight.app.fonts import bold_font
from gamenight.games.goker.ui.ball import BigBall
from gamenight.games.goker.ui.flashboard import FlashBoard


class AudienceWindow(QWidget):
    def __init__(self):
        super().__init__(None, Qt.Window)
        self.setWindowTitle("Goker \u2014 audience")
        self.setStyleSheet("background:#102027; color:white;")
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setTextFormat(Qt.PlainText)  # mirrors text that holds player names
        self.status.setFont(bold_font(self, 34))
        self.status.setAlignment(Qt.AlignCenter)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.ball = BigBall()
        self.ball.setMinimumWidth(360)
        row.addWidget(self.ball, 2)
        self.board = FlashBoard(interactive=False)
        row.addWidget(self.board, 5)
        layout.addLayout(row, 1)
        self.winners = QLabel()
        self.winners.setTextFormat(Qt.PlainText)
        self.winners.setFont(bold_font(self, 24))
        self.winners.setAlignment(Qt.AlignCenter)
        layout.addWidget(self.winners)
        self.resize(1280, 720)

    def show_on(self, screen) -> None:
        """Full screen on the chosen screen (the projector)."""
        if screen is not None:
            self.setScreen(screen)
            self.move(screen.geometry().topLeft())
        self.showFullScreen()

    def mirror(self, status: str, balls: list[int], marked: set[int], winners: str, duration_ms: int) -> None:
        self.status.setText(status)
        self.ball.show_balls(balls, duration_ms)
        self.board.show_calls(balls, marked)
        self.winners.setText(winners)
