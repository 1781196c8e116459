import os
import subprocess
import sys

import pytest

from gamenight import cli


def smoke(*arguments):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "gamenight", "--smoke-test", *map(str, arguments)],
                          capture_output=True, text=True, env=env, timeout=240)


def test_smoke_test_command_renders_every_screen_and_writes_its_report(tmp_path):
    report = tmp_path / "report" / "smoke.txt"
    report.parent.mkdir()
    result = smoke("--screenshots", tmp_path, "--smoke-report", report)
    assert result.returncode == 0, result.stderr
    assert "smoke test passed" in result.stdout
    names = {path.stem for path in tmp_path.glob("*.png")}
    assert {"launcher", "history", "history-charts", "preferences", "shortcuts"} <= names
    assert not (tmp_path / "data").exists()  # the smoke test never writes into real user folders
    # the report holds what was printed, for a windowed build that has no console to print to
    assert report.read_text(encoding="utf-8") == result.stdout.strip().splitlines()[-1] + "\n"


def test_a_failed_smoke_test_writes_the_reason_to_its_report(tmp_path):
    in_the_way = tmp_path / "shots"
    in_the_way.write_text("a file where the screenshots folder should go")
    report = tmp_path / "smoke.txt"
    result = smoke("--screenshots", in_the_way, "--smoke-report", report)
    assert result.returncode == 1
    written = report.read_text(encoding="utf-8")
    assert written.startswith("smoke test FAILED: ")
    assert "FileExistsError" in written and "Traceback" in written
    assert written.splitlines()[0] in result.stderr


def test_a_smoke_report_that_cannot_be_written_stops_before_the_run(tmp_path):
    result = smoke("--smoke-report", tmp_path / "no such folder" / "smoke.txt")
    assert result.returncode == 2
    assert "cannot write the smoke report" in result.stderr and "No such file or directory" in result.stderr
    assert "smoke test" not in result.stdout


def test_the_smoke_options_go_with_the_smoke_test(tmp_path, capsys):
    with pytest.raises(SystemExit) as refused:
        cli.main(["--smoke-report", str(tmp_path / "smoke.txt")])
    assert refused.value.code == 2
    assert "--screenshots and --smoke-report go with --smoke-test" in capsys.readouterr().err
    assert not (tmp_path / "smoke.txt").exists()
