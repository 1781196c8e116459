"""The TV table, opened the way the host opens it (View -> TV table…) for each game: it draws the
public view through the game's own screen, names every player and whose turn it is, says what just
happened and what comes next in the game's own words and follows the game; for a phone table, a QR
code for each seat whose phone has not joined (gone once it joins) and the spectators' QR code; no
control, no caller's instruction, and nothing the host's keys or taps could do on it; the players
sit where the host's table shows them; it fits (nothing cut, no text under 12 px) at 1366x768 and
1920x1080 (the sizes the room reads are measured on real screens by test_tv_table_screens.py)."""
from __future__ import annotations

import asyncio
import random
import threading

import pytest
from aiohttp import ClientSession
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGraphicsView, QLabel, QLineEdit, QWidget
from tests.net.phones import join_by_link
from tests.net.test_desktop_host import free_port
from tests.test_text_sizes import small_scene_text, small_widget_text

from gamenight.app.tv_join_codes import LEAST_MODULE_PX, qr_modules
from gamenight.core import registry
from gamenight.core.engine import CHANCE, SPECTATOR
from gamenight.table.badge import PlayerBadge
from gamenight.table.mirror import CONTROLS
from gamenight.table.names import name_text
from layout_fit import unfit
from user_path import play_on, seats, start_from_launcher, start_seeded

GAMES = [info.id for info in registry.games() if info.built]
PLAYERS = {"goker": 3, "pokeno": 2, "okey": 4, "jokers": 4, "goodge": 4}


@pytest.fixture
def loopback(monkeypatch):
    """The table listens on 127.0.0.1 only (tests never use the machine's LAN address)."""
    monkeypatch.setattr("gamenight.net.serve.default_address", lambda: "127.0.0.1")


def start_bots(window, qtbot, game_id: str, phones: tuple[int, ...] = (), seed: int = 7, players: int = 0):
    """`game_id` from its tile: bots, but phones at the seats in `phones`."""
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"][:players or PLAYERS[game_id]]

    def fill(dialog):
        seats(dialog, len(names), {seat: "easy" for seat in range(len(names))}, names)
        for seat in phones:
            row = dialog.seat_rows[seat]
            row.kind.setCurrentIndex(row.kind.findData("phone"))
        dialog.seed.setText(str(seed))

    return start_from_launcher(window, qtbot, game_id, fill)


def open_tv(window, qtbot):
    """View -> TV table… (Ctrl+T), as the host opens it."""
    assert window.tv_action.isEnabled() and window.tv_action.shortcut().toString() == "Ctrl+T"
    window.tv_action.trigger()
    tv = window.phones.tv_table
    assert tv is not None
    qtbot.waitUntil(tv.isVisible, timeout=5000)
    return tv


def windowed_tv(window, qtbot, size: tuple[int, int]):
    """The TV table opened over the join screen, then out of full screen (F11's button) at `size`."""
    window.phones.join_screen.close()
    tv = open_tv(window, qtbot)
    tv.toggle_full_screen()
    qtbot.waitUntil(lambda: not tv.isFullScreen(), timeout=5000)
    tv.resize(*size)
    qtbot.wait(100)
    return tv


def moves_on(window, qtbot, moves: int) -> None:
    """`moves` more actions: the bots', and the host's draws where the host sets the pace (Goker,
    Pokeno), pressed as the host's screen would."""
    controller = window.controller
    match = controller.match
    goal = len(match.record.actions) + moves
    while len(match.record.actions) < goal and not match.is_over:
        if match.current_player == CHANCE and not controller.auto_chance:
            controller.draw()
        qtbot.wait(20)
        qtbot.waitUntil(lambda: len(match.record.actions) >= goal or match.is_over
                        or (match.current_player == CHANCE and not controller.auto_chance), timeout=20_000)


def band_text(tv) -> str:
    return "\n".join(label.text() for label in [*tv.band.players, tv.band.turn, *tv.band.event_lines]
                     if label.isVisible())


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tv_table_opens_from_the_menu_and_follows_the_game(window, qtbot, game_id):
    match = start_bots(window, qtbot, game_id)
    window.controller.bot_delay_ms = 150  # a pace at which each move can be seen
    tv = open_tv(window, qtbot)
    assert tv.isFullScreen()  # one screen: full screen on it
    screen = tv.table_screen
    assert type(screen) is type(window.screen_widget) and screen.viewer == SPECTATOR and screen.humans == []
    assert screen.view() == match.state.public_view()
    for seat in match.seats:
        assert any(seat.name in label.text() for label in tv.band.players)
    assert tv.band.join_codes is None  # no phones: no codes
    moves_on(window, qtbot, 3)
    seen = band_text(tv)
    moves_on(window, qtbot, 1)
    assert band_text(tv) != seen
    turn = match.current_player
    if turn >= 0:
        marked = [label for label in tv.band.players if label.text().startswith("\u25b6")]
        assert len(marked) == 1 and match.seats[turn].name in marked[0].text()
        assert f"{name_text(match.seats[turn].name)} to play" in tv.band.turn.text()
    assert "Nothing has happened yet." not in band_text(tv)
    told = [label.text() for label in tv.band.event_lines if label.isVisible()]
    assert told and all(line.endswith((".", "!")) and "\u2069:" not in line for line in told), told  # reports
    assert screen.view() == match.state.public_view()
    shown_controls = [widget for widget in screen.findChildren(QAbstractButton) + screen.findChildren(QLineEdit)
                      if widget.isVisibleTo(tv) and not widget.property("showsTheTable")
                      and not widget.parentWidget().property("showsTheTable")]
    assert not shown_controls, [widget.text() for widget in shown_controls]
    window.close_match()
    assert window.phones.tv_table is None and not window.tv_action.isEnabled()


def test_the_tv_takes_no_action(window, qtbot):
    """Keys and taps on the TV never play: its screen's controller takes nothing; Esc leaves full
    screen first, then closes the window; the app's Ctrl+T shows it again."""
    match = start_bots(window, qtbot, "goker")
    tv = open_tv(window, qtbot)
    assert not tv.mirror.draw() and not tv.mirror.enter_chance(None) and not tv.mirror.undo()
    assert not tv.table_screen.context.settings.sound and window.context.settings.sound  # the host's window speaks
    assert not tv.table_screen.more.speak_action.isChecked()
    actions = len(match.record.actions)
    qtbot.keyClick(tv, Qt.Key.Key_Space)
    assert tv.focusWidget() in (None, tv)  # the keys are the TV's, not its game screen's
    qtbot.keyClick(tv, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not tv.isFullScreen(), timeout=5000)
    assert tv.isVisible()
    qtbot.keyClick(tv, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not tv.isVisible(), timeout=5000)
    assert len(match.record.actions) - actions <= 1  # at most the deal, which the host's screen draws itself
    window.tv_action.trigger()
    qtbot.waitUntil(tv.isVisible, timeout=5000)
    window.close_match()


def join_and_wait(link: str, done: threading.Event, joined: threading.Event) -> None:
    """On a thread of its own: a phone joins by `link`, stays until `done`, then leaves."""
    async def scenario():
        async with ClientSession() as session:
            phone = await join_by_link(session, link)
            await phone.until(lambda data: data["type"] == "view")
            joined.set()
            await asyncio.get_running_loop().run_in_executor(None, done.wait, 30)
            await phone.socket.close()

    asyncio.run(scenario())


def test_an_open_phone_seat_shows_its_qr_code_until_its_phone_joins(window, qtbot, loopback):
    window.context.settings.phone_port = free_port()
    match = start_bots(window, qtbot, "okey", phones=(0, 2))
    table = window.phones.table
    assert table is not None
    window.phones.join_screen.close()
    tv = open_tv(window, qtbot)
    codes = tv.band.join_codes
    assert list(codes.tiles) == ["seat 1", "seat 3", "watch"]
    assert codes.tiles["watch"][2] == table.spectator_link and codes.tiles["seat 1"][2] == table.link(0)
    assert all(not picture.pixmap().isNull() and picture.isVisible() for picture, _, _ in codes.tiles.values())
    assert table.keys.code in codes.address.text() and f":{table.port}/" in codes.address.text()
    assert "Seat 3" in codes.tiles["seat 3"][1].text()
    qtbot.waitUntil(lambda: match.current_player in (0, 2), timeout=10_000)  # the game waits for a phone
    actions = len(match.record.actions)
    done, joined = threading.Event(), threading.Event()
    phone = threading.Thread(target=join_and_wait, args=(table.link(2), done, joined), daemon=True)
    phone.start()
    try:
        qtbot.waitUntil(joined.is_set, timeout=10_000)
        qtbot.waitUntil(lambda: list(codes.tiles) == ["seat 1", "watch"], timeout=10_000)
        qtbot.waitUntil(lambda: "Ada" in tv.band.players[2].text(), timeout=10_000)  # the phone's name
        assert len(match.record.actions) == actions  # told by the join itself, not by a move
        assert "Seat 1" in codes.tiles["seat 1"][1].text()
    finally:
        done.set()
        phone.join(10)
    window.close_match()


@pytest.mark.parametrize(("game_id", "size"), [
    *[(game_id, size) for game_id in ("jokers", "okey", "goker", "pokeno", "goodge")
      for size in ((1366, 768), (1920, 1080))]],
    ids=lambda value: f"{value[0]}x{value[1]}" if isinstance(value, tuple) else value)
def test_the_tv_table_fits(window, qtbot, loopback, game_id, size):
    window.context.settings.phone_port = free_port()
    start_bots(window, qtbot, game_id, phones=(0, 1))
    tv = windowed_tv(window, qtbot, size)
    assert tv.size().toTuple() == size
    problems = unfit(tv) + small_widget_text(tv) + small_scene_text(tv)
    assert not problems, f"{game_id} at {size}: " + "; ".join(problems[:8])
    controls = [widget for widget in tv.findChildren(QWidget) if isinstance(widget, CONTROLS)
                and widget.isVisibleTo(tv) and not widget.parentWidget().property("showsTheTable")]
    assert controls == [tv.full_screen_button]
    window.close_match()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_full_goker_table_with_eight_phones_to_join_fits(window, qtbot, loopback, size):
    """The most a band holds: ten names (in two columns) and nine codes."""
    window.context.settings.phone_port = free_port()
    start_bots(window, qtbot, "goker", phones=tuple(range(8)), players=10)
    tv = windowed_tv(window, qtbot, size)
    codes = tv.band.join_codes
    assert len(codes.tiles) == 9 and codes.qr_px >= LEAST_MODULE_PX * qr_modules(window.phones.table.link(0))
    problems = unfit(tv.band) + small_widget_text(tv.band)
    assert not problems, "; ".join(problems[:8])
    window.close_match()


def shown_words(root: QWidget) -> set[str]:
    return {label.text() for label in root.findChildren(QLabel) if label.isVisibleTo(root) and label.text()}


@pytest.mark.parametrize(("draw", "instruction"), [("external", "Tap each number as the caller calls it"),
                                                   ("app", "Validate any card: pick it by rank and suit")])
def test_the_tv_shows_the_table_not_the_callers_instructions(window, qtbot, draw, instruction):
    """A caller's console (Goker, cards at the table): the host's screen tells the caller what to
    tap, offers a card to validate (an empty card says to pick one) and, drawing itself, its speed;
    the TV shows the board, the balls and the sheets, and none of that."""
    def fill(dialog):
        seats(dialog, 3, {}, ["Ann", "Bo", "Cy"])
        for key, value in (("cards", "table"), ("draw", draw)):
            box = dialog.option_widgets[key]
            box.setCurrentIndex(box.findData(value))

    match = start_from_launcher(window, qtbot, "goker", fill)
    play_on(window, qtbot, 10, until=lambda: match.state.phase == "draw")  # the round's guesses
    host = window.screen_widget
    tv = open_tv(window, qtbot)
    screen = tv.table_screen
    assert host.prompt.text() == instruction and host.prompt.isVisible()  # what the caller reads at the desk
    assert instruction in shown_words(host) and host.picker.isVisible() and host.card_views[0].isVisible()
    assert screen.prompt.text() == instruction  # the TV's screen knows it too, and keeps it to itself
    assert instruction not in shown_words(tv)
    assert not screen.picker.isVisibleTo(tv) and not screen.card_views[0].isVisibleTo(tv)  # no card to pick
    assert host.controls.speed_label.isVisible() == (draw == "app")
    assert not screen.controls.speed_label.isVisibleTo(tv)  # "4.0 s", the caller's auto draw
    assert screen.board.isVisibleTo(tv) and screen.guess_sheet.widget.isVisibleTo(tv)
    window.close_match()


def test_the_band_says_what_comes_in_the_games_own_words(window, qtbot):
    """At a round's end of The Goodge Rules the band says the game's next step, not a line any game
    could say."""
    match, _screen = start_seeded(window, qtbot, "goodge", {1: "easy", 2: "easy", 3: "easy"},
                                  ["Ann", "Bo", "Cy", "Di"], seed=4)
    tv = open_tv(window, qtbot)
    rng = random.Random(3)
    while not match.state.completed_rounds():  # Ann's moves until the round ends, then the host waits
        qtbot.waitUntil(lambda: bool(match.state.completed_rounds()) or match.current_player == 0, timeout=10_000)
        if not match.state.completed_rounds():
            window.controller.act(rng.choice(match.state.legal_actions()), 0)
    assert match.current_player == CHANCE  # the next deal, at the host's word
    assert tv.band.turn.text() == "Round 2 is dealt next."
    assert tv.band.turn.isVisible()
    window.close_match()


def badge_places(screen) -> dict[int, tuple[float, float]]:
    """Where each seat's badge lies on the table (in the scene, which both screens draw alike)."""
    views = [view for view in screen.findChildren(QGraphicsView) if view.scene() is not None]
    badges = [item for view in views for item in view.scene().items() if isinstance(item, PlayerBadge)]
    return {screen.names.index(badge.info.name): (badge.pos().x(), badge.pos().y()) for badge in badges
            if badge.info.name in screen.names}


@pytest.mark.parametrize("game_id", ["okey", "jokers", "goodge"])
def test_the_players_sit_on_the_tv_where_the_hosts_table_shows_them(window, qtbot, game_id):
    """The person at the desk (seat 1 of 4) at the bottom of both tables, the others round from them
    alike: nobody is at the top of the TV who is at the side of the desk."""
    _match, host = start_seeded(window, qtbot, game_id, {1: "easy", 2: "easy", 3: "easy"},
                                ["Ann", "Bo", "Cy", "Di"], seed=4)
    qtbot.waitUntil(lambda: len(badge_places(host)) == 4, timeout=5000)
    tv = open_tv(window, qtbot)
    qtbot.waitUntil(lambda: len(badge_places(tv.table_screen)) == 4, timeout=5000)
    desk, room = badge_places(host), badge_places(tv.table_screen)
    assert desk[0][1] == max(y for _, y in desk.values())  # Ann, at the desk, sits at the bottom there
    assert room == desk
    window.close_match()
