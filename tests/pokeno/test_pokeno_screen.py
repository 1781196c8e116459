"""The Pokeno screens driven like a user would: taps, Space, the touch boards (offscreen)."""
import re

from PySide6.QtCore import Qt

from gamenight.app.application import build_main_window
from gamenight.app.context import AppContext
from gamenight.core.cards import Card
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.pokeno.rules import Dice, Draw


def start(window, seats, options=None, seed=11):
    match = Match.start("pokeno", seats, options, seed=seed)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    return match, window.screen_widget


def test_a_whole_game_on_the_real_screens_matches_the_engine(window, qtbot):
    match, screen = start(window, [Seat("Me"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")])
    assert screen.pages.currentWidget() is screen.picker
    qtbot.mouseClick(screen.picker.number_buttons[5], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.picker.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert match.state.board_of[0] == 5
    assert screen.pages.currentWidget() is screen.table
    presses = 0
    while not match.is_over:
        if presses % 2:
            before = len(match.record.actions)
            qtbot.keyClick(window, Qt.Key.Key_Space)
            assert len(match.record.actions) > before
        else:
            qtbot.mouseClick(screen.controls.primary, Qt.MouseButton.LeftButton)
        presses += 1
        assert presses < 2000
    assert screen.scores.total_texts() == [f"{score:g}" for score in match.state.scores()]
    for seat, scene in enumerate(screen.board_scenes):
        assert scene.total.text() == f"{sum(line.points for line in match.state.line_scores(seat))} pts"
    assert screen.end_panel.isVisible() and not screen.next_round.isVisible()
    best = max(match.state.scores())
    winners = [s.name for s, score in zip(match.seats, match.state.scores(), strict=True) if score == best]
    assert all(name in screen.end_panel.text.text() for name in winners)
    # the game went to the history, round by round
    rows = window.context.history.games(game="pokeno")
    assert len(rows) == 1 and rows[0].finished
    detail = window.context.history.detail(rows[0].id)
    assert [sum(column) for column in zip(*detail.rounds, strict=True)] == list(match.state.scores())


def test_chips_and_line_labels_follow_the_draw(window, qtbot):
    match, screen = start(window, [Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")])
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    for _ in range(4 + 15):
        screen.controls.primary.click()
    called = set(match.state.round.drawn)
    scene = screen.board_scenes[0]
    for card, cell in scene.cells.items():
        assert cell.covered == (card in called)
    for label, line in zip(scene.labels, match.state.line_scores(0), strict=True):
        assert label.points_text == (str(line.points) if line.points else "")
    assert screen.called.buttons[match.state.round.drawn[-1]].styleSheet().count("#ff6f00") == 1


def test_auto_draw_runs_and_pauses(window, qtbot):
    match, screen = start(window, [Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")])
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    screen.controls.speed.setValue(2)
    screen.controls.auto.setChecked(True)
    qtbot.waitUntil(lambda: len(match.record.actions) > 8, timeout=5000)
    screen.controls.auto.setChecked(False)
    count = len(match.record.actions)
    qtbot.wait(500)
    assert len(match.record.actions) == count and screen.controls.auto.text() == "Auto draw"


def test_external_draw_by_tapping_dice_and_cards(window, qtbot):
    match, screen = start(window, [Seat("Op"), Seat("Bo", "bot", "easy")], {"draw": "external"})
    qtbot.mouseClick(screen.picker.number_buttons[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.picker.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert not screen.controls.primary.isVisible() and screen.dice_entry.isVisible()
    # a card before the dice is refused, visibly, and changes nothing
    before = list(match.record.actions)
    qtbot.mouseClick(screen.called.buttons[Card.parse("AS")], Qt.MouseButton.LeftButton)
    assert match.record.actions == before and "roll the dice first" in screen.message.text()

    def tap_dice(*values):
        for die, value in enumerate(values):
            qtbot.mouseClick(screen.dice_entry.rows[die][value - 1], Qt.MouseButton.LeftButton)

    tap_dice(2, 2)   # base 4 -> 20
    tap_dice(5, 6)   # add 11 -> +1: 21 cards
    tap_dice(5)      # bonus: flush
    tap_dice(3)      # x3
    assert match.state.round.cards_to_draw == 21 and match.state.round.multiplier == 3
    assert not screen.dice_entry.isVisible()
    assert "Multiplier die 3" in screen.dice.caption
    board = match.state.board_for(0)
    row = board.line_cards(0)
    for card in row:
        qtbot.mouseClick(screen.called.buttons[card], Qt.MouseButton.LeftButton)
    assert match.state.round.drawn == list(row)
    # the same card twice is refused with the reason, and the board is unchanged
    qtbot.mouseClick(screen.called.buttons[row[0]], Qt.MouseButton.LeftButton)
    assert match.state.round.drawn == list(row)
    assert "was already called (call 1)" in screen.message.text()
    # undo the last entry
    assert screen.undo_entry.text() == f"Undo draw the {row[-1].name}"
    qtbot.mouseClick(screen.undo_entry, Qt.MouseButton.LeftButton)
    assert match.state.round.drawn == list(row[:-1])
    # the rest of the draw, then the score is the engine's
    remaining = [card for card in (Card.from_index(i) for i in range(52)) if card not in match.state.round.drawn]
    for card in remaining[: 21 - len(match.state.round.drawn)]:
        qtbot.mouseClick(screen.called.buttons[card], Qt.MouseButton.LeftButton)
    assert match.state.counted == 1
    assert screen.scores.total_texts() == [f"{s:g}" for s in match.state.scores()]


def test_dice_out_of_order_are_refused(window, qtbot):
    match, screen = start(window, [Seat("Op"), Seat("Bo", "bot", "easy")], {"draw": "external"})
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert not window.controller.enter_chance(Dice((7, 1)))
    assert "a die shows 1 to 6" in screen.message.text()
    assert match.state.rounds == []


def test_a_killed_external_game_resumes_at_the_same_call(window, qtbot):
    match, _screen = start(window, [Seat("Op"), Seat("Bo", "bot", "easy")], {"draw": "external"})
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    for values in [(1, 3), (2, 2), (1,), (6,)]:
        window.controller.enter_chance(Dice(values))
    for code in ("QH", "3C", "AS"):
        window.controller.enter_chance(Draw(Card.parse(code)))
    saved = window.context.autosaves.unfinished().records
    assert len(saved) == 1
    again = build_main_window(AppContext.open())
    qtbot.addWidget(again)
    again.resume(again.resumable()[0])
    resumed = again.controller.match
    assert resumed.state.round.drawn == [Card.parse(c) for c in ("QH", "3C", "AS")]
    assert resumed.state.round.cards_to_draw == 24
    assert again.screen_widget.drawn.caption == "Call 3 of 24"
    again.close_match()


def test_printing_boards_and_the_score_sheet(window, qtbot, tmp_path):
    match, screen = start(window, [Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")])
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    boards, sheet = tmp_path / "boards.pdf", tmp_path / "sheet.pdf"
    screen.bar.print_boards(str(boards))
    screen.bar.print_score_sheet(str(sheet))
    for path, pages in ((boards, 2), (sheet, 1)):
        data = path.read_bytes()
        assert data.startswith(b"%PDF")
        assert len(re.findall(rb"/Type\s*/Page(?!s)", data)) == pages


def test_each_called_card_is_said_through_the_speech_worker(window, qtbot, monkeypatch, tmp_path):
    from fake_speech import SPEAKS, fake_worker
    from gamenight.caller import speech

    speaker = speech.CallSpeaker(fake_worker(tmp_path, SPEAKS)).start()
    monkeypatch.setattr(speech, "_shared", speaker)
    qtbot.waitUntil(lambda: speaker.available, timeout=30000)
    match, screen = start(window, [Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")])
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    for _ in range(20):
        if match.state.round is not None and len(match.state.round.drawn) == 2:
            break
        screen.controls.primary.click()
    said = tmp_path / "said.txt"
    qtbot.waitUntil(lambda: said.exists() and said.read_text("utf-8").count("\n") == 2, timeout=30000)
    assert said.read_text("utf-8").splitlines() == [card.name for card in match.state.round.drawn]
    speaker.stop()
