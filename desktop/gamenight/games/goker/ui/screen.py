"""The Goker table: one screen for the caller's console and for solo play, on the kit's GameScreen.

The flashboard (tap it to guess, or to enter a live caller's ball), under it what to do now and
your cards (solo) or the card picker that validates any card (console), with the GOKER buttons;
the pass gate and the end panel lie over the cards. Beside them, the last ball with the five
before it, the coin that closes each Goker round, the guess sheet and the score sheet
(layout.py places them).

Solo, the screen draws from the viewer's own view (its hand); with several people at one
machine each one's cards are private, so the pass gate guards them and they lie face down while
the balls are drawn. The console (physical cards at the table) has no hidden cards on screen:
it draws from the public view and has no gate. Every rule question goes to the engine."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRect, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from gamenight.caller.draw_controls import DRAW_KEY_NAME
from gamenight.caller.refusal import refused
from gamenight.caller.speech import shared_speaker
from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.rules import Ball, CallGoker, CoinFlip, Guess, PlayCard
from gamenight.games.goker.ui.bingo_card import FACE_DOWN, BingoCardView
from gamenight.games.goker.ui.flashboard import CALL_TAP, GUESS_TAP, TAKING_COLOURS
from gamenight.games.goker.ui.focus_stops import GOKER_KEYS
from gamenight.games.goker.ui.goker_prompt import GokerPrompt
from gamenight.games.goker.ui.keyboard import GokerTableFocus
from gamenight.games.goker.ui.layout import GokerTableLayout
from gamenight.games.goker.ui.level_end import LevelEndShow
from gamenight.games.goker.ui.texts import prompt_text, status_text, undo_question
from gamenight.games.goker.views import GokerPhase, GokerView
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.keep_clear import widget_area
from gamenight.table.names import name_button
from gamenight.table.screen import GameScreen
from gamenight.table.touch import ask_by_touch, make_touch_sized

BALL_MS = 450
REVEAL_MS = 700  # between two cards turning over at a level end
RAPID_MARK_MS = 180  # per number lit by a Rapid Start first ball


class GokerScreen(GokerTableLayout):
    pass_what = "cards"
    public_kinds = (Ball, Guess, CallGoker, CoinFlip)  # not PlayCard: cards are played face down
    announced_kinds = (Guess, CallGoker)
    message_folds = True
    keys = (*GOKER_KEYS, (DRAW_KEY_NAME, QT_TRANSLATE_NOOP("GameKeys", "draw the next ball")),
            (QT_TRANSLATE_NOOP("GameKeys", "0\u20139, Enter"),
             QT_TRANSLATE_NOOP("GameKeys", "type a number and press Enter: guess it, or enter a live caller's ball")),
            (QT_TRANSLATE_NOOP("GameKeys", "Backspace, Esc"),
             QT_TRANSLATE_NOOP("GameKeys", "correct or clear the typed number")),
            ("G", QT_TRANSLATE_NOOP("GameKeys", "call GOKER when your guess is drawn")))
    """The keys this screen answers (Space and G by their shortcuts, the others in keyPressEvent)."""

    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(controller, context, parent)
        self.hidden_information = self.state.public_view().app_deals  # solo: private hands; console: cards at the table
        self.unlocked = not self.gated
        controller.auto_chance = False  # the caller sets the pace; the coin waits its grace seconds
        self.external = self.state.external_chance
        self.solo = self.hidden_information
        self.console = not self.solo
        self.daubs: dict = {}
        self.selected_card = None
        self._handled: Change | None = None  # the last change whose animations were played
        self._dealing = False
        self._build()
        self.install_overlays(self.cards_area)
        self.goker_prompt = GokerPrompt(self.cards_area, self, self.coin, at_bottom=not self.solo)
        self.goker_prompt.called.connect(self.call_goker)
        QShortcut(QKeySequence(Qt.Key.Key_G), self, self.goker_key, context=Qt.ShortcutContext.WindowShortcut)
        self.level_end = LevelEndShow(self, self.names)  # it redraws the screen when it closes or has revealed
        self.controls.add_space_shortcut(self)
        make_touch_sized([self.controls.primary, self.controls.auto, self.controls.speed, self.undo_button,
                          self.patterns_button, self.more, self.play_button])
        self.controls.keep_speed_in(controller)
        self.table_focus = GokerTableFocus(self)

    def take_over(self, old: GameScreen) -> None:
        """The kit's, and what the Goker screen keeps of its own: the level's cards on show (still
        turning over if they were), the coin's countdown, the card picked, a player's own daubs
        and the auto draw."""
        assert isinstance(old, GokerScreen)
        self.level_end.take_over(old.level_end)
        self.coin.follow(old.coin)
        self.selected_card, self.daubs = old.selected_card, old.daubs
        self.auto_daub.setChecked(old.auto_daub.isChecked())
        super().take_over(old)
        self.controls.take_over(old.controls)

    def view(self) -> GokerView:
        """Solo, the viewer's own view; the console (and a table of bots only), the public one."""
        return super().view() if self.solo and self.humans else self.state.public_view()

    def open_audience(self, screen) -> QWidget | None:
        """The audience window on `screen`, as *More* opens it."""
        self.more.open_audience(screen)
        return self.more.audience

    # -- input ---------------------------------------------------------------------------------
    def acting_seat(self) -> int | None:
        """The person a tap acts for: the human to act, once the gate (if any) is open for them."""
        seat = self.acting_human()
        if seat is None or (self.gated and not self.my_turn()):
            return None
        return seat

    def _deal(self) -> None:
        if self.view().phase == GokerPhase.DEAL:  # (still: a record being replayed may have dealt already)
            self.controller.draw(by_user=False)

    def primary_action(self) -> None:
        if not self.external and self.view().phase == GokerPhase.DRAW:
            self.controller.draw()

    def board_takes(self, view: GokerView) -> str | None:
        """What a tap on the board enters now: the acting person's guess, a live caller's ball, or
        nothing (None)."""
        if view.phase == GokerPhase.GUESS and self.acting_seat() is not None:
            return GUESS_TAP
        if view.phase == GokerPhase.DRAW and self.external:
            return CALL_TAP
        return None

    def tap_number(self, number: int) -> None:
        takes = self.board_takes(self.view())
        seat = self.acting_seat()
        if takes == GUESS_TAP and seat is not None:
            ok = not refused(self, self.state, Guess(number)) and self.controller.act(Guess(number), seat)
        elif takes == CALL_TAP:
            ok = not refused(self, self.state, Ball(number)) and self.controller.enter_chance(Ball(number))
        else:
            return
        if not ok and number in self.board.buttons:
            self.board.flash_refused(number)

    def keyPressEvent(self, event) -> None:
        """A keyboard works like the touch board: type a number, Enter to guess or call it
        (Backspace corrects, Escape clears)."""
        key = event.key()
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and len(self.typed) < 2:
            self.typed += chr(key)
        elif key == Qt.Key.Key_Backspace:
            self.typed = self.typed[:-1]
        elif key == Qt.Key.Key_Escape:
            self.typed = ""
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.typed:
            number, self.typed = int(self.typed), ""
            self.tap_number(number)
        else:
            super().keyPressEvent(event)
            return
        self.typed_label.setText(self.tr("Typed: {number}_  (Enter)").format(number=self.typed) if self.typed else "")
        self.typed_label.setVisible(bool(self.typed))

    def call_goker(self, seat: int) -> None:
        self.controller.act(CallGoker(seat), seat)

    def undo_last_call(self) -> None:
        """The console's undo: the last ball called, with everything entered after it."""
        step = self.controller.undo_step(Ball.kind)
        if step is None:
            return
        later = len(self.controller.match.record.actions) - step.index - 1
        if not ask_by_touch(self, self.tr("Undo"), undo_question(step.action.number, later)):
            return
        self.controller.undo(Ball.kind)

    def _hand(self) -> tuple:
        """The cards shown face up: the viewer's own, solo, while the table is theirs."""
        return self.view().hand if self.solo and self.unlocked else ()

    def card_clicked(self, index: int) -> None:
        hand = self._hand()
        if index < len(hand):
            self.selected_card = hand[index]
            self.refresh()

    def daub(self, index: int, cell: int) -> None:
        hand = self._hand()
        if not self.auto_daub.isChecked() and index < len(hand):
            self.daubs[hand[index]] = self.daubs.get(hand[index], 0) ^ (1 << cell)
            self.refresh()

    def pick_card(self, card) -> None:
        self.selected_card = card
        self.refresh()

    def play_selected(self) -> None:
        seat = self.acting_seat()
        if seat is not None and self.view().phase == GokerPhase.PLAY and self.selected_card is not None:
            card, self.selected_card = self.selected_card, None
            self.controller.act(PlayCard(card), seat)

    def check_gate(self) -> None:
        """The base's gate, and more: while no one is to act (the draw), the last person's cards
        turn face down, so the next person takes the device through the gate."""
        super().check_gate()
        if self.gated and self.acting_human() is None:
            self.unlocked = False

    # -- showing the table ---------------------------------------------------------------------
    def keep_clear(self) -> list[QRect]:
        """Your cards, or the caller's card picker and the card it shows."""
        return [widget_area(widget, self) for widget in [*self.card_views, *([] if self.solo else [self.picker])]]

    def refresh(self) -> None:
        view = self.view()
        if view.phase == GokerPhase.DEAL:
            if not self._dealing:
                self._dealing = True
                QTimer.singleShot(0, self._deal)
            return
        change, fresh = self.last_change, self.last_change is not self._handled
        self._handled = change
        new_ball = fresh and change is not None and change.kind == ChangeKind.ACTION and isinstance(change.action, Ball)
        self._show_level_end(view, fresh)
        guessed = set(view.round_guesses.values()) if view.phase in (GokerPhase.GUESS, GokerPhase.DRAW) else set()
        self.board.show_calls(list(view.balls), set(view.marked), guessed)
        self.ball.show_balls(list(view.balls), self.duration(BALL_MS) if new_ball else 0)
        if new_ball:
            self._ball_called(view)
            if view.round is not None and view.balls[-1] in view.round.guesses.values():
                self.sounds.play("guess_hit")
        self.status.setText(status_text(view, self.level_end.result, self.game_over_text()))
        self._show_coin(view)  # before the GOKER prompt, which shows the coin's countdown
        self._show_goker_buttons(view)
        self._show_prompt(view)
        self._show_cards(view)
        self.guess_sheet.show_state(view)
        self.score_sheet.show_state(view, self.level_end.result if self.level_end.turning else None)
        self.controls.set_ready(view.phase == GokerPhase.DRAW,
                                view.phase in (GokerPhase.GUESS, GokerPhase.DRAW, GokerPhase.FLIP))
        self.undo_button.setEnabled(self.controller.undo_step(Ball.kind) is not None)
        audience = self.more.audience
        if audience is not None and audience.isVisible():
            public = self.state.public_view()
            audience.mirror(public, self.names, self.duration(BALL_MS) if new_ball else 0, self.coin,
                            self.level_end.result, self.level_end.turning)
        self.table_focus.refresh()

    def _ball_called(self, view: GokerView) -> None:
        if self.more.speak_action.isChecked():
            shared_speaker().say_call(ball_name(view.balls[-1]))
        if view.calls == 1 and view.rapid_marks and self.duration(1):
            self.board.reveal_marks(sorted(view.rapid_marks), self.duration(RAPID_MARK_MS))
        if self.level_end.result is not None:  # the draw goes on: the level's cards are put away
            self.level_end.close()

    def _show_level_end(self, view: GokerView, fresh: bool) -> None:
        """The level's cards turn over when a level ends; the game end shows when it is over."""
        change = self.last_change
        if self.controller.match.is_over:
            if not self.level_end.game_over:
                self.level_end.show_game_end(view)
        elif self.level_end.game_over or (fresh and change is not None and change.rounds_after < change.rounds_before):
            self.level_end.close()  # the game end or a level end was undone
        elif fresh and change is not None and change.round_ended and view.results:
            self.level_end.reveal(view.results[-1], view.deck, self.duration(REVEAL_MS))

    def _show_coin(self, view: GokerView) -> None:
        if view.phase != GokerPhase.FLIP and self.coin.spinning:
            self.coin.stop()
        if view.phase == GokerPhase.FLIP and not self.coin.spinning:
            if view.grace_seconds and self.duration(1000):
                self.coin.spin(view.grace_seconds)
            else:
                QTimer.singleShot(0, self._coin_landed)
        self.coin.setVisible(self.coin.spinning)  # it takes the ball's room only while it spins

    def _coin_landed(self) -> None:
        if self.view().phase == GokerPhase.FLIP:
            self.controller.enter_chance(CoinFlip(), by_user=False)

    def _show_goker_buttons(self, view: GokerView) -> None:
        """The GOKER prompt, for each person whose guess was just drawn."""
        current = view.round
        if current is not None:
            seats = tuple(seat for seat in sorted(current.open) if seat in self.humans)
            self.goker_prompt.show_for(seats, current.guesses, self.names)

    def goker_key(self) -> None:
        """G: GOKER for the one person who may call it now."""
        seat = self.goker_prompt.key_seat()
        if seat is not None:
            self.call_goker(seat)

    def _show_prompt(self, view: GokerView) -> None:
        seat = self.acting_human()
        hand_seat = self.viewer if self.solo and self.unlocked and self.humans else None
        self.prompt.setText(prompt_text(view, self.names, seat, solo=self.solo, external=self.external,
                                        humans=self.humans, hand_seat=hand_seat))
        takes = self.board_takes(view)  # the board's frame and the words saying what it takes share a colour
        self.board.show_taking(takes, self.prompt.text() if takes else "")
        if takes is None:
            self.prompt.setStyleSheet("")
        else:
            background, ink = TAKING_COLOURS[takes]
            self.prompt.setStyleSheet(f"background:{background};color:{ink};border-radius:6px;padding:2px 8px;")
        playing = view.phase == GokerPhase.PLAY and self.acting_seat() is not None
        self.play_button.setVisible(playing)
        self.play_button.setEnabled(playing and self.selected_card in view.playable)
        card = self.selected_card.label if self.selected_card else None
        if seat is not None and not self.solo:
            text = self.tr("Play {card} for {player}") if card else self.tr("Play a card for {player}")
        else:
            text = self.tr("Play {card}") if card else self.tr("Play a card")
        player = name_button(self.names[seat]) if seat is not None else ""
        self.play_button.setText(text.format(card=card, player=player))

    def _show_cards(self, view: GokerView) -> None:
        if not self.solo and self.watching:  # the TV: nobody validates a card there
            self.picker.hide()
            self.card_views[0].hide()
            return
        if not self.solo:
            self.picker.allow(view.playable if view.phase == GokerPhase.PLAY and self.acting_human() is not None
                              else None)
            self._show_card(self.card_views[0], self.selected_card, view)
            self.picker.setVisible(not self.level_end.showing)
            self.card_views[0].setVisible(not self.level_end.showing)
            return
        hand = self._hand()
        if self.selected_card not in hand:
            self.selected_card = None
        for index, card_view in enumerate(self.card_views):
            # face down while the table is not the viewer's; put away under the level's results
            card_view.setVisible(index < len(view.hand) and not self.level_end.showing)
            self._show_card(card_view, hand[index] if index < len(hand) else None, view)

    def _show_card(self, card_view: BingoCardView, card, view: GokerView) -> None:
        if card is None:
            card_view.item.show_empty(FACE_DOWN if self.solo else self.tr("Pick a card to validate it"))
            return
        grid = None if card.is_joker else view.deck.grid(card)
        marked = grid.marked(view.marked) if grid else 0
        daubed = marked if not self.solo or self.auto_daub.isChecked() else self.daubs.get(card, 0)
        pattern, points = view.validate(card)
        card_view.item.show_card(card, grid, marked, daubed, pattern, points, card == self.selected_card)
