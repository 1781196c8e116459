"""The Goker end panel: the winner, then one row per player with the total and what each card
played at an earlier level would show now."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gamenight.app.names import name_html, win_title
from gamenight.games.goker.rules import GokerState


class EndPanel(QFrame):
    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setStyleSheet("QFrame{background:rgba(20,30,60,230);border-radius:16px;} QLabel{color:white;}")
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.RichText)
        self.text.setAlignment(Qt.AlignCenter)
        self.text.setWordWrap(True)
        QVBoxLayout(self).addWidget(self.text)
        self.hide()

    def show_end(self, state: GokerState, names: list[str]) -> None:
        scores = state.scores()
        order = sorted(range(state.num_players), key=lambda seat: (-scores[seat], seat))
        winners = [names[seat] for seat in order if scores[seat] == scores[order[0]]]
        earlier_seats = [play.seat for result in state.results[:-1] for play in result.played]
        reached: dict[int, list[str]] = {}
        for (level, card, pattern), seat in zip(state.what_if(), earlier_seats):
            reached.setdefault(seat, []).append(f"{card.label} (L{level}): {pattern.name if pattern else 'no pattern'}")
        rows = "".join(f"<tr><td>{name_html(names[seat])}</td><td align='right'>&nbsp;{scores[seat]}&nbsp;&nbsp;</td>"
                       f"<td><small>{'; '.join(reached.get(seat, []))}</small></td></tr>" for seat in order)
        self.text.setText(f"<h1>{win_title(winners)}</h1><table style='font-size:16px'><tr><th></th><th>Total</th>"
                          f"<th align='left'>Earlier cards would now show</th></tr>{rows}</table>")
        self.show()
        self.raise_()
