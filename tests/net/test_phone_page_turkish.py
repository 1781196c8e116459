"""The phone page in the phone's language (Chromium with the browser's locale set): a Turkish phone
reads its join form, its turn and its game's buttons in Turkish while the host is English; an
English phone at a Turkish host stays English; a phone in a language the page does not speak
reads the host's. `gamenight serve` (no display) answers each phone in its language too."""
import pytest
from tests.net.test_phone_page import WAIT_MS

TURKISH = {"join": "Masaya katılın", "name": "Adınız", "button": "Katıl", "turn": "Sıra sizde", "stock": "orta",
           "hint": "İpucu", "link": "bağlı", "drop": "Atmak için taşı buraya sürükleyin"}
ENGLISH = {"join": "Join the table", "name": "Your name", "button": "Join", "turn": "Your turn", "stock": "stock",
           "hint": "Hint", "link": "connected", "drop": "Drag a tile here to discard it"}


@pytest.mark.parametrize(("locale", "host", "language", "expected"), [
    ("tr-TR", "en", "tr", TURKISH),  # the phone's language, though the host is English
    ("en-US", "tr", "en", ENGLISH),  # an English phone at a Turkish host stays English
    ("fr-FR", "tr", "tr", TURKISH),  # a language the page does not speak: the host's
])
def test_the_page_reads_the_phones_language_or_else_the_hosts(phone_in, watched, locale, host, language, expected):
    table = watched("okey", "phone,bot:easy,bot:easy,bot:easy", seed=3)
    table.server.language = host
    page = phone_in(locale)
    page.goto(table.links[0])
    assert page.locator("html").get_attribute("lang") == language
    assert page.locator("#join h1").inner_text() == expected["join"]
    assert page.locator("label[for=name]").inner_text() == expected["name"]
    assert page.locator("#join button").inner_text() == expected["button"]
    page.fill("#name", "Ada")
    page.click("#join button")
    page.wait_for_selector(".link.up", timeout=WAIT_MS)
    assert page.locator("#link").inner_text() == expected["link"]
    page.locator(".turn.mine").wait_for(timeout=WAIT_MS)
    assert page.locator("#turn").inner_text() == expected["turn"]
    assert page.locator(".strip .slot span", has_text=expected["stock"]).count() == 1
    if page.locator("#discard-drop").count():
        assert page.locator("#discard-drop").inner_text().startswith(expected["drop"])
    hint = page.locator("#choices button", has_text=expected["hint"])
    assert hint.count() == 1
    hint.tap()
    page.locator("#hint:not([hidden])").wait_for(timeout=WAIT_MS)
    assert page.locator("#hint").inner_text().startswith(expected["hint"] + ": ")
    assert table.leaks == []


def test_gamenight_serve_without_a_display_refuses_a_wrong_link_in_each_phones_language(phone_in, serve):
    table = serve("pokeno", "phone,bot", environment={"LANGUAGE": "tr", "LC_ALL": "tr_TR.UTF-8", "LANG": "tr_TR.UTF-8",
                                                      "DISPLAY": None, "WAYLAND_DISPLAY": None})
    wrong = table.links[0].split("#")[0] + "#not-the-seats-secret"
    for locale, refusal in (("tr-TR", "Bu bağlantı bu masada bir yer açmıyor"),
                            ("en-US", "This link does not open a seat at this table"),
                            ("de-DE", "Bu bağlantı bu masada bir yer açmıyor")):  # not spoken: the host's
        page = phone_in(locale)
        page.goto(wrong)
        page.fill("#name", "Mallory")
        page.click("#join button")
        page.wait_for_selector(f".result:has-text('{refusal}')", timeout=WAIT_MS)
