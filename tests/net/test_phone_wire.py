"""What a broadcast writes on each socket (net/wire.py): a view leaves out only the large fields the
phone has already, named in `kept`; put back, it is the view the host builds for that seat afresh;
a hello is answered whole; the spectators' view is built once however many watch, and at a night
everyone watching is sent one text, before the seats are sent theirs."""
import asyncio
import io
import json
import random
from collections import defaultdict

from tests.net.phones import run

from gamenight.core.engine import SPECTATOR
from gamenight.core.seat_messages import seat_actions
from gamenight.net import host as host_module, wire
from gamenight.net.host import TableHost
from gamenight.net.keys import TableKeys
from gamenight.net.limits import TokenBucket
from gamenight.net.night_resume import open_night_saves
from gamenight.net.night_serve import HeadlessNight, parse_people, parse_program
from gamenight.net.serve import parse_seats, start_match
from gamenight.net.server import Connection, PhoneServer
from gamenight.net.wire import KEPT_BYTES, Lasting, Writer, whole_view
from gamenight.night.night import Night
from gamenight.resources import resources_dir


class Socket:
    """A socket that keeps every message written to it, as the phone reads it off the wire."""

    def __init__(self, sent: list):
        self.sent = sent

    async def send_str(self, text: str) -> None:
        self.sent.append(json.loads(text))

    async def send_json(self, message: dict) -> None:
        self.sent.append(json.loads(json.dumps(message)))


def served(game: str, seats: str, spectators: int = 0, seed: int = 5):
    match = start_match(game, parse_seats(seats, game), seed)
    host = TableHost(match, set(range(len(match.seats))))
    server = PhoneServer(host, TableKeys(len(match.seats)), resources_dir() / "phone")
    sent: dict[int, list] = defaultdict(list)
    readers = [*range(len(match.seats)), *[SPECTATOR] * spectators]
    for index, seat in enumerate(readers):
        server.connections.append(Connection(Socket(sent[index]), seat, TokenBucket(10, 20)))
    return match, host, server, sent


def fresh(server: PhoneServer, seat: int) -> dict:
    """The seat's view as the host builds it on its own (no memo, nothing left out), as JSON reads it."""
    return json.loads(json.dumps(server._message_for((seat, "en", True))))


def test_a_view_leaves_out_only_what_the_phone_has_and_put_back_it_is_the_fresh_view():
    match, host, server, sent = served("goker", "phone,phone,phone", spectators=1)
    rng = random.Random(3)
    held: dict[int, dict] = {}
    kept_seen = set()
    for step in range(40):
        run(server.broadcast())
        for index, connection in enumerate(server.connections):
            raw = sent[index][-1]
            kept = raw.get("kept", [])
            if step == 0:
                assert kept == [] and "deck" in raw["view"]  # a socket's first view is whole
            for path in kept:  # left out, and in the last view the socket had
                name = path.removeprefix("view.")
                assert name not in (raw["view"] if name != path else raw)
                assert name in (held[index]["view"] if name != path else held[index])
            kept_seen.update(kept)
            held[index] = whole_view(raw, held.get(index))
            assert held[index] == fresh(server, connection.seat), f"step {step}, socket {index}"
        if not host.automatic_step():
            seat = match.current_player
            match.apply(rng.choice(seat_actions(match.state, seat)), seat)
    assert "view.deck" in kept_seen  # Goker's deck (6 KB) goes once a socket
    deck = json.dumps(held[0]["view"]["deck"], separators=(",", ":"))
    assert len(deck) >= KEPT_BYTES


def test_a_hello_is_answered_by_the_whole_view():
    _match, host, server, sent = served("goker", "phone,phone,phone")
    run(server.broadcast())
    host.automatic_step()
    run(server.broadcast())
    assert "view.deck" in sent[0][-1]["kept"]
    run(server._receive(server.connections[0], json.dumps({"type": "hello"})))
    answer = sent[0][-1]
    assert "kept" not in answer and answer == fresh(server, 0)
    host.automatic_step()
    run(server.broadcast())  # after the whole view, the deck is the phone's again
    assert "view.deck" in sent[0][-1]["kept"]


def test_the_spectators_view_is_built_once_however_many_watch(monkeypatch):
    _match, _host, server, sent = served("okey", "phone,phone,phone,phone", spectators=20)
    built = []
    public = host_module.public_message
    monkeypatch.setattr(host_module, "public_message", lambda *args, **kwargs: built.append(1) or public(
        *args, **kwargs))
    run(server.broadcast())
    assert len(built) == 1
    views = [sent[index][-1] for index in range(4, 24)]
    assert all(view == views[0] for view in views) and views[0] == fresh(server, SPECTATOR)


class Texts:
    """A socket that keeps every text written to it, as sent."""

    def __init__(self):
        self.texts: list[str] = []

    async def send_str(self, text: str) -> None:
        self.texts.append(text)


def test_everyone_watching_a_nights_game_is_sent_one_text_and_the_band_names_the_person_in_a_first_view():
    program = parse_program("okey")
    people, bots = parse_people("Ada:phone,Bo:phone,Cy:phone,Di:phone,Ed:phone,Flo:phone", program)
    headless = HeadlessNight(Night.new(people, program, bots=bots), {}, open_night_saves(), pause=0,
                             out=io.StringIO())
    headless.start_next()
    host = headless.host
    server = PhoneServer(host, TableKeys(6), resources_dir() / "phone")
    sockets = [Texts() for _ in range(7)]
    server.connections = [Connection(socket, person, TokenBucket(10, 20))
                          for person, socket in zip([*range(6), SPECTATOR], sockets, strict=True)]
    watching = [person for person in range(6) if host.seat_of(person) is None] + [SPECTATOR]
    assert len(watching) == 3  # the fair default seats four of the six
    held: dict[int, dict] = {}
    rng = random.Random(2)
    for step in range(12):
        run(server.broadcast())
        texts = [sockets[index].texts[-1] for index in range(7)]
        watched = {texts[min(person, 6)] for person in watching}
        if step == 0:  # a socket's first view names its person
            named = [json.loads(texts[person])["night"]["person"] for person in range(6)]
            assert named == ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]
            assert json.loads(texts[6])["night"]["person"] is None
        else:  # then one text for all who watch, written once, with no person in it
            assert len(watched) == 1 and len({id(sockets[min(person, 6)].texts[-1]) for person in watching}) == 1
            assert all("person" not in json.loads(text).get("night", {}) for text in texts)  # kept, or sent again
        for index, connection in enumerate(server.connections):  # read as a phone reads: the whole view
            held[index] = whole_view(json.loads(texts[index]), held.get(index))
            assert held[index] == json.loads(json.dumps(server._message_for((connection.seat, "en", True))))
        if not host.automatic_step():  # the deal, else a person's move
            person = next(p for p in range(6) if host.seat_of(p) == host.match.current_player)
            host.act(person, rng.choice(held[person]["actions"])["action"])


class Logged:
    """A socket that writes its name in a log all the sockets share when it is sent a message."""

    def __init__(self, log: list, name: int):
        self.log, self.name = log, name

    async def send_str(self, text: str) -> None:
        self.log.append(self.name)


def test_a_lasting_object_is_written_once_however_many_broadcasts_hold_it_and_its_text_goes_with_it(monkeypatch):
    written = []
    real = wire.dumps
    monkeypatch.setattr(wire, "dumps", lambda value: written.append(value) or real(value))
    standings = [{"name": f"Person{number}", "points": number} for number in range(30)]
    band = Lasting(number=1, games=3, standings=standings)

    def sent(writer: Writer, band: dict) -> dict:
        view = {"type": "view", "night": band, "view": {"turn": 1}}
        return json.loads(writer.message(view, None)[0])

    for _ in range(3):  # three broadcasts, each with its own writer
        assert sent(Writer(), band)["night"] == json.loads(json.dumps(band))
    assert sum(value is standings for value in written) == 1
    changed = Lasting(number=2, games=3, standings=[*standings[1:], standings[0]])  # a new band takes its place
    assert sent(Writer(), changed)["night"]["standings"][0]["name"] == "Person1"
    assert sent(Writer(), {**band})["night"] == json.loads(json.dumps(band))  # a plain object: written each time
    assert sum(value is standings for value in written) == 2
    keys = [id(band), id(changed)]
    assert all(key in wire._LASTING for key in keys)
    del band, changed
    assert not any(key in wire._LASTING for key in keys)  # gone with their objects


def test_a_broadcast_goes_first_to_everyone_watching_then_to_the_phone_that_acted_then_to_the_other_seats():
    program = parse_program("okey")
    people, bots = parse_people("Ada:phone,Bo:phone,Cy:phone,Di:phone,Ed:phone,Flo:phone", program)
    headless = HeadlessNight(Night.new(people, program, bots=bots), {}, open_night_saves(), pause=0,
                             out=io.StringIO())
    assert headless.host.seated() is None  # between games nobody plays, and the night's message is each one's
    headless.start_next()
    host = headless.host
    log: list[int] = []
    server = PhoneServer(host, TableKeys(6), resources_dir() / "phone")
    server.connections = [Connection(Logged(log, person), person, TokenBucket(10, 20))
                          for person in [*range(6), SPECTATOR]]
    playing = sorted(host.seated())
    assert playing == [person for person in range(6) if host.seat_of(person) is not None] and len(playing) == 4
    run(server.broadcast())
    acted = server.connections[playing[2]]
    log.clear()
    run(server.broadcast(first=acted))
    watching = {*range(6)} - {*playing} | {SPECTATOR}  # the two sitting out, and the spectators' link
    assert sorted(log[:3]) == sorted(watching)
    assert log[3] == playing[2] and sorted(log[4:]) == [playing[0], playing[1], playing[3]]

    _match, table, server, _sent = served("okey", "phone,phone,phone,phone", spectators=2)  # a table of one game
    assert table.seated() == {0, 1, 2, 3}
    for connection in server.connections:
        connection.socket = Logged(log, connection.seat)
    log.clear()
    run(server.broadcast(first=server.connections[1]))
    assert log == [SPECTATOR, SPECTATOR, 1, 0, 2, 3]


class Transport:
    """A socket's transport as a send sees it: `waiting` bytes not yet read by the phone."""

    def __init__(self, waiting: int = 0):
        self.waiting = waiting

    def get_write_buffer_size(self) -> int:
        return self.waiting


class Stuck(Socket):
    """A phone that has stopped reading: a send to it waits until `read` is set."""

    compress = 0

    def __init__(self, sent: list):
        super().__init__(sent)
        self.read = asyncio.Event()

    async def send_str(self, text: str) -> None:
        await self.read.wait()
        await super().send_str(text)


def test_a_phone_slow_to_read_holds_up_no_other_and_every_other_send_goes_out_in_turn():
    _match, _host, server, sent = served("okey", "phone,phone,phone,phone", spectators=2)
    for connection in server.connections:
        connection.socket.compress = 0
        connection.transport = Transport()
    slow = server.connections[0]
    slow.socket, slow.transport = Stuck(sent[0]), Transport(waiting=70_000)
    compressing = server.connections[1]
    compressing.socket.compress = 15  # asked for compression: a long text is compressed aside, so sent apart

    async def scenario() -> None:
        broadcast = asyncio.ensure_future(server.broadcast(first=slow))
        for _ in range(100):
            await asyncio.sleep(0)
            if all(sent[index] for index in range(1, 6)) and not server.lock.locked():
                break
        assert all(sent[index] for index in range(1, 6)) and not server.lock.locked() and not sent[0]
        assert not broadcast.done()  # what was sent apart is awaited, outside the lock
        slow.socket.read.set()
        await asyncio.wait_for(broadcast, 5)
        assert len(sent[0]) == 1

    run(scenario())


def test_a_send_goes_out_in_turn_only_when_it_cannot_wait():
    def connection(waiting: int | None, compress: int) -> Connection:
        socket = Socket([])
        socket.compress = compress
        return Connection(socket, 0, TokenBucket(1, 1), transport=None if waiting is None else Transport(waiting))

    long, short = "x" * 5000, "x" * 500
    assert connection(0, 0).takes_at_once(long) and connection(0, 15).takes_at_once(short)
    assert not connection(0, 15).takes_at_once(long)  # compressed in a worker thread
    assert not connection(1, 0).takes_at_once(short)  # the phone has not read all it was sent
    assert not connection(None, 0).takes_at_once(short)  # nothing tells
