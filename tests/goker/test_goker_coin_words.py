"""The coin flip that closes each Goker round speaks of a last chance to call GOKER only while a
call is open: a caller's console started from the launcher, guesses and balls tapped on its board.
A round whose guesses were not drawn only ends; a round whose last ball drew a guess gives its
player the coin's seconds, and once GOKER is called the round only ends."""
from PySide6.QtCore import Qt

from user_path import seats, start_from_launcher

GRACE = 2


def console(dialog) -> None:
    seats(dialog, 3, {}, ["Ann", "Bob", "Cy"])  # three people with their cards at the table
    for key, value in (("cards", "table"), ("draw", "external")):
        box = dialog.option_widgets[key]
        box.setCurrentIndex(box.findData(value))
    dialog.option_widgets["grace_seconds"].setValue(GRACE)


def tap(qtbot, screen, *numbers: int) -> None:
    for number in numbers:
        qtbot.mouseClick(screen.board.buttons[number], Qt.MouseButton.LeftButton)


def test_the_coin_flip_says_last_chance_only_with_a_call_open(window, qtbot):
    match = start_from_launcher(window, qtbot, "goker", console)
    screen = window.screen_widget
    screen.speed_factor = 1.0  # the coin spins its grace seconds
    tap(qtbot, screen, 70, 71, 72)  # the three guesses
    tap(qtbot, screen, 1, 2, 3, 4, 5)  # none of them drawn
    assert match.state.phase == "flip" and screen.coin.spinning
    assert screen.status.text() == "Coin flip: Goker round 1 ends \u2014 Call 5 \u2014 level 1 ends at 25"
    qtbot.waitUntil(lambda: match.state.phase == "guess", timeout=GRACE * 1000 + 3000)

    tap(qtbot, screen, 40, 41, 42)
    guesser = next(seat for seat, number in match.state.round.guesses.items() if number == 42)
    tap(qtbot, screen, 6, 7, 8, 9, 42)  # the round's last ball draws a guess
    assert match.state.phase == "flip" and match.state.round.open == {guesser}
    assert screen.status.text() == "Coin flip: last chance to call GOKER \u2014 Call 10 \u2014 level 1 ends at 25"
    qtbot.mouseClick(screen.goker_prompt.buttons[guesser], Qt.MouseButton.LeftButton)
    assert guesser in match.state.round.claimed and match.state.phase == "flip"
    assert screen.status.text() == "Coin flip: Goker round 2 ends \u2014 Call 10 \u2014 level 1 ends at 25"
