"""The phone page in a real browser (Chromium at 390x844 with touch) against `gamenight serve`:
join by the seat's link, play Okey and Super Pokeno Bonus rounds from the phone against bots to
the round's end, reload mid-turn and play on, and a wrong link refused."""
import pytest
from tests.net.browser import CHROMIUM, CHROMIUM_FLAGS, PHONE, Served, need_browser

WAIT_MS = 20_000


@pytest.fixture(scope="module")
def browser():
    need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield chromium
        chromium.close()


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == []


@pytest.fixture
def serve(tmp_path):
    started = []

    def start(game, seats, seed=1):
        served = Served(game, seats, seed, tmp_path)
        started.append(served)
        return served

    yield start
    for served in started:
        served.stop()


def join(page, link, name="Ada"):
    page.goto(link)
    page.fill("#name", name)
    page.click("#join button")
    page.wait_for_selector(".link.up", timeout=WAIT_MS)


def test_an_okey_round_from_a_phone_against_bots_with_a_reload_mid_turn(phone, serve):
    table = serve("okey", "phone,bot:easy,bot:easy,bot:easy", seed=3)
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


def test_each_okey_colour_shows_its_own_shape_on_the_phone(phone, serve):
    """The rack's tiles carry their colour's shape (as on the desktop) drawn under the number in the
    colour's ink: read back from the page's pixels, the four shapes differ."""
    from PySide6.QtGui import QImage
    from tests.okey.tile_pixels import centred, difference, extent, ink_cover

    from gamenight.games.okey.tiles import LETTERS, SHAPES
    from gamenight.games.okey.ui.tile_art import FACE, INK_HEX

    table = serve("okey", "phone,bot:easy,bot:easy,bot:easy", seed=5)  # a rack with all four colours
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


def test_a_pokeno_round_from_phones_choosing_boards_to_the_rounds_end(phone, browser, serve):
    table = serve("pokeno", "phone,phone,bot", seed=2)
    join(phone, table.links[0], "Ada")
    other = browser.new_context(**PHONE).new_page()
    join(other, table.links[1], "Bo")
    phone.locator("button", has_text="Play board").first.tap()
    other.wait_for_selector("button:has-text('Play board')", timeout=WAIT_MS)
    taken = other.locator("button", has_text="Play board").count()
    other.locator("button", has_text="Play board").first.tap()
    assert taken >= 1
    phone.wait_for_selector(".board .card.chip", timeout=WAIT_MS)  # chips drop as cards are called
    phone.wait_for_selector(".result:has-text('Round points')", timeout=60_000)
    assert phone.locator("p", has_text="Your board").count() == 1
    other.context.close()


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
    for selector in ("button.goker", ".hand .card.live", ".flash button", "button:has-text('Play face down')",
                     "#choices button:has-text('pass')", "#choices button:has-text('trump:')",
                     "#choices button.primary", "#choices button:has-text('claim')"):
        target = page.locator(selector)
        if target.count():
            target.first.tap()
            return True
    return False


def play_until(page, done_selector: str, turns: int) -> int:
    """Tap moves on the phone until `done_selector` shows (or `turns` moves are made); the number made."""
    made = 0
    while made < turns:
        page.locator(f".turn.mine, {done_selector}").first.wait_for(timeout=WAIT_MS)
        if page.locator(done_selector).count():
            break
        version = page.locator("#events li").count()
        if take_a_turn(page):
            made += 1
            page.wait_for_timeout(60)
        elif version == page.locator("#events li").count():
            page.wait_for_timeout(100)
    return made


def test_a_goodge_round_from_a_phone_against_bots(phone, serve):
    table = serve("goodge", "phone,bot:easy,bot:easy,bot:easy", seed=5)
    join(phone, table.links[0])
    made = play_until(phone, ".result:has-text('Last round')", 200)
    assert made > 5 and phone.locator(".result", has_text="Last round").count() == 1


def test_a_goker_level_from_a_phone_against_bots_with_a_reload(phone, serve):
    table = serve("goker", "phone,bot:easy,bot:easy", seed=3)
    join(phone, table.links[0])
    phone.locator(".flash button").first.wait_for(timeout=WAIT_MS)  # the first guess is due
    phone.reload()
    phone.locator(".flash button").first.wait_for(timeout=WAIT_MS)  # back on the same turn
    assert phone.locator(".bingo-card").count() == 3
    made = play_until(phone, ".result:has-text('Level 1')", 200)
    assert made >= 2 and phone.locator(".result", has_text="Level 1").count() == 1


def test_jokers_turns_from_a_phone_against_bots(phone, serve):
    table = serve("jokers", "phone,bot:easy,bot:easy,bot:easy", seed=2)
    join(phone, table.links[0])
    made = 0
    for _ in range(12):
        phone.locator(".turn.mine").wait_for(timeout=WAIT_MS)
        live = phone.locator(".hand .card.live")
        live.first.tap()  # a card: the phone lists what it can do
        phone.locator("#choices button.primary").first.wait_for(timeout=WAIT_MS)
        words = phone.locator("#choices button.primary").first.inner_text()
        phone.locator("#choices button.primary").first.tap()
        made += 1
        phone.locator("#events li", has_text=f"Ada: {words}").last.wait_for(timeout=WAIT_MS)
    assert made == 12
