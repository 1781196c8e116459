"""Goker's screens at 1366x768 and 1920x1080, measured from the widgets: no text under 12 px, no
cut captions, caller controls at least 9 mm; the keys (Space, digits+Enter, G) and the centred
GOKER prompt with its countdown; the pattern reference from Help and from the screen."""
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTableWidget, QWidget

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goker.patterns import CENTRE, patterns
from gamenight.games.goker.rules import Ball, Guess
from gamenight.games.goker.ui.bingo_card import CAPTION, SMALLEST_PX

SIZES = ((1366, 768), (1920, 1080))


def nine_mm(widget: QWidget) -> float:
    return 9 / 25.4 * widget.logicalDpiY()


def small_or_cut_texts(screen: QWidget) -> list[str]:
    """Every visible text under 12 px, and every one-line label too narrow for its text."""
    found = []
    for widget in [w for w in screen.findChildren(QWidget) if w.isVisible()]:
        if isinstance(widget, (QLabel, QAbstractButton, QTableWidget)) and QFontInfo(widget.font()).pixelSize() < 12:
            found.append(f"{type(widget).__name__} {QFontInfo(widget.font()).pixelSize()} px")
        plain_line = (isinstance(widget, QLabel) and widget.textFormat() == Qt.TextFormat.PlainText
                      and not widget.wordWrap())
        if plain_line and widget.fontMetrics().horizontalAdvance(widget.text()) > widget.contentsRect().width() + 1:
            found.append(f"cut: {widget.text()!r}")
    for card in screen.card_views:
        if card.isVisible() and card.scale_factor() * SMALLEST_PX < 12:
            found.append(f"card caption at {card.scale_factor() * SMALLEST_PX:.1f} px")
    if screen.ball.recent_letter_px() < 12:
        found.append("recent balls")
    return found


def solo(window, qtbot, draw="app"):
    match = Match.start("goker", [Seat("You"), Seat("Bo", "bot", "easy")], {"draw": draw, "grace_seconds": 3},
                        seed=5)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    qtbot.waitUntil(lambda: match.state.phase != "deal", timeout=3000)
    return match, window.screen_widget


def console(window, draw="external"):
    match = Match.start("goker", [Seat("Ann"), Seat("Bob"), Seat("Cy")], {"cards": "table", "draw": draw}, seed=3)
    window.open_match(match)
    return match, window.screen_widget


@pytest.mark.parametrize("size", SIZES)
def test_no_text_under_12_px_and_no_cut_caption(window, qtbot, size):
    window.resize(*size)
    _, screen = solo(window, qtbot)
    qtbot.wait(50)
    assert small_or_cut_texts(screen) == []
    _match, screen = console(window)
    qtbot.wait(50)
    assert small_or_cut_texts(screen) == []


def test_every_card_caption_fits_its_card():
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(SMALLEST_PX)
    captions = [f"{pattern.name} \u2014 {pattern.points * 4} pts" for pattern in patterns()]  # 4: the top multiplier
    assert "Half Goker diagonal \u2014 300 pts" in captions  # it was cut on the card
    for caption in captions:
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        needed = QFontMetrics(font).boundingRect(CAPTION.toRect(), flags, caption)
        assert CAPTION.toRect().contains(needed), caption


def test_caller_controls_are_at_least_9_mm(window):
    window.resize(1366, 768)
    _match, screen = console(window, draw="app")
    controls = [screen.controls.primary, screen.controls.auto, screen.controls.speed, screen.undo_button,
                screen.patterns_button, screen.more, screen.play_button, *screen.board.buttons.values(),
                *screen.picker.suit_buttons.values(), *screen.picker.rank_buttons.values()]
    for control in controls:
        size = control.size() if control.isVisible() else control.minimumSize()
        assert min(size.width(), size.height()) >= nine_mm(control) - 0.5, control.text() \
            if isinstance(control, QAbstractButton) else type(control).__name__


def keys_to_the_focus(qtbot, screen, keys: str, enter=Qt.Key.Key_Return) -> None:
    """Type `keys` then Enter where a keyboard's keys go: the focused widget, the screen or in it."""
    focus = QApplication.focusWidget()
    assert focus is screen or screen.isAncestorOf(focus)
    qtbot.keyClicks(focus, keys)
    qtbot.keyClick(focus, enter)


def test_space_draws_and_digits_then_enter_call_a_number(window, qtbot):
    match, screen = console(window, draw="app")
    for digits in ("7", "8", "9"):  # the guesses, typed
        keys_to_the_focus(qtbot, screen, digits)
    assert sorted(match.state.round.guesses.values()) == [7, 8, 9]
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert len(match.state.balls) == 1
    # the Draw button, clicked: it may take the focus
    qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert len(match.state.balls) == 3  # one ball for the click, one for Space
    match, screen = console(window)
    for seat, number in ((1, 7), (2, 8), (0, 9)):
        screen.controller.act(Guess(number), seat)
    keys_to_the_focus(qtbot, screen, "42", Qt.Key.Key_Enter)
    assert match.state.balls == [42]


def your_guess_drawn(match, screen, qtbot, calls: int) -> int:
    """Guess, let the bot guess, and enter balls (a live caller) until the `calls`th is your guess."""
    qtbot.waitUntil(lambda: match.state.phase == "guess" and match.state.current_player == 0, timeout=3000)
    screen.tap_number(33)
    qtbot.waitUntil(lambda: match.state.phase == "draw", timeout=3000)
    free = [n for n in range(1, 76) if n not in match.state.round.guesses.values()]
    for number in [*free[:calls - 1], 33]:
        screen.controller.enter_chance(Ball(number))
    return 33


def test_the_goker_key_and_the_centred_prompt(window, qtbot):
    window.resize(1366, 768)
    match, screen = solo(window, qtbot, draw="external")
    your_guess_drawn(match, screen, qtbot, calls=2)
    prompt = screen.goker_prompt
    assert prompt.isVisible() and list(prompt.buttons) == [0]
    assert abs(prompt.geometry().center().x() - screen.rect().center().x()) <= 2  # centred on the table
    assert not prompt.geometry().intersects(screen.board.geometry())  # the board stays in view
    assert prompt.countdown.text() == "Call it before another guess is drawn \u2014 or press G"
    qtbot.keyClick(window, Qt.Key.Key_G)
    assert 0 in match.state.round.claimed and not prompt.isVisible()


def test_the_prompt_counts_down_the_coin(window, qtbot):
    match, screen = solo(window, qtbot, draw="external")
    screen.speed_factor = 1.0  # the coin spins its grace seconds
    your_guess_drawn(match, screen, qtbot, calls=5)
    prompt = screen.goker_prompt
    assert match.state.phase == "flip" and screen.coin.spinning
    assert prompt.countdown.text() == "3 s left \u2014 or press G"
    qtbot.waitUntil(lambda: prompt.countdown.text() == "2 s left \u2014 or press G", timeout=3000)
    qtbot.mouseClick(prompt.buttons[0], Qt.MouseButton.LeftButton)
    assert 0 in match.state.round.claimed


def test_the_pattern_reference_from_help_and_from_the_screen(window, qtbot):
    from gamenight.games.goker.ui.pattern_reference import PatternReference

    entry = next(a for a in window.menuBar().actions()[-1].menu().actions() if "pattern" in a.text().lower())
    entry.trigger()
    dialog = window.findChild(PatternReference)
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    assert [(p.name, p.points) for p, _, _ in dialog.entries] == [(p.name, p.points) for p in patterns()]
    for pattern, drawing, caption in dialog.entries:
        assert drawing.pattern_mask in pattern.masks and f"{pattern.points} points" in caption.text()
        assert bool(drawing.pattern_mask & (1 << CENTRE)) == any(mask & (1 << CENTRE) for mask in pattern.masks)
        assert drawing.width() >= 80 and QFontInfo(caption.font()).pixelSize() >= 12
    dialog.close()
    _match, screen = console(window)
    qtbot.mouseClick(screen.patterns_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and window.findChildren(PatternReference) == [dialog]  # the same one again


def test_the_console_prompt_leaves_the_board_and_the_card_picker_free(window, qtbot):
    window.resize(1366, 768)
    _match, screen = console(window)
    for seat, number in ((1, 10), (2, 11), (0, 12)):
        screen.controller.act(Guess(number), seat)
    screen.controller.enter_chance(Ball(11))
    prompt = screen.goker_prompt
    assert prompt.isVisible() and list(prompt.buttons) == [2]
    picker = QRect(screen.picker.mapTo(screen, QPoint(0, 0)), screen.picker.size())
    assert not prompt.geometry().intersects(picker) and not prompt.geometry().intersects(screen.board.geometry())
