"""The phone tells each player what the desktop tells them (in Chromium at 390x844, played from the
page against bots, every message checked for leaks as in test_phone_page.py): Goker's level end
(each card's best pattern and points, what to do, the level's result at the top) and its guess
board; Super Pokeno Bonus's board picker and each round's result on every phone; why a dimmed
Goodge or Jokers card cannot be played, the trick just taken, the Jokers partner; Okey's okey
named, its indicator, its false joker, a finish dropped on the indicator and the rack's order kept
by the host for the seat; and a join page that says nothing of a connection before Join."""
import time

from PySide6.QtGui import QColor, QImage
from tests.net.browser import PHONE, tap_if_there, wait_until
from tests.net.test_phone_page import GAME_SECONDS, WAIT_MS, join, no_leaks

from gamenight.core.cards import Card
from gamenight.core.words import Words

SCREEN = PHONE["viewport"]["height"]


def wait_turn(page, done: str) -> bool:
    """Wait for the phone's turn (True) or for `done` to show (False)."""
    page.locator(f".turn.mine, {done}").first.wait_for(timeout=WAIT_MS)
    return page.locator(done).count() == 0


def green_rows(picture: QImage, green: QColor) -> list[int]:
    """The rows of `picture` holding a pixel of about `green`."""
    def near(x: int, y: int) -> bool:
        pixel = picture.pixelColor(x, y)
        return sum(abs(a - b) for a, b in zip(pixel.getRgb()[:3], green.getRgb()[:3], strict=True)) < 40

    return [y for y in range(picture.height()) if any(near(x, y) for x in range(picture.width()))]


# -- the join page -----------------------------------------------------------------------------------
def test_the_join_page_says_nothing_of_a_connection_before_join_and_offers_the_code_it_mentions(phone_in, watched):
    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=3)
    by_link = phone_in()
    by_link.goto(table.links[0])
    assert by_link.locator("#join").is_visible() and not by_link.locator("#link").is_visible()
    assert "connecting" not in by_link.locator("header").inner_text()
    # a seat's link needs no code: the page neither asks for one nor speaks of one
    assert not by_link.locator("#by-code").is_visible() and "table code" not in by_link.locator("#join").inner_text()
    by_link.fill("#name", "Ada")
    by_link.click("#join button")
    by_link.locator(".link.up").wait_for(timeout=WAIT_MS)
    assert by_link.locator("#link").inner_text() == "connected"

    by_code = phone_in()
    by_code.goto(table.links[0].split("#")[0])  # the address alone, typed from the host's screen
    assert not by_code.locator("#link").is_visible()
    note = by_code.locator("#join-note")
    assert note.is_visible() and "table code" in note.inner_text()
    for field in ("#code", "#seat"):
        assert by_code.locator(field).is_visible()  # what the note speaks of is there to fill
    assert table.leaks == []


# -- Goker ---------------------------------------------------------------------------------------------
def test_a_goker_level_end_says_what_to_do_with_each_cards_pattern_and_then_the_result_at_the_top(phone, watched):
    table = watched("goker", "phone,bot:easy,bot:easy", seed=3)
    join(phone, table.links[0])
    deadline, checked = time.monotonic() + GAME_SECONDS, False
    while not phone.locator(".level-result").count():
        assert time.monotonic() < deadline, "no level's end"
        phone.wait_for_timeout(50)
        if phone.locator(".bingo-card button.primary").count():
            view = table.host.match.state.view(0)  # the phone's turn: the game waits for it
            todo = phone.locator(".todo")
            assert todo.inner_text() == ("Level 1 ends: play one of your cards face down. "
                                         "The best pattern wins the level.")
            assert todo.bounding_box()["y"] + todo.bounding_box()["height"] < SCREEN  # in sight
            assert phone.locator(".goker-head .guess").count() == 0  # no stale guess of the last round
            for holder in phone.locator(".bingo-card").all():
                card = Card.parse(holder.locator(".card-head .card").get_attribute("data-code"))
                pattern, points = view.validate(card)  # what the desktop writes under the card
                said = f"{pattern.title} \u00b7 {points} pts" if pattern else f"No pattern \u00b7 {points} pts"
                assert holder.locator(".value").inner_text() == said
                assert holder.locator("button.primary").inner_text() == "Play this card face down"
            checked = True
            phone.locator(".bingo-card button.primary").first.tap()
            phone.locator(".level-result").wait_for(timeout=WAIT_MS)  # in full only through the next few calls
            break
        tap_if_there(phone, "button.goker") or tap_if_there(phone, ".flash button")
    assert checked
    shown = phone.evaluate("""() => { const first = document.querySelector("#table > *");
        return [first.className, first.querySelector("h2").innerText,
                Array.from(first.querySelectorAll(".turned li"), row => row.innerText)]; }""")
    result = table.host.match.state.view(0).results[0]
    assert "level-result" in shown[0]  # at the top, where the player looks
    names = table.host.names
    assert shown[1] == f"Level 1: {names[result.winner]} won"
    rows = [" ".join(row.split()) for row in shown[2]]
    assert len(rows) == len(result.played) and rows[0].startswith(names[result.winner])
    for play in result.played:
        row = next(text for text in rows if text.startswith(names[play.seat]))
        assert (str(play.pattern.title) if play.pattern else "no pattern") in row
        assert row.endswith(f"{result.points[play.seat]} pts")
    no_leaks(table)


def board_shape(page) -> tuple[float, list[float]]:
    """The guess board's height and its cells' heights, measured at one moment."""
    board, cells = page.evaluate("""() => [document.querySelector(".flash").getBoundingClientRect().height,
        Array.from(document.querySelectorAll(".flash .n"), cell => cell.getBoundingClientRect().height)]""")
    return round(board, 1), sorted({round(height, 1) for height in cells})


def test_the_goker_guess_board_keeps_its_columns_colours_and_size_and_tells_calls_from_guesses(phone, watched):
    from gamenight.games.goker.ui.flashboard import LETTER_COLOURS

    table = watched("goker", "phone,bot:easy,bot:easy", seed=3)
    join(phone, table.links[0])
    phone.locator(".flash button").first.wait_for(timeout=WAIT_MS)
    heads = phone.locator(".flash .head")
    assert heads.all_inner_texts() == list("BINGO")
    for head, colour in zip(heads.all(), LETTER_COLOURS, strict=True):
        assert head.evaluate("node => getComputedStyle(node).backgroundColor") == _rgb(colour)
    assert phone.locator(".flash .n").all_inner_texts()[:6] == ["1", "16", "31", "46", "61", "2"]  # by column
    shape = board_shape(phone)
    assert len(shape[1]) == 1  # every cell one height, buttons or not
    deadline, seen = time.monotonic() + GAME_SECONDS, set()
    while not {"guessing", "drawing"} <= seen or not phone.locator(".flash .is-called").count():
        assert time.monotonic() < deadline, seen
        phone.wait_for_timeout(40)
        seen.add("guessing" if phone.locator(".flash button").count() else "drawing")
        assert board_shape(phone) == shape  # the board and its rows never change size mid-round
        if not tap_if_there(phone, "button.goker"):
            tap_if_there(phone, ".flash button")
    kinds = {"called": ".is-called:not(.is-guessed)", "guessed": ".is-guessed:not(.is-called)",
             "plain": ":not(.is-called):not(.is-guessed):not(.is-marked)"}
    looks = {}
    while len(looks) < 3:  # each kind's look, read at one moment
        assert time.monotonic() < deadline, looks
        looks = phone.evaluate("""kinds => { const found = {};
            for (const [kind, selector] of Object.entries(kinds)) {
              const node = document.querySelector(".flash .n" + selector);
              if (node) { const s = getComputedStyle(node); found[kind] = [s.backgroundColor, s.borderTopColor]; } }
            return found; }""", kinds)
        if len(looks) < 3:
            phone.wait_for_timeout(40)
            tap_if_there(phone, ".flash button")
    called, guessed, plain = looks["called"], looks["guessed"], looks["plain"]
    assert called[0] != guessed[0] != plain[0] != called[0] and guessed[1] != plain[1]  # told apart at a glance
    assert table.leaks == [] and table.unchecked == []


def _rgb(hex_colour: str) -> str:
    colour = QColor(hex_colour)
    return f"rgb({colour.red()}, {colour.green()}, {colour.blue()})"


def test_a_daub_is_a_whole_disc_inside_its_cell(phone, watched):
    table = watched("goker", "phone,bot:easy,bot:easy", seed=3)
    join(phone, table.links[0])
    centre = phone.locator(".bingo .cell.daub").first  # the free centre is always daubed
    centre.wait_for(timeout=WAIT_MS)
    picture = QImage.fromData(centre.screenshot())
    rows = green_rows(picture, QColor("#7cb342"))
    assert rows and rows[0] > 0 and rows[-1] < picture.height() - 1  # neither its top nor its bottom cut
    assert table.leaks == []


# -- Super Pokeno Bonus ----------------------------------------------------------------------------
def test_choosing_a_pokeno_board_is_a_compact_picker_and_every_phone_shows_the_rounds_result(phone, browser, watched):
    table = watched("pokeno", "phone,phone,bot", seed=2)
    join(phone, table.links[0], "Ada")
    other = browser.new_context(**PHONE).new_page()
    join(other, table.links[1], "Bo")
    spectator = browser.new_context(**PHONE).new_page()
    join(spectator, table.spectator, "Cy")
    numbers = phone.locator(".board-numbers button")
    numbers.first.wait_for(timeout=WAIT_MS)
    assert phone.evaluate("document.documentElement.scrollHeight") <= SCREEN  # one screen, not twelve boards
    free = table.host.match.state.view(0).free_boards
    assert [int(text) for text in numbers.all_inner_texts()] == list(free)
    numbers.nth(3).tap()
    chosen = free[3]
    board = table.host.match.state.boards[chosen - 1]
    labels = phone.locator(".board .label").all_inner_texts()
    wanted = [f"{hand.named} {hand.points}" if hand else "" for hand in board.full_hands()]
    assert labels == wanted  # each line's hand when all its cards are called, as the host says
    assert [card.get_attribute("data-code") for card in phone.locator(".board .card").all()] == \
        [card.code for card in board.cards]
    phone.locator("button", has_text=f"Play board {chosen}").tap()
    other.locator(".board-numbers button").first.wait_for(timeout=WAIT_MS)
    other.locator(".board-picker button.primary").tap()
    state = table.host.match.state
    names = table.host.names
    for page in (phone, other, spectator):  # each shows the round last scored (the table plays on at full speed)
        page.locator(".round-result, .last-round").first.wait_for(timeout=60_000)
        shown = page.locator(".round-result h2, .last-round").first.inner_text()
        number = int(shown.split(" of ")[0].removeprefix("Round "))
        index = [played.number for played in state.view(0).rounds].index(number)
        winners = " and ".join(names[seat] for seat in state.round_winners()[index])
        assert shown == f"Round {number} of {state.rounds_to_play}: {winners} won"
    page, deadline = phone, time.monotonic() + GAME_SECONDS
    # the result in full (its bonus hand and the points), read in one step: the table plays on, and
    # a result seen a moment ago may be gone by the next look
    read_in_full = """() => { const box = document.querySelector(".round-result");
                              return box && [box.querySelector("h2").innerText, box.innerText]; }"""
    while not (shown_in_full := page.evaluate(read_in_full)):
        assert time.monotonic() < deadline
        page.wait_for_timeout(20)
    heading, text = shown_in_full
    number = int(heading.split(" of ")[0].removeprefix("Round "))
    played = next(played for played in state.view(0).rounds if played.number == number)
    bonus = f"Bonus hand: {played.bonus.named}" + (f" \u00d7 {played.multiplier}" if played.multiplier else "")
    assert bonus in text and "Round points: " in text
    assert state.view(0).board_of[0] == chosen
    other.context.close()
    spectator.context.close()
    no_leaks(table)


# -- The Goodge Rules and Jokers ----------------------------------------------------------------------
def test_a_dimmed_goodge_card_says_why_and_the_trick_just_taken_stays_in_sight(phone, watched):
    from gamenight.games.goodge.actions import Play

    table = watched("goodge", "phone,bot:easy,bot:easy,bot:easy", seed=5)
    join(phone, table.links[0])
    refused = taken = False
    deadline = time.monotonic() + GAME_SECONDS
    while not (refused and taken):
        assert time.monotonic() < deadline, (refused, taken)
        if not wait_turn(phone, ".result:has-text('Last round')"):
            break
        phone.wait_for_timeout(100)
        state = table.host.match.state  # the phone's turn: the game waits for it
        dimmed = phone.locator(".hand .card.dim")
        if dimmed.count() and not refused:
            card = dimmed.first
            code = card.get_attribute("data-code")
            reason = state.illegal_reason(Play(_goodge_card(code)))
            card.tap()
            error = phone.locator("#error:not([hidden])")
            error.wait_for(timeout=WAIT_MS)
            assert error.inner_text() == f"You cannot play {card.get_attribute('aria-label')}: {reason}."
            assert isinstance(reason, Words) and table.host.match.current_player == 0  # nothing changed
            refused = True
        last = state.view(0).last_trick
        if last is not None and state.view(0).trick:  # a trick under way, the last one still shown
            shown = phone.locator(".taken")
            assert shown.locator("p").inner_text() == f"{table.host.names[last.taker]} took the last trick:"
            assert [c.get_attribute("data-code") for c in shown.locator(".card").all()] == [c.code for c in last.cards]
            taken = True
        for selector in (".hand .card.live", "#choices button:has-text('pass')", "#choices button:has-text('trump:')",
                         "#choices button.primary"):
            if tap_if_there(phone, selector):
                break
    assert refused and taken
    assert table.leaks == [] and table.unchecked == []


def _goodge_card(code: str):
    from gamenight.games.goodge.cards import Card as GoodgeCard

    return GoodgeCard.parse(code)


def test_a_jokers_card_with_no_move_says_why_and_the_partner_is_named(phone, watched):
    table = watched("jokers", "phone,bot:easy,bot:easy,bot:easy", seed=13)
    join(phone, table.links[0])
    phone.locator(".turn.mine").wait_for(timeout=WAIT_MS)
    assert phone.locator(".seat-key.partner").inner_text() == "Your partner: Bot 2"
    deadline = time.monotonic() + GAME_SECONDS
    while not phone.locator(".hand .card.dim").count():
        assert time.monotonic() < deadline
        phone.locator(".hand .card.live").first.tap()
        play = phone.locator("#choices button.primary")
        play.tap()
        play.wait_for(state="detached", timeout=WAIT_MS)
        phone.locator(".turn.mine").wait_for(timeout=WAIT_MS)
        phone.wait_for_timeout(100)
    card = phone.locator(".hand .card.dim").first
    reason = table.host.match.state.unplayable()[card.get_attribute("data-code")]  # the desktop's words too
    card.tap()
    error = phone.locator("#error:not([hidden])")
    error.wait_for(timeout=WAIT_MS)
    assert error.inner_text() == f"The {card.get_attribute('aria-label')} has no move: {reason}."
    wait_until(phone, "GN.sound.played.indexOf('refused') >= 0")  # the refusal sounds too
    assert table.host.match.current_player == 0 and phone.locator(".moves").count() == 0
    assert table.leaks == [] and table.unchecked == []


# -- Okey ----------------------------------------------------------------------------------------------
def test_okeys_okey_is_named_its_indicator_is_the_indicator_and_its_false_joker_is_the_desktops(phone, watched):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from gamenight.games.okey.tiles import Tile, tile_label
    from gamenight.games.okey.ui.tile_art import paint_tile

    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=3)  # Ada holds a false joker
    join(phone, table.links[0])
    phone.locator(".rack .tile[data-code]").first.wait_for(timeout=WAIT_MS)
    okey = Tile(*table.host.match.state.round.okey)
    assert phone.locator(".okey-name").inner_text() == f"okey: {tile_label(okey)}"
    assert phone.locator("#indicator span").last.inner_text() == "indicator"
    joker = phone.locator(".rack .tile.F").first
    assert "\u2605" not in joker.inner_text() and not joker.inner_text().strip()  # no star, no word: the clover
    desktop = QImage(60, 84, QImage.Format.Format_ARGB32)
    desktop.fill(0)
    painter = QPainter(desktop)
    paint_tile(painter, QRectF(0, 0, 60, 84), Tile.parse("Fa"))
    painter.end()
    on_phone = QImage.fromData(joker.screenshot())
    green = QColor("#2e7d32")
    for picture in (desktop, on_phone):  # the same mark in the same green, in the tile's middle
        rows = green_rows(picture, green)
        assert len(rows) > picture.height() * 0.25, len(rows)
        assert abs((rows[0] + rows[-1]) / 2 - picture.height() / 2) < picture.height() * 0.12
    assert table.leaks == []


WIN = "R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a Y5a"  # 14 tiles in sets and runs


def rigged_win(match) -> None:
    """Deal the first player (seat 1, right of the dealer) a win and one more tile, K13a."""
    from gamenight.games.okey.rules import Deal
    from gamenight.games.okey.tiles import Tile, all_tiles

    indicator = Tile.parse("R4a")
    order = [Tile.parse(code) for code in (WIN + " K13a").split()]
    order += [tile for tile in all_tiles() if tile not in order and tile != indicator]
    match.apply(Deal(indicator, tuple(order)))


def drag(page, source, target) -> None:
    """A finger's drag from `source` to `target` (pointer events, as the page reads them)."""
    start, end = source.bounding_box(), target.bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    for step in range(1, 6):
        page.mouse.move(start["x"] + (end["x"] - start["x"]) * step / 5 + start["width"] / 2,
                        start["y"] + (end["y"] - start["y"]) * step / 5 + start["height"] / 2)
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2)
    page.mouse.up()


def test_a_tile_dropped_on_the_indicator_finishes_as_on_the_desktop(phone, watched):
    table = watched("okey", "bot:easy,phone,bot:easy,bot:easy", seed=3, prepare=rigged_win)
    join(phone, table.links[1])
    phone.locator(".turn.mine").wait_for(timeout=WAIT_MS)
    indicator = phone.locator("#indicator.drop.live")  # lit: a finish is offered
    drag(phone, phone.locator(".rack .tile[data-code='R2a']"), indicator)  # not a finish: the engine says why
    error = phone.locator("#error:not([hidden])")
    error.wait_for(timeout=WAIT_MS)
    assert error.inner_text() and table.host.match.state.round is not None
    drag(phone, phone.locator(".rack .tile[data-code='K13a']"), indicator)
    phone.locator(".result", has_text="Round 1").wait_for(timeout=WAIT_MS)
    result = table.host.match.state.results[0]
    assert result.winner == 1 and result.finish_tile.code == "K13a"
    assert table.leaks == [] and table.unchecked == []


def rack_order(page) -> list[str | None]:
    return [cell.locator(".tile").get_attribute("data-code") for cell in page.locator(".rack .cell").all()]


def test_the_racks_order_belongs_to_the_seat_in_another_browser_too(phone, browser, watched):
    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=3)
    join(phone, table.links[0])
    phone.locator(".rack .tile[data-code]").first.wait_for(timeout=WAIT_MS)
    first = phone.locator(".rack .cell").first.locator(".tile").get_attribute("data-code")
    drag(phone, phone.locator(f".rack .tile[data-code='{first}']"), phone.locator(".rack .cell").last)
    phone.locator(".rack .cell").last.locator(f".tile[data-code='{first}']").wait_for(timeout=WAIT_MS)
    arranged = rack_order(phone)
    deadline = time.monotonic() + 10
    while table.host.arrangements.get(0, (0, None))[1] != arranged:  # the host keeps it for the seat
        assert time.monotonic() < deadline
        time.sleep(0.05)
    elsewhere = browser.new_context(**PHONE).new_page()  # the same link, opened in another browser
    join(elsewhere, table.links[0])
    elsewhere.locator(".rack .tile[data-code]").first.wait_for(timeout=WAIT_MS)
    assert rack_order(elsewhere) == arranged and arranged[-1] == first
    elsewhere.context.close()
    assert table.leaks == []
