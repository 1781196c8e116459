"""The Super Pokeno Bonus table on the kit's GameScreen: boards, dice tray, the card just called,
the called board, the round score table, and the end panel at each round's end and the game's
end. The app draws on a tap, on Space or by itself at a chosen speed; in external-draw mode the
operator enters a live caller's dice and cards. Everything is drawn from the public view."""
from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRect, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from gamenight.caller.draw_controls import DRAW_KEY_NAME
from gamenight.caller.projector import BEHIND_MESSAGE, choose_screen
from gamenight.caller.refusal import refused
from gamenight.caller.speech import shared_speaker
from gamenight.core.cards import card_name
from gamenight.games.pokeno.roll import Step
from gamenight.games.pokeno.rules import ChooseBoard, Dice, Draw
from gamenight.games.pokeno.ui.board_grid import BoardGrid
from gamenight.games.pokeno.ui.board_picker import BoardPicker
from gamenight.games.pokeno.ui.board_scene import BoardScene, BoardView
from gamenight.games.pokeno.ui.called_board import CardBoard
from gamenight.games.pokeno.ui.dice_entry import DiceEntry
from gamenight.games.pokeno.ui.dice_tray import ROLLING, DiceTray
from gamenight.games.pokeno.ui.drawn_card import DrawnCard
from gamenight.games.pokeno.ui.focus_stops import POKENO_KEYS
from gamenight.games.pokeno.ui.keyboard import PokenoTableFocus
from gamenight.games.pokeno.ui.projector import PokenoProjector
from gamenight.games.pokeno.ui.round_end import game_end_html, round_end_html, winning_boards
from gamenight.games.pokeno.ui.score_table import ScoreTable
from gamenight.games.pokeno.ui.top_bar import TopBar, status_text
from gamenight.games.pokeno.views import Phase, PokenoView
from gamenight.table.changes import ChangeKind
from gamenight.table.fonts import bold_font
from gamenight.table.keep_clear import widget_area
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_text
from gamenight.table.screen import GameScreen

DICE_MS = 900
CARD_MS = 380
CHIP_MS = 300
SIDE_WIDTH = (270, 0.18, 380)
"""The side column's width: (least, share of the screen's width, most)."""


class PokenoScreen(GameScreen):
    side_width = SIDE_WIDTH  # the called card fills the side column at 1920x1080
    hidden_information = False  # boards, dice and called cards are all public
    public_kinds = (ChooseBoard, Dice, Draw)
    announced_kinds = (ChooseBoard,)
    message_folds = True  # no empty line taking the called card's room
    keys = (*POKENO_KEYS, (DRAW_KEY_NAME, QT_TRANSLATE_NOOP("GameKeys", "roll the next die or draw the next card")),)
    """The keys this screen answers (listed by Help -> Keyboard shortcuts)."""

    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(controller, context, parent)
        controller.auto_chance = False  # the operator (or the auto-draw timer) sets the pace
        self.speak = context.settings.sound  # the caller's cards said aloud, where the system can
        if self.speak:
            shared_speaker()  # the speech engine starts in the background, ready by the first card
        self.external = self.state.external_chance
        self.console = self.external  # a live caller's dice and cards: the caller's console
        self.board_scenes: list[BoardScene] = []
        self.board_views: list[BoardView] = []

        outer = QVBoxLayout(self)
        outer.setContentsMargins(9, 4, 9, 4)
        self.bar = TopBar(self, self.external)
        outer.addWidget(self.bar)
        self.controls, self.undo_entry, self.status = self.bar.controls, self.bar.undo_entry, self.bar.status
        self.pages = QStackedWidget()
        outer.addWidget(self.pages, 1)
        self.picker = BoardPicker(self.view().boards)
        self.picker.boardTaken.connect(self.take_board)
        self.pages.addWidget(self.picker)
        self.table = QWidget()
        self.pages.addWidget(self.table)
        self._build_table()
        self.install_overlays(self.table)
        assert self.end_panel is not None, "made by install_overlays"
        self.next_round = self.end_panel.add_button("", self._next_round)
        self.end_panel.add_button(self.tr("Look at the boards"), self.hide_end)

        self.controls.step.connect(self.primary_action)
        self.controls.add_space_shortcut(self)
        self.controls.keep_speed_in(controller)
        self.table_focus = PokenoTableFocus(self)

    def take_over(self, old: GameScreen) -> None:
        """The kit's, and the auto draw."""
        assert isinstance(old, PokenoScreen)
        super().take_over(old)
        self.controls.take_over(old.controls)

    # -- layout ------------------------------------------------------------------------------
    def _build_table(self) -> None:
        layout = QGridLayout(self.table)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._side_column(), 0, 0)
        self.boards = BoardGrid()
        layout.addWidget(self.boards, 0, 1)
        self.bottom = QStackedWidget()
        self.called = CardBoard()
        self.called.tapped.connect(self.enter_card)
        self.bottom.addWidget(self.called)
        self.dice_entry = DiceEntry()
        self.dice_entry.diceEntered.connect(self.enter_dice)
        self.bottom.addWidget(self.dice_entry)
        self.bottom.setFixedHeight(max(self.called.minimumSizeHint().height(),
                                       self.dice_entry.minimumSizeHint().height()))
        self.bottom.setVisible(self.external)  # the 52-card entry board is for a live caller only
        layout.addWidget(self.bottom, 1, 0, 1, 2)
        layout.setColumnStretch(1, 1)
        layout.setRowStretch(0, 1)

    def _side_column(self) -> QWidget:
        """The dice and their steps, the card just called, the round score table."""
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(4)
        self.dice = DiceTray(caption_px=0)  # its words are the steps' last line, under it
        self.dice.rolled.connect(self._dice_landed)
        side.addWidget(self.dice)
        self.steps = QLabel()
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        self.steps.setWordWrap(True)
        self.steps.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        font = self.steps.font()
        font.setPixelSize(14)
        self.steps.setFont(font)  # a font, not a style: the TV table raises it (app/tv_text.py)
        side.addWidget(self.steps)
        self.message.setStyleSheet("color:#c62828;")
        self.message.setFont(bold_font(self, 15))
        side.addWidget(self.message)
        self.drawn = DrawnCard()
        side.addWidget(self.drawn, 1)
        self.scores = ScoreTable(self.names)
        side.addWidget(self.scores)
        self.footnote = QLabel(self.tr("\u2605 the round's caller (\u00b110 for 11s and 12s)"), wordWrap=True)
        side.addWidget(self.footnote)
        self.side = QWidget()
        self.side.setLayout(side)
        self.side.setFixedWidth(SIDE_WIDTH[0])
        return self.side

    def _build_boards(self, view: PokenoView) -> None:
        for seat in range(len(self.names)):
            board = view.board(seat)
            scene = BoardScene(board, self.tr("{player} \u2014 board {number}").format(
                player=name_text(self.names[seat]), number=board.number))
            self.board_scenes.append(scene)
            self.board_views.append(BoardView(scene))
        self.boards.set_boards(self.board_views, self.viewer if len(self.humans) == 1 else None)

    # -- actions -------------------------------------------------------------------------------
    def primary_action(self) -> None:
        if not self.external and self.view().phase in (Phase.ROLLING, Phase.CALLING, Phase.ROUND_OVER):
            self.controller.draw()

    def _next_round(self) -> None:
        self.hide_end()
        self.primary_action()

    def open_projector(self, screen=None) -> PokenoProjector | None:
        """The audience window, on the screen the caller picks (asked when there are several);
        None when the caller cancels."""
        screen = screen or choose_screen(self, self.tr("Projector window"))
        if screen is None:
            return None
        projector = self.projector or PokenoProjector()
        self.keep_audience(projector)  # it goes with the game
        if not projector.show_on(screen, self):
            projector.note_behind(self, BEHIND_MESSAGE)
        self.refresh()
        return projector

    def open_audience(self, screen) -> QWidget | None:
        return self.open_projector(screen)

    @property
    def projector(self) -> PokenoProjector | None:
        """The audience window, once opened (the kit's `audience`)."""
        return self.audience if isinstance(self.audience, PokenoProjector) else None

    def take_board(self, number: int) -> None:
        if not refused(self, self.state, ChooseBoard(number)):
            self.controller.act(ChooseBoard(number), self.controller.match.current_player)

    def enter_card(self, card) -> None:
        if self.external and (refused(self, self.state, Draw(card)) or not self.controller.enter_chance(Draw(card))):
            self.flash(self.called.buttons[card])  # called already: red by the tapped card

    def enter_dice(self, values: tuple) -> None:
        if not refused(self, self.state, Dice(values)):
            self.controller.enter_chance(Dice(values))

    # -- showing the view ----------------------------------------------------------------------
    def keep_clear(self) -> list[QRect]:
        """The one person's own board, and a live caller's entry board."""
        focus = self.boards.focus
        own = [widget_area(self.board_views[focus], self)] if focus is not None and self.board_views else []
        return own + ([widget_area(self.bottom, self)] if self.external else [])

    def refresh(self) -> None:
        view = self.view()
        self.bar.show_view(view, self.controller)
        if view.phase is Phase.CHOOSING:
            self.bar.show_status(view, self.names)
            seat = self.controller.match.current_player
            self.pages.setCurrentWidget(self.picker)
            self.picker.ask(self.names[seat], view.free_boards, seat in self.humans)
            return
        if not self.board_scenes:
            self._build_boards(view)
        self.pages.setCurrentWidget(self.table)
        change = self.last_change
        action = change.action if change is not None and change.kind is ChangeKind.ACTION else None
        played = view.round
        self._show_dice(view, action)
        self._show_drawn(view, action)
        called = set(played.drawn) if played else set()
        chip_ms = self.duration(CHIP_MS) if action is not None else 0
        for seat, scene in enumerate(self.board_scenes):
            scene.show_state(called, view.lines[seat], played.bonus if played else None, chip_ms)
        if isinstance(action, Draw) and any(action.card in scene.cells for scene in self.board_scenes):
            self.sounds.play("chip_drop")  # the chips land on the boards as the card shows
        self.scores.show_view(view)
        self.footnote.setVisible(self.scores.starred)
        self._show_entry(view)
        self._show_end_panel(view)
        self._mirror(action)
        self.table_focus.refresh()

    def _mirror(self, action) -> None:
        """The projector, if open, shows the public view with the same roll and card."""
        projector = self.projector
        if projector is None or not projector.isVisible():
            return
        public = self.state.public_view()
        projector.mirror(status_text(public, self.names), public, self.names,
                         self.duration(DICE_MS) if isinstance(action, Dice) else 0,
                         self.duration(CARD_MS) if isinstance(action, Draw) else 0)

    def _show_dice(self, view: PokenoView, action) -> None:
        """A new roll tumbles in the tray; its words (here and in the bar) wait until it stops."""
        played = view.round
        if isinstance(action, Dice) and played is not None:
            self.dice.show_roll(played.dice, translated(played.log[-1]), self.duration(DICE_MS))
        elif not (self.dice.rolling and isinstance(action, Draw)):  # an undo stops the tumble
            self.dice.show_still(played.dice if played else (), self._dice_caption(view))
        self._show_steps(view)

    def _show_steps(self, view: PokenoView) -> None:
        """The round's steps so far, the newest (the dice's result, or what to roll next) in bold."""
        played = view.round
        lines = [translated(line) for line in played.log] if played is not None and not played.finished else []
        if self.dice.rolling:
            lines[-1:] = [self.dice.tr(ROLLING)]
        else:
            self.bar.show_status(view, self.names)
            lines = lines or [self.dice.caption]
        lines = [html.escape(line) for line in lines]
        lines[-1] = f"<b>{lines[-1]}</b>"
        self.steps.setText("<br>".join(lines))
        self.steps.setMinimumHeight(self.steps.heightForWidth(self.side.width()))  # longer words wrap to more lines

    def _dice_landed(self) -> None:
        self._show_steps(self.view())

    def _dice_caption(self, view: PokenoView) -> str:
        played = view.round
        if played is not None and not played.finished and played.log:
            return translated(played.log[-1])
        if view.phase is Phase.GAME_OVER:
            return translated(played.log[-1]) if played and played.log else ""
        caller = self.names[view.caller]
        if self.external and is_you(caller):
            return self.tr("You roll the two dice: tap what they show below")
        if self.external:
            return self.tr("{player} rolls the two dice: tap what they show below").format(player=name_text(caller))
        return self.tr("Roll the dice for the next round") if played else self.tr("Roll the dice to start the round")

    def _show_drawn(self, view: PokenoView, action) -> None:
        played = view.round
        called = played.drawn if played else ()
        if played is not None and played.cards_to_draw:
            caption = self.tr("Call {number} of {cards}").format(number=len(called), cards=played.cards_to_draw)
        else:
            caption = self.tr("The called card shows here")
        drew = isinstance(action, Draw)
        self.drawn.show_card(called[-1] if called else None, caption, self.duration(CARD_MS) if drew else 0)
        if drew and self.speak:
            shared_speaker().say_call(card_name(action.card))

    def _show_entry(self, view: PokenoView) -> None:
        """External draw: the dice entry while a roll is due, else the called board takes taps."""
        played = view.round
        self.called.show_called(list(played.drawn) if played else [])
        self.called.set_entry(self.external and view.phase is Phase.CALLING)
        rolling = self.external and view.phase in (Phase.ROLLING, Phase.ROUND_OVER)
        self.bottom.setCurrentWidget(self.dice_entry if rolling else self.called)
        if rolling:
            step = played.step if played is not None and not played.finished and played.step else Step.BASE
            self.dice_entry.ask(step.dice, translated(step.named))

    def _show_end_panel(self, view: PokenoView) -> None:
        if view.phase is Phase.GAME_OVER:
            self.next_round.hide()
            self.show_end(game_end_html(view, self.names, self.state.placements(), self.least_text_px),
                          winning_boards(self.board_scenes, self.winners(), self.height()))
        elif view.phase is Phase.ROUND_OVER:
            self.next_round.setText(self.tr("Enter the next roll") if self.external else
                                    self.tr("Roll for round {number}").format(number=view.round_number + 1)
                                    if view.round and not view.round.void else self.tr("Roll again"))
            self.next_round.show()
            winners = self.state.round_winners()
            void = view.round is None or view.round.void
            self.show_end(round_end_html(view, self.names, self.least_text_px), None if void or not winners else
                          winning_boards(self.board_scenes, list(winners[-1]), self.height()), celebrate=not void)
        else:
            self.hide_end()
