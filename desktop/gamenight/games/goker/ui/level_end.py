"""The screen's end panel (the kit's `OverlayPanel`, laid over the cards) at a level end and at
the game end. At a level end the cards played face down turn over one by one, each with its
pattern and points, and the winner is crowned; at the game end it shows the winners (from the
engine's placements), the totals and what each card played at an earlier level would show now."""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from gamenight.app.names import name_html
from gamenight.games.goker.views import GokerView, LevelResult
from gamenight.table.overlay import OverlayPanel

MID = "<td valign='middle'>"
"""A cell level with the name beside it (an isolated name sets a taller line)."""


def row_style(rows: int) -> str:
    """Smaller rows for a big table, so that ten players fit over the cards of a small screen."""
    return f"font-size:{max(14, 23 - rows)}px"

OPAQUE = "QFrame#overlay{background:rgb(20,30,45);border-radius:16px;} QFrame#overlay QLabel{color:white;}"


class LevelEndShow(QObject):
    closed = Signal()  # the status line speaks of the game again
    revealed = Signal()  # the last card has turned: the level's winner may be shown

    def __init__(self, panel: OverlayPanel, names: list[str]):
        super().__init__(panel)
        self.panel = panel
        panel.setStyleSheet(OPAQUE)  # nothing of the table shows through the results
        self.names = names
        self.continue_button = panel.add_button("Continue", self.close)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._turn_next)
        self.result: LevelResult | None = None
        """The level whose cards are on show (None when the panel shows no level)."""
        self.rows: list[str] = []
        self.shown = 0
        self.game_over = False

    @property
    def showing(self) -> bool:
        return self.result is not None or self.game_over

    def reveal(self, result: LevelResult, step_ms: int) -> None:
        """Turn the cards over in the order they were played; the winner is crowned only once the
        last one has turned, so no row gives the result away before it."""
        self.result, self.game_over = result, False
        self.rows = []
        for play in result.played:
            pattern = "Goker wild" if play.card.is_joker else play.pattern.name if play.pattern else "no pattern"
            self.rows.append(f"<tr><td>{name_html(self.names[play.seat])}</td>{MID}&nbsp;{play.card.label}&nbsp;</td>"
                             f"{MID}{pattern}</td>"
                             f"<td align='right' valign='middle'>&nbsp;{result.points.get(play.seat, 0)}</td></tr>")
        self.shown = 0 if step_ms > 0 else len(self.rows)
        self.continue_button.show()
        self._render()
        if step_ms > 0:
            self.timer.start(step_ms)

    @property
    def turning(self) -> bool:
        """A level's cards are still turning over (its winner is not to be shown yet)."""
        return self.result is not None and self.shown < len(self.rows)

    def _turn_next(self) -> None:
        self.shown += 1
        self._render()
        if self.shown >= len(self.rows):
            self.timer.stop()
            self.revealed.emit()

    def _render(self) -> None:
        if self.result is None:
            return
        hidden = "".join("<tr><td colspan='4'>\u2588\u2588 face down \u2588\u2588</td></tr>"
                         for _ in self.rows[self.shown:])
        winner = self.result.winner
        crown = "" if self.turning or winner is None else \
            f"<h2>\u2605 {name_html(self.names[winner])} wins level {self.result.level} \u2605</h2>"
        self.panel.show_message(f"<h2>Level {self.result.level}: the cards turn over</h2>"
                                f"<table align='center' cellpadding='2' style='{row_style(len(self.rows))}'>"
                                f"{''.join(self.rows[:self.shown])}{hidden}</table>{crown}")

    def show_game_end(self, view: GokerView, title: str) -> None:
        """`title`: the winners' line (the screen's, from placements)."""
        self.timer.stop()
        self.result, self.game_over = None, True
        order = sorted(range(view.num_players), key=lambda seat: (-view.scores[seat], seat))
        earlier_seats = [play.seat for result in view.results[:-1] for play in result.played]
        reached: dict[int, list[str]] = {}
        for (level, card, pattern), seat in zip(view.what_if(), earlier_seats):
            reached.setdefault(seat, []).append(f"{card.label} (L{level}): {pattern.name if pattern else 'no pattern'}")
        rows = "".join(f"<tr><td>{name_html(self.names[seat])}</td><td align='right'>&nbsp;{view.scores[seat]}"
                       f"&nbsp;&nbsp;</td><td>{'; '.join(reached.get(seat, []))}</td></tr>" for seat in order)
        self.continue_button.hide()
        style = row_style(view.num_players + 2)
        self.panel.show_message(f"<h1>{title}</h1><table align='center' cellpadding='2' style='{style}'>"
                                f"<tr><th></th><th>Total</th><th align='left'>Earlier cards would now show</th></tr>"
                                f"{rows}</table>")

    def close(self) -> None:
        """Put the panel away (Continue, the next ball, or the level end undone)."""
        self.timer.stop()
        self.result, self.game_over = None, False
        self.panel.hide()
        self.closed.emit()
