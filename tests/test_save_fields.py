"""Every field of a saved game is checked against what this version knows when it is read (issue
33): a damaged field sets the file aside with a notice; a well-formed game this version cannot play
(a bot level, a game, an option, a number of players or phone keys it does not know) is listed in
the resume dialog with the reason, cannot be chosen, and its file stays where it is. A bot of an
unknown level used to pass every check and hang the table at its turn."""
from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gamenight.app.resume_dialog import ResumeDialog
from gamenight.app.smoke import when_modal
from gamenight.core.match import Match
from gamenight.core.playable import CannotPlay
from gamenight.core.records import GameRecord, Seat
from gamenight.storage import paths
from gamenight.storage.autosave import AutosaveStore
from user_path import button_named, start_the_app


def goker_record() -> dict:
    """A Goker game of Ann against the bot Bob, a few moves in, as its saved file holds it."""
    match = Match.start("goker", [Seat("Ann"), Seat("Bob", "bot", "normal")], seed=4)
    match.play_out()
    return match.record.to_json()


def changed(change) -> dict:
    data = goker_record()
    change(data)
    return data


def phone_table(data: dict, **keys) -> None:
    data["seats"][1] = {"name": "Bob", "kind": "phone", "level": None}
    data["view_state"]["phone_table"] = {"tokens": ["t" * 24, "u" * 24], "spectator": "s" * 24, "code": "ABCD",
                                         "port": 8765, **keys}


CANNOT_PLAY = {
    "game": (lambda d: d.update(game="quux"), "it was made by a newer Game Night: this version has no game 'quux'"),
    "level": (lambda d: d["seats"][1].update(level="expert"),
              "Goker has no bot level 'expert' in this version (the level of Bob)"),
    "no-level": (lambda d: d["seats"][1].update(level=None), "Bob is a bot without a level"),
    "players": (lambda d: d["seats"].extend([{"name": f"P{n}", "kind": "human", "level": None} for n in range(9)]),
                "Goker takes 2-10 players, not 11"),
    "option": (lambda d: d["options"].update(speed=3), "unknown option(s): speed"),
    "option-value": (lambda d: d["options"].update(draw="robot"), "Draw: 'robot' is not one of the choices"),
    "phone-keys": (lambda d: phone_table(d, tokens=["short", "u" * 24]),
                   "its phone table's keys are not the kind this version makes"),
    "phone-port": (lambda d: phone_table(d, port=70000), "its phone table's keys are not the kind this version makes"),
}

DAMAGED = {
    "game-id": (lambda d: d.update(game="../../quux"), "its game id is not a plain id"),
    "created": (lambda d: d.update(created="last Tuesday"), "its 'created' is not a date and time"),
    "log": (lambda d: d.update(log=[7]), "an entry of its log is not a JSON object"),
    "seat-kind": (lambda d: d["seats"][1].update(kind="robot"), "it has a bad seat"),
    "level-type": (lambda d: d["seats"][1].update(level=3), "it has a bad bot level in a seat"),
    "person-type": (lambda d: d["seats"][0].update(person=7), "it has a bad person in a seat"),
    "person-id": (lambda d: d["seats"][0].update(person="../ann"), "it has a bad person in a seat"),
    "seed": (lambda d: d.update(seed="4"), "its 'seed' has the wrong type"),
    "finished": (lambda d: d.update(finished="no"), "its 'finished' has the wrong type"),
    "view-state": (lambda d: d.update(view_state=[]), "its 'view_state' has the wrong type"),
    "user-draws": (lambda d: d.update(user_draws=[999]), "its 'user_draws' names actions it does not have"),
    "action": (lambda d: d["actions"].append({"kind": "fly"}), "cannot be replayed"),
}


def test_a_seat_keeps_its_person_and_a_seat_without_one_is_written_as_before():
    data = changed(lambda d: d["seats"][0].update(person="p-ann"))
    record = GameRecord.from_json(data)
    assert record.seats[0].person == "p-ann" and record.seats[1].person is None
    written = record.to_json()["seats"]
    assert written[0]["person"] == "p-ann" and "person" not in written[1]


def saved(folder, name: str, data: dict):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(data))
    return folder / name


def test_a_bot_of_a_level_this_version_does_not_know_is_refused_when_read_not_at_its_turn():
    record = GameRecord.from_json(changed(lambda d: d["seats"][1].update(level="expert")))
    with pytest.raises(CannotPlay, match="Goker has no bot level 'expert'"):
        Match.from_record(record)


@pytest.mark.parametrize("field", sorted(CANNOT_PLAY))
def test_a_game_this_version_cannot_play_is_listed_with_why_and_its_file_stays(tmp_path, field):
    change, reason = CANNOT_PLAY[field]
    path = saved(tmp_path / "auto", "tuesday.json", changed(change))
    before = path.read_bytes()
    scan = AutosaveStore(tmp_path / "auto").unfinished()
    assert scan.records == [] and scan.notices == [] and scan.finished == []
    assert [str(game.reason) for game in scan.unplayable] == [reason]
    assert os.listdir(tmp_path / "auto") == ["tuesday.json"] and path.read_bytes() == before


@pytest.mark.parametrize("field", sorted(DAMAGED))
def test_a_damaged_field_sets_the_file_aside_with_a_notice(tmp_path, field):
    change, reason = DAMAGED[field]
    saved(tmp_path / "auto", "tuesday.json", changed(change))
    scan = AutosaveStore(tmp_path / "auto").unfinished()
    assert scan.records == [] and scan.unplayable == []
    assert len(scan.notices) == 1 and reason in str(scan.notices[0])
    assert [name.split(".damaged-")[0] for name in os.listdir(tmp_path / "auto")] == ["tuesday.json"]


def test_a_game_whose_moves_reach_its_end_is_finished_whatever_its_file_says(tmp_path):
    match = Match.start("goker", [Seat("Ann", "bot", "easy"), Seat("Bob", "bot", "easy")], seed=4)
    match.play_out()
    data = match.record.to_json()
    data["finished"] = False
    saved(tmp_path / "auto", "over.json", data)
    scan = AutosaveStore(tmp_path / "auto").unfinished()
    assert scan.records == [] and [record.match_id for record in scan.finished] == [match.record.match_id]


def in_resume_dialog_at_start(qtbot, look, language: str = "en"):
    """What `look(dialog)` returns in the resume dialog the app opens at start; the dialog is then
    closed with Later."""
    seen = []

    def act(dialog: ResumeDialog) -> None:
        seen.append(look(dialog))
        qtbot.mouseClick(button_named(dialog, "Later" if language == "en" else "Sonra"), Qt.MouseButton.LeftButton)

    when_modal(ResumeDialog, act)
    window = start_the_app(qtbot, language)
    assert seen, "the resume dialog did not open"
    return window, seen[0]


def test_at_start_the_resume_dialog_says_why_a_game_cannot_be_resumed_and_keeps_its_file(qtbot, monkeypatch):
    folder = paths.autosave_dir()
    good = saved(folder, "good.json", goker_record())
    expert = saved(folder, "expert.json", changed(lambda d: d["seats"][1].update(level="expert")))
    newer = saved(folder, "newer.json", changed(lambda d: d.update(game="quux")))
    before = {path: path.read_bytes() for path in (good, expert, newer)}
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: pytest.fail(f"a warning at start: {args[2]}"))

    def look(dialog: ResumeDialog):
        rows = [dialog.list.item(row).text() for row in range(dialog.list.count())]
        resumable = []
        for row in range(dialog.list.count()):
            dialog.list.setCurrentRow(row)
            resumable.append(dialog.resume_button.isEnabled())
        dialog.list.setCurrentRow(1)
        dialog.list.itemDoubleClicked.emit(dialog.list.item(1))  # a game that cannot be resumed does not open
        return rows, resumable, dialog.isVisible()

    window, (rows, resumable, still_open) = in_resume_dialog_at_start(qtbot, look)
    assert resumable == [True, False, False] and still_open and window.controller is None
    assert rows[0].startswith("Goker \u2014 \u2068Ann\u2069, \u2068Bob\u2069\nsolo \u00b7 round 1")
    assert rows[1:] == [
        "Goker \u2014 \u2068Ann\u2069, \u2068Bob\u2069\ncannot be resumed: Goker has no bot level 'expert' in this "
        f"version (the level of Bob)\nstarted {rows[1].rpartition('started ')[2]}",
        "quux \u2014 \u2068Ann\u2069, \u2068Bob\u2069\ncannot be resumed: it was made by a newer Game Night: this "
        f"version has no game 'quux'\nstarted {rows[2].rpartition('started ')[2]}",
    ]
    assert {path: path.read_bytes() for path in before} == before
    assert sorted(os.listdir(folder)) == ["expert.json", "good.json", "newer.json"]


def test_a_game_made_by_a_newer_game_night_is_said_so_in_turkish(qtbot):
    saved(paths.autosave_dir(), "newer.json", changed(lambda d: d.update(game="quux")))
    try:
        _, rows = in_resume_dialog_at_start(
            qtbot, lambda dialog: [dialog.list.item(row).text() for row in range(dialog.list.count())], "tr")
    finally:
        from gamenight.table.language import install_language

        install_language("en")
    assert len(rows) == 1
    assert rows[0].split("\n")[1] == ("sürdürülemez: daha yeni bir Game Night ile yapılmış: bu sürümde 'quux' adlı "
                                     "bir oyun yok")


def test_a_game_that_cannot_be_resumed_can_be_discarded_to_the_trash(qtbot, monkeypatch):
    saved(paths.autosave_dir(), "expert.json", changed(lambda d: d["seats"][1].update(level="expert")))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)

    def discard(dialog: ResumeDialog) -> None:
        dialog.list.item(0).setSelected(True)
        qtbot.mouseClick(dialog.discard_button, Qt.MouseButton.LeftButton)

    when_modal(ResumeDialog, discard)
    start_the_app(qtbot)
    assert os.listdir(paths.autosave_dir() / "trash") == ["expert.json"]
    assert [path.name for path in paths.autosave_dir().iterdir() if path.is_file()] == []
