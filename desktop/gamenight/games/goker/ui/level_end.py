"""The screen's end panel (the kit's `EndPanel`, laid over the cards) at a level end and at the
game end. At a level end the cards played face down turn over one by one as they were played, each
with its pattern and points; only when the last one has turned is the winner named, with the
winning card drawn and its pattern outlined, and celebrated. At the game end it shows the winners
(from the engine's placements), the totals and what each card played at an earlier level would
show now."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsScene

from gamenight.games.goker.deck import Deck
from gamenight.games.goker.ui.bingo_card import HEIGHT, WIDTH, BingoCardItem
from gamenight.games.goker.views import GokerView, LevelResult
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_html
from gamenight.table.overlay import scenes_picture

translate = QCoreApplication.translate
MID = "<td valign='middle'>"
"""A cell level with the name beside it (an isolated name sets a taller line)."""
CARD_HEIGHT = 420
"""The winning card's height when the panel has the room (a large screen)."""
LEAST_CARD_WIDTH = 160
"""The winning card is never made narrower than this to fit the panel over the cards: read from
the table, its numbers and outlined pattern need it (at 40x60 px it was a smudge)."""
WINNER_STYLE = "color:#ffd54f;font-weight:bold"


def row_style(rows: int, least_px: int = 0) -> str:
    """Smaller rows for a big table, so that ten players fit over the cards of a small screen;
    never under `least_px` (the TV's size, `GameScreen.least_text_px`)."""
    return f"font-size:{max(14, 23 - rows, least_px)}px"


def winning_card(deck: Deck, result: LevelResult) -> QPixmap | None:
    """The level winner's card on the level's marked numbers, its pattern outlined."""
    play = next((play for play in result.played if play.seat == result.winner), None)
    if play is None:
        return None
    item = BingoCardItem()
    grid = None if play.card.is_joker else deck.grid(play.card)
    marked = grid.marked(result.marked) if grid else 0
    item.show_card(play.card, grid, marked, marked, play.pattern, result.points.get(play.seat, 0))
    scene = QGraphicsScene()
    scene.addItem(item)
    scene.setSceneRect(item.boundingRect())
    return scenes_picture([scene], CARD_HEIGHT)


class LevelEndShow(QObject):
    closed = Signal()  # the status line speaks of the game again
    revealed = Signal()  # the last card has turned: the level's winner may be shown

    def __init__(self, screen, names: list[str]):
        """`screen`: the Goker screen (a `GameScreen`), whose end panel this fills and which is
        redrawn when the panel closes or the last card has turned."""
        super().__init__(screen)
        self.screen = screen
        self.closed.connect(screen.refresh)
        self.revealed.connect(screen.refresh)
        self.names = names
        self.continue_button = screen.end_panel.add_button(self.tr("Continue"), self.close)
        screen.end_panel.least_picture = math.ceil(LEAST_CARD_WIDTH * HEIGHT / WIDTH)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._turn_next)
        self.result: LevelResult | None = None
        """The level whose cards are on show (None when the panel shows no level)."""
        self.deck: Deck | None = None
        self.rows: list[str] = []
        self.shown = 0
        self.game_over = False

    @property
    def showing(self) -> bool:
        return self.result is not None or self.game_over

    def reveal(self, result: LevelResult, deck: Deck, step_ms: int) -> None:
        """Turn the cards over in the order they were played; the winner is named only once the
        last one has turned, so no row gives the result away before it."""
        self.result, self.deck, self.game_over = result, deck, False
        self.rows = [self._row(play, result, crowned=False) for play in result.played]
        self.shown = 0 if step_ms > 0 else len(self.rows)
        self.continue_button.show()
        self._render()
        if step_ms > 0:
            self.timer.start(step_ms)
        elif self.rows:
            self.screen.sounds.play("card_turn")  # all turned at once: one card's sound

    def take_over(self, old: LevelEndShow) -> None:
        """Show the level `old` showed (its screen was built again in a new language): the cards
        turned so far, the others still turning over at the same pace."""
        if old.result is not None and old.deck is not None:
            self.reveal(old.result, old.deck, old.timer.interval() if old.turning else 0)
            self.shown = old.shown
            self._render()
        old.timer.stop()

    def _row(self, play, result: LevelResult, crowned: bool) -> str:
        pattern = self.tr("Goker wild") if play.card.is_joker else \
            translated(play.pattern.title) if play.pattern else self.tr("no pattern")
        star, style = ("\u2605 ", f" style='{WINNER_STYLE}'") if crowned else ("", "")
        points = result.points.get(play.seat, 0)
        return (f"<tr{style}><td>{star}{name_html(self.names[play.seat])}</td>{MID}&nbsp;{play.card.label}&nbsp;</td>"
                f"{MID}{pattern}</td><td align='right' valign='middle'>&nbsp;{points}</td></tr>")

    @property
    def turning(self) -> bool:
        """A level's cards are still turning over (its winner is not to be shown yet)."""
        return self.result is not None and self.shown < len(self.rows)

    def _turn_next(self) -> None:
        self.shown += 1
        self.screen.sounds.play("card_turn")
        self._render()
        if self.shown >= len(self.rows):
            self.timer.stop()
            self.revealed.emit()

    def _render(self) -> None:
        """The rows turned so far; the winner, the winning card and the celebration once all are."""
        result = self.result
        if result is None or self.deck is None:
            return
        face_down = self.tr("face down")
        hidden = "".join(f"<tr><td colspan='4'>\u2588\u2588 {face_down} \u2588\u2588</td></tr>"
                         for _ in self.rows[self.shown:])
        style = row_style(len(self.rows), self.screen.least_text_px)
        table = (f"<table align='center' cellpadding='2' style='{style}'>"
                 f"{''.join(self.rows[:self.shown])}{hidden}</table>")
        if self.turning:
            self.screen.show_end(table, banner=self.tr("Level {level}: the cards turn over").format(level=result.level),
                                 celebrate=False)
            return
        if result.winner is None:
            self.screen.show_end(table, banner=self.tr("Level {level}: no winner").format(level=result.level),
                                 celebrate=False)
            return
        name = self.names[result.winner]
        won = next(play for play in result.played if play.seat == result.winner)
        table = table.replace(self._row(won, result, crowned=False), self._row(won, result, crowned=True))
        self.screen.show_end(table, winning_card(self.deck, result), beside=True,
                             banner=self._winner_banner(name, result.level))

    def _winner_banner(self, name: str, level: int) -> str:
        if is_you(name):
            return self.tr("You win level {level}!").format(level=level)
        return self.tr("{player} wins level {level}!").format(player=name_html(name), level=level)

    def show_game_end(self, view: GokerView) -> None:
        self.timer.stop()
        self.result, self.game_over = None, True
        order = sorted(range(view.num_players), key=lambda seat: (-view.scores[seat], seat))
        earlier_seats = [play.seat for result in view.results[:-1] for play in result.played]
        reached: dict[int, list[str]] = {}
        for (level, card, pattern), seat in zip(view.what_if(), earlier_seats, strict=False):
            shown = translated(pattern.title) if pattern else self.tr("no pattern")
            reached.setdefault(seat, []).append(self.tr("{card} (L{level}): {pattern}").format(
                card=card.label, level=level, pattern=shown))
        rows = "".join(f"<tr><td>{name_html(self.names[seat])}</td><td align='right'>&nbsp;{view.scores[seat]}"
                       f"&nbsp;&nbsp;</td><td>{'; '.join(reached.get(seat, []))}</td></tr>" for seat in order)
        self.continue_button.hide()
        style = row_style(view.num_players + 2, self.screen.least_text_px)
        last = winning_card(view.deck, view.results[-1]) if view.results else None
        total, earlier = self.tr("Total"), self.tr("Earlier cards would now show")
        self.screen.show_end(f"<table align='center' cellpadding='2' style='{style}'>"
                             f"<tr><th></th><th>{total}</th><th align='left'>{earlier}</th></tr>"
                             f"{rows}</table>", last, beside=True)

    def close(self) -> None:
        """Put the panel away (Continue, the next ball, or the level end undone)."""
        self.timer.stop()
        self.result, self.game_over = None, False
        self.screen.hide_end()
        self.closed.emit()
