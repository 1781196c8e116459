"""A guest on the party's Wi-Fi opening socket after socket and saying hello on each, so the host
does the whole handshake (the key's check, a whole view) for every one while the table plays: past
its address's burst, each hello is turned away before its key is looked at, told when to try again,
and changes nothing of any seat; a phone from another address joins, the table plays on, and the
guest's address gets in again once its wait is over."""
import asyncio

from tests.net.phones import Phone, Table, run, table

from gamenight.net.hello_limits import HelloLimits, TryLater
from gamenight.net.limits import Limits

GUEST = "127.0.0.2"
"""Another loopback address: a guest's own machine, as the host counts addresses."""
CLOSE_TRY_AGAIN_LATER = 1013


class Clock:
    """The hello limits' time, moved on by the test alone (no token comes back by itself meanwhile)."""

    def __init__(self):
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def hello_from_guest(t: Table, token: str, name: str = "", language: str | None = None) -> tuple[Phone, dict]:
    phone = await t.phone(token, name, language=language, address=GUEST)
    return phone, await phone.next()


def test_a_flood_of_hellos_is_turned_away_past_its_burst_and_the_table_plays_on():
    async def scenario():
        async with table("pokeno", "phone,phone") as t:
            clock = Clock()
            t.server.hellos = HelloLimits(Limits(), clock)
            ada = await t.phone(t.keys.tokens[0], "Ada")
            await ada.until(lambda d: d["type"] == "view")
            burst, answered = Limits().hello_burst, 0
            while answered < 2 * burst:  # the spectators' link (a whole view each), every other a wrong token
                phone, first = await hello_from_guest(t, t.keys.spectator if answered % 2 else "a guess")
                if first["type"] == "error":
                    break
                assert first["type"] == ("view" if answered % 2 else "refused"), first
                answered += 1
                await phone.socket.close()
            assert answered == burst  # refused hellos count as much as those a seat takes
            assert first["reason"] == "Too many joins from this address: try again in 1 s."
            assert first["retry_after"] == 1
            assert await phone.next() is None and phone.socket.close_code == CLOSE_TRY_AGAIN_LATER

            mallory, first = await hello_from_guest(t, t.keys.tokens[1], "Mallory", "tr")  # Bo's link, from the guest
            assert first["reason"] == "Bu adresten çok fazla katılma isteği geldi: 1 sn sonra yeniden deneyin."
            assert first["type"] == "error" and first["retry_after"] == 1 and await mallory.next() is None
            assert not t.server.presence[1].ever and len(t.server.connections) == 1  # no seat joined, none named

            choose = next(e["action"] for e in ada.view["actions"] if e["action"]["kind"] == "choose_board")
            await ada.act(choose)  # the table plays on
            assert (await ada.until(lambda d: d["type"] == "view"))["view"]["board_of"][0] is not None
            bo = await t.phone(t.keys.tokens[1], "Bo")  # another address (Ada's) joins at once
            assert (await bo.until(lambda d: d["type"] == "view"))["names"] == ["Ada", "Bo"]
            assert ada.errors == [] and ada.other == []  # Ada was never told anything but views

            clock.now += first["retry_after"]  # the guest's address, once its wait is over
            _, again = await hello_from_guest(t, t.keys.spectator)
            assert again["type"] == "view" and again["you"] == -1
    run(scenario())


def test_each_address_has_its_own_burst_refilled_at_the_rate_and_is_forgotten_once_full():
    clock = Clock()
    hellos = HelloLimits(Limits(hello_burst=3, hello_rate=0.25), clock)
    for _ in range(3):
        hellos.count("10.0.0.9")
    waits = []
    for seconds in (0.0, 1.0):
        clock.now += seconds
        try:
            hellos.count("10.0.0.9")
        except TryLater as later:
            waits.append(later.seconds)
    assert waits == [4, 3]  # a token every 4 s: the wait says how long is left, in whole seconds up
    hellos.count("10.0.0.2")  # another address is not affected
    clock.now += 3.0
    hellos.count("10.0.0.9")  # the wait is over: one more
    clock.now += 12.0  # 3 tokens later: full again, and forgotten
    hellos.count("10.0.0.7")
    assert list(hellos._buckets) == ["10.0.0.7"]


def test_a_whole_table_behind_one_address_joins_and_comes_back_at_once():
    """24 phones (Pokeno's most) from one address, as on loopback or behind a NAT: each joins, then
    all come back at once after a Wi-Fi blip; every one of the 48 hellos is taken."""
    async def scenario():
        async with table("pokeno", ",".join(["phone"] * 24)) as t:
            for _ in range(2):
                phones = await asyncio.gather(*(t.phone(token) for token in t.keys.tokens))
                firsts = await asyncio.gather(*(phone.next() for phone in phones))
                assert [(first["type"], first["you"]) for first in firsts] == [("view", seat) for seat in range(24)]
                await asyncio.gather(*(phone.socket.close() for phone in phones))
    run(scenario())
