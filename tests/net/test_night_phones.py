"""The phone table of a night, served here with every message checked for leaks (watched.py): one
link per person for the whole night, the person's seat in each game or the spectator view while
they sit one out, the night's message between games, Ready (and taking it back), and every hostile
message answered to that phone alone."""
import asyncio

import pytest
from aiohttp import ClientSession
from tests.net.phones import NightPhone, Phone, join_by_link, run, table
from tests.net.watched import WatchedNight, replayed_leaks
from tests.night.nights import night_of, people, play_to_the_end

from gamenight.core.codec import encode
from gamenight.core.match import Match
from gamenight.core.records import GameRecord
from gamenight.night.night import Night
from gamenight.night.program import ProgramItem

FOUR = ["Ada", "Bo", "Cy", "Di"]


@pytest.fixture
def served():
    started = []

    def serve(night: Night, pause: float = 60.0) -> WatchedNight:
        watched = WatchedNight(night, pause)
        started.append(watched)
        return watched

    yield serve
    for watched in started:
        watched.stop()


def test_each_phone_follows_its_person_into_each_seat_or_watches_and_the_night_ends(served):
    """Two Goker games: in the first the host seats three of the four (Di watches), in the second everyone."""
    night = night_of(FOUR, ["goker", "goker"])
    night.set_plan([seat for seat in night.plan_seats() if seat.name != "Di"])
    table = served(night)

    async def scenario() -> list[NightPhone]:
        async with ClientSession() as session:
            phones = [NightPhone(name, await join_by_link(session, table.links[name], name)) for name in FOUR]
            await asyncio.wait_for(asyncio.gather(*(phone.follow() for phone in phones)), 90)
            return phones

    phones = run(scenario())
    first, second = (table.host.records[game.match_id] for game in night.record.games)
    for phone in phones:
        games = [[view for view in phone.views("Goker") if view["night"]["number"] == number] for number in (1, 2)]
        for views, record in zip(games, (first, second), strict=True):
            names = [seat.name for seat in record.seats]
            assert {view["you"] for view in views} == {names.index(phone.name) if phone.name in names else -1}
            assert all(view["night"]["person"] == phone.name for view in views)
    watching = [view for view in phones[3].views("Goker") if view["night"]["number"] == 1]
    assert watching and all("actions" not in view and "Di" not in view["names"] for view in watching)
    assert night.record.finished and table.leaks == [] and table.unchecked == [] and table.sent > 100
    end = phones[0].log[-1][1]
    assert end["type"] == "night" and end["over"] and end["next"] is None
    standings = night.standings(table.host.records)
    assert [(line["name"], line["points"]) for line in end["standings"]] == [(line.person.name, line.points)
                                                                           for line in standings]
    assert [item["winners"] for item in end["program"]] == [
        [seat.name for seat, place in zip(record.seats, Match.from_record(record).state.placements(), strict=True)
         if place == 1] for record in (first, second)]


def test_between_games_the_night_message_and_ready_and_a_phone_that_comes_back(served):
    night = night_of(["Ada", "Bo", "Cy"], ["goker", "pokeno"])
    table = served(night)

    async def scenario():
        async with ClientSession() as session:
            ada = await join_by_link(session, table.links["Ada"], "Somebody Else")
            first = await ada.until(lambda d: d["type"] == "night")
            assert first["you"] == 0 and first["person"] == "Ada"  # the hello's name renames nobody
            assert first["next"] == {"number": 1, "game": "goker", "title": "Goker", "players": ["Ada", "Bo", "Cy"],
                                     "seat": 0}
            assert [(item["title"], item["state"]) for item in first["program"]] == [("Goker", "next"),
                                                                                    ("Super Pokeno Bonus", "later")]
            assert [(line["name"], line["points"], line["phone"], line["ready"]) for line in first["standings"]] == [
                ("Ada", 0, True, False), ("Bo", 0, True, False), ("Cy", 0, True, False)]
            await ada.send({"type": "ready"})
            assert (await ada.until(lambda d: d["type"] == "night"))["ready"] == ["Ada"]
            await ada.send({"type": "ready", "ready": False})  # taken back
            assert (await ada.until(lambda d: d["type"] == "night"))["ready"] == []
            for hostile, reason in (({"type": "ready", "ready": "yes"}, "'ready' is true or false"),
                                    ({"type": "act", "action": {"kind": "guess", "number": 1}}, "No game is"),
                                    ({"type": "undo"}, "No game is"),
                                    ({"type": "hint"}, "A hint is for your own turn")):
                await ada.send(hostile)
                answer = await ada.until(lambda d: d["type"] == "error")
                assert reason in answer["reason"]
            bo = await join_by_link(session, table.links["Bo"])
            cy = await join_by_link(session, table.links["Cy"])
            for phone in (ada, bo, cy):
                await phone.send({"type": "ready"})
            view = await ada.until(lambda d: d["type"] == "view")  # every phone Ready: the game starts
            assert view["title"] == "Goker" and view["you"] == 0 and view["names"] == ["Ada", "Bo", "Cy"]
            assert view["night"]["number"] == 1 and view["night"]["games"] == 2
            await ada.send({"type": "ready"})
            assert "still being played" in (await ada.until(lambda d: d["type"] == "error"))["reason"]
            await ada.socket.close()
            again = await join_by_link(session, table.links["Ada"])  # a reload mid-game: the same seat
            back = await again.until(lambda d: d["type"] == "view")
            assert back["you"] == 0 and back["title"] == "Goker"
            spectator = await join_by_link(session, table.spectator)
            watching = await spectator.until(lambda d: d["type"] == "view")
            assert watching["you"] == -1 and watching["night"]["person"] is None and "actions" not in watching
            await spectator.send({"type": "ready"})
            assert "cannot play" in (await spectator.until(lambda d: d["type"] == "error"))["reason"]

    run(scenario())
    assert table.leaks == [] and table.unchecked == []


def test_only_the_night_phone_people_s_links_open_and_the_code_joins_by_the_persons_number(served):
    here, phone = people("Ada", "Bo")
    night = Night.new([(here, "here"), (phone, "phone")], [ProgramItem("goker")])
    table = served(night)
    keys = table.server.keys

    async def scenario():
        async with ClientSession() as session:
            refused = await join_by_link(session, table.spectator.replace(keys.spectator, keys.tokens[0]))
            assert (await refused.next())["type"] == "refused"  # Ada plays at this machine
            socket = await session.ws_connect(table.spectator.split("#")[0] + "ws")
            coded = Phone(socket)
            await coded.send({"type": "hello", "code": keys.code, "seat": 2})
            assert (await coded.next()) == {"type": "token", "token": keys.tokens[1]}
            assert (await coded.until(lambda d: d["type"] == "night"))["person"] == "Bo"

    run(scenario())


def test_a_table_of_one_game_has_no_ready():
    async def scenario():
        async with table("goker", "phone,bot:easy") as t:
            phone = await t.phone(t.keys.tokens[0], "Ada")
            await phone.until(lambda d: d["type"] == "view")
            await phone.send({"type": "ready"})
            assert "plays one game" in (await phone.until(lambda d: d["type"] == "error"))["reason"]
    run(scenario())


def test_the_replayed_check_finds_a_hidden_card_in_a_nights_message():
    night = night_of(["Ada", "Bo"], ["goker"])
    match = play_to_the_end(night.start_game(seed=3))
    record = match.record
    middle = 6
    early = Match.from_record(GameRecord.from_json({**record.to_json(), "actions": record.actions[:middle]}))
    hidden = sorted(card.code for card in early.state.hands[1])
    planted = {"type": "view", "you": 0, "seat": 0, "version": middle, "view": encode(early.state.view(0)),
               "night": {"standings": [{"name": hidden[0]}]}}
    clean = {**planted, "night": {"standings": [{"name": "Ada"}]}}
    assert replayed_leaks({0: [clean]}, [record]) == []
    assert replayed_leaks({0: [planted]}, [record]) == [f"game 1 at {middle}: {[hidden[0]]} in a view message"]
