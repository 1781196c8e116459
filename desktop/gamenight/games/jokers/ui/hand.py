"""The hand of the seat whose eyes the screen is: the kit's `HandFan` in pick mode in a strip
below the board (a click picks a card and the board shows its moves), the card just drawn tagged
"new", the cards with no legal play dimmed, the picked card raised and ringed."""
from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtWidgets import QGraphicsScene

from gamenight.games.jokers.deck import JokersCard
from gamenight.games.jokers.ui.texts import card_text
from gamenight.table.card_painter import CARD_RATIO, CardFace, deck_face
from gamenight.table.fitted_view import FittedView
from gamenight.table.hand_fan import HandFan, face_painter

CARD_W = 64
CARD_H = CARD_W * CARD_RATIO
LIFT = 14  # how far the picked card stands above the others
SPACING = (CARD_W + 8) / CARD_W  # cards side by side, 8 pixels apart
STRIP_W, STRIP_H = 900, CARD_H + LIFT + 12
_FACES = {card.code: deck_face(card) for card in JokersCard.full_deck()}


def face_of(card_id: str) -> CardFace:
    """A Jokers card id ("7H.2", "JK1.1"): both copies of a card look the same."""
    return _FACES[card_id]


class HandView(FittedView):
    """The strip the hand lies in; `cardClicked(card_id)` when the player clicks one."""

    cardClicked = Signal(str)

    def __init__(self) -> None:
        super().__init__(QGraphicsScene(0, 0, STRIP_W, STRIP_H))
        self.setStyleSheet("background: transparent")
        self.setFixedHeight(int(STRIP_H) + 4)
        self.fan: HandFan[str] = HandFan(self.fitted_scene, face_painter(face_of), CARD_W, CARD_H,
                           QPointF(STRIP_W / 2, LIFT + 6), STRIP_W, lift=LIFT, picks=True, spacing=SPACING)
        self.fan.picked.connect(self.cardClicked.emit)
        self.setAccessibleName(QCoreApplication.translate("JokersTable", "Your hand"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def show_hand(self, cards: Sequence[str], picked: str | None, playable: Collection[str], new: str | None) -> None:
        """`playable` empty: no card is dimmed (not the viewer's turn, or every card is a discard)."""
        self.fan.show(cards, playable, selected=picked, new=new)
        for card, item in self.fan.items.items():
            item.setToolTip(card_text(card))
        self.setAccessibleDescription(", ".join(card_text(card) for card in self.fan.order))
