"""Run by test_projector_screens.py in a process of its own, on the offscreen screens the test
describes (QT_QPA_PLATFORM=offscreen:configfile=...): it opens Goker's audience window,
Pokeno's projector and a session's projector between games as a caller does, on the console's
screen and on the other screen, full screen and back, then as a narrow window made taller, and
prints what it measured there as one JSON object.

Usage: python projector_probe.py CONSOLE_SCREEN_NAME"""
from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from gamenight.app.application import create_application
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goker.rules import Ball, Guess
from gamenight.games.pokeno.hands import BONUS_HANDS
from gamenight.games.pokeno.roll import add_roll, base_roll, bonus_die, multiplier_die
from gamenight.table.language import translated
from session_play import session_between_games
from two_screens import console_window

GOKER_PLAYERS = 10  # the most a Goker table seats: the longest line of guesses
NARROW_WINDOWS = {"narrow": (560, 760), "narrow_taller": (560, 1070)}


def settle(ms: int = 150) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def within(widget: QWidget, window: QWidget) -> bool:
    return window.rect().contains(QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size()))


def texts(window: QWidget) -> dict:
    """The smallest text and whether any label's text runs past its label or the window."""
    labels = [label for label in window.findChildren(QLabel) if label.isVisible() and label.text()]
    cut = [label.text()[:30] for label in labels
           if label.heightForWidth(label.width()) > label.height() or not within(label, window)]
    return {"smallest_px": min(label.font().pixelSize() for label in labels), "cut": cut}


def placement(window: QWidget) -> dict:
    return {"full_screen": window.isFullScreen(), "frame": rect(window.frameGeometry()),
            "screen": window.screen().name(), "area": rect(window.screen().availableGeometry()),
            "screen_rect": rect(window.screen().geometry())}


def board_sizes(board) -> dict:
    """The called board's smallest label, and the tiles whose label runs past them (a line too
    wide, or the lines too tall)."""
    overflow = []
    for tile in board.buttons.values():
        metrics, lines = QFontMetricsF(tile.font()), tile.text().split("\n")
        too_tall = metrics.lineSpacing() * len(lines) > tile.height()
        if max(map(metrics.horizontalAdvance, lines)) > tile.width() or too_tall:
            overflow.append(tile.text())
    return {"numbers": board.label_px(), "numbers_overflow": overflow}


def goker_sizes(audience) -> dict:
    board = audience.board
    return {"last": audience.ball.ball_diameter(), **board_sizes(board),
            "previous": audience.recent.ball_size(), "previous_letter_px": audience.recent.letter_px(),
            "standings": audience.guesses.font().pixelSize(), "line": audience.call.font().pixelSize(),
            "board_inside": within(board, audience),
            **texts(audience), **placement(audience)}


def pokeno_sizes(projector) -> dict:
    grid, drawn = projector.called, projector.drawn
    card = drawn.view.mapFromScene(drawn.item.sceneBoundingRect()).boundingRect()
    dice = projector.dice
    font = QFont(dice.font())  # as the tray paints its words
    font.setPixelSize(dice.caption_px)
    font.setBold(True)
    metrics = QFontMetricsF(font)
    room = QRectF(4, dice.height() - dice.caption_h, dice.width() - 8, dice.caption_h)
    words = [step for step in map(translated, every_step_in_words())
             if metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, step).height() > room.height()]
    return {"last": card.height(), **board_sizes(grid),
            "standings": projector.standings.font().pixelSize(), "line": projector.drawn.label.font().pixelSize(),
            "dice_words_cut": words,
            "board_inside": within(grid, projector),
            **texts(projector), **placement(projector)}


def every_step_in_words() -> list:
    """What the dice tray may say under the dice after any roll."""
    return ([base_roll(total).words for total in range(2, 13)] + [add_roll(total, 40).words for total in range(2, 13)]
            + [bonus_die(value).words for value in range(1, 7)]
            + [multiplier_die(value, hand).words for value in range(1, 7) for hand in BONUS_HANDS])


def press(window: QWidget, key) -> None:
    """A key pressed in `window`, as the caller does once it is in front."""
    window.raise_()
    window.activateWindow()
    settle()
    QTest.keyClick(window, key)
    settle(300)


def tour(window: QWidget, opener, measure, console_screen, other_screen) -> dict:
    """The window opened on the console's screen (a window), made full screen there with F11 and
    back with Esc; then opened on the other screen (full screen) and made a window there."""
    seen = {}
    opener(console_screen)
    settle(500)
    seen["own"] = measure(window)
    QTest.mouseClick(window.full_screen_button, Qt.MouseButton.LeftButton)
    settle(300)
    seen["own_full"] = measure(window)
    press(window, Qt.Key.Key_Escape)
    seen["own_back"] = measure(window)
    window.close()
    opener(other_screen)
    settle(500)
    seen["other"] = measure(window)
    press(window, Qt.Key.Key_F11)
    settle(200)
    seen["other_window"] = measure(window)
    press(window, Qt.Key.Key_F11)
    seen["other_full_again"] = measure(window)
    press(window, Qt.Key.Key_F11)
    for case, size in NARROW_WINDOWS.items():  # a window the caller narrowed, then drew taller
        window.resize(*size)
        settle(300)
        seen[case] = measure(window)
    window.close()
    return seen


def goker(main, console_screen, other_screen) -> dict:
    seats = [Seat(f"Player {seat + 1}") for seat in range(GOKER_PLAYERS)]
    match = Match.start("goker", seats, {"cards": "table", "draw": "external", "grace_seconds": 2}, seed=3)
    main.open_match(match)
    screen = main.screen_widget
    for seat in range(GOKER_PLAYERS):
        screen.controller.act(Guess(61 + seat), match.state.current_player)
    for number in (40, 55, 11, 3):
        screen.controller.enter_chance(Ball(number))
    screen.more.open_audience(console_screen)
    audience = screen.more.audience
    found = tour(audience, screen.more.open_audience, goker_sizes, console_screen, other_screen)
    main.close_match()
    return found


def pokeno(main, console_screen, other_screen) -> dict:
    match = Match.start("pokeno", [Seat(f"Bot {seat}", "bot", "easy") for seat in range(3)], seed=7)
    main.open_match(match)
    main.controller.bot_delay_ms = 0
    end = time.monotonic() + 10
    while None in match.state.board_of and time.monotonic() < end:
        settle(20)
    screen = main.screen_widget
    while (match.state.round is None or len(match.state.round.drawn) < 5) and time.monotonic() < end:
        screen.controls.primary.click()
    screen.open_projector(console_screen)
    found = tour(screen.projector, screen.open_projector, pokeno_sizes, console_screen, other_screen)
    main.close_match()
    return found


def session_sizes(projector) -> dict:
    return {"standings": min(projector.first_winners.font().pixelSize(), projector.leaders.font().pixelSize(),
                             projector.winners.font().pixelSize()),
            "line": projector.headline.font().pixelSize(), **texts(projector), **placement(projector)}


def session(main, console_screen, other_screen) -> dict:
    """A session of ten (Goker's most) between its games: two of five played."""
    names = [f"Player {number + 1}" for number in range(GOKER_PLAYERS)]
    caller = session_between_games(main, names, ["goker", "pokeno", "goker", "pokeno", "goker"], 2)
    caller.open_projector(console_screen)
    found = tour(caller.projector, caller.open_projector, session_sizes, console_screen, other_screen)
    caller.put_away()
    return found


def main() -> None:
    create_application()
    screens = {screen.name(): screen for screen in QGuiApplication.screens()}
    console_screen = screens.pop(sys.argv[1])
    other_screen = next(iter(screens.values()))
    window = console_window(console_screen)
    settle(300)
    result = {"goker": goker(window, console_screen, other_screen),
              "pokeno": pokeno(window, console_screen, other_screen),
              "session": session(window, console_screen, other_screen)}
    print(json.dumps(result))
    window.close()


if __name__ == "__main__":
    main()
