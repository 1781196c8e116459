"""A night is saved like a game: `night-<uid>.json` beside the saved games, atomically, after every
change; its running game in its own file as always. After kill -9 the night comes back whole: its
program, its people and their links, its running game and its standings. A damaged night file is
set aside with a notice, a newer one left where it is."""
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from tests.night.nights import night_of, play_to_the_end

from gamenight.night.night import Night
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.history import HistoryStore
from gamenight.storage.night_saves import NightStore, games_of


def test_a_night_is_saved_beside_the_games_and_read_back(tmp_path):
    night = night_of(["Ada", "Bo", "Cy"], ["goker", "pokeno"])
    store = NightStore(tmp_path)
    store.save(night.record)
    assert [path.name for path in tmp_path.iterdir()] == [f"night-{night.record.uid}.json"]
    scan = NightStore(tmp_path).scan()
    assert [found.to_json() for found in scan.nights] == [night.record.to_json()] and scan.notices == []
    night.end()
    store.save(night.record)
    again = NightStore(tmp_path).scan()
    assert again.nights == [] and [found.uid for found in again.finished] == [night.record.uid]


def test_the_saved_games_scan_leaves_a_nights_file_alone(tmp_path):
    night = night_of(["Ada", "Bo", "Cy"], ["goker"])
    NightStore(tmp_path).save(night.record)
    scan = AutosaveStore(tmp_path).unfinished()
    assert scan.records == [] and scan.notices == []
    assert [path.name for path in tmp_path.iterdir()] == [f"night-{night.record.uid}.json"]  # not moved aside


def test_a_damaged_night_is_set_aside_and_a_newer_one_left_where_it_is(tmp_path):
    night = night_of(["Ada", "Bo"], ["goker"])
    data = night.record.to_json()
    (tmp_path / f"night-{'a' * 32}.json").write_text('{"format": "gamenight-night", "night_version": 1', "utf-8")
    (tmp_path / f"night-{'b' * 32}.json").write_text(json.dumps({**data, "night_version": 9}), "utf-8")
    chess = {**data, "program": [{"game": "chess", "options": {}}]}
    (tmp_path / f"night-{'c' * 32}.json").write_text(json.dumps(chess), "utf-8")
    (tmp_path / f"night-{'d' * 32}.json").write_bytes(b"\xff\xfe")
    scan = NightStore(tmp_path).scan()
    assert scan.nights == [] and len(scan.notices) == 4
    said = sorted(str(notice) for notice in scan.notices)
    assert sum("It was kept as night-" in notice and ".damaged-" in notice for notice in said) == 2
    assert any("made by a newer Game Night" in notice and "left where it is" in notice for notice in said)
    assert any("no game 'chess'" in notice and "left where it is" in notice for notice in said)
    names = sorted(path.name for path in tmp_path.iterdir())
    assert f"night-{'b' * 32}.json" in names and f"night-{'c' * 32}.json" in names
    assert f"night-{'a' * 32}.json" not in names and sum(".damaged-" in name for name in names) == 2


KILLED_MID_NIGHT = """
import json, os, signal, sys
sys.path.insert(0, {root!r})
from tests.night.nights import night_of, play_to_the_end
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.history import HistoryStore
from gamenight.storage.keeper import MatchKeeper
from gamenight.storage.night_saves import NightStore
from gamenight.core.match import Match

folder = {folder!r}
autosaves, nights = AutosaveStore(folder + "/autosave"), NightStore(folder + "/autosave")
history, _ = HistoryStore.open(folder + "/history.sqlite3")
night = night_of(["Ada", "Bo", "Cy", "Di", "Ed"], ["goker", "okey", "pokeno"])
night.record.phones = {{"tokens": {{p.uid: "token-of-" + p.person.name + "-0123456789" for p in night.record.people}},
                       "spectator": "spectators-0123456789", "code": "KXWT", "port": 8765}}
nights.save(night.record)
records = {{}}
for number in (1, 2):
    match = Match.from_record(night.start_game(seed=number))
    keeper = MatchKeeper(match, autosaves, history)
    keeper.after_change()
    nights.save(night.record)
    if number == 1:
        match = play_to_the_end(match.record)
        MatchKeeper(match, autosaves, history).after_change()
        night.game_finished(match.record)
        nights.save(night.record)
    else:
        for _ in range(12):
            match.advance() or match.apply(match.state.legal_actions()[0])
            keeper.after_change()
    records[match.record.match_id] = match.record
standings = [(line.person.name, line.points, line.played) for line in night.standings(records)]
print(json.dumps({{"night": night.record.to_json(), "running": match.record.actions, "standings": standings}}))
sys.stdout.flush()
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_after_kill_9_mid_night_everything_comes_back(tmp_path):
    root = str(Path(__file__).parents[2])
    child = subprocess.run([sys.executable, "-c", KILLED_MID_NIGHT.format(root=root, folder=str(tmp_path))],
                           capture_output=True, text=True, timeout=120, cwd=root)
    assert child.returncode == -signal.SIGKILL, child.stderr
    before = json.loads(child.stdout)
    [saved] = NightStore(tmp_path / "autosave").scan().nights
    assert saved.to_json() == before["night"]  # program, people, phone links, games and who sat where
    history, _ = HistoryStore.open(tmp_path / "history.sqlite3")
    scan = AutosaveStore(tmp_path / "autosave").unfinished(history.holds_end_of)
    records, running = games_of(saved, [*scan.records, *scan.finished], history)
    assert running is not None and running.actions == before["running"]
    assert len(records) == 2 and [record.match_id for record in scan.records] == [running.match_id]
    night = Night(saved)
    assert [[line.person.name, line.points, line.played] for line in night.standings(records)] == before["standings"]
    assert night.running().match_id == running.match_id and os.listdir(tmp_path / "autosave")


def test_a_finished_game_waiting_for_the_history_is_found_among_the_saved_games(tmp_path):
    night = night_of(["Ada", "Bo", "Cy"], ["goker", "goker"])
    match = play_to_the_end(night.start_game(seed=1))
    night.game_finished(match.record)
    saves = AutosaveStore(tmp_path)
    saves.save(match.record)  # the history was locked: the finished game waits among the saved games
    scan = AutosaveStore(tmp_path).unfinished()
    records, running = games_of(night.record, [*scan.records, *scan.finished], None)
    assert running is None and list(records) == [match.record.match_id]
    assert sum(line.points for line in night.standings(records)) > 0


def test_a_session_saved_before_nights_kept_their_seed_loads_unseeded_and_loses_nothing(tmp_path):
    """tests/fixtures/session-before-seed.json was written by the release before the night's seed
    (tests/fixtures/make_session_before_seed.py): it has no "seed" and the same version, 1."""
    written = (Path(__file__).parents[1] / "fixtures" / "session-before-seed.json").read_text()
    old = json.loads(written)
    assert "seed" not in old and old["night_version"] == 1
    (tmp_path / f"night-{old['uid']}.json").write_text(written)
    scan = NightStore(tmp_path).scan()
    assert scan.notices == [] and [night.uid for night in scan.nights] == [old["uid"]]
    [session] = scan.nights
    assert session.session and session.seed is None  # unseeded, as it was
    assert session.to_json() == {**old, "seed": None}  # every field it had, unchanged
    seeds = []
    for night in (Night(session), Night(NightStore(tmp_path).scan().nights[0])):  # read twice
        night.forget_game(night.record.games[-1].match_id)  # the running game's file is gone: it starts again
        seeds.append(night.start_game().seed)
    assert seeds[0] != seeds[1]  # random, as before
