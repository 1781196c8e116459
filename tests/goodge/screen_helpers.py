"""Driving the Goodge screen with the mouse (offscreen): a rigged match, clicks and drags on
cards, and the next legal card of the hand."""
from PySide6.QtCore import QEvent, QPointF, Qt

from gamenight.core.match import Match
from gamenight.games.goodge.actions import Deal, FirstDealer, Pass
from gamenight.games.goodge.cards import Card, deck
from gamenight.games.goodge.views import Phase
from scene_clicks import grip, send

# Seat 0 (first to bid, left of dealer 3) holds the Crown, every 1 and every 10 and the 5 of Spades:
# the normal bots, with nothing worth a raise, pass on 50.
STRONG = "CR 1S 1D 1T 1H 1C 10S 10D 10T 10H 10C 5S"
STASH = "2S 5D 5T"


def cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def rigged_match(seats, hand: str = STRONG, stash: str = STASH, seed: int = 7) -> Match:
    """Dealer 3; seat 0 is dealt `hand`, the stash is `stash`, the rest lies in deck order."""
    match = Match.start("goodge", seats, seed=seed)
    fixed, put = cards(hand), cards(stash)
    rest = [card for card in deck() if card not in fixed and card not in put]
    match.apply(FirstDealer(3))
    match.apply(Deal(tuple(fixed + rest + put)))
    return match






def click_card(screen, card: Card) -> None:
    point = grip(screen.scene.cards[card], 10)
    send(screen.table, QEvent.Type.MouseButtonPress, point)
    send(screen.table, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def drag_card(screen, card: Card, up: float = 200) -> None:
    start = grip(screen.scene.cards[card], 10)
    send(screen.table, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        send(screen.table, QEvent.Type.MouseMove, start - QPointF(0, up * step / 5))
    send(screen.table, QEvent.Type.MouseButtonRelease, start - QPointF(0, up), Qt.MouseButton.NoButton)


def raised_cards(screen) -> list[Card]:
    """The cards the screen offers to play (raised, playable), left to right."""
    items = [item for item in screen.scene.cards.values() if item.playable]
    return [item.card for item in sorted(items, key=lambda item: item.x())]


def take_my_turn(screen, qtbot) -> None:
    """One decision of the viewer's, by clicks: pass (or the lowest bid when passing is not
    allowed), the first card offered to put back or play, the first suit named as trump."""
    phase = screen.view().phase
    if phase is Phase.PUT_BACK or phase is Phase.PLAY:
        click_card(screen, raised_cards(screen)[0])
        return
    buttons = screen.choices.buttons
    if Pass() in buttons:
        choice = Pass()
    else:
        choice = min(buttons, key=lambda value: getattr(value, "amount", getattr(value, "suit", 0)))
    qtbot.mouseClick(buttons[choice], Qt.MouseButton.LeftButton)


def play_until(window, qtbot, done) -> None:
    """Take the viewer's turns by clicks until `done()`."""
    screen = window.screen_widget
    while not done():
        qtbot.waitUntil(lambda: done() or screen.my_turn(), timeout=15000)
        if not done():
            take_my_turn(screen, qtbot)


def to_a_dimmed_card(window, qtbot, seats):
    """The rigged deal opened and played by clicks up to the viewer's turn where a card in hand is
    dimmed (it must follow suit): (the match, its screen, a dimmed card)."""
    match = rigged_match(seats)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget

    def dimmed_on_my_turn():
        return (match.state.phase is Phase.PLAY and screen.my_turn()
                and any(item.dimmed for item in screen.scene.cards.values()))

    play_until(window, qtbot, lambda: dimmed_on_my_turn() or bool(match.state.results))
    assert dimmed_on_my_turn(), "the rigged deal has a turn where Ann must follow suit"
    return match, screen, next(item.card for item in screen.scene.cards.values() if item.dimmed)
