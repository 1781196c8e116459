import json
import os
import subprocess
import sys
from dataclasses import replace

from gamenight import cli
from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.sim import simulate


def test_sim_rotates_seats_and_reports_every_entry(pig):
    result = simulate("pig", 40, ["normal", "easy"], seed=3)
    assert result.games == 40
    assert abs(sum(result.win_share(i) for i in range(2)) - 1.0) < 1e-9
    assert result.win_share(0) > result.win_share(1)  # holding at 8 beats random play
    assert all(entry.latencies for entry in result.entries)
    again = simulate("pig", 40, ["normal", "easy"], seed=3)
    assert [e.wins for e in again.entries] == [e.wins for e in result.entries]


def test_sim_command_prints_a_table(pig, capsys):
    assert cli.main(["sim", "pig", "--games", "10", "--seats", "normal,easy", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "pig: 10 games" in out and "win share" in out and "p95 ms" in out
    assert len([line for line in out.splitlines() if line.split()[0] in ("1", "2")]) == 2


def test_sim_refuses_bad_arguments(pig, capsys):
    assert cli.main(["sim", "pig", "--seats", "normal,grandmaster"]) == 2
    assert "no bot level 'grandmaster'" in capsys.readouterr().err
    registry.register(replace(pig, id="unbuilt", new_state=None, codec=None))  # a game without an engine
    try:
        assert cli.main(["sim", "unbuilt", "--seats", "easy,easy"]) == 2
    finally:
        registry.unregister("unbuilt")
    assert "not built yet" in capsys.readouterr().err
    assert cli.main(["sim", "chess", "--seats", "easy"]) == 2


def test_replay_prints_final_scores(pig, tmp_path, capsys):
    match = Match.start("pig", [Seat("Ann", "bot", "normal"), Seat("Bob", "bot", "easy")], seed=9)
    match.play_out()
    path = tmp_path / "game.json"
    path.write_text(match.record.dumps())
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    for name, score in zip(("Ann", "Bob"), match.state.scores(), strict=True):
        assert name in out and f"{score:g}" in out


def test_replay_names_the_first_illegal_action(pig, tmp_path, capsys):
    match = Match.start("pig", [Seat("Ann", "bot", "normal"), Seat("Bob", "bot", "easy")], seed=9)
    match.play_out()
    data = match.record.to_json()
    data["actions"][0] = {"kind": "die", "value": 4}  # a die before anyone rolled
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    assert cli.main(["replay", str(path)]) == 1
    assert "illegal action at index 0" in capsys.readouterr().err


def test_replay_of_a_damaged_file_fails(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text("{")
    assert cli.main(["replay", str(path)]) == 1
    assert "bad record" in capsys.readouterr().err
    assert cli.main(["replay", str(tmp_path / "missing.json")]) == 1


def test_headless_commands_do_not_import_qt():
    code = ("import sys; from gamenight import cli; cli.main(['replay', '/nonexistent']);"
            " print('PySide6' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout
    assert out.strip() == "False"


def test_gui_without_a_screen_says_so_instead_of_crashing(monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert cli.main([]) == 2
    assert "needs a screen" in capsys.readouterr().err


def test_sim_runs_every_engine_without_screens_too(capsys):
    assert cli.main(["sim", "okey", "--games", "1", "--seats", "normal,easy,easy,easy", "--seed", "3"]) == 0
    assert "okey: 1 games" in capsys.readouterr().out


def test_sim_counts_round_wins_until_the_rounds_asked_for():
    result = simulate("okey", 0, ["normal", "easy", "easy", "easy"], seed=4, rounds=25)
    assert result.rounds == 25
    round_wins = [result.entries[entry].round_wins for entry in range(4)]
    assert 0 < sum(round_wins) <= 25  # a round that runs out of stock has no winner
    assert round_wins[0] > max(round_wins[1:])  # the normal bot wins most rounds against easy ones
    assert "round wins" in result.table()


def test_replay_of_a_fifo_or_a_folder_says_so_at_once(tmp_path, capsys):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert cli.main(["replay", str(fifo)]) == 1
    assert "not a regular file" in capsys.readouterr().err
    assert cli.main(["replay", str(tmp_path)]) == 1


def test_view_prints_a_seats_view_message_after_seeded_random_moves(capsys):
    from gamenight.core import codec
    from gamenight.core.random_play import random_match

    for game_id in ("goker", "pokeno", "okey", "jokers", "goodge"):
        assert cli.main(["view", game_id, "--seed", "4", "--moves", "25", "--seat", "1"]) == 0
        printed = json.loads(capsys.readouterr().out)
        match = random_match(game_id, 4, 25)
        assert printed["game"] == game_id and printed["seat"] == 1
        # read back and written again, the view is the one printed (a Pokeno roll's words cross as their English)
        assert codec.encode(codec.read(printed["view"], type(match.state.view(1)))) == printed["view"]
        assert printed["view"] == codec.encode(match.state.view(1))
        assert [entry["words"] for entry in printed["actions"]] == [
            str(match.state.describe(match.info.codec.decode(entry["action"]))) for entry in printed["actions"]]
        assert cli.main(["view", game_id, "--seed", "4", "--moves", "25", "--public"]) == 0
        public = json.loads(capsys.readouterr().out)
        assert codec.encode(codec.read(public["view"], type(match.state.public_view()))) == public["view"]
        assert public["view"] == codec.encode(match.state.public_view())


def test_view_refuses_a_seat_or_game_that_is_not_there(capsys):
    assert cli.main(["view", "okey", "--seat", "4"]) == 2
    assert "--seat is 0 to 3" in capsys.readouterr().err
    assert cli.main(["view", "chess", "--seat", "0"]) == 2
    assert "no game with id 'chess'" in capsys.readouterr().err
