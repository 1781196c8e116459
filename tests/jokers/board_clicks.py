"""Clicking the Jokers board as a player does: cards in the hand, marbles and marked holes on
the board (mouse events sent to the view), and a whole turn played by clicks."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt

from gamenight.games.jokers.ui.geometry import hole_point
from scene_clicks import grip, send


def click_point(screen, point: QPointF) -> None:
    send(screen.board_view, QEvent.Type.MouseButtonPress, point)
    send(screen.board_view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def click_hole(screen, hole: int) -> None:
    """A click on the centre of `hole`: the marble or the mark there, or the bare hole."""
    click_point(screen, hole_point(hole, screen.scene.viewer))


def hover_hole(screen, hole: int) -> None:
    send(screen.board_view, QEvent.Type.MouseMove, hole_point(hole, screen.scene.viewer), Qt.MouseButton.NoButton)


def click_card(screen, code: str) -> str:
    """Click the first card of the hand whose id starts with `code` ("7H"); returns its id."""
    card = next(card for card in screen.hand.fan.items if card.partition(".")[0] == code)
    click_in_hand(screen, card)
    return card


def click_in_hand(screen, card: str) -> None:
    """A click on the card's visible left edge in the hand's fan."""
    point = grip(screen.hand.fan.items[card])
    send(screen.hand, QEvent.Type.MouseButtonPress, point)
    send(screen.hand, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def play_any_turn(screen, qtbot) -> None:
    """The viewer's turn by clicks: the first playable card, its first glowing marble and first
    marked hole (twice for a split); with no play, a card discarded with the Discard button."""
    picker = screen.picker
    assert picker is not None and screen.my_turn()
    if picker.discards:
        click_in_hand(screen, picker.discards[0])
        qtbot.mouseClick(screen.discard_button, Qt.MouseButton.LeftButton)
        return
    card = sorted(picker.playable())[0]
    click_in_hand(screen, card)
    for _ in range(2):  # a split asks twice
        if picker.marble is None:
            click_hole(screen, sorted(picker.movable())[0])
        click_hole(screen, screen.scene.targets[0].hole)
        if screen.picker is not picker:
            return
    raise AssertionError("the turn was not played")
