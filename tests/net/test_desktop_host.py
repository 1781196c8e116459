"""The desktop as the host: the phone table's server on its own thread while the game stays in
the window's match controller on the Qt thread. A phone plays Okey against the controller's bots,
every move it makes goes through the controller (saved, on the screens), and the window never
waits for the phone."""
import asyncio
import errno
import queue
import socket
import threading

import pytest
from aiohttp import ClientSession
from tests.net.phones import join_by_link

from gamenight.app.match_controller import MatchController
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.net.desktop import PhoneTable
from gamenight.storage.keeper import MatchKeeper


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def phone_plays(link: str, turns: int, results: queue.Queue) -> None:
    """On a thread of its own: join by the link and make `turns` moves; put what it saw in `results`."""
    async def scenario():
        async with ClientSession() as session:
            phone = await join_by_link(session, link)
            moves, acted = 0, -1
            while moves < turns:
                view = await phone.until(
                    lambda d, acted=acted: d["type"] == "view" and d["actions"] and d["version"] > acted)
                await phone.act(view["actions"][0]["action"])
                moves, acted = moves + 1, view["version"]
            last = await phone.until(lambda d: d["type"] == "view" and d["version"] > view["version"])
            return moves, last, phone.errors

    try:
        results.put(asyncio.run(asyncio.wait_for(scenario(), 60)))
    except Exception as error:  # the test thread reports it
        results.put(error)


def test_a_phone_plays_through_the_window_controller_on_its_own_server_thread(qtbot):
    match = Match.start("okey", [Seat("Ada", "phone")] + [Seat(f"Bot {n}", "bot", "easy") for n in (1, 2, 3)],
                        seed=9)
    controller = MatchController(match, MatchKeeper(match, None, None), bot_delay_ms=0)
    heard = []
    controller.changed.connect(lambda change: heard.append(change))
    table = PhoneTable(controller, "127.0.0.1", free_port(), pace=0)
    table.start()
    try:
        controller.start()
        results: queue.Queue = queue.Queue()
        threading.Thread(target=phone_plays, args=(table.link(0), 6, results), daemon=True).start()
        qtbot.waitUntil(lambda: not results.empty(), timeout=60_000)
        outcome = results.get()
        assert not isinstance(outcome, Exception), outcome
        moves, last, errors = outcome
        assert moves == 6 and errors == []
        phone_moves = [change for change in heard if change.actor == 0]
        assert len(phone_moves) >= 6  # every phone move went through the controller
        assert last["you"] == 0 and last["names"][0] == "Ada"
        assert table.presence(0).joined or table.presence(0).ever
    finally:
        table.stop()
    assert match.record.view_state["phone_table"]["tokens"][0] == table.keys.tokens[0]


def test_the_join_screen_shows_each_phone_seat_and_lets_the_host_manage_it(qtbot):
    from gamenight.app.join_screen import JoinScreen, presence_text
    from gamenight.net.connection import SeatPresence

    match = Match.start("okey", [Seat("Phone 1", "phone"), Seat("Phone 2", "phone"), Seat("Bo", "bot", "easy"),
                                 Seat("Cy", "bot", "easy")], seed=4)
    controller = MatchController(match, MatchKeeper(match, None, None), bot_delay_ms=0)
    table = PhoneTable(controller, "127.0.0.1", free_port(), pace=0)
    table.start()
    try:
        screen = JoinScreen(table)
        qtbot.addWidget(screen)
        assert sorted(screen.rows) == [0, 1]
        for seat, row in screen.rows.items():
            assert row["link"].text() == table.link(seat) and not row["qr"].pixmap().isNull()
            assert row["qr"].pixmap().width() >= 150 and row["state"].text() == "never joined"
        old = table.keys.tokens[1]
        screen.rows[1]["bot"].click()  # the host lets a bot play seat 2 for now
        assert match.seats[1].is_bot and "a bot plays" in screen.rows[1]["state"].text()
        screen._new_link(1)
        assert table.keys.tokens[1] != old and screen.rows[1]["link"].text().endswith(table.keys.tokens[1])
        screen.rows[1]["bot"].click()
        assert match.seats[1].is_phone
        screen.rows[0]["name"].setText("Ada")
        screen.rows[0]["name"].editingFinished.emit()
        assert match.seats[0].name == "Ada" and table.host.names[0] == "Ada"
        assert match.record.view_state["phone_table"]["tokens"][1] == table.keys.tokens[1]
    finally:
        table.stop()
    assert presence_text(SeatPresence(joined=True)) == "joined"
    assert presence_text(SeatPresence(away_since=100.0, ever=True), now=112.0) == "away for 12 s"


def test_a_move_the_window_controller_refuses_reaches_the_phone_with_the_controllers_reason(qtbot):
    """The controller's refusal (here a bot still moving) is the phone's refusal, in words the host
    translates for that phone, not a vague "could not take it"."""
    from gamenight.app.match_controller import WAIT_FOR_BOT
    from gamenight.core.seat_messages import RefusedAction

    match = Match.start("okey", [Seat("Ada", "phone")] + [Seat(f"Bot {n}", "bot", "easy") for n in (1, 2, 3)],
                        seed=9)
    controller = MatchController(match, MatchKeeper(match, None, None), bot_delay_ms=0)
    table = PhoneTable(controller, "127.0.0.1", free_port(), pace=0)
    while match.current_player < 0:  # the deal
        controller.draw(by_user=False)
    turn = match.current_player
    assert match.seats[turn].is_bot
    refusal = None
    try:
        table._play(match.state.legal_actions()[0], turn)
    except RefusedAction as error:
        refusal = error
    finally:
        controller.close()  # the bot the deal woke never starts
    assert refusal is not None and refusal.reason == WAIT_FOR_BOT
    assert match.record.actions[-1]["kind"] == "deal"


@pytest.mark.parametrize("error, said", [
    (OSError(errno.EADDRNOTAVAIL, "Cannot assign requested address"),
     "bu bilgisayarda böyle bir ağ adresi yok (ağa hâlâ bağlı mı?)"),
    (OSError(errno.EHOSTDOWN, "Host is down"), "sistemin iletisi: Host is down"),
    (TimeoutError(), "masanın sunucusu zamanında başlamadı"),
], ids=["no-address", "the-systems-words", "late"])
def test_a_table_that_cannot_open_to_phones_says_why_in_the_apps_language(qtbot, monkeypatch, turkish, error, said):
    from PySide6.QtWidgets import QMessageBox, QWidget

    from gamenight.app.phone_hosting import PhoneHosting

    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: warned.append(text))

    def fails(self) -> None:
        raise error

    monkeypatch.setattr(PhoneTable, "start", fails)
    match = Match.start("okey", [Seat("Ada", "phone")] + [Seat(f"Bot {n}", "bot", "easy") for n in (1, 2, 3)], seed=9)
    controller = MatchController(match, MatchKeeper(match, None, None), bot_delay_ms=0)
    parent = QWidget()
    qtbot.addWidget(parent)
    hosting = PhoneHosting(parent)
    hosting.open(controller, free_port())
    assert hosting.table is None
    assert warned == [f"Masa telefonlara açılamadı: {said}. Oyun kaydedildi; yeniden denemek için oyuna devam edin."]
