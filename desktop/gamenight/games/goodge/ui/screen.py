"""The Goodge Rules screen: the table scene on the left; on the right the status, the bidding
or trump choice as large buttons, the auction so far, the hint, the rules and the score sheet.

The first round is dealt by itself; each later one when the players press the round-end
panel's "Deal the next round" (a step of its own for undo), so the round's result stays up
until then. "Replay this deal" takes back every decision of the round (never the deal: chance
is tied to its step) so the same cards are played again."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from gamenight.app.rules_dialog import show_rules
from gamenight.core.engine import CHANCE
from gamenight.core.words import Text
from gamenight.games.goodge.actions import Bid, Claim, FirstDealer, NameTrump, Pass, Play, PutBack
from gamenight.games.goodge.bidding import MAX_BID, bid_note, bid_why
from gamenight.games.goodge.cards import SUITS, Card
from gamenight.games.goodge.rules import NOT_NOW
from gamenight.games.goodge.ui.cards import suit_label
from gamenight.games.goodge.ui.focus_stops import GOODGE_KEYS, goodge_stops
from gamenight.games.goodge.ui.round_end import stash_picture
from gamenight.games.goodge.ui.table_scene import TableScene
from gamenight.games.goodge.ui.texts import (
    badge_detail,
    calls_text,
    hand_order,
    headline,
    round_html,
    status,
)
from gamenight.games.goodge.views import GoodgeView, Phase
from gamenight.table.badge import BadgeInfo
from gamenight.table.changes import ChangeKind
from gamenight.table.choice_panel import ChoicePanel
from gamenight.table.fitted_view import FittedView
from gamenight.table.fonts import bold_font
from gamenight.table.keep_clear import scene_area
from gamenight.table.language import translated
from gamenight.table.names import name_text, names_list
from gamenight.table.scene_focus import SceneFocus
from gamenight.table.score_sheet import ScoreSheet
from gamenight.table.screen import GameScreen

NEXT_BIDS = 6  # the next legal bids offered as buttons, then a few jumps
JUMPS = (50, 100)


def offered_bids(bids: list[Bid]) -> list[Bid]:
    """The next few legal bids, jumps of 50 and 100 above the lowest, and the highest bid."""
    if not bids:
        return []
    lowest = bids[0].amount
    wanted = {lowest + jump for jump in JUMPS} | {MAX_BID}
    return [bid for index, bid in enumerate(bids) if index < NEXT_BIDS or bid.amount in wanted]


def bid_words(bids: list[Bid], legal: list[Bid]) -> tuple[dict[Bid, Text], dict[Bid, Text]]:
    """The engine's words for the offered `bids` (`legal`: every bid allowed now): the notes under
    the buttons that jump past the next few bids or end the bidding, and each one's tip."""
    lowest = legal[0].amount
    consecutive = {bid.amount for bid in legal[:NEXT_BIDS]}
    notes: dict[Bid, Text] = {bid: note for bid in bids
                              if (bid.amount not in consecutive or bid.amount == MAX_BID)
                              and (note := bid_note(bid.amount, lowest)) is not None}
    return notes, {bid: bid_why(bid.amount, lowest) for bid in bids}


class GoodgeScreen(GameScreen):
    tv_hides_side = True  # its column holds controls, messages and scores: the TV band shows those
    public_kinds = (FirstDealer, Bid, Pass, NameTrump, Play, Claim)  # not PutBack: the stash is hidden
    animated_sounds = frozenset({"play"})  # a card sounds as it lands on the trick
    announced_kinds = (Bid, Pass, NameTrump, Claim)
    keys = GOODGE_KEYS

    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(controller, context, parent)
        self.levels = [seat.level if seat.is_bot else None for seat in controller.match.seats]
        self.hinted: Card | None = None
        self._offered: tuple = ("", [], None, None)
        self.scene = TableScene(len(self.names), self.play_card, self.duration)
        self.scene.hand.refused.connect(self.refuse_card)
        self.scene.swept.connect(lambda: self.sounds.play("cards_gather"))
        self.table = FittedView(self.scene)
        self.table_focus = SceneFocus(self.table, lambda: goodge_stops(self),
                                      QCoreApplication.translate("GoodgeScreen", "Goodge table"))
        self.setFocusProxy(self.table)  # the keys go to the table when the screen opens
        outer = QHBoxLayout(self)
        outer.addWidget(self.table, 1)
        outer.addWidget(self._side())
        self.install_overlays(self.table)
        assert self.end_panel is not None
        self.next_button = self.end_panel.add_button(self.tr("Deal the next round"), self.deal_next)
        self.replay_button = self.end_panel.add_button(self.tr("Replay this deal"), self.replay_deal)

    def _side(self) -> QWidget:
        self.side = side = QWidget()
        side.setFixedWidth(330)
        layout = QVBoxLayout(side)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setFont(bold_font(self, 17))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.message.setMinimumHeight(40)
        layout.addWidget(self.message)
        self.choices = ChoicePanel(columns=3)
        self.choices.chosen.connect(self.act)
        self.choices.return_focus = self.table  # after the last bid taken by keys
        layout.addWidget(self.choices)
        self.calls = QLabel()
        self.calls.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.calls)
        row = QHBoxLayout()
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What the strongest bot would do now"))
        self.hint_button.clicked.connect(self.request_hint)
        self.rules_button = QPushButton(self.tr("Rules"))
        self.rules_button.setToolTip(self.tr("The rules as this table plays them"))
        self.rules_button.clicked.connect(lambda: show_rules(self, "goodge"))
        for button in (self.hint_button, self.rules_button):
            button.setMinimumHeight(44)
            row.addWidget(button)
        layout.addLayout(row)
        self.sheet = ScoreSheet(self.names)
        layout.addWidget(self.sheet, 1)
        return side

    # -- what the player does ---------------------------------------------------------------------
    def act(self, action) -> None:
        if not self.my_turn():
            self.refuse(self.tr("It is not your turn."))
            return
        self.hinted = None
        self.controller.act(action, self.viewer)

    def play_card(self, card: Card) -> None:
        """A card clicked or dragged: put back during the exchange, else played."""
        self.act(PutBack(card) if self.view().phase is Phase.PUT_BACK else Play(card))

    def refuse_card(self, card: Card) -> None:
        """A dimmed card clicked or tapped: the engine's reason it may not be played now (the phone's too)."""
        reason = self.state.unplayable().get(card, NOT_NOW)
        self.refuse(self.tr("You cannot play {card}: {reason}.").format(
            card=translated(card.name), reason=translated(reason)))

    def deal_next(self) -> None:
        if self.controller.match.current_player == CHANCE:
            self.controller.draw(by_user=True)

    def replay_deal(self) -> None:
        """Take back this round's decisions, back to the first one after the deal."""
        controller = self.controller
        step = controller.undo_step()
        if step is None or step.rounds_lost != 1 or step.actor == CHANCE:
            self.refuse(self.tr("There is no decision of yours in this round to take back."))
            return
        question = self.tr("Replay this deal? The round's scores are taken out of the score history until it is "
                           "played again.")
        if QMessageBox.question(self, self.tr("Replay this deal"), question) != QMessageBox.StandardButton.Yes:
            return
        controller.undo()
        while (step := controller.undo_step()) is not None and step.rounds_lost == 0 and step.actor != CHANCE:
            controller.undo()

    def keep_clear(self) -> list[QRect]:
        return [scene_area(self.table, rect, self) for rect in self.scene.kept_clear()]

    def show_hint(self, action) -> None:
        """The hint in words with the hard bot's estimated chance of the bid being made (its
        reason), and its card marked in the hand."""
        super().show_hint(action)
        self.hinted = action.card if isinstance(action, (Play, PutBack)) else None
        self.refresh()

    # -- drawing -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        view: GoodgeView = self.view()
        self.controller.auto_chance = not view.results or not self.humans
        mine = self.my_turn()
        self.scene.show_badges(self.seat_at_bottom, [
            BadgeInfo(self.names[seat], self.levels[seat], badge_detail(view, seat),
                      0 if seat == self.viewer else view.hand_counts[seat], view.current_player == seat)
            for seat in range(view.num_players)])
        self.scene.show_info(*headline(view, self.names))
        self._draw_cards(view, mine)
        self._draw_side(view, mine)
        self._draw_end(view)
        self.table_focus.refresh()

    def _draw_cards(self, view: GoodgeView, mine: bool) -> None:
        shown = self.unlocked
        hand = hand_order(view.hand, view.trump, view.one_high) if shown else []
        legal: set[Card] = set()
        if mine and view.phase in (Phase.PLAY, Phase.PUT_BACK):
            legal = {action.card for action in self.state.legal_actions() if isinstance(action, (Play, PutBack))}
        change = self.last_change
        finished = (change is not None and change.kind is ChangeKind.ACTION and isinstance(change.action, Play)
                    and not view.trick and view.tricks and view.tricks[-1][1][-1] == change.action.card)
        keep = set(hand) | set(view.trick)
        self.scene.drop_others(keep | (set(view.tricks[-1][1]) if finished else set()))
        reasons = {card: translated(reason) for card, reason in self.state.unplayable().items()} if legal else {}
        self.scene.show_hand(hand, legal, shown, self.hinted if mine else None, view.stash_dealt or (), reasons)
        if finished and view.leader is not None:
            leader, cards = view.tricks[-1]
            self.scene.gather(leader, cards, (view.leader - leader) % view.num_players, view.leader)
        self.scene.show_trick(view.leader, view.trick, view.winning())
        if change is not None and change.kind is ChangeKind.ACTION and isinstance(change.action, Play):
            self.sounds.cue_when_landed(self.scene.cards.get(change.action.card)
                                        or self.scene.gathering.get(change.action.card), change.action)
        self._draw_small(view, shown)

    def _draw_small(self, view: GoodgeView, shown: bool) -> None:
        stash = view.stash if shown else None
        count = view.stash_count if view.phase in (Phase.BIDDING, Phase.PUT_BACK, Phase.TRUMP, Phase.PLAY) else 0
        caption = ""
        if view.phase is Phase.BIDDING:
            caption = self.tr("The stash")
        elif view.phase is Phase.PUT_BACK:
            caption = self.tr("Put back: {count} of 3").format(count=view.stash_count)
        elif count:
            caption = self.tr("Stash: to the last trick")
        last, last_caption, winner = [], "", None
        if view.tricks and view.leader is not None:
            leader, cards = view.tricks[-1]
            last = [((leader + index) % view.num_players, card) for index, card in enumerate(cards)]
            winner = view.leader
            last_caption = self.tr("Last trick: {player} took it").format(player=name_text(self.names[winner]))
        self.scene.show_small(stash if stash is not None and view.goodge == view.seat else None, count, caption,
                              last, last_caption, winner)

    def _draw_side(self, view: GoodgeView, mine: bool) -> None:
        said = self.game_over_text() if view.phase is Phase.OVER else status(view, self.names, mine)
        self.status.setText(said if self.unlocked or not self.gated else "")
        legal = self.state.legal_actions() if mine else []
        if mine and view.phase is Phase.BIDDING:
            allowed = [action for action in legal if isinstance(action, Bid)]
            bids = offered_bids(allowed)
            choices: list[tuple[Bid | Pass, str]] = [(action, str(action.amount)) for action in bids]
            notes, tips = bid_words(bids, allowed) if bids else ({}, {})
            if Pass() in legal:
                choices.append((Pass(), self.tr("Pass")))
            passed = names_list([self.names[seat] for seat, out in enumerate(view.passed) if out])
            if view.high_bid is None:
                title = (self.tr("No bid yet. Passed: {players}.").format(players=passed) if passed
                         else self.tr("No bid yet. Passed: nobody."))
            else:
                title = (self.tr("High bid: {bid}. Passed: {players}.") if passed
                         else self.tr("High bid: {bid}. Passed: nobody.")).format(bid=view.high_bid, players=passed)
            self._offer(title, choices, notes, tips)
        elif mine and view.phase is Phase.TRUMP:
            counts = {suit: sum(card.suit == suit for card in view.hand) for suit in range(len(SUITS))}
            self._offer(self.tr("Name trump"), [(NameTrump(suit), suit_label(suit)) for suit in range(len(SUITS))],
                        {NameTrump(suit): self.tr("%n in hand", None, count) for suit, count in counts.items()})
        else:
            self._offer("", [])
        self.choices.setVisible(bool(self.choices.buttons))
        self.calls.setText((self.tr("Bidding:") + "\n" + calls_text(view, self.names))
                           if view.phase is Phase.BIDDING and view.calls else "")
        self.hint_button.setEnabled(mine)
        self.sheet.show_rounds([result.points for result in view.results], view.totals)

    def _offer(self, title: str, choices: list, notes: dict | None = None, tips: dict | None = None) -> None:
        """Offer the choices, unless they are the ones already shown (no rebuilt buttons on a bot's move)."""
        if (title, choices, notes, tips) != self._offered:
            self._offered = (title, choices, notes, tips)
            self.choices.offer(title, choices, notes, tips)

    def _draw_end(self, view: GoodgeView) -> None:
        assert self.end_panel is not None
        over = view.phase is Phase.OVER
        if not view.results or view.phase not in (Phase.DEAL, Phase.OVER):
            self.hide_end()
            return
        self.next_button.setVisible(not over)
        self.replay_button.setVisible(bool(self.humans))
        result = view.results[-1]
        self.show_end(round_html(result, self.names, view.totals, len(view.results)),
                      stash_picture(result, max(48, self.table.height() // 9)))
