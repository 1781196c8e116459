"""A player's hand as a fan of cards in a scene: sorted by the game's key, the legal cards raised
and the others dimmed, one card marked (picked or hinted), one tagged "new" (just drawn), and a
card played by a click or by dragging it up past a threshold (a short drag puts it back). A dimmed
card says why it may not be played: its reason as a tooltip, and `refused(card)` on a click or tap
(for the screen to say the engine's reason on its message line).

In pick mode (`picks=True`, for games where a card is chosen first and its move after) a click on
any card only picks it (`picked(card)`): nothing is dragged, and the picked card is the raised one.

The fan paints no deck of its own: it takes `paint(painter, rect, card, face_up)` (or
`face_painter(face)` for a `CardFace` function), so any deck's cards lie in it. A card can leave
the fan and stay in the scene (`take`, to fly to a trick) and an item can join it (`adopt`).
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAccessible, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from gamenight.core.words import words
from gamenight.table.card_painter import CardFace, paint_face
from gamenight.table.language import translated
from gamenight.table.layouts import fan_positions
from gamenight.table.names import plain_markup
from gamenight.table.pieces import PieceItem
from gamenight.table.scene_focus import FocusStop

Paint = Callable[[QPainter, QRectF, Any, bool], None]
DRAG_PLAYS = 60.0  # a card dragged up this far (scene pixels) and let go is played
CLICK_SLACK = 8.0  # a press and release closer than this is a click
MARK = QColor("#ffd54f")
VEIL = QColor(0, 0, 0, 95)
TAG = QColor("#2e7d32")
NEW = words("HandFan", "new")
LIFT_WHILE_HELD = 500.0


def face_painter(face: Callable[[Any], CardFace]) -> Paint:
    """A `Paint` for a deck described by a `CardFace` function (the back when face down or None)."""
    def paint(painter: QPainter, rect: QRectF, card: Any, face_up: bool) -> None:
        paint_face(painter, rect, face(card) if face_up and card is not None else None)
    return paint


class FanCard(PieceItem):
    """One card: painted by `paint`, veiled when `dimmed`, ringed when `marked`, labelled with its
    `tag` ("new"); while `playable` a click or (if `draggable`) a drag up past `drag_plays` calls
    `on_play(card)`."""

    def __init__(self, card: Any, width: float, height: float, paint: Paint, face_up: bool = True):
        super().__init__(width, height, face_up)
        self.card = card
        self.paint_card = paint
        self.on_play: Callable[[Any], None] | None = None
        self.on_refused: Callable[[Any], None] | None = None
        self.drag_plays = DRAG_PLAYS
        self.playable = False
        self.dimmed = False
        self.marked = False
        self.tag = ""
        self.draggable = True
        self._pressed_at: QPointF | None = None
        self._home = QPointF()

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        self.paint_card(painter, rect, self.card, self.face_up)
        radius = rect.width() * 0.08
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(VEIL)
            painter.drawRoundedRect(rect, radius, radius)
        if self.marked:
            painter.setPen(QPen(MARK, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius * 1.25, radius * 1.25)
        if self.tag:
            self._paint_tag(painter, rect)

    def _paint_tag(self, painter: QPainter, rect: QRectF) -> None:
        """The tag in the bottom left corner, which the next card of a fan leaves uncovered."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(6, round(rect.width() * 0.19)))  # 12 px on a card 64 wide
        font.setBold(True)
        painter.setFont(font)
        label = QRectF(rect.left() + rect.width() * 0.04, rect.bottom() - rect.width() * 0.33,
                       rect.width() * 0.56, rect.width() * 0.28)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TAG)
        painter.drawRoundedRect(label, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, self.tag)

    def set_state(self, *, playable: bool = False, dimmed: bool = False, marked: bool = False, tag: str = "") -> None:
        if (playable, dimmed, marked, tag) != (self.playable, self.dimmed, self.marked, self.tag):
            self.playable, self.dimmed, self.marked, self.tag = playable, dimmed, marked, tag
            held = Qt.CursorShape.OpenHandCursor if self.draggable else Qt.CursorShape.PointingHandCursor
            self.setCursor(held if playable else Qt.CursorShape.ArrowCursor)
            self.update()

    # -- the mouse -------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if self.on_play is None:
            event.ignore()  # not in a hand: the table beneath may want the click
            return
        if not self.playable or event.button() != Qt.MouseButton.LeftButton:
            if self.dimmed and event.button() == Qt.MouseButton.LeftButton and self.on_refused is not None:
                self.on_refused(self.card)  # the screen says why not
            return  # a card in the hand that may not be played now: the click ends here
        self.stop()
        self._pressed_at = event.scenePos()
        self._home = self.pos()
        self.setZValue(self.zValue() + LIFT_WHILE_HELD)

    def mouseMoveEvent(self, event) -> None:
        if self._pressed_at is not None and self.draggable:
            self.setPos(self._home + event.scenePos() - self._pressed_at)

    def mouseReleaseEvent(self, event) -> None:
        if self._pressed_at is None:
            return
        moved = event.scenePos() - self._pressed_at
        self._pressed_at = None
        self.setZValue(self.zValue() - LIFT_WHILE_HELD)
        self.setPos(self._home)  # played or not, the game decides where it goes next
        clicked_or_dragged = abs(moved.x()) + abs(moved.y()) < CLICK_SLACK or -moved.y() >= self.drag_plays
        if clicked_or_dragged and self.on_play is not None and self.card is not None:
            self.on_play(self.card)


CardT = TypeVar("CardT", bound=Hashable)


class HandFan(QObject, Generic[CardT]):
    """The cards of one hand in `scene`, fanned over `width` round `centre` (x: the middle of the
    fan, y: the top of its cards); `arc` > 0 curves it; `spacing` is the distance between
    neighbours in card widths (see `fan_positions`). `played(card)` when the player plays one;
    with `picks`, `picked(card)` when the player clicks one (see the module's words)."""

    played = Signal(object)
    picked = Signal(object)
    refused = Signal(object)  # a dimmed card clicked: it may not be played now

    def __init__(self, scene: QGraphicsScene, paint: Paint, card_width: float, card_height: float,
                 centre: QPointF, width: float, *, arc: float = 0.0, lift: float = 18.0,
                 key: Callable[[Any], Any] | None = None, z: float = 10.0, drag_plays: float = DRAG_PLAYS,
                 picks: bool = False, spacing: float = 0.9):
        super().__init__()
        self.picks, self.spacing = picks, spacing
        self.scene, self.paint = scene, paint
        self.card_width, self.card_height = card_width, card_height
        self.centre, self.width, self.arc, self.lift = centre, width, arc, lift
        self.key, self.z, self.drag_plays = key, z, drag_plays
        self.items: dict[CardT, FanCard] = {}
        self.order: list[CardT] = []
        """The cards of the hand, left to right, as last shown."""

    def show(self, cards: Sequence[CardT], legal: Collection[CardT] = (), face_up: bool = True,
             selected: CardT | None = None, ms: int = 0, enter_from: QPointF | None = None,
             new: CardT | None = None, reasons: Mapping[CardT, str] | None = None) -> None:
        """Lay out `cards` (sorted by the fan's key, if any) in `ms` milliseconds: new cards come
        from `enter_from` (default: their place), cards gone from the hand leave the scene. With
        any `legal` cards, those are raised and playable and the rest dimmed (in pick mode every
        card may be picked and the `selected` one is raised); a dimmed card's tooltip is its
        reason in `reasons`. The `new` card is tagged so."""
        kept = set(cards)
        for card in [card for card in self.items if card not in kept]:
            gone = self.take(card)
            if gone is not None and gone.scene() is self.scene:
                self.scene.removeItem(gone)
        self.order = sorted(cards, key=self.key) if self.key is not None else list(cards)
        lifted = (selected,) if self.picks else legal
        raised = frozenset(index for index, card in enumerate(self.order) if card in lifted)
        places = fan_positions(self.centre, len(self.order), self.card_width, self.width, self.arc,
                               raised, self.lift, self.spacing)
        for index, (card, (point, angle)) in enumerate(zip(self.order, places, strict=False)):
            item = self.items.get(card) or self._new_item(card, point if enter_from is None else enter_from, face_up)
            dimmed = bool(legal) and card not in legal
            item.set_state(playable=(self.picks or card in legal) and face_up, dimmed=dimmed,
                           marked=card == selected, tag=translated(NEW) if card == new else "")
            reason = (reasons or {}).get(card, "") if dimmed else ""
            item.setToolTip(plain_markup(reason) if reason else "")
            item.setRotation(angle)
            item.animate(point, z=self.z + index, face_up=face_up, ms=ms)

    def press(self, card: Any) -> bool:
        """The keyboard's click on `card`: played (picked) when it may be, its refusal said when
        it is dimmed; False when the card is neither (not the player's turn)."""
        item = self.items.get(card)
        if item is None:
            return False
        if item.playable and item.on_play is not None:
            item.on_play(card)
        elif item.dimmed and item.on_refused is not None:
            item.on_refused(card)
        else:
            return False
        return True

    def focus_stops(self, name: Callable[[Any, FanCard], str]) -> list[FocusStop]:
        """The cards left to right as keyboard stops, `name(card, item)` their words; Enter
        presses the card (`press`)."""
        return [FocusStop(card, self.items[card], name(card, self.items[card]), self._presser(card),
                          QAccessible.Role.ListItem) for card in self.order if card in self.items]

    def _presser(self, card: Any) -> Callable[[], None]:
        def press() -> None:
            self.press(card)
        return press

    def adopt(self, item: FanCard) -> None:
        """An item already on the table joins the hand (a card taken back by an undo)."""
        if item.scene() is not self.scene:
            self.scene.addItem(item)
        item.on_play = self.picked.emit if self.picks else self.played.emit
        item.on_refused = self.refused.emit
        item.drag_plays = self.drag_plays
        item.draggable = not self.picks
        self.items[item.card] = item

    def take(self, card: CardT) -> FanCard | None:
        """The card's item leaves the hand but stays in the scene (to fly to the trick, say)."""
        item = self.items.pop(card, None)
        if item is not None:
            item.on_play = None
            item.on_refused = None
            item.setToolTip("")
            item.set_state()
            item.setRotation(0)
        if card in self.order:
            self.order.remove(card)
        return item

    def _new_item(self, card: CardT, at: QPointF, face_up: bool) -> FanCard:
        item = FanCard(card, self.card_width, self.card_height, self.paint, face_up)
        item.setPos(at)
        self.adopt(item)
        return item
