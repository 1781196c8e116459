"""Screenshots of the phone page, as a player sees it in Chromium at 390x844 (a phone), in English
(docs/screenshots/phone/) and in Turkish (docs/screenshots/phone/tr/), against `gamenight serve` on
127.0.0.1 with bots: the join page; Okey (the rack on the player's turn, the okey named); Super
Pokeno Bonus (choosing a board, a board with chips, a round's result); The Goodge Rules (a trick,
the trick taken last, a dimmed card's reason); Goker (the guess board, a level's end, its result);
Jokers (a card's moves on the track: a joker's jump, a 9 split, a card with no move); the
desktop's join screen; and (in English) a night between two games.

Run (Debian's chromium and Playwright from PyPI): python docs/make_phone_screenshots.py
(`python docs/make_phone_screenshots.py night` takes the night's only)
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.net.browser import CHROMIUM, CHROMIUM_FLAGS, PHONE, Served, tap_if_there  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "phone"
LOCALES = {"en": "en-US", "tr": "tr-TR"}
SECONDS = 120  # the most one moment may take to come


class Shots:
    """A browser, a scratch folder for the served games, and where one language's pictures go."""

    def __init__(self, browser, scratch: Path, language: str):
        self.browser, self.scratch, self.language = browser, scratch, language
        self.out = OUT if language == "en" else OUT / language
        self.out.mkdir(parents=True, exist_ok=True)

    def page(self):
        return self.browser.new_context(**PHONE, locale=LOCALES[self.language]).new_page()

    def seated(self, game: str, seats: str, seed: int, pace: float = 0.0):
        """`gamenight serve` for `game`, and a phone joined to its first seat as Ada: (the host, the page)."""
        served = Served(game, seats, seed, self.scratch / f"{game}-{self.language}-{seed}", pace=pace)
        page = self.page()
        join(page, served.links[0], "Ada" if self.language == "en" else "Ayşe")
        return served, page

    def shot(self, page, name: str, full_page: bool = False) -> None:
        path = self.out / f"{name}.png"
        page.screenshot(path=str(path), full_page=full_page)
        print(path)


def join(page, link: str, name: str) -> None:
    page.goto(link)
    page.fill("#name", name)
    page.click("#join button")
    page.wait_for_selector(".link.up")


def until(page, done, step) -> None:
    """Call `step(page)` until `done(page)`."""
    deadline = time.monotonic() + SECONDS
    while not done(page):
        if time.monotonic() > deadline:
            raise TimeoutError("the moment to shoot never came")
        step(page)
        page.wait_for_timeout(40)


def join_page(shots: Shots) -> None:
    served = Served("okey", "phone,bot:easy,bot:easy,bot:easy", 3, shots.scratch / f"join-{shots.language}")
    page = shots.page()
    page.goto(served.links[0])
    shots.shot(page, "join")
    page.goto(served.links[0].split("#")[0])
    shots.shot(page, "join-by-code")
    served.stop()


def okey(shots: Shots) -> None:
    served, page = shots.seated("okey", "phone,bot:easy,bot:easy,bot:easy", 3)  # a false joker on the rack
    page.locator(".rack .tile[data-code]").first.wait_for()
    page.locator("#choices button.primary").first.tap()  # draw from the stock
    page.locator("#discard-drop").wait_for()
    shots.shot(page, "okey")
    served.stop()


def pokeno(shots: Shots) -> None:
    served, page = shots.seated("pokeno", "phone,bot,bot", 3, pace=0.15)  # slow enough to catch a call
    page.locator(".board-numbers button").nth(2).tap()
    page.wait_for_timeout(200)
    shots.shot(page, "pokeno-choose")
    page.locator(".board-picker button.primary").tap()
    page.locator(".board .card.chip >> nth=8").wait_for(timeout=60_000)
    page.wait_for_timeout(300)  # the last card's chip drops
    shots.shot(page, "pokeno-board")
    page.locator(".round-result").wait_for(timeout=60_000)
    shots.shot(page, "pokeno-result")
    served.stop()


def goodge(shots: Shots) -> None:
    served, page = shots.seated("goodge", "phone,bot:easy,bot:easy,bot:easy", 5)

    def trick_and_last_one(page) -> bool:
        return bool(page.locator(".turn.mine").count() and page.locator(".trick:not(.small) .card").count()
                    and page.locator(".taken").count() and page.locator(".hand .card.dim").count())

    def step(page) -> None:
        if page.locator(".turn.mine").count():
            for choice in ("#choices button:has-text('pas')", "#choices button:has-text('koz:')",
                           "#choices button:has-text('trump:')", ".hand .card.live", "#choices button.primary"):
                if tap_if_there(page, choice):
                    break

    until(page, trick_and_last_one, step)
    page.wait_for_timeout(300)
    page.locator(".hand .card.dim").first.tap()  # why it cannot be played
    page.locator("#error:not([hidden])").wait_for()
    shots.shot(page, "goodge")
    served.stop()


def goker(shots: Shots) -> None:
    served, page = shots.seated("goker", "phone,bot:easy,bot:easy", 3)
    taken = set()

    def step(page) -> None:
        if page.locator(".flash .is-guessed").count() >= 2 and page.locator(".flash button").count() \
                and "guess" not in taken:
            shots.shot(page, "goker-guess")
            taken.add("guess")
        if page.locator(".todo").count() and "end" not in taken:
            page.wait_for_timeout(300)
            shots.shot(page, "goker-level-end")
            taken.add("end")
        any(tap_if_there(page, choice) for choice in ("button.goker", ".bingo-card button.primary", ".flash button"))

    until(page, lambda page: page.locator(".level-result").count() and "end" in taken, step)
    page.wait_for_timeout(300)
    shots.shot(page, "goker-result")
    served.stop()


def jokers(shots: Shots) -> None:
    """Play Jokers turns as the browser test does (a 7 or 9 first, else the first card; its last
    move); on a turn where a move's words hold one of the wanted texts, that move is chosen and the
    track with it shot, then the turn is played as usual; a card with no move is tapped once."""
    served, page = shots.seated("jokers", "phone,bot:easy,bot:easy,bot:easy", 13)
    wanted = {"jokers-split": (" split: ", " böl"), "jokers": ("jumps to", "atlar")}
    dimmed = False
    while wanted or not dimmed:
        page.locator(".turn.mine").wait_for()
        page.wait_for_timeout(100)
        if not dimmed and page.locator(".hand .card.dim").count():
            page.locator(".hand .card.dim").first.tap()
            page.locator("#error:not([hidden])").wait_for()
            shots.shot(page, "jokers-no-move")
            dimmed = True
        codes = [card.get_attribute("data-code") for card in page.locator(".hand .card.live").all()]
        page.locator(f".hand .card.live[data-code='{next((c for c in codes if c[0] in '79'), codes[0])}']").tap()
        moves = page.locator(".moves button.move")
        moves.first.wait_for()
        for name, texts in list(wanted.items()):
            found = [index for index, words in enumerate(moves.all_inner_texts()) if any(t in words for t in texts)]
            if found:
                moves.nth(found[-1]).tap()
                page.wait_for_timeout(300)
                shots.shot(page, name)
                del wanted[name]
        moves.last.tap()
        page.locator("#choices button.primary").tap()
        page.locator("#choices button.primary").wait_for(state="detached")
    served.stop()


def night_shot(shots: Shots) -> None:
    """A night on Ada's phone between its first two games: the Goker she watched is over (Bo and Cy
    played it with a bot), Bo and Cy are ready for Okey. Served here, as the tests serve a night."""
    import os

    os.environ["XDG_DATA_HOME"] = str(shots.scratch / "night")  # the night's saves go to the scratch folder
    sys.path.insert(0, str(ROOT / "tests"))  # as the tests have it (watched.py reads leak_check.py)
    from tests.net.phones import follow_in_the_background
    from tests.net.watched import WatchedNight
    from tests.night.nights import night_of

    from gamenight.night.seating import NightBot

    night = night_of(["Ada", "Bo", "Cy"], ["goker", "okey", "pokeno"], bots=[NightBot("Robo", "easy")])
    night.set_plan([seat for seat in night.plan_seats() if seat.name != "Ada"])
    table = WatchedNight(night)
    page = shots.page()
    join(page, table.links["Ada"], "Ada")
    page.locator("#choices button").tap()
    for name in ("Bo", "Cy"):
        follow_in_the_background(table.links[name], name)
    page.locator("ol.program li.done").wait_for(timeout=60_000)
    page.locator("#table:has-text('Ready: Bo and Cy')").wait_for()
    shots.shot(page, "night")
    table.stop()


def main() -> None:
    from playwright.sync_api import sync_playwright

    if sys.argv[1:] == ["night"]:
        with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
            night_shot(Shots(browser, Path(scratch), "en"))
            browser.close()
        return

    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        for language in LOCALES:
            shots = Shots(browser, Path(scratch), language)
            for moment in (join_page, okey, pokeno, goodge, goker, jokers):
                moment(shots)
        night_shot(Shots(browser, Path(scratch), "en"))
        browser.close()


def join_screens() -> None:
    """The host's join screen, offscreen, for a table of two phones and two bots, at the size it
    opens, in English and in Turkish."""
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
    from gamenight.table.language import install_language

    app = QApplication.instance() or QApplication([])
    match = Match.start("okey", [Seat("Phone 1", "phone"), Seat("Phone 2", "phone"), Seat("Bo", "bot", "normal"),
                                 Seat("Cy", "bot", "normal")], seed=4)
    controller = MatchController(match, MatchKeeper(match, None, None))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    table = PhoneTable(controller, "127.0.0.1", port)
    table.start()
    for language, folder in (("en", OUT), ("tr", OUT / "tr")):
        install_language(language)
        screen = JoinScreen(table)
        screen.show()
        app.processEvents()
        screen.grab().save(str(folder / "join-screen.png"))
        print(folder / "join-screen.png", screen.size().toTuple())
        screen.close()
    table.stop()


if __name__ == "__main__":
    main()
    if sys.argv[1:] != ["night"]:
        join_screens()
