"""Goker's audience window, as read from the back of a hall: numbers that fill their tiles, letters
that stand out, the ball huge and the five before it large, the level and its last call, the
round's guesses, the level winners with their points, the coin; Esc or a double-click closes it
and it never covers the console."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics

from gamenight.caller.projector import covers_console
from gamenight.core.cards import Card
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goker.rules import Ball, Guess, PlayCard
from gamenight.games.goker.ui.audience import AudienceWindow
from gamenight.games.goker.ui.coin import countdown_text
from gamenight.games.goker.ui.flashboard import LETTER_COLOURS


def contrast(first: str, second: str) -> float:
    """The WCAG contrast ratio of two colours."""
    def luminance(name: str) -> float:
        colour = QColor(name)
        parts = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
                 for c in (colour.redF(), colour.greenF(), colour.blueF())]
        return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.fixture
def projector(window, qtbot, monkeypatch):
    """A console game (physical cards, live caller) with the audience window open at 1920x1080."""
    monkeypatch.setattr(AudienceWindow, "showFullScreen", AudienceWindow.show)  # one offscreen screen
    match = Match.start("goker", [Seat("Ann"), Seat("Bob"), Seat("Cy")],
                        {"cards": "table", "draw": "external", "level1": 5, "grace_seconds": 2}, seed=3)
    window.open_match(match)
    screen = window.screen_widget
    screen.more.open_audience()
    audience = screen.more.audience
    qtbot.addWidget(audience)
    audience.resize(1920, 1080)
    qtbot.waitUntil(lambda: audience.board.width() > 1800 and audience.board.buttons[1].width() > 100, timeout=2000)
    qtbot.wait(50)
    return match, screen, audience


def test_the_numbers_fill_their_tiles_and_the_letters_stand_out(projector):
    _match, _screen, audience = projector
    board = audience.board
    for number in (17, 75):  # the widest numbers: two digits
        tile = board.buttons[number]
        wide = QFontMetrics(tile.font()).horizontalAdvance(tile.text())
        assert tile.font().pixelSize() >= 0.5 * tile.height()  # about 17 px in 85 px tiles before
        assert 0.55 * tile.width() <= wide <= tile.width() - 8  # fills the tile, still fits in it
    for row, letter in enumerate(board.heads):
        assert letter.font().pixelSize() >= 0.6 * letter.height()
        assert "color:white" in letter.styleSheet() and LETTER_COLOURS[row] in letter.styleSheet()
        assert contrast("white", LETTER_COLOURS[row]) >= 4.5
        assert contrast(LETTER_COLOURS[row], "#f7f7f7") >= 4.5  # a number on its unlit tile


def test_the_ball_the_last_five_the_level_and_the_round_are_large(projector):
    match, screen, audience = projector
    controller = screen.controller
    for seat, number in ((1, 10), (2, 11), (0, 12)):
        controller.act(Guess(number), seat)
    for number in (40, 55, 11, 3):
        controller.enter_chance(Ball(number))
    assert audience.ball.balls[-1] == match.state.balls[-1]
    assert audience.ball.ball_diameter() >= 0.3 * audience.height()  # the last ball, huge
    assert audience.recent.balls == match.state.balls and audience.recent.ball_size() >= 120
    assert audience.recent.letter_px() >= 30
    assert audience.status.text() == "Level 1 \u2014 ends at call 5"
    assert audience.status.font().pixelSize() >= 40 and audience.guesses.font().pixelSize() >= 28
    assert audience.guesses.text() == \
        "Goker round 1: \u2068Bob\u2069 B 10  \u00b7  \u2068Cy\u2069 B 11 GOKER?  \u00b7  \u2068Ann\u2069 B 12"


def test_the_level_winner_shows_with_points_once_the_last_card_turns(projector, qtbot):
    match, screen, audience = projector
    screen.speed_factor = 1.0  # the cards turn over one by one
    controller = screen.controller
    for seat, number in ((1, 70), (2, 71), (0, 72)):
        controller.act(Guess(number), seat)
    for number in (1, 2, 3, 4, 5):
        controller.enter_chance(Ball(number))
    qtbot.waitUntil(lambda: match.state.phase == "play", timeout=5000)  # the coin lands
    for card in ("AS", "KH", "2C"):
        controller.act(PlayCard(Card.parse(card)), match.state.current_player)
    assert screen.level_end.turning and audience.winners.text() == ""
    assert audience.status.text() == "Level 1 ended at call 5"
    qtbot.waitUntil(lambda: not screen.level_end.turning, timeout=5000)
    result = match.state.results[0]
    assert audience.winners.text() == \
        f"Level 1: \u2068{match.seats[result.winner].name}\u2069 {result.points[result.winner]} p"


def test_the_coin_flip_spins_on_the_projector_too(projector, qtbot):
    match, screen, audience = projector
    screen.speed_factor = 1.0
    controller = screen.controller
    for seat, number in ((1, 70), (2, 71), (0, 72)):
        controller.act(Guess(number), seat)
    for number in (1, 2, 3, 4, 5):
        controller.enter_chance(Ball(number))
    assert match.state.phase == "flip" and screen.coin.spinning and audience.coin.spinning
    assert audience.coin.height() >= 100 and abs(audience.coin.remaining() - screen.coin.remaining()) < 0.5
    for coin in (screen.coin, audience.coin):  # the countdown beside the coin is not cut
        wide = QFontMetrics(coin.text_font()).horizontalAdvance(countdown_text(coin.remaining()))
        assert wide <= coin.width() - coin.height() - 8
    assert audience.call.text() == "Call 5 \u2014 coin flip: Goker round 1 ends"  # no guess was drawn
    qtbot.waitUntil(lambda: match.state.phase == "play", timeout=5000)
    assert not audience.coin.spinning


def test_escape_or_a_double_click_closes_it(projector, qtbot):
    _match, screen, audience = projector
    qtbot.keyClick(audience, Qt.Key.Key_Escape)
    assert not audience.isVisible()
    screen.more.open_audience()
    assert audience.isVisible()
    tile = audience.board.buttons[40]
    assert tile.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # a click on a tile reaches the window
    qtbot.mouseDClick(audience, Qt.MouseButton.LeftButton, pos=tile.mapTo(audience, tile.rect().center()))
    assert not audience.isVisible()


def test_it_never_covers_the_console(window, qtbot):
    match = Match.start("goker", [Seat("Ann"), Seat("Bob")], {"cards": "table"}, seed=3)
    window.open_match(match)
    screen = window.screen_widget
    screen.more.open_audience()  # one screen, the console's: an ordinary window behind it
    audience = screen.more.audience
    qtbot.addWidget(audience)
    assert audience.isVisible() and not audience.isFullScreen()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)  # the console keeps the keyboard
    assert covers_console(window.screen(), screen) and covers_console(None, screen)
    assert not covers_console(object(), screen)  # another screen (the projector): full screen there


def test_the_console_says_where_the_window_went_until_it_closes(window, qtbot):
    """The note that the audience window lies behind is news in the status bar, not a refusal in
    the message line's red (nor a toast), and it goes with the window."""
    match = Match.start("goker", [Seat("Ann"), Seat("Bob")], {"cards": "table"}, seed=3)
    window.open_match(match)
    screen = window.screen_widget
    screen.more.open_audience()  # one screen: a window behind the console
    audience = screen.more.audience
    qtbot.addWidget(audience)
    assert window.statusBar().currentMessage().startswith("The audience window is open behind this one")
    assert screen.message.text() == "" and not screen.toast.isVisible()
    qtbot.keyClick(audience, Qt.Key.Key_Escape)  # in a window, Esc closes it
    assert not audience.isVisible() and window.statusBar().currentMessage() == ""
    screen.more.open_audience()
    assert window.statusBar().currentMessage().startswith("The audience window is open behind this one")
    audience.toggle_full_screen()  # for a screen mirrored to the projector: no longer behind
    qtbot.waitUntil(audience.isFullScreen, timeout=2000)
    assert window.statusBar().currentMessage() == ""
