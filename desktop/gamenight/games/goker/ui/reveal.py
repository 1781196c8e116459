"""The level-end reveal: the cards played face down turn over one by one, each with its pattern
and points, and the winner is crowned."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.app.names import name_html
from gamenight.games.goker.rules import LevelResult


class RevealPanel(QFrame):
    dismissed = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setStyleSheet("QFrame{background:rgba(15,40,30,235);border-radius:16px;} QLabel{color:white;}")
        layout = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setTextFormat(Qt.RichText)
        self.text.setAlignment(Qt.AlignCenter)
        self.text.setWordWrap(True)
        layout.addWidget(self.text, 1)
        self.close_button = QPushButton("Continue")
        self.close_button.setMinimumHeight(44)
        self.close_button.clicked.connect(self.finish)
        layout.addWidget(self.close_button)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._turn_next)
        self.rows: list[str] = []
        self.shown = 0
        self.hide()

    def reveal(self, result: LevelResult, names: list[str], step_ms: int) -> None:
        self.title = f"Level {result.level}: the cards turn over"
        self.rows = []
        for play in sorted(result.played, key=lambda play: -result.points.get(play.seat, 0)):
            pattern = "Goker wild" if play.card.is_joker else play.pattern.name if play.pattern else "no pattern"
            crown = " \u2605 wins" if play.seat == result.winner else ""
            self.rows.append(f"<tr><td>{name_html(names[play.seat])}</td><td>&nbsp;{play.card.label}&nbsp;</td>"
                             f"<td>{pattern}</td>"
                             f"<td align='right'>&nbsp;{result.points.get(play.seat, 0)}{crown}</td></tr>")
        self.shown = 0
        self.show()
        self.raise_()
        if step_ms > 0:
            self._render()
            self.timer.start(step_ms)
        else:
            self.shown = len(self.rows)
            self._render()

    def _turn_next(self) -> None:
        self.shown += 1
        self._render()
        if self.shown >= len(self.rows):
            self.timer.stop()

    def _render(self) -> None:
        hidden = "".join("<tr><td colspan='4'>\u2588\u2588 face down \u2588\u2588</td></tr>"
                         for _ in self.rows[self.shown:])
        self.text.setText(f"<h2>{self.title}</h2><table style='font-size:18px'>"
                          f"{''.join(self.rows[:self.shown])}{hidden}</table>")

    def finish(self) -> None:
        self.timer.stop()
        self.hide()
        self.dismissed.emit()
