import os
import subprocess
import sys


def test_smoke_test_command_renders_every_screen(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "gamenight", "--smoke-test", "--screenshots", str(tmp_path)],
                            capture_output=True, text=True, env=env, timeout=240)
    assert result.returncode == 0, result.stderr
    assert "smoke test passed" in result.stdout
    names = {path.stem for path in tmp_path.glob("*.png")}
    assert {"launcher", "history", "history-charts", "preferences", "shortcuts"} <= names
    assert not (tmp_path / "data").exists()  # the smoke test never writes into real user folders
