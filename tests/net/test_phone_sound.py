"""The phone's own sounds in a real browser (Chromium at 390x844 with touch): the page's first load
stays under 150 KB and fetches no sound before it is shown; the sound switch is off until the
player first touches the page, then on; the phone plays its own turn and moves (never the bots'),
and nothing once switched off, which it remembers across a reload."""
from pathlib import Path

from tests.net.browser import wait_until
from tests.net.test_phone_page import WAIT_MS, join

FIRST_LOAD_BYTES = 150 * 1024
PAGE = Path(__file__).resolve().parents[2] / "resources" / "phone"


def played(page) -> list[str]:
    return page.evaluate("GN.sound.played.slice()")


def test_the_first_load_stays_under_150_kb_and_no_sound_is_fetched_before_the_page_shows(phone, watched):
    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=3)
    phone.goto(table.links[0], wait_until="load")
    first = phone.evaluate("""() => {
        const page = performance.getEntriesByType("navigation")[0];
        const before = performance.getEntriesByType("resource").filter(e => e.startTime < page.loadEventStart);
        return [[page.name, page.encodedBodySize], ...before.map(e => [e.name, e.encodedBodySize])];
    }""")
    assert first[0][0].startswith("http://127.0.0.1") and len(first) >= 10 and all(size > 0 for _, size in first)
    assert not any("/sounds/" in url for url, _ in first)
    assert sum(size for _, size in first) <= FIRST_LOAD_BYTES, first
    assert sum(path.stat().st_size for path in PAGE.iterdir()) <= FIRST_LOAD_BYTES  # every page file, at most


def test_the_switch_is_off_until_a_touch_then_the_phone_plays_its_own_sounds_only(phone, watched):
    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=3)
    phone.goto(table.links[0])
    switch = phone.locator("#sound")
    assert switch.inner_text() == "Sound off" and switch.get_attribute("aria-pressed") == "false"
    phone.wait_for_timeout(300)
    assert not phone.evaluate("GN.sound.on()")  # nothing plays before the player touches the page
    join(phone, table.links[0])  # the first touch (Join): browsers allow sound from here on
    phone.wait_for_selector("#sound[aria-pressed='true']", timeout=WAIT_MS)
    assert switch.inner_text() == "Sound on"
    assert phone.evaluate("GN.sound.on()")
    wait_until(phone, "performance.getEntriesByType('resource').some(e => e.name.endsWith('/sounds/turn.wav'))")
    take = phone.locator("button", has_text="draw from the stock")
    take.first.wait_for(timeout=WAIT_MS)
    take.first.tap()
    wait_until(phone, "GN.sound.played.indexOf('tile_draw') >= 0")  # its own move
    phone.wait_for_selector("#discard-drop", timeout=WAIT_MS)
    tile = phone.locator(".rack .tile[data-code]").last
    code = tile.get_attribute("data-code")
    tile.click()
    phone.locator(f".rack .tile[data-code='{code}']").click()  # a double tap discards it
    wait_until(phone, "GN.sound.played.indexOf('turn') >= 0")  # the three bots have played: its turn again
    assert played(phone) == ["tile_draw", "tile_clack", "turn"]  # the bots' moves are the TV's to sound
    phone.locator("#sound").tap()  # off, and kept
    assert switch.inner_text() == "Sound off"
    phone.reload()
    phone.wait_for_selector(".link.up", timeout=WAIT_MS)
    phone.locator("#table").tap()
    assert switch.get_attribute("aria-pressed") == "false" and not phone.evaluate("GN.sound.on()")
    assert table.leaks == []

