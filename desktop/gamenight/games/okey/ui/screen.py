"""The Okey screen: the table scene (rack, stock, indicator, discard stacks, the other players)
and a side panel with the status, the rack buttons, the hint, the gosterge button and the points.

Solo play shows the human's rack; with several humans at one machine (hot-seat) a "pass to ..."
screen hides the racks whenever the turn goes to another human. At a round's end a panel shows
how it was won with the winning hand grouped; at the game's end, the points and the winners.

The first round is dealt by itself when a match opens; every later one when the players press
the round-end panel's "Deal the next round" (a step of its own for undo). A match resumed at a
round's end shows that panel again. Each human's rack arrangement is kept in the record, so a
resume lays the tiles out as they were."""
from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from gamenight.app.fonts import bold_font
from gamenight.app.names import name_button, name_html, name_text, possessive
from gamenight.core.engine import CHANCE
from gamenight.core.seats import next_seat, opposite_seat, previous_seat
from gamenight.games.okey.arrange import RackLayout
from gamenight.games.okey.bots import HardOkeyBot
from gamenight.games.okey.rules import DeclineDiscard, Discard, DrawStock, Finish, OkeyState, ShowIndicator, TakeDiscard
from gamenight.games.okey.tiles import Tile
from gamenight.games.okey.ui.round_panel import RoundPanel, panel_frame
from gamenight.games.okey.ui.table_scene import TableScene
from gamenight.table.fitted_view import FittedView

GLIDE_MS = 160


class OkeyScreen(QWidget):
    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        factor = context.settings.animation_factor
        self.glide_ms = int(GLIDE_MS / factor) if factor else 0
        match = controller.match
        self.names = [seat.name for seat in match.seats]
        self.humans = [seat for seat, info in enumerate(match.seats) if not info.is_bot]
        self.shown_seat = self.humans[0] if self.humans else 0
        self.unlocked = len(self.humans) <= 1  # hot-seat: the rack shows once its owner says so
        self.layouts: dict[int, RackLayout] = self._saved_layouts()
        self.hinted: Tile | None = None
        self._build()
        controller.changed.connect(self.refresh)
        controller.refused.connect(self.show_message)
        controller.gameOver.connect(self.refresh)
        self.refresh()

    @property
    def state(self) -> OkeyState:
        return self.controller.state

    # -- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        self.scene = TableScene(self)
        self.scene.glide_ms = self.glide_ms
        self.scene.discardRequested.connect(lambda tile: self.act(Discard(tile)))
        self.scene.finishRequested.connect(lambda tile: self.act(Finish(tile)))
        self.scene.takeRequested.connect(lambda: self.act(TakeDiscard()))
        self.scene.drawRequested.connect(self.draw_from_stock)
        self.scene.rackArranged.connect(self._remember_racks)
        self.view = FittedView(self.scene)
        outer.addWidget(self.view, 1)

        side = QVBoxLayout()
        self.status = QLabel()
        self.status.setTextFormat(Qt.PlainText)
        self.status.setFont(bold_font(self, 18))
        self.status.setWordWrap(True)
        side.addWidget(self.status)
        self.message = QLabel()
        self.message.setTextFormat(Qt.PlainText)
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(60)
        self.message.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        side.addWidget(self.message)
        self.runs_button = self._button("Arrange runs", self.arrange_runs, side,
                                        "Group the sets and runs on your rack (your order is kept where it can be)")
        self.pairs_button = self._button("Arrange pairs", self.arrange_pairs, side, "Put identical tiles side by side")
        self.hint_button = self._button("Hint", self.hint, side, "What the hard bot would do now")
        self.show_button = self._button("Show the indicator's twin (gosterge)", self.show_indicator, side,
                                        "Before your first move: everyone else loses a point")
        side.addSpacing(12)
        points_title = QLabel("<b>Points left</b> (the game ends when someone reaches 0)")
        points_title.setWordWrap(True)
        side.addWidget(points_title)
        self.points = QTableWidget(4, 2)
        self.points.setHorizontalHeaderLabels(["Player", "Points"])
        self.points.verticalHeader().setVisible(False)
        self.points.setEditTriggers(QTableWidget.NoEditTriggers)
        self.points.setSelectionMode(QTableWidget.NoSelection)
        self.points.horizontalHeader().setStretchLastSection(True)
        self.points.setColumnWidth(0, 170)
        self.points.setFixedHeight(4 * 30 + 32)
        side.addWidget(self.points)
        self.rounds_label = QLabel()
        self.rounds_label.setWordWrap(True)
        self.rounds_label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        side.addWidget(self.rounds_label, 1)
        side_box = QWidget()
        side_box.setLayout(side)
        side_box.setFixedWidth(290)
        outer.addWidget(side_box)

        self.pass_panel = panel_frame(self)
        self.pass_text = QLabel()
        self.pass_text.setTextFormat(Qt.PlainText)
        self.pass_text.setFont(bold_font(self, 26))
        self.pass_text.setAlignment(Qt.AlignCenter)
        self.pass_button = QPushButton()
        self.pass_button.setMinimumHeight(56)
        self.pass_button.clicked.connect(self.unlock_rack)
        self.pass_panel.layout().addWidget(self.pass_text)
        self.pass_panel.layout().addWidget(self.pass_button)

        self.round_panel = RoundPanel(self, self.next_round)

    def _button(self, text: str, slot, layout: QVBoxLayout, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(44)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        layout.addWidget(button)
        return button

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_panels()

    def _place_panels(self) -> None:
        area = self.view.geometry()
        for panel in (self.pass_panel, self.round_panel.frame):
            width = min(area.width() - 40, 760)
            height = min(area.height() - 40, panel.sizeHint().height() + 20)
            panel.setGeometry(area.x() + (area.width() - width) // 2, area.y() + (area.height() - height) // 2,
                              width, height)

    # -- who is looking ------------------------------------------------------------------------
    def acting_human(self) -> int | None:
        seat = self.controller.match.current_player
        return seat if seat in self.humans else None

    def unlock_rack(self) -> None:
        seat = self.acting_human()
        if seat is not None:
            self.shown_seat = seat
        self.unlocked = True
        self.refresh()

    # -- actions -------------------------------------------------------------------------------------
    def act(self, action) -> None:
        seat = self.acting_human()
        if seat is None or seat != self.shown_seat or not self.unlocked:
            self.show_message("It is not your turn.")
            self.scene.place_tiles()
            return
        self.hinted = None
        self.controller.act(action, seat)

    def draw_from_stock(self) -> None:
        """The stock, or with the stock out, letting the round end (the engine says which)."""
        self.act(DeclineDiscard() if DeclineDiscard() in self.state.legal_actions() else DrawStock())

    def show_indicator(self) -> None:
        self.controller.act(ShowIndicator(self.shown_seat), self.shown_seat)

    def arrange_runs(self) -> None:
        if self.state.round is not None:
            self.layouts[self.shown_seat].arrange_runs(self.state.round.okey)
            self.scene.place_tiles()
            self._remember_racks()

    def arrange_pairs(self) -> None:
        if self.state.round is not None:
            self.layouts[self.shown_seat].arrange_pairs(self.state.round.okey)
            self.scene.place_tiles()
            self._remember_racks()

    def hint(self) -> None:
        seat = self.acting_human()
        if seat is None or seat != self.shown_seat:
            self.show_message("A hint is for your own turn.")
            return
        state = self.state
        action = HardOkeyBot(seat).choose(state.view(seat), state.legal_actions(), random.Random(0))
        self.hinted = getattr(action, "tile", None)
        self.show_message(f"Hint: {state.describe(action)}.")
        self.scene.mark_new([self.hinted] if self.hinted is not None else [])

    def next_round(self) -> None:
        """The round-end panel's button: the players ask for the next deal."""
        if self.controller.match.current_player == CHANCE:
            self.controller.draw(by_user=True)

    # -- the rack as the player left it --------------------------------------------------------------
    def _saved_layouts(self) -> dict[int, RackLayout]:
        """The human racks' arrangements kept in the record (see `_remember_racks`), when they
        were saved in the round now being played."""
        saved = self.controller.match.record.view_state.get("rack")
        current = self.state.round
        if current is None or not isinstance(saved, dict) or saved.get("round") != len(self.state.results):
            return {}
        racks = saved.get("racks") if isinstance(saved.get("racks"), dict) else {}
        layouts = {}
        for seat in self.humans:
            layout = RackLayout.from_slot_codes(racks.get(str(seat)), current.racks[seat])
            if layout is not None:
                layouts[seat] = layout
        return layouts

    def _remember_racks(self) -> None:
        """Keep every human rack's arrangement in the record (saved at once), for a resume."""
        if self.state.round is not None:
            racks = {str(seat): layout.slot_codes() for seat, layout in self.layouts.items()
                     if seat in self.humans}
            self.controller.remember("rack", {"round": len(self.state.results), "racks": racks})

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    # -- drawing the state -----------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.state
        self.controller.auto_chance = not state.results  # only the first deal comes by itself
        if state.round is None and state.results:
            self.round_panel.show_result(state, state.results[-1], self.names, self.controller.match.is_over)
            self.round_panel.frame.show()
            self.round_panel.frame.raise_()
        else:
            self.round_panel.frame.hide()
        acting = self.acting_human()
        if len(self.humans) > 1 and acting is not None and (acting != self.shown_seat or not self.unlocked):
            self.unlocked = False
            self.pass_text.setText(f"Pass to {name_text(self.names[acting])}")
            self.pass_button.setText(f"I am {name_button(self.names[acting])}: show my rack")
            self.pass_panel.show()
            self.pass_panel.raise_()
        else:
            self.pass_panel.hide()
        self._draw_table()
        self._draw_side()
        self._place_panels()

    def _draw_table(self) -> None:
        state, scene, seat = self.state, self.scene, self.shown_seat
        current = state.round
        places = {"self": seat, "right": next_seat(seat, 4), "across": opposite_seat(seat, 4),
                  "left": previous_seat(seat, 4)}
        turn = self.controller.match.current_player
        scores = state.scores()
        for place, other in places.items():
            badge = scene.badges[place]
            badge.name = self.names[other]
            dealer = " \u00b7 dealer" if current is not None and current.dealer == other else ""
            badge.detail = f"{scores[other]} points{dealer}"
            badge.tiles = len(current.racks[other]) if current is not None and place != "self" else 0
            badge.to_move = turn == other
            badge.update()
        if current is None:
            self.layouts.clear()  # every rack of the next round is arranged afresh
            scene.show_rack((), None, RackLayout())
            for stack in scene.stacks.values():
                stack.show_tiles((), None, "")
                stack.set_active(False)
            scene.stock.left = 0
            scene.stock.set_active(False)
            scene.stock.update()
            return
        okey = current.okey
        scene.indicator.tile = current.indicator
        scene.indicator.okey = okey
        scene.callout.okey_tile = Tile(*okey)
        scene.indicator.update()
        scene.callout.update()
        first_time = seat not in self.layouts
        layout = self.layouts.setdefault(seat, RackLayout())
        if first_time:
            layout.sync(sorted(current.racks[seat]))
            layout.arrange_runs(okey)
        face_up = self.unlocked or len(self.humans) <= 1
        new = scene.show_rack(tuple(current.racks[seat]), okey, layout, face_up)
        self._remember_racks()  # tiles taken or discarded moved the others: keep the rack as shown
        if face_up and not first_time:
            scene.mark_new(new)
        my_turn = turn == seat and seat in self.humans and face_up
        for place, other in places.items():
            caption = "Your discards" if place == "self" else (
                f"{possessive(self.names[other])} discards: take" if place == "left" else
                f"{possessive(self.names[other])} discards")
            scene.stacks[place].show_tiles(tuple(current.discards[other]), okey, caption)
        taking = my_turn and not current.taken
        scene.stacks["left"].set_active(taking and bool(current.discards[previous_seat(seat, 4)]))
        scene.stacks["self"].set_active(False)
        scene.stock.left = len(current.stock)
        scene.stock.set_active(taking)
        scene.indicator.target = my_turn and any(isinstance(a, Finish) for a in state.legal_actions())
        scene.indicator.update()

    def _draw_side(self) -> None:
        state = self.state
        seat = self.shown_seat
        current = state.round
        turn = self.controller.match.current_player
        if self.controller.match.is_over:
            places = state.placements()
            winners = " and ".join(name_text(self.names[s]) for s in range(4) if places[s] == 1)
            text = f"Game over: {winners} win."
        elif current is None:
            text = "The round is over." if state.results else "Dealing the tiles\u2026"
        elif turn == seat and seat in self.humans:
            text = ("Your turn: discard a tile (double-click it or drag it onto your stack), or finish on the "
                    "indicator." if current.taken else
                    f"Your turn: take a tile (click the stock or {possessive(self.names[previous_seat(seat, 4)])} "
                    "discard).")
        elif turn in self.humans:
            text = f"{possessive(self.names[turn])} turn."
        else:
            text = f"{name_text(self.names[turn])} is thinking\u2026"
        self.status.setText(text)
        in_round = current is not None and not self.controller.match.is_over
        for button in (self.runs_button, self.pairs_button):
            button.setEnabled(in_round and (self.unlocked or len(self.humans) <= 1) and seat in self.humans)
        self.hint_button.setEnabled(in_round and turn == seat and seat in self.humans)
        self.show_button.setVisible(seat in self.humans and bool(state.out_of_turn_actions(seat))
                                    and (self.unlocked or len(self.humans) <= 1))
        scores = state.scores()
        for row in range(4):
            self.points.setItem(row, 0, QTableWidgetItem(self.names[row]))
            self.points.setItem(row, 1, QTableWidgetItem(str(scores[row])))
        lines = []
        for number, result in enumerate(state.results[-8:], start=max(1, len(state.results) - 7)):
            who = name_html(self.names[result.winner]) if result.winner is not None else "nobody"
            lines.append(f"Round {number}: {who} \u2014 {result.how}")
        self.rounds_label.setText("<br>".join(lines))
