"""Run by test_tv_table_screens.py in a process of its own, on two offscreen screens (a laptop and a
TV, given by a config file before Qt starts): for each game, a table as the room sees it (Goker's
console with the round's guesses and at a level's end, The Goodge Rules', Okey's and Pokeno's first
round's end, Pokeno and Jokers in play), the host's TV table opened on it and measured full screen and in a
window on the TV's screen, then full screen and in a window on the laptop's: every word the room
reads (labels, a panel's rich text, table cells and headings, the flashboard's numbers) in pixels,
and whatever is cut or covered; full screen on the TV in Turkish too (the TV's table built again in
a new language). With "night", instead of the games: a night's TV between two games (its
standings, measured apart) and in its Okey game with the standings' band. Printed as one JSON object.

Usage: python tv_sizes_probe.py CONSOLE_SCREEN_NAME [night]"""
from __future__ import annotations

import gc
import json
import os
import random
import sys

from PySide6 import QtGui
from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtGui import QFontInfo, QGuiApplication, QScreen, QTextDocument
from PySide6.QtWidgets import QHeaderView, QInputDialog, QLabel, QTableWidget, QWidget
from tests.night.night_table import NightPhones, night_played

from gamenight.app.application import create_application
from gamenight.app.preferences import PreferencesDialog
from gamenight.app.smoke import when_modal
from gamenight.app.tv_table import TvTable
from gamenight.caller.called_board import CalledBoard
from gamenight.core.engine import CHANCE
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goker.rules import Guess
from gamenight.table.screen import GameScreen
from gamenight.table.toast import Toast
from layout_fit import unfit
from two_screens import console_window

ISSUE_WINDOW = (1045, 768)
"""The window the TV table was crushed in, on a 1366x768 laptop."""
STEPS = 6000


def settle(ms: int = 200) -> None:
    """`ms` of the app's event loop (which also lets go of the widgets deleted, as the TV table of a
    game just closed)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def rich_text_px(label: QLabel) -> int:
    """The smallest size of a rich-text label's words, as its document lays them out."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    sizes = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.isValid() and fragment.text().strip("\u2068\u2069\u00a0 "):
                sizes.append(QFontInfo(fragment.charFormat().font().resolve(document.defaultFont())).pixelSize())
            fragments += 1
        block = block.next()
    return min(sizes, default=QFontInfo(label.font()).pixelSize())


def readable(tv: QWidget, part: QWidget | None = None) -> list[tuple[str, int]]:
    """(what, px) for every word the room reads on the TV (or on a `part` of it): labels (plain, or
    a panel's rich text), table cells and headings, the flashboard's numbers."""
    found: list[tuple[str, int]] = []
    for widget in (part or tv).findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not tv:
            continue
        pictured = isinstance(widget, QLabel) and widget.pixmap() is not None and not widget.pixmap().isNull()
        if isinstance(widget, QLabel) and widget.text().strip() and not pictured:
            rich = widget.textFormat() == Qt.TextFormat.RichText or (
                widget.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(widget.text()))
            found.append((widget.text()[:40], rich_text_px(widget) if rich else QFontInfo(widget.font()).pixelSize()))
        elif isinstance(widget, QHeaderView) and widget.count():
            heading = widget.model().headerData(0, widget.orientation())
            found.append((f"heading {heading}", QFontInfo(widget.viewport().font()).pixelSize()))
        elif isinstance(widget, QTableWidget):
            for row in range(widget.rowCount()):
                for column in range(widget.columnCount()):
                    item = widget.item(row, column)
                    if item is not None and item.text().strip():
                        own = item.data(Qt.ItemDataRole.FontRole) is not None  # else the table's font
                        font = item.font() if own else widget.font()
                        found.append((f"cell {item.text()}", QFontInfo(font).pixelSize()))
        elif isinstance(widget, CalledBoard):
            found.append(("the board's numbers", widget.label_px()))
    return found


def headings_out_of_sight(tv: QWidget) -> list[str]:
    """Column headings drawn past the end of their table (its columns wider than it shows)."""
    found = []
    for header in tv.findChildren(QHeaderView):
        if header.isVisible() and header.orientation() == Qt.Orientation.Horizontal:
            for section in range(header.count()):
                middle = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
                if not header.isSectionHidden(section) and not 0 <= middle <= header.viewport().width():
                    found.append(f"heading {header.model().headerData(section, header.orientation())} out of sight")
    return found


def passing(tv: QWidget) -> int:
    """How many of the words measured are a toast's or the message line's (a passing word, which a
    screen built again in a new language no longer shows)."""
    lines = [*tv.findChildren(Toast), *(screen.message for screen in tv.findChildren(GameScreen))]
    return sum(label.isVisible() and bool(label.text().strip()) for label in lines)


def measure(tv: QWidget, case: str) -> dict:
    settle(400)
    words = readable(tv)
    standings = getattr(tv, "standings", None)
    return {"case": case, "size": list(tv.size().toTuple()), "screen": list(tv.screen().size().toTuple()),
            "full": tv.isFullScreen(), "smallest": min(words, key=lambda word: word[1]) if words else None,
            "words": words, "lasting": len(words) - passing(tv), "unfit": (unfit(tv) + headings_out_of_sight(tv))[:8],
            "standings": readable(tv, standings) if standings is not None else []}


def open_tv(window) -> QWidget:
    """View -> TV table…, the screen offered first (the TV's) chosen."""
    when_modal(QInputDialog, lambda dialog: dialog.accept())
    window.tv_action.trigger()
    settle(300)
    return window.phones.tv_table


def speak(window, language: str) -> None:
    """View -> Preferences, `language` (a code: "tr", "en") chosen, OK."""
    def choose(dialog: PreferencesDialog) -> None:
        dialog.language.setCurrentIndex(dialog.language.findData(language))
        dialog.accept()

    when_modal(PreferencesDialog, choose)
    window.edit_preferences()
    if window.controller is not None:  # between a night's games no game is open
        window.controller.bot_delay_ms = 0


def screen_named(name: str) -> QScreen:
    """Asked afresh each time (Python's handle of a screen a deleted window was on is let go)."""
    return next(screen for screen in QGuiApplication.screens() if screen.name() == name)


def tour(window, laptop_name: str, tv_name: str, tv: QWidget | None = None, whole: bool = True) -> list[dict]:
    """The TV table (the window's, or `tv`) on the TV's screen (full screen, in Turkish too, then a
    window there), then on the laptop's (full screen, a window as it places itself, then the
    issue's 1045x768); not `whole`: only full screen on the TV's screen, in English and Turkish."""
    tv = tv or window.phones.tv_table
    laptop, tv_screen = screen_named(laptop_name), screen_named(tv_name)
    tv.show_on(tv_screen, window)
    seen = [measure(tv, "tv full screen")]
    speak(window, "tr")
    seen.append(measure(tv, "tv full screen, Turkish"))
    speak(window, "en")
    if not whole:
        return seen
    tv.toggle_full_screen()
    seen.append(measure(tv, "tv window"))
    tv.show_on(laptop, window)  # the console's screen: a window behind it
    tv.toggle_full_screen()
    seen.append(measure(tv, "laptop full screen"))
    tv.toggle_full_screen()
    seen.append(measure(tv, "laptop window"))
    tv.resize(*ISSUE_WINDOW)
    seen.append(measure(tv, "laptop window 1045x768"))
    tv.close()
    return seen


def play(window, until, rng: random.Random) -> None:
    """The match plays on (the bots, the draws, a person's move as a random legal one) until `until()`."""
    controller = window.controller
    match = controller.match
    for _ in range(STEPS):
        if until() or match.is_over:
            break
        player = match.current_player
        if player == CHANCE and not controller.auto_chance:
            controller.draw()
        elif player >= 0 and not match.seats[player].is_bot:
            controller.act(rng.choice(match.state.legal_actions()), player)
        settle(5)
    settle(300)


def open_game(window, game_id: str, seats: list[Seat], options: dict | None = None) -> Match:
    match = Match.start(game_id, seats, options or {}, seed=5)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    settle(300)
    return match


def people_and_bots(count: int) -> list[Seat]:
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    return [Seat(names[0])] + [Seat(name, "bot", "easy") for name in names[1:count]]


def goker(window, laptop_name, tv_name, rng) -> dict:
    """A caller's console, six players with their cards at the table: the round's guesses and a
    dozen balls, then a level's end as its cards turn over."""
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    match = open_game(window, "goker", [Seat(name) for name in names], {"cards": "table", "draw": "app"})
    controller = window.controller
    for seat in range(len(names)):
        controller.act(Guess(61 + seat), match.current_player)
    for _ in range(12):
        controller.draw()
    settle()
    open_tv(window)
    found = {"goker": tour(window, laptop_name, tv_name)}
    open_tv(window)  # open while the level ends: its cards turn over on the TV too
    play(window, lambda: len(match.state.completed_rounds()) >= 1, rng)
    found["goker level end"] = tour(window, laptop_name, tv_name)
    window.close_match()
    return found


def round_end(window, laptop_name, tv_name, rng, game_id: str, players: int, in_play=None) -> dict:
    """The first round's end; with `in_play(match)`, first the table once it holds."""
    match = open_game(window, game_id, people_and_bots(players))
    open_tv(window)
    found = {}
    if in_play is not None:
        play(window, lambda: in_play(match), rng)
        found[game_id] = tour(window, laptop_name, tv_name)
        open_tv(window)
    play(window, lambda: len(match.state.completed_rounds()) >= 1, rng)
    found[f"{game_id} round end"] = tour(window, laptop_name, tv_name)
    window.close_match()
    return found


def five_cards_called(match) -> bool:
    played = match.state.round
    return played is not None and len(played.drawn) >= 5


def jokers(window, laptop_name, tv_name, rng) -> dict:
    match = open_game(window, "jokers", people_and_bots(4))
    open_tv(window)
    play(window, lambda: len(match.record.actions) > 20 and match.current_player == 0, rng)
    found = {"jokers": tour(window, laptop_name, tv_name)}
    window.close_match()
    return found


def night(window, laptop_name, tv_name) -> dict:
    """A night of six people on phones (Ada's and Cy's joined, Ada ready), Goker played: the TV
    between games (the standings, the program, Okey next for four, two watching, the join codes of
    the four phones still to join), then in its Okey game with the standings' band over it."""
    tonight, records = night_played(1)
    phones = NightPhones(tonight, records)
    phones.join(0)
    phones.join(2)
    tonight.set_ready(tonight.record.people[0].uid)
    tv = TvTable(None, window.context, phones)
    tv.show_night(tonight, records)
    found = {"night": tour(window, laptop_name, tv_name, tv)}
    for person in tonight.record.people:  # the game's people at this machine: no phone server opens here
        tonight.set_presence(person.uid, "here")
    record = tonight.start_game(seed=3)
    for person in tonight.record.people:
        tonight.set_presence(person.uid, "phone")
    records[record.match_id] = record
    window.open_match(Match.from_record(record))
    window.controller.bot_delay_ms = 0
    records[record.match_id] = window.controller.match.record
    tv.show_game(window.controller, tonight, records)
    tv.show_on(screen_named(tv_name), window)  # open all night, as the host leaves it
    found["night okey"] = tour(window, laptop_name, tv_name, tv, whole=False)  # the band; the game's own sizes
    # are measured by the single games' tours
    tv.release()
    window.close_match()
    return found


def main() -> None:
    gc.disable()  # collected between the games, never inside Qt's event handling (see conftest.py)
    create_application()
    laptop_name = sys.argv[1]
    laptop = screen_named(laptop_name)
    tv_name = next(screen.name() for screen in QGuiApplication.screens() if screen.name() != laptop_name)
    window = console_window(laptop)
    settle(300)
    rng = random.Random(3)
    found: dict = {}
    games = (lambda: goker(window, laptop_name, tv_name, rng),
             lambda: round_end(window, laptop_name, tv_name, rng, "goodge", 4),
             lambda: round_end(window, laptop_name, tv_name, rng, "okey", 4),
             lambda: round_end(window, laptop_name, tv_name, rng, "pokeno", 3, five_cards_called),
             lambda: jokers(window, laptop_name, tv_name, rng))
    for game in (lambda: night(window, laptop_name, tv_name),) if sys.argv[2:] == ["night"] else games:
        found.update(game())
        settle()
        gc.collect()
    print(json.dumps(found), flush=True)
    window.close()
    os._exit(0)  # without the interpreter's teardown, which may crash under Qt's (see conftest.py)


if __name__ == "__main__":
    main()
