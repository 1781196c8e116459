"""The Pokeno projector window: it mirrors the public spectator view (the last card, the dice and
the step in words, the called cards, the bonus hand, the standings) in text large enough for a
hall; Esc or a double-click closes it; it opens on the screen chosen and never covers the console.
The shared projector parts serve Goker's audience window too."""
from PySide6.QtCore import QMargins, QRect, QSize, Qt

from gamenight.caller import projector as shared
from gamenight.caller.projector import HALL, ProjectorWindow, choose_screen, window_rect
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.pokeno.ui.dice_tray import ROLLING
from gamenight.games.pokeno.ui.projector import LEADERS
from gamenight.games.pokeno.views import SPECTATOR


def opened(window, qtbot, players=3):
    seats = [Seat(f"Bot {seat}", "bot", "easy") for seat in range(players)]
    match = Match.start("pokeno", seats, seed=7)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    screen = window.screen_widget
    screen.open_projector()
    qtbot.addWidget(screen.projector)
    return match, screen, screen.projector


def draw_until_cards(match, screen, cards: int) -> None:
    while match.state.round is None or len(match.state.round.drawn) < cards:
        screen.controls.primary.click()


def test_the_projector_mirrors_the_public_view(window, qtbot):
    match, screen, projector = opened(window, qtbot)
    draw_until_cards(match, screen, 5)
    played = match.state.round
    assert projector.isVisible() and projector.view.seat == SPECTATOR
    assert projector.view == match.state.view(SPECTATOR)
    assert projector.drawn.card == played.drawn[-1] and projector.called.called == played.drawn
    assert projector.drawn.caption == f"Call 5 of {played.cards_to_draw}"
    assert projector.dice.caption == str(played.log[-1]) and projector.dice.values == played.dice
    points = played.bonus.points * played.multiplier
    assert projector.bonus.text() == f"Bonus hand: {played.bonus.title!s} \u00d7{played.multiplier} = {points} points"
    assert projector.status.text() == screen.bar.status.text()
    lines = projector.standings.text().splitlines()
    assert lines[0] == "Standings" and len(lines) == 4
    names = sorted(line.split(". ", 1)[1].rsplit("  ", 1)[0].strip("\u2068\u2069") for line in lines[1:])
    assert names == ["Bot 0", "Bot 1", "Bot 2"]
    top = max(match.state.scores())
    assert lines[1].startswith("1. ") and lines[1].endswith(f"  {top:g}")


def test_the_projector_is_readable_across_a_hall(window, qtbot):
    match, screen, projector = opened(window, qtbot)
    draw_until_cards(match, screen, 1)
    projector.resize(1920, 1080)
    qtbot.waitUntil(lambda: projector.called.height() > 400, timeout=2000)
    sizes = [projector.status.font().pixelSize(), projector.bonus.font().pixelSize(),
             projector.standings.font().pixelSize(), projector.drawn.label.font().pixelSize(),
             projector.dice.caption_px, projector.called.label_px()]
    assert min(sizes) >= 24, sizes
    card = projector.drawn.view.mapFromScene(projector.drawn.item.sceneBoundingRect()).boundingRect()
    assert card.height() >= 400  # the last card huge
    assert projector.called.geometry().right() < projector.width() - 16


def test_the_leaders_stay_large_and_a_crowd_of_24_fits_a_1366_projector(window, qtbot):
    match, screen, projector = opened(window, qtbot, players=24)
    draw_until_cards(match, screen, 1)
    projector.resize(1366, 768)  # full screen on a 1366x768 projector
    qtbot.waitUntil(lambda: projector.height() == 768, timeout=2000)
    qtbot.wait(50)
    leaders, others = projector.standings, projector.others
    assert leaders.text().splitlines()[0] == "Standings" and leaders.text().count("\n") == LEADERS
    assert others.text().count("\n") == 24 - LEADERS - 1  # everyone after the leaders
    assert leaders.font().pixelSize() >= round(HALL.for_screen(QSize(1366, 768)).standings)  # 26 px, read across a hall
    assert others.font().pixelSize() >= 12
    for label in (leaders, others):
        assert label.heightForWidth(label.width()) <= label.height()  # nobody cut off
    assert others.geometry().bottom() <= projector.height()


def test_the_projector_holds_the_roll_until_the_dice_stop(window, qtbot):
    match, screen, projector = opened(window, qtbot)
    screen.speed_factor = 1.0  # animations on
    qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    assert projector.dice.rolling and projector.dice.caption == ROLLING
    assert projector.status.text() != str(screen.state.round.log[-1])
    qtbot.waitUntil(lambda: not projector.dice.rolling, timeout=3000)
    assert projector.dice.caption == str(match.state.round.log[-1])


def test_esc_or_a_double_click_closes_it(window, qtbot):
    _match, screen, projector = opened(window, qtbot)
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    assert not projector.isVisible()
    screen.open_projector()
    assert projector.isVisible()
    qtbot.mouseDClick(projector, Qt.MouseButton.LeftButton)
    assert not projector.isVisible()


def test_the_console_says_where_the_window_went_until_it_closes(window, qtbot):
    _match, screen, projector = opened(window, qtbot)  # on the console's screen: a window behind it
    assert window.statusBar().currentMessage().startswith("The audience window is open behind this one")
    assert screen.message.text() == ""  # news, not a refusal in red
    projector.close()
    assert window.statusBar().currentMessage() == ""


def test_f11_or_its_button_fills_the_screen_and_esc_leaves_full_screen_first(window, qtbot):
    _match, _screen, projector = opened(window, qtbot)  # on the console's screen: a window
    button = projector.full_screen_button
    assert button.isVisible() and button.text() == "Full screen (F11)" and button.font().pixelSize() >= 12
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # for one screen mirrored to the projector
    qtbot.waitUntil(projector.isFullScreen, timeout=2000)
    assert button.text() == "Leave full screen (F11)"
    qtbot.waitUntil(projector.isActiveWindow, timeout=2000)  # in front, with the keyboard
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    assert projector.isVisible() and not projector.isFullScreen() and button.text() == "Full screen (F11)"
    projector.activateWindow()
    qtbot.waitUntil(projector.isActiveWindow, timeout=2000)
    qtbot.keyClick(projector, Qt.Key.Key_F11)
    assert projector.isFullScreen() and not window.isFullScreen()  # the console's own F11 stays its own
    qtbot.keyClick(projector, Qt.Key.Key_F11)
    assert projector.isVisible() and not projector.isFullScreen()
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    assert not projector.isVisible()


def test_the_window_and_its_frame_fit_on_the_screen_it_is_on():
    frame = QMargins(1, 20, 1, 5)  # a title bar, thin borders
    laptop, projector_screen = QRect(0, 0, 1366, 768), QRect(1366, 0, 1920, 1080)
    place = window_rect(projector_screen, frame, QSize(300, 200))
    assert place.marginsAdded(frame) == QRect(2326, 0, 960, 1080)  # the right half, frame and all
    place = window_rect(laptop, frame, QSize(939, 500))  # wider than half the screen (Goker's, before)
    assert laptop.contains(place.marginsAdded(frame)) and place.width() == 939
    place = window_rect(laptop, frame, QSize(2000, 500))  # wider than the screen: as wide as it
    assert place.marginsAdded(frame) == laptop


def test_on_the_consoles_own_screen_it_opens_beside_the_console_not_full_screen(window, qtbot):
    _match, screen, projector = opened(window, qtbot)
    area: QRect = screen.screen().availableGeometry()
    assert not projector.isFullScreen()
    assert projector.frameGeometry().right() == area.right()  # at the right, its frame on the screen
    assert projector.width() <= max(area.width() // 2, projector.minimumSizeHint().width())


class FakeScreen:
    def __init__(self, name):
        self._name = name

    def name(self):
        return self._name

    def geometry(self):
        return QRect(0, 0, 1920, 1080)


def test_the_screen_chooser_offers_another_screen_than_the_consoles_first(window, qtbot, monkeypatch):
    console_screen = window.screen()
    projector_screen = FakeScreen("HDMI-1")
    monkeypatch.setattr(shared.QGuiApplication, "screens", lambda: [console_screen, projector_screen])
    offered = []

    def pick_first(parent, title, label, items, current, editable):
        offered.extend(items)
        return items[current], True

    monkeypatch.setattr(shared.QInputDialog, "getItem", pick_first)
    assert choose_screen(window, "Projector window") is projector_screen
    assert offered[0] == "HDMI-1 (1920\u00d71080)" and offered[1].endswith("the console's screen")
    monkeypatch.setattr(shared.QInputDialog, "getItem", lambda *args: ("", False))
    assert choose_screen(window, "Projector window") is None


def test_goker_audience_window_shares_the_projector_behaviour(window, qtbot):
    from gamenight.games.goker.ui.audience import AudienceWindow

    match = Match.start("goker", [Seat("Ann"), Seat("Bob")], {"cards": "table"}, seed=3)
    window.open_match(match)
    screen = window.screen_widget
    screen.more.open_audience()
    audience = screen.more.audience
    qtbot.addWidget(audience)
    assert isinstance(audience, AudienceWindow) and isinstance(audience, ProjectorWindow)
    assert audience.isVisible() and not audience.isFullScreen()  # beside the console on its screen
    qtbot.keyClick(audience, Qt.Key.Key_Escape)
    assert not audience.isVisible()


def test_the_hall_sizes_are_in_proportion_on_a_smaller_projector():
    assert (HALL.last_call, HALL.board_number, HALL.previous_call, HALL.standings) == (300, 40, 60, 36)
    small = HALL.for_screen(QSize(1366, 768))  # the same picture width, 768/1080 of the pixels
    assert [round(value, 1) for value in (small.last_call, small.board_number, small.previous_call, small.standings)] \
        == [213.3, 28.4, 42.7, 25.6]
    assert HALL.for_screen(QSize(1920, 1080)) == HALL
