"""The Super Pokeno Bonus table: boards, dice tray, the card just called, the called board,
the round score table and the winner panel. The app draws on a tap, on Space or by itself at a
chosen speed; in external-draw mode the operator enters a live caller's dice and cards."""
from __future__ import annotations

import html
import math

from PySide6.QtCore import QAbstractAnimation, QEvent, Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.fonts import bold_font
from gamenight.app.names import name_html, name_text, verb, win_title
from gamenight.app.undo_prompt import confirm_undo
from gamenight.caller.draw_controls import DrawControls
from gamenight.caller.speech import shared_speaker
from gamenight.core.engine import CHANCE
from gamenight.games.pokeno.roll import Step
from gamenight.games.pokeno.rules import ChooseBoard, Dice, Draw, PokenoState
from gamenight.games.pokeno.ui.board_picker import BoardPicker
from gamenight.games.pokeno.ui.board_scene import BoardScene, BoardView
from gamenight.games.pokeno.ui.called_board import CalledBoard
from gamenight.games.pokeno.ui.dice_entry import DiceEntry
from gamenight.games.pokeno.ui.dice_tray import DiceTray
from gamenight.games.pokeno.ui.drawn_card import DrawnCard
from gamenight.games.pokeno.ui.printing import print_boards, print_score_sheet
from gamenight.games.pokeno.ui.score_table import ScoreTable

DICE_MS = 900
CARD_MS = 380
CHIP_MS = 300


class PokenoScreen(QWidget):
    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        controller.auto_chance = False  # the operator (or the auto-draw timer) sets the pace
        self.speed_factor = context.settings.animation_factor
        self.speak = context.settings.sound  # the caller's cards said aloud, where the system can
        self.names = [seat.name for seat in controller.match.seats]
        self.external = self.state.external_chance
        self.seen_actions = -1
        self.board_scenes: list[BoardScene] = []
        self.board_views: list[BoardView] = []
        self.board_columns = 0

        outer = QVBoxLayout(self)
        outer.addLayout(self._top_bar())
        self.pages = QStackedWidget()
        outer.addWidget(self.pages, 1)
        self.picker = BoardPicker(self.state.boards)
        self.picker.boardTaken.connect(self.take_board)
        self.pages.addWidget(self.picker)
        self.table = QWidget()
        self.pages.addWidget(self.table)
        self._build_table()

        self.controls.add_space_shortcut(self)
        self.controls.keep_speed_in(controller)
        controller.changed.connect(self.refresh)
        controller.refused.connect(self.show_refusal)
        controller.gameOver.connect(self.refresh)

    @property
    def state(self) -> PokenoState:
        return self.controller.state

    # -- layout ------------------------------------------------------------------------------
    def _top_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.status = QLabel()
        self.status.setTextFormat(Qt.PlainText)  # names are shown as typed, never as markup
        self.status.setFont(bold_font(self, 18))
        bar.addWidget(self.status, 1)
        self.controls = DrawControls("Roll the dice", (2, 30, 10))
        self.controls.step.connect(self.primary_action)
        bar.addWidget(self.controls)
        self.undo_entry = QPushButton("Undo last entry")
        self.undo_entry.setMinimumHeight(44)
        self.undo_entry.clicked.connect(self.undo_last_entry)
        bar.addWidget(self.undo_entry)
        printing = QToolButton()
        printing.setText("Print")
        printing.setMinimumHeight(44)
        printing.setPopupMode(QToolButton.InstantPopup)
        menu = QMenu(printing)
        menu.addAction("Boards as PDF\u2026", self.print_boards)
        menu.addAction("Blank score sheet as PDF\u2026", self.print_score_sheet)
        printing.setMenu(menu)
        bar.addWidget(printing)
        self.controls.setVisible(not self.external)
        return bar

    def _build_table(self) -> None:
        layout = QGridLayout(self.table)
        layout.setContentsMargins(0, 0, 0, 0)
        left = QVBoxLayout()
        self.dice = DiceTray()
        left.addWidget(self.dice)
        self.steps = QLabel()
        self.steps.setTextFormat(Qt.RichText)
        self.steps.setWordWrap(True)
        self.steps.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        left.addWidget(self.steps)
        self.drawn = DrawnCard()
        left.addWidget(self.drawn, 1)
        left_box = QWidget()
        left_box.setLayout(left)
        left_box.setFixedWidth(270)
        layout.addWidget(left_box, 0, 0)
        self.boards_box = QWidget()
        self.boards_grid = QGridLayout(self.boards_box)
        self.boards_grid.setSpacing(6)
        self.boards_grid.setContentsMargins(0, 0, 0, 0)
        self.boards_box.installEventFilter(self)
        layout.addWidget(self.boards_box, 0, 1)
        self.scores = ScoreTable(self.names)
        right = QVBoxLayout()
        right.addWidget(self.scores, 1)
        right.addWidget(QLabel("\u2605 the round's caller (\u00b110 for 11s and 12s)", wordWrap=True))
        right_box = QWidget()
        right_box.setLayout(right)
        right_box.setFixedWidth(max(200, min(400, 50 * len(self.names) + 56)))
        layout.addWidget(right_box, 0, 2)
        bottom = QHBoxLayout()
        self.called = CalledBoard()
        self.called.set_entry(self.external)
        self.called.cardTapped.connect(self.enter_card)
        self.called.setFixedHeight(4 * 40 + 9)
        bottom.addWidget(self.called, 3)
        self.dice_entry = DiceEntry()
        self.dice_entry.diceEntered.connect(self.enter_dice)
        self.dice_entry.setFixedWidth(330)
        bottom.addWidget(self.dice_entry)
        self.dice_entry.setVisible(self.external)
        layout.addLayout(bottom, 1, 0, 1, 3)
        layout.setColumnStretch(1, 1)
        layout.setRowStretch(0, 1)
        self.winner = QFrame(self.table)
        self.winner.setStyleSheet("QFrame{background:rgba(20,30,60,225);border-radius:16px;} QLabel{color:white;}")
        self.winner_text = QLabel(self.winner)
        self.winner_text.setAlignment(Qt.AlignCenter)
        self.winner_text.setTextFormat(Qt.RichText)
        box = QVBoxLayout(self.winner)
        box.addWidget(self.winner_text)
        self.winner.hide()

    def _build_boards(self) -> None:
        for seat in range(self.state.num_players):
            board = self.state.board_for(seat)
            scene = BoardScene(board, f"{name_text(self.names[seat])} \u2014 board {board.number}")
            self.board_scenes.append(scene)
            self.board_views.append(BoardView(scene))
        self._arrange_boards()

    def _arrange_boards(self) -> None:
        """Lay the boards out in the number of columns that shows them largest."""
        if not self.board_views:
            return
        count = len(self.board_views)
        scene_rect = self.board_scenes[0].sceneRect()
        width, height = max(self.boards_box.width(), 100), max(self.boards_box.height(), 100)

        def scale(columns: int) -> float:
            rows = math.ceil(count / columns)
            return min(width / columns / scene_rect.width(), height / rows / scene_rect.height())

        columns = max(range(1, count + 1), key=scale)
        if columns == self.board_columns:
            return
        self.board_columns = columns
        for seat, view in enumerate(self.board_views):
            self.boards_grid.removeWidget(view)
            self.boards_grid.addWidget(view, seat // columns, seat % columns)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.boards_box and event.type() == QEvent.Resize:
            self._arrange_boards()
        return False

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_winner()

    def _place_winner(self) -> None:
        width, height = min(520, self.table.width() - 40), min(420, self.table.height() - 40)
        self.winner.setGeometry((self.table.width() - width) // 2, (self.table.height() - height) // 2, width, height)

    # -- actions -------------------------------------------------------------------------------
    def duration(self, base_ms: int) -> int:
        return int(base_ms / self.speed_factor) if self.speed_factor else 0

    def primary_action(self) -> None:
        if not self.external and self.controller.match.current_player == CHANCE:
            self.controller.draw()

    def take_board(self, number: int) -> None:
        self.controller.act(ChooseBoard(number), self.controller.match.current_player)

    def enter_card(self, card) -> None:
        if self.external:
            self.controller.enter_chance(Draw(card))

    def enter_dice(self, values: tuple) -> None:
        self.controller.enter_chance(Dice(values))

    def undo_last_entry(self) -> None:
        step = self.controller.undo_step()
        if step is not None and confirm_undo(self, step):
            self.controller.undo()

    def show_refusal(self, message: str) -> None:
        self.steps.setText(f"<span style='color:#d32f2f'><b>{html.escape(message)}</b></span><br>" + self._steps_html())

    def print_boards(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, "Print boards", "pokeno-boards.pdf", "PDF (*.pdf)")[0]
        if path:
            print_boards(path, [self.state.board_for(seat) for seat in range(self.state.num_players)]
                         if all(b is not None for b in self.state.board_of) else self.state.boards)

    def print_score_sheet(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(
            self, "Print score sheet", "pokeno-score-sheet.pdf", "PDF (*.pdf)")[0]
        if path:
            print_score_sheet(path, self.names, self.state.rounds_to_play)

    # -- showing the state ---------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.state
        match = self.controller.match
        if None in state.board_of:
            seat = state.current_player
            self.pages.setCurrentWidget(self.picker)
            self.picker.ask(self.names[seat], match.state.view(seat).free_boards, not match.seats[seat].is_bot)
            self.status.setText("Choosing boards")
            self.controls.set_ready(False, False)
            self.undo_entry.setEnabled(self.controller.can_undo())
            return
        if not self.board_scenes:
            self._build_boards()
        self.pages.setCurrentWidget(self.table)
        new_action = len(match.record.actions) != self.seen_actions
        last = match.info.codec.decode(match.record.actions[-1]) if match.record.actions else None
        animate = new_action and self.seen_actions >= 0
        self.seen_actions = len(match.record.actions)
        played = state.round
        self._show_status(played)
        self._show_dice(played, last, animate)
        called = list(played.drawn) if played else []
        caption = f"Call {len(called)} of {played.cards_to_draw}" if played and played.cards_to_draw else ""
        self.drawn.show_card(called[-1] if called else None, caption,
                             self.duration(CARD_MS) if animate and isinstance(last, Draw) else 0)
        if animate and isinstance(last, Draw) and self.speak:
            shared_speaker().say(last.card.name)
        self.called.show_called(called)
        chip_ms = self.duration(CHIP_MS) if animate else 0
        for seat, scene in enumerate(self.board_scenes):
            scene.show_state(set(called), state.line_scores(seat), played.bonus if played else None, chip_ms)
        self.scores.show_state(state)
        self._show_controls(played)
        if match.is_over:
            self._show_winner()

    def _steps_html(self) -> str:
        played = self.state.round
        return "<br>".join(html.escape(line) for line in played.log) if played else ""

    def _show_status(self, played) -> None:
        state = self.state
        if self.controller.match.is_over:
            self.status.setText("Game over")
            return
        caller = state.next_caller() if played is None or played.finished else played.caller
        name = self.names[caller]
        calls = f"{name_text(name)} {verb(name, 'calls', 'call')}"
        number = state.counted_round_number()
        if played is not None and played.finished:  # between rounds: nothing of the last call is current
            over = f"Round {number} void \u2014 roll again" if played.void else \
                f"Round {number} over \u2014 roll for round {number + 1}"
            self.status.setText(f"{over} \u00b7 {calls}")
            return
        parts = [f"Round {number} of {state.rounds_to_play}", calls]
        if played:
            if played.cards_to_draw:
                parts.append(f"{played.cards_to_draw} cards")
            if played.bonus:
                parts.append(f"bonus: {played.bonus.title.lower()}"
                             + (f" \u00d7{played.multiplier}" if played.multiplier else ""))
        self.status.setText(" \u00b7 ".join(parts))

    def _show_dice(self, played, last, animate: bool) -> None:
        self.steps.setText(self._steps_html())
        if isinstance(last, Dice) and played is not None:
            words = played.log[-1]
            if animate:
                self.dice.show_roll(last.values, words, self.duration(DICE_MS))
            else:
                self.dice.show_still(last.values, words)
        elif self.dice.animation.state() != QAbstractAnimation.Running:
            # derived from the record, so a resumed or undone game shows the dice as they lie
            values = self._last_dice()
            if played is None or played.finished:
                self.dice.show_still(values, "Roll the dice for the next round" if played else
                                     "Roll the dice to start the round")
            else:
                self.dice.show_still(values, played.log[-1] if played.log else "")

    def _last_dice(self) -> tuple[int, ...]:
        match = self.controller.match
        for data in reversed(match.record.actions):
            if data.get("kind") == Dice.kind:
                return match.info.codec.decode(data).values
        return ()

    def _show_controls(self, played) -> None:
        match = self.controller.match
        step = self.state.pending_step() if match.current_player == CHANCE else None
        chance_due = match.current_player == CHANCE
        if self.external:
            self.dice_entry.setVisible(step is not None)
            if step is not None:
                self.dice_entry.ask(step.dice, step.value)
            self.called.set_entry(chance_due and step is None)
            last = self.controller.undo_step()
            self.undo_entry.setEnabled(last is not None)
            self.undo_entry.setText("Undo last entry" if last is None else last.label)
        else:
            self.undo_entry.hide()
            if step is None:
                text = "Draw a card"
            elif step == Step.BASE and (played is None or played.finished):
                text = "Roll for the next round" if played else "Roll the dice"
            else:
                text = f"Roll the {step.value}"
            self.controls.set_ready(chance_due, chance_due, text)

    def _show_winner(self) -> None:
        state = self.state
        order = sorted(range(state.num_players), key=lambda seat: (-state.scores()[seat], seat))
        winners = [self.names[seat] for seat in order if state.placements()[seat] == 1]
        lines = "".join(f"<tr><td>{state.placements()[seat]}.&nbsp;</td><td>{name_html(self.names[seat])}</td>"
                        f"<td align='right'>&nbsp;&nbsp;{state.scores()[seat]:g}</td></tr>" for seat in order)
        self.winner_text.setText(f"<h1>{win_title(winners)}</h1><table style='font-size:18px'>{lines}</table>"
                                 "<p>Ctrl+N for a new game, Ctrl+H for the history.</p>")
        self._place_winner()
        self.winner.show()
        self.winner.raise_()
