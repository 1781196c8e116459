import os
import subprocess
import sys
import textwrap
import time

import pytest

from fake_speech import hung_speech_service, needs_speechd
from gamenight import cli


def smoke(*arguments, **env):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run([sys.executable, "-m", "gamenight", "--smoke-test", *map(str, arguments)],
                          capture_output=True, text=True, env=env, timeout=240)


def test_smoke_test_command_renders_every_screen_and_writes_its_report(tmp_path):
    """Even with a hung speech service on the machine: the smoke test speaks to no one."""
    report = tmp_path / "report" / "smoke.txt"
    report.parent.mkdir()
    with hung_speech_service() as service:
        result = smoke("--screenshots", tmp_path, "--smoke-report", report, SPEECHD_ADDRESS=service.address)
        assert service.connections == 0
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
    for arguments in (["--smoke-limit", "60"], ["--smoke-test", "--smoke-limit", "0"],
                      ["--smoke-test", "--smoke-limit", "-5"], ["--smoke-test", "--smoke-limit", "soon"]):
        with pytest.raises(SystemExit) as refused:
            cli.main(arguments)
        assert refused.value.code == 2
        assert "--smoke-limit" in capsys.readouterr().err


def test_a_smoke_test_past_its_time_limit_fails_and_says_so(tmp_path):
    report = tmp_path / "smoke.txt"
    result = smoke("--smoke-limit", "0.5", "--smoke-report", report)
    assert result.returncode == 1
    message = "smoke test FAILED: not finished within its time limit of 0.5 s"
    assert message in result.stderr and "(most recent call first)" in result.stderr  # where it was
    assert report.read_text(encoding="utf-8") == message + "\n"
    assert "smoke test passed" not in result.stdout


@needs_speechd
def test_a_smoke_test_stuck_inside_qt_still_ends_at_its_time_limit(tmp_path):
    """A UI thread stuck in a C call that holds the GIL (Qt's speechd engine on a hung service,
    as the smoke test was before it stopped speaking) cannot be stopped from Python: it is ended
    by faulthandler, HARD_STOP_GRACE_S after the limit, with every thread's stack."""
    from gamenight.app.smoke import HARD_STOP_GRACE_S

    report = tmp_path / "smoke.txt"
    stuck = textwrap.dedent(f"""\
        from gamenight import cli
        from gamenight.app import smoke

        def stuck(scratch, screenshots):
            from PySide6.QtCore import QCoreApplication
            from PySide6.QtTextToSpeech import QTextToSpeech

            app = QCoreApplication([])
            QTextToSpeech("speechd")  # waits for the service's answer with the GIL held
            raise AssertionError("the hung service answered")

        smoke._run = stuck
        raise SystemExit(cli.main(["--smoke-test", "--smoke-limit", "1", "--smoke-report", {str(report)!r}]))
        """)
    with hung_speech_service() as service:
        started = time.monotonic()
        result = subprocess.run([sys.executable, "-c", stuck], capture_output=True, text=True, timeout=120,
                                env=dict(os.environ, SPEECHD_ADDRESS=service.address))
        took = time.monotonic() - started
    assert result.returncode == 1 and took < 1 + HARD_STOP_GRACE_S + 20
    assert "Timeout (" in result.stderr and "in stuck" in result.stderr  # faulthandler's dump
    assert report.read_text(encoding="utf-8") == (
        "smoke test started and did not finish (it crashed, or was stopped at its time limit of 1 s)\n")
