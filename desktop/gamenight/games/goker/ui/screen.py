"""The Goker table: one screen for the caller's console and for solo play.

Left, the last ball huge with the five before it, the coin that closes each Goker round and the
GOKER buttons. Centre, the flashboard (tap it to guess, or to enter a live caller's ball) and
below it your cards (solo) or the card picker that validates any card (console). Right, the
guess sheet and the score sheet. Every rule question goes to the engine."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.fonts import bold_font
from gamenight.app.names import name_button, name_text
from gamenight.caller.draw_controls import DrawControls
from gamenight.caller.speech import shared_speaker
from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.rules import Ball, CallGoker, CoinFlip, GokerState, Guess, PlayCard
from gamenight.games.goker.ui.ball import BigBall
from gamenight.games.goker.ui.bingo_card import BingoCardView
from gamenight.games.goker.ui.card_picker import CardPicker
from gamenight.games.goker.ui.coin import GokerCoin
from gamenight.games.goker.ui.console_menu import ConsoleMenu
from gamenight.games.goker.ui.end_panel import EndPanel
from gamenight.games.goker.ui.flashboard import FlashBoard
from gamenight.games.goker.ui.reveal import RevealPanel
from gamenight.games.goker.ui.sheets import GuessSheet, ScoreSheet
from gamenight.games.goker.ui.texts import prompt_text, status_text, undo_question

BALL_MS = 450
REVEAL_MS = 700  # between two cards turning over at a level end
RAPID_MARK_MS = 180  # per number lit by a Rapid Start first ball


class GokerScreen(QWidget):
    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        controller.auto_chance = False  # the caller sets the pace; the coin waits its grace seconds
        self.context = context
        self.speed_factor = context.settings.animation_factor
        match = controller.match
        self.names = [seat.name for seat in match.seats]
        self.external = self.state.external_chance
        self.solo = self.state.app_deals
        self.humans = [seat for seat, info in enumerate(match.seats) if not info.is_bot]
        self.daubs: dict = {}
        self.selected_card = None
        self.seen_balls = len(self.state.balls)
        self.seen_levels = len(self.state.results)
        self._dealing = False
        self._goker_seats: tuple[int, ...] = ()
        self._build()
        self.controls.add_space_shortcut(self)
        self.controls.keep_speed_in(controller)
        controller.changed.connect(self.message.clear)  # a refusal shows until the next accepted step
        controller.changed.connect(self.refresh)
        controller.refused.connect(self.show_message)
        controller.gameOver.connect(self.refresh)

    @property
    def state(self) -> GokerState:
        return self.controller.state

    # -- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.status = QLabel()
        self.status.setTextFormat(Qt.PlainText)
        self.status.setFont(bold_font(self, 19))
        bar.addWidget(self.status, 1)
        self.controls = DrawControls("Draw", (10, 100, 40))
        self.controls.step.connect(self.primary_action)
        bar.addWidget(self.controls)
        self.undo_button = QPushButton("Undo last call")
        self.undo_button.setMinimumHeight(44)
        self.undo_button.clicked.connect(self.undo_last_call)
        bar.addWidget(self.undo_button)
        self.more = ConsoleMenu(self)
        bar.addWidget(self.more)
        self.controls.setVisible(not self.external)
        self.undo_button.setVisible(self.external)
        outer.addLayout(bar)

        body = QGridLayout()
        left = QVBoxLayout()
        self.ball = BigBall()
        left.addWidget(self.ball, 1)
        self.coin = GokerCoin()
        self.coin.landed.connect(self._coin_landed)
        left.addWidget(self.coin)
        self.goker_box = QVBoxLayout()
        left.addLayout(self.goker_box)
        self.typed = ""
        self.typed_label = QLabel()
        self.typed_label.setFont(bold_font(self, 18))
        left.addWidget(self.typed_label)
        self.message = QLabel()
        self.message.setTextFormat(Qt.PlainText)
        self.message.setStyleSheet("color:#d32f2f;font-weight:bold;")
        self.message.setWordWrap(True)
        left.addWidget(self.message)
        left_box = QWidget()
        left_box.setLayout(left)
        left_box.setFixedWidth(300)
        body.addWidget(left_box, 0, 0, 2, 1)

        self.board = FlashBoard()
        self.board.numberTapped.connect(self.tap_number)
        self.board.setMinimumHeight(5 * 40)
        body.addWidget(self.board, 0, 1)
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.PlainText)  # names are shown as typed, never as markup
        self.prompt.setFont(bold_font(self, 17))
        self.prompt.setWordWrap(True)
        self.lower = QVBoxLayout()
        self.lower.addWidget(self.prompt)
        self.cards_row = QHBoxLayout()
        self.card_views: list[BingoCardView] = []
        if self.solo:
            for index in range(3):
                view = BingoCardView()
                view.clicked.connect(lambda index=index: self.card_clicked(index))
                view.item.cellClicked.connect(lambda cell, index=index: self.daub(index, cell))
                self.card_views.append(view)
                self.cards_row.addWidget(view)
        else:
            self.picker = CardPicker(self.state.options["wilds"])
            self.picker.picked.connect(self.pick_card)
            self.cards_row.addWidget(self.picker, 3, Qt.AlignTop)
            view = BingoCardView()
            view.setMinimumWidth(220)
            self.card_views.append(view)
            self.cards_row.addWidget(view, 2)
        self.lower.addLayout(self.cards_row, 1)
        controls = QHBoxLayout()
        self.play_button = QPushButton()
        self.play_button.setMinimumHeight(44)
        self.play_button.clicked.connect(self.play_selected)
        controls.addWidget(self.play_button)
        self.auto_daub = QCheckBox("Daub for me")
        self.auto_daub.setChecked(True)
        self.auto_daub.setToolTip("Off: tap the numbers on your cards yourself. Validation always uses every call.")
        self.auto_daub.toggled.connect(lambda _: self.refresh())
        controls.addWidget(self.auto_daub)
        self.auto_daub.setVisible(self.solo)
        controls.addStretch(1)
        self.lower.addLayout(controls)
        lower_box = QWidget()
        lower_box.setLayout(self.lower)
        body.addWidget(lower_box, 1, 1)

        right = QVBoxLayout()
        right.addWidget(QLabel("<b>Guesses</b><br>"
                               "<small>\u2714 GOKER called \u00b7 ! call now \u00b7 \u2717 missed</small>"))
        self.guess_sheet = GuessSheet(self.names)
        right.addWidget(self.guess_sheet.widget, 1)
        right.addWidget(QLabel("<b>Score sheet</b> (\u2605 level winner)"))
        self.score_sheet = ScoreSheet(self.names)
        right.addWidget(self.score_sheet.widget, 1)
        right_box = QWidget()
        right_box.setLayout(right)
        right_box.setFixedWidth(300)
        body.addWidget(right_box, 0, 2, 2, 1)
        body.setColumnStretch(1, 1)
        body.setRowStretch(1, 1)
        outer.addLayout(body, 1)

        self.reveal = RevealPanel(self)
        self.end_panel = EndPanel(self)

    # -- input ---------------------------------------------------------------------------------
    def duration(self, base_ms: int) -> int:
        return int(base_ms / self.speed_factor) if self.speed_factor else 0

    def acting_human(self) -> int | None:
        seat = self.controller.match.current_player
        return seat if seat in self.humans else None

    def _deal(self) -> None:
        if self.state.phase == "deal":  # (still: a record being replayed may have dealt already)
            self.controller.draw(by_user=False)

    def primary_action(self) -> None:
        if not self.external and self.state.phase == "draw":
            self.controller.draw()

    def tap_number(self, number: int) -> None:
        phase = self.state.phase
        seat = self.acting_human()
        if phase == "guess" and seat is not None:
            action, by = Guess(number), seat
        elif phase == "draw" and self.external:
            action, by = Ball(number), None
        else:
            return
        ok = self.controller.act(action, by) if by is not None else self.controller.enter_chance(action)
        if not ok and number in self.board.buttons:
            self.board.flash_refused(number)

    def keyPressEvent(self, event) -> None:
        """A keyboard works like the touch board: type a number, Enter to guess or call it
        (Backspace corrects, Escape clears)."""
        key = event.key()
        if Qt.Key_0 <= key <= Qt.Key_9 and len(self.typed) < 2:
            self.typed += chr(key)
        elif key == Qt.Key_Backspace:
            self.typed = self.typed[:-1]
        elif key == Qt.Key_Escape:
            self.typed = ""
        elif key in (Qt.Key_Return, Qt.Key_Enter) and self.typed:
            number, self.typed = int(self.typed), ""
            self.tap_number(number)
        else:
            super().keyPressEvent(event)
            return
        self.typed_label.setText(f"Typed: {self.typed}_  (Enter)" if self.typed else "")

    def call_goker(self, seat: int) -> None:
        self.controller.act(CallGoker(seat), seat)

    def undo_last_call(self) -> None:
        """The console's undo: the last ball called, with everything entered after it."""
        step = self.controller.undo_step(Ball.kind)
        if step is None:
            return
        later = len(self.controller.match.record.actions) - step.index - 1
        if QMessageBox.question(self, "Undo", undo_question(step.action.number, later)) != QMessageBox.Yes:
            return
        self.controller.undo(Ball.kind)

    def card_clicked(self, index: int) -> None:
        seat = self._hand_seat()
        hand = self.state.hands[seat] if seat is not None else []
        if index < len(hand):
            self.selected_card = hand[index]
            self.refresh()

    def daub(self, index: int, cell: int) -> None:
        if self.auto_daub.isChecked():
            return
        seat = self._hand_seat()
        hand = self.state.hands[seat] if seat is not None else []
        if index < len(hand):
            card = hand[index]
            self.daubs[card] = self.daubs.get(card, 0) ^ (1 << cell)
            self.refresh()

    def pick_card(self, card) -> None:
        self.selected_card = card
        self.refresh()

    def play_selected(self) -> None:
        seat = self.acting_human()
        if seat is not None and self.state.phase == "play" and self.selected_card is not None:
            card, self.selected_card = self.selected_card, None
            self.controller.act(PlayCard(card), seat)

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    # -- showing the state ---------------------------------------------------------------------
    def _hand_seat(self) -> int | None:
        """Whose cards the solo screen shows: the human to act, else the first human."""
        if not self.solo or not self.humans:
            return None
        seat = self.acting_human()
        return seat if seat is not None else self.humans[0]

    def refresh(self) -> None:
        state = self.state
        phase = state.phase
        if phase == "deal":
            if not self._dealing:
                self._dealing = True
                QTimer.singleShot(0, self._deal)
            return
        new_balls = state.balls[self.seen_balls:] if len(state.balls) > self.seen_balls else []
        for number in new_balls:
            if self.more.speak_action.isChecked():
                shared_speaker().say(ball_name(number))
        self.seen_balls = len(state.balls)
        current = state.round
        guessed = set(current.guesses.values()) if phase in ("guess", "draw") else set()
        self.board.show_calls(state.balls, state.marked, guessed)
        self.ball.show_balls(state.balls, self.duration(BALL_MS) if new_balls else 0)
        if new_balls and len(state.balls) == 1 and state.options["rapid_start"] and self.duration(1):
            marks = sorted(state.marked - set(state.balls))
            self.board.reveal_marks(marks, self.duration(RAPID_MARK_MS))
        self.status.setText(status_text(state))
        self._show_goker_buttons()
        self._show_prompt()
        self._show_cards()
        self.guess_sheet.show_state(state)
        self.score_sheet.show_state(state)
        self.controls.set_ready(phase == "draw", phase in ("guess", "draw", "flip"))
        self.undo_button.setEnabled(self.controller.undo_step(Ball.kind) is not None)
        if phase != "flip" and self.coin.spinning:
            self.coin.stop()
        if phase == "flip" and not self.coin.spinning:
            grace = self.state.options["grace_seconds"]
            if grace and self.duration(1000):
                self.coin.spin(grace)
            else:
                QTimer.singleShot(0, self._coin_landed)
        audience = self.more.audience
        if audience is not None and audience.isVisible():
            winners = "   ".join(f"Level {r.level}: {name_text(self.names[r.winner])}"
                                   for r in state.results if r.winner is not None)
            audience.mirror(self.status.text(), state.balls, state.marked, winners,
                                 self.duration(BALL_MS) if new_balls else 0)
        if len(state.results) > self.seen_levels:
            self.reveal.reveal(state.results[-1], self.names, self.duration(REVEAL_MS))
        elif len(state.results) < self.seen_levels:  # a level end was undone
            self.reveal.finish()
        self.seen_levels = len(state.results)
        if self.controller.match.is_over:
            self.reveal.finish()
            self.end_panel.show_end(state, self.names)

    def _coin_landed(self) -> None:
        if self.state.phase == "flip":
            self.controller.enter_chance(CoinFlip(), by_user=False)

    def _show_goker_buttons(self) -> None:
        """One big GOKER button per human whose guess was just drawn (rebuilt only on change)."""
        seats = tuple(seat for seat in sorted(self.state.round.open) if seat in self.humans)
        if seats == self._goker_seats:
            return
        self._goker_seats = seats
        while self.goker_box.count():
            widget = self.goker_box.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        current = self.state.round
        for seat in seats:
            button = QPushButton(f"GOKER!  {name_button(self.names[seat])}  ({ball_name(current.guesses[seat])})")
            button.setMinimumHeight(56)
            button.setFont(bold_font(self, 18))
            button.setStyleSheet("QPushButton{background:#d81b60;color:white;border-radius:10px;}")
            button.clicked.connect(lambda _=False, seat=seat: self.call_goker(seat))
            self.goker_box.addWidget(button)

    def _show_prompt(self) -> None:
        seat = self.acting_human()
        self.prompt.setText(prompt_text(self.state, self.names, seat, solo=self.solo, external=self.external,
                                        humans=self.humans, hand_seat=self._hand_seat()))
        playing = self.state.phase == "play" and seat is not None
        self.play_button.setVisible(playing)
        self.play_button.setEnabled(playing and self.selected_card is not None)
        for_whom = f" for {name_button(self.names[seat])}" if seat is not None and not self.solo else ""
        self.play_button.setText(f"Play {self.selected_card.label if self.selected_card else 'a card'}{for_whom}")

    def _show_cards(self) -> None:
        state = self.state
        if self.solo:
            seat = self._hand_seat()
            hand = list(state.hands[seat]) if seat is not None else []
            if self.selected_card not in hand:
                self.selected_card = None
            for index, view in enumerate(self.card_views):
                if index < len(hand):
                    card = hand[index]
                    grid = state.grid_of(card)
                    marked = grid.marked(state.marked) if grid else 0
                    daubed = marked if self.auto_daub.isChecked() else self.daubs.get(card, 0)
                    pattern, points = state.validate(card)
                    view.item.show(card, grid, marked, daubed, pattern, points, card == self.selected_card)
                    view.setVisible(True)
                else:
                    view.setVisible(False)
        else:
            if state.phase == "play" and self.acting_human() is not None:
                self.picker.allow(state.playable(self.acting_human()))
            else:
                self.picker.allow(None)
            card = self.selected_card
            view = self.card_views[0]
            if card is None:
                view.item.show(None, None, 0, 0, None, None)
            else:
                grid = state.grid_of(card)
                marked = grid.marked(state.marked) if grid else 0
                pattern, points = state.validate(card)
                view.item.show(card, grid, marked, marked, pattern, points)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        width, height = min(760, self.width() - 60), min(560, self.height() - 60)
        for panel in (self.end_panel, self.reveal):
            panel.setGeometry((self.width() - width) // 2, (self.height() - height) // 2, width, height)
