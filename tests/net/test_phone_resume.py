"""Kill -9 the host mid-game, start it again with `gamenight serve --resume`: every phone's link
still works and each phone is back on its seat, on the same turn, with nothing lost."""
import asyncio
import json
import signal

from aiohttp import ClientSession
from tests.net.browser import Served
from tests.net.phones import join_by_link, run


async def latest(phone):
    """The phone's view once the table has stopped for a phone (no message for half a second)."""
    while True:
        try:
            await asyncio.wait_for(phone.next(), 0.5)
        except asyncio.TimeoutError:
            return phone.view


def test_after_a_kill_the_resumed_host_takes_every_phone_back_on_its_seat(tmp_path):
    first = Served("okey", "phone,bot:easy,phone,bot:easy", 5, tmp_path)
    links = dict(first.links)

    async def before_the_kill():
        async with ClientSession() as session:
            ada, bo = await join_by_link(session, links[0]), await join_by_link(session, links[2])
            for _ in range(6):  # a few turns each
                for phone in (ada, bo):
                    view = await phone.until(lambda d: d["type"] == "view" and d["turn"] in (0, 2))
                    if view["actions"]:
                        await phone.act(view["actions"][0]["action"])
            return await latest(ada)

    try:
        last = run(before_the_kill())
        first.process.send_signal(signal.SIGKILL)
        first.process.wait(10)
    finally:
        first.stop()
    again = Served("", "", 0, tmp_path, resume=True)
    try:
        assert again.links == links  # the same links: the same secrets on the same port

        async def after():
            async with ClientSession() as session:
                ada = await join_by_link(session, links[0])
                view = await ada.until(lambda d: d["type"] == "view")
                return view
        view = run(after())
        assert view["you"] == 0 and view["version"] == last["version"]
        assert json.dumps(view["view"]) == json.dumps(last["view"]) and view["actions"] == last["actions"]
    finally:
        again.stop()
