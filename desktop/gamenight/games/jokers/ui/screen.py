"""The Jokers screen: the board scene over the viewer's hand, and a side panel with whose turn
it is, the message line, the hint and discard buttons and the move log.

A turn is played by clicks: a card, then a glowing marble, then one of its marked destinations
(hover one to see the way); a split card asks for the first marble's destination, which fixes
its count, then the second marble gets the rest. Clicks that the rules refuse say why, in the
engine's words. Everything drawn comes from `view()`; the legal plays are asked of the engine
only on the viewer's own turn."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.core.actions import Action
from gamenight.games.jokers.actions import Discard, JokerMove
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.moves import travels
from gamenight.games.jokers.rules import NO_MARBLE_TAKES_IT
from gamenight.games.jokers.track import SEATS, is_home, team_of, team_seats
from gamenight.games.jokers.ui.board_scene import STEP_MS, BoardScene
from gamenight.games.jokers.ui.focus_stops import JOKERS_KEYS, board_stops, hand_stops, show_focused_way
from gamenight.games.jokers.ui.geometry import SEAT_COLOURS
from gamenight.games.jokers.ui.hand import HandView
from gamenight.games.jokers.ui.move_log import MoveLog, record_log
from gamenight.games.jokers.ui.picking import Picker
from gamenight.games.jokers.ui.story import Travels, marble_travels, trail_paths
from gamenight.games.jokers.ui.texts import card_text, status_text, steps_text
from gamenight.table.badge import BadgeInfo
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.fitted_view import FittedView
from gamenight.table.fonts import bold_font
from gamenight.table.language import translated
from gamenight.table.overlay import scenes_picture
from gamenight.table.round_log import event_line
from gamenight.table.scene_focus import SceneFocus
from gamenight.table.screen import GameScreen


class JokersScreen(GameScreen):
    tv_hides_side = True  # its column holds controls, messages and scores: the TV band shows those
    pass_what = "cards"
    keys = JOKERS_KEYS

    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(controller, context, parent)
        self.picker: Picker | None = None
        self._picker_key: tuple[int, int] | None = None
        self.discard_pick: str | None = None
        self.hinted: Action | None = None
        self.shown: tuple | None = None  # (marbles, counts) of the board last drawn
        self.trails: list[list[tuple[int, ...]]] = [[] for _ in range(SEATS)]
        self._told: Change | None = None  # the last change already animated and logged
        self._end_dismissed = False
        self._placed_first: tuple[int, int] | None = None  # the split part the marbles are shown after
        self._build()
        self.refresh()

    def take_over(self, old: GameScreen) -> None:
        """The kit's, and the choice being made (the card and marble picked) and a game end put
        away to see the board."""
        assert isinstance(old, JokersScreen)
        self.picker, self._picker_key, self.discard_pick = old.picker, old._picker_key, old.discard_pick
        self._end_dismissed = old._end_dismissed
        super().take_over(old)

    # -- layout ------------------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        left = QVBoxLayout()
        self.scene = BoardScene(self)
        self.board_view = FittedView(self.scene)
        self.board_view.setMouseTracking(True)
        left.addWidget(self.board_view, 1)
        self.hand = HandView()
        left.addWidget(self.hand)
        outer.addLayout(left, 1)
        side = QVBoxLayout()
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.setFont(bold_font(self, 17))
        side.addWidget(self.status)
        self.message.setMinimumHeight(54)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.message)
        self.hint_button = _button(self.tr("Hint"), self.request_hint, self.tr("What the strongest bot would play now"))
        self.discard_button = _button(self.tr("Discard"), self.discard,
                                      self.tr("With no play, discard the card picked"))
        self.again_button = _button(self.tr("Pick again"), self.pick_again, self.tr("Start this turn's choice afresh"))
        for button in (self.hint_button, self.discard_button, self.again_button):
            side.addWidget(button)
        log_title = QLabel("<b>" + self.tr("Moves") + "</b>")
        side.addWidget(log_title)
        self.log = MoveLog()
        side.addWidget(self.log, 1)
        self.side = QWidget()
        self.side.setLayout(side)
        self.side.setFixedWidth(300)
        outer.addWidget(self.side)
        self.install_overlays(self.board_view)
        self.hand_focus = SceneFocus(self.hand, lambda: hand_stops(self),
                                     QCoreApplication.translate("JokersScreen", "Your hand"))
        self.board_focus = SceneFocus(self.board_view, lambda: board_stops(self),
                                      QCoreApplication.translate("JokersScreen", "Jokers board"))
        self.board_focus.moved.connect(lambda: show_focused_way(self))
        self.setFocusProxy(self.hand)  # the keys go to the hand when the screen opens: a turn starts there
        QWidget.setTabOrder(self.hand, self.board_view)
        self.scene.marbleClicked.connect(self.marble_clicked)
        self.scene.sound.connect(self.sounds.play)
        self.scene.targetClicked.connect(self.target_clicked)
        self.scene.holeClicked.connect(self.hole_clicked)
        self.hand.cardClicked.connect(self.card_clicked)

    # -- clicks ------------------------------------------------------------------------------------
    def card_clicked(self, card: str) -> None:
        picker = self._my_picker()
        if picker is None:
            return
        self.hinted = None
        if picker.discards:
            self.discard_pick = card
            self.show_message(self.tr("Discard the {card}? Press Discard.").format(card=card_text(card)))
            if self.hand.hasFocus():  # picked by keys: Enter again on Discard confirms
                self.discard_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif picker.pick_card(card):
            if len(picker.movable()) == 1:
                picker.pick_marble(next(iter(picker.movable())))
            self.message.clear()
            self._keys_follow_choice(self.hand.hasFocus())
        else:
            reason = self.state.unplayable().get(card, NO_MARBLE_TAKES_IT)  # the phone says the same
            self.refuse(self.tr("The {card} has no move: {reason}.").format(card=card_text(card),
                                                                                  reason=translated(reason)))
        self._draw_choice()

    def marble_clicked(self, hole: int) -> None:
        picker = self._my_picker()
        if picker is None:
            return
        card = self.discard_pick if picker.discards else picker.card
        if card is None:
            self.show_message(self.tr("Pick a card from your hand first."))
        elif picker.discards or not picker.pick_marble(hole):
            self.refuse(self._marble_refusal(picker, card, hole))
        else:
            self.message.clear()
            self._keys_follow_choice(self.board_view.hasFocus())
        self._draw_choice()

    def target_clicked(self, hole: int) -> None:
        picker = self._my_picker()
        if picker is None:
            return
        action = picker.pick_destination(hole)
        if action is not None:
            self.controller.act(action, self.viewer)
            return
        self._draw_choice()

    def hole_clicked(self, hole: int) -> None:
        picker = self._my_picker()
        if picker is None or picker.card is None:
            return
        self._refuse(picker, hole)

    def _refuse(self, picker: Picker, hole: int) -> None:
        guess = picker.guess(hole)
        reason = self.state.illegal_reason(guess) if guess is not None else None
        self.refuse(self.tr("Not there: {reason}.").format(reason=translated(reason)) if reason
                          else self.tr("Pick a glowing marble, then one of the marked holes."))

    def _marble_refusal(self, picker: Picker, card: str, hole: int) -> str:
        """Why `card` cannot move the marble on `hole`, in the engine's words."""
        reason = self.state.illegal_reason(picker.marble_guess(card, hole))
        if reason is None:  # it can, but not as the choice made so far goes (a split's second part)
            return self.tr("Pick a glowing marble, then one of the marked holes.")
        return self.tr("The {card} cannot move that marble: {reason}.").format(card=card_text(card),
                                                                               reason=translated(reason))

    def discard(self) -> None:
        picker = self._my_picker()
        if picker is None:
            return
        if self.discard_pick is None:
            self.show_message(self.tr("Pick the card to discard first.") if picker.discards
                              else self.tr("You have a play: a play must be taken."))
            return
        self.controller.act(Discard(self.discard_pick), self.viewer)

    def pick_again(self) -> None:
        if self.picker is not None:
            self.picker.card = self.picker.marble = self.picker.first = None
        self.discard_pick = None
        self.hinted = None
        self.refresh()

    def _keys_follow_choice(self, by_keys: bool) -> None:
        """A card or marble picked by keys: the focus goes on to what is picked next (the
        marbles that can move, or the picked marble's first destination)."""
        if not by_keys or self.picker is None:
            return
        self._draw_choice()
        self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)
        targets = sorted(choice.landing for choice in self.picker.destinations())
        movable = sorted(self.picker.movable())
        if targets:
            self.board_focus.focus(("target", targets[0]))
        elif movable:
            marble = self.scene.marble_on(movable[0])
            if marble is not None:
                self.board_focus.focus(("marble", marble.seat, marble.index))

    def _my_picker(self) -> Picker | None:
        if not self.my_turn() or self.picker is None:
            self.refuse(self.tr("It is not your turn."))
            return None
        return self.picker

    # -- hints -------------------------------------------------------------------------------------
    def show_hint(self, action) -> None:
        super().show_hint(action)
        self.hinted = action
        if self.picker is not None and not isinstance(action, Discard):
            self.picker.pick_card(action.card)
        self._draw_choice()

    # -- drawing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.view()
        if self.scene.viewer != self.seat_at_bottom:  # another person at the table: their side comes to the bottom
            self.scene.set_viewer(self.seat_at_bottom)
            self.scene.place_marbles(view.marbles)
            self._placed_first = None
        self._tell(view)
        self.shown = (view.marbles, view.counts)
        self._update_picker(view)
        self.scene.show_trails(self.trails)
        self.scene.show_badges([self._badge(view, seat) for seat in range(SEATS)])
        top = view.discards[-1] if view.discards else None
        self.scene.pile.show_pile(top, len(view.discards), view.stock_left)
        self._draw_choice()
        self._draw_end()

    def _tell(self, view) -> None:
        """Animate and log the change the controller reported, once."""
        change = self.last_change
        if change is None or change is self._told:
            if self.shown is None or change is None:
                self.scene.place_marbles(view.marbles)
            return
        self._told = change
        moved: Travels = {}
        if change.kind is ChangeKind.ACTION and change.action is not None and self.shown is not None:
            marbles, _ = self.shown
            actor = change.actor
            line = event_line(self.names, change.report)
            self._log(line)
            if actor is not None and actor >= 0 and actor not in self.humans:
                self.announce(line)  # a bot's play said on the board, where the user looks
            if actor is not None and actor >= 0 and not isinstance(change.action, Discard):
                board = Board.from_holes(marbles)
                moved = marble_travels(board, actor, change.action)
                self.trails[actor] = trail_paths(board, actor, change.action)
        else:
            self.trails = [[] for _ in range(SEATS)]
            self._end_dismissed = self._end_dismissed and change.kind is ChangeKind.OPENED  # (undone: shown again)
            self.log.show_lines(record_log(self.controller.match, self.names))
        self._placed_first = None
        hop = "marble_jump" if isinstance(change.action, JokerMove) else "marble_step"
        last = "team_home" if moved and self.controller.match.is_over else ""
        self.scene.place_marbles(view.marbles, moved, self.duration(STEP_MS), hop, last)

    def _log(self, text: str) -> None:
        self.log.add(len(self.controller.match.record.actions), text)

    def _update_picker(self, view) -> None:
        """A fresh choice for every turn of the viewer; kept while the same turn is redrawn."""
        key = (len(self.controller.match.record.actions), self.viewer)
        if not self.my_turn():
            self.picker, self._picker_key = None, None
        elif key != self._picker_key:
            self.picker = Picker(Board.from_holes(view.marbles), self.viewer, self.state.legal_actions())
            self._picker_key = key
            if self.board_view.hasFocus():  # a turn played by keys: the next one starts in the hand
                self.hand.setFocus(Qt.FocusReason.OtherFocusReason)
            self.discard_pick = None
            self.hinted = None

    def _badge(self, view, seat: int) -> BadgeInfo:
        info = self.controller.match.seats[seat]
        home = sum(is_home(hole) for hole in view.marbles[seat])
        details = [self.tr("%n of 5 home", None, home)]
        if home == 5 and not self.controller.match.is_over:
            details.append(self.tr("moves the partner's"))
        if view.counts[seat]:
            details.append(self.tr("{count} of 6 discards to come out").format(count=view.counts[seat]))
        detail = " \u00b7 ".join(details)
        team = team_of(seat)
        return BadgeInfo(self.names[seat], info.level if info.is_bot else None, detail, view.hand_sizes[seat],
                         view.turn == seat, team, tuple(SEAT_COLOURS[partner] for partner in team_seats(team)))

    def _draw_choice(self) -> None:
        """The hand, the glow, the marks and the words of the choice being made."""
        view = self.view()
        picker = self.picker if self.my_turn() else None
        hidden = self.gated and not self.unlocked
        playable = picker.playable() if picker is not None else set()
        picked = self.discard_pick if picker is not None and picker.discards else (picker.card if picker else None)
        self.hand.show_hand(() if hidden else view.hand, picked, playable, view.drawn)
        hinted, way = self._hint_marbles()
        first = picker.first if picker is not None else None
        if first != self._placed_first:
            self._placed_first = first
            self.scene.place_marbles(_holes(picker.board_now()) if picker is not None else view.marbles)
        if picker is None:
            self.scene.mark_marbles(set(), None, hinted)
            self.scene.show_targets((), self._hover)
        else:
            self.scene.mark_marbles(picker.movable() if picker.marble is None else set(), picker.marble, hinted)
            self.scene.show_targets([(choice.landing, steps_text(choice.steps)) for choice in picker.destinations()],
                                    self._hover)
        if way:
            self.scene.show_way(way)
        else:
            self._hover(None)
        self.status.setText(self._status(view, picker))
        self.hand_focus.refresh()
        self.board_focus.refresh()
        self.hint_button.setEnabled(picker is not None)
        self.discard_button.setEnabled(picker is not None and bool(picker.discards))
        self.again_button.setEnabled(picker is not None and picker.card is not None)

    def _hint_marbles(self) -> tuple[set[int], tuple[int, ...]]:
        """The hinted play's own marbles and the way of the first of them."""
        if self.hinted is None or isinstance(self.hinted, Discard) or self.picker is None:
            return set(), ()
        moves = [(start, path) for _, start, path, bumped in travels(self.picker.board, self.viewer, self.hinted)
                 if not bumped]
        return {start for start, _ in moves}, (moves[0][0], *moves[0][1])

    def show_way_to(self, hole: int | None) -> None:
        self._hover(hole)

    def _hover(self, hole: int | None) -> None:
        """Show the way to a hovered destination (and nothing once the pointer leaves it)."""
        picker = self.picker
        choice = next((c for c in picker.destinations() if c.landing == hole), None) if picker and hole else None
        if choice is not None:
            self.scene.show_way((choice.marble, *choice.path))
        else:  # a split's first part stays marked while the second is chosen
            self.scene.show_way(picker.first_way if picker is not None and picker.first is not None else ())

    def _status(self, view, picker: Picker | None) -> str:
        if self.controller.match.is_over:
            return self.game_over_text()
        return status_text(self.names, self.humans, view.turn, picker)

    def _draw_end(self) -> None:
        assert self.end_panel is not None
        if not self.controller.match.is_over or self._end_dismissed:
            self.hide_end()
            return
        if not self.end_panel.own_buttons:
            self.end_panel.add_button(self.tr("See the board"), self._dismiss_end)
        self.show_end("<p>" + self.tr("All ten of their marbles are home.") + "</p>",
                      scenes_picture([self.scene], max(200, self.board_view.height() // 2)))

    def _dismiss_end(self) -> None:
        self._end_dismissed = True
        self.hide_end()

    def round_log_lines(self) -> list[str]:
        """The move log beside the board (its lines say each play on the board it was made on)."""
        return [text for _, text in self.log.lines()]


def _button(text: str, slot, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setMinimumHeight(42)
    button.clicked.connect(slot)
    return button


def _holes(board: Board) -> tuple[tuple[int, ...], ...]:
    return tuple(board.holes_of(seat) for seat in range(SEATS))
