"""The Goker screens driven by taps (offscreen): a whole caller-console game in external-draw
mode entered on the touch flashboard, solo play against bots, resume after a kill."""
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gamenight.app.application import build_main_window
from gamenight.app.context import AppContext
from gamenight.core.cards import Card
from gamenight.core.match import Match
from gamenight.core.records import Seat


@pytest.fixture(autouse=True)
def confirm_everything(monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    # the console's touch-sized questions
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)


def console(window, options=None, seed=3):
    names = ["Ann", "Bob", "Cy"]
    match = Match.start("goker", [Seat(name) for name in names],
                        {"cards": "table", "draw": "external", **(options or {})}, seed=seed)
    window.open_match(match)
    return match, window.screen_widget


def test_a_whole_console_game_by_tapping_the_board(window, qtbot):
    match, screen = console(window)
    board = screen.board.buttons
    draw = list(range(1, 76))
    random.Random(9).shuffle(draw)
    played_cards = iter([Card.parse(code) for code in ("AS", "2C", "KH", "QD", "JS", "9H", "10C", "3S", "5D")])
    goker_calls = 0
    for _ in range(5000):
        if match.is_over:
            break
        state = match.state
        phase = state.phase
        if phase == "guess":
            guess = next(n for n in range(75, 0, -1) if n not in state.marked and n not in state.round.guesses.values())
            qtbot.mouseClick(board[guess], Qt.MouseButton.LeftButton)
        elif phase == "draw":
            qtbot.mouseClick(board[next(n for n in draw if n not in state.marked)], Qt.MouseButton.LeftButton)
        elif phase == "flip":
            qtbot.waitUntil(lambda: match.state.phase != "flip", timeout=3000)
        elif phase == "play":
            card = next(played_cards)
            for button in screen.picker.button_for(card):
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
        # any open GOKER window: press its button
        while screen.goker_prompt.seats:
            button = next(iter(screen.goker_prompt.buttons.values()))
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            goker_calls += 1
    assert len(match.state.balls) == 55
    assert screen.score_sheet.total_texts() == [str(score) for score in match.state.scores()]
    assert sum(match.state.guess_points) == 25 * goker_calls
    assert screen.end_panel.isVisible() and "would now show" in screen.end_panel.text.text()
    assert "(L1):" in screen.end_panel.text.text() and "(L2):" in screen.end_panel.text.text()
    assert [play.card.code for r in match.state.results for play in r.played] == \
        ["KH", "AS", "2C", "9H", "QD", "JS", "5D", "10C", "3S"]  # played from the dealer's left; by seat


def test_console_refuses_a_number_twice_and_undoes_with_the_log_kept(window, qtbot, tmp_path):
    match, screen = console(window)
    board = screen.board.buttons
    for guess in (10, 11, 12):
        qtbot.mouseClick(board[guess], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board[40], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board[40], Qt.MouseButton.LeftButton)
    assert match.state.balls == [40]
    assert "N 40 was already called (call 1)" in screen.message.text()
    assert "#d32f2f" in board[40].styleSheet()  # the refused number is marked on the board
    qtbot.mouseClick(board[41], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.undo_button, Qt.MouseButton.LeftButton)
    assert match.state.balls == [40]
    qtbot.mouseClick(board[42], Qt.MouseButton.LeftButton)
    path = tmp_path / "calls.csv"
    screen.more.export_call_log(str(path))
    lines = path.read_text().splitlines()
    assert lines[0] == "time,event,call,ball"
    assert [line.split(",")[1:] for line in lines[1:]] == [["call", "1", "N 40"], ["call", "2", "N 41"],
                                                          ["undo", "2", "N 41"], ["call", "2", "N 42"]]


def test_validate_any_card_by_rank_and_suit(window, qtbot):
    match, screen = console(window)
    for guess in (70, 71, 72):
        qtbot.mouseClick(screen.board.buttons[guess], Qt.MouseButton.LeftButton)
    grid = match.state.deck.grid(Card.parse("7D"))
    for number in grid.numbers[0]:
        qtbot.mouseClick(screen.board.buttons[number], Qt.MouseButton.LeftButton)
        if match.state.phase == "flip":
            qtbot.waitUntil(lambda: match.state.phase != "flip", timeout=3000)
            for guess in (60, 61, 62):
                qtbot.mouseClick(screen.board.buttons[guess], Qt.MouseButton.LeftButton)
    for button in screen.picker.button_for(Card.parse("7D")):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    item = screen.card_views[0].item
    assert item.card == Card.parse("7D") and "Line hard way" in item.caption and "120 pts" in item.caption
    assert item.outline == sum(1 << c for c in range(5))


def test_solo_game_against_bots_to_the_end(window, qtbot):
    match = Match.start("goker", [Seat("Me"), Seat("Ada", "bot", "normal"), Seat("Bo", "bot", "hard")], seed=8)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    qtbot.waitUntil(lambda: match.state.phase != "deal", timeout=3000)
    assert len([v for v in screen.card_views if v.isVisibleTo(screen)]) == 3
    for _ in range(5000):
        if match.is_over:
            break
        state = match.state
        if state.phase == "guess" and state.current_player == 0:
            qtbot.mouseClick(screen.board.buttons[state.legal_actions()[-1].number], Qt.MouseButton.LeftButton)
        elif state.phase == "draw":
            before = len(state.balls)
            qtbot.keyClick(window, Qt.Key.Key_Space)
            assert len(match.state.balls) == before + 1
        elif state.phase == "play" and state.current_player == 0:
            qtbot.mouseClick(screen.card_views[0].viewport(), Qt.MouseButton.LeftButton)
            assert screen.selected_card == state.hands[0][0]
            qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
        for _ in screen.goker_prompt.seats:
            qtbot.mouseClick(next(iter(screen.goker_prompt.buttons.values())), Qt.MouseButton.LeftButton)
        qtbot.wait(1)
    assert screen.score_sheet.total_texts() == [str(score) for score in match.state.scores()]
    rows = window.context.history.games(game="goker")
    assert rows and rows[0].finished and list(rows[0].scores) == list(match.state.scores())


def test_a_killed_console_game_resumes_at_the_same_call(window, qtbot):
    match, screen = console(window, {"draw": "app"})
    for guess in (7, 8, 9):
        qtbot.mouseClick(screen.board.buttons[guess], Qt.MouseButton.LeftButton)
    for _ in range(4):
        qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    balls = list(match.state.balls)
    again = build_main_window(AppContext.open())
    qtbot.addWidget(again)
    again.resume(again.resumable()[0])
    resumed = again.controller.match
    assert resumed.state.balls == balls and resumed.state.round.guesses == match.state.round.guesses
    assert again.screen_widget.ball.balls == balls
    # the same remaining draw order: the next ball is the one the first window would have drawn
    window.controller.draw()
    again.controller.draw()
    assert resumed.state.balls == match.state.balls
    again.close_match()


def test_printing_the_deck_and_a_score_sheet(window, tmp_path):
    import re

    _match, screen = console(window)
    deck, sheet = tmp_path / "deck.pdf", tmp_path / "sheet.pdf"
    screen.more.print_deck(str(deck))
    screen.more.print_score_sheet(str(sheet))
    assert len(re.findall(rb"/Type\s*/Page(?!s)", deck.read_bytes())) == 9  # 52 cards, six a page
    assert len(re.findall(rb"/Type\s*/Page(?!s)", sheet.read_bytes())) == 1


def test_validate_a_card_typed_in_by_hand(window, qtbot):
    from gamenight.games.goker.ui.grid_entry import GridEntryDialog

    _match, screen = console(window)
    for guess in (70, 71, 72):
        qtbot.mouseClick(screen.board.buttons[guess], Qt.MouseButton.LeftButton)
    for number in (1, 16, 46, 61):  # with the free centre: the middle row of the grid below
        qtbot.mouseClick(screen.board.buttons[number], Qt.MouseButton.LeftButton)
    dialog = GridEntryDialog(screen.view(), screen)
    qtbot.addWidget(dialog)
    assert dialog.error.text() == ""  # nothing typed yet: no error to show
    dialog.boxes[0][1].setValue(3)
    assert "column B, row 1" in dialog.error.text()  # once typing starts, the first gap is named
    columns = [[2, 3, 1, 4, 5], [17, 18, 16, 19, 20], [31, 32, 0, 34, 35], [47, 48, 46, 49, 50],
               [62, 63, 61, 64, 65]]
    dialog.card.setCurrentIndex(dialog.card.findData("9C"))
    dialog.fill(columns)
    assert dialog.error.text() == ""
    assert dialog.view.item.caption == "Line any way \u2014 80 pts"  # 20 x 4 for a 9 in level 1
    dialog.boxes[1][4].setValue(17)
    assert dialog.error.text() == "column I, row 5: 17 appears twice in column I"
    dialog.boxes[1][4].setValue(5)
    assert dialog.error.text() == "column I, row 5: 5 is outside 16-30"


def test_audience_window_mirrors_the_console_without_controls(window, qtbot, monkeypatch):
    from gamenight.games.goker.ui.audience import AudienceWindow

    monkeypatch.setattr(AudienceWindow, "showFullScreen", AudienceWindow.show)  # one offscreen screen
    match, screen = console(window, {"draw": "app"})
    for guess in (7, 8, 9):
        qtbot.mouseClick(screen.board.buttons[guess], Qt.MouseButton.LeftButton)
    screen.more.open_audience()
    qtbot.addWidget(screen.more.audience)
    for _ in range(3):
        qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    audience = screen.more.audience
    assert audience.isVisible() and audience.ball.balls == match.state.balls
    assert audience.board.called == match.state.balls and audience.recent.balls == match.state.balls
    assert audience.status.text() == "Level 1 \u2014 ends at call 25" and audience.call.text() == "Call 3"
    from PySide6.QtWidgets import QPushButton

    assert all(button.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
               for button in audience.findChildren(QPushButton))


def test_spoken_calls_are_disabled_with_the_reason_when_nothing_can_speak(window, monkeypatch):
    from gamenight.caller import speech

    speaker = speech.CallSpeaker()
    speaker.switch_off("no speech engine is installed", "On Linux: install speech-dispatcher.")
    monkeypatch.setattr(speech, "_shared", speaker)
    _match, screen = console(window)
    action = screen.more.speak_action
    assert not action.isChecked() and not action.isEnabled()  # sound is on in the settings, but nothing can speak
    assert action.text() == "Speak the calls (unavailable: no speech engine is installed)"
    assert action.toolTip() == "On Linux: install speech-dispatcher."


def test_spoken_calls_come_on_once_the_engine_answers_and_say_each_ball(window, qtbot, monkeypatch, tmp_path):
    """The console opens while the engine is still checked; each ball is then said through the worker."""
    from fake_speech import SPEAKS, fake_worker
    from gamenight.caller import speech
    from gamenight.games.goker.deck import ball_name

    go = tmp_path / "go"
    waits = f"while not os.path.exists({str(go)!r}):\n    time.sleep(0.02)\n" + SPEAKS
    speaker = speech.CallSpeaker(fake_worker(tmp_path, waits)).start()
    monkeypatch.setattr(speech, "_shared", speaker)
    match, screen = console(window)
    action = screen.more.speak_action
    assert not action.isEnabled() and action.text() == "Speak the calls (checking the speech engine\u2026)"
    go.touch()
    qtbot.waitUntil(lambda: speaker.available, timeout=30000)
    assert action.isEnabled() and action.isChecked() and action.text() == "Speak the calls"
    board = screen.board.buttons
    while match.state.phase == "guess":
        guesses = match.state.round.guesses.values()
        qtbot.mouseClick(board[next(n for n in range(75, 0, -1) if n not in guesses)], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board[7], Qt.MouseButton.LeftButton)
    assert match.state.balls == [7]
    said = tmp_path / "said.txt"
    qtbot.waitUntil(lambda: said.exists() and said.read_text("utf-8").endswith("\n"), timeout=30000)  # written whole
    assert said.read_text("utf-8") == ball_name(7) + "\n"
    speaker.stop()


def test_rapid_start_marks_light_up_one_by_one(qtbot, monkeypatch):
    from gamenight.games.goker.ui.flashboard import FlashBoard

    board = FlashBoard()
    qtbot.addWidget(board)
    board.show_calls([37], {37})
    board.reveal_marks([7, 17, 27, 47, 57, 67], 10)
    assert board.marked == {37, 7}  # the first lights at once, the rest follow
    qtbot.waitUntil(lambda: not board._pending, timeout=2000)
    qtbot.wait(30)
    assert board.marked == {37, 7, 17, 27, 47, 57, 67}
    assert "dashed" in board.buttons[67].styleSheet()


def test_level_end_reveals_the_cards_one_by_one(window, qtbot):
    match, screen = console(window, {"draw": "app", "level1": 5, "level2": 10, "level3": 15, "grace_seconds": 1})
    screen.speed_factor = 1.0  # animations on for this test
    for guess in (7, 8, 9):
        qtbot.mouseClick(screen.board.buttons[guess], Qt.MouseButton.LeftButton)
    for _ in range(5):
        qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.state.phase == "play", timeout=8000)
    for card in (Card.parse("AS"), Card.parse("2C"), Card.parse("KH")):
        for button in screen.picker.button_for(card):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    panel = screen.end_panel  # the base's end panel, over the cards
    assert panel.isVisible() and panel.text.text().count("face down") == 3
    assert "wins" not in panel.banner.text() and panel.picture.isHidden()  # nobody named before the last card
    assert screen.status.text() == "Level 1 ended at call 5: the cards turn over"  # not yet level 2
    assert not panel.geometry().intersects(screen.board.geometry())
    totals_before = screen.score_sheet.total_texts()
    qtbot.waitUntil(lambda: screen.level_end.shown == 2, timeout=5000)
    assert "wins" not in panel.text.text()  # two cards up, one down: nobody is crowned yet
    assert screen.score_sheet.total_texts() == totals_before  # nor do the totals tell
    qtbot.waitUntil(lambda: screen.level_end.shown == 3, timeout=5000)
    text = panel.text.text()
    winner = match.state.results[-1].winner
    assert "face down" not in text and f"\u2605 \u2068{match.seats[winner].name}\u2069" in text
    assert f"{match.seats[winner].name}\u2069 wins level 1!" in panel.banner.text()
    assert not panel.picture.isHidden() and not panel.picture.pixmap().isNull()  # the winning card
    assert all(name in text for name in ("Ann", "Bob", "Cy"))
    qtbot.waitUntil(lambda: screen.score_sheet.total_texts() != totals_before, timeout=2000)
    qtbot.mouseClick(screen.level_end.continue_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible() and screen.status.text().startswith("Level 2, Goker round 2: guesses")


def test_deck_files_from_the_console_and_the_new_game_dialog(window, qtbot, tmp_path):
    from gamenight.app.new_game_dialog import NewGameDialog
    from gamenight.core import registry
    from gamenight.games.goker.deck import load_deck

    match, screen = console(window)
    exported, fresh = tmp_path / "mine.json", tmp_path / "new.json"
    screen.more.export_deck(str(exported))
    screen.more.new_deck_file(str(fresh), seed=42)
    assert load_deck(exported).grids == match.state.deck.grids
    assert load_deck(fresh).name == "Generated deck 42"
    dialog = NewGameDialog(registry.get("goker"), window.context.settings)
    qtbot.addWidget(dialog)
    picker = dialog.option_widgets["deck"]
    picker.load(str(fresh))
    assert picker.label.text() == "new.json"
    assert dialog.request().options["deck"] == fresh.read_text()
    broken = tmp_path / "broken.json"
    broken.write_text(fresh.read_text().replace('"2C": [[', '"2C": [[99, '))
    picker.load(str(broken))  # refused when chosen, with the reason; the deck chosen before stays
    assert dialog.error.text() == "broken.json cannot be used: card 2C: column B needs 5 numbers"
    assert picker.label.text() == "new.json" and dialog.request().options["deck"] == fresh.read_text()


def test_numbers_can_be_typed_as_well_as_tapped(window, qtbot):
    match, screen = console(window)
    for guess in ("7", "8", "9"):
        qtbot.keyClicks(screen, guess)
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert sorted(match.state.round.guesses.values()) == [7, 8, 9]
    qtbot.keyClicks(screen, "3")
    assert screen.typed_label.text().startswith("Typed: 3")
    qtbot.keyClicks(screen, "7")
    qtbot.keyClick(screen, Qt.Key.Key_Enter)
    assert match.state.balls == [37]
    qtbot.keyClicks(screen, "99")
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert match.state.balls == [37] and "balls are numbered 1 to 75, not 99" in screen.message.text()
    qtbot.keyClicks(screen, "41")
    qtbot.keyClick(screen, Qt.Key.Key_Backspace)
    qtbot.keyClicks(screen, "2")
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert match.state.balls == [37, 42]


def test_the_deal_is_drawn_once_even_when_something_else_drew_it_first(window, qtbot):
    """The screen deals on a timer; if the deal is already drawn when it fires (the smoke test
    taps draw as a user would), nothing is refused."""
    match = Match.start("goker", [Seat("Me"), Seat("Ada", "bot", "normal"), Seat("Bo", "bot", "hard")], seed=8)
    window.open_match(match)
    refusals = []
    window.controller.refused.connect(refusals.append)
    assert match.state.phase == "deal"
    window.controller.draw()
    qtbot.wait(50)
    assert match.state.phase != "deal" and refusals == []
