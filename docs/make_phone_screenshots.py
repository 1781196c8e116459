"""Screenshots of the phone page, as a player sees it in Chromium at 390x844 (a phone), for
docs/screenshots/phone/: Okey (the rack on the player's turn), Super Pokeno Bonus (choosing a
board, then the board with chips), The Goodge Rules (a trick), Goker (a guess) and Jokers (a
card's moves on the track: a joker's jump, a 9 split), against `gamenight serve` on 127.0.0.1 with bots;
and a night between two games.

Run (Debian's chromium and Playwright from PyPI): python docs/make_phone_screenshots.py
(`python docs/make_phone_screenshots.py night` takes the night's only)
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.net.browser import CHROMIUM, CHROMIUM_FLAGS, PHONE, Served  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "phone"


def join(page, link: str, name: str) -> None:
    page.goto(link)
    page.fill("#name", name)
    page.click("#join button")
    page.wait_for_selector(".link.up")


def seated(browser, game: str, seats: str, seed: int, scratch: Path):
    """`gamenight serve` for `game`, and a phone joined to its first seat as Ada: (the host, the page)."""
    served = Served(game, seats, seed, scratch / game)
    page = browser.new_context(**PHONE).new_page()
    join(page, served.links[0], "Ada")
    return served, page


def shot(page, name: str, full_page: bool = False) -> None:
    page.screenshot(path=str(OUT / f"{name}.png"), full_page=full_page)
    print(OUT / f"{name}.png")


def jokers_shots(page, wanted: dict[str, str]) -> None:
    """Play Jokers turns as the browser test does (a 7 or 9 first, else the first card; its last
    move); on a turn where a move's words hold one of `wanted`'s texts, that move is chosen and the
    track with it shot, then the turn is played as usual."""
    while wanted:
        page.locator(".turn.mine").wait_for()
        codes = [card.get_attribute("data-code") for card in page.locator(".hand .card.live").all()]
        page.locator(f".hand .card.live[data-code='{next((c for c in codes if c[0] in '79'), codes[0])}']").tap()
        moves = page.locator(".moves button.move")
        moves.first.wait_for()
        for name, text in list(wanted.items()):
            found = [index for index, words in enumerate(moves.all_inner_texts()) if text in words]
            if found:
                moves.nth(found[-1]).tap()
                page.wait_for_timeout(300)
                shot(page, name)
                del wanted[name]
        moves.last.tap()
        page.locator("#choices button.primary").tap()
        page.locator("#choices button.primary").wait_for(state="detached")


def night_shot(browser, scratch: Path) -> None:
    """A night on Ada's phone between its first two games: the Goker she watched is over (Bo and Cy
    played it with a bot), Bo and Cy are ready for Okey. Served here, as the tests serve a night."""
    import os

    os.environ["XDG_DATA_HOME"] = str(scratch / "night")  # the night's saves go to the scratch folder
    sys.path.insert(0, str(ROOT / "tests"))  # as the tests have it (watched.py reads leak_check.py)
    from tests.net.phones import follow_in_the_background
    from tests.net.watched import WatchedNight
    from tests.night.nights import night_of

    from gamenight.night.seating import NightBot

    night = night_of(["Ada", "Bo", "Cy"], ["goker", "okey", "pokeno"], bots=[NightBot("Robo", "easy")])
    night.set_plan([seat for seat in night.plan_seats() if seat.name != "Ada"])
    table = WatchedNight(night)
    page = browser.new_context(**PHONE).new_page()
    join(page, table.links["Ada"], "Ada")
    page.locator("#choices button").tap()
    for name in ("Bo", "Cy"):
        follow_in_the_background(table.links[name], name)
    page.locator("ol.program li.done").wait_for(timeout=60_000)
    page.locator("#table:has-text('Ready: Bo and Cy')").wait_for()
    shot(page, "night")
    table.stop()


def main() -> None:
    from playwright.sync_api import sync_playwright

    if sys.argv[1:] == ["night"]:
        with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
            night_shot(browser, Path(scratch))
            browser.close()
        return

    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        okey, page = seated(browser, "okey", "phone,bot:easy,bot:easy,bot:easy", 5, Path(scratch))
        page.locator("button", has_text="draw from the stock").wait_for()
        page.locator("button", has_text="draw from the stock").tap()
        page.locator("#discard-drop").wait_for()
        shot(page, "okey")
        okey.stop()

        pokeno, page = seated(browser, "pokeno", "phone,bot,bot", 3, Path(scratch))
        page.locator("button", has_text="Play board").first.wait_for()
        shot(page, "pokeno-choose")
        page.locator("button", has_text="Play board").first.tap()
        page.locator(".board .card.chip >> nth=5").wait_for(timeout=60_000)
        shot(page, "pokeno-board")
        pokeno.stop()

        goodge, page = seated(browser, "goodge", "phone,bot:easy,bot:easy,bot:easy", 5, Path(scratch))
        for _ in range(40):  # through the auction (passing, or naming trump) to a trick
            page.locator(".turn.mine").wait_for()
            page.wait_for_timeout(300)
            if page.locator(".hand .card.live").count() and page.locator(".trick .card").count():
                break
            for choice in ("#choices button:has-text('pass')", "#choices button:has-text('trump:')",
                           ".hand .card.live", "#choices button.primary"):
                if page.locator(choice).count():
                    page.locator(choice).first.tap()
                    break
        shot(page, "goodge")
        goodge.stop()

        goker, page = seated(browser, "goker", "phone,bot:easy,bot:easy", 3, Path(scratch))
        page.locator(".flash button").first.wait_for()
        shot(page, "goker-guess", full_page=True)
        goker.stop()

        jokers, page = seated(browser, "jokers", "phone,bot:easy,bot:easy,bot:easy", 13, Path(scratch))
        jokers_shots(page, {"jokers-split": " split: ", "jokers": "jumps to"})
        jokers.stop()
        night_shot(browser, Path(scratch))
        browser.close()


def join_screen() -> None:
    """The host's join screen, offscreen, for a table of two phones and two bots."""
    import os
    import socket

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gamenight.app.join_screen import JoinScreen
    from gamenight.app.match_controller import MatchController
    from gamenight.core.match import Match
    from gamenight.core.records import Seat
    from gamenight.net.desktop import PhoneTable
    from gamenight.storage.keeper import MatchKeeper

    app = QApplication.instance() or QApplication([])
    match = Match.start("okey", [Seat("Phone 1", "phone"), Seat("Phone 2", "phone"), Seat("Bo", "bot", "normal"),
                                 Seat("Cy", "bot", "normal")], seed=4)
    controller = MatchController(match, MatchKeeper(match, None, None))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    table = PhoneTable(controller, "127.0.0.1", port)
    table.start()
    screen = JoinScreen(table)
    screen.resize(760, 620)
    screen.show()
    app.processEvents()
    screen.grab().save(str(OUT / "join-screen.png"))
    print(OUT / "join-screen.png")
    table.stop()


if __name__ == "__main__":
    main()
    if sys.argv[1:] != ["night"]:
        join_screen()
