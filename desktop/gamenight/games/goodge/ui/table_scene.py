"""The Goodge table as one scene: the viewer's hand as a fan at the bottom (legal cards raised,
the rest dimmed), the other seats' badges round the table, the trick in the middle (each card with
its player's name on the side toward that player), the stash beside the hand, the last trick in a
corner and the trump and the Goodge's bid in the other.

The hand is the kit's `HandFan`. The scene only places what the screen gives it (all of it from
the viewer's view) and animates the changes: a card played flies from its player to the trick, a
finished trick is held a moment with its winning card marked and then gathers to its winner."""
from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from gamenight.games.goodge.cards import Card
from gamenight.games.goodge.ui.cards import CardItem, paint_goodge
from gamenight.table.badge import BadgeInfo, PlayerBadge
from gamenight.table.hand_fan import HandFan
from gamenight.table.layouts import Spread, pile_positions, seat_ring, trick_positions
from gamenight.table.names import shown_name

WIDTH, HEIGHT = 1200, 840
CARD_W, CARD_H = 86, 120
SMALL_W, SMALL_H = 46, 64
HAND_TOP = QPointF(WIDTH / 2, 694)  # fan_positions: x is the middle of the fan, y the top of its cards
HAND_WIDTH = 780
TRICK_CENTRE = QPointF(WIDTH / 2, 318)
RING = QRectF(170, 100, 860, 470)
STASH_AT = QPointF(1000, 700)
LAST_TRICK_AT = QPointF(930, 44)
MARGIN = 12  # between a caption and the table's edge
FELT = QColor("#2f5d46")
PLAY_MS, GATHER_MS, HOLD_MS = 260, 320, 650
TAG_PX = 16  # a trick card's name tag: read at 12 px or more when a 1366x768 window scales the table down
TAG_GAP = 4


def _text(scene: QGraphicsScene, at: QPointF, pixels: int, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = scene.addSimpleText("")
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QColor("#f1f8e9"))
    item.setPos(at)
    return item


class NameTag(QGraphicsItem):
    """A player's name by the card they put on the trick, on the card's side toward their seat: it
    goes with the card as the trick is gathered (it is the card's child)."""

    def __init__(self, name: str, card: QGraphicsItem, towards: QPointF):
        """`towards`: the way from the trick's middle to the card's place."""
        super().__init__(card)
        self.name = name
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(TAG_PX)
        self.font.setBold(True)
        metrics = QFontMetricsF(self.font)
        self.size = QRectF(0, 0, metrics.horizontalAdvance(name) + 12, metrics.height() + 4)
        length = math.hypot(towards.x(), towards.y()) or 1.0
        way = QPointF(towards.x() / length, towards.y() / length)
        # along that way, from the card's middle to just outside its edge and the tag's own half
        across = ((CARD_W + self.size.width()) / 2 + TAG_GAP) / abs(way.x()) if abs(way.x()) > 1e-6 else math.inf
        down = ((CARD_H + self.size.height()) / 2 + TAG_GAP) / abs(way.y()) if abs(way.y()) > 1e-6 else math.inf
        reach = min(across, down)
        centre = QPointF(CARD_W / 2, CARD_H / 2) + way * reach
        self.setPos(centre - self.size.center())

    def boundingRect(self) -> QRectF:
        return self.size

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(self.size, 6, 6)
        painter.setFont(self.font)
        painter.setPen(QColor("#f1f8e9"))
        painter.drawText(self.size, Qt.AlignmentFlag.AlignCenter, self.name)


class TableScene(QGraphicsScene):
    swept = Signal()
    """A finished trick leaves the table for its winner."""

    def __init__(self, players: int, on_play: Callable[[Card], None], duration: Callable[[int], int]):
        super().__init__(0, 0, WIDTH, HEIGHT)
        self.setBackgroundBrush(FELT)
        self.players = players
        self.duration = duration
        self.viewer = 0
        self.names = [""] * players  # as the badges show them
        self.badges = [PlayerBadge() for _ in range(players)]
        for badge in self.badges:
            self.addItem(badge)
        self.cards: dict[Card, CardItem] = {}
        """Every full-size card on the table now: the viewer's hand and the trick."""
        self.hand: HandFan[Card] = HandFan(self, paint_goodge, CARD_W, CARD_H, HAND_TOP, HAND_WIDTH, lift=22)
        self.hand.played.connect(on_play)
        self.gathering: dict[Card, CardItem] = {}
        self.small: list[CardItem] = []  # the stash and the last trick, redrawn each time
        self.info = _text(self, QPointF(24, 18), 22, bold=True)
        self.info_detail = _text(self, QPointF(24, 50), 15)
        self.last_caption = _text(self, LAST_TRICK_AT + QPointF(0, -26), 16)
        self.stash_caption = _text(self, STASH_AT + QPointF(0, -24), 16)

    # -- seats -------------------------------------------------------------------------------
    def seat_centre(self, seat: int) -> QPointF:
        return seat_ring(self.players, RING, self.viewer)[seat]

    def show_badges(self, viewer: int, infos: Sequence[BadgeInfo]) -> None:
        self.viewer = viewer
        self.names = [shown_name(info.name) for info in infos]
        for seat, (badge, info) in enumerate(zip(self.badges, infos, strict=False)):
            badge.centre_on(self.seat_centre(seat))
            badge.show_info(info)

    def kept_clear(self) -> list[QRectF]:
        """The viewer's hand and the trick's place with its cards' name tags (scene coordinates): no
        message covers them."""
        hand, trick = QRectF(), QRectF()
        for item in self.hand.items.values():
            hand = hand.united(item.sceneBoundingRect())
        for point in trick_positions(self.players, TRICK_CENTRE, CARD_W, CARD_H, self.viewer):
            trick = trick.united(QRectF(point.x(), point.y(), CARD_W, CARD_H))
        for tag in self.name_tags():
            trick = trick.united(tag.sceneBoundingRect())
        return [hand, trick]

    def name_tags(self) -> list[NameTag]:
        """The name tags by the cards on the table (the trick's)."""
        return [child for item in self.cards.values() for child in item.childItems() if isinstance(child, NameTag)]

    def show_info(self, headline: str, detail: str) -> None:
        self.info.setText(headline)
        self.info_detail.setText(detail)

    # -- cards -------------------------------------------------------------------------------
    def _item(self, card: Card, start: QPointF, face_up: bool = True) -> CardItem:
        item = self.cards.get(card)
        if item is None:
            item = self.gathering.pop(card, None)
        if item is None:
            item = CardItem(card, CARD_W, CARD_H, face_up)
            item.setPos(start - QPointF(CARD_W / 2, CARD_H / 2))
            self.addItem(item)
        self.cards[card] = item
        return item

    def show_hand(self, hand: Sequence[Card], legal: set[Card], face_up: bool, marked: Card | None,
                  from_stash: Collection[Card] = (), reasons: Mapping[Card, str] | None = None) -> None:
        """The fan, in the order given; `legal` cards raised (and playable), the rest dimmed with
        their `reasons` as tooltips, the cards `from_stash` tagged. A card gone from the hand leaves
        the fan but keeps its item (it flies to the trick, untagged)."""
        held = set(hand)
        for card in [card for card in self.hand.items if card not in held]:
            self.hand.take(card)
        for card in hand:
            if card not in self.hand.items:
                item = self._item(card, self.seat_centre(self.viewer), face_up)
                self._untag(item)  # back in the hand from the trick (an undo)
                self.hand.adopt(item)
        self.hand.show(hand, legal, face_up, marked, ms=self.duration(PLAY_MS), reasons=reasons)
        for card, item in self.cards.items():
            item.set_from_stash(card in held and card in from_stash)

    def show_trick(self, leader: int | None, trick: Sequence[Card], winning: int | None) -> None:
        """The trick in progress; `winning`: the index of the card winning it so far."""
        if leader is None:
            return
        places = trick_positions(self.players, TRICK_CENTRE, CARD_W, CARD_H, self.viewer)
        for index, card in enumerate(trick):
            seat = (leader + index) % self.players
            item = self._item(card, self.seat_centre(seat))
            item.set_state(marked=index == winning)
            item.animate(places[seat], z=100 + index, face_up=True, ms=self.duration(PLAY_MS))
            self._tag(item, seat, places[seat] + QPointF(CARD_W / 2, CARD_H / 2) - TRICK_CENTRE)

    def _tag(self, item: CardItem, seat: int, towards: QPointF) -> None:
        """Give a trick's card its player's name tag, on its side `towards` the player."""
        tags = [child for child in item.childItems() if isinstance(child, NameTag)]
        if [tag.name for tag in tags] != [self.names[seat]]:
            self._untag(item)
            NameTag(self.names[seat], item, towards)

    def _untag(self, item: CardItem) -> None:
        """Take a card's name tag away (it is back in the hand: an undo)."""
        for child in item.childItems():
            if isinstance(child, NameTag):
                self.removeItem(child)  # (which takes it from the card too)

    def gather(self, leader: int, trick: Sequence[Card], winner_index: int, winner: int) -> None:
        """A trick just finished: shown whole with its winning card marked, then swept to `winner`."""
        self.show_trick(leader, trick, winner_index)
        for card in trick:
            self.gathering[card] = self.cards.pop(card)
        hold = self.duration(HOLD_MS)
        if hold:
            QTimer.singleShot(hold, lambda: self._sweep(trick, winner))
        else:
            self._sweep(trick, winner)

    def _sweep(self, trick: Sequence[Card], winner: int) -> None:
        target = self.seat_centre(winner) - QPointF(CARD_W / 2, CARD_H / 2)
        if any(card in self.gathering for card in trick):
            self.swept.emit()
        for card in trick:
            item = self.gathering.get(card)
            if item is None:
                continue  # back in play (an undo came first)
            ms = self.duration(GATHER_MS)
            if ms:
                item.arrived.connect(lambda card=card, item=item: self._drop_gathered(card, item))
                item.animate(target, ms=ms)
            else:
                self._drop_gathered(card, item)

    def _drop_gathered(self, card: Card, item: CardItem) -> None:
        if self.gathering.get(card) is item:
            del self.gathering[card]
            self.removeItem(item)

    def drop_others(self, keep: set[Card]) -> None:
        """Take away the cards no longer on the table (played and gathered, or undone)."""
        for card in [card for card in self.cards if card not in keep]:
            self.hand.take(card)
            self.removeItem(self.cards.pop(card))

    # -- the small cards: stash and last trick -----------------------------------------------------
    def show_small(self, stash: Sequence[Card] | None, stash_count: int, stash_caption: str,
                   last: Sequence[tuple[int, Card]], last_caption: str, last_winner: int | None) -> None:
        """The stash (faces for the Goodge, else backs) and the last trick, (seat, card) in play order."""
        for item in self.small:
            self.removeItem(item)
        self.small = []
        shown = list(stash) if stash is not None else [None] * stash_count
        for point, card in zip(pile_positions(STASH_AT, len(shown), Spread.RIGHT, 40), shown, strict=False):
            self._small_card(card, point)
        for point, (seat, card) in zip(pile_positions(LAST_TRICK_AT, len(last), Spread.RIGHT, 50), last, strict=False):
            self._small_card(card, point).set_state(marked=seat == last_winner)
        for caption, words, left in ((self.stash_caption, stash_caption, STASH_AT.x()),
                                     (self.last_caption, last_caption, LAST_TRICK_AT.x())):
            caption.setText(words)
            # above its cards, moved left as far as a longer language's words need to stay on the table
            caption.setX(min(left, WIDTH - MARGIN - caption.boundingRect().width()))

    def _small_card(self, card: Card | None, point: QPointF) -> CardItem:
        item = CardItem(card, SMALL_W, SMALL_H)
        item.setPos(point)
        self.addItem(item)
        self.small.append(item)
        return item
