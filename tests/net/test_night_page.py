"""A night on the phone page in a real browser (Chromium at 390x844 with touch): between games the
standings, the program and this person's next place, with Ready; while the person sits a game
out, the table as everyone sees it with the night's standings over it; the champion at the end.
The night is served here (watched.py): every message it sends is checked for leaks."""
import pytest
from tests.net.phones import follow_in_the_background
from tests.net.test_phone_page import WAIT_MS, join
from tests.net.watched import WatchedNight
from tests.night.nights import night_of

from gamenight.night.seating import NightBot


@pytest.fixture
def night_served():
    started = []

    def serve(night) -> WatchedNight:
        started.append(WatchedNight(night))
        return started[-1]

    yield serve
    for table in started:
        table.stop()


def test_a_night_on_the_phone_page_ready_watching_and_the_champion(phone, night_served, tmp_path):
    night = night_of(["Ada", "Bo"], ["goker"], bots=[NightBot("Robo", "easy")])
    night.set_plan([seat for seat in night.plan_seats() if seat.name != "Ada"])  # Ada watches the game
    table = night_served(night)
    join(phone, table.links["Ada"])
    bo = follow_in_the_background(table.links["Bo"], "Bo")
    phone.wait_for_selector("#turn:has-text('Next: Goker. You watch it.')", timeout=WAIT_MS)
    assert phone.locator("#game").inner_text() == "Game night" and phone.locator("#me").inner_text() == "Ada"
    assert phone.locator("ol.standings li").count() == 2  # people only: Robo is a bot
    assert phone.locator("ol.program li.next").inner_text().startswith("Goker")
    phone.screenshot(path=str(tmp_path / "night-before.png"))
    phone.locator("#choices button", has_text="I am ready").tap()
    phone.wait_for_selector("#band:not([hidden])", timeout=WAIT_MS)  # Bo was ready: the game started
    assert phone.locator("#me").inner_text() == "Ada (watching)"
    assert "Game 1 of 1" in phone.locator("#band").inner_text()
    seen = phone.locator("#events").inner_text()  # later views leave the person out: the page keeps it
    phone.wait_for_function("seen => document.getElementById('events').innerText !== seen", arg=seen,
                            timeout=WAIT_MS)
    assert phone.locator("#me").inner_text() == "Ada (watching)" and phone.locator("#band .entry.me").count() == 1
    assert phone.locator("#choices button", has_text="I am ready").count() == 0
    assert phone.locator(".flash button, button.primary").count() == 0  # a watcher has nothing to play
    phone.wait_for_selector("#turn:has-text('The night is over')", timeout=60_000)
    champion = phone.locator(".result").inner_text()
    assert champion.startswith("Champion: ") and champion.removeprefix("Champion: ") in {"Ada", "Bo", "Ada and Bo"}
    assert phone.locator("ol.program li.done").count() == 1 and phone.locator("#choices button").count() == 0
    phone.screenshot(path=str(tmp_path / "night-over.png"))
    bo.join(30)
    assert phone.locator("#error:not([hidden])").count() == 0
    assert table.leaks == [] and table.unchecked == [] and table.sent > 20


def test_ready_can_be_taken_back_on_the_page(phone, night_served):
    night = night_of(["Ada", "Bo"], ["goker", "pokeno"])
    table = night_served(night)
    join(phone, table.links["Ada"])
    phone.locator("#choices button", has_text="I am ready").tap()
    phone.wait_for_selector("ol.standings li.me .ready", timeout=WAIT_MS)
    assert "Ready: Ada" in phone.locator("#table").inner_text()
    phone.locator("#choices button", has_text="Not ready after all").tap()
    phone.wait_for_selector("#choices button:has-text('I am ready')", timeout=WAIT_MS)
    assert phone.locator("ol.standings .ready").count() == 0 and night.record.ready == []
