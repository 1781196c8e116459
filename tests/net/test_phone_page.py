"""The phone page in a real browser (Chromium at 390x844 with touch): every game played from
phones against bots to a round's end (Jokers: to the game's end, as it has no rounds), with the
page reloaded mid-turn and play going on; a wrong link refused by `gamenight serve`.

The games are served in this process (tests/net/watched.py), so that every message the table
sends is checked against the full state: no phone is ever sent another seat's hidden items; and a
leak planted in a view is caught."""
import json
import time

from tests.net.browser import PHONE

WAIT_MS = 20_000
GAME_SECONDS = 150  # the most a whole game or round may take here (a Jokers game takes about 25 s)


def no_leaks(table) -> None:
    assert table.sent > 20 and table.leaks == [] and table.unchecked == []


def join(page, link, name="Ada"):
    page.goto(link)
    page.fill("#name", name)
    page.click("#join button")
    page.wait_for_selector(".link.up", timeout=WAIT_MS)


def test_an_okey_round_from_a_phone_against_bots_with_a_reload_mid_turn(phone, watched):
    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=3)
    join(phone, table.links[0])
    phone.wait_for_selector("#me:has-text('Ada')")
    reloaded = False
    for _turn in range(200):
        phone.locator(".turn.mine, .result").first.wait_for(timeout=WAIT_MS)
        if phone.locator(".result", has_text="Round 1").count():
            break
        if not reloaded and phone.locator("button", has_text="draw from the stock").count():
            phone.reload()  # mid-turn: the page comes back to the same turn
            phone.wait_for_selector("button:has-text('draw from the stock')", timeout=WAIT_MS)
            reloaded = True
        take = phone.locator("button", has_text="draw from the stock")
        if take.count():
            take.first.tap()
            phone.wait_for_selector("#discard-drop", timeout=WAIT_MS)
        if phone.locator("#discard-drop").count():
            tile = phone.locator(".rack .tile[data-code]").last
            code = tile.get_attribute("data-code")
            tile.click()
            phone.locator(f".rack .tile[data-code='{code}']").click()  # a double tap discards it
            phone.locator(f".rack .tile[data-code='{code}']").wait_for(state="detached", timeout=WAIT_MS)
            continue
        leave = phone.locator("button", has_text="leave the discard")
        if leave.count():
            leave.first.tap()
    assert phone.locator(".result", has_text="Round 1").count() == 1
    assert reloaded
    assert phone.locator("#error:not([hidden])").count() == 0
    no_leaks(table)


def test_each_okey_colour_shows_its_own_shape_on_the_phone(phone, watched):
    """The rack's tiles carry their colour's shape (as on the desktop) drawn under the number in the
    colour's ink: read back from the page's pixels, the four shapes differ."""
    from PySide6.QtGui import QImage
    from tests.okey.tile_pixels import centred, difference, extent, ink_cover

    from gamenight.games.okey.tiles import LETTERS, SHAPES
    from gamenight.games.okey.ui.tile_art import FACE, INK_HEX

    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=5)  # a rack with all four colours
    join(phone, table.links[0])
    phone.locator(".rack .tile[data-code]").first.wait_for(timeout=WAIT_MS)
    outlines = {}
    for colour, letter in enumerate(LETTERS):
        mark = phone.locator(f".rack .tile.{letter} svg.shape").first
        assert mark.get_attribute("class") == f"mark shape {SHAPES[colour]}"
        number = phone.locator(f".rack .tile.{letter} > span").first.bounding_box()
        box = mark.bounding_box()
        assert box["y"] >= number["y"] + number["height"] - 2  # under the number, not over it
        picture = QImage.fromData(mark.screenshot())
        cover = ink_cover(picture, INK_HEX[colour], FACE.name())
        assert min(extent(cover)) >= 0.6 * picture.width(), (SHAPES[colour], extent(cover), picture.width())
        outlines[SHAPES[colour]] = centred(cover, picture.width())
    names = list(outlines)
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            assert difference(outlines[first], outlines[second]) >= 0.2, (first, second)
    assert table.sent >= 1 and table.leaks == [] and table.unchecked == []


def play_until(page, done_selector: str, turns: int, reload_after: int | None = None) -> int:
    """Tap moves on the phone until `done_selector` shows (or `turns` moves are made); the number
    made. After `reload_after` moves, on the phone's turn, the page is reloaded first and must come
    back to the same turn."""
    made, deadline = 0, time.monotonic() + GAME_SECONDS
    while made < turns:
        assert time.monotonic() < deadline, f"no {done_selector} after {GAME_SECONDS} s"
        page.locator(f".turn.mine, {done_selector}").first.wait_for(timeout=WAIT_MS)
        if page.locator(done_selector).count():
            break
        if made == reload_after:
            reload_mid_turn(page)
            reload_after = None
        version = page.locator("#events li").count()
        if take_a_turn(page):
            made += 1
            page.wait_for_timeout(60)
        elif version == page.locator("#events li").count():
            page.wait_for_timeout(100)
    return made


def reload_mid_turn(page) -> None:
    """Reload the page on the phone's turn: it joins again by itself, on the same turn."""
    page.locator(".turn.mine").wait_for(timeout=WAIT_MS)
    page.reload()
    page.locator(".link.up").wait_for(timeout=WAIT_MS)
    page.locator(".turn.mine").wait_for(timeout=WAIT_MS)


def test_a_pokeno_round_from_phones_choosing_boards_with_a_reload_to_the_rounds_end(phone, browser, watched):
    table = watched("pokeno", "phone,phone,bot", seed=2)
    join(phone, table.links[0], "Ada")
    other = browser.new_context(**PHONE).new_page()
    join(other, table.links[1], "Bo")
    phone.locator("button", has_text="Play board").first.tap()
    other.wait_for_selector("button:has-text('Play board')", timeout=WAIT_MS)
    taken = other.locator("button", has_text="Play board").count()
    reload_mid_turn(other)  # Bo's board is still to choose
    assert other.locator("button", has_text="Play board").count() == taken >= 1
    other.locator("button", has_text="Play board").first.tap()
    phone.wait_for_selector(".board .card.chip", timeout=WAIT_MS)  # chips drop as cards are called
    phone.wait_for_selector(".result:has-text('Round points')", timeout=60_000)
    assert phone.locator("p", has_text="Your board").count() == 1
    other.wait_for_selector(".result:has-text('Round points')", timeout=WAIT_MS)
    other.context.close()
    no_leaks(table)


def test_a_goodge_round_from_a_phone_against_bots_with_a_reload(phone, watched):
    table = watched("goodge", "phone,bot:easy,bot:easy,bot:easy", seed=5)
    join(phone, table.links[0])
    made = play_until(phone, ".result:has-text('Last round')", 200, reload_after=3)
    assert made > 5 and phone.locator(".result", has_text="Last round").count() == 1
    no_leaks(table)


def test_a_goker_level_from_a_phone_against_bots_with_a_reload(phone, watched):
    table = watched("goker", "phone,bot:easy,bot:easy", seed=3)
    join(phone, table.links[0])
    phone.locator(".flash button").first.wait_for(timeout=WAIT_MS)  # the first guess is due
    phone.reload()
    phone.locator(".flash button").first.wait_for(timeout=WAIT_MS)  # back on the same turn
    assert phone.locator(".bingo-card").count() == 3
    made = play_until(phone, ".result:has-text('Level 1')", 200)
    assert made >= 2 and phone.locator(".result", has_text="Level 1").count() == 1
    no_leaks(table)


def test_a_wrong_link_is_refused_and_shows_no_table(phone, serve):
    table = serve("pokeno", "phone,bot")
    wrong = table.links[0].split("#")[0] + "#not-the-seats-secret"
    join_page = phone
    join_page.goto(wrong)
    join_page.fill("#name", "Mallory")
    join_page.click("#join button")
    join_page.wait_for_selector(".result:has-text('does not open a seat')", timeout=WAIT_MS)
    assert join_page.locator(".board").count() == 0 and join_page.locator(".link.down").count() == 1


def take_a_turn(page) -> bool:
    """One move on the phone, as a player would make it: a lit card or tile, a guess, GOKER!, a
    pass in the auction, or the first move offered. False when nothing could be tapped."""
    for selector in ("button.goker", ".hand .card.live", ".flash button", ".bingo-card button.primary",
                     "#choices button:has-text('pass')", "#choices button:has-text('trump:')",
                     "#choices button.primary", "#choices button:has-text('claim')"):
        target = page.locator(selector)
        if target.count():
            target.first.tap()
            return True
    return False


PARTNER_COLOUR = "#f2c230"  # seat 2's marbles on the phone's track (jokers-track.js)


def jokers_turn(page, seen: dict) -> None:
    """One Jokers turn as a player takes it: tap a card (a 7 or 9 first: its splits), look at its
    moves, pick the last one (in a long list: the last marble to move first, then its last split),
    check that the track shows it (a split's two parts numbered and in words), and play it. What
    kind of move it was is counted in `seen`."""
    cards = page.locator(".hand .card.live")
    codes = [cards.nth(i).get_attribute("data-code") for i in range(cards.count())]
    code = next((c for c in codes if c[0] in "79"), codes[0])
    page.locator(f".hand .card.live[data-code='{code}']").tap()
    play = page.locator("#choices button.primary")
    play.wait_for(timeout=WAIT_MS)
    page.locator(".moves button.move").last.tap()
    if page.locator(".moves button.first").count():  # a long list: which marble first, then the rest
        seen["by part"] += 1
        page.locator(".moves button.move").last.tap()  # the last split starting with the marble picked
    page.locator(".moves button.move").last.and_(page.locator(".chosen")).wait_for(timeout=WAIT_MS)
    chosen = page.locator(".moves button.chosen").all_inner_texts()
    words = chosen[-1]  # the whole move (after the marble that moves first, in a long list)
    assert len(chosen) == 1 or (len(chosen) == 2 and page.locator("ol.parts li.part").count() == 2), chosen
    assert play.inner_text() == "Play this move"  # the move lit above says what it does, once
    if " split: " in words:
        seen["split"] += 1
        assert page.locator("ol.parts li.part").count() == 2
        assert page.locator("svg.track text.part").all_text_contents() == ["1", "2"]
    bumped = page.locator("svg.track .target.bumped").count()  # a marble sent away: drawn and said
    assert page.locator("ol.parts li.bump").count() == bumped
    seen["bump"] += bumped > 0
    if words.startswith("discard"):  # offered by the host only when no card can move: every card offers one
        seen["discard"] += 1
        assert page.locator("svg.track .target").count() == 0
        assert page.locator(".note", has_text="No card can move: discard one.").count() == 1
    else:  # the chosen move's marble and where it lands are lit on the track
        assert page.locator("svg.track .marble.moving").count() >= 1
        assert page.locator("svg.track .target").count() >= 1
    if "partner's marble" in words:  # Ada's marbles are all home: she moves Bot 2's (seat 2, yellow)
        seen["partner"] += 1
        if " split: " not in words:
            fills = {marble.get_attribute("fill") for marble in page.locator("svg.track .marble.moving").all()}
            assert fills == {PARTNER_COLOUR}, words
    play.tap()
    play.wait_for(state="detached", timeout=WAIT_MS)  # taken: the card left the hand (a refusal would stay)


def hinted_jokers_turn(page) -> None:
    """Ask for a hint: the move advised is picked and drawn on the track; play it."""
    page.locator("#choices button", has_text="Hint").tap()
    page.locator("#hint:not([hidden])").wait_for(timeout=WAIT_MS)
    play = page.locator("#choices button.primary")
    play.wait_for(timeout=WAIT_MS)
    words = page.locator(".moves button.chosen").last.inner_text()
    assert words.lower() in page.locator("#hint").inner_text().lower()
    assert page.locator("svg.track .target").count() >= 1 or words.startswith("discard")
    play.tap()
    play.wait_for(state="detached", timeout=WAIT_MS)


def test_a_jokers_game_from_a_phone_against_bots_with_a_reload_to_its_end(phone, watched):
    """Jokers has no rounds: its "round end" is the game's end, a team with all ten marbles home.
    In this seeded game Ada's marbles get home first and she plays her partner's, as the rules say."""
    table = watched("jokers", "phone,bot:easy,bot:easy,bot:easy", seed=13)
    join(phone, table.links[0])
    seen = {"turns": 0, "split": 0, "by part": 0, "discard": 0, "partner": 0, "bump": 0, "hint": 0}
    over = ".result:has-text(' win.')"
    deadline = time.monotonic() + GAME_SECONDS
    for _ in range(400):
        assert time.monotonic() < deadline, f"the game is not over after {GAME_SECONDS} s: {seen}"
        phone.locator(f".turn.mine, {over}").first.wait_for(timeout=WAIT_MS)
        if phone.locator(over).count():
            break
        if seen["turns"] == 3:  # mid-turn, a card picked: the page comes back to the same turn
            phone.locator(".hand .card.live").first.tap()
            reload_mid_turn(phone)
            assert phone.locator(".hand .card.live").count() >= 1
        if seen["partner"] == 1 and not seen["hint"]:  # once Ada moves her partner's marbles
            hinted_jokers_turn(phone)
            seen["hint"] += 1
        else:
            jokers_turn(phone, seen)
        seen["turns"] += 1
    assert phone.locator(over).count() == 1 and table.host.match.is_over
    assert seen["turns"] > 20 and min(seen.values()) >= 1, seen  # splits, discards, bumps, the partner's marbles
    # the winners are the host's (the hinted move comes from a search with a time budget, so which
    # team wins may differ from run to run; the phone must say the same as the host)
    assert phone.locator(".result").inner_text() in {"Ada and Bot 2 win.", "Bot 1 and Bot 3 win."}
    winners = [seat for seat, place in enumerate(table.host.match.state.placements()) if place == 1]
    said = "Ada and Bot 2 win." if winners == [0, 2] else "Bot 1 and Bot 3 win."
    assert phone.locator(".result").inner_text() == said
    assert phone.locator("#error:not([hidden])").count() == 0
    no_leaks(table)


def test_a_refused_jokers_move_shows_the_engines_reason_and_changes_nothing(phone, watched):
    """The page sends only what it is offered; a move that reaches the host changed on the way (here:
    a marble still in start, moved by the card tapped) is refused with the engine's own reason."""
    table = watched("jokers", "phone,bot:easy,bot:easy,bot:easy", seed=13)
    forged = []

    def forge(socket) -> None:
        server = socket.connect_to_server()

        def to_server(message) -> None:
            data = json.loads(message)
            if data.get("type") == "act" and not forged:
                data["action"] = {"kind": "move", "card": data["action"]["card"], "marble": 96}  # Ada's start
                forged.append(data)
            server.send(json.dumps(data))

        socket.on_message(to_server)

    phone.route_web_socket("**/ws", forge)
    join(phone, table.links[0])
    phone.locator(".turn.mine").wait_for(timeout=WAIT_MS)
    phone.locator(".hand .card.live").first.tap()
    phone.locator("#choices button.primary").tap()
    error = phone.locator("#error:not([hidden])")
    error.wait_for(timeout=WAIT_MS)
    assert forged and error.inner_text() == "Your marble in start needs a come-out card."
    assert table.host.match.current_player == 0 and phone.locator(".turn.mine").count() == 1
    phone.locator("#choices button.primary").tap()  # as offered, it is taken
    phone.locator("#choices button.primary").wait_for(state="detached", timeout=WAIT_MS)
    assert table.leaks == [] and table.unchecked == []


def test_a_spectator_sees_the_jokers_track_and_nothing_to_play(phone, browser, watched):
    table = watched("jokers", "phone,bot:easy,bot:easy,bot:easy", seed=13)
    join(phone, table.links[0])
    phone.locator(".turn.mine").wait_for(timeout=WAIT_MS)
    spectator = browser.new_context(**PHONE).new_page()
    join(spectator, table.spectator, "Cy")
    spectator.locator("svg.track .marble").first.wait_for(timeout=WAIT_MS)
    assert spectator.locator("svg.track .marble").count() == 20 and spectator.locator("#me").inner_text() == "Spectator"
    assert spectator.locator(".hand .card").count() == 0 and spectator.locator("#choices button").count() == 0
    spectator.context.close()
    assert table.leaks == [] and table.unchecked == []


def test_a_spectator_sees_the_okey_table_with_no_rack_and_nobody_passing_to_them(phone, browser, watched):
    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=5)
    join(phone, table.links[0])
    phone.locator(".rack .tile[data-code]").first.wait_for(timeout=WAIT_MS)
    assert "\u2192 you" in phone.locator(".strip").inner_text()  # a seat's left-hand neighbour passes to it
    spectator = browser.new_context(**PHONE).new_page()
    join(spectator, table.spectator, "Cy")
    spectator.locator(".strip").wait_for(timeout=WAIT_MS)
    assert spectator.locator("#me").inner_text() == "Spectator" and spectator.locator(".rack").count() == 0
    assert "\u2192 you" not in spectator.locator(".strip").inner_text()
    assert spectator.locator("#choices button").count() == 0
    spectator.context.close()
    assert table.leaks == [] and table.unchecked == []


def test_a_leak_planted_in_a_view_is_caught_on_its_way_to_the_phone(phone, watched, monkeypatch):
    """The check is not blind: a Jokers view showing the next seat's hand as the discards is found."""
    from dataclasses import replace

    from gamenight.games.jokers.rules import JokersState

    honest = JokersState.view
    monkeypatch.setattr(JokersState, "view", lambda self, seat: replace(
        honest(self, seat), discards=tuple(self.hands[(seat + 1) % 4]) if seat >= 0 else ()))
    table = watched("jokers", "phone,bot:easy,bot:easy,bot:easy", seed=2)
    join(phone, table.links[0])
    phone.locator(".turn.mine").wait_for(timeout=WAIT_MS)
    assert table.leaks and all(leak.startswith("seat 0 was sent") for leak in table.leaks)
