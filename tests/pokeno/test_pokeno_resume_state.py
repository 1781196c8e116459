"""What the Pokeno table shows after a resume, between rounds, and on its printed boards."""
from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument

from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.games.pokeno.boards import built_in_boards
from gamenight.games.pokeno.rules import Dice
from gamenight.games.pokeno.ui.printing import board_page_layout, print_boards


def bots_match(seed=11):
    return Match.start("pokeno", [Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")], seed=seed)


def advance_until(match, done):
    while not done(match):
        assert match.advance() is not None


def resumed(window, match):
    """The match as a new start-up reads it back from its saved record."""
    again = Match.from_record(GameRecord.loads(match.record.dumps()))
    window.open_match(again)
    return again, window.screen_widget


def test_a_resume_at_call_5_shows_the_rounds_dice_and_step(window, qtbot):
    match = bots_match()
    advance_until(match, lambda m: m.state.round is not None and len(m.state.round.drawn) == 5)
    last_dice = [a for a in match.record.actions if a["kind"] == Dice.kind][-1]
    played = match.state.round
    _again, screen = resumed(window, match)
    assert screen.dice.values == tuple(last_dice["values"]) and screen.dice._shown == screen.dice.values
    assert screen.dice.caption == str(played.log[-1]) != "Roll the dice to start the round"
    assert screen.controls.primary.text() == "Draw a card" and screen.controls.primary.isEnabled()
    assert screen.drawn.caption == f"Call 5 of {played.cards_to_draw}"
    assert all(str(line) in screen.steps.text() for line in played.log)
    assert "\u2068Bo\u2069 calls" in screen.status.text() and f"{played.cards_to_draw} cards" in screen.status.text()


def test_between_rounds_the_header_says_the_round_is_over(window, qtbot):
    match = bots_match()
    advance_until(match, lambda m: m.state.counted == 1)
    _again, screen = resumed(window, match)
    status = screen.status.text()
    assert "Round 1 over \u2014 roll for round 2" in status and "\u2068Cy\u2069 calls" in status
    assert "cards" not in status and "bonus" not in status  # nothing left over from the last call
    assert screen.controls.primary.text() == "Roll for the next round"
    screen.controls.primary.click()
    assert screen.status.text().startswith("Round 2 of ")


def test_the_auto_draw_speed_comes_back_with_the_game(window, qtbot):
    match = bots_match()
    window.open_match(match)
    window.screen_widget.controls.speed.setValue(7)
    assert match.record.view_state["draw_speed"] == 7
    window.close_match()
    _again, screen = resumed(window, match)
    assert screen.controls.speed.value() == 7 and screen.controls.speed_label.text() == "0.7 s"


def test_a_seat_named_you_is_spoken_to(window, qtbot):
    match = Match.start("pokeno", [Seat("You"), Seat("Bo", "bot", "easy")], seed=11)
    window.open_match(match)
    screen = window.screen_widget
    assert screen.picker.prompt.text() == "\u2068You\u2069, choose your board"
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert "\u2068You\u2069 call" in screen.status.text() and "You\u2069 calls" not in screen.status.text()


def test_the_board_footer_sits_below_the_cards(qtbot, tmp_path):
    from gamenight.caller.pdf import a4_writer, page_rect

    page = page_rect(a4_writer(str(tmp_path / "probe.pdf"), "probe"))
    layout = board_page_layout(page)
    assert not layout.footer.intersects(layout.grid) and not layout.title.intersects(layout.grid)
    assert page.contains(layout.grid) and layout.grid.bottom() < layout.footer.top()
    # and on the printed page: a clean white band between the last row and the footer text
    path = tmp_path / "boards.pdf"
    print_boards(str(path), built_in_boards()[:1])
    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    size = document.pagePointSize(0).toSize() * 2
    image = document.render(0, QSize(size.width(), size.height()))
    blank = image.pixel(2, 2)  # the page's background, in the corner margin

    def rows(top_mm, bottom_mm):  # A4 is 297 mm tall
        return range(int(image.height() * top_mm / 297), int(image.height() * bottom_mm / 297))

    # the printable area starts 12 mm down and is 273 mm tall: the cards end above 12 + 0.94 * 273
    # mm, the footer line is centred in the last 5 %
    assert all(image.pixel(x, y) == blank for y in rows(269.5, 275) for x in range(0, image.width(), 3))
    assert any(image.pixel(x, y) != blank for y in rows(275, 285) for x in range(0, image.width(), 3))


def test_a_refusal_shows_until_the_next_accepted_entry(window, qtbot):
    from gamenight.core.cards import Card
    from gamenight.games.pokeno.rules import Draw

    match = Match.start("pokeno", [Seat("Op"), Seat("Bo", "bot", "easy")], {"draw": "external"}, seed=11)
    window.open_match(match)
    screen = window.screen_widget
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert not window.controller.enter_chance(Draw(Card.parse("AS")))
    assert "roll the dice first" in screen.message.text()
    assert window.controller.enter_chance(Dice((2, 2)))
    assert "roll the dice first" not in screen.message.text() and str(match.state.round.log[-1]) in screen.steps.text()
