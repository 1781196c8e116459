"""The phone table's server against phones on loopback: joining with a seat's secret, playing
from phones against bots, and every hostile input of the issue answered to that phone alone while
the host and the other phones play on."""
import asyncio
import contextlib
import json
import threading

from aiohttp import WSMsgType
from tests.net.phones import run, table
from tests.test_view_leaks import leaked

from gamenight.core import codec
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.limits import Limits, TokenBucket
from gamenight.net.serve import parse_seats, start_match
from gamenight.net.server import Connection, PhoneServer
from gamenight.resources import resources_dir


def test_a_phone_joins_its_seat_by_its_secret_and_sees_only_that_seat():
    async def scenario():
        async with table("okey", "phone,bot,phone,bot", seed=4) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            # once a phone is to act, the bots wait, and the view must be the state's
            view = await ada.until(lambda d: d["type"] == "view" and d["turn"] in (0, 2))
            assert view["you"] == 0 and view["seat"] == 0 and view["names"][0] == "Ada"
            state = t.server.host.match.state
            assert view["view"] == codec.encode(state.view(0))
            assert not leaked("okey", view, state, 0)
            bo = await t.phone(t.keys.tokens[2], "Bo")
            view = await bo.until(lambda d: d["type"] == "view")
            assert view["you"] == 2 and view["names"][:3] == ["Ada", "Bot 1", "Bo"]
    run(scenario())


def test_a_wrong_old_or_missing_token_is_refused_before_any_game_data():
    async def scenario():
        async with table("okey", "phone,bot,bot,bot") as t:
            old = t.keys.tokens[0]
            t.server.keys.reissue(0)
            for token in ("not-a-token", old, None, "", 12, "x" * 5000):
                phone = await t.phone(None)
                await phone.send({"type": "hello", "token": token})
                first = await phone.next()
                assert first["type"] == "refused" and "does not open a seat" in first["reason"]
                assert await phone.next() is None  # closed, and no view was ever sent
            phone = await t.phone(None)
            await phone.send("not json at all")
            assert (await phone.next())["type"] == "refused"
    run(scenario())


def test_a_new_link_stops_the_old_one_at_once():
    async def scenario():
        async with table("pokeno", "phone,phone") as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            await ada.until(lambda d: d["type"] == "view")
            await t.server.reissue(0)
            assert (await ada.until(lambda d: d["type"] != "view"))["type"] == "refused"
            assert await ada.next() is None
            again = await t.phone(t.keys.tokens[0], "Ada")
            assert (await again.until(lambda d: d["type"] == "view"))["you"] == 0
    run(scenario())


def test_hostile_messages_get_an_error_to_that_phone_only_and_change_nothing():
    async def scenario():
        async with table("okey", "phone,bot,phone,bot", seed=2) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            bo = await t.phone(t.keys.tokens[2], "Bo")
            await ada.until(lambda d: d["type"] == "view")
            await bo.until(lambda d: d["type"] == "view" and d["turn"] in (0, 2))  # the bots wait now
            before = len(t.server.host.match.record.actions)
            hostile = [
                ("{not json", "not JSON"),
                (json.dumps({"type": "act", "action": {"kind": "no_such_move"}}), "not a move of Okey"),
                (json.dumps({"type": "act", "action": {"kind": "discard", "tile": "../../etc"}}), "not a move of Okey"),
                (json.dumps({"type": "act", "action": "discard"}), "not a move of Okey"),
                (json.dumps({"type": "launch missiles"}), "does not know that message"),
                (json.dumps([1, 2, 3]), "does not know that message"),
            ]
            for text, words in hostile:
                await bo.send(text)
                error = await bo.until(lambda d: d["type"] == "error")
                assert words in error["reason"]
            # Bo acts for Ada: a move only Ada may make now
            turn = t.server.host.match.current_player
            if turn == 0:
                legal = t.server.host.match.state.legal_actions()[0].to_json()
                await bo.act(legal)
                assert "not your turn" in (await bo.until(lambda d: d["type"] == "error"))["reason"]
            assert len(t.server.host.match.record.actions) == before
            assert ada.errors == []
    run(scenario())


def test_a_huge_message_closes_only_that_phone():
    async def scenario():
        async with table("pokeno", "phone,phone") as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            bo = await t.phone(t.keys.tokens[1], "Bo")
            await ada.until(lambda d: d["type"] == "view")
            await bo.until(lambda d: d["type"] == "view")
            # the host closes as soon as the frame's header gives its size: sending may fail midway
            with contextlib.suppress(ConnectionError):
                await bo.send("x" * (10 * 1024 * 1024))
            message = await asyncio.wait_for(bo.socket.receive(), 10)
            assert message.type in (WSMsgType.CLOSE, WSMsgType.CLOSED, WSMsgType.CLOSING, WSMsgType.ERROR)
            assert bo.socket.close_code in (1009, 1006)  # too big; 1006 when the host cut the send off midway
            assert t.server.connections and all(c.seat == 0 for c in t.server.connections)
            choose = next(e["action"] for e in ada.view["actions"] if e["action"]["kind"] == "choose_board")
            await ada.act(choose)
            view = await ada.until(lambda d: d["type"] == "view" and d["view"]["board_of"][0] is not None)
            assert view["view"]["board_of"][0] == choose["board"]
    run(scenario())


def test_a_flood_is_slowed_then_cut_off_and_the_others_play_on():
    async def scenario():
        limits = Limits(rate=5, burst=5, dropped_before_close=50)
        async with table("pokeno", "phone,phone", limits=limits) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            bo = await t.phone(t.keys.tokens[1], "Bo")
            await ada.until(lambda d: d["type"] == "view")
            await bo.until(lambda d: d["type"] == "view")
            for _ in range(200):
                await bo.send({"type": "hello"})
            await bo.until(lambda d: d["type"] == "error" and "Too many messages" in d["reason"])
            while await bo.next() is not None:
                pass
            assert bo.socket.closed
            choose = next(e["action"] for e in ada.view["actions"] if e["action"]["kind"] == "choose_board")
            await ada.act(choose)
            await ada.until(lambda d: d["type"] == "view" and d["view"]["board_of"][0] is not None)
    run(scenario())


def test_a_second_phone_on_a_seat_takes_it_and_the_first_is_told():
    async def scenario():
        async with table("pokeno", "phone,bot") as t:
            first = await t.phone(t.keys.tokens[0], "Ada")
            await first.until(lambda d: d["type"] == "view")
            second = await t.phone(t.keys.tokens[0], "Ada")
            await second.until(lambda d: d["type"] == "view")
            told = await first.until(lambda d: d["type"] == "replaced")
            assert "Another phone" in told["reason"]
            assert await first.next() is None
    run(scenario())


def test_only_the_pages_own_files_are_served_with_a_strict_policy():
    page = {path.read_bytes() for path in (resources_dir() / "phone").iterdir()}

    async def scenario():
        async with table("pokeno", "phone,bot") as t:
            for path in ("/", "/phone.js", "/okey.js", "/phone.css"):
                async with t.session.get(t.url(path)) as response:
                    assert response.status == 200
                    assert "default-src 'none'" in response.headers["Content-Security-Policy"]
                    assert response.headers["X-Content-Type-Options"] == "nosniff"
            for path in ("/../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2fpyproject.toml",
                         "/resources", "/phone", "/index.html/", "/.%2e/okey.js", "/nothing.js"):
                async with t.session.get(t.url("/") + path.lstrip("/")) as response:
                    body = await response.read()
                    # a path that a client folds back into the page ("/.%2e/okey.js") may give that file; nothing else
                    assert response.status == 404 or (response.status == 200 and body in page), path
    run(scenario())


def test_a_socket_from_another_origin_is_refused():
    async def scenario():
        async with table("pokeno", "phone,bot") as t:
            try:
                await t.phone(t.keys.tokens[0], origin="http://evil.example")
            except Exception as error:  # the upgrade is refused with 403
                assert "403" in str(error)
            else:
                raise AssertionError("the socket was accepted")
    run(scenario())


def test_a_phone_plays_an_okey_round_against_bots_to_its_end_and_reconnects_mid_turn():
    async def scenario():
        async with table("okey", "phone,bot:easy,bot:easy,bot:easy", seed=7) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            reconnected = False
            view = await ada.my_turn()
            while not t.server.host.match.state.completed_rounds():
                if not reconnected:  # drop mid-turn, come back, and get the same turn
                    await ada.socket.close()
                    ada = await t.phone(t.keys.tokens[0], "Ada")
                    again = await ada.my_turn()
                    assert again["actions"] == view["actions"] and again["view"] == view["view"]
                    reconnected = True
                kinds = [e["action"] for e in view["actions"]]
                chosen = next((a for a in kinds if a["kind"] == "finish"), None) or next(
                    (a for a in kinds if a["kind"] == "draw_stock"), None) or kinds[-1]
                await ada.act(chosen)
                view = await ada.my_turn()
                assert not ada.errors
            assert t.server.host.match.state.completed_rounds() and reconnected
    run(scenario())


def test_a_phone_takes_back_its_own_last_move_only_until_the_next_player_moves():
    async def scenario():
        async with table("okey", "phone,phone,bot,bot", seed=3, pace=1.0) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            bo = await t.phone(t.keys.tokens[1], "Bo")
            match = t.server.host.match
            view = await ada.until(lambda d: d["type"] == "view" and d["turn"] in (0, 1))
            mover, phone, other = (0, ada, bo) if view["turn"] == 0 else (1, bo, ada)
            view = await phone.until(lambda d: d["type"] == "view" and d["actions"])
            before = len(match.record.actions)
            await phone.act(view["actions"][0]["action"])
            after = await phone.until(lambda d: d["type"] == "view" and d["version"] > before)
            assert after["can_undo"] and not (await other.until(lambda d: d["type"] == "view"))["can_undo"]
            await other.send({"type": "undo"})
            assert "no move to take back" in (await other.until(lambda d: d["type"] == "error"))["reason"]
            await phone.send({"type": "undo"})
            back = await phone.until(lambda d: d["type"] == "view" and d["version"] == before)
            assert back["actions"] == view["actions"] and len(match.record.actions) == before
            assert mover == back["turn"]
    run(scenario())


def test_a_hint_comes_from_the_strongest_bot_for_the_phone_on_its_turn_only():
    async def scenario():
        async with table("okey", "phone,bot:easy,bot:easy,bot:easy", seed=6) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            view = await ada.until(lambda d: d["type"] == "view" and d["actions"])
            await ada.send({"type": "hint"})
            hint = await ada.until(lambda d: d["type"] == "hint")
            offered = [entry["action"] for entry in view["actions"]]
            assert hint["action"] in offered and hint["words"][0].isupper()
    run(scenario())


def test_the_table_code_joins_a_seat_that_never_joined_and_guessing_it_is_stopped():
    async def scenario():
        async with table("pokeno", "phone,phone,bot") as t:
            code = t.keys.code
            ada = await t.phone(None)
            await ada.send({"type": "hello", "code": code.lower(), "seat": 2, "name": "Ada"})
            given = await ada.until(lambda d: d["type"] == "token")
            assert given["token"] == t.keys.tokens[1]
            assert (await ada.until(lambda d: d["type"] == "view"))["you"] == 1
            again = await t.phone(None)
            await again.send({"type": "hello", "code": code, "seat": 2})
            assert "joined already" in (await again.next())["reason"]
            for seat, words in ((3, "not played from a phone"), ("1", "not played from a phone")):
                phone = await t.phone(None)
                await phone.send({"type": "hello", "code": code, "seat": seat})
                assert words in (await phone.next())["reason"]
            wrong = "".join("Z" if letter != "Z" else "Y" for letter in code)
            for _ in range(10):
                phone = await t.phone(None)
                await phone.send({"type": "hello", "code": wrong, "seat": 1})
                assert "not this table's code" in (await phone.next())["reason"]
            phone = await t.phone(None)
            await phone.send({"type": "hello", "code": code, "seat": 1})  # even the right code waits now
            assert "Too many wrong codes" in (await phone.next())["reason"]
    run(scenario())


def test_the_phone_that_acted_is_sent_its_new_view_before_the_others_are_built():
    """A GOKER! call (any move) is answered to its phone first, not after the whole table's views."""
    told: list[tuple[str, int, int]] = []  # ("built" or "sent", seat, version), in order

    class Socket:
        def __init__(self, seat):
            self.seat = seat

        async def send_str(self, text):
            told.append(("sent", self.seat, json.loads(text)["version"]))

    match = start_match("goker", parse_seats("phone,phone,phone", "goker"), seed=5)
    host = TableHost(match, {0, 1, 2})
    build = host.view_message

    def view_message(seat, memo=None, language="en"):
        told.append(("built", seat, len(match.record.actions)))
        return build(seat, memo, language)

    host.view_message = view_message
    server = PhoneServer(host, TableKeys(3), resources_dir() / "phone")
    while host.automatic_step():
        pass  # the deal
    guesser = match.current_player
    assert guesser == 1  # the first guess is not the first phone's, as the table lists them
    connections = [Connection(Socket(seat), seat, TokenBucket(10, 20)) for seat in range(3)]
    server.connections.extend(connections)
    act = {"type": "act", "action": {"kind": "guess", "number": 7}}
    run(server._receive(connections[guesser], json.dumps(act)))
    version = len(match.record.actions)
    assert told[:2] == [("built", guesser, version), ("sent", guesser, version)]
    assert sorted(told[2:]) == [(kind, seat, version) for kind in ("built", "sent") for seat in (0, 2)]


def test_a_moves_save_is_begun_before_its_views_are_built_and_its_rest_written_off_the_loop_beside_them():
    """Hosting alone (`gamenight serve`), a phone's move has the quick half of its save written on
    the loop before any view of it is built (a kill -9 then loses nothing a phone was told); the
    rest is written in a worker thread, and the views do not wait for it."""
    told: list[str] = []
    rest_may_end = threading.Event()

    class Socket:
        async def send_str(self, text):
            told.append("sent")

    def rest():
        told.append("rest off the loop" if threading.current_thread() is not threading.main_thread() else
                    "rest on the loop")
        told.append("rest ended" if rest_may_end.wait(5) else "rest timed out")

    def save():
        told.append("quick half")
        return rest

    match = start_match("okey", parse_seats("phone,phone,phone,phone", "okey"), seed=5)
    host = TableHost(match, {0, 1, 2, 3}, save)
    build = host.view_message

    def view_message(seat, memo=None, language="en"):
        told.append("built")
        return build(seat, memo, language)

    host.view_message = view_message
    server = PhoneServer(host, TableKeys(4), resources_dir() / "phone")
    while host.automatic_step():
        pass  # the deal
    host.take_save()  # the deal's save, made here
    player = match.current_player
    connections = [Connection(Socket(), seat, TokenBucket(10, 20)) for seat in range(4)]
    server.connections.extend(connections)
    action = codec.encode(host.view_message(player)["actions"][0]["action"])
    told.clear()

    async def scenario():
        await server._receive(connections[player], json.dumps({"type": "act", "action": action}))
        sent_before_the_rest_ended = list(told)
        rest_may_end.set()
        await server.saves.settled()
        return sent_before_the_rest_ended

    sent = run(scenario())
    assert sent[0] == "quick half" and sent.count("built") == 4 and sent.count("sent") == 4
    assert "rest ended" not in sent and "rest off the loop" in told and told[-1] == "rest ended"
    assert host.take_save() is None  # saved once


def test_a_view_asked_for_before_a_moves_broadcast_waits_for_its_quick_half():
    """A hello answered between a move and its views' broadcast (which takes its save) gets the
    whole view only once the move's quick half is written."""
    told: list[str] = []

    class Socket:
        async def send_str(self, text):
            told.append("sent")

    def save():
        told.append("quick half")
        return lambda: told.append("rest")

    match = start_match("okey", parse_seats("phone,phone,phone,phone", "okey"), seed=5)
    host = TableHost(match, {0, 1, 2, 3}, save)
    server = PhoneServer(host, TableKeys(4), resources_dir() / "phone")
    while host.automatic_step():
        pass  # the deal, not saved yet: no broadcast took its save
    connection = Connection(Socket(), 0, TokenBucket(10, 20))
    server.connections.append(connection)

    async def scenario():
        await server._receive(connection, json.dumps({"type": "hello"}))
        await server.saves.settled()

    run(scenario())
    assert told[0] == "quick half" and sorted(told[1:]) == ["rest", "sent"]


def test_no_change_touches_the_game_until_the_last_moves_rest_is_written():
    """The rest of a save reads the game in its thread: a phone's next move waits for it, even when
    the broadcast that began it was cancelled meanwhile (the host stops)."""
    writing, may_end = threading.Event(), threading.Event()
    told: list[str] = []

    def rest():
        writing.set()
        may_end.wait(5)
        told.append("rest ended")

    match = start_match("okey", parse_seats("phone,phone,phone,phone", "okey"), seed=5)
    host = TableHost(match, {0, 1, 2, 3}, lambda: rest)
    server = PhoneServer(host, TableKeys(4), resources_dir() / "phone")

    async def scenario():
        while host.automatic_step():
            pass  # the deal
        broadcast = asyncio.create_task(server.broadcast())
        while not writing.is_set():
            await asyncio.sleep(0.01)
        broadcast.cancel()
        change = asyncio.create_task(server.at_table(lambda: told.append("changed")))
        await asyncio.sleep(0.05)
        waited = told == [] and not change.done()
        may_end.set()
        await asyncio.wait_for(change, 5)
        with contextlib.suppress(asyncio.CancelledError):
            await broadcast
        return waited, told, server.lock.locked()

    assert run(scenario()) == (True, ["rest ended", "changed"], False)
