"""A night's record is read like a game's: the same limits on its text, and every field checked
against what this version writes; a damaged one is refused with the reason, a newer one said so."""
import copy
import json

import pytest
from tests.night.nights import night_of, play_to_the_end

from gamenight.night.night import Night
from gamenight.night.record import NightRecord, NightRecordError

TOKEN = "t" * 24


def a_night_in_play() -> dict:
    """A night's JSON with every field in use: a game played, one running, a plan, Ready, phone keys."""
    night = night_of(["Ada", "Bo", "Cy", "Di", "Ed"], ["goker", "okey", "pokeno"])
    night.game_finished(play_to_the_end(night.start_game(seed=1)).record)
    night.start_game(seed=2)
    night.record.phones = {"tokens": {person.uid: TOKEN for person in night.record.people},
                           "spectator": "s" * 24, "code": "KXWT", "port": 8765}
    data = night.record.to_json()
    data["ready"] = [night.record.people[0].uid]
    data["planned"] = data["games"][-1]["seats"]
    return data


def test_a_night_is_written_and_read_back_the_same():
    data = a_night_in_play()
    again = NightRecord.loads(json.dumps(data))
    assert again.to_json() == data
    assert set(data) == {"format", "night_version", "uid", "created", "people", "bots", "program", "scoring", "games",
                         "planned", "ready", "phones", "finished", "session", "seed"}  # standings are computed


def refused(data) -> str:
    with pytest.raises(NightRecordError) as refusal:
        NightRecord.loads(data if isinstance(data, str) else json.dumps(data))
    return str(refusal.value)


def changed(path: tuple, value) -> dict:
    """A night in play with the field at `path` set to `value` (deleted if value is DELETE)."""
    data = copy.deepcopy(a_night_in_play())
    *parents, last = path
    target = data
    for key in parents:
        target = target[key]
    if value is DELETE:
        del target[last]
    else:
        target[last] = value
    return data


DELETE = object()
BAD_FIELDS = [
    (("format",), "gamenight-record"), (("night_version",), "1"), (("night_version",), 0), (("uid",), "../../x"),
    (("uid",), "A" * 32), (("created",), "yesterday"), (("created",), 5), (("people",), {}),
    (("people", 0, "uid"), "ada"), (("people", 0, "name"), ""), (("people", 0, "name"), "x" * 25),
    (("people", 0, "name"), " Ada"), (("people", 0, "colour"), "red"), (("people", 0, "symbol"), "skull"),
    (("people", 0, "language"), "xx"), (("people", 0, "presence"), "asleep"), (("people", 0, "presence"), DELETE),
    (("people", 1, "name"), "ADA"), (("people", 1, "uid"), None), (("bots",), [{"name": ""}]),
    (("bots",), [{"name": "Robo", "level": 3}]), (("bots",), [{"name": "Ada", "level": None}]),
    (("program",), [{"game": "goker"}]), (("program", 0, "game"), "../goker"), (("program", 0, "options"), []),
    (("scoring",), "most fun"), (("games", 0, "item"), 1), (("games", 0, "item"), True),
    (("games", 0, "match_id"), "a/b"), (("games", 0, "seats"), []), (("games", 0, "seats", 0), {"name": 1}),
    (("games", 0, "seats", 0, "person"), "f" * 32), (("games", 0, "finished"), False), (("games", 0, "finished"), 1),
    (("games", 1, "seats", 1, "person"), None), (("planned",), [{"name": "Zed", "kind": "phone", "person": "e" * 32}]),
    (("ready",), ["e" * 32]), (("ready",), "all"), (("phones", "tokens"), {"e" * 32: TOKEN}),
    (("phones", "spectator"), "short"), (("phones", "code"), "KX"), (("phones", "code"), "K1WT"),
    (("phones", "port"), 70000), (("phones", "port"), "8765"), (("phones",), []), (("finished",), "no"),
    (("finished",), DELETE), (("games",), DELETE), (("session",), "yes"), (("session",), 1),
    (("seed",), "7"), (("seed",), True), (("seed",), 7.5),
]


@pytest.mark.parametrize(("path", "value"), BAD_FIELDS)
def test_every_field_is_checked(path, value):
    data = changed(path, value)
    if path == ("games", 1, "seats", 1, "person"):  # a person seated twice in one game
        data["games"][1]["seats"][1]["person"] = data["games"][1]["seats"][0]["person"]
    assert refused(data)


def test_games_follow_the_program_with_at_most_the_last_one_running():
    data = a_night_in_play()
    data["games"][0]["finished"] = False
    assert "do not follow its program" in refused(data)
    data = a_night_in_play()
    data["program"] = data["program"][:1]
    assert "do not follow its program" in refused(data)


def test_a_newer_night_is_said_to_be_newer_and_a_damaged_text_is_refused_with_the_reason():
    data = a_night_in_play()
    data["night_version"] = 2
    with pytest.raises(NightRecordError) as newer:
        NightRecord.loads(json.dumps(data))
    assert newer.value.newer and "made by a newer Game Night" in str(newer.value)
    text = json.dumps(a_night_in_play())
    assert "not valid JSON" in refused(text[:-5])
    assert "given twice" in refused(text[:-1] + ', "uid": "' + "a" * 32 + '"}')
    assert "nested more than" in refused('{"format": "gamenight-night", "x": ' + "[" * 70 + "]" * 70 + "}")
    assert "too big" in refused(" " * (4 * 1024 * 1024 + 1))
    assert "not a night" in refused(json.dumps({"format": "gamenight-record"}))


def test_a_new_night_is_checked_as_a_saved_one_is():
    with pytest.raises(NightRecordError):
        night_of(["Ada", "ada"], ["goker"])
    assert isinstance(night_of(["Ada"], ["goker"]), Night)


def test_a_caller_s_session_is_marked_and_a_night_written_before_the_mark_reads_as_a_night():
    data = a_night_in_play()
    assert data["session"] is False
    data["session"] = True
    assert NightRecord.loads(json.dumps(data)).session is True
    del data["session"]
    assert NightRecord.loads(json.dumps(data)).session is False


def test_a_seeded_night_deals_each_game_from_its_seed_the_same_after_it_is_read_back():
    """Game N (from 0) of a night of seed S is dealt with S + N, as the caller's session and `serve
    --night --seed` always dealt them; the seed is in the record, so a night read back from its file
    deals its next game as the night never put away does."""
    kept = night_of(["Ada", "Bo"], ["pokeno", "goker", "pokeno"], seed=70)
    first = play_to_the_end(kept.start_game())
    kept.game_finished(first.record)
    read_back = Night(NightRecord.loads(kept.record.dumps()))
    assert read_back.record.seed == 70 and first.record.seed == 70
    assert [read_back.start_game().seed, kept.start_game().seed] == [71, 71]
    assert night_of(["Ada", "Bo"], ["goker"]).record.seed is None  # unseeded: each game's seed is random
