"""A save in two halves (`MatchKeeper.write_now`, then `after_change` in a worker thread: what
`gamenight serve` does, so a move is shown before its save reaches the disk, never before a kill
could lose it): the pending file the first half writes is what a kill leaves, and the next reader
of the folder puts it in place."""
import signal
import subprocess
import sys
import textwrap

from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.files import pending_path, settle_pending, write_pending
from gamenight.storage.keeper import MatchKeeper

SEATS = [Seat("Ann", "bot", "easy"), Seat("Bob", "bot", "easy"), Seat("Cem", "bot", "easy"), Seat("Dee", "bot", "easy")]

KILLED_AFTER_THE_QUICK_HALF = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from gamenight.core.match import Match
    from gamenight.core.records import Seat
    from gamenight.storage.autosave import AutosaveStore
    from gamenight.storage.keeper import MatchKeeper
    match = Match.start("okey", [Seat(name, "bot", "easy") for name in ("Ann", "Bob", "Cem", "Dee")], seed=4)
    keeper = MatchKeeper(match, AutosaveStore(Path(sys.argv[1])), None)
    for _ in range(6):
        match.advance()
        keeper.after_change()
    match.advance()
    keeper.write_now()  # the move's quick half: then the host shows it, and is killed
    print(len(match.record.actions), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def started(moves: int) -> Match:
    match = Match.start("okey", SEATS, seed=4)
    for _ in range(moves):
        match.advance()
    return match


def test_a_move_whose_quick_half_was_written_before_a_kill_is_resumed(tmp_path):
    folder = tmp_path / "auto"
    killed = subprocess.run([sys.executable, "-c", KILLED_AFTER_THE_QUICK_HALF, str(folder)],
                            capture_output=True, text=True, timeout=60)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    assert len(list(folder.glob(".*.pending"))) == 1
    scan = AutosaveStore(folder).unfinished()
    assert [len(record.actions) for record in scan.records] == [int(killed.stdout)]  # the move shown is there
    assert list(folder.glob(".*.pending")) == [] and len(list(folder.glob("*.json"))) == 1


def test_the_rest_puts_the_quick_half_in_place(tmp_path):
    store = AutosaveStore(tmp_path)
    match = started(3)
    keeper = MatchKeeper(match, store, None)
    keeper.after_change()
    match.advance()
    keeper.write_now()
    path = store.path_for(match.record.match_id)
    assert path is not None and len(GameRecord.loads(path.read_text()).actions) == 3  # in place: the move before
    keeper.after_change()
    assert not pending_path(path).exists() and GameRecord.loads(path.read_text()).actions == match.record.actions


def test_a_pending_save_cut_off_by_a_power_failure_is_dropped_and_the_save_before_it_stands(tmp_path):
    store = AutosaveStore(tmp_path)
    match = started(3)
    store.save(match.record)
    path = store.path_for(match.record.match_id)
    assert path is not None
    pending_path(path).write_bytes(match.record.dumps().encode()[:200])
    scan = AutosaveStore(tmp_path).unfinished()
    assert [record.actions for record in scan.records] == [match.record.actions] and scan.notices == []
    assert not pending_path(path).exists()


def test_a_whole_save_after_a_pending_one_keeps_the_older_from_coming_back(tmp_path):
    """A quick half written, its rest failed, then the next move saved whole (its quick half failed):
    the older pending save must not be put in place at the next scan."""
    store = AutosaveStore(tmp_path)
    match = started(3)
    store.save_pending(match.record)
    match.advance()
    store.save(match.record)
    scan = AutosaveStore(tmp_path).unfinished()
    assert [record.actions for record in scan.records] == [match.record.actions]


def test_a_pending_save_that_another_reader_put_in_place_settles_all_the_same(tmp_path):
    """Another copy of the app reading the folder (its resume offer) between the two halves puts
    the pending file in place itself; the rest then finds it there."""
    store = AutosaveStore(tmp_path)
    match = started(3)
    store.save(match.record)
    match.advance()
    store.save_pending(match.record)
    AutosaveStore(tmp_path).unfinished()
    store.settle(match.record.match_id)
    path = store.path_for(match.record.match_id)
    assert path is not None and GameRecord.loads(path.read_text()).actions == match.record.actions
    assert not pending_path(path).exists()


def test_files_that_only_look_pending_change_nothing(tmp_path):
    """A name with no file before ".pending", a folder, a link: a scan reads the games and leaves them."""
    store = AutosaveStore(tmp_path)
    match = started(3)
    store.save(match.record)
    (tmp_path / "..pending").write_text("x")
    (tmp_path / "....pending").write_text("x")
    (tmp_path / ".folder.json.pending").mkdir()
    (tmp_path / ".link.json.pending").symlink_to(tmp_path / "..pending")
    scan = AutosaveStore(tmp_path).unfinished()
    assert [record.actions for record in scan.records] == [match.record.actions]
    assert (tmp_path / "..pending").exists() and (tmp_path / ".folder.json.pending").is_dir()
    assert not (tmp_path / "link.json").exists()


def test_a_quick_half_into_a_folder_not_made_yet_makes_it_and_leaves_only_the_pending_file(tmp_path):
    path = tmp_path / "new" / "folder" / "game.json"
    write_pending(path, '{"moves": 1}')
    assert [item.name for item in path.parent.iterdir()] == [pending_path(path).name]
    write_pending(path, '{"moves": 2}')  # the folder is there now: written over, whole
    settle_pending(path)
    assert [item.name for item in path.parent.iterdir()] == ["game.json"] and path.read_text() == '{"moves": 2}'
