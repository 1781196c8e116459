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
