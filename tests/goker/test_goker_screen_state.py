"""The Goker screen's messages and marks say what is true now, and its draw speed survives a resume."""
from PySide6.QtCore import Qt

from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat


def console(window, draw="external"):
    match = Match.start("goker", [Seat("Ann"), Seat("Bob"), Seat("Cy")], {"cards": "table", "draw": draw}, seed=3)
    window.open_match(match)
    return match, window.screen_widget


def test_a_refusal_shows_until_the_next_accepted_call(window, qtbot):
    match, screen = console(window)
    board = screen.board.buttons
    for guess in (10, 11, 12):
        qtbot.mouseClick(board[guess], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board[40], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board[40], Qt.MouseButton.LeftButton)
    assert "N 40 was already called" in screen.message.text()
    qtbot.mouseClick(board[41], Qt.MouseButton.LeftButton)
    assert match.state.balls == [40, 41] and screen.message.text() == ""


def test_a_refused_tap_on_a_called_number_keeps_its_fill(window, qtbot):
    _match, screen = console(window)
    board = screen.board.buttons
    for guess in (10, 11, 12):
        qtbot.mouseClick(board[guess], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board[40], Qt.MouseButton.LeftButton)
    called_fill = board[40].styleSheet().split(";")[0]
    assert called_fill.endswith("background:#2e7d32")  # N is green
    qtbot.mouseClick(board[40], Qt.MouseButton.LeftButton)
    assert board[40].styleSheet().split(";")[0] == called_fill and "#d32f2f" in board[40].styleSheet()
    qtbot.mouseClick(board[5], Qt.MouseButton.LeftButton)
    assert "#d32f2f" not in board[40].styleSheet() and board[40].styleSheet().split(";")[0] == called_fill


def test_the_auto_draw_speed_comes_back_with_the_game(window, qtbot):
    match, screen = console(window, draw="app")
    assert screen.controls.speed.value() == 40
    screen.controls.speed.setValue(25)
    assert match.record.view_state["draw_speed"] == 25
    window.close_match()
    window.open_match(Match.from_record(GameRecord.loads(match.record.dumps())))
    assert window.screen_widget.controls.speed.value() == 25
    assert window.screen_widget.controls.speed_label.text() == "2.5 s"


def test_a_seat_named_you_gets_your_cards_and_you_win(window, qtbot):
    from gamenight.games.goker.ui.texts import prompt_text

    match = Match.start("goker", [Seat("Ann", "bot", "easy"), Seat("You", "bot", "easy")], seed=5)  # "You" wins
    match.play_out()
    if "You" not in [["Ann", "You"][seat] for seat, place in enumerate(match.state.placements()) if place == 1]:
        match.state.placements = lambda: (2, 1)  # this test is about the words for a seat named You
    window.open_match(match)
    panel = window.screen_widget.end_panel
    assert "You win!" in panel.banner.text() and "wins" not in panel.banner.text()

    def cards_prompt(hand_seat):
        return prompt_text(match.state.public_view(), ["Ann", "You"], None, solo=True, external=False, humans=[0, 1],
                           hand_seat=hand_seat)

    assert cards_prompt(1) == "Your cards" and cards_prompt(0) == "\u2068Ann\u2069's cards"
