import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import time

import pytest

from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.storage import paths
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.files import write_atomically
from gamenight.storage.history import SCHEMA_VERSION, HistoryStore
from gamenight.storage.history_csv import export_history_csv
from gamenight.storage.keeper import MatchKeeper
from gamenight.storage.settings import Settings, load_settings, save_settings


def test_paths_follow_xdg_folders(user_dirs):
    assert paths.history_path() == user_dirs / "data" / "gamenight" / "history.sqlite3"
    assert paths.settings_path() == user_dirs / "config" / "gamenight" / "settings.json"


def play_and_keep(seed, seats=None, stop_after=None):
    history, notice = HistoryStore.open(paths.history_path())
    assert notice is None
    autosaves = AutosaveStore(paths.autosave_dir())
    match = Match.start("pig", seats or [Seat("Ann", "bot", "normal"), Seat("Bob", "bot", "easy")], seed=seed)
    keeper = MatchKeeper(match, autosaves, history)
    steps = 0
    while match.advance() is not None:
        keeper.after_change()
        steps += 1
        if stop_after and steps == stop_after:
            break
    return match, history, autosaves


def test_history_stores_rounds_and_results_of_finished_games(pig):
    match, history, autosaves = play_and_keep(seed=21)
    rows = history.games()
    assert len(rows) == 1 and rows[0].finished and rows[0].names == ("Ann", "Bob")
    detail = history.detail(rows[0].id)
    assert detail.rounds == tuple(match.state.completed_rounds())
    assert [seat.score for seat in detail.seats] == list(match.state.scores())
    assert [sum(column) for column in zip(*detail.rounds, strict=True)] == list(match.state.scores())
    assert rows[0].winners == tuple(s.name for s in match.seats if s.name in rows[0].names and
                                    match.state.placements()[match.seats.index(s)] == 1)
    assert GameRecord.loads(history.record(rows[0].id)).actions == match.record.actions
    assert autosaves.unfinished().records == []  # a finished game leaves no autosave


def test_history_queries_filter_and_aggregate(pig):
    for seed in range(6):
        play_and_keep(seed)
    play_and_keep(99, seats=[Seat("Cy", "bot", "easy"), Seat("Ann", "bot", "easy"), Seat("Di", "bot", "easy")])
    history, _ = HistoryStore.open(paths.history_path())
    assert history.players() == ["Ann", "Bob", "Cy", "Di"]
    assert len(history.games()) == 7
    assert len(history.games(player="Cy")) == 1
    assert len(history.games(game="pig", player="Ann")) == 7
    assert history.games(game="okey") == []
    results = history.player_results("Ann")
    assert len(results) == 7 and results[-1].players == 3
    wins, played = history.win_share("Ann")["pig"]
    assert played == 7 and wins == sum(r.placement == 1 for r in results)
    assert history.win_share() == {}  # only bots played: no human share


def test_csv_export_has_a_line_per_seat(pig, tmp_path):
    play_and_keep(4)
    history, _ = HistoryStore.open(paths.history_path())
    out = tmp_path / "h.csv"
    export_history_csv(history, out, history.games())
    lines = out.read_text().splitlines()
    assert lines[0].startswith("game_id,game,started") and len(lines) == 3
    assert ",Ann,bot,normal," in lines[1]


def test_autosave_after_every_action_resumes_the_same_game(pig):
    match, _, autosaves = play_and_keep(8, stop_after=5)
    scan = autosaves.unfinished()
    assert [r.match_id for r in scan.records] == [match.record.match_id]
    resumed = Match.from_record(scan.records[0])
    assert resumed.record.actions == match.record.actions
    assert resumed.state.scores() == match.state.scores()


def test_a_damaged_autosave_is_moved_aside_with_a_notice(pig):
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    (folder / "bad.json").write_text("{not json")
    scan = AutosaveStore(folder).unfinished()
    assert scan.records == [] and "could not be read" in str(scan.notices[0])
    assert not (folder / "bad.json").exists()
    assert len(list(folder.glob("bad.json.damaged-*"))) == 1


KILLER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from gamenight.storage import files
    def die(*args):
        os.kill(os.getpid(), signal.SIGKILL)
    os.replace = die  # killed after the new content is written and fsynced, before the rename
    files.write_atomically(Path(sys.argv[1]), "NEW CONTENT")
    """
)


def test_atomic_write_survives_a_kill_between_write_and_rename(tmp_path, pig):
    match = Match.start("pig", [Seat("A", "bot", "easy"), Seat("B", "bot", "easy")], seed=2)
    match.advance()
    store = AutosaveStore(tmp_path / "auto")
    store.save(match.record)
    target = store.path_for(match.record.match_id)
    before = target.read_text()
    result = subprocess.run([sys.executable, "-c", KILLER, str(target)], capture_output=True)
    assert result.returncode == -9
    assert target.read_text() == before
    leftovers = list((tmp_path / "auto").glob(".*.tmp"))
    assert len(leftovers) == 1  # the half-done write is left behind...
    scan = store.unfinished()
    assert [r.actions for r in scan.records] == [match.record.actions]
    assert leftovers[0].exists()  # ...kept while it could be another copy's write in flight...
    old = time.time() - 11 * 60
    os.utime(leftovers[0], (old, old))
    store.unfinished()
    assert not leftovers[0].exists()  # ...and cleaned at a later scan once it is old


def test_write_atomically_replaces_content(tmp_path):
    path = tmp_path / "x" / "f.txt"
    write_atomically(path, "one")
    write_atomically(path, "two")
    assert path.read_text() == "two" and os.listdir(path.parent) == ["f.txt"]


def test_damaged_database_is_moved_aside_and_a_fresh_one_started(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    history, notice = HistoryStore.open(path)
    assert "could not be read" in str(notice) and "kept as history.sqlite3.damaged-" in str(notice)
    assert history.games() == []
    assert len(list(tmp_path.glob("history.sqlite3.damaged-*"))) == 1


def test_newer_database_is_kept_aside_untouched(tmp_path):
    path = tmp_path / "history.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE future (x)")
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.commit()
    connection.close()
    original = path.read_bytes()
    history, notice = HistoryStore.open(path)
    assert "newer Game Night" in str(notice)
    kept = list(tmp_path.glob("history.sqlite3.newer-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert history.players() == []


def test_database_opens_in_wal_mode_with_schema_version(tmp_path):
    history, notice = HistoryStore.open(tmp_path / "h.sqlite3")
    assert notice is None
    history.close()
    connection = sqlite3.connect(tmp_path / "h.sqlite3")
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    _again, notice = HistoryStore.open(tmp_path / "h.sqlite3")
    assert notice is None


def test_a_failed_round_write_leaves_nothing_half_written(pig, tmp_path):
    history, _ = HistoryStore.open(tmp_path / "h.sqlite3")
    match = Match.start("pig", [Seat("A", "bot", "easy"), Seat("B", "bot", "easy")], seed=2)
    history.begin_game(match.record)
    with pytest.raises(TypeError):  # the second round is bad: the first must not stay either
        history.set_rounds(match.record.match_id, [(1, 2), (3, 4, 5, None)])
    assert history.detail(history.games()[0].id).rounds == ()


def test_settings_round_trip_and_damage(tmp_path):
    path = tmp_path / "settings.json"
    assert load_settings(path) == (Settings(), None)
    save_settings(path, Settings(theme="dark", animation_speed="fast", sound=False, default_names=["Zed"]))
    loaded, notice = load_settings(path)
    assert notice is None and loaded.theme == "dark" and loaded.default_names == ["Zed"]
    assert str(loaded.name_for_seat(3)) == "Player 4" and loaded.name_for_seat(0) == "Zed"
    path.write_text(json.dumps({"theme": "purple", "animation_speed": "warp"}))
    assert load_settings(path)[0] == Settings()
    path.write_text("{{{")
    settings, notice = load_settings(path)
    assert settings == Settings() and "could not be read" in str(notice)
    assert list(tmp_path.glob("settings.json.damaged-*"))


def test_undoing_the_end_of_a_game_reopens_it_in_the_history(tmp_path):
    from gamenight.games.pokeno.rules import ChooseBoard

    history, _ = HistoryStore.open(tmp_path / "h.sqlite3")
    match = Match.start("pokeno", [Seat("Me"), Seat("B", "bot", "easy")], seed=1)
    keeper = MatchKeeper(match, None, history)
    match.apply(ChooseBoard(3), seat=0)
    match.play_out()
    keeper.after_change()
    row = history.games(game="pokeno")[0]
    assert row.finished and row.placements[0] is not None
    match.undo()
    keeper.after_change()
    row = history.games(game="pokeno")[0]
    assert row.finished is None and row.placements == (None, None)
    assert history.detail(row.id).rounds == ()
