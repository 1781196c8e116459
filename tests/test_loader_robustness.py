"""Start-up never dies or hides every saved game on one bad file: each loader refuses malformed
input with a message, moves it aside, and offers the rest. A file's own name is its identity."""
import json
import os
import time

import pytest

from gamenight.app.context import AppContext
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, RecordError, Seat
from gamenight.storage.autosave import TRASH_KEEPS, AutosaveStore
from gamenight.storage.settings import Settings, load_settings


def good_record(seed=5):
    match = Match.start("pig", [Seat("Ann", "human"), Seat("Bob", "bot", "easy")], seed=seed)
    match.advance()
    return match.record


def record_text(**changes):
    data = good_record().to_json()
    data.update(changes)
    return json.dumps(data)


def hostile_files() -> dict[str, str]:
    return {
        "deep.json": "[" * 100_000 + "]" * 100_000,
        "digits.json": record_text(seed=0).replace('"seed": 0', '"seed": ' + "7" * 5000),
        "bigseed.json": record_text(seed=2**70),
        "traversal.json": record_text(match_id="../../../config/gamenight/settings"),
        "nul.json": record_text(match_id="abc\u0000def"),
        "seats.json": record_text(seats=[7, 8]),
        "options.json": record_text(options=[1, 2]),
        "notjson.json": "{nope",
        "binary.json": "\udcff",
        "unplayable.json": record_text(actions=[{"kind": "die", "value": 3}]),
        "twice.json": record_text(seed=5).replace('"seed": 5', '"seed": 5, "seed": 6'),
    }


def test_every_bad_autosave_is_moved_aside_and_the_good_ones_offered(pig, tmp_path):
    folder = tmp_path / "auto"
    folder.mkdir()
    good = good_record()
    (folder / "good.json").write_text(good.dumps())
    hostile = hostile_files()
    for name, text in hostile.items():
        (folder / name).write_bytes(text.encode("utf-8", "surrogateescape"))
    os.symlink("/dev/zero", folder / "zero.json")
    os.mkfifo(folder / "fifo.json")
    (folder / "huge.json").write_bytes(b" " * (5 * 1024 * 1024))
    (folder / "dir.json").mkdir()
    started = time.monotonic()
    scan = AutosaveStore(folder).unfinished()
    assert time.monotonic() - started < 5
    assert [record.match_id for record in scan.records] == [good.match_id]
    bad = set(hostile) | {"zero.json", "fifo.json", "huge.json", "dir.json"}
    assert len(scan.notices) == len(bad)
    assert sorted(p.name for p in folder.iterdir() if ".damaged-" not in p.name) == ["good.json"]
    assert {os.path.basename(p.split(".damaged-")[0]) for p in os.listdir(folder) if ".damaged-" in p} == bad
    text = "\n".join(map(str, scan.notices))
    for words in ("nested more than 64 levels", "number too big", "match id is not a plain id", "a link, not a file",
                  "not a regular file", "too big", "cannot be replayed", "not valid JSON", "not text",
                  '"seed" is given twice'):
        assert words in text
    assert os.readlink(next(folder.glob("zero.json.damaged-*"))) == "/dev/zero"  # the link itself, moved


def test_a_replay_that_raises_any_error_is_moved_aside_with_the_reason(pig, tmp_path):
    store = AutosaveStore(tmp_path / "auto", replay_check=lambda record: [][4])
    (tmp_path / "auto").mkdir()
    (tmp_path / "auto" / "a.json").write_text(good_record().dumps())
    scan = store.unfinished()
    assert scan.records == [] and "cannot be replayed: list index out of range" in str(scan.notices[0])


def test_records_refuse_hostile_values_in_plain_words(pig):
    with pytest.raises(RecordError, match="nested more than 64"):
        GameRecord.loads("{\"a\":" * 100_000)
    with pytest.raises(RecordError, match="not a number"):
        GameRecord.loads(record_text().replace('"finished": false', '"finished": NaN'))
    with pytest.raises(RecordError, match="match id"):
        GameRecord.loads(record_text(match_id="x" * 65))
    assert GameRecord.loads(record_text(match_id="Old_id-7")).match_id == "Old_id-7"


def test_the_file_name_not_the_match_id_decides_where_a_game_is_saved(pig, tmp_path):
    folder = tmp_path / "auto"
    folder.mkdir()
    record = good_record()
    (folder / "from-last-week.json").write_text(record.dumps())
    store = AutosaveStore(folder)
    loaded = store.unfinished().records[0]
    loaded.actions.append({"kind": "hold"})
    store.save(loaded)
    assert os.listdir(folder) == ["from-last-week.json"]
    assert json.loads((folder / "from-last-week.json").read_text())["actions"][-1] == {"kind": "hold"}
    fresh = good_record(9)
    store.save(fresh)
    name = store.path_for(fresh.match_id).name
    assert name != f"{fresh.match_id}.json" and len(name) == 37 and name.endswith(".json")


def test_a_hostile_match_id_can_neither_write_nor_discard_outside_the_folder(pig, tmp_path):
    folder = tmp_path / "data" / "autosave"
    folder.mkdir(parents=True)
    victim = tmp_path / "config" / "gamenight" / "settings.json"
    victim.parent.mkdir(parents=True)
    victim.write_text("{}")
    (folder / "evil.json").write_text(record_text(match_id="../../../config/gamenight/settings"))
    store = AutosaveStore(folder)
    assert store.unfinished().records == []
    record = good_record()
    record.match_id = "../../../config/gamenight/settings"  # set in memory, never read from a file
    store.save(record)
    assert store.path_for(record.match_id).parent == folder
    assert store.discard(record.match_id).parent == folder / "trash"
    store.remove("../../../config/gamenight/settings")
    assert victim.read_text() == "{}"


def test_discard_moves_to_the_trash_which_keeps_the_newest(pig, tmp_path):
    folder = tmp_path / "auto"
    store = AutosaveStore(folder)
    for seed in range(TRASH_KEEPS + 3):
        record = good_record(seed)
        store.save(record)
        kept = store.discard(record.match_id)
        os.utime(kept, (seed, seed))  # oldest first
    trashed = sorted(os.listdir(folder / "trash"))
    assert len(trashed) == TRASH_KEEPS
    assert [p for p in folder.iterdir() if p.is_file()] == [] and store.unfinished().records == []
    assert min(os.stat(folder / "trash" / name).st_mtime for name in trashed) == 3


def test_a_second_copy_of_the_same_game_is_moved_aside(pig, tmp_path):
    folder = tmp_path / "auto"
    folder.mkdir()
    record = good_record()
    (folder / "a.json").write_text(record.dumps())
    (folder / "b.json").write_text(record.dumps())
    scan = AutosaveStore(folder).unfinished()
    assert len(scan.records) == 1 and "second copy of the game in a.json" in str(scan.notices[0])


def test_a_young_temp_file_of_another_copy_is_left_alone(tmp_path):
    folder = tmp_path / "auto"
    folder.mkdir()
    young, old = folder / ".x.json.young.tmp", folder / ".x.json.old.tmp"
    young.write_text("in flight")
    old.write_text("left by a kill")
    os.utime(old, (time.time() - 3600,) * 2)
    AutosaveStore(folder).unfinished()
    assert young.exists() and not old.exists()


SETTINGS_DAMAGE = {
    "deep": lambda path: path.write_text("[" * 100_000 + "]" * 100_000),
    "huge": lambda path: path.write_bytes(b" " * (5 * 1024 * 1024)),
    "array": lambda path: path.write_text("[1, 2]"),
    "types": lambda path: path.write_text(json.dumps({"theme": 5, "sound": "yes"})),
    "names": lambda path: path.write_text(json.dumps({"default_names": ["Ann", {"x": 1}]})),
    "digits": lambda path: path.write_text('{"theme": ' + "9" * 5000 + "}"),
    "folder": lambda path: path.mkdir(),
    "fifo": lambda path: os.mkfifo(path),
    "link": lambda path: os.symlink("/dev/zero", path),
}


@pytest.mark.parametrize("damage", sorted(SETTINGS_DAMAGE))
def test_unusable_settings_give_defaults_a_notice_and_are_moved_aside(tmp_path, damage):
    path = tmp_path / "settings.json"
    SETTINGS_DAMAGE[damage](path)
    settings, notice = load_settings(path)
    assert settings == Settings()
    assert str(notice).startswith("Your settings file could not be read") and "defaults are in use" in str(notice)
    assert not os.path.lexists(path) and len(list(tmp_path.glob("settings.json.damaged-*"))) == 1


def test_start_up_survives_a_folder_in_place_of_the_history_and_settings(pig, tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "history.sqlite3").mkdir()
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").mkdir()
    context = AppContext.open(tmp_path / "data", tmp_path / "config")
    assert len(context.notices) == 2 and context.history.games() == []
    context.save_settings(Settings(theme="dark"))
    assert load_settings(tmp_path / "config" / "settings.json")[0].theme == "dark"


def test_files_that_cannot_be_read_now_are_reported_but_left_in_place(pig, tmp_path, monkeypatch):
    folder = tmp_path / "auto"
    folder.mkdir()
    (folder / "locked.json").write_text(good_record().dumps())
    settings_path = tmp_path / "settings.json"
    settings_path.write_text("{}")
    real_open = os.open

    def no_permission(path, flags, *args):  # root ignores permission bits: refuse as a plain user's open would
        if str(path).endswith(".json"):
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", no_permission)
    scan = AutosaveStore(folder).unfinished()
    settings, notice = load_settings(settings_path)
    monkeypatch.undo()
    said = str(scan.notices[0])
    assert scan.records == [] and "it cannot be opened: permission denied" in said and "left where it is" in said
    assert settings == Settings() and "left where it is" in str(notice)
    assert os.listdir(folder) == ["locked.json"] and sorted(os.listdir(tmp_path)) == ["auto", "settings.json"]


def test_discard_in_the_resume_dialog_moves_the_file_to_the_trash(pig, tmp_path, qtbot):
    from gamenight.app.application import create_application
    from gamenight.app.resume_dialog import ResumeDialog

    create_application()
    folder = tmp_path / "auto"
    folder.mkdir()
    (folder / "tuesday.json").write_text(good_record().dumps())
    store = AutosaveStore(folder)
    dialog = ResumeDialog(store.unfinished().records, store)
    qtbot.addWidget(dialog)
    dialog._discard(confirmed=True)
    assert dialog.list.count() == 0
    assert os.listdir(folder) == ["trash"] and os.listdir(folder / "trash") == ["tuesday.json"]


def test_an_earlier_copy_of_a_game_the_history_holds_finished_goes_to_the_trash(pig, tmp_path):
    """What a kill between the history's write and the file's removal leaves (or an older `serve
    --resume`'s second file): never offered again. A copy whose moves went another way is offered."""
    from gamenight.storage.history import HistoryStore
    from gamenight.storage.keeper import MatchKeeper

    folder = tmp_path / "auto"
    match = Match.start("pig", [Seat("Ann", "bot", "easy"), Seat("Bob", "bot", "easy")], seed=5)
    for _ in range(3):
        match.advance()
    earlier = GameRecord.loads(match.record.dumps())
    match.play_out()
    branch = Match.from_record(GameRecord.loads(earlier.dumps()))
    taken = match.record.actions[len(earlier.actions)]
    branch.apply(next(action for action in branch.state.legal_actions() if pig.codec.encode(action) != taken))
    other_way = branch.record
    history, _ = HistoryStore.open(tmp_path / "history.sqlite3")
    MatchKeeper(match, AutosaveStore(folder), history).after_change()
    AutosaveStore(folder).save(earlier)
    scan = AutosaveStore(folder).unfinished(history.holds_end_of)
    assert scan.records == [] and scan.notices == [] and len(os.listdir(folder / "trash")) == 1
    AutosaveStore(folder).save(other_way)
    assert [record.actions for record in AutosaveStore(folder).unfinished(history.holds_end_of).records] == [
        other_way.actions]
