"""The Okey screen: the table scene (rack, stock, indicator, discard stacks, the other players)
and a side panel with the status, the rack buttons, the hint, the gosterge button and the points.

It draws from the viewer's `view()`: its own rack and what the whole table sees. Solo play shows
the human's rack; with several humans at one machine (hot-seat) the kit's pass gate hides the
racks whenever the turn goes to another human. At a round's end the kit's end panel shows how it
was won with the winning hand grouped; at the game's end, the points and the winners.

The first round is dealt by itself when a match opens; every later one when the players press
the end panel's "Deal the next round" (a step of its own for undo). A match resumed at a round's
end shows that panel again. Each human's rack arrangement is kept in the record, so a resume
lays the tiles out as they were."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gamenight.core.engine import CHANCE, SPECTATOR
from gamenight.core.seats import next_seat, opposite_seat, previous_seat
from gamenight.games.okey.arrange import RackLayout
from gamenight.games.okey.rules import SEATS, DeclineDiscard, Discard, DrawStock, Finish, ShowIndicator, TakeDiscard
from gamenight.games.okey.tiles import Tile
from gamenight.games.okey.ui.focus_stops import OKEY_KEYS, okey_stops
from gamenight.games.okey.ui.round_panel import hand_picture, result_text
from gamenight.games.okey.ui.table_scene import INSPECTABLE, TableScene
from gamenight.games.okey.views import OkeyView
from gamenight.table.badge import BadgeInfo
from gamenight.table.fitted_view import FittedView
from gamenight.table.fonts import heading
from gamenight.table.keep_clear import scene_area
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_html, name_text
from gamenight.table.scene_focus import SceneFocus
from gamenight.table.score_sheet import ScoreSheet
from gamenight.table.screen import GameScreen

GLIDE_MS = 160
translate = QCoreApplication.translate


class OkeyScreen(GameScreen):
    tv_hides_side = True  # its column holds controls, messages and scores: the TV band shows those
    pass_what = "rack"
    public_kinds = (ShowIndicator, DrawStock, TakeDiscard, Discard, Finish, DeclineDiscard)
    announced_kinds = (ShowIndicator, TakeDiscard)
    keys = OKEY_KEYS

    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(controller, context, parent)
        self.layouts: dict[int, RackLayout] = self._saved_layouts()
        self._build()
        self.check_gate()
        self.refresh()

    # -- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        self.scene = TableScene(self)
        self.scene.glide_ms = self.duration(GLIDE_MS)
        self.scene.discardRequested.connect(lambda tile: self.act(Discard(tile)))
        self.scene.finishRequested.connect(lambda tile: self.act(Finish(tile)))
        self.scene.takeRequested.connect(lambda: self.act(TakeDiscard()))
        self.scene.drawRequested.connect(self.draw_from_stock)
        self.scene.rackArranged.connect(self._remember_racks)
        self.table_view = FittedView(self.scene)
        self.table_focus = SceneFocus(self.table_view, lambda: okey_stops(self),
                                      QCoreApplication.translate("OkeyScreen", "Okey table"))
        self.setFocusProxy(self.table_view)  # the keys go to the table when the screen opens
        outer.addWidget(self.table_view, 1)
        self.side = QWidget()
        self.side.setLayout(self._side_panel())
        self.side.setFixedWidth(290)
        outer.addWidget(self.side)
        self.install_overlays(self.table_view)
        assert self.end_panel is not None and self.pass_gate is not None
        self.hand_picture = self.end_panel.picture
        self.next_button = self.end_panel.add_button("", self.next_round)
        self._retranslate()

    def _retranslate(self) -> None:
        """The side panel's and the end panel's own words, in the app's language (on a change of
        language the main window builds the screen again)."""
        for button, text, tip in (
                (self.runs_button, translate("OkeyScreen", "Arrange runs"),
                 translate("OkeyScreen", "Group the sets and runs on your rack (your order is kept where it can be)")),
                (self.pairs_button, translate("OkeyScreen", "Arrange pairs"),
                 translate("OkeyScreen", "Put identical tiles side by side")),
                (self.colour_button, translate("OkeyScreen", "Sort by colour"),
                 translate("OkeyScreen", "One group per colour, numbers rising; the okeys last")),
                (self.number_button, translate("OkeyScreen", "Sort by number"),
                 translate("OkeyScreen", "All tiles by number, then colour; the okeys last")),
                (self.hint_button, translate("OkeyScreen", "Hint"),
                 translate("OkeyScreen", "What the hard bot would do now")),
                (self.show_button, translate("OkeyScreen", "Show the indicator's twin (gosterge)"),
                 translate("OkeyScreen", "Before your first move: everyone else loses a point"))):
            button.setText(text)
            button.setToolTip(tip)
        self.points_title.setText(translate("OkeyScreen", "<b>Points left</b> (the game ends when someone reaches 0)"))
        self.next_button.setText(translate("OkeyScreen", "Deal the next round"))

    def _side_panel(self) -> QVBoxLayout:
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)  # the screen's own margins are round it
        self.status = heading(self, 18)
        side.addWidget(self.status)
        self.message.setMinimumHeight(40)  # two lines; more on a taller window
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.message)
        arrange_row = QHBoxLayout()  # side by side, as the sorts: room for the rounds' words on a short window
        side.addLayout(arrange_row)
        self.runs_button = self._button(lambda: self.rearrange(RackLayout.arrange_runs), arrange_row)
        self.pairs_button = self._button(lambda: self.rearrange(RackLayout.arrange_pairs), arrange_row)
        sort_row = QHBoxLayout()
        side.addLayout(sort_row)
        self.colour_button = self._button(lambda: self.rearrange(RackLayout.sort_by_colour), sort_row)
        self.number_button = self._button(lambda: self.rearrange(RackLayout.sort_by_number), sort_row)
        self.hint_button = self._button(self.request_hint, side)
        self.show_button = self._button(self.show_indicator, side)
        side.addSpacing(12)
        self.points_title = QLabel()
        self.points_title.setWordWrap(True)
        side.addWidget(self.points_title)
        match = self.controller.match
        start = match.info.resolve_options(match.record.options)["start_points"]
        self.points = ScoreSheet(self.names, players_as_rows=True, start=start)
        side.addWidget(self.points)
        self.rounds_label = QLabel()
        self.rounds_label.setWordWrap(True)
        self.rounds_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        rounds = QScrollArea()  # the rounds' words scroll on a short window rather than run under the points
        rounds.setWidgetResizable(True)
        rounds.setFrameShape(QFrame.Shape.NoFrame)
        rounds.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rounds.setWidget(self.rounds_label)
        rounds.setMinimumHeight(0)  # it gives way first when the column is short
        rounds.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        side.addWidget(rounds, 1)
        return side

    def _button(self, slot, layout: QBoxLayout) -> QPushButton:
        """A side button; its words come from `_retranslate`."""
        button = QPushButton()
        button.setMinimumHeight(44)
        button.clicked.connect(slot)
        layout.addWidget(button)
        return button

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        assert self.end_panel is not None and self.pass_gate is not None
        self.pass_gate.max_width = self._panel_width()
        if self.pass_gate.isVisible():
            self.pass_gate.place()
        if self.end_panel.isVisible():
            self._show_round_end(self.view())

    def _panel_width(self) -> int:
        """Panels grow with the table, wide enough to cover the side players' plates."""
        return max(600, int(self.table_view.width() * 0.9))

    # -- actions -------------------------------------------------------------------------------------
    def act(self, action) -> None:
        if not self.my_turn():
            self.refuse(translate("OkeyScreen", "It is not your turn."))
            self.scene.place_tiles()
            return
        self._act_if_allowed(action)

    def _act_if_allowed(self, action) -> None:
        """The action, or the engine's reason against it in the app's language (the controller's
        refusal carries the English words only)."""
        reason = self.state.illegal_reason(action)
        if reason is not None:
            self.refuse(translated(reason))  # as the controller says a refusal, in the app's language
            self.scene.place_tiles()
            return
        self.controller.act(action, self.viewer)

    def draw_from_stock(self) -> None:
        """The stock, or with the stock out, letting the round end (the engine says which)."""
        self.act(DeclineDiscard() if DeclineDiscard() in self.state.legal_actions() else DrawStock())

    def show_indicator(self) -> None:
        self._act_if_allowed(ShowIndicator(self.viewer))

    def rearrange(self, arrange: Callable[[RackLayout, tuple[int, int]], None]) -> None:
        """Lay the viewer's rack out by one of the rack buttons' arrangements (a RackLayout method)."""
        okey = self.view().okey
        if okey is not None and self.viewer in self.layouts:
            arrange(self.layouts[self.viewer], okey)
            self.scene.place_tiles()
            self._remember_racks()
            self.table_focus.refresh()

    def keep_clear(self) -> list[QRect]:
        return [scene_area(self.table_view, self.scene.rack_rect(), self)]

    def show_hint(self, action) -> None:
        """The hard bot's move (worked out on the bot worker), named and marked on the rack."""
        super().show_hint(action)
        tile = getattr(action, "tile", None)
        self.scene.mark_new([tile] if tile is not None else [])

    def next_round(self) -> None:
        """The end panel's button: the players ask for the next deal."""
        if self.controller.match.current_player == CHANCE:
            self.controller.draw(by_user=True)

    # -- the rack as the player left it --------------------------------------------------------------
    def _saved_layouts(self) -> dict[int, RackLayout]:
        """The human racks' arrangements kept in the record (see `_remember_racks`), when they
        were saved in the round now being played."""
        saved = self.controller.match.record.view_state.get("rack")
        if not isinstance(saved, dict) or saved.get("round") != len(self.view().results):
            return {}
        racks = saved.get("racks")
        if not isinstance(racks, dict):
            racks = {}
        layouts = {}
        for seat in self.humans:
            own = self.state.view(seat)  # each human's own rack, from that seat's view
            if own.indicator is None:
                return {}
            layout = RackLayout.from_slot_codes(racks.get(str(seat)), list(own.rack))
            if layout is not None:
                layouts[seat] = layout
        return layouts

    def _remember_racks(self) -> None:
        """Keep every human rack's arrangement in the record (saved at once), for a resume."""
        view = self.view()
        if view.indicator is not None:
            racks = {str(seat): layout.slot_codes() for seat, layout in self.layouts.items()
                     if seat in self.humans}
            self.controller.remember("rack", {"round": len(view.results), "racks": racks})

    # -- drawing the view ------------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.view()
        self.controller.auto_chance = not view.results  # only the first deal comes by itself
        assert self.end_panel is not None
        if view.indicator is None and view.results:
            self._show_round_end(view)
        else:
            self.hide_end()
        self._draw_badges(view)
        self._draw_table(view)
        self._draw_side(view)
        self.table_focus.refresh()

    def _show_round_end(self, view: OkeyView) -> None:
        """The end panel, its text and tiles sized to the table."""
        assert self.end_panel is not None
        result = view.results[-1]
        over = self.controller.match.is_over
        area = self.table_view.size()
        text_px = max(16, min(area.width() // 56, area.height() // 34), self.least_text_px)
        self.end_panel.max_width = self._panel_width()
        for widget in (self.end_panel.text, *self.end_panel.findChildren(QPushButton)):
            font = widget.font()
            font.setPixelSize(text_px)
            widget.setFont(font)
        tile_width = max(34, min(area.width() // 28, area.height() // 16))
        self.next_button.setVisible(not over)
        self.show_end(result_text(result, self.names, view.scores, over),
                      hand_picture(result, tile_width) if result.hand else None, celebrate=result.winner is not None)

    def places(self) -> dict[str, int]:
        """The seat at each place round the table, the bottom one's ("self") first."""
        seat = self.seat_at_bottom
        return {"self": seat, "right": next_seat(seat, SEATS), "across": opposite_seat(seat, SEATS),
                "left": previous_seat(seat, SEATS)}

    def _draw_badges(self, view: OkeyView) -> None:
        seats = self.controller.match.seats
        for place, other in self.places().items():
            points = view.scores[other]
            line = (translate("OkeyScreen", "%n pt(s) \u00b7 dealer", None, points) if view.dealer == other else
                    translate("OkeyScreen", "%n pt(s)", None, points))
            self.scene.badges[place].show_info(BadgeInfo(
                self.names[other], seats[other].level if seats[other].is_bot else None,
                line, 0 if other == self.viewer else view.rack_sizes[other],
                view.turn == other, self.state.team_of(other) if view.pairs else None))

    def _draw_table(self, view: OkeyView) -> None:
        scene, seat = self.scene, self.viewer
        if view.indicator is None or view.okey is None:
            self.layouts.clear()  # every rack of the next round is arranged afresh
            scene.show_rack((), None, RackLayout())
            for stack in scene.stacks.values():
                stack.show_tiles((), None, "")
                stack.set_active(False)
            scene.stock.left = 0
            scene.stock.set_active(False)
            return
        okey = view.okey
        scene.indicator.tile = view.indicator
        scene.callout.okey_tile = Tile(*okey)
        scene.callout.update()
        first_time = seat not in self.layouts
        layout = self.layouts.setdefault(seat, RackLayout())
        if first_time:
            layout.sync(sorted(view.rack))
            layout.arrange_runs(okey)
        new = scene.show_rack(view.rack, okey, layout, self.unlocked)
        self._remember_racks()  # tiles taken or discarded moved the others: keep the rack as shown
        if self.unlocked and not first_time:
            scene.mark_new(new)
        places = self.places()
        for place, other in places.items():
            taker = place == "left" and self.viewer != SPECTATOR  # the TV takes nothing
            thrown = view.discards[other]
            scene.stacks[place].show_tiles(thrown, okey, self._caption(other, place, taker, len(thrown)))
        my_turn = self.my_turn()
        taking = my_turn and not view.turn_taken
        scene.stacks["left"].set_active(taking and bool(view.discards[places["left"]]))
        scene.stacks["self"].set_active(False)
        scene.stock.left = view.stock_left
        scene.stock.set_active(taking)
        scene.indicator.target = my_turn and any(isinstance(a, Finish) for a in self.state.legal_actions())
        scene.indicator.update()

    def _caption(self, thrower: int, place: str, taker: bool, count: int) -> str:
        """A discard stack's caption, one sentence: "Your discards", "Bo's discards (3 tiles): take
        the top one". The stacks a player takes from or throws on count their tiles (a count and
        its unit never wrap apart)."""
        name = self.names[thrower]
        counted = count > 0 and place in INSPECTABLE
        if (place == "self" and len(self.humans) == 1) or is_you(name):
            return translate("OkeyScreen", "Your discards (%n\u00a0tile(s))", None, count) if counted else \
                translate("OkeyScreen", "Your discards")
        if taker and counted:
            return translate("OkeyScreen", "{name}'s discards (%n\u00a0tile(s)): take the top one", None, count).format(
                name=name_text(name))
        if counted:
            return translate("OkeyScreen", "{name}'s discards (%n\u00a0tile(s))", None, count).format(
                name=name_text(name))
        return translate("OkeyScreen", "{name}'s discards").format(name=name_text(name))

    def _status(self, view: OkeyView) -> str:
        seat, turn = self.viewer, view.turn
        if self.controller.match.is_over:
            return self.game_over_text()
        if turn is None:
            return translate("OkeyScreen", "The round is over.") if view.results else \
                translate("OkeyScreen", "Dealing the tiles\u2026")
        if turn == seat and seat in self.humans:
            if view.turn_taken:
                return translate("OkeyScreen", "Your turn: discard a tile (double-click it or drag it onto your "
                                               "stack), or finish on the indicator.")
            return translate("OkeyScreen", "Your turn: take a tile (click the stock or {name}'s discard).").format(
                name=name_text(self.names[previous_seat(seat, SEATS)]))
        if is_you(self.names[turn]):
            return translate("OkeyScreen", "Your turn.")
        if turn in self.humans:
            return translate("OkeyScreen", "{name}'s turn.").format(name=name_text(self.names[turn]))
        return translate("OkeyScreen", "{name} is thinking\u2026").format(name=name_text(self.names[turn]))

    def _draw_side(self, view: OkeyView) -> None:
        seat = self.viewer
        self.status.setText(self._status(view))
        # the side column does not pass a wrapped label's height for its width on: ask for it (a
        # longer language's status takes four lines)
        self.status.setMinimumHeight(0)  # a label's height for a width is never under its minimum
        self.status.setMinimumHeight(self.status.heightForWidth(self.side.width()))
        in_round = view.turn is not None and not self.controller.match.is_over
        mine = seat in self.humans and self.unlocked  # while the pass gate hides the rack, nothing acts on it
        for button in (self.runs_button, self.pairs_button, self.colour_button, self.number_button):
            button.setEnabled(in_round and mine)
        self.hint_button.setEnabled(in_round and view.turn == seat and mine)
        self.show_button.setVisible(mine and bool(self.state.out_of_turn_actions(seat)))
        self.points.show_rounds([[-loss for loss in result.losses] for result in view.results], view.scores)
        lines = []
        first = max(1, len(view.results) - 7)
        for number, result in enumerate(view.results[-8:], start=first):
            how = translated(result.how)
            lines.append(translate("OkeyScreen", "Round {number}: nobody \u2014 {how}").format(number=number, how=how)
                         if result.winner is None else
                         translate("OkeyScreen", "Round {number}: {name} \u2014 {how}").format(
                             number=number, name=name_html(self.names[result.winner]), how=how))
        self.rounds_label.setText("<br>".join(lines))
